import { useEffect, useId, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { saveBonusSetting } from '../api/bonus.ts';
import { coinsInput } from '../amounts.ts';
import {
  draftOf, fieldsOf, inputText, layoutOf, parseField, pathKey, placeOf, placesOf, sameShape, valueAt, valueOf,
  type Draft, type Layout, type Leaf, type Table, type Unit,
} from '../bonus-settings.ts';
import { useFormat, type Format } from '../format.ts';
import { useBackofficeText } from '../hooks.ts';
import { apiMessages, FieldError, FormMessages, PageHead, Pill } from './ui.tsx';
import '../bonus.css';

type Settings = Record<string, unknown>;
type Errors = Record<string, string[]>;
type Labels = {
  fields: Record<string, Record<string, string> | undefined>;
  /** Names of a list's items by position from 1 (statuses: Bronze…Diamond). */
  items: Record<string, Record<string, Record<string, string> | undefined> | undefined>;
  rows: Record<string, string | undefined>;
  keys: Record<string, { title: string; text: string } | undefined>;
  sources: Record<string, string>;
  units: Record<string, string>;
};

/**
 * The bonus economy's settings (issue 13 item 11): a card per key the
 * server sends, each laid out from its value (bonus-settings.ts), with the
 * default under every field and a "changed" mark on keys the back office
 * has overridden. A card saves its key alone; a key whose shape has to
 * change (a tier more) is edited as JSON.
 */
export function BonusSettingsPage({ settings, defaults, changed }: { settings: Settings; defaults: Settings; changed: string[] }) {
  const { t } = useBackofficeText();
  return (
    <>
      <PageHead title={t('bonusSettings.title')} lead={t('bonusSettings.lead')} />
      <p className="bo-settings-legend"><span className="bo-settings-legend__mark" aria-hidden /> {t('bonusSettings.legend')}</p>
      <div className="bo-settings" data-testid="bonus-settings">
        {Object.keys(settings).map((key) => <SettingCard key={key} name={key} value={settings[key]} fallback={defaults[key]} changed={changed.includes(key)} />)}
      </div>
    </>
  );
}

function useLabels(): Labels {
  const { t } = useBackofficeText();
  return {
    fields: t('bonusSettings.fields', { returnObjects: true }) as Labels['fields'],
    items: t('bonusSettings.items', { returnObjects: true }) as Labels['items'],
    rows: t('bonusSettings.rows', { returnObjects: true }) as Labels['rows'],
    keys: t('bonusSettings.keys', { returnObjects: true }) as Labels['keys'],
    sources: t('bonus.sources', { returnObjects: true }) as Labels['sources'],
    units: t('bonusSettings.units', { returnObjects: true }) as Labels['units'],
  };
}

/** A field's label: the catalogue's, or its own name with the unit it is typed in. */
function labelOf(labels: Labels, key: string, name: string, unit?: Unit): string {
  const known = labels.fields[key]?.[name];
  if (known) return known;
  const suffix = unit ? labels.units[unit] : undefined;
  return suffix ? `${name}, ${suffix}` : name;
}

/** A value as a reader wants it, in the unit of its field. */
function shown(value: unknown, unit: Unit, format: Format): string {
  if (typeof value !== 'number') return value === undefined ? '' : String(value);
  if (unit === 'coins') return format.coins(value);
  if (unit === 'percent') return format.percentBp(value);
  if (unit === 'multiplier') return `×${coinsInput(value, format.locale)}`;
  return format.integer(value);
}

const countFields = (layout: Layout) => fieldsOf(layout).length;

function SettingCard({ name, value, fallback, changed }: { name: string; value: unknown; fallback: unknown; changed: boolean }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const labels = useLabels();
  const revalidator = useRevalidator();
  const id = useId();
  const layout = useMemo(() => layoutOf(value, [name]), [value, name]);
  const places = useMemo(() => placesOf(layout), [layout]);
  const initial = useMemo(() => draftOf(value, layout, format.locale), [value, layout, format.locale]);
  const initialJson = JSON.stringify(value, null, 2);
  const saved = JSON.stringify(initial);
  const [mode, setMode] = useState<'form' | 'json'>(layout.kind === 'json' ? 'json' : 'form');
  const [draft, setDraft] = useState<Draft>(initial);
  const [json, setJson] = useState(initialJson);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // A saved value (this admin's or another's) replaces the form.
  useEffect(() => {
    setDraft(JSON.parse(saved) as Draft);
    setJson(initialJson);
    setErrors({});
  }, [saved, initialJson]);

  const keyTexts = labels.keys[name];
  const title = keyTexts?.title ?? name;
  const dirty = mode === 'form' ? JSON.stringify(draft) !== saved : json !== initialJson;
  const isDefault = JSON.stringify(value) === JSON.stringify(fallback);
  const wide = countFields(layout) > 12;

  function revert() {
    setDraft(JSON.parse(saved) as Draft);
    setJson(initialJson);
    setErrors({});
  }

  function restoreDefaults() {
    setErrors({});
    // A default of another shape (another number of tiers) does not fit the form: it goes in as JSON.
    if (mode === 'form' && sameShape(value, fallback)) setDraft(draftOf(fallback, layout, format.locale));
    else {
      setMode('json');
      setJson(JSON.stringify(fallback, null, 2));
    }
  }

  function switchMode(next: 'form' | 'json') {
    if (next === mode) return;
    setErrors({});
    if (next === 'json') {
      // The form's edits carry over when they parse; otherwise JSON starts from the saved value.
      const parsed = valueOf(value, layout, draft);
      setJson(parsed.ok ? JSON.stringify(parsed.value, null, 2) : initialJson);
    } else {
      const parsed = parseField(json, 'json');
      setDraft(parsed.ok && sameShape(value, parsed.value) ? draftOf(parsed.value, layout, format.locale) : (JSON.parse(saved) as Draft));
    }
    setMode(next);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    let next: unknown;
    if (mode === 'form') {
      const parsed = valueOf(value, layout, draft);
      if (!parsed.ok) {
        setErrors(Object.fromEntries(Object.entries(parsed.problems).map(([path, problem]) => [path, [t(`bonusSettings.problems.${problem}`)]])));
        return;
      }
      next = parsed.value;
    } else {
      const parsed = parseField(json, 'json');
      if (!parsed.ok) return setErrors({ [name]: [t('bonusSettings.problems.json')] });
      next = parsed.value;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveBonusSetting(name, next);
      toast.success(t('bonusSettings.saved', { title }));
      await revalidator.revalidate();
    } catch (caught) {
      const { fields, form } = apiMessages(caught);
      const found: Errors = {};
      const add = (place: string, list: string[]) => (found[place] = [...new Set([...(found[place] ?? []), ...list])]);
      for (const [path, list] of Object.entries(fields)) add(mode === 'form' ? placeOf(path, places, name) : name, list);
      if (form.length) add(name, form);
      setErrors(found);
    } finally {
      setBusy(false);
    }
  }

  const edit = (path: string, text: string) => {
    setDraft((prev) => ({ ...prev, [path]: text }));
    if (errors[path]) setErrors((prev) => ({ ...prev, [path]: [] }));
  };
  const context: FieldContext = { name, value, fallback, draft, errors, edit, labels, format, id };

  return (
    <form className={`bo-card bo-setting${wide ? ' is-wide' : ''}${dirty ? ' is-dirty' : ''}`} onSubmit={save} noValidate aria-labelledby={`${id}-title`} data-testid={`setting-${name}`} data-changed={changed}>
      <div className="bo-setting__head">
        <div className="bo-setting__titles">
          <h2 className="bo-setting__title" id={`${id}-title`}>
            {title}
            {changed ? <span data-testid="setting-changed"><Pill tone="accent">{t('bonusSettings.changed')}</Pill></span> : <Pill tone="muted">{t('bonusSettings.asDefault')}</Pill>}
          </h2>
          {keyTexts?.text && <p className="bo-setting__text">{keyTexts.text}</p>}
        </div>
        {layout.kind !== 'json' && (
          <div className="bo-segments bo-setting__modes" role="group" aria-label={title}>
            {(['form', 'json'] as const).map((m) => (
              <button key={m} type="button" className={`bo-segments__item${mode === m ? ' is-active' : ''}`} aria-pressed={mode === m} onClick={() => switchMode(m)} data-testid={`setting-mode-${m}`}>
                {t(`bonusSettings.${m}`)}
              </button>
            ))}
          </div>
        )}
      </div>

      {mode === 'form' ? (
        <LayoutView layout={layout} ctx={context} root />
      ) : (
        <div className={`field${errors[name]?.length ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-json`}>{t('bonusSettings.jsonLabel')}</label>
          <textarea
            id={`${id}-json`}
            className="input bo-textarea bo-setting__json"
            rows={Math.min(18, Math.max(4, json.split('\n').length))}
            spellCheck={false}
            value={json}
            onChange={(e) => {
              setJson(e.target.value);
              if (errors[name]?.length) setErrors({});
            }}
            aria-invalid={errors[name]?.length ? true : undefined}
            data-testid="setting-json"
          />
          <span className="field__hint">{t('bonusSettings.defaultValue', { value: JSON.stringify(fallback) })}</span>
        </div>
      )}
      {/* Messages about the key as a whole; a field, list or table at the top shows its own. */}
      <FormMessages messages={mode === 'json' || layout.kind === 'group' ? errors[name] ?? [] : []} testId="setting-errors" />

      <div className="bo-setting__foot">
        {dirty && <span className="bo-setting__unsaved">{t('bonusSettings.unsaved')}</span>}
        <span className="bo-setting__buttons">
          {!isDefault && fallback !== undefined && (
            <button type="button" className="button button--ghost button--sm" onClick={restoreDefaults} data-testid="setting-defaults">{t('bonusSettings.useDefaults')}</button>
          )}
          {dirty && <button type="button" className="button button--ghost button--sm" onClick={revert}>{t('bonusSettings.revert')}</button>}
          <button type="submit" className="button button--primary button--sm" disabled={!dirty || busy} data-testid="setting-save">{t('bonusSettings.save')}</button>
        </span>
      </div>
    </form>
  );
}

type FieldContext = {
  name: string;
  value: unknown;
  fallback: unknown;
  draft: Draft;
  errors: Errors;
  edit: (path: string, text: string) => void;
  labels: Labels;
  format: Format;
  id: string;
};

/** The value's part at a path of the key (the path starts with the key's name). */
const partOf = (root: unknown, path: readonly (string | number)[]) => valueAt(root, path.slice(1));

function LayoutView({ layout, ctx, root = false }: { layout: Layout; ctx: FieldContext; root?: boolean }) {
  switch (layout.kind) {
    case 'leaf':
      return <LeafField leaf={layout} ctx={ctx} label={root ? labelOf(ctx.labels, ctx.name, ctx.name, layout.unit) : labelOf(ctx.labels, ctx.name, layout.name, layout.unit)} />;
    case 'list':
      return <ListView list={layout} ctx={ctx} />;
    case 'table':
      return <TableView table={layout} ctx={ctx} />;
    case 'json':
      return <JsonPart layout={layout} ctx={ctx} />;
    case 'group':
      return (
        <div className="bo-setting__fields">
          {layout.children.map((child) => (
            <div key={pathKey(child.path)} className={child.kind === 'leaf' ? undefined : 'bo-setting__block'}>
              <LayoutView layout={child} ctx={ctx} />
            </div>
          ))}
        </div>
      );
  }
}

/** A field's input, typed for its unit; its default and whether the saved value differs from it. */
function FieldInput({ leaf, ctx, label, describedBy, compact = false }: { leaf: Leaf; ctx: FieldContext; label: string; describedBy?: string; compact?: boolean }) {
  const key = pathKey(leaf.path);
  const invalid = !!ctx.errors[key]?.length;
  const current = partOf(ctx.value, leaf.path);
  const fallback = partOf(ctx.fallback, leaf.path);
  const custom = fallback !== undefined && JSON.stringify(current) !== JSON.stringify(fallback);
  const text = ctx.draft[key] ?? '';
  const common = {
    id: `${ctx.id}-${key}`,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    'data-testid': 'setting-field',
    'data-path': key,
  } as const;
  if (leaf.unit === 'flag') {
    return <input type="checkbox" {...common} aria-label={compact ? label : undefined} checked={text === 'true'} onChange={(e) => ctx.edit(key, String(e.target.checked))} className={custom ? 'is-custom' : undefined} />;
  }
  return (
    <input
      {...common}
      className={`input bo-setting__input${custom ? ' is-custom' : ''}`}
      aria-label={compact ? label : undefined}
      inputMode={leaf.unit === 'text' ? 'text' : leaf.unit === 'integer' ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={(e) => ctx.edit(key, e.target.value)}
    />
  );
}

function DefaultNote({ leaf, ctx, id, bare = false }: { leaf: Leaf; ctx: FieldContext; id: string; bare?: boolean }) {
  const { t } = useBackofficeText();
  const fallback = partOf(ctx.fallback, leaf.path);
  if (fallback === undefined) return null;
  const value = shown(fallback, leaf.unit, ctx.format);
  return (
    <span className="bo-setting__default" id={id} title={t('bonusSettings.defaultValue', { value })}>
      {bare ? <><span className="sr-only">{t('bonusSettings.defaultValue', { value: '' })}</span>{value}</> : t('bonusSettings.defaultValue', { value })}
    </span>
  );
}

function LeafField({ leaf, ctx, label }: { leaf: Leaf; ctx: FieldContext; label: string }) {
  const key = pathKey(leaf.path);
  const errorId = `${ctx.id}-${key}-error`;
  const noteId = `${ctx.id}-${key}-default`;
  const invalid = !!ctx.errors[key]?.length;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}${leaf.unit === 'flag' ? ' bo-setting__flag' : ''}`}>
      <label className="field__label" htmlFor={`${ctx.id}-${key}`}>{label}</label>
      <FieldInput leaf={leaf} ctx={ctx} label={label} describedBy={`${noteId}${invalid ? ` ${errorId}` : ''}`} />
      <DefaultNote leaf={leaf} ctx={ctx} id={noteId} />
      <FieldError id={errorId} messages={ctx.errors[key]} />
    </div>
  );
}

/** Messages about parts of a list or table, each named by where it is. */
function PartMessages({ prefix, ctx, nameOf }: { prefix: string; ctx: FieldContext; nameOf: (place: string) => string }) {
  const list = Object.entries(ctx.errors)
    .filter(([place, messages]) => messages.length && (place === prefix || place.startsWith(`${prefix}.`)))
    .flatMap(([place, messages]) => messages.map((m) => (place === prefix ? m : `${nameOf(place)}: ${m}`)));
  return list.length ? <ul className="field__error messages" role="alert">{[...new Set(list)].map((m) => <li key={m}>{m}</li>)}</ul> : null;
}

function ListView({ list, ctx }: { list: Extract<Layout, { kind: 'list' }>; ctx: FieldContext }) {
  const label = labelOf(ctx.labels, ctx.name, list.name, list.items[0]?.unit);
  const names = ctx.labels.items[ctx.name]?.[list.name];
  const itemLabel = (i: number) => names?.[String(i + 1)] ?? String(i + 1);
  const headingId = `${ctx.id}-${pathKey(list.path)}-label`;
  return (
    <fieldset className="bo-setting__list" aria-labelledby={headingId}>
      <legend className="field__label" id={headingId}>{label}</legend>
      <div className="bo-setting__items">
        {list.items.map((item, i) => {
          const key = pathKey(item.path);
          const invalid = !!ctx.errors[key]?.length;
          return (
            <div key={key} className={`bo-setting__item${invalid ? ' field--invalid' : ''}`}>
              <span className="bo-setting__index" aria-hidden>{itemLabel(i)}</span>
              <FieldInput leaf={item} ctx={ctx} label={`${label} · ${itemLabel(i)}`} describedBy={`${ctx.id}-${key}-default`} compact />
              <DefaultNote leaf={item} ctx={ctx} id={`${ctx.id}-${key}-default`} bare />
            </div>
          );
        })}
      </div>
      <PartMessages prefix={pathKey(list.path)} ctx={ctx} nameOf={(place) => itemLabel(Number(place.split('.').pop()))} />
    </fieldset>
  );
}

function TableView({ table, ctx }: { table: Table; ctx: FieldContext }) {
  const { t } = useBackofficeText();
  const base = table.path.length;
  // Rows by index are numbered ("Level 3", or just 3); rows by key are bonus sources or the key itself.
  const rowTemplate = ctx.labels.rows[table.name] ?? '{{n}}';
  const rowLabel = (key: string | number) => (typeof key === 'number' ? rowTemplate.replace('{{n}}', String(key + 1)) : (ctx.labels.sources[key] ?? key));
  const columnLabel = (column: string) => labelOf(ctx.labels, ctx.name, column, table.rows[0]?.cells.find((c) => c.name === column)?.unit);
  // A message's place below the table: "Level 3 · Reward", or a whole column or row.
  const placeName = (place: string) => {
    const steps = place.split('.').slice(base);
    const row = table.rows.find((r) => steps.includes(String(r.key)));
    const column = table.columns.find((c) => steps.includes(c));
    return [row ? rowLabel(row.key) : null, column ? columnLabel(column) : null].filter(Boolean).join(' · ');
  };
  const titled = table.path.length > 1;
  return (
    <div className="bo-setting__table">
      {titled && <p className="field__label">{labelOf(ctx.labels, ctx.name, table.name)}</p>}
      <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={titled ? labelOf(ctx.labels, ctx.name, table.name) : labelOf(ctx.labels, ctx.name, ctx.name)}>
        <table className={`bo-table bo-setting-table${table.columns.length <= 2 ? ' bo-setting-table--pair' : ''}`}>
          <thead>
            <tr>
              <th scope="col"><span className="sr-only">{t('common.id')}</span></th>
              {table.columns.map((c) => <th scope="col" key={c}>{columnLabel(c)}</th>)}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row.key)}>
                <th scope="row" className={`bo-setting-table__row${typeof row.key === 'string' ? ' is-named' : ''}`}>{rowLabel(row.key)}</th>
                {row.cells.map((cell) => {
                  const key = pathKey(cell.path);
                  return (
                    <td key={key} className={ctx.errors[key]?.length ? 'field--invalid' : undefined}>
                      <FieldInput leaf={cell} ctx={ctx} label={`${rowLabel(row.key)} · ${columnLabel(cell.name)}`} describedBy={`${ctx.id}-${key}-default`} compact />
                      <DefaultNote leaf={cell} ctx={ctx} id={`${ctx.id}-${key}-default`} bare />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PartMessages prefix={pathKey(table.path)} ctx={ctx} nameOf={placeName} />
    </div>
  );
}

/** A part the form cannot lay out (mixed lists, nulls): its JSON. */
function JsonPart({ layout, ctx }: { layout: Extract<Layout, { kind: 'json' }>; ctx: FieldContext }) {
  const { t } = useBackofficeText();
  const key = pathKey(layout.path);
  const invalid = !!ctx.errors[key]?.length;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${ctx.id}-${key}`}>{labelOf(ctx.labels, ctx.name, layout.name)}</label>
      <textarea
        id={`${ctx.id}-${key}`}
        className="input bo-textarea bo-setting__json"
        rows={4}
        spellCheck={false}
        value={ctx.draft[key] ?? ''}
        onChange={(e) => ctx.edit(key, e.target.value)}
        aria-invalid={invalid ? true : undefined}
        data-testid="setting-field"
        data-path={key}
      />
      <span className="field__hint">{t('bonusSettings.defaultValue', { value: inputText(partOf(ctx.fallback, layout.path), 'json', ctx.format.locale) })}</span>
      <FieldError id={`${ctx.id}-${key}-error`} messages={ctx.errors[key]} />
    </div>
  );
}
