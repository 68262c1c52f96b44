export * from './client.ts';
export * from './schema/index.ts';
export * from './sqlstate.ts';
export { sql, eq, and, or, lt, gt, desc, asc, inArray, isNull, isNotNull, type SQL } from 'drizzle-orm';
export * from './table-names.ts';
