import type { Locale } from '~/shared/locale.ts';
import { coinsInput, parseSignedCoins } from './amounts.ts';

/**
 * The bonus settings' form, built from the values themselves (issue 13
 * item 11): the server owns the list of keys (bonuses.md's defaults; more
 * arrive with new features), so the page lays out whatever JSON a key holds
 * instead of a form per key. Pure: the page renders the layout, edits a flat
 * draft of texts, and this turns the draft back into the key's value.
 *
 * Units follow the contracts' naming (packages/contracts bonus-settings.ts:
 * "amounts are kopecks, shares basis points, multipliers hundredths"):
 * `…Bp` is typed as a percent, `…X100` as a multiplier, the amounts below in
 * coins; any other number is a whole number as it is. A field whose unit is
 * not known here is shown raw, never guessed: a wrong guess would be a
 * hundredfold mistake with money.
 */
export type Unit = 'coins' | 'percent' | 'multiplier' | 'integer' | 'text' | 'flag';
export type Path = readonly (string | number)[];

/** Fields that hold kopecks (typed and shown in coins). */
const MONEY_FIELDS = new Set(['thresholds', 'rewards', 'wheelCaps', 'belowBalance', 'minBase', 'amount', 'cap', 'screenshotReward']);

export function unitOf(name: string, value: unknown): Unit {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return 'flag';
  if (/Bp$/.test(name)) return 'percent';
  if (/X100$/.test(name)) return 'multiplier';
  if (MONEY_FIELDS.has(name)) return 'coins';
  return 'integer';
}

export type Leaf = { kind: 'leaf'; path: Path; name: string; unit: Unit };
/** Rows of the same fields: a table (rows labelled by index or by key). */
export type Table = { kind: 'table'; path: Path; name: string; columns: string[]; rows: { key: string | number; cells: Leaf[] }[] };
export type Layout =
  | Leaf
  | { kind: 'group'; path: Path; name: string; children: Layout[] }
  | { kind: 'list'; path: Path; name: string; items: Leaf[] }
  | Table
  | { kind: 'json'; path: Path; name: string };

type Primitive = number | string | boolean;
const isPrimitive = (v: unknown): v is Primitive => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An object of primitives: one row of a table. */
const isRow = (v: unknown): v is Record<string, Primitive> => isRecord(v) && Object.keys(v).length > 0 && Object.values(v).every(isPrimitive);
const sameKeys = (rows: Record<string, unknown>[]) => rows.every((r) => JSON.stringify(Object.keys(r)) === JSON.stringify(Object.keys(rows[0]!)));

const nameOf = (path: Path): string => String([...path].reverse().find((p) => typeof p === 'string') ?? '');
const leaf = (path: Path, name: string, value: unknown): Leaf => ({ kind: 'leaf', path, name, unit: unitOf(name, value) });

/**
 * How a value is laid out:
 * - a number, text or flag: one field;
 * - a list of numbers: a row of numbered fields;
 * - an object of lists of numbers of one length (levels): a table, a row per index and a column per list;
 * - a list of objects with the same fields (reach tiers), or an object of such objects (grant terms per source): a table;
 * - any other object: a group of its fields; anything else: JSON text.
 */
export function layoutOf(value: unknown, path: Path): Layout {
  const name = nameOf(path);
  if (isPrimitive(value)) return leaf(path, name, value);
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'number')) return { kind: 'list', path, name, items: value.map((v, i) => leaf([...path, i], name, v)) };
    if (value.length > 0 && value.every(isRow) && sameKeys(value)) {
      const columns = Object.keys(value[0]!);
      return { kind: 'table', path, name, columns, rows: value.map((row, i) => ({ key: i, cells: columns.map((c) => leaf([...path, i, c], c, row[c])) })) };
    }
    return { kind: 'json', path, name };
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return { kind: 'json', path, name };
    const lists = entries.map(([, v]) => v);
    if (lists.length > 1 && lists.every((v) => Array.isArray(v) && v.length > 1 && v.every((n) => typeof n === 'number')) && new Set(lists.map((v) => (v as unknown[]).length)).size === 1) {
      const columns = entries.map(([k]) => k);
      const length = (lists[0] as unknown[]).length;
      return { kind: 'table', path, name, columns, rows: Array.from({ length }, (_, i) => ({ key: i, cells: entries.map(([k, v]) => leaf([...path, k, i], k, (v as unknown[])[i])) })) };
    }
    if (entries.length > 1 && lists.every(isRow) && sameKeys(lists as Record<string, unknown>[])) {
      const columns = Object.keys(lists[0] as object);
      return { kind: 'table', path, name, columns, rows: entries.map(([k, row]) => ({ key: k, cells: columns.map((c) => leaf([...path, k, c], c, (row as Record<string, unknown>)[c])) })) };
    }
    return { kind: 'group', path, name, children: entries.map(([k, v]) => layoutOf(v, [...path, k])) };
  }
  return { kind: 'json', path, name };
}

/** The fields a layout edits (leaves and JSON parts), each with its path. */
export function fieldsOf(layout: Layout): (Leaf | { kind: 'json'; path: Path; name: string })[] {
  switch (layout.kind) {
    case 'leaf':
    case 'json':
      return [layout];
    case 'list':
      return layout.items;
    case 'table':
      return layout.rows.flatMap((r) => r.cells);
    case 'group':
      return layout.children.flatMap(fieldsOf);
  }
}

export const pathKey = (path: Path): string => path.join('.');

export function valueAt(root: unknown, path: Path): unknown {
  let at: unknown = root;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/** A value as the text of its field: hundredths with the page's decimal mark (2,5 % for 250 bp; 1 000 kopecks → 10). */
export function inputText(value: unknown, unit: Unit | 'json', locale: Locale): string {
  if (unit === 'json') return JSON.stringify(value, null, 2);
  if (typeof value === 'number' && (unit === 'coins' || unit === 'percent' || unit === 'multiplier')) return coinsInput(value, locale);
  return value === undefined ? '' : String(value);
}

/** What went wrong with a field as typed. */
export type FieldProblem = 'hundredths' | 'integer' | 'json';

const SPACES = /[\s\u00a0\u202f]/g;

/** A field's text → its value, or the problem. */
export function parseField(text: string, unit: Unit | 'json'): { ok: true; value: unknown } | { ok: false; problem: FieldProblem } {
  switch (unit) {
    case 'coins':
    case 'percent':
    case 'multiplier': {
      // Hundredths of the unit shown, as kopecks are of a coin: the same exact split of digits.
      const value = parseSignedCoins(text.replace(/[%×x]/gi, ''));
      return value === null || !text.trim() ? { ok: false, problem: 'hundredths' } : { ok: true, value };
    }
    case 'integer': {
      const clean = text.replace(SPACES, '').replace(/^[\u2212\u2013]/, '-');
      if (!/^-?\d{1,15}$/.test(clean)) return { ok: false, problem: 'integer' };
      return { ok: true, value: Number(clean) || 0 };
    }
    case 'flag':
      return { ok: true, value: text === 'true' };
    case 'text':
      return { ok: true, value: text.trim() };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, problem: 'json' };
      }
  }
}

export type Draft = Record<string, string>;

/** The texts of every field of a key's value (a key is the first step of every path). */
export function draftOf(value: unknown, layout: Layout, locale: Locale): Draft {
  const key = layout.path.length;
  return Object.fromEntries(fieldsOf(layout).map((f) => [pathKey(f.path), inputText(valueAt(value, f.path.slice(key)), f.kind === 'json' ? 'json' : f.unit, locale)]));
}

/**
 * The draft turned back into the key's value: a copy of `template` (the
 * value the layout was made from) with every field parsed. Problems come
 * back per field path, nothing half-built.
 */
export function valueOf(template: unknown, layout: Layout, draft: Draft): { ok: true; value: unknown } | { ok: false; problems: Record<string, FieldProblem> } {
  const value: unknown = structuredClone(template);
  const problems: Record<string, FieldProblem> = {};
  const depth = layout.path.length;
  for (const field of fieldsOf(layout)) {
    const parsed = parseField(draft[pathKey(field.path)] ?? '', field.kind === 'json' ? 'json' : field.unit);
    if (!parsed.ok) {
      problems[pathKey(field.path)] = parsed.problem;
      continue;
    }
    const rel = field.path.slice(depth);
    if (rel.length === 0) return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value: parsed.value };
    const parent = valueAt(value, rel.slice(0, -1)) as Record<string | number, unknown>;
    parent[rel[rel.length - 1]!] = parsed.value;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value };
}

/** Two values have the same shape (the same fields): a form of one can hold the other. */
export function sameShape(a: unknown, b: unknown): boolean {
  const shape = (v: unknown): unknown => (Array.isArray(v) ? v.map(shape) : isRecord(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : typeof v);
  return JSON.stringify(shape(a)) === JSON.stringify(shape(b));
}

/**
 * Where a server's message about a field goes: the deepest field or table
 * shown for its path (`levels.thresholds.3` → that field; `levels.thresholds`
 * → the column or list), or the key itself.
 */
export function placeOf(serverPath: string, shown: ReadonlySet<string>, key: string): string {
  const parts = serverPath.split('.');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.');
    if (shown.has(candidate)) return candidate;
  }
  return key;
}

/** Every path the layout shows something for: fields, lists, tables with their rows and columns. */
export function placesOf(layout: Layout): Set<string> {
  const places = new Set<string>();
  const walk = (l: Layout) => {
    places.add(pathKey(l.path));
    if (l.kind === 'group') l.children.forEach(walk);
    if (l.kind === 'list') l.items.forEach((i) => places.add(pathKey(i.path)));
    // A table's cells, and its columns and rows (a message about a whole column, or one tier).
    if (l.kind === 'table') l.rows.forEach((r) => r.cells.forEach((c) => c.path.slice(l.path.length).forEach((_, i) => places.add(pathKey(c.path.slice(0, l.path.length + i + 1))))));
  };
  walk(layout);
  return places;
}
