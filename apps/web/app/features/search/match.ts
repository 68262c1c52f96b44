/**
 * Which games a search finds, best first. Pure, so that the modal and its
 * tests share it: the query and the texts are compared case-folded, with ё
 * as е and runs of spaces as one; a game whose name starts with the query
 * comes before one whose name contains it, and that before one found by its
 * description or id only.
 */
export type Searchable = { id: string; name: string; blurb: string };

export const MAX_QUERY_LENGTH = 64;

export function normalise(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

export function findGames<T extends Searchable>(games: readonly T[], query: string): T[] {
  const needle = normalise(query.slice(0, MAX_QUERY_LENGTH));
  if (!needle) return [];
  const scored: { game: T; score: number; index: number }[] = [];
  games.forEach((game, index) => {
    const name = normalise(game.name);
    const score = name.startsWith(needle) ? 0 : name.includes(needle) ? 1 : `${normalise(game.blurb)} ${game.id}`.includes(needle) ? 2 : -1;
    if (score >= 0) scored.push({ game, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((entry) => entry.game);
}
