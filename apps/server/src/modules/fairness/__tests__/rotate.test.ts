import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import type { RotateResponse } from '@azart/contracts';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/harness.ts';

/**
 * Issue 9 item 2: parallel seed rotations by one player (on PostgreSQL they
 * queue on the active pair's row lock) all get a clean answer and leave
 * exactly one active pair, each rotation revealing the pair the one before
 * it committed.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('concurrent seed rotation', () => {
  it('ten parallel rotations, five times over: clean answers and a single chain of pairs', async () => {
    const player = await registerPlayer(app);
    const responses = [];
    for (let round = 0; round < 5; round++) {
      responses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => app.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: player.auth, payload: { clientSeed: `r${round}c${i}` } })),
        )),
      );
    }
    for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
    const done = responses.filter((r) => r.statusCode === 200).map((r) => r.json<RotateResponse>());
    expect(done.length).toBeGreaterThanOrEqual(45);

    const pairs = rowsOf<{ active: boolean; server_seed_hash: string }>(await app.ctx.db.execute(sql`SELECT active, server_seed_hash FROM seed_pairs WHERE user_id = ${player.id}`));
    expect(pairs.filter((p) => p.active)).toHaveLength(1);
    // Every revealed seed matches its commitment and was revealed once; each rotation revealed a different pair.
    const revealed = done.map((r) => r.revealed.serverSeedHash);
    expect(new Set(revealed).size).toBe(revealed.length);
    for (const r of done) expect(createHash('sha256').update(r.revealed.serverSeed).digest('hex')).toBe(r.revealed.serverSeedHash);
    // The current pair of each answer is either revealed by a later rotation or is the one still active.
    const active = pairs.find((p) => p.active)!.server_seed_hash;
    for (const r of done) expect(revealed.includes(r.current.serverSeedHash) || r.current.serverSeedHash === active).toBe(true);
  });
});
