// eslint-disable-next-line no-restricted-imports -- tests only: reads the committed document to check it is current.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { VECTOR, roundGamesMarkdown } from '../../scripts/round-games-markdown.ts';

it('docs/games/round-games.md is generated from the current tables, float orders and returns', () => {
  const committed = readFileSync(new URL('../../../../docs/games/round-games.md', import.meta.url), 'utf8');
  // On failure: node packages/fairness/scripts/print-round-games.ts > docs/games/round-games.md
  expect(committed).toBe(roundGamesMarkdown());
});

it('the document quotes the chain test vector that rounds-chain.test.ts asserts', () => {
  expect(VECTOR).toEqual({ genesisText: 'azart', length: 3, salt: 'azart' });
  const doc = roundGamesMarkdown();
  expect(doc).toContain('| round 1 | `bb062a7d58fde23d7fcba5e7b241daa956815017a2a79f7e1cc66cfdfe0a4064` |');
  expect(doc).toContain('| terminating hash | `c63dd7043800bbde11261d2c9f8e7a5128d68cba9cb05d72da51af31507a0644` |');
  expect(doc).toContain('| Crazy Time | 1 | 1.8519 % | ×39.3541 | ×3.1603 | 94.41 % | 94.4096 % | ×270 001 |');
});
