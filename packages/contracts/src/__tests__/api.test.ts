import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { betAmountSchema, betBaseSchema, defineGame, GAME_SPECS, roundBaseSchema, seedsQuery, type GameSpec } from '@azart/fairness';
import { API_ENDPOINTS, gameEndpoints, MESSAGES, SHARED_MESSAGES, translate, translateShared, type ApiEndpoints } from '../index.ts';

const user = { id: 1, login: 'tester', money: 0, bonusMoney: 0, demoMoney: 100, depositPoints: 0, demo: true, bonusPlay: false, scope: ['player'], centrifugo_token: 't', createdAt: '2026-01-01T00:00:00Z' };
const base = { id: 9, amount: 100, coefficient: 1.98, win: 198, demo: true, nonce: 0, serverSeedHash: 'h', clientSeed: 'c', createdAt: '2026-01-01T00:00:00Z' };

describe('API table', () => {
  it('has the routes of every registered game, as their frames build them', () => {
    for (const spec of Object.values(GAME_SPECS) as GameSpec[]) {
      const at = `/api/games/${spec.id}`;
      if (spec.kind === 'instant') {
        expect(Object.keys(API_ENDPOINTS.POST), spec.id).toContain(`${at}/bet`);
      } else {
        expect(Object.keys(API_ENDPOINTS.POST), spec.id).toEqual(expect.arrayContaining([`${at}/start`, `${at}/${spec.stepPath}`, `${at}/auto`, `${at}/cashout`]));
        expect(Object.keys(API_ENDPOINTS.GET), spec.id).toContain(`${at}/current`);
      }
    }
    expect(Object.keys(API_ENDPOINTS.POST)).toEqual(expect.arrayContaining(['/api/games/mines/reveal', '/api/games/hotline/step']));
  });

  it('checks a game answer with that game\'s own bet schema', () => {
    const reply = API_ENDPOINTS.POST['/api/games/dice/bet'].response;
    expect(reply.safeParse({ bet: { ...base, game: 'dice', chance: 49.5, side: 'less', number: 12 }, user }).success).toBe(true);
    // A Bubbles bet is not a Dice bet, nor is a Dice bet without its roll.
    expect(reply.safeParse({ bet: { ...base, game: 'bubbles', target: 2, result: 1.5 }, user }).success).toBe(false);
    expect(reply.safeParse({ bet: { ...base, game: 'dice', chance: 49.5, side: 'less' }, user }).success).toBe(false);
  });

  it('builds the routes of a game it has never seen from its spec', () => {
    const side = z.enum(['heads', 'tails']);
    const coinflip = defineGame({
      id: 'coinflip', kind: 'instant', defaultEdgeBp: 200, messages: {}, catalogue: { category: 'dice-like', tournamentRateBp: 1000, rakeback: true, wageringWeightBp: 10_000 },
      request: z.object({ amount: betAmountSchema, side }), toParams: (r: { side: 'heads' | 'tails' }) => ({ side: r.side }),
      params: z.object({ side }), outcome: z.object({ landed: side }),
      bet: betBaseSchema.extend({ game: z.literal('coinflip'), side, landed: side }), betFields: (p, o) => ({ side: p.side, landed: o.landed }),
      verify: () => ({ landed: 'heads' as const, won: true }), verifyQuery: z.object({ game: z.literal('coinflip'), ...seedsQuery, side }), verifyParams: (q) => ({ side: q.side }),
      verifyResponse: z.object({ landed: side }), toVerifyResponse: (r) => ({ landed: r.landed }), step: undefined, round: undefined,
    });
    const routes = gameEndpoints(coinflip as unknown as GameSpec);
    expect(Object.keys(routes.POST)).toEqual(['/api/games/coinflip/bet']);
    expect(routes.POST['/api/games/coinflip/bet']!.response.safeParse({ bet: { ...base, game: 'coinflip', side: 'heads', landed: 'tails' }, user }).success).toBe(true);

    const ladder = { ...coinflip, id: 'ladder', kind: 'steps' as const, step: z.object({ rung: z.number() }), round: roundBaseSchema.extend({ game: z.literal('ladder') }) };
    expect(() => gameEndpoints(ladder as unknown as GameSpec)).toThrow(/stepPath/);
    const steps = gameEndpoints({ ...ladder, stepPath: 'climb' } as unknown as GameSpec);
    expect(Object.keys(steps.POST)).toEqual(['/api/games/ladder/start', '/api/games/ladder/climb', '/api/games/ladder/auto', '/api/games/ladder/cashout']);
    expect(Object.keys(steps.GET)).toEqual(['/api/games/ladder/current']);
  });

  it('types each route from its schemas', () => {
    type DiceBet = z.output<ApiEndpoints['POST']['/api/games/dice/bet']['response']>['bet'];
    expectTypeOf<DiceBet['number']>().toEqualTypeOf<number>();
    expectTypeOf<z.input<ApiEndpoints['POST']['/api/games/mines/reveal']['body']>>().toEqualTypeOf<{ tile: number }>();
    type Current = z.output<ApiEndpoints['GET']['/api/games/hotline/current']['response']>;
    expectTypeOf<NonNullable<Current['round']>['difficulty']>().toEqualTypeOf<'easy' | 'medium' | 'hard' | 'expert' | 'master'>();
    // @ts-expect-error Dice is an instant game: it has no start route
    expectTypeOf<ApiEndpoints['POST']['/api/games/dice/start']>().toBeObject();
  });
});

describe('shared messages', () => {
  it('are the full table without the games\' own, with the same texts', () => {
    for (const code of Object.keys(SHARED_MESSAGES) as (keyof typeof SHARED_MESSAGES)[]) {
      expect(translateShared(code, 'ru'), code).toBe(translate(code, 'ru'));
    }
    expect(Object.keys(MESSAGES)).toEqual(expect.arrayContaining(['chance_invalid', 'mines_invalid']));
    expect(Object.keys(SHARED_MESSAGES)).not.toContain('chance_invalid');
    expect(translateShared('bet_too_small', 'en', { min: { coins: 100 } })).toBe('The minimum bet is 1.00');
  });
});
