import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DEPOSIT_STATUSES, DepositsPage, load, payments, readId, readOffset, readStatus } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'deposits');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'deposits');
  const params = new URL(request.url).searchParams;
  const status = readStatus(params, DEPOSIT_STATUSES, undefined);
  const playerId = readId(params.get('playerId'));
  const offset = readOffset(params);
  const list = await load(payments.listDeposits({ status, playerId, offset }));
  return { status, playerId, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Deposits() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <DepositsPage {...loaded} />;
}
