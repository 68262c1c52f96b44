import { rowsOf, sql, type Executor } from '@azart/db';
import { BROADCAST_CHANNEL, type FeedBet, type Publication } from '@azart/contracts';
import { settledBetsOf, type StoredEvent } from '../outbox/index.ts';
import { coefficientOut } from './records.ts';

/** Outbox projector: settled real-money bets go to everyone's live feed (demo bets never do, decision 005). */
export async function feedPushes(events: StoredEvent[], exec: Executor): Promise<Publication[]> {
  const bets = events.flatMap(settledBetsOf);
  // A batch's event carries each bet's feed row; other events name the bet, which is read.
  const carried = bets.filter((b) => b.login !== undefined);
  const betIds = bets.filter((b) => b.login === undefined).map((b) => b.betId);
  const rows = betIds.length
    ? rowsOf<{ id: number; game: string; login: string; amount: number; coefficient: number; win: number; created_at: string | Date; demo: boolean }>(
        await exec.execute(sql`
          SELECT b.id, b.game, u.login, b.amount, b.coefficient, b.win, b.created_at, b.demo
          FROM bets b JOIN players u ON u.id = b.user_id
          WHERE b.id IN (${sql.join(betIds.map((id) => sql`${id}`), sql`, `)})`),
      )
    : [];
  const feed = [
    ...carried.map((b) => ({ id: b.betId, game: b.game!, nickname: b.login!, amount: Number(b.amount), coefficient: Number(b.coefficient), win: Number(b.win), createdAt: new Date(b.createdAt!).toISOString(), demo: Boolean(b.demo) })),
    ...rows.map((r) => ({ id: Number(r.id), game: r.game, nickname: r.login, amount: Number(r.amount), coefficient: Number(r.coefficient), win: Number(r.win), createdAt: new Date(r.created_at).toISOString(), demo: r.demo })),
  ];
  return feed
    .filter((b) => !b.demo)
    .sort((a, b) => a.id - b.id)
    .map((b) => ({ channel: BROADCAST_CHANNEL, data: { bet: { id: b.id, game: b.game as FeedBet['game'], nickname: b.nickname, amount: b.amount, coefficient: coefficientOut(b.coefficient), win: b.win, createdAt: b.createdAt } } }));
}
