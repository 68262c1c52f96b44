/** Same keys as the Russian catalogue, every leaf a string: keeps ru and en in step at compile time. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** A feature's catalogues in both languages. */
export type Catalogues<T> = { ru: T; en: Catalog<T> };

/**
 * Each game's catalogue type under its id (the namespace app/i18n.ts gives
 * it). A game's i18n module adds itself, so a new game needs no edit here:
 * `declare module '~/shared/i18n/catalog.ts' { interface GameNamespaces { dice: typeof ru } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each game (declaration merging)
export interface GameNamespaces {}

/**
 * Catalogues that come with code loaded on demand rather than with the first
 * load, typed here by declaration merging like the games':
 * `declare module '~/shared/i18n/catalog.ts' { interface LazyNamespaces { cashierModal: typeof ru } }`.
 * A route module's chunk (the back office) adds its catalogue to both
 * languages' instances when it loads (`addCatalogues` in app/i18n.ts); a
 * feature's lazily loaded component adds its own on first use
 * (`useLazyCatalogue`, shared/i18n/lazy.ts). Either way no player page carries
 * texts it does not show.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each part loaded on demand (declaration merging)
export interface LazyNamespaces {}

/**
 * A game binding's catalogue in the browser's bundle: none. Every page's
 * document brings the games' texts in its language (app/i18n.ts
 * `pageTexts`), so a binding names its catalogue for the server only:
 * `i18n: import.meta.env.SSR ? diceI18n : SENT_WITH_THE_DOCUMENT`. The client
 * build drops the catalogue (the condition is false there); its type is still
 * checked against the game's spec. Nothing in the browser reads a binding's
 * `i18n`.
 */
export const SENT_WITH_THE_DOCUMENT = undefined as never;
