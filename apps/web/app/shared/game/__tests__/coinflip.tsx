import type { i18n as I18n } from 'i18next';
import { createInstance } from '~/shared/i18n/runtime.ts';
import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, floats, seedsQuery } from '@azart/fairness';
import { gameI18n } from '../i18n.ts';
import { defineGameFairness, defineWebGame } from '../web-game.ts';

/**
 * A game that exists only in tests (issue 10 item 3): a coin flip with its
 * spec, as packages/fairness would declare it, and its web binding, as its
 * feature folder would. The tests register it next to the real games and
 * check that the web's registry-driven parts pick it up.
 */
const side = z.enum(['heads', 'tails'], { error: 'invalid_value' });
const flip = (seeds: { serverSeed: string; clientSeed: string; nonce: number }): 'heads' | 'tails' => ((floats(seeds, 1)[0] ?? 0) < 0.5 ? 'heads' : 'tails');

export const coinflipSpec = defineGame({
  id: 'coinflip',
  kind: 'instant',
  defaultEdgeBp: 200,
  catalogue: { category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
  messages: {},
  request: z.object({ amount: betAmountSchema, side }),
  toParams: (r: { amount: number; side: 'heads' | 'tails' }) => ({ side: r.side }),
  params: z.object({ side }),
  outcome: z.object({ landed: side }),
  bet: betBaseSchema.extend({ game: z.literal('coinflip'), side, landed: side }),
  betFields: (p, o) => ({ side: p.side, landed: o.landed }),
  verify: (seeds, p) => ({ landed: flip(seeds), won: flip(seeds) === p.side }),
  verifyQuery: z.object({ game: z.literal('coinflip'), ...seedsQuery, side }),
  verifyParams: (q) => ({ side: q.side }),
  verifyResponse: z.object({ landed: side, win: z.boolean() }),
  toVerifyResponse: (r) => ({ landed: r.landed, win: r.won }),
  step: undefined,
  round: undefined,
});

const fairness = defineGameFairness<typeof coinflipSpec>({
  BetFacts: ({ bet }) => <div><dt>Landed</dt><dd data-testid="coinflip-landed">{bet.landed}</dd></div>,
  VerifiedOutcome: ({ result, query }) => <p data-testid="coinflip-verified">{`${result.landed} (called ${query.side})`}</p>,
  algorithm: 'heads when the first float is below 0.5',
});

const en = {
  name: 'Coin Flip',
  blurb: 'Heads or tails.',
  title: 'Coin Flip',
  subtitle: 'Call it',
  rules: ['Call heads or tails.'],
  seo: { title: 'Coin Flip | Azart', description: 'Heads or tails, provably fair.' },
  verify: { fields: { side: 'Your call' }, options: { side: { heads: 'Heads', tails: 'Tails' } }, how: 'Heads when f < 0.5.' },
  call: 'Call',
};

export const coinflip = defineWebGame<typeof coinflipSpec>({
  id: 'coinflip',
  order: 99,
  Mark: (props) => <svg {...props} />,
  i18n: { ru: en, en },
  betColumns: (text) => [{ key: 'call', label: text('call'), cell: (bet) => <span data-testid="coinflip-cell">{`${bet.side} → ${bet.landed}`}</span> }],
  verifyFields: { side: { input: 'select', default: 'heads' } },
  verifyQueryOf: (bet) => ({ side: bet.side }),
  fairness: async () => ({ default: fairness }),
});

/** A settled coin flip as GET /api/bets/my answers it. */
export const coinflipBet = {
  id: 41, game: 'coinflip', side: 'heads', landed: 'tails', amount: 1000, coefficient: 0, win: 0, demo: true,
  nonce: 3, serverSeedHash: 'a'.repeat(64), clientSeed: 'client', createdAt: '2026-11-23T12:00:00Z',
} as const;

/** An English i18next instance with the frame's texts, the coin flip's and whatever else a test needs. */
export function testI18n(extra: Record<string, { en: object }> = {}): I18n {
  const instance = createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { game: gameI18n.en, coinflip: coinflip.i18n.en, ...Object.fromEntries(Object.entries(extra).map(([ns, c]) => [ns, c.en])) } },
    defaultNS: 'game',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
