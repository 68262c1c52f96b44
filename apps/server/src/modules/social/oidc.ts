import * as client from 'openid-client';
import type { OidcIssuerConfig } from '../../config.ts';
import { SocialUnavailable, type Network } from './provider.ts';

/**
 * The networks as OpenID Connect issuers (issue 23 item 2, decision 032),
 * through `openid-client`: discovery, the authorization URL with state,
 * nonce and PKCE (S256), and the code exchange, which checks the state, the
 * issuer (RFC 9207), the ID token's signature (its JWKS), audience, expiry
 * and nonce. What comes back is the account's id at the network (`sub`) and
 * its name.
 *
 * The sandbox's issuers live in this process under PUBLIC_ORIGIN, which the
 * server itself may not reach (behind a load balancer; in tests nothing
 * listens there): their requests go to this server's own address instead,
 * as the other sandboxes' do, and plain HTTP is allowed for them only.
 */
export type FlowSecrets = { state: string; nonce: string; verifier: string };
export type Identity = { sub: string; name: string };

/** The issuer refused the exchange, or its answer did not pass a check: this flow cannot finish. */
export class FlowRefused extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FlowRefused';
  }
}

export type IdentityIssuers = {
  /** Where to send the player, and the secrets the callback must be checked against. */
  begin(network: Network, redirectUri: string, locale: string): Promise<{ url: string; secrets: FlowSecrets }>;
  /** The identity behind the callback (`callback`: the redirect URI with the issuer's query). */
  finish(network: Network, callback: URL, secrets: FlowSecrets): Promise<Identity>;
};

const TIMEOUT_S = 8;
/** Ids as VK and Telegram have them (digits), with room for another issuer's, bounded. */
const SUBJECT = /^[\w.@:-]{1,128}$/;

export function createIdentityIssuers(issuers: Record<Network, OidcIssuerConfig>, where: { publicOrigin: string; selfOrigin: () => string }): IdentityIssuers {
  const configurations = new Map<Network, Promise<client.Configuration>>();

  /** The sandbox's requests to PUBLIC_ORIGIN go to where this server listens. */
  const localFetch: client.CustomFetch = (url, options) => {
    const target = new URL(url);
    if (target.origin === where.publicOrigin) {
      const self = new URL(where.selfOrigin());
      target.protocol = self.protocol;
      target.host = self.host;
    }
    return fetch(target, options as RequestInit);
  };

  /** Discovered once per process and network; a failed discovery is tried again by the next flow. */
  function configurationOf(network: Network): Promise<client.Configuration> {
    let pending = configurations.get(network);
    if (pending) return pending;
    const issuer = issuers[network];
    const sandbox = issuer.sandbox;
    pending = client
      .discovery(new URL(issuer.issuer), issuer.clientId, issuer.clientSecret, client.ClientSecretBasic(issuer.clientSecret), {
        timeout: TIMEOUT_S,
        ...(sandbox ? { [client.customFetch]: localFetch, execute: [client.allowInsecureRequests] } : {}),
      })
      .then((configuration) => {
        // ID tokens are checked against the issuer's JWKS too, not only taken from the TLS channel.
        client.enableNonRepudiationChecks(configuration);
        return configuration;
      });
    pending.catch(() => configurations.delete(network));
    configurations.set(network, pending);
    return pending;
  }

  async function discovered(network: Network): Promise<client.Configuration> {
    try {
      return await configurationOf(network);
    } catch (cause) {
      throw new SocialUnavailable(`${network} sign-in: discovery at ${issuers[network].issuer} failed: ${(cause as Error).message}`, { cause });
    }
  }

  return {
    async begin(network, redirectUri, locale) {
      const configuration = await discovered(network);
      const secrets: FlowSecrets = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.verifier),
        code_challenge_method: 'S256',
        ui_locales: locale,
      });
      return { url: url.href, secrets };
    },

    async finish(network, callback, secrets) {
      const configuration = await discovered(network);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(configuration, callback, {
          pkceCodeVerifier: secrets.verifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (unreachable(error)) throw new SocialUnavailable(`${network} sign-in: the token endpoint failed: ${(error as Error).message}`, { cause: error });
        throw new FlowRefused(`${network} sign-in refused: ${(error as Error).message}`, { cause: error });
      }
      const claims = tokens.claims();
      const sub = claims?.sub;
      if (typeof sub !== 'string' || !SUBJECT.test(sub)) throw new FlowRefused(`${network} sign-in: an ID token without a usable subject`);
      const name = typeof claims?.name === 'string' ? claims.name.trim().slice(0, 200) : '';
      return { sub, name };
    },
  };
}

/** The issuer could not be reached or failed on its side (a 5xx): try again later, not a refusal of this flow. */
function unreachable(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (error instanceof client.AuthorizationResponseError || error instanceof client.WWWAuthenticateChallengeError) return false;
  const name = (error as { name?: string } | null)?.name;
  return error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError';
}
