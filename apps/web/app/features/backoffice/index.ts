/**
 * What the site may use of the back office: light on purpose, because the
 * site's header and pages import it and no player may download the back
 * office. The back office's own routes use ./pages.ts.
 */
export { BackofficeLink } from './components/backoffice-link.tsx';
export { isStaff } from './access.ts';
