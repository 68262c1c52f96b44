import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { GamesPage, house, load } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'games');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'games');
  return load(house.adminGames());
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Games() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <GamesPage {...loaded} />;
}
