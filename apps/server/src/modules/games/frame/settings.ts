import { rowsOf, sql, type Executor } from '@azart/db';

/** Admin-set limits and house edge of a game (games.md §4). */
export type GameSettings = { edgeBp: number; minBet: number; maxBet: number; maxWin: number };

export async function gameSettingsOf(exec: Executor, game: string): Promise<GameSettings> {
  const rows = rowsOf<{ edge_bp: number; min_bet: number; max_bet: number; max_win: number }>(
    await exec.execute(sql`SELECT edge_bp, min_bet, max_bet, max_win FROM game_settings WHERE game = ${game}`),
  );
  const row = rows[0];
  if (!row) throw new Error(`game ${game} has no settings`);
  return { edgeBp: Number(row.edge_bp), minBet: Number(row.min_bet), maxBet: Number(row.max_bet), maxWin: Number(row.max_win) };
}

export async function allGameSettings(exec: Executor): Promise<Record<string, GameSettings>> {
  const rows = rowsOf<{ game: string; edge_bp: number; min_bet: number; max_bet: number; max_win: number }>(
    await exec.execute(sql`SELECT game, edge_bp, min_bet, max_bet, max_win FROM game_settings`),
  );
  return Object.fromEntries(rows.map((r) => [r.game, { edgeBp: Number(r.edge_bp), minBet: Number(r.min_bet), maxBet: Number(r.max_bet), maxWin: Number(r.max_win) }]));
}
