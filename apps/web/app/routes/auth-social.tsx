import type { MetaFunction } from 'react-router';
import { SocialLanding } from '~/features/auth/social.ts';
import { pageMeta } from '~/seo/meta.ts';

/**
 * /auth/social (spec §2, issue 23 item 2), both languages: where VK's and
 * Telegram's sign-in send the player back. Everything happens in the browser
 * (the answer is for this browser's flow, kept in its cookie): the server
 * renders the frame and the metadata; nothing here is worth indexing.
 */
export const meta: MetaFunction = (args) => pageMeta(args, 'authSocial', { noindex: true, nofollow: true });

export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="page-loading" aria-busy="true" />;
}

export default function AuthSocialRoute() {
  return (
    <div className="page">
      <SocialLanding />
    </div>
  );
}
