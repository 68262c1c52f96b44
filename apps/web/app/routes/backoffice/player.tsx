import './i18n.ts';
import { data, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { bonus, can, load, PLAYER_TABS, PlayerPage, players, readId, readOffset, type PlayerTab } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'player');

/**
 * A player's profile with the tab shown (bets by default, ledger or audit), its page in the URL;
 * for an admin also their bonuses, which may fail alone (null) without taking the page down.
 */
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const user = requireSection(request, 'players');
  const id = readId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const tab: PlayerTab = (PLAYER_TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as PlayerTab) : 'bets';
  const offset = readOffset(search);
  const [profile, bets, ledger, grants] = await Promise.all([
    load(players.playerProfile(id)),
    tab === 'bets' ? load(players.playerBets(id, offset)) : null,
    tab === 'ledger' ? load(players.playerLedger(id, offset)) : null,
    can(user.scope, 'player.bonus') ? bonus.playerGrants(id).catch(() => null) : undefined,
  ]);
  return { profile, tab, offset, bets, ledger, grants };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Player() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <PlayerPage {...loaded} />;
}
