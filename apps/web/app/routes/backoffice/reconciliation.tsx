import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { house, load, ReconciliationPage } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'reconciliation');

/** The reconciliation report, and the house accounts from finance's ledger summary when it answers. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'reconciliation');
  const [report, summary] = await Promise.all([load(house.reconciliation()), house.ledgerSummary().catch(() => null)]);
  return { report, summary };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Reconciliation() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <ReconciliationPage {...loaded} />;
}
