import '~/features/bonus/bonus.css';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireUser } from '~/features/auth/index.ts';
import { BonusPage, loadBonusOverview } from '~/features/bonus/index.ts';
import { NewYearGiftCard, RepostCard, SocialAccountsCard, TelegramCard } from '~/features/social/cards.ts';
import { BonusExchangeDialog, WalletTransferDialog } from '~/features/wallet/index.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /bonus (spec §2, issue 13), auth required: the server renders the page's
 * frame and metadata (the session lives in the browser), the browser's
 * loader checks the session (a visitor goes to sign in, the page kept for
 * after) and reads the player's bonuses.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'bonus', { noindex: true });

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
