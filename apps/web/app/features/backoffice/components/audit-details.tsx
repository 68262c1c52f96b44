import { useFormat, type Format } from '../format.ts';
import { auditView, valueKind } from '../audit.ts';
import { useBackofficeText } from '../hooks.ts';

type Words = { none: string; accounts: Record<string, string>; scopes: Record<string, string> };

function show(value: unknown, field: string | null, format: Format, words: Words): string {
  const { none } = words;
  if (value === undefined || value === null || value === '') return none;
  if (field === 'account' && typeof value === 'string') return words.accounts[value] ?? value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' && v in words.scopes)) return value.map((v) => words.scopes[v as string]).join(', ');
  if (typeof value === 'number') {
    const kind = valueKind(field);
    if (kind === 'coins') return format.coins(value);
    if (kind === 'bp') return format.percentBp(value);
    return String(value);
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') || none;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An audit entry's details: a before/after table of what changed, then the
 * other facts (reason, counts). `compact` puts everything on a few lines (the
 * player's trail); otherwise a table (the audit log's expanded row).
 */
export function AuditDetails({ details, compact = false }: { details: Record<string, unknown>; compact?: boolean }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const words: Words = {
    none: t('common.noValue'),
    accounts: t('player.accounts', { returnObjects: true }) as Record<string, string>,
    scopes: t('scopes', { returnObjects: true }) as Record<string, string>,
  };
  const fields = t('audit.fields', { returnObjects: true }) as Record<string, string>;
  const name = (field: string) => fields[field] ?? field;
  const { changes, facts } = auditView(details);
  if (!changes.length && !facts.length) return <span className="muted">{t('audit.noDetails')}</span>;

  if (compact) {
    return (
      <span className="bo-entries">
        {changes.filter((c) => c.changed).map((c, i) => (
          <span key={`c${i}`}>
            {c.field && <span className="muted">{name(c.field)}: </span>}
            {show(c.before, c.field, format, words)} → <strong>{show(c.after, c.field, format, words)}</strong>
          </span>
        ))}
        {facts.map(([key, value]) => (
          <span key={key}><span className="muted">{name(key)}: </span>{show(value, key, format, words)}</span>
        ))}
      </span>
    );
  }

  return (
    <div data-testid="audit-details">
      {changes.length > 0 && (
        <table className="bo-diff">
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c, i) => (
              <tr key={i} className={c.changed ? 'is-changed' : undefined}>
                <td>{c.field ? name(c.field) : t('audit.value')}</td>
                <td>{show(c.before, c.field, format, words)}</td>
                <td>{show(c.after, c.field, format, words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {facts.length > 0 && (
        <table className="bo-diff">
          <tbody>
            {facts.map(([key, value]) => (
              <tr key={key}>
                <td>{name(key)}</td>
                <td>{show(value, key, format, words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
