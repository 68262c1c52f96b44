import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { toast } from '~/shared/ui/toasts.tsx';
import type { Game, User } from '@azart/contracts';
import { applyUser, sessionStore, useUser } from '../session/session.ts';
import { useStore } from '../store.ts';
import { refreshMyGameBets } from './my-bets-store.ts';
import { createRoundResume } from './round-resume.ts';

type StepRound = { status: string };
type StepReply<R extends StepRound> = { round: R; user: User };

/**
 * A multi-step round (Mines, Hotline): resumes an open round on load and whenever the player (or demo mode) changes,
 * runs one request at a time (start / pick / auto / cash out), applies the returned balance and refreshes the bet list
 * once the round is over. Errors are toasted by the API layer. `resumeChecked` turns true once the open round (if any)
 * of the current player is known; a re-run of the effect (StrictMode, re-mount) never leaves it false.
 */
export function useStepRound<R extends StepRound, K extends string | number = string>(
  game: Game,
  current: () => Promise<{ round: R | null }>,
  onResume: (round: R) => void,
) {
  const { t: to } = useTranslation('game');
  const user = useUser();
  const restored = useStore(sessionStore, (s) => s.restored);
  const [round, setRound] = useState<R | null>(null);
  const [busy, setBusy] = useState<K | null>(null);
  const [resumeChecked, setResumeChecked] = useState(false);
  const [resume] = useState(() => createRoundResume<R>());
  const userId = user?.id ?? null;
  const demoMode = user?.demo ?? null;
  const reset = useEffectEvent(() => {
    setRound(null);
    setResumeChecked(false);
  });
  const loaded = useEffectEvent((open: R | null) => {
    setResumeChecked(true);
    if (!open) return;
    setRound(open);
    onResume(open);
    toast.info(to('resumed'));
  });
  const fetchCurrent = useEffectEvent(() => current());

  useEffect(() => {
    // Until local storage is read the page does not know the player yet (server render, hydration).
    if (!restored) return;
    const key = userId === null ? null : `${userId}:${String(demoMode)}`;
    return resume.sync(key, fetchCurrent, { reset, loaded });
  }, [resume, restored, userId, demoMode]);

  function settle(reply: StepReply<R>) {
    setRound(reply.round);
    applyUser(reply.user);
    if (reply.round.status !== 'open') refreshMyGameBets(game);
  }

  async function run(kind: K, call: () => Promise<StepReply<R>>) {
    if (busy !== null) return;
    setBusy(kind);
    try {
      settle(await call());
    } catch {
      // the API layer shows the error toast
    } finally {
      setBusy(null);
    }
  }

  return { user, round, setRound, busy, resumeChecked, run };
}
