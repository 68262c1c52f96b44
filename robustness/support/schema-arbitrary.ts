// fast-check arbitraries from the JSON schemas of the OpenAPI document: a
// value that follows the schema (so requests get past validation into the
// handlers), and the same with one part broken (so every refusal path runs).
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

/** Strings that have broken servers before: NUL and other controls, lone surrogates, SQL and path tricks, very long text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u001b[2J', '\ud800', '\udfff\ud800', '\uffff', '\u202e', '%00', '%', '%zz', '../..', '..%2f..%2f', "' OR 1=1 --", '"; DROP TABLE users; --', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', 'NaN', 'Infinity', '-0', '1e309', '0x10', '١٢٣', 'null', 'true', '[]', '{}', '__proto__', 'constructor'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((n) => 'x'.repeat(n)),
);

export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, -0.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER, 99.999, 0.001),
  fc.double(),
  fc.integer(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => Number(n)),
);

/** A value that follows the schema. */
export function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(valid));
  if (schema.allOf?.length) return valid(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.pattern) {
          try {
            return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
          } catch {
            return fc.string();
          }
        }
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
      case 'integer':
      case 'number': {
        const low = (schema.minimum ?? -1e6) + (schema.exclusiveMinimum === true ? 1 : 0);
        const high = Math.min(schema.maximum ?? 1e6, 1e9);
        const int = fc.integer({ min: Math.ceil(Math.max(low, -1e9)), max: Math.floor(Math.max(high, low)) });
        return type === 'integer' ? int : fc.oneof(int, int.map((v) => Math.min(high, v + 0.5)));
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schema.items ? valid(schema.items) : fc.jsonValue(), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 20) });
      case 'object':
      case undefined: {
        if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 4 });
        const required = new Set(schema.required ?? []);
        const shape = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, valid(v)]));
        return fc.record(shape, { requiredKeys: Object.keys(shape).filter((k) => required.has(k)) });
      }
      default:
        return fc.jsonValue();
    }
  })();
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** Anything JSON can carry, plus the nasty strings and numbers above. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'amount', 'login')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value that follows the schema except somewhere: a wrong type, an out-of-range number, a nasty string, a missing or extra field. */
export function broken(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.type === 'object' && schema.properties) {
    const keys = Object.keys(schema.properties);
    return fc.tuple(valid(schema), fc.constantFrom(...keys), anyJson, fc.constantFrom('replace', 'delete', 'extra')).map(([value, key, junk, how]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (how === 'replace') copy[key] = junk;
      else if (how === 'delete') delete copy[key];
      else copy[`${key}_x`] = junk;
      return copy;
    });
  }
  return anyJson;
}

/** Text PostgreSQL cannot store and JSON's escapes can carry: lone surrogates and NUL, alone or inside other text. */
export const illFormedText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\ud800', '\udfff', 'less\u0000', '\u0000', 'a\ud800b', '\udc00\ud800', 'ok\u0000ok', '\ud83d'),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\u0000'), fc.string({ maxLength: 12 })).map(([a, bad, b]) => `${a}${bad}${b}`),
);

/**
 * A value that follows the schema with lone surrogates or NUL in its string fields (issue 20 item 2): one field
 * chosen by index, or all of them. Every text field of every route thus meets them over a run; a value with no
 * string field stays as it is.
 */
export function withIllFormedText(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(valid(schema), fc.nat(), fc.boolean(), illFormedText).map(([value, pick, all, bad]) => {
    const copy = structuredClone(value);
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    const collect = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((item, i) => [i, item]) : Object.entries(node);
      for (const [key, item] of entries) {
        if (typeof item === 'string') slots.push([node as Record<string, unknown>, key]);
        else collect(item);
      }
    };
    collect(copy);
    for (const [i, [holder, key]] of slots.entries()) if (all || i === pick % slots.length) (holder as Record<string | number, unknown>)[key] = bad;
    return copy;
  });
}
