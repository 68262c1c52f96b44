import type { ScreenshotState } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** Telegram screenshots for admins (issue 13 item 9): the queue, each image, approve or reject. */
export const PAGE_SIZE = 20;

export const listScreenshots = (query: { state?: ScreenshotState; offset: number }) =>
  api.get('/api/admin/telegram-screenshots', { ...loadOptions(), query: { state: query.state, offset: query.offset, limit: PAGE_SIZE } });

export const approveScreenshot = (id: number) => api.post('/api/admin/telegram-screenshots/:id/approve', { silent: true, params: { id } });

export const rejectScreenshot = (id: number, reason: string) => api.post('/api/admin/telegram-screenshots/:id/reject', { silent: true, params: { id }, body: { reason } });

/** The image, fetched with the session's token (a plain link would not carry it). */
export const screenshotImage = (id: number) => api.file('/api/admin/telegram-screenshots/:id/image', { silent: true, params: { id } });

export const countScreenshots = (state: ScreenshotState) => api.get('/api/admin/telegram-screenshots', { ...loadOptions(), query: { state, limit: 1, offset: 0 } }).then((r) => r.total);
