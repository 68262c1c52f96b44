import { type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { requireSessionOnServer, requireUser } from '~/features/auth/index.ts';
import { ProfilePanel, useProfileT } from '~/features/profile/panel.ts';
import { SocialAccountsCard } from '~/features/social/cards.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /profile (issue 23 item 1), auth required: the page for deep links to
 * what the header's menu opens as a modal. The server turns a visitor
 * without a session away and renders the frame and metadata; the browser
 * loads the account's data.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'profile', { noindex: true });

export function loader({ request }: LoaderFunctionArgs) {
  requireSessionOnServer(request);
  return null;
}

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireUser(request);
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function ProfileRoute() {
  const { t } = useProfileT();
  return (
    <div className="page profile-page" data-testid="profile-page">
      <h1>{t('title')}</h1>
      <ProfilePanel social={<SocialAccountsCard />} />
    </div>
  );
}
