// eslint-disable-next-line no-restricted-imports -- tests only: reads the committed document to check it is current.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { popitPaytableMarkdown } from '../../scripts/popit-paytable-markdown.ts';

it('docs/games/popit-paytable.md is generated from the current paytable', () => {
  const committed = readFileSync(new URL('../../../../docs/games/popit-paytable.md', import.meta.url), 'utf8');
  // On failure: node packages/fairness/scripts/print-popit-paytable.ts > docs/games/popit-paytable.md
  expect(committed).toBe(popitPaytableMarkdown());
});
