// Prints docs/games/round-games.md; see round-games-markdown.ts.
import { roundGamesMarkdown } from './round-games-markdown.ts';

console.log(roundGamesMarkdown().trimEnd());
