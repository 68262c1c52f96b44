import { rowsOf, sql, type Executor } from '@azart/db';
import { userChannel, type Publication } from '@azart/contracts';
import { settledBetsOf, type StoredEvent } from '../outbox/index.ts';

/**
 * Outbox projector: every event that changed a player's money (a settled bet,
 * a demo top-up, a round's stake) becomes one `balance` push to that player
 * with the balances as they are now, one query for the whole batch.
 */
export async function balancePushes(events: StoredEvent[], exec: Executor): Promise<Publication[]> {
  // A batch's event carries the balances right after each bet: the latest per player is pushed as it is.
  const known = new Map<number, Publication>();
  const toRead = new Set<number>();
  for (const event of events) {
    if (event.type === 'balance_changed') {
      toRead.add(Number(event.payload.userId));
      continue;
    }
    for (const bet of settledBetsOf(event)) {
      if (!bet.balances) {
        toRead.add(bet.userId);
        continue;
      }
      const b = bet.balances;
      known.set(bet.userId, { channel: userChannel(bet.userId), data: { balance: { money: Number(b.main ?? 0), bonusMoney: Number(b.bonus ?? 0), demoMoney: Number(b.demo ?? 0), depositPoints: Number(b.points ?? 0), demo: Boolean(bet.demo), bonusPlay: Boolean(bet.bonus) } } });
      toRead.delete(bet.userId);
    }
  }
  const userIds = [...toRead];
  if (!userIds.length) return [...known.values()];
  const rows = rowsOf<{ id: number; demo: boolean; bonus_play: boolean; main: number; bonus: number; demo_money: number; points: number }>(
    await exec.execute(sql`
      SELECT u.id, u.demo, u.bonus_play,
             COALESCE(sum(a.balance) FILTER (WHERE a.kind = 'main'), 0) AS main,
             COALESCE(sum(a.balance) FILTER (WHERE a.kind = 'bonus'), 0) AS bonus,
             COALESCE(sum(a.balance) FILTER (WHERE a.kind = 'demo'), 0) AS demo_money,
             COALESCE(sum(a.balance) FILTER (WHERE a.kind = 'points'), 0) AS points
      FROM users u LEFT JOIN balances a ON a.user_id = u.id
      WHERE u.id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
      GROUP BY u.id, u.demo, u.bonus_play`),
  );
  for (const r of rows) {
    known.set(Number(r.id), { channel: userChannel(Number(r.id)), data: { balance: { money: Number(r.main), bonusMoney: Number(r.bonus), demoMoney: Number(r.demo_money), depositPoints: Number(r.points), demo: r.demo, bonusPlay: !r.demo && r.bonus_play } } });
  }
  return [...known.values()];
}
