import type { ClientLoaderFunctionArgs } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { CreateTicketForm } from '~/features/support/index.ts';

/** /support/create: a new ticket (subject, message, up to 3 images or PDFs). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  return null;
}

export default function SupportCreateRoute() {
  return <CreateTicketForm />;
}
