import { rowsOf, sql, type Executor } from '@azart/db';
import { BROADCAST_CHANNEL, type Game, type Publication } from '@azart/contracts';
import { settledBetsOf, type StoredEvent } from '../outbox/index.ts';
import { coefficientOut } from './records.ts';

/** Outbox projector: settled real-money bets go to everyone's live feed (demo bets never do, decision 005). */
export async function feedPushes(events: StoredEvent[], exec: Executor): Promise<Publication[]> {
  const betIds = events.flatMap((e) => settledBetsOf(e).map((b) => b.betId));
  if (!betIds.length) return [];
  const rows = rowsOf<{ id: number; game: Game; login: string; amount: number; coefficient: number; win: number; created_at: string | Date }>(
    await exec.execute(sql`
      SELECT b.id, b.game, u.login, b.amount, b.coefficient, b.win, b.created_at
      FROM bets b JOIN users u ON u.id = b.user_id
      WHERE b.id IN (${sql.join(betIds.map((id) => sql`${id}`), sql`, `)}) AND NOT b.demo
      ORDER BY b.id`),
  );
  return rows.map((r) => ({
    channel: BROADCAST_CHANNEL,
    data: { bet: { id: Number(r.id), game: r.game, nickname: r.login, amount: Number(r.amount), coefficient: coefficientOut(Number(r.coefficient)), win: Number(r.win), createdAt: new Date(r.created_at).toISOString() } },
  }));
}
