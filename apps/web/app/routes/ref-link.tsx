import { redirect, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { activateRef, reportRefHit } from '~/features/referrals/index.ts';
import { localeFromPath } from '~/shared/locale.ts';
import { pathTo } from '~/shared/paths.ts';
import { restoreSession, sessionStore } from '~/shared/session/session.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /refs/:id, the global guard of a referral link (spec §2, bonuses.md §9):
 * in the browser, where the session and the visit's referrer are, it reports
 * the hit (referer = `utm_source`, or document.referrer) — the answer sets the
 * 300-second referral cookie that a registration reads —, activates the code
 * for a signed-in player, and goes on to the root. Failures are ignored
 * (spec §8): the visitor lands on the root either way. The server only
 * renders the frame; nothing here is worth indexing.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'refs', { noindex: true, nofollow: true });

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = params.id ?? '';
  const referer = url.searchParams.get('utm_source') || document.referrer || '';
  await reportRefHit(code, referer);
  restoreSession();
  if (sessionStore.get().user) await activateRef(code);
  throw redirect(pathTo(localeFromPath(url.pathname)).home());
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function RefLinkRoute() {
  return <div className="page-loading" aria-busy="true" />;
}
