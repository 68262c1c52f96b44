import { rowsOf, sql, type Executor } from '@azart/db';
import type { SocialConfig } from '../../config.ts';
import { DomainError } from '../../shared/errors.ts';
import type { AppContext } from '../../shared/context.ts';
import { SocialUnavailable, type Network, type SocialProvider } from './provider.ts';

/**
 * The social rewards' context: the app's, the provider adapter, and the groups
 * and channels of this deployment. Kept
 * per app context, so that `requireSubscription(ctx, …)` — called by other
 * modules with nothing but the app's context — finds the provider the routes
 * were set up with.
 */
export type Social = {
  ctx: AppContext;
  provider: SocialProvider;
  config: SocialConfig;
};

const registry = new WeakMap<AppContext, Social>();

/** Builds the context (setup.ts registers it with the app's context). */
export function createSocialContext(ctx: AppContext, provider: SocialProvider): Social {
  const social: Social = { ctx, provider, config: ctx.config.social };
  registry.set(ctx, social);
  return social;
}

export function socialOf(ctx: AppContext): Social {
  const social = registry.get(ctx);
  if (!social) throw new Error('the social module is not set up: createSocial(ctx, provider) creates it');
  return social;
}

/** The Telegram channels whose subscription the rewards need, main first. */
export const channelsOf = (config: SocialConfig): { id: string; role: 'main' | 'reserve' }[] => [
  { id: config.tgChannel, role: 'main' },
  { id: config.tgReserveChannel, role: 'reserve' },
];

/** A question to the networks: their being down is a 503 the player may retry, never a 500. */
export async function ask<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof SocialUnavailable) throw new DomainError('social_unavailable', { status: 503, retryAfterS: 5, cause: error });
    throw error;
  }
}

export type Link = { network: Network; externalId: string; linkedAt: Date };

export async function linksOf(exec: Executor, userId: number): Promise<Partial<Record<Network, Link>>> {
  const rows = rowsOf<{ network: Network; external_id: string; linked_at: string | Date }>(
    await exec.execute(sql`SELECT network, external_id, linked_at FROM social_links WHERE user_id = ${userId}`),
  );
  return Object.fromEntries(rows.map((r) => [r.network, { network: r.network, externalId: r.external_id, linkedAt: new Date(r.linked_at) }]));
}

export async function linkOf(exec: Executor, userId: number, network: Network): Promise<Link | null> {
  return (await linksOf(exec, userId))[network] ?? null;
}
