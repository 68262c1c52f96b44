import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Game, User } from '@azart/contracts';
import { applyUser, useUser } from '~/features/auth/index.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { refreshMyGameBets } from '../api/my-bets.ts';

type StepRound = { status: string };
type StepReply<R extends StepRound> = { round: R; user: User };

/**
 * A multi-step round (Mines, Hotline): resumes an open round on load and whenever the player (or demo mode) changes,
 * runs one request at a time (start / pick / auto / cash out), applies the returned balance and refreshes the bet list
 * once the round is over. Errors are toasted by the API layer.
 */
export function useStepRound<R extends StepRound, K extends string | number = string>(
  game: Game,
  current: () => Promise<{ round: R | null }>,
  onResume: (round: R) => void,
) {
  const { t: to } = useTranslation('originals');
  const locale = useLocale();
  const user = useUser();
  const [round, setRound] = useState<R | null>(null);
  const [busy, setBusy] = useState<K | null>(null);
  const [resumeChecked, setResumeChecked] = useState(false);
  const userId = user?.id ?? null;
  const demoMode = user?.demo ?? null;
  const lastUser = useRef<string | null>(null);
  const resumed = useEffectEvent((open: R) => {
    setRound(open);
    onResume(open);
    toast.info(to('resumed'));
  });
  const fetchCurrent = useEffectEvent(() => current());

  useEffect(() => {
    const key = userId === null ? null : `${userId}:${String(demoMode)}`;
    if (key === lastUser.current) return;
    lastUser.current = key;
    setRound(null);
    if (userId === null) {
      setResumeChecked(true);
      return;
    }
    let cancelled = false;
    fetchCurrent()
      .then(({ round: open }) => {
        if (cancelled || !open) return;
        resumed(open);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setResumeChecked(true));
    return () => {
      cancelled = true;
    };
  }, [userId, demoMode, locale, to]);

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
