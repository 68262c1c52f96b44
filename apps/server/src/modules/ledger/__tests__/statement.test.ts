import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql, type SQL } from '@azart/db';
import { createTestApp, creditMain, registerPlayer, type TestApp } from '../../../test/harness.ts';
import { balancesOfStatement, postingSteps, type PlayerBalances, type StatementPosting } from '../index.ts';
import { abortReasonOf } from '../../../shared/errors.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Runs the ledger's steps in a statement of their own, guarded the way the instant bet guards them. */
async function run(input: StatementPosting, gate: SQL = sql`true`): Promise<PlayerBalances> {
  const steps = await postingSteps(app.ctx.db, input, gate);
  const rows = rowsOf<{ balances: Record<string, number> | string }>(await app.ctx.db.execute(sql`
    WITH ${steps.ctes}
    SELECT CASE WHEN NOT ${steps.moved} THEN azart_abort('not_enough_money') WHEN NOT ${steps.posted} THEN azart_abort('duplicate_posting') END AS aborted,
           ${steps.balances} AS balances`));
  return balancesOfStatement(rows[0]!.balances);
}

async function ledgerOf(userId: number, key: string) {
  const rows = rowsOf<{ balance: number; entries: number; posting_entries: number }>(await app.ctx.db.execute(sql`
    SELECT (SELECT balance FROM accounts WHERE user_id = ${userId} AND kind = 'main') AS balance,
           (SELECT count(*)::int FROM entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = ${userId}) AS entries,
           (SELECT count(*)::int FROM entries e JOIN postings p ON p.id = e.posting_id WHERE p.idempotency_key = ${key}) AS posting_entries`));
  const row = rows[0]!;
  return { balance: Number(row.balance), entries: Number(row.entries), postingEntries: Number(row.posting_entries) };
}

describe('ledger steps of a single statement', () => {
  it('moves the net amount, writes one entry per leg, and returns every balance', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 5_000);
    const key = `stmt:${player.id}:net`;
    const balances = await run({
      idempotencyKey: key, code: 'bet', cacheKey: app.ctx.db, player: { userId: player.id, kind: 'main', requireBalance: 1_000 },
      legs: [{ account: 'player', amount: 980 }, { account: 'house:game:dice', amount: -980 }],
    });
    expect(balances).toEqual({ main: 5_980, bonus: 0, demo: 0, points: 0 });
    expect(await ledgerOf(player.id, key)).toEqual({ balance: 5_980, entries: 2, postingEntries: 2 });
  });

  it('posts a result that nets to zero gross, still requiring the stake', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 700);
    const legs = [{ account: 'player', amount: -500 }, { account: 'house:game:popit', amount: 500 }, { account: 'player', amount: 500 }, { account: 'house:game:popit', amount: -500 }];
    const key = `stmt:${player.id}:gross`;
    await run({ idempotencyKey: key, code: 'bet', cacheKey: app.ctx.db, player: { userId: player.id, kind: 'main', requireBalance: 500 }, legs });
    expect(await ledgerOf(player.id, key)).toEqual({ balance: 700, entries: 3, postingEntries: 4 });
    const uncovered = run({ idempotencyKey: `${key}:2`, code: 'bet', cacheKey: app.ctx.db, player: { userId: player.id, kind: 'main', requireBalance: 800 }, legs });
    await expect(uncovered).rejects.toSatisfy((e) => abortReasonOf(e) === 'not_enough_money');
    expect(await ledgerOf(player.id, `${key}:2`)).toEqual({ balance: 700, entries: 3, postingEntries: 0 });
  });

  it('undoes the whole statement on a reused key or an uncovered stake, and does nothing when the gate is closed', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const input = (key: string, amount: number): StatementPosting => ({
      idempotencyKey: key, code: 'bet', cacheKey: app.ctx.db, player: { userId: player.id, kind: 'main', requireBalance: amount },
      legs: [{ account: 'player', amount: -amount }, { account: 'house:game:dice', amount }],
    });
    await run(input(`stmt:${player.id}:a`, 300));
    await expect(run(input(`stmt:${player.id}:a`, 300))).rejects.toSatisfy((e) => abortReasonOf(e) === 'duplicate_posting');
    await expect(run(input(`stmt:${player.id}:b`, 701))).rejects.toSatisfy((e) => abortReasonOf(e) === 'not_enough_money');
    // Closed gate: the steps find nothing to do (the caller tells this apart from a refusal by its own CTEs).
    const steps = await postingSteps(app.ctx.db, input(`stmt:${player.id}:c`, 100), sql`false`);
    const rows = rowsOf<{ moved: boolean }>(await app.ctx.db.execute(sql`WITH ${steps.ctes} SELECT ${steps.moved} AS moved`));
    expect(rows[0]!.moved).toBe(false);
    const after = await ledgerOf(player.id, `stmt:${player.id}:a`);
    expect(after).toEqual({ balance: 700, entries: 2, postingEntries: 2 });
  });

  it('refuses legs that do not balance or mix units, before touching the database', async () => {
    const player = await registerPlayer(app);
    const base = { idempotencyKey: `stmt:${player.id}:bad`, code: 'bet', cacheKey: app.ctx.db, player: { userId: player.id, kind: 'main' as const, requireBalance: 0 } };
    await expect(postingSteps(app.ctx.db, { ...base, legs: [{ account: 'player', amount: -5 }, { account: 'house:game:dice', amount: 4 }] }, sql`true`)).rejects.toThrow(/does not balance/);
    await expect(postingSteps(app.ctx.db, { ...base, legs: [{ account: 'player', amount: -5 }, { account: 'house:demo', amount: 5 }] }, sql`true`)).rejects.toThrow(/mixes units/);
  });
});
