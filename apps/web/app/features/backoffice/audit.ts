/**
 * An audit entry's details as a reader wants them: what changed (before →
 * after) and the rest (reason, counts). Actions record either
 * `{before: {...}, after: {...}}` (game settings), `{from, to}` (roles) or
 * plain facts (`{reason, sessionsEnded}`); anything else is shown as is.
 */
export type DiffRow = { field: string | null; before: unknown; after: unknown; changed: boolean };
export type AuditView = { changes: DiffRow[]; facts: [string, unknown][] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as data (arrays and objects by content). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function auditView(details: Record<string, unknown>): AuditView {
  const { before, after, from, to, ...rest } = details;
  const changes: DiffRow[] = [];
  const facts: [string, unknown][] = [];
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])]) changes.push({ field, before: b[field], after: a[field], changed: !sameValue(b[field], a[field]) });
  } else {
    if (before !== undefined || after !== undefined) changes.push({ field: null, before, after, changed: !sameValue(before, after) });
  }
  if (from !== undefined || to !== undefined) changes.push({ field: null, before: from, after: to, changed: !sameValue(from, to) });
  for (const [key, value] of Object.entries(rest)) facts.push([key, value]);
  return { changes, facts };
}

/** Fields that hold kopecks (shown as coins) and basis points (shown as a percent). */
export function valueKind(field: string | null): 'coins' | 'bp' | 'plain' {
  if (!field) return 'plain';
  if (/bp$/i.test(field)) return 'bp';
  if (/^(amount|minBet|maxBet|maxWin|debit|fee|money|bonusMoney|credited|takenBack|cap|paid|bank|prize1|prize2)$/.test(field) || /^balance/.test(field) || /(Amount|Balance)$/.test(field)) return 'coins';
  return 'plain';
}
