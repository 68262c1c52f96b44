/** Same keys as the Russian catalogue, every leaf a string: keeps ru and en in step at compile time. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** A feature's catalogues in both languages. */
export type Catalogues<T> = { ru: T; en: Catalog<T> };
