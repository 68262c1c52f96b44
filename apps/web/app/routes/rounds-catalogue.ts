import { roundsI18n } from '~/features/rounds/index.ts';
import { addCatalogues } from '~/i18n.ts';

/**
 * Imported first by the routes that show round games (their pages and
 * /fairness): the `rounds` texts join the i18n instances when such a chunk
 * loads, on the server at start and in the browser with the chunk.
 */
addCatalogues('rounds', roundsI18n);
