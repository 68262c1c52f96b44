import { describe, expect, it } from 'vitest';
import { createBatcher } from '../batcher.ts';

describe('natural batching', () => {
  it('sends at once when idle, and what arrives meanwhile together in the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = createBatcher(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((n) => n * 10);
    }, { maxBatch: 3, maxInFlight: 1 });
    const first = batcher(1);
    await Promise.resolve();
    expect(batches).toEqual([[1]]);
    const rest = [2, 3, 4, 5].map((n) => batcher(n));
    expect(batches).toEqual([[1]]);
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('fails every item of a batch that failed, and goes on with the next', async () => {
    let calls = 0;
    const batcher = createBatcher(async (items: string[]) => {
      calls += 1;
      if (items.includes('bad')) throw new Error('down');
      return items;
    }, { maxBatch: 10, maxInFlight: 1 });
    const failed = batcher('bad');
    await expect(failed).rejects.toThrow('down');
    await expect(batcher('fine')).resolves.toBe('fine');
    expect(calls).toBe(2);
  });
});
