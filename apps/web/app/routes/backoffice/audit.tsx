import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AuditPage, house, load, readOffset, readText } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'audit');

/** The audit log with the filters of the URL (action, target type and id) and its page. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'audit');
  const params = new URL(request.url).searchParams;
  const filters = { action: readText(params, 'action', 64), targetType: readText(params, 'targetType', 32), targetId: readText(params, 'targetId', 64) };
  const offset = readOffset(params);
  const list = await load(house.auditLog(filters, offset));
  return { filters, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Audit() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <AuditPage {...loaded} />;
}
