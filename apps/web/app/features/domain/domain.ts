/**
 * The site's official address and when to say it has moved (spec §2 "domain
 * move notice" and "domain" modals, §3 "Settings response … with a DOMAIN
 * field", storage key `undomain`). Pure, so the rules are tested apart from
 * the page.
 */

/** A host this machine answers on: a development or test server, never an address to send a player to. */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1' || name === '0.0.0.0';
}

/** The host part of DOMAIN as configuration may write it ("azart.example", "https://azart.example/", "Azart.Example:443"). */
export function domainHost(domain: string): string | null {
  const raw = domain.trim();
  if (raw === '') return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`).hostname.toLowerCase();
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * The address to tell the player about: the configured DOMAIN when it names a
 * real host. An unset or loopback DOMAIN (a development or test server's
 * default) names none: there is nothing to move to.
 */
export function officialHost(domain: string | null | undefined): string | null {
  const host = domain ? domainHost(domain) : null;
  return host && !isLoopback(host) ? host : null;
}

/**
 * Whether the page is on another address than the official one, so the move
 * notice is due: the official host is known, differs from this page's (a
 * leading "www." aside), and the player has not dismissed the notice.
 */
export function moveNoticeDue(input: { domain: string | null | undefined; host: string; dismissed: boolean }): boolean {
  const official = officialHost(input.domain);
  if (!official || input.dismissed) return false;
  return bare(official) !== bare(input.host.replace(/:\d+$/, ''));
}

/** The same page on the official address (https; the path, query and hash kept), or null when there is none. */
export function samePageAt(domain: string | null | undefined, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const official = officialHost(domain);
  return official ? `https://${official}${location.pathname}${location.search}${location.hash}` : null;
}
