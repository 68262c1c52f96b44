import type { FastifyInstance } from 'fastify';
import type { RoundGameId } from '@azart/fairness';
import type { AppContext } from '../../../shared/context.ts';
import { silentAnnouncer, type RoundAnnouncer } from './announcer.ts';
import { crazyTimeAnnouncer, crazyTimeRoutes } from './crazytime.ts';
import { megaWheelAnnouncer } from './megawheel.ts';

/** Each round game's own behaviour in the engine; x100 has none. */
const ANNOUNCERS: Record<RoundGameId, RoundAnnouncer> = { x100: silentAnnouncer, megawheel: megaWheelAnnouncer, crazytime: crazyTimeAnnouncer };

/** Routes a round game adds to the shared ones (/api/rounds/:game/…), registered with them. */
export const ROUND_GAME_ROUTES: readonly ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [crazyTimeRoutes];

export const announcerOf = (game: RoundGameId): RoundAnnouncer => ANNOUNCERS[game];
export type { RoundAnnouncer } from './announcer.ts';
