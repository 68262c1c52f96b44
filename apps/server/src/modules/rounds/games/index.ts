import type { RoundGameId } from '@azart/fairness';
import { silentAnnouncer, type RoundAnnouncer } from './announcer.ts';
import { crazyTimeAnnouncer } from './crazytime.ts';
import { megaWheelAnnouncer } from './megawheel.ts';

/** Each round game's own behaviour in the engine; x100 has none. */
const ANNOUNCERS: Record<RoundGameId, RoundAnnouncer> = { x100: silentAnnouncer, megawheel: megaWheelAnnouncer, crazytime: crazyTimeAnnouncer };

export const announcerOf = (game: RoundGameId): RoundAnnouncer => ANNOUNCERS[game];
export type { RoundAnnouncer } from './announcer.ts';
