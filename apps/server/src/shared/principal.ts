/** The signed-in player behind a request (the users module loads it; everything else only reads it). */
export type Principal = { id: number; login: string; scope: string[]; demo: boolean; bonusPlay: boolean; createdAt: string; sessionId: string };
