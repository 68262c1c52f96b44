import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CLAIM_STATUSES, ClaimsPage, DEFAULT_CLAIM_STATUS, load, payments, readOffset, readStatus } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'claims');

/** Deposit-not-received requests, the ones waiting (pending) first unless the URL asks otherwise. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'claims');
  const params = new URL(request.url).searchParams;
  const status = readStatus(params, CLAIM_STATUSES, DEFAULT_CLAIM_STATUS);
  const offset = readOffset(params);
  const list = await load(payments.listClaims({ status, offset }));
  return { status, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Claims() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <ClaimsPage {...loaded} />;
}
