/**
 * Social sign-in on the web (issue 23 item 2): the /auth/social landing page
 * (for its route) and the modal's network buttons. Both load with their own
 * chunks, never with a page's first load.
 */
export { SocialLanding } from './social/landing.tsx';
export { SocialSignInButtons } from './social/social-buttons.tsx';
