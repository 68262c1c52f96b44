import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { canOpen, OverviewPage, payments, type OverviewCounts } from '~/features/backoffice/pages.ts';
import { requireStaff } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'overview');

/** The sections the user may open, with how many requests wait in the queues they work on. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const user = requireStaff(request);
  const counts: OverviewCounts = {};
  const [withdrawals, claims] = await Promise.allSettled([
    canOpen(user.scope, 'withdrawals') ? payments.countWithdrawals('moderation') : Promise.resolve(null),
    canOpen(user.scope, 'claims') ? payments.countClaims('pending') : Promise.resolve(null),
  ]);
  if (withdrawals.status === 'fulfilled') counts.withdrawals = withdrawals.value;
  if (claims.status === 'fulfilled') counts.claims = claims.value;
  return { counts };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Overview() {
  const { counts } = useLoaderData<typeof clientLoader>();
  return <OverviewPage counts={counts} />;
}
