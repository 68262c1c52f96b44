import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { load, players, PlayersPage, readOffset, readText } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'players');

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'players');
  const params = new URL(request.url).searchParams;
  const q = readText(params, 'q', 40) ?? '';
  const offset = readOffset(params);
  const list = await load(players.searchPlayers({ q, offset }));
  return { q, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Players() {
  const data = useLoaderData<typeof clientLoader>();
  return <PlayersPage {...data} />;
}
