import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, sql, type Database, type Executor, type SQL } from '@azart/db';
import { postingKey, lockPlayerAccount } from '../ledger/index.ts';
import { emit } from '../outbox/index.ts';
import type { Duty } from '../../runtime/leadership.ts';
import { catalogueAttributes } from '../games/index.ts';
import { applyWagering, grantBonus } from './grants.ts';
import { levelOf } from './levels.ts';
import { moscowDay } from './loyalty.ts';
import { loadBonusSettings, type BonusSettings } from './settings.ts';

/** Bets counted per transaction at most. */
const BATCH = 2000;
/** After a small batch, look again this often: progress on the bonus page trails a bet by about this. */
const IDLE_MS = 300;
/**
 * After a batch of at least BUSY_BATCH bets, wait this long instead: the next batch is bigger, and what a batch
 * costs whatever its size (the settings, the catalogue, the running tournaments, a transaction) is paid less
 * often. Under 700 real-money bets a second, counting every 300 ms took about a quarter of the throughput.
 */
const BUSY_MS = 1000;
const BUSY_BATCH = 100;

/** A bet taken off the queue, with what the game catalogue says of its game (null: not in the catalogue). */
type QueuedBet = { id: number; user_id: number; game: string; amount: number; win: number; bonus: boolean; created_at: string | Date; edge_bp: number | null; rakeback: boolean; weight_bp: number };

/** A counted real-money bet as handed to `onRealMoney`. */
export type RealMoneyBet = { id: number; userId: number; game: string; amount: number; win: number; createdAt: Date };
/**
 * Called inside the counting transaction with the batch's real-money bets
 * (the tournaments' points, issue 14): what it writes commits with the queue
 * rows' removal, so it too counts each bet once. Given by the module list
 * (the tournaments' `realMoneyBetsCounted` hook), so the bonus module
 * depends on no module that counts bets after it.
 */
export type OnRealMoneyBets = (tx: Executor, bets: RealMoneyBet[], now: Date) => Promise<void>;

/**
 * Counts settled bets for the bonus economy (bonuses.md §1, §3, §6): a
 * bonus-balance bet's stake goes to the wagering of the player's grants; a
 * real-money bet's to the lifetime wagering (the level, whose reward is paid
 * once on reaching it), the day's wagering (the MaxWin points) and the
 * rakeback (amount × the game's house edge × the level's rate, doubled while
 * a boost lasts; none for a game the catalogue excludes, Dice). The queue rows are deleted in the same
 * transaction that counts them (migration 0015), so a bet counts once
 * whatever crashes, and rows another process has taken are skipped.
 * Returns how many bets were counted.
 */
export async function countSettledBets(db: Database, now = new Date(), onRealMoney?: OnRealMoneyBets): Promise<number> {
  return db.transaction(async (tx) => {
    const bets = rowsOf<QueuedBet>(
      await tx.execute(sql`
        WITH taken AS (
          DELETE FROM bet_followups WHERE bet_id IN (SELECT bet_id FROM bet_followups ORDER BY bet_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING bet_id
        )
        SELECT b.id, b.user_id, b.game, b.amount, b.win, b.bonus, b.created_at
        FROM taken JOIN bet_facts b ON b.id = taken.bet_id
        ORDER BY b.user_id, b.id`),
    );
    if (!bets.length) return 0;
    const games = await catalogueAttributes(tx, bets.map((b) => b.game));
    for (const bet of bets) {
      const game = games.get(bet.game);
      Object.assign(bet, { edge_bp: game?.edgeBp ?? null, rakeback: game?.rakeback ?? false, weight_bp: game?.wageringWeightBp ?? 0 });
    }
    const settings = await loadBonusSettings(tx);
    const byUser = new Map<number, QueuedBet[]>();
    for (const bet of bets) byUser.set(Number(bet.user_id), [...(byUser.get(Number(bet.user_id)) ?? []), bet]);
    // Players in id order: two counting transactions (or a transfer) never wait on each other in a cycle.
    const players = [...byUser.entries()].sort((a, b) => a[0] - b[0]);
    for (const [userId, own] of players) {
      // The game's weight: the share of a bonus-balance stake that counts towards the grants' wagering.
      const bonusStake = own.filter((b) => b.bonus).reduce((sum, b) => sum + Math.floor((Number(b.amount) * b.weight_bp) / 10_000), 0);
      if (bonusStake > 0) {
        await lockPlayerAccount(tx, userId, 'bonus');
        await applyWagering(tx, userId, bonusStake);
      }
    }
    const realByUser = players.map(([userId, own]) => [userId, own.filter((b) => !b.bonus)] as const).filter(([, own]) => own.length > 0);
    if (realByUser.length) await countRealMoney(tx, realByUser, settings, now);
    const real = bets.filter((b) => !b.bonus);
    if (onRealMoney && real.length) {
      await onRealMoney(tx, real.map((b) => ({ id: Number(b.id), userId: Number(b.user_id), game: b.game, amount: Number(b.amount), win: Number(b.win), createdAt: new Date(b.created_at) })), now);
    }
    return bets.length;
  });
}

/**
 * Lifetime and daily wagering, rakeback, and the reward of every level newly
 * reached, for every player of the batch at once (players in id order): one
 * statement reads and locks their loyalty rows, one writes them, one adds
 * the day's wagering; only a level reached pays a grant of its own. Three
 * statements a batch instead of three a player: the counting runs beside the
 * bets on the same cores, and a batch holds a few hundred players' bets.
 */
async function countRealMoney(tx: Executor, players: ReadonlyArray<readonly [number, QueuedBet[]]>, settings: BonusSettings, now: Date): Promise<void> {
  const before = new Map(
    rowsOf<{ user_id: number | string; wagered: number | string; level_paid: number; boost_until: string | Date | null }>(
      await tx.execute(sql`
        INSERT INTO loyalty (user_id) VALUES ${sql.join(players.map(([userId]) => sql`(${userId}::bigint)`), sql`, `)}
        ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
        RETURNING user_id, wagered, level_paid, boost_until`),
    ).map((row) => [Number(row.user_id), row]),
  );
  const updates: SQL[] = [];
  const days: SQL[] = [];
  const levelUps: Array<{ userId: number; from: number; to: number }> = [];
  for (const [userId, bets] of players) {
    const row = before.get(userId)!;
    const wageredBefore = Number(row.wagered);
    const rateBp = settings.levels.rakebackBp[levelOf(wageredBefore, settings.levels) - 1]!;
    const boostUntil = row.boost_until ? new Date(row.boost_until).getTime() : 0;
    let stake = 0;
    let rakebackX100 = 0;
    const byDay = new Map<string, number>();
    for (const bet of bets) {
      const amount = Number(bet.amount);
      const at = new Date(bet.created_at);
      stake += amount;
      byDay.set(moscowDay(at), (byDay.get(moscowDay(at)) ?? 0) + amount);
      if (!bet.rakeback || bet.edge_bp === null) continue;
      const rate = at.getTime() < boostUntil ? rateBp * 2 : rateBp;
      // Hundredths of a kopeck: amount × edge/10⁴ × rate/10⁴ × 100, rounded down per bet.
      rakebackX100 += Math.floor((amount * Number(bet.edge_bp) * rate) / 1_000_000);
    }
    const wagered = wageredBefore + stake;
    const level = levelOf(wagered, settings.levels);
    const levelPaid = Number(row.level_paid);
    updates.push(sql`(${userId}::bigint, ${wagered}::bigint, ${rakebackX100}::bigint, ${Math.max(level, levelPaid)}::int)`);
    for (const [day, amount] of byDay) days.push(sql`(${userId}::bigint, ${day}::date, ${amount}::bigint)`);
    if (level > levelPaid) levelUps.push({ userId, from: levelPaid, to: level });
  }
  await tx.execute(sql`
    UPDATE loyalty AS l SET wagered = v.wagered, rakeback_x100 = l.rakeback_x100 + v.rakeback_x100, level_paid = v.level_paid, updated_at = now()
    FROM (VALUES ${sql.join(updates, sql`, `)}) AS v (user_id, wagered, rakeback_x100, level_paid)
    WHERE l.user_id = v.user_id`);
  await tx.execute(sql`
    INSERT INTO wager_days (user_id, day, amount) VALUES ${sql.join(days, sql`, `)}
    ON CONFLICT (user_id, day) DO UPDATE SET amount = wager_days.amount + EXCLUDED.amount`);
  for (const { userId, from, to } of levelUps) {
    let paid = false;
    for (let reached = from + 1; reached <= to; reached++) {
      const amount = settings.levels.rewards[reached - 1] ?? 0;
      if (amount <= 0) continue;
      await grantBonus(tx, { userId, source: 'level', amount, key: postingKey.grant.level(userId, reached), ...settings.grantTerms.level, expiresAt: new Date(now.getTime() + settings.grantLifetimeDays * 86_400_000) });
      paid = true;
    }
    if (paid) await emit(tx, [{ type: 'balance_changed', payload: { userId } }]);
  }
}

/** The counting as a runtime duty of one process at a time: counts while full batches are queued, then looks again after IDLE_MS, or BUSY_MS when bets are coming fast. */
export function createBetCountingDuty(db: Database, log: FastifyBaseLogger, afterCount: () => void, onRealMoney?: OnRealMoneyBets): Duty {
  return {
    name: 'bonus-counting',
    async run(signal) {
      while (!signal.aborted) {
        let counted = 0;
        try {
          counted = await countSettledBets(db, new Date(), onRealMoney);
          if (counted) afterCount();
        } catch (error) {
          log.warn({ err: { message: (error as Error).message } }, 'counting settled bets failed');
        }
        if (counted < BATCH) await sleep(counted >= BUSY_BATCH ? BUSY_MS : IDLE_MS, signal);
      }
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
