import { defineModule } from '../module.ts';
import { socialAdminRoutes } from './admin-routes.ts';
import { createHttpSocialProvider } from './http-provider.ts';
import { createIdentityIssuers } from './oidc.ts';
import { socialRoutes } from './routes.ts';
import { createSocial } from './setup.ts';
import { socialSignInRoutes } from './signin-routes.ts';

/**
 * VK and Telegram rewards behind one adapter over HTTP (issue 13 item 9), the local sandbox too (docs/social.md),
 * and signing in, registering and linking with them through their OpenID Connect issuers (issue 23 item 2,
 * decision 032).
 */
export default defineModule({
  name: 'social',
  // A registration by social sign-in gets the referral binding as any other (issue 14).
  uses: ['playerRegistered'],
  setup: ({ ctx, selfOrigin }, hooks) => {
    const { config } = ctx;
    const social = createSocial(ctx, createHttpSocialProvider({ baseUrl: () => config.social.providerUrl ?? `${selfOrigin()}/sandbox/social/api/v1`, apiKey: config.social.apiKey }));
    const issuers = createIdentityIssuers(config.social.oidc, { publicOrigin: config.publicOrigin, selfOrigin });
    return {
      plugin: async (scope) => {
        await socialRoutes(scope, social);
        await socialAdminRoutes(scope, social);
        await socialSignInRoutes(scope, social, issuers, hooks.playerRegistered);
      },
    };
  },
});
