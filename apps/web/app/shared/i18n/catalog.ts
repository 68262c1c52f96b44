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
