import { api } from '~/shared/api/client.ts';

export const getSeeds = () => api.get('/api/fairness');

/** Reveals the current server seed and commits a new pair; a client seed, if given, is used for the new pair. */
export const rotateSeeds = (clientSeed?: string) => api.post('/api/fairness/rotate', { body: clientSeed ? { clientSeed } : {} });

export const getBet = (id: number) => api.get('/api/bets/:id', { params: { id } });
