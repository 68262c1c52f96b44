import type { bonusSettingsPatchSchema, PromoCreateRequest } from '@azart/contracts';
import type { z } from 'zod';
import { api } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** The bonus economy for admins (issue 13 item 11): settings, a player's grants, promo codes. */

export const bonusSettings = () => api.get('/api/admin/bonus/settings', loadOptions());

/**
 * Replaces whole keys of the settings. The keys are whatever the server
 * sends (the page renders them generically), so the body is built as a
 * plain record; the server's schema is the judge (422 with field paths).
 */
export const saveBonusSetting = (key: string, value: unknown) =>
  api.put('/api/admin/bonus/settings', { silent: true, body: { [key]: value } as z.input<typeof bonusSettingsPatchSchema> });

export const playerGrants = (id: number) => api.get('/api/admin/players/:id/grants', { ...loadOptions(), params: { id } }).then((r) => r.grants);

export const giveGrant = (id: number, body: { amount: number; wagerX100: number; withdrawableBp: number; reason: string }) =>
  api.post('/api/admin/players/:id/grants', { silent: true, params: { id }, body });

/** The rakeback boost (×2 rate) for some hours, with its reason. */
export const boostRakeback = (id: number, hours: number, reason: string) => api.post('/api/admin/players/:id/rakeback-boost', { silent: true, params: { id }, body: { hours, reason } });

export const cancelGrant = (id: number, reason: string) => api.post('/api/admin/grants/:id/cancel', { silent: true, params: { id }, body: { reason } });

export const listPromos = () => api.get('/api/admin/promo', loadOptions()).then((r) => r.items);

export const createPromo = (body: PromoCreateRequest) => api.post('/api/admin/promo', { silent: true, body });

/** A code's activations: called from a dialog, so quiet (the dialog shows its own error). */
export const promoActivations = (id: number) => api.get('/api/admin/promo/:id/activations', { silent: true, params: { id } }).then((r) => r.items);

export const disablePromo = (id: number) => api.post('/api/admin/promo/:id/disable', { silent: true, params: { id } });
