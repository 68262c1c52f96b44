import { describe, expect, it } from 'vitest';
import { auditView, valueKind } from '../audit.ts';
import { pageOf, readId, readOffset, readStatus, readText, statusParam } from '../query.ts';

const params = (q: string) => new URLSearchParams(q);

describe('a page\'s state in its URL', () => {
  it('reads the offset defensively', () => {
    expect(readOffset(params('offset=40'))).toBe(40);
    for (const q of ['', 'offset=-5', 'offset=abc', 'offset=1.5', 'offset=']) expect(readOffset(params(q)), q).toBe(0);
    expect(readOffset(params('offset=99999999999'))).toBe(1_000_000);
  });

  it('reads ids and text filters', () => {
    expect(readId('42')).toBe(42);
    expect(readId(' 7 ')).toBe(7);
    for (const v of [null, undefined, '', '0', '-1', '1e3', 'abc', '12345678901234567']) expect(readId(v), String(v)).toBeUndefined();
    expect(readText(params('q=%20ivan%20'), 'q', 40)).toBe('ivan');
    expect(readText(params('q='), 'q', 40)).toBeUndefined();
    expect(readText(params(`q=${'a'.repeat(50)}`), 'q', 40)).toHaveLength(40);
  });

  it('reads a status filter with its default, and writes it back without the default', () => {
    const statuses = ['moderation', 'queue', 'canceled'] as const;
    expect(readStatus(params(''), statuses, 'moderation')).toBe('moderation');
    expect(readStatus(params('status=queue'), statuses, 'moderation')).toBe('queue');
    expect(readStatus(params('status=all'), statuses, 'moderation')).toBeUndefined();
    expect(readStatus(params('status=bogus'), statuses, 'moderation')).toBe('moderation');
    expect(readStatus(params(''), statuses, undefined)).toBeUndefined();
    expect(statusParam('moderation', 'moderation')).toBeUndefined();
    expect(statusParam(undefined, 'moderation')).toBe('all');
    expect(statusParam('queue', 'moderation')).toBe('queue');
    expect(statusParam(undefined, undefined)).toBeUndefined();
  });

  it('pages: "21–40 of 134" and the neighbours', () => {
    expect(pageOf(20, 20, 134, 20)).toEqual({ from: 21, to: 40, total: 134, prev: 0, next: 40 });
    expect(pageOf(0, 20, 5, 5)).toEqual({ from: 1, to: 5, total: 5, prev: null, next: null });
    expect(pageOf(120, 20, 134, 14)).toEqual({ from: 121, to: 134, total: 134, prev: 100, next: null });
    expect(pageOf(0, 20, 0, 0)).toEqual({ from: 0, to: 0, total: 0, prev: null, next: null });
  });
});

describe('an audit entry\'s details', () => {
  it('lines up before and after field by field', () => {
    const view = auditView({ before: { edgeBp: 100, minBet: 100 }, after: { edgeBp: 150, minBet: 100 } });
    expect(view.changes).toEqual([
      { field: 'edgeBp', before: 100, after: 150, changed: true },
      { field: 'minBet', before: 100, after: 100, changed: false },
    ]);
    expect(view.facts).toEqual([]);
  });

  it('reads from/to as one change and keeps the other facts', () => {
    const view = auditView({ from: ['player'], to: ['player', 'support'], reason: 'new hire' });
    expect(view.changes).toEqual([{ field: null, before: ['player'], after: ['player', 'support'], changed: true }]);
    expect(view.facts).toEqual([['reason', 'new hire']]);
    expect(auditView({ reason: 'x', sessionsEnded: 2 })).toEqual({ changes: [], facts: [['reason', 'x'], ['sessionsEnded', 2]] });
  });

  it('knows which fields are money and which are basis points', () => {
    expect(valueKind('edgeBp')).toBe('bp');
    expect(valueKind('maxWin')).toBe('coins');
    expect(valueKind('amount')).toBe('coins');
    expect(valueKind('mainBalance')).toBe('coins');
    expect(valueKind('balanceAfter')).toBe('coins');
    expect(valueKind('sessionsEnded')).toBe('plain');
    expect(valueKind(null)).toBe('plain');
  });
});
