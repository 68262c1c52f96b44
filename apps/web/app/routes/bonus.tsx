import '~/features/bonus/bonus.css';
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireSessionOnServer, requireUser } from '~/features/auth/index.ts';
import { BonusPage, loadBonusOverview } from '~/features/bonus/index.ts';
import { NewYearGiftCard, RepostCard, SocialAccountsCard, TelegramCard } from '~/features/social/cards.ts';
import { BonusExchangeDialog, WalletTransferDialog } from '~/features/wallet/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /bonus (spec §2, issue 13), auth required: the server turns a visitor
 * without a session away (a visitor goes to sign in, the page kept for after)
 * and renders the page's frame and metadata; the browser's loader checks the
 * session again on each navigation and reads the player's bonuses.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'bonus', { noindex: true });

/** A visitor without a session is turned away before the page renders (spec §2). */
export function loader({ request }: LoaderFunctionArgs) {
  requireSessionOnServer(request);
  return null;
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  const overview = await loadBonusOverview().catch(() => null);
  return { overview };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function BonusRoute() {
  const { overview } = useLoaderData<typeof clientLoader>();
  return (
    <BonusPage
      initial={overview}
      TransferDialog={WalletTransferDialog}
      ExchangeDialog={BonusExchangeDialog}
      social={<><NewYearGiftCard /><RepostCard /><TelegramCard /><SocialAccountsCard /></>}
    />
  );
}
