import { data, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { loadTicket, TicketChat } from '~/features/support/index.ts';
import { ApiError } from '~/shared/api/client.ts';

/**
 * /support/:id: one ticket's chat. A ticket that does not exist, is someone
 * else's (the API answers 404 for both) or an id that is not one is the 404 page.
 */
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  requireUser(request);
  const id = Number(params.id);
  if (!/^\d{1,15}$/.test(params.id ?? '') || id <= 0) throw data(null, { status: 404 });
  try {
    return { ticket: await loadTicket(id) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function SupportTicketRoute() {
  const { ticket } = useLoaderData<typeof clientLoader>();
  return <TicketChat initial={ticket} />;
}
