import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/shared/ui/toasts.tsx';
import { pushFeedBet } from '~/features/live-feed/index.ts';
import { noticeRoundWin } from '~/features/win-notices/win-notice.ts';
import { connectRealtime, onPublication, onRealtimeAuthError, onSubscribed } from '~/shared/realtime/socket.ts';
import { applyBalance, endSession, realtimeToken, refresh, restoreSession, resyncUser, useSession } from '~/shared/session/session.ts';

/**
 * Connects the session to the live connection and routes publications
 * (spec §3 "Live message data"): balance → header, bet → live feed, a
 * round won → the win notice (away from its game), notify → toast,
 * logout → end of session, reload / redirect (same-site paths only; the
 * client never evaluates anything it receives). Each time the player's own
 * channel is (re)subscribed, the player is fetched afresh: what was pushed
 * while it was not never comes.
 */
export function LiveWiring() {
  const session = useSession();
  const navigate = useNavigate();
  const token = session.user?.centrifugo_token ?? null;
  const userId = session.user?.id ?? null;

  useEffect(() => onSubscribed('usr#', () => void resyncUser()), []);

  useEffect(() => {
    restoreSession();
    // A refused live token: refresh the session (the socket client spaces these out) and report the token it holds now.
    onRealtimeAuthError(() => refresh().then(() => realtimeToken()));
  }, []);

  useEffect(() => {
    // Wait for local storage and a running refresh, so one page load makes one connection.
    if (!session.restored || session.isRefreshing) return;
    connectRealtime(token && userId !== null ? { token, userId } : null);
  }, [session.restored, session.isRefreshing, token, userId]);

  useEffect(
    () =>
      onPublication(({ channel, data }) => {
        const own = channel.startsWith('usr#');
        if (data.balance && own) applyBalance(data.balance);
        if (data.bet) pushFeedBet(data.bet);
        if (data.roundWin && own) noticeRoundWin(data.roundWin);
        if (data.notify?.content) {
          const show = { success: toast.success, error: toast.error, info: toast.info, warning: toast.warning }[data.notify.type ?? 'success'];
          show(data.notify.content);
        }
        if (data.logout && own) endSession('unauthorized');
        if (data.reload) window.location.reload();
        if (data.redirect && data.redirect.startsWith('/') && !data.redirect.startsWith('//')) navigate(data.redirect);
      }),
    [navigate],
  );

  return null;
}
