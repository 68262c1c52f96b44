/**
 * The update flow's version check (spec §4): every 60 s (not in development)
 * the page reads /version.json; when its `buildAt` is newer than the build
 * the page was loaded from, the update modal opens. The first answer is the
 * page's own build (the poll runs right after load); it is also stored under
 * the `buildAt` key (spec §3). A build the player already put off (closed the
 * modal) does not ask again; a newer one does.
 */
export const VERSION_POLL_MS = 60_000;

export type VersionState = {
  /** The build this page runs (null until the first answer). */
  known: number | null;
  /** The newest build the player was already asked about. */
  asked: number | null;
};

export const initialVersionState: VersionState = { known: null, asked: null };

/** `buildAt` of a /version.json answer, or null for anything that is not a positive whole timestamp. */
export function buildAtOf(body: unknown): number | null {
  const value = (body as { buildAt?: unknown } | null)?.buildAt;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** What one answer changes: the next state, and whether to open the update modal for `serverBuildAt`. */
export function afterVersionPoll(state: VersionState, serverBuildAt: number | null): { state: VersionState; prompt: boolean } {
  if (serverBuildAt === null) return { state, prompt: false };
  if (state.known === null) return { state: { ...state, known: serverBuildAt }, prompt: false };
  const newer = serverBuildAt > state.known && (state.asked === null || serverBuildAt > state.asked);
  return newer ? { state: { ...state, asked: serverBuildAt }, prompt: true } : { state, prompt: false };
}
