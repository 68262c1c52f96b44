import type { i18n as I18n, InitOptions } from 'i18next';

/**
 * The app's translation runtime: the part of i18next the site uses, in about
 * a tenth of its weight (i18next was 16 KB gzipped of every page's first
 * load). The types stay i18next's (keys checked against the catalogues,
 * app/i18n.ts), so code reads as it did; only these calls exist at run time:
 *
 * - `createInstance().init({ lng, resources, defaultNS })`, `language`,
 *   `hasResourceBundle`, `addResourceBundle`, `t`, `getFixedT(lng, ns)`;
 * - keys: `a.b.c` paths (a key may hold dots), `ns:key`, a list of namespaces searched in order
 *   (`useTranslation(['wallet', 'common'])`); a missing key returns the key;
 * - `{{name}}` and `{{a.b}}` interpolation, never escaped (React escapes;
 *   every instance of the app had `escapeValue: false`); a variable not
 *   passed stays as written, one passed as undefined becomes empty;
 * - plurals by `count`: `key_zero` for 0 when present, then the language's
 *   `Intl.PluralRules` form (`key_one`, `key_few`, `key_many`, `key_other`),
 *   then `key`;
 * - `returnObjects: true`: the subtree, each string interpolated.
 *
 * One instance per language, never switched (app/i18n.ts), so there are no
 * language-change events and no fallback languages.
 */
type Tree = { [key: string]: unknown };
type Options = { ns?: string | readonly string[]; lng?: string; count?: unknown; returnObjects?: boolean; [name: string]: unknown };

const VARIABLE = /\{\{([^{}]+)\}\}/g;

const own = (node: unknown, key: string): unknown => (node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Tree)[key] : undefined);

/**
 * A dotted path in a catalogue. A key may itself hold dots (the audit log's
 * `'player.block'`): at each level the shortest run of segments that names an
 * entry wins, as in i18next.
 */
function pathIn(tree: unknown, path: string): unknown {
  const whole = own(tree, path);
  if (whole !== undefined) return whole;
  const parts = path.split('.');
  let node = tree;
  for (let i = 0; i < parts.length; ) {
    if (node === null || typeof node !== 'object') return undefined;
    let next: unknown;
    let key = '';
    let j = i;
    for (; j < parts.length; j++) {
      key = j === i ? parts[j]! : `${key}.${parts[j]}`;
      next = own(node, key);
      if (next !== undefined && !(typeof next !== 'object' && j < parts.length - 1)) break;
    }
    if (j === parts.length) return undefined;
    node = next;
    i = j + 1;
  }
  return node;
}

function interpolate(text: string, options: Options): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const variable = name.trim();
    const value = pathIn(options, variable);
    if (value === undefined) return Object.hasOwn(options, variable) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

function interpolateTree(node: unknown, options: Options): unknown {
  if (typeof node === 'string') return interpolate(node, options);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, options));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateTree(value, options)]));
  return node;
}

class Translations {
  language = '';
  private defaultNS = 'translation';
  private readonly store = new Map<string, Map<string, Tree>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  init(options: InitOptions): this {
    if (options.lng) this.language = options.lng;
    if (typeof options.defaultNS === 'string') this.defaultNS = options.defaultNS;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, tree] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, tree as Tree);
    }
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.get(lng)?.has(ns) === true;
  }

  /** Adds (or extends, key by key at the top level) a namespace's catalogue. */
  addResourceBundle(lng: string, ns: string, tree: Tree): this {
    let namespaces = this.store.get(lng);
    if (!namespaces) this.store.set(lng, (namespaces = new Map()));
    namespaces.set(ns, { ...namespaces.get(ns), ...tree });
    return this;
  }

  getFixedT(lng: string | null, ns?: string | readonly string[] | null): (key: string, options?: Options) => unknown {
    return (key, options = {}) => this.t(key, { lng: lng ?? undefined, ns: ns ?? undefined, ...options });
  }

  t(key: string, options: Options = {}): unknown {
    const lng = options.lng ?? this.language;
    let namespaces = options.ns === undefined ? [this.defaultNS] : typeof options.ns === 'string' ? [options.ns] : [...options.ns];
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      namespaces = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    }
    const candidates = [path];
    if (typeof options.count === 'number') {
      candidates.unshift(`${path}_${this.pluralsOf(lng).select(options.count)}`);
      if (options.count === 0) candidates.unshift(`${path}_zero`);
    }
    for (const ns of namespaces) {
      const tree = this.store.get(lng)?.get(ns);
      for (const candidate of candidates) {
        const found = pathIn(tree, candidate);
        if (typeof found === 'string') return interpolate(found, options);
        if (found !== undefined && found !== null && typeof found === 'object') {
          return options.returnObjects ? interpolateTree(found, options) : `key '${path} (${lng})' returned an object instead of string.`;
        }
      }
    }
    return path;
  }

  private pluralsOf(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) this.plurals.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules;
  }
}

/** A new instance with i18next's type (only the calls listed above exist). */
export function createInstance(): I18n {
  return new Translations() as unknown as I18n;
}
