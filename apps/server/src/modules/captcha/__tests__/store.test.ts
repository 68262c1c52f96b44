import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '@azart/db';
import { createTestApp, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { answerCaptcha, captchaLockedUntil, issueCaptcha } from '../index.ts';

/**
 * The captcha's rules (bonuses.md §2): right within ±10° (across 0°), one
 * answer per captcha, two minutes to answer, and five wrong answers in an
 * hour lock the purpose for an hour. Time is passed in, so nothing waits.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SETTINGS = { toleranceDegrees: 10, lifetimeSeconds: 120 };
const MINUTE = 60_000;
const issue = (player: Player, now = new Date()) => issueCaptcha(app.ctx.db, { userId: player.id, purpose: 'free_coins', ...SETTINGS, now });
const answer = (player: Player, id: string, angle: number, now = new Date()) =>
  answerCaptcha(app.ctx.db, { id, userId: player.id, purpose: 'free_coins', angle, toleranceDegrees: SETTINGS.toleranceDegrees, now });
const lockedUntil = (player: Player, now = new Date()) => captchaLockedUntil(app.ctx.db, { userId: player.id, purpose: 'free_coins', wrongPerHour: 5, now });
const secretOf = async (id: string) => Number(rowsOf<{ angle: number }>(await app.ctx.db.execute(sql`SELECT angle FROM captchas WHERE id = ${id}::uuid`))[0]!.angle);
const setSecret = (id: string, angle: number) => app.ctx.db.execute(sql`UPDATE captchas SET angle = ${angle} WHERE id = ${id}::uuid`);
const rowOf = async (id: string) => rowsOf<{ answered_at: Date | null; solved: boolean | null }>(await app.ctx.db.execute(sql`SELECT answered_at, solved FROM captchas WHERE id = ${id}::uuid`))[0]!;

describe('captcha', () => {
  it('issues a PNG turned by a secret angle that is never near upright', async () => {
    const player = await registerPlayer(app);
    const now = new Date();
    const captcha = await issue(player, now);
    expect(captcha.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(captcha.expiresAt.getTime()).toBe(now.getTime() + 120_000);
    for (let i = 0; i < 10; i++) {
      const angle = await secretOf((await issue(player)).id);
      expect(angle).toBeGreaterThanOrEqual(30);
      expect(angle).toBeLessThanOrEqual(330);
    }
  });

  it('accepts the turn that undoes the secret within ±10°, across 0°, and refuses anything further', async () => {
    const player = await registerPlayer(app);
    const cases: [secret: number, answer: number, result: 'solved' | 'wrong'][] = [
      [355, 3, 'solved'], [355, 5, 'solved'], [355, 15, 'solved'], [355, 16, 'wrong'], [355, 354, 'wrong'], [355, 344, 'wrong'],
      [10, 350, 'solved'], [10, 0, 'solved'], [10, 1, 'wrong'], [10, 340, 'solved'], [10, 339, 'wrong'],
      [90, 270, 'solved'], [90, 90, 'wrong'], [200, 160, 'solved'], [200, 170, 'solved'], [200, 171, 'wrong'],
    ];
    for (const [secret, turn, result] of cases) {
      const { id } = await issue(player);
      await setSecret(id, secret);
      expect(await answer(player, id, turn), `secret ${secret}, answer ${turn}`).toBe(result);
      expect((await rowOf(id)).solved).toBe(result === 'solved');
    }
  });

  it('is used up by its first answer, right or wrong', async () => {
    const player = await registerPlayer(app);
    const wrong = await issue(player);
    const right = (360 - (await secretOf(wrong.id))) % 360;
    expect(await answer(player, wrong.id, (right + 180) % 360)).toBe('wrong');
    expect(await answer(player, wrong.id, right)).toBe('used');
    const solved = await issue(player);
    const turn = (360 - (await secretOf(solved.id))) % 360;
    expect(await answer(player, solved.id, turn)).toBe('solved');
    expect(await answer(player, solved.id, turn)).toBe('used');
  });

  it('takes one answer of many sent at once', async () => {
    const player = await registerPlayer(app);
    const { id } = await issue(player);
    const turn = (360 - (await secretOf(id))) % 360;
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer(player, id, turn)));
    expect(answers.filter((a) => a === 'solved')).toHaveLength(1);
    expect(answers.filter((a) => a === 'used')).toHaveLength(9);
  });

  it('expires after its lifetime: the late answer uses it up without counting as wrong', async () => {
    const player = await registerPlayer(app);
    const issuedAt = new Date();
    const { id } = await issue(player, issuedAt);
    const turn = (360 - (await secretOf(id))) % 360;
    expect(await answer(player, id, turn, new Date(issuedAt.getTime() + 120_001))).toBe('expired');
    expect(await answer(player, id, turn, new Date(issuedAt.getTime() + 120_002))).toBe('used');
    expect(await rowOf(id)).toMatchObject({ solved: null });
    expect((await rowOf(id)).answered_at).not.toBeNull();
  });

  it('knows only the player\'s own captchas of the purpose, and takes any id without failing', async () => {
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    const { id } = await issue(player);
    expect(await answer(other, id, 0)).toBe('unknown');
    expect(await answer(player, randomUUID(), 0)).toBe('unknown');
    expect(await answer(player, 'not-a-uuid', 0)).toBe('unknown');
    expect(await answer(player, "'; DROP TABLE captchas; --", 0)).toBe('unknown');
    // The other player's try did not use it up.
    expect(await answer(player, id, (360 - (await secretOf(id))) % 360)).toBe('solved');
  });

  it('locks for an hour after five wrong answers within an hour', async () => {
    const player = await registerPlayer(app);
    const start = Date.now() - 30 * MINUTE;
    const wrongAt = async (minute: number) => {
      const at = new Date(start + minute * MINUTE);
      const { id } = await issue(player, at);
      expect(await answer(player, id, ((360 - (await secretOf(id))) % 360 + 180) % 360, at)).toBe('wrong');
    };
    // Four wrong answers, and an expired one that does not count.
    for (const minute of [0, 5, 10, 15]) await wrongAt(minute);
    const late = await issue(player, new Date(start + 16 * MINUTE));
    expect(await answer(player, late.id, 0, new Date(start + 19 * MINUTE))).toBe('expired');
    expect(await lockedUntil(player, new Date(start + 20 * MINUTE))).toBeNull();
    await wrongAt(20);
    const until = await lockedUntil(player, new Date(start + 21 * MINUTE));
    expect(until?.getTime()).toBe(start + 80 * MINUTE);
    expect((await lockedUntil(player, new Date(start + 79 * MINUTE)))?.getTime()).toBe(start + 80 * MINUTE);
    expect(await lockedUntil(player, new Date(start + 81 * MINUTE))).toBeNull();
    // Another purpose's or player's answers are their own.
    expect(await lockedUntil(await registerPlayer(app), new Date(start + 21 * MINUTE))).toBeNull();
  });

  it('does not lock for five wrong answers spread over more than an hour', async () => {
    const player = await registerPlayer(app);
    const start = Date.now() - 120 * MINUTE;
    for (const minute of [0, 20, 40, 61, 70]) {
      const at = new Date(start + minute * MINUTE);
      const { id } = await issue(player, at);
      expect(await answer(player, id, ((360 - (await secretOf(id))) % 360 + 180) % 360, at)).toBe('wrong');
    }
    expect(await lockedUntil(player, new Date(start + 71 * MINUTE))).toBeNull();
  });
});
