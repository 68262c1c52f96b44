import type { FeedBet } from '@azart/contracts';
import type { AppLoadContext } from 'react-router';
import { localeFromPath } from '~/shared/locale.ts';

/** Server-side: the latest bets through the in-process API (page language and cookies forwarded); empty on any failure. */
export async function loadLatestBets(context: AppLoadContext, request: Request): Promise<FeedBet[]> {
  try {
    const response = await context.api('/api/bets/latest', {
      headers: { 'accept-language': localeFromPath(new URL(request.url).pathname), cookie: request.headers.get('cookie') ?? '' },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { bets?: FeedBet[] };
    return Array.isArray(body.bets) ? body.bets : [];
  } catch {
    return [];
  }
}
