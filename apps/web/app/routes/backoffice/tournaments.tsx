import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { load, readOffset, readTournamentKind, readTournamentState, tournaments, TournamentsPage } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'tournaments');

/** Tournaments, newest first, a page at a time, narrowed by the URL's `?state=` and `?kind=`. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'tournaments');
  const params = new URL(request.url).searchParams;
  const state = readTournamentState(params.get('state'));
  const kind = readTournamentKind(params.get('kind'));
  const offset = readOffset(params);
  const list = await load(tournaments.listTournaments({ state, kind, offset }));
  return { state, kind, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Tournaments() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <TournamentsPage {...loaded} />;
}
