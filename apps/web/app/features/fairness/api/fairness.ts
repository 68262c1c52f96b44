import type { BetDetail, DiceSide, RotateResponse, SeedPair } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';

export const getSeeds = () => api<SeedPair>('GET', '/api/fairness');

/** Reveals the current server seed and commits a new pair; a client seed, if given, is used for the new pair. */
export const rotateSeeds = (clientSeed?: string) => api<RotateResponse>('POST', '/api/fairness/rotate', { body: clientSeed ? { clientSeed } : {} });

export const getBet = (id: number) => api<BetDetail>('GET', `/api/bets/${id}`);

export type ServerVerify = { number: number; win: boolean; coefficient: number };
/** The public check endpoint (no account needed): cross-checks the browser's computation. */
export const verifyOnServer = (q: { serverSeed: string; clientSeed: string; nonce: number; chance: number; side: DiceSide }) =>
  api<ServerVerify>('GET', '/api/fairness/verify', { query: { game: 'dice', ...q }, auth: false });

/** The public check endpoint for Mines, Bubbles, Hotline and Popit (same parameters as the bet). */
export const verifyGameOnServer = (q: Record<string, string | number>) =>
  api<Record<string, unknown>>('GET', '/api/fairness/verify', { query: q, auth: false });
