import type { ClientLoaderFunctionArgs } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { SupportEmpty } from '~/features/support/index.ts';

/** /support: the list on the left (the layout's) and the empty-state text of spec §2. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  return null;
}

export default function SupportListRoute() {
  return <SupportEmpty />;
}
