/**
 * Spec §8: "Script or chunk load failures (dynamic import, module script, CSS
 * preload, invalid token, wrong MIME type) unregister all service workers".
 * This tells such a failure from any other error. Browsers word them
 * differently, so each is matched by the messages Chromium, Firefox and
 * Safari give, and by Vite's own (a CSS preload of a lazy chunk).
 */
const LOAD_FAILURE = new RegExp(
  [
    'failed to fetch dynamically imported module', // Chromium: a dynamic import that failed (network, 404, MIME)
    'error loading dynamically imported module', // Firefox
    'importing a module script failed', // Safari
    'unable to preload css', // Vite: a lazy chunk's stylesheet
    'failed to load module script', // Chromium: a module script answered with the wrong MIME type
    'disallowed mime ?type', // Firefox: the same
    "unexpected token '?<", // an HTML page (a proxy's error, a 404 page) run as a script: "invalid token"
    'invalid or unexpected token',
    'error loading route module', // React Router, just before it reloads the page
  ].join('|'),
  'i',
);

/** The message of whatever was thrown or rejected (an Error, a string, Vite's event payload). */
function messageOf(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object') {
    const message = (reason as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    const payload = (reason as { payload?: unknown }).payload;
    if (payload !== undefined && payload !== reason) return messageOf(payload);
  }
  return '';
}

export function isLoadFailure(reason: unknown): boolean {
  const message = messageOf(reason);
  return message !== '' && LOAD_FAILURE.test(message);
}

type ElementLike = { tagName?: unknown; rel?: unknown; as?: unknown };

/**
 * The target of an `error` event that is one of the page's own code or style
 * files failing to load: a script, or a stylesheet / modulepreload / preload
 * of a script or style. Images and media failing are not about the code.
 */
export function isFailedCodeElement(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const { tagName, rel, as } = target as ElementLike;
  if (tagName === 'SCRIPT') return true;
  if (tagName !== 'LINK' || typeof rel !== 'string') return false;
  const rels = rel.toLowerCase().split(/\s+/);
  if (rels.includes('stylesheet') || rels.includes('modulepreload')) return true;
  return rels.includes('preload') && (as === 'script' || as === 'style');
}
