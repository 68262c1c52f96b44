import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, creditMain, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { HOUSE, gameHouse, LedgerRefusal, playerBalances, post, postingsSql, resolve, type Leg, type Posting } from '../index.ts';

/**
 * The ledger's one posting path (issue 10 item 1, decision 011): atomic by
 * itself, several postings at once, two-phase postings, typed codes and
 * typed refusals, duplicates by key and terms.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.ctx.db;
const stake = (player: Player, key: string, amount: number): Posting => ({
  key,
  code: 'bet',
  legs: [{ player: { userId: player.id, kind: 'main' }, amount: -amount }, { house: gameHouse('dice'), amount }],
});
const postingCount = async (key: string) => rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM postings WHERE idempotency_key LIKE ${`${key}%`}`))[0]!.n;
const refusalOf = async (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (error instanceof LedgerRefusal ? error.reason : `other: ${String(error)}`));

describe('atomic by itself', () => {
  it('a careless caller that ignores a refusal inside its transaction still commits nothing', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    await db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET demo = true WHERE id = ${player.id}`);
      // Covered, then not covered: the caller swallows the refusal and "commits".
      await post(tx, stake(player, `careless:${player.id}:a`, 600));
      await post(tx, stake(player, `careless:${player.id}:b`, 600)).catch(() => undefined);
    }).catch(() => undefined);
    expect(await postingCount(`careless:${player.id}`)).toBe(0);
    expect((await playerBalances(db(), player.id)).main).toBe(1_000);
    expect(rowsOf<{ demo: boolean }>(await db().execute(sql`SELECT demo FROM users WHERE id = ${player.id}`))[0]!.demo).toBe(false);
  });

  it('a careless single statement that never checks the postings writes nothing when one is refused', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const pair = rowsOf<{ id: number; nonce: number }>(await db().execute(sql`SELECT id, nonce FROM seed_pairs WHERE user_id = ${player.id} AND active`))[0]!;
    // Advances the nonce, posts two linked postings (the second not covered) and writes a bet row, with no checks at all.
    const statement = db().execute(sql`
      WITH claimed AS (SELECT fairness_claim_nonce(${pair.id}::bigint, ${pair.nonce}::int) AS nonce),
           posted AS (SELECT p.* FROM claimed, ${postingsSql([stake(player, `stmt:${player.id}:a`, 700), stake(player, `stmt:${player.id}:b`, 700)])} AS p)
      INSERT INTO bets (user_id, game, amount, win, coefficient, demo, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id)
      SELECT ${player.id}, 'dice', 700, 0, 0, false, ${pair.id}, ${pair.nonce}, '{}'::jsonb, '{}'::jsonb, posted.idempotency_key, posted.posting_id FROM posted`);
    await expect(statement).rejects.toThrow();
    expect(await postingCount(`stmt:${player.id}`)).toBe(0);
    expect(rowsOf(await db().execute(sql`SELECT 1 FROM bets WHERE user_id = ${player.id}`))).toHaveLength(0);
    expect(rowsOf<{ nonce: number }>(await db().execute(sql`SELECT nonce FROM seed_pairs WHERE id = ${pair.id}`))[0]!.nonce).toBe(pair.nonce);
    expect((await playerBalances(db(), player.id)).main).toBe(1_000);
  });

  it('linked postings succeed together: a stake split over bonus and main', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 500);
    await post(db(), { key: `bonus-grant:${player.id}`, code: 'bonus_grant', legs: [{ player: { userId: player.id, kind: 'bonus' }, amount: 300 }, { house: HOUSE.bonusExpense, amount: -300 }] });
    const split: Posting[] = [
      { key: `split:${player.id}:bonus`, code: 'bet', legs: [{ player: { userId: player.id, kind: 'bonus' }, amount: -300 }, { house: gameHouse('dice'), amount: 300 }] },
      { key: `split:${player.id}:main`, code: 'bet', legs: [{ player: { userId: player.id, kind: 'main' }, amount: -200 }, { house: gameHouse('dice'), amount: 200 }] },
    ];
    const posted = await post(db(), split);
    expect(posted.map((p) => p.duplicate)).toEqual([false, false]);
    expect(posted[1]!.balances).toMatchObject({ main: 300, bonus: 0 });
  });

  it('refuses unbalanced legs, unknown accounts and mixed units, with their reasons', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const main = { userId: player.id, kind: 'main' } as const;
    expect(await refusalOf(post(db(), { key: `bad:${player.id}:1`, code: 'bet', legs: [{ player: main, amount: -100 }, { house: gameHouse('dice'), amount: 90 }] }))).toBe('unbalanced');
    expect(await refusalOf(post(db(), { key: `bad:${player.id}:2`, code: 'bet', legs: [{ player: main, amount: -100 }] }))).toBe('unbalanced');
    expect(await refusalOf(post(db(), { key: `bad:${player.id}:3`, code: 'bet', legs: [{ player: main, amount: -100 }, { house: gameHouse('nowhere'), amount: 100 }] }))).toBe('unknown_account');
    expect(await refusalOf(post(db(), { key: `bad:${player.id}:4`, code: 'bet', legs: [{ player: main, amount: -100 }, { house: HOUSE.demo, amount: 100 }] }))).toBe('unbalanced');
    expect(await refusalOf(post(db(), { key: `bad:${player.id}:5`, code: 'bet', legs: [{ player: main, amount: -100, require: 5_000 }, { house: gameHouse('dice'), amount: 100 }] }))).toBe('insufficient_funds');
    expect(await postingCount(`bad:${player.id}`)).toBe(0);
    expect((await playerBalances(db(), player.id)).main).toBe(1_000);
  });

  it('codes are typed in the database: an unknown code is refused there', async () => {
    const player = await registerPlayer(app);
    await expect(db().execute(sql`SELECT * FROM ledger_post('typed:' || ${player.id}, 'free text'::posting_code, '[]'::jsonb)`)).rejects.toThrow();
  });
});

describe('duplicate keys', () => {
  it('the same key with the same terms returns the first result; with other terms it is refused', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const first = await post(db(), stake(player, `dup:${player.id}`, 100));
    const again = await post(db(), stake(player, `dup:${player.id}`, 100));
    expect(again[0]).toMatchObject({ postingId: first[0]!.postingId, duplicate: true, balances: { main: 900 } });
    expect(await refusalOf(post(db(), stake(player, `dup:${player.id}`, 150)))).toBe('exists_with_different_terms');
    expect(await refusalOf(post(db(), { ...stake(player, `dup:${player.id}`, 100), code: 'adjustment' }))).toBe('exists_with_different_terms');
    expect((await playerBalances(db(), player.id)).main).toBe(900);
  });

  it('twenty parallel requests with one key move the money once', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => post(db(), stake(player, `par:${player.id}`, 100))));
    expect(results.filter((r) => !r[0]!.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r[0]!.postingId)).size).toBe(1);
    expect((await playerBalances(db(), player.id)).main).toBe(900);
  });
});

describe('two-phase postings', () => {
  const hold = (player: Player, key: string, amount: number): Posting => ({
    key,
    code: 'withdrawal',
    pending: true,
    legs: [{ player: { userId: player.id, kind: 'main' }, amount: -amount }, { house: HOUSE.withdrawalsHold, amount }],
  });
  const settle = (amount: number): Leg[] => [{ house: HOUSE.withdrawalsHold, amount: -amount }, { house: HOUSE.paymentsClearing, amount }];

  it('a pending posting holds the amount; post moves it on, void returns it, each once', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000);
    const [pending] = await post(db(), hold(player, `w1:${player.id}`, 4_000));
    expect(pending!.balances?.main).toBe(6_000);
    const state = async (key: string) => rowsOf<{ state: string }>(await db().execute(sql`SELECT state FROM postings WHERE idempotency_key = ${key}`))[0]?.state;
    expect(await state(`w1:${player.id}`)).toBe('pending');

    const posted = await resolve(db(), { key: `w1:${player.id}:post`, pendingKey: `w1:${player.id}`, action: 'post', legs: settle(4_000) });
    expect(posted.duplicate).toBe(false);
    expect(await state(`w1:${player.id}`)).toBe('posted');
    expect((await resolve(db(), { key: `w1:${player.id}:post`, pendingKey: `w1:${player.id}`, action: 'post', legs: settle(4_000) })).duplicate).toBe(true);
    expect(await refusalOf(resolve(db(), { key: `w1:${player.id}:void`, pendingKey: `w1:${player.id}`, action: 'void' }))).toBe('already_resolved');
    expect((await playerBalances(db(), player.id)).main).toBe(6_000);

    await post(db(), hold(player, `w2:${player.id}`, 1_000));
    const voided = await resolve(db(), { key: `w2:${player.id}:void`, pendingKey: `w2:${player.id}`, action: 'void' });
    expect(voided.balances?.main).toBe(6_000);
    expect(await state(`w2:${player.id}`)).toBe('voided');
  });

  it('refuses a post that does not move exactly what was held, and an unknown pending key', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 10_000);
    await post(db(), hold(player, `w3:${player.id}`, 2_000));
    expect(await refusalOf(resolve(db(), { key: `w3:${player.id}:post`, pendingKey: `w3:${player.id}`, action: 'post', legs: settle(1_500) }))).toBe('resolve_amount_mismatch');
    expect(await refusalOf(resolve(db(), { key: `nope:${player.id}:post`, pendingKey: `nope:${player.id}`, action: 'void' }))).toBe('pending_not_found');
    expect(await refusalOf(post(db(), hold(player, `w4:${player.id}`, 20_000)))).toBe('insufficient_funds');
  });

  it('under concurrency exactly one resolution wins, whichever it is, and money moves once', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await registerPlayer(app);
      await creditMain(app, player.id, 5_000);
      const pendingKey = `race:${player.id}:${round}`;
      await post(db(), hold(player, pendingKey, 3_000));
      const attempts = Array.from({ length: 12 }, (_, i) =>
        resolve(db(), i % 2 ? { key: `${pendingKey}:post`, pendingKey, action: 'post', legs: settle(3_000) } : { key: `${pendingKey}:void`, pendingKey, action: 'void' })
          .then((r) => ({ action: i % 2 ? 'post' : 'void', duplicate: r.duplicate, refused: null as string | null }))
          .catch((error: unknown) => ({ action: i % 2 ? 'post' : 'void', duplicate: false, refused: error instanceof LedgerRefusal ? error.reason : String(error) })),
      );
      const results = await Promise.all(attempts);
      const winners = results.filter((r) => !r.refused && !r.duplicate);
      expect(winners).toHaveLength(1);
      const winner = winners[0]!.action;
      for (const r of results) {
        if (r.action === winner) expect(r.refused).toBeNull();
        else expect(r.refused).toBe('already_resolved');
      }
      const resolutions = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM postings WHERE resolves = (SELECT id FROM postings WHERE idempotency_key = ${pendingKey})`))[0]!.n;
      expect(resolutions).toBe(1);
      expect((await playerBalances(db(), player.id)).main).toBe(winner === 'void' ? 5_000 : 2_000);
    }
  });
});

// Migration 0011 (decision 014): entries and bets check their references once per statement, and the rows they
// point at are kept for good, so a reference can neither be born dangling nor become so.
describe('references', () => {
  const errorOf = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error as { code?: string; cause?: { code?: string } });
  const sqlstate = (error: { code?: string; cause?: { code?: string } } | null) => error?.code ?? error?.cause?.code;

  it('an entry or a bet that names a missing row is refused with foreign_key_violation, and nothing of its statement is written', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const [posting] = await post(db(), stake(player, `refs:${player.id}:a`, 100));
    const account = rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM accounts WHERE user_id = ${player.id} AND kind = 'main'`))[0]!.id;
    const entriesBefore = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM entries`))[0]!.n;
    // One good row and one dangling row in the same statement: the statement fails whole.
    const badEntry = await errorOf(db().execute(sql`INSERT INTO entries (posting_id, account_id, amount) VALUES (${posting!.postingId}, ${account}, 1), (${posting!.postingId}, 999999999, -1)`));
    expect(sqlstate(badEntry)).toBe('23503');
    expect(sqlstate(await errorOf(db().execute(sql`INSERT INTO entries (posting_id, account_id, amount) VALUES (999999999, ${account}, 1)`)))).toBe('23503');
    expect(rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM entries`))[0]!.n).toBe(entriesBefore);

    const pair = rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM seed_pairs WHERE user_id = ${player.id} AND active`))[0]!.id;
    const bet = (userId: number, seedPairId: number, postingId: number, payout: number | null) => db().execute(sql`
      INSERT INTO bets (user_id, game, amount, win, coefficient, demo, seed_pair_id, nonce, params, outcome, idempotency_key, posting_id, payout_posting_id)
      VALUES (${userId}, 'dice', 100, 0, 0, false, ${seedPairId}, 0, '{}'::jsonb, '{}'::jsonb, ${`refs-${userId}-${seedPairId}-${postingId}-${payout}`}, ${postingId}, ${payout})`);
    for (const [u, s, p, pp] of [[999999999, pair, posting!.postingId, null], [player.id, 999999999, posting!.postingId, null], [player.id, pair, 999999999, null], [player.id, pair, posting!.postingId, 999999999]] as const) {
      expect(sqlstate(await errorOf(bet(u, s, p, pp)))).toBe('23503');
    }
    expect(rowsOf(await db().execute(sql`SELECT 1 FROM bets WHERE user_id = ${player.id}`))).toHaveLength(0);
    // The same bet with every reference in place goes in; pointing it elsewhere later is checked too.
    await bet(player.id, pair, posting!.postingId, null);
    expect(sqlstate(await errorOf(db().execute(sql`UPDATE bets SET payout_posting_id = 999999999 WHERE user_id = ${player.id}`)))).toBe('23503');
  });

  it('rows that others point at are kept: no delete, truncate or new id; entries are never edited', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const refused = [
      sql`DELETE FROM users WHERE id = ${player.id}`,
      sql`UPDATE users SET id = id + 1000000 WHERE id = ${player.id}`,
      sql`DELETE FROM accounts WHERE user_id = ${player.id}`,
      sql`DELETE FROM seed_pairs WHERE user_id = ${player.id}`,
      sql`DELETE FROM postings WHERE idempotency_key LIKE ${`%${player.id}%`}`,
      sql`UPDATE entries SET amount = amount * 2 WHERE account_id IN (SELECT id FROM accounts WHERE user_id = ${player.id})`,
      sql`DELETE FROM entries WHERE account_id IN (SELECT id FROM accounts WHERE user_id = ${player.id})`,
      sql`TRUNCATE entries`,
    ];
    for (const statement of refused) expect(sqlstate(await errorOf(db().execute(statement)))).toBe('23001');
    expect((await playerBalances(db(), player.id)).main).toBe(1_000);
    expect(rowsOf(await db().execute(sql`SELECT 1 FROM entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = ${player.id}`))).toHaveLength(1);
  });

  it('one key given twice in one call is refused whole, whatever the terms', async () => {
    const player = await registerPlayer(app);
    await creditMain(app, player.id, 1_000);
    const twice = [stake(player, `twice:${player.id}`, 100), stake(player, `twice:${player.id}`, 100)];
    expect(await refusalOf(post(db(), twice))).toBe('exists_with_different_terms');
    expect(await postingCount(`twice:${player.id}`)).toBe(0);
    expect((await playerBalances(db(), player.id)).main).toBe(1_000);
  });
});
