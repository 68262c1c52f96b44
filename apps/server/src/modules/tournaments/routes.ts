import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminTournamentCreateSchema, adminTournamentListSchema, adminTournamentResponseSchema, adminTournamentsQuerySchema, errorResponseSchema, myTournamentsSchema, tournamentIdParamsSchema, tournamentsInitSchema, tournamentTermsSchema } from '@azart/contracts';
import type { AppContext } from '../../shared/context.ts';
import { principalOf } from '../../shared/request-auth.ts';
import { createTournament, listTournaments, updateTournament } from './admin.ts';
import { myTournaments, tournamentsInit } from './service.ts';
import type { ReferralRanking } from './standings.ts';

/** Tournaments (issue 14 item 1, spec §7): the public standings and history, and the player's own standing. */
export async function tournamentsRoutes(app: FastifyInstance, ctx: AppContext, referral: ReferralRanking): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Public, like the history of results (bonuses.md §8: nicknames only).
  r.get('/api/bonus/tournaments/init', { schema: { tags: ['bonus'], response: { 200: tournamentsInitSchema } } }, async () => tournamentsInit(ctx.db, referral));
  r.get(
    '/api/bonus/tournaments/my',
    { preValidation: app.authenticate, schema: { tags: ['bonus'], security: [{ bearer: [] }], response: { 200: myTournamentsSchema, 401: errorResponseSchema, 403: errorResponseSchema } } },
    async (request) => myTournaments(ctx.db, principalOf(request).id, referral),
  );

  // The back office (admin scope by the /api/admin/ prefix): every tournament, another one, or a running one's bank and prizes set by hand; changes audited.
  const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
  r.get('/api/admin/tournaments', { schema: { tags: ['admin'], querystring: adminTournamentsQuerySchema, response: { 200: adminTournamentListSchema, ...errors } } }, async (request) =>
    listTournaments(ctx.db, request.query, referral),
  );
  r.post('/api/admin/tournaments', { schema: { tags: ['admin'], body: adminTournamentCreateSchema, response: { 200: adminTournamentResponseSchema, ...errors } } }, async (request) => ({
    tournament: await createTournament(ctx.db, { id: principalOf(request).id, ip: request.ip }, request.body, referral),
  }));
  r.put('/api/admin/tournaments/:id', { schema: { tags: ['admin'], params: tournamentIdParamsSchema, body: tournamentTermsSchema, response: { 200: adminTournamentResponseSchema, ...errors } } }, async (request) => ({
    tournament: await updateTournament(ctx.db, { id: principalOf(request).id, ip: request.ip }, request.params.id, request.body, referral),
  }));
}
