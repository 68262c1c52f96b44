import { rowsOf, sql, type Executor } from '@azart/db';

/** What every bet of a game is checked against: admin-set limits and house edge (games.md §4), and whether it takes bets. */
export type GameSettings = { edgeBp: number; minBet: number; maxBet: number; maxWin: number; enabled: boolean };

type SettingsRow = { game: string; edge_bp: number; min_bet: number; max_bet: number; max_win: number; enabled: boolean };
const toSettings = (r: SettingsRow): GameSettings => ({ edgeBp: Number(r.edge_bp), minBet: Number(r.min_bet), maxBet: Number(r.max_bet), maxWin: Number(r.max_win), enabled: r.enabled });

export async function gameSettingsOf(exec: Executor, game: string): Promise<GameSettings> {
  const row = rowsOf<SettingsRow>(await exec.execute(sql`SELECT game, edge_bp, min_bet, max_bet, max_win, enabled FROM game_catalogue WHERE game = ${game}`))[0];
  if (!row) throw new Error(`game ${game} has no settings`);
  return toSettings(row);
}

export async function allGameSettings(exec: Executor): Promise<Record<string, GameSettings>> {
  const rows = rowsOf<SettingsRow>(await exec.execute(sql`SELECT game, edge_bp, min_bet, max_bet, max_win, enabled FROM game_catalogue`));
  return Object.fromEntries(rows.map((r) => [r.game, toSettings(r)]));
}
