import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminScreenshot, SocialState, TelegramScreenshot } from '@azart/contracts';
import { rowsOf, sql } from '@azart/db';
import { moscowDay } from '../../bonus/index.ts';
import { createTestApp, registerPlayer, type Player, type TestApp } from '../../../test/harness.ts';
import { seasonOf } from '../newyear.ts';
import { accountId, bonusOf, call, link, MAIN, makeStaff, PNG, qualifiedPlayer, refused, RESERVE, sandbox, upload } from './social-support.ts';

/**
 * The Telegram block's moderated screenshots and the new-year gift
 * (bonuses.md §7): a screenshot pays 50 coins once when approved, nothing
 * when rejected, and is nobody else's to see or decide; the gift pays once a
 * season, only within its dates and to a subscribed player.
 */
let app: TestApp;
let admin: Player;
beforeAll(async () => {
  app = await createTestApp({ listen: true });
  admin = await makeStaff(app, 'admin');
});
afterAll(async () => {
  await app?.close();
});

const send = (who: Player, file: Parameters<typeof upload>[0]) => {
  const { payload, headers } = upload(file);
  return app.app.inject({ method: 'POST', url: '/api/social/telegram/screenshots', headers: { ...who.auth, ...headers }, payload });
};
const png = { body: PNG, filename: 'shot.png', type: 'image/png' };
async function sent(who: Player): Promise<TelegramScreenshot> {
  const response = await send(who, png);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ screenshot: TelegramScreenshot }>().screenshot;
}
const decide = (who: Player, id: number, decision: 'approve' | 'reject', reason?: string) =>
  call(app, 'POST', `/api/admin/telegram-screenshots/${id}/${decision}`, who, decision === 'reject' ? { reason } : undefined);

describe('Telegram screenshots', () => {
  it('need the Telegram block open: a linked account subscribed to the main and reserve channels', async () => {
    const player = await registerPlayer(app);
    refused(await send(player, png), 'social_tg_link', ['tg_bot']);
    const tg = accountId('tg');
    await sandbox(app).account('tg', tg, { subscribe: [MAIN] });
    await link(app, player, 'tg', tg);
    refused(await send(player, png), 'social_tg_subscribe', [`tgsub:${RESERVE}`]);
    const view = (await call(app, 'GET', '/api/social', player)).json<SocialState>();
    expect(view.telegram).toMatchObject({ unlocked: false, canSubmit: false, reward: 5_000 });
  });

  it('are images of the allowed types and size, one waiting at a time', async () => {
    const { player } = await qualifiedPlayer(app);
    const field = (response: Awaited<ReturnType<typeof send>>, code: string, status = 422) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
    };
    field(await send(player, null), 'screenshot_file_missing');
    field(await send(player, { body: Buffer.from('%PDF-1.4 not an image'), filename: 'shot.png', type: 'image/png' }), 'screenshot_type');
    field(await send(player, { body: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), filename: 'big.png', type: 'image/png' }), 'screenshot_too_large', 413);
    // A PNG that says it is 60 000 × 60 000 (a decompression bomb for the reviewer's browser), issue 20 item 5.
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    field(await send(player, { body: bomb, filename: 'bomb.png', type: 'image/png' }), 'file_image_dimensions');
    const first = await sent(player);
    expect(first).toMatchObject({ state: 'pending', reason: null, reviewedAt: null });
    refused(await send(player, png), 'screenshot_pending');
    const view = (await call(app, 'GET', '/api/social', player)).json<SocialState>();
    expect(view.telegram).toMatchObject({ unlocked: true, canSubmit: false, screenshots: [{ id: first.id, state: 'pending' }] });
    // The player sees their own image, as stored.
    const image = await call(app, 'GET', `/api/social/telegram/screenshots/${first.id}/image`, player);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('approved pays 50 coins once, however often (or at once) it is approved; every decision audited', async () => {
    const { player } = await qualifiedPlayer(app);
    const shot = await sent(player);
    const answers = await Promise.all([decide(admin, shot.id, 'approve'), decide(admin, shot.id, 'approve'), decide(admin, shot.id, 'reject', 'поздно')]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) refused(answer, 'screenshot_handled', [], 409);
    const again = await decide(admin, shot.id, 'approve');
    refused(again, 'screenshot_handled', [], 409);
    const decided = answers.find((a) => a.statusCode === 200)!.json<{ screenshot: AdminScreenshot }>().screenshot;
    expect(decided).toMatchObject({ id: shot.id, player: { id: player.id, login: player.login }, reviewer: { id: admin.id } });
    const paid = decided.state === 'approved' ? 5_000 : 0;
    expect(await bonusOf(app, player)).toBe(paid);
    const audit = rowsOf<{ action: string; actor_id: number }>(await app.ctx.db.execute(sql`SELECT action, actor_id FROM audit_log WHERE target_type = 'telegram_screenshot' AND target_id = ${String(shot.id)}`));
    expect(audit).toEqual([{ action: `telegram_screenshot.${decided.state === 'approved' ? 'approve' : 'reject'}`, actor_id: admin.id }]);

    // And plainly: a new screenshot, approved twice, pays once.
    const second = await sent(player);
    expect((await decide(admin, second.id, 'approve')).statusCode).toBe(200);
    refused(await decide(admin, second.id, 'approve'), 'screenshot_handled', [], 409);
    expect(await bonusOf(app, player)).toBe(paid + 5_000);
    const grants = rowsOf<{ key: string; source: string }>(await app.ctx.db.execute(sql`SELECT key, source FROM bonus_grants WHERE user_id = ${player.id} AND key = ${`telegram:screenshot:${second.id}`}`));
    expect(grants).toEqual([{ key: `telegram:screenshot:${second.id}`, source: 'telegram' }]);
  });

  it('rejected pays nothing and tells the player why', async () => {
    const { player } = await qualifiedPlayer(app);
    const shot = await sent(player);
    const empty = await decide(admin, shot.id, 'reject', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'validation_failed', error: { reason: [expect.any(String)] } });
    const rejected = await decide(admin, shot.id, 'reject', 'Не видно публикации');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await bonusOf(app, player)).toBe(0);
    const view = (await call(app, 'GET', '/api/social', player)).json<SocialState>();
    expect(view.telegram.screenshots[0]).toMatchObject({ id: shot.id, state: 'rejected', reason: 'Не видно публикации' });
    expect(view.telegram.canSubmit).toBe(true);
    const list = await call(app, 'GET', '/api/admin/telegram-screenshots?state=rejected', admin);
    expect(list.json<{ items: AdminScreenshot[] }>().items.some((s) => s.id === shot.id && s.reason === 'Не видно публикации')).toBe(true);
  });

  it('a player cannot see or decide another player\'s screenshot', async () => {
    const { player } = await qualifiedPlayer(app);
    const other = await registerPlayer(app);
    const shot = await sent(player);
    refused(await call(app, 'GET', `/api/social/telegram/screenshots/${shot.id}/image`, other), 'screenshot_not_found', [], 404);
    expect((await call(app, 'GET', '/api/social/telegram/screenshots/abc/image', other)).statusCode).toBe(422);
    expect((await decide(player, shot.id, 'approve')).statusCode).toBe(403);
    expect((await decide(other, shot.id, 'approve')).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/admin/telegram-screenshots', other)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/admin/telegram-screenshots/${shot.id}/image`, other)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/admin/telegram-screenshots/${shot.id}/image`, admin)).statusCode).toBe(200);
    const support = await makeStaff(app, 'support');
    expect((await decide(support, shot.id, 'approve')).statusCode).toBe(403);
    refused(await decide(admin, 999_999_999, 'approve'), 'screenshot_not_found', [], 404);
    expect(await bonusOf(app, player)).toBe(0);
  });
});

/** A season of Moscow days around today (offsets in days). */
function setSeason(fromDays: number, toDays: number, amount = 10_000) {
  const md = (days: number) => moscowDay(new Date(Date.now() + days * 86_400_000)).slice(5);
  const value = JSON.stringify({ startsAt: md(fromDays), endsAt: md(toDays), amount });
  return app.ctx.db.execute(sql`INSERT INTO bonus_settings (key, value) VALUES ('newyear', ${value}::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
}

describe('the new-year gift', () => {
  it('pays once per season, under 20 concurrent claims too', async () => {
    await setSeason(-1, 1);
    const { player } = await qualifiedPlayer(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(app, 'POST', '/api/bonus/newyear', player)));
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json()).toMatchObject({ amount: 10_000, user: { id: player.id, bonusMoney: 10_000 } });
    for (const answer of answers.filter((a) => a.statusCode !== 200)) refused(answer, 'newyear_claimed');
    refused(await call(app, 'POST', '/api/bonus/newyear', player), 'newyear_claimed');
    expect(await bonusOf(app, player)).toBe(10_000);
    const view = (await call(app, 'GET', '/api/social', player)).json<SocialState>();
    expect(view.newyear).toMatchObject({ open: true, amount: 10_000, claimed: true });
  });

  it('needs the Telegram subscription (the socials modal shows Telegram only)', async () => {
    await setSeason(-1, 1);
    const player = await registerPlayer(app);
    refused(await call(app, 'POST', '/api/bonus/newyear', player), 'social_tg_link', ['tg_bot']);
    const tg = accountId('tg');
    await sandbox(app).account('tg', tg, { subscribe: [RESERVE] });
    await link(app, player, 'tg', tg);
    refused(await call(app, 'POST', '/api/bonus/newyear', player), 'social_tg_subscribe', [`tgsub:${MAIN}`]);
    await sandbox(app).account('tg', tg, { subscribe: [MAIN] });
    expect((await call(app, 'POST', '/api/bonus/newyear', player)).statusCode).toBe(200);
  });

  it('is refused outside its dates', async () => {
    const { player } = await qualifiedPlayer(app);
    await setSeason(2, 3);
    const closed = refused(await call(app, 'POST', '/api/bonus/newyear', player), 'newyear_closed');
    expect(closed.error).toMatch(/^Новогодний подарок можно получить с \d\d\.\d\d по \d\d\.\d\d$/);
    await setSeason(-3, -2);
    refused(await call(app, 'POST', '/api/bonus/newyear', player), 'newyear_closed');
    await setSeason(-1, 1, 0);
    refused(await call(app, 'POST', '/api/bonus/newyear', player), 'newyear_closed');
    expect(await bonusOf(app, player)).toBe(0);
    const view = (await call(app, 'GET', '/api/social', player)).json<SocialState>();
    expect(view.newyear).toMatchObject({ open: false, claimed: false });
  });

  it('seasons: within a year, across the new year, and the year that keys the gift', () => {
    const at = (iso: string) => new Date(iso);
    const winter = { startsAt: '12-25', endsAt: '01-08', amount: 1 };
    expect(seasonOf(at('2026-12-24T20:59:59Z'), winter)).toMatchObject({ open: false, year: 2027 });
    expect(seasonOf(at('2026-12-24T21:00:00Z'), winter)).toMatchObject({ open: true, year: 2027, startsAt: at('2026-12-24T21:00:00Z'), endsAt: at('2027-01-08T20:59:59.999Z') });
    expect(seasonOf(at('2027-01-08T20:59:59Z'), winter)).toMatchObject({ open: true, year: 2027 });
    expect(seasonOf(at('2027-01-08T21:00:00Z'), winter)).toMatchObject({ open: false, year: 2028, startsAt: at('2027-12-24T21:00:00Z') });
    const december = { startsAt: '12-01', endsAt: '12-31', amount: 1 };
    expect(seasonOf(at('2026-12-15T12:00:00Z'), december)).toMatchObject({ open: true, year: 2027 });
    const january = { startsAt: '01-01', endsAt: '01-10', amount: 1 };
    expect(seasonOf(at('2027-01-05T12:00:00Z'), january)).toMatchObject({ open: true, year: 2027 });
    expect(seasonOf(at('2027-03-05T12:00:00Z'), january)).toMatchObject({ open: false, year: 2028 });
    expect(seasonOf(at('2027-01-05T12:00:00Z'), { startsAt: '13-01', endsAt: '01-10', amount: 1 }).open).toBe(false);
    expect(seasonOf(at('2027-01-05T12:00:00Z'), { startsAt: '02-31', endsAt: '03-10', amount: 1 }).open).toBe(false);
  });
});
