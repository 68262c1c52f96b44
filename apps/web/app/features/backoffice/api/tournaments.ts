import type { AdminTournamentCreate, TournamentKind, TournamentState, TournamentTerms } from '@azart/contracts';
import { api } from '~/shared/api/client.ts';
import { loadOptions } from './load.ts';

/** Tournaments for admins (issue 14): the list by state and kind, a new one, a running one's bank and prizes. */

export const TOURNAMENTS_PAGE_SIZE = 20;

export const listTournaments = (query: { state?: TournamentState; kind?: TournamentKind; offset: number }) =>
  api.get('/api/admin/tournaments', { ...loadOptions(), query: { state: query.state, kind: query.kind, offset: query.offset, limit: TOURNAMENTS_PAGE_SIZE } });

/** Quiet: the form shows the server's refusals on its fields. */
export const createTournament = (body: AdminTournamentCreate) => api.post('/api/admin/tournaments', { silent: true, body });

export const updateTournament = (id: number, body: TournamentTerms) => api.put('/api/admin/tournaments/:id', { silent: true, params: { id }, body });
