import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DEFAULT_WITHDRAWAL_STATUS, load, payments, readOffset, readStatus, WITHDRAWAL_STATUSES, WithdrawalsPage } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'withdrawals');

/** The queue, moderation first unless the URL asks for another status (or `all`). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'withdrawals');
  const params = new URL(request.url).searchParams;
  const status = readStatus(params, WITHDRAWAL_STATUSES, DEFAULT_WITHDRAWAL_STATUS);
  const offset = readOffset(params);
  const list = await load(payments.listWithdrawals({ status, offset }));
  return { status, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Withdrawals() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <WithdrawalsPage {...loaded} />;
}
