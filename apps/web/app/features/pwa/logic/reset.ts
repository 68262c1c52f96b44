/**
 * The update flow's reset, with the browser's object passed in (tests hand
 * in a fake). Best effort: a browser without caches (or one that refuses)
 * has nothing to clear.
 */
type Caches = { keys(): Promise<string[]>; delete(name: string): Promise<boolean> };

/** Deletes every cache of this origin (caches.keys → delete); resolves with how many went. */
export async function clearAllCaches(storage: Caches | undefined): Promise<number> {
  if (!storage) return 0;
  try {
    const names = await storage.keys();
    const done = await Promise.all(names.map((name) => storage.delete(name).catch(() => false)));
    return done.filter(Boolean).length;
  } catch {
    return 0;
  }
}
