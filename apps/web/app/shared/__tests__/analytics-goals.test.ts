import { describe, expect, it, vi } from 'vitest';
import { sinkFrom } from '../analytics/goals.ts';

describe('the analytics goal adapter', () => {
  it('sends nowhere by default and for anything it does not know', () => {
    const target = { dataLayer: [] as unknown[], ym: vi.fn<(...args: unknown[]) => void>(), console: { info: vi.fn<(...args: unknown[]) => void>() } };
    for (const setting of [undefined, '', 'none', 'ym:', 'ym:abc', 'gtag']) sinkFrom(setting, () => target)('registration');
    expect(target.dataLayer).toEqual([]);
    expect(target.ym).not.toHaveBeenCalled();
    expect(target.console.info).not.toHaveBeenCalled();
  });

  it('reports a goal by name to the configured sink', () => {
    const target: { dataLayer?: unknown[]; ym: (...args: unknown[]) => void; console: { info: (...args: unknown[]) => void } } = { ym: vi.fn(), console: { info: vi.fn() } };
    sinkFrom('datalayer', () => target)('first_deposit', { method: 'card' });
    expect(target.dataLayer).toEqual([{ event: 'first_deposit', method: 'card' }]);
    sinkFrom('ym:12345', () => target)('registration');
    expect(target.ym).toHaveBeenCalledWith(12345, 'reachGoal', 'registration', undefined);
    sinkFrom('console', () => target)('sign_in');
    expect(target.console.info).toHaveBeenCalledWith('[goal]', 'sign_in', {});
    // No window (the server render): nothing happens.
    expect(() => sinkFrom('datalayer', () => undefined)('sign_in')).not.toThrow();
  });
});
