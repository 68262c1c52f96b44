// Prints docs/games/popit-paytable.md; see popit-paytable-markdown.ts.
import { popitPaytableMarkdown } from './popit-paytable-markdown.ts';

console.log(popitPaytableMarkdown().trimEnd());
