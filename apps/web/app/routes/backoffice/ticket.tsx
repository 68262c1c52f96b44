import './i18n.ts';
import { data, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { load, readId, support, TicketPage } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'ticket');

/** One support ticket for an agent: its chat, answer, status and assignment. */
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  requireSection(request, 'tickets');
  const id = readId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const [view, canned] = await Promise.all([load(support.getTicket(id)), load(support.listCanned())]);
  return { view, canned: canned.items };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Ticket() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <TicketPage {...loaded} />;
}
