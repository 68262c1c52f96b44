import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** The names of every table the schema declares (the server's table owners are checked against them). */
export function schemaTableNames(): string[] {
  return Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableName(table as PgTable));
}
