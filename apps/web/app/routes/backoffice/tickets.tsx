import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { load, readOffset, readStatus, readText, support, TICKET_ASSIGNEES, TICKET_STATUSES, TicketsPage } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'tickets');

/** Support tickets (issue 14): the queue with its filters in the URL, and the canned replies. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'tickets');
  const params = new URL(request.url).searchParams;
  const status = readStatus(params, TICKET_STATUSES, undefined);
  const assignee = TICKET_ASSIGNEES.find((a) => a === params.get('assignee'));
  const q = readText(params, 'q', 100) ?? '';
  const offset = readOffset(params);
  const [list, canned] = await Promise.all([load(support.listTickets({ status, assignee, q, offset })), load(support.listCanned())]);
  return { status, assignee, q, offset, list, canned: canned.items };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Tickets() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <TicketsPage {...loaded} />;
}
