import { createInstance as createI18next, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createInstance } from '../runtime.ts';

type Tree = { [key: string]: unknown };
type AnyT = (key: string, options?: Record<string, unknown>) => unknown;

// Every catalogue of the app, both languages: the runtime must say what i18next said for each key.
const modules = import.meta.glob<Record<string, unknown>>(['../../../**/i18n.ts', '../../../**/i18n/index.ts', '!../../../**/__tests__/**'], { eager: true });
type Catalogue = { ru: Tree; en: Tree };
const catalogues: Array<[string, Catalogue]> = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value && typeof value === 'object' && 'ru' in value && 'en' in value)
    .map(([name, value]): [string, Catalogue] => [`${file}#${name}`, value as Catalogue]),
);

function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

function both(lng: 'ru' | 'en', resources: Record<string, Tree>, defaultNS = 'a'): [AnyT, AnyT] {
  const options = { lng, fallbackLng: false as const, resources: { [lng]: resources }, defaultNS, interpolation: { escapeValue: false }, initAsync: false, returnNull: false };
  const reference = createI18next();
  void reference.init(options);
  const ours = createInstance();
  void ours.init(options);
  return [reference.t.bind(reference) as AnyT, (ours as I18n).t.bind(ours) as AnyT];
}

describe('the translation runtime', () => {
  it('has every catalogue of the app to compare', () => {
    expect(catalogues.length).toBeGreaterThan(15);
  });

  it.each(catalogues)('says what i18next says for every key of %s', (_name, catalogue: Catalogue) => {
    for (const lng of ['ru', 'en'] as const) {
      const [reference, ours] = both(lng, { a: catalogue[lng] });
      for (const [path, text] of leaves(catalogue[lng])) {
        const key = path.replace(/_(?:zero|one|two|few|many|other)$/, '');
        const names = [...text.matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]!.trim());
        const values = Object.fromEntries(names.map((name, i) => [name, `v${i}`]));
        for (const count of [undefined, 0, 1, 2, 5, 21, 1.5]) {
          const options = count === undefined ? values : { ...values, count };
          expect(ours(key, options), `${lng} ${key} ${count}`).toBe(reference(key, options));
        }
        expect(ours(key), `${lng} ${key} without values`).toBe(reference(key));
      }
      for (const key of Object.keys(catalogue[lng])) {
        expect(ours(key, { returnObjects: true, n: 3 }), `${lng} ${key} as an object`).toEqual(reference(key, { returnObjects: true, n: 3 }));
      }
    }
  });

  it('reads `ns:key`, a list of namespaces in order, and gives the key back when it is missing', () => {
    const resources = { wallet: { title: 'Кошелёк', nested: { deep: 'Глубоко {{x}}' } }, common: { close: 'Закрыть', title: 'Общий' } };
    const [reference, ours] = both('ru', resources, 'common');
    for (const [key, options] of [
      ['common:close', {}],
      ['wallet:nested.deep', { x: 1 }],
      ['close', { ns: ['wallet', 'common'] }],
      ['title', { ns: ['wallet', 'common'] }],
      ['missing', {}],
      ['wallet:missing.key', {}],
      ['wallet:nested', {}],
      ['wallet:nested.deep', {}],
      ['wallet:nested.deep', { x: undefined }],
      ['wallet:nested.deep', { x: null }],
    ] as const) expect(ours(key, options), key).toBe(reference(key, options));
  });
});
