/**
 * decodeURIComponent that never throws: text with a broken escape (`%zz`, a
 * lone `%`) comes back as it is. Cookies, hashes and query values come from
 * anyone (spec §5: "a token that cannot be decoded is tolerated").
 */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The value of one cookie in a Cookie header (or document.cookie), decoded when it can be. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeOrKeep(rest.join('='));
  }
  return undefined;
}
