/**
 * Loading the open round of a multi-step game (Mines, Hotline) for the player in front of the page, kept apart from
 * React so it can be tested without a DOM. `sync` is called from an effect and its result is the effect's cleanup.
 *
 * An effect can be cleaned up and run again for the same player while the request is out (React StrictMode in
 * development, a dependency change): the cleaned-up run ignores the answer, and the new run takes over the request
 * that is still out instead of sending another, so the answer is applied exactly once and always by a live run.
 * Only an applied answer counts as loaded; the next run for the same player then does nothing.
 */
export type PlayerKey = string | null;

export type ResumeHandlers<R> = {
  /** Another player (or mode) than before: forget what was shown for the previous one. */
  reset(key: PlayerKey): void;
  /** The answer for this player: the open round, or null (none, anonymous, or the request failed). Once per player. */
  loaded(round: R | null): void;
};

export type RoundResume<R> = {
  sync(key: PlayerKey, fetchCurrent: () => Promise<{ round: R | null }>, handlers: ResumeHandlers<R>): () => void;
};

const NOTHING = () => undefined;

export function createRoundResume<R>(): RoundResume<R> {
  let seen: PlayerKey | undefined; // undefined: never synced
  let applied: PlayerKey | undefined;
  let pending: { key: string; answer: Promise<R | null> } | null = null;

  return {
    sync(key, fetchCurrent, handlers) {
      if (key !== seen) {
        seen = key;
        applied = undefined;
        handlers.reset(key);
      }
      if (key === applied) return NOTHING;
      if (key === null) {
        pending = null;
        applied = null;
        handlers.loaded(null);
        return NOTHING;
      }
      if (pending?.key !== key) {
        pending = {
          key,
          answer: fetchCurrent().then(
            (reply) => reply.round ?? null,
            () => null, // the API layer reports errors; the page becomes usable anyway
          ),
        };
      }
      const request = pending;
      let live = true;
      void request.answer.then((round) => {
        if (!live || applied === key) return; // cleaned up: a newer run (if any) applies this answer
        if (pending === request) pending = null;
        applied = key;
        handlers.loaded(round);
      });
      return () => {
        live = false;
      };
    },
  };
}
