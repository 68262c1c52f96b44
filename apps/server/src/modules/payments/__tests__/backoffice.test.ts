import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, PlayerLedger, PlayerList, PlayerProfile, Reconciliation, Withdrawal } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { api, cashierApp, checkout, eventually, paidDeposit, staffMember, wager, withdrawalOf } from '../../../test/cashier.ts';

/**
 * The back office's server side (issue 11 item 8): players with their bets
 * and ledger, balance adjustments through the ledger, the audit log, game
 * settings, and the reconciliation report, which stays balanced through a
 * random mix of everything the cashier and the games do.
 */
let app: TestApp;
let admin: Player;
let finance: Player;
beforeAll(async () => {
  app = await cashierApp();
  admin = await staffMember(app, 'admin');
  finance = await staffMember(app, 'finance');
});
afterAll(async () => {
  await app?.close();
});

const reconcile = async () => (await api(app).call('GET', '/api/admin/reconciliation', finance)).json<Reconciliation>();

describe('players', () => {
  it('search by login prefix (any case) or id; a profile with bets and ledger history', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 100_000);
    await wager(app, player, 30_000);
    const byLogin = (await api(app).call('GET', `/api/support/players?q=${player.login.slice(0, 6).toUpperCase()}`, admin)).json<PlayerList>();
    expect(byLogin.items.some((p) => p.id === player.id)).toBe(true);
    const byId = (await api(app).call('GET', `/api/support/players?q=${player.id}`, admin)).json<PlayerList>();
    expect(byId.items[0]).toMatchObject({ id: player.id, login: player.login, blocked: false });
    // LIKE's wildcards are plain characters in a search.
    expect((await api(app).call('GET', '/api/support/players?q=%25', admin)).json<PlayerList>().items).toEqual([]);

    const bets = (await api(app).call('GET', `/api/support/players/${player.id}/bets?limit=2`, admin)).json<{ items: unknown[]; total: number }>();
    expect(bets.items).toHaveLength(2);
    expect(bets.total).toBe(3);
    const ledger = (await api(app).call('GET', `/api/support/players/${player.id}/ledger?limit=50`, admin)).json<PlayerLedger>();
    expect(ledger.items.map((p) => p.code)).toContain('deposit');
    const deposit = ledger.items.find((p) => p.code === 'deposit')!;
    expect(deposit.entries).toEqual([{ account: 'main', unit: 'RUB', amount: 100_000 }]);
    const points = ledger.items.find((p) => p.code === 'deposit_points')!;
    // 1 000 coins reach Bronze, whose 25 % the deposit earns (bonuses.md §4).
    expect(points.entries).toEqual([{ account: 'points', unit: 'POINTS', amount: 250 }]);
  });

  it('a balance adjustment needs a reason, goes through the ledger, never below zero, and is audited', async () => {
    const player = await registerPlayer(app);
    const adjust = (body: Record<string, unknown>, key?: string) => api(app).call('POST', `/api/admin/players/${player.id}/adjust`, admin, body, key ? { 'idempotency-key': key } : {});
    expect((await adjust({ account: 'main', amount: 5_000, reason: '' })).json().error).toEqual({ reason: ['Обязательное поле'] });
    expect((await adjust({ account: 'main', amount: 0, reason: 'x' })).json().error).toEqual({ amount: ['Сумма корректировки не может быть нулевой'] });
    const credited = await adjust({ account: 'main', amount: 5_000, reason: 'Компенсация за сбой' }, 'adj-1');
    expect(credited.json<PlayerProfile>().player.balances.main).toBe(5_000);
    // The same request again (a double click) moves nothing more.
    expect((await adjust({ account: 'main', amount: 5_000, reason: 'Компенсация за сбой' }, 'adj-1')).json<PlayerProfile>().player.balances.main).toBe(5_000);
    const tooMuch = await adjust({ account: 'main', amount: -6_000, reason: 'Ошибочное зачисление' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('not_enough_money');
    expect((await adjust({ account: 'bonus', amount: 1_000, reason: 'Подарок' })).json<PlayerProfile>().player.balances).toMatchObject({ main: 5_000, bonus: 1_000 });
    const audit = (await api(app).call('GET', `/api/admin/audit?targetType=player&targetId=${player.id}&action=player.adjust`, admin)).json<AuditList>();
    expect(audit.total).toBe(2);
    expect(audit.items[1]).toMatchObject({ actor: { id: admin.id }, action: 'player.adjust', details: { account: 'main', amount: 5_000, reason: 'Компенсация за сбой', balanceAfter: 5_000 } });
    expect(audit.items[0]!.ip).toBeTruthy();
  });

  it('game settings are listed with the edge bounds', async () => {
    const games = (await api(app).call('GET', '/api/admin/games', admin)).json<{ games: { game: string; edgeBp: number }[]; edgeBounds: { min: number; max: number } }>();
    expect(games.edgeBounds).toEqual({ min: 50, max: 1000 });
    expect(games.games.map((g) => g.game)).toEqual(expect.arrayContaining(['dice', 'mines', 'bubbles', 'hotline', 'popit']));
  });
});

describe('reconciliation', () => {
  it('stays balanced, money conserved to the kopeck, through a random mix of deposits, bets, withdrawals and adjustments', async () => {
    // Deterministic pseudo-random choices (a seed, not Math.random), so that a failure can be replayed.
    let seed = 20261125;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const players = await Promise.all(Array.from({ length: 5 }, () => registerPlayer(app)));
    // Everyone starts with a deposit wagered twice, so that withdrawals are possible.
    await Promise.all(players.map(async (player, index) => {
      await paidDeposit(app, player, 300_000, index % 2 ? 'card' : 'wallet');
      await wager(app, player, 600_000, 100_000);
    }));
    const waiting: { player: Player; id: number }[] = [];
    const work = players.map(async (player, index) => {
      for (let step = 0; step < 8; step++) {
        const roll = random();
        if (roll < 0.15) {
          const created = await api(app).deposit(player, { method: index % 2 ? 'card' : 'wallet', amount: 20_000 + Math.floor(random() * 200) * 100, ...(index % 2 ? {} : { phone: '+79990000000', operator: 'mts' }) });
          if (created.statusCode === 200) await checkout(app, created.json().checkoutUrl, random() < 0.8 ? 'succeeded' : 'declined');
        } else if (roll < 0.55) {
          await app.app.inject({ method: 'POST', url: '/api/games/dice/bet', headers: player.auth, payload: { amount: 20_000, chance: 10 + Math.floor(random() * 85), side: 'less' } });
        } else if (roll < 0.85) {
          const method = index % 2 ? { method: 'card', cardNumber: random() < 0.2 ? '4000000000000002' : '4111111111111111', bank: 'alfa' } : { method: 'wallet', wallet: random() < 0.2 ? '41001234560002' : '41001234567890' };
          const answer = await api(app).withdraw(player, { ...method, amount: index % 2 ? 50_000 : 10_000 });
          if (answer.statusCode === 200) waiting.push({ player, id: answer.json<{ withdrawal: Withdrawal }>().withdrawal.id });
        } else {
          await api(app).call('POST', `/api/admin/players/${player.id}/adjust`, admin, { account: 'main', amount: random() < 0.7 ? 3_000 : -1_000, reason: 'проверка' });
        }
      }
    });
    await Promise.all(work);
    // Every waiting withdrawal is decided one way or another, some while others are being paid.
    await Promise.all(waiting.map(async ({ player, id }, i) => {
      if (i % 3 === 0) await api(app).call('POST', `/api/payments/withdrawals/${id}/cancel`, player);
      else if (i % 3 === 1) await api(app).call('POST', `/api/admin/withdrawals/${id}/reject`, finance, { reason: 'проверка' });
      else await api(app).call('POST', `/api/admin/withdrawals/${id}/approve`, finance);
    }));
    for (const { player, id } of waiting) await eventually(() => withdrawalOf(app, player, id), (w) => w.status === 'completed' || w.status === 'canceled', 15_000);
    // Deposits whose callbacks are still on their way have landed when nothing is waiting any more.
    await eventually(async () => rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM sandbox_events WHERE delivered_at IS NULL`))[0]!.n, (n) => Number(n) === 0, 15_000);

    // The mix did exercise the cashier: paid and declined deposits, payouts completed and failed, holds cancelled.
    const statuses = rowsOf<{ kind: string; status: string; n: number }>(await app.ctx.db.execute(sql`
      SELECT 'deposit' AS kind, status, count(*)::int AS n FROM deposits WHERE user_id = ANY(${`{${players.map((p) => p.id).join(',')}}`}::bigint[]) GROUP BY status
      UNION ALL SELECT 'withdrawal', COALESCE(reason, status), count(*)::int FROM withdrawals WHERE user_id = ANY(${`{${players.map((p) => p.id).join(',')}}`}::bigint[]) GROUP BY 2`));
    const count = (kind: string, status: string) => Number(statuses.find((s) => s.kind === kind && s.status === status)?.n ?? 0);
    expect(count('deposit', 'success')).toBeGreaterThanOrEqual(5);
    expect(count('withdrawal', 'completed')).toBeGreaterThanOrEqual(1);
    expect(count('withdrawal', 'canceled_by_player') + count('withdrawal', 'rejected')).toBeGreaterThanOrEqual(1);

    const report = await reconcile();
    expect(report.cachedMismatches).toEqual([]);
    expect(report.unbalancedPostings).toEqual([]);
    expect(report.money.difference).toBe(0);
    expect(report.balanced).toBe(true);
    expect(report.money.players + report.money.house + report.money.held).toBe(report.money.deposits - report.money.paidOut);
    // Nothing is held any more: every hold was posted or voided.
    expect(report.money.held).toBe(0);
    const pending = rowsOf<{ n: number }>(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM postings WHERE state = 'pending'`))[0]!.n;
    expect(Number(pending)).toBe(0);
  });

  it('notices a cached balance that does not match its entries', async () => {
    const player = await registerPlayer(app);
    await paidDeposit(app, player, 10_000);
    // A write that bypassed the ledger (here by hand) is exactly what the report is for.
    await app.ctx.db.execute(sql`UPDATE accounts SET balance = balance + 1 WHERE user_id = ${player.id} AND kind = 'main'`);
    try {
      const report = await reconcile();
      expect(report.balanced).toBe(false);
      expect(report.cachedMismatches).toEqual([expect.objectContaining({ userId: player.id, kind: 'main', cached: 10_001, entries: 10_000 })]);
    } finally {
      await app.ctx.db.execute(sql`UPDATE accounts SET balance = balance - 1 WHERE user_id = ${player.id} AND kind = 'main'`);
    }
    expect((await reconcile()).balanced).toBe(true);
  });
});
