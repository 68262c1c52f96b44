import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No player downloads the back office: outside its own route modules
 * (routes/backoffice), the app may import only the feature's light public
 * surface (index.ts: the staff link and the scope check), and nothing imports
 * the back office's routes. The build then keeps it in chunks of its own
 * (the e2e spec checks /dice's first load too).
 */
const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** An import as a path under app/. */
function target(from: string, spec: string): string | null {
  if (spec.startsWith('~/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.relative(app, path.resolve(path.dirname(from), spec));
  return null;
}

describe('the back office stays out of the site\'s bundle', () => {
  const all = files(app).map((file) => ({ file: path.relative(app, file), deps: imports(file).map((spec) => target(file, spec)).filter((t): t is string => t !== null) }));
  const outside = all.filter(({ file }) => !file.startsWith('routes/backoffice/') && !file.startsWith('features/backoffice/'));

  it('finds the app\'s files', () => {
    expect(outside.some(({ file }) => file === 'root.tsx')).toBe(true);
    expect(all.some(({ file }) => file === 'routes/backoffice/layout.tsx')).toBe(true);
  });

  it('imports only the feature\'s index.ts from outside the back office', () => {
    for (const { file, deps } of outside) {
      for (const dep of deps) if (dep.startsWith('features/backoffice/')) expect(`${file} → ${dep}`).toBe(`${file} → features/backoffice/index.ts`);
    }
  });

  it('never imports the back office\'s routes from the site', () => {
    for (const { file, deps } of outside) expect(deps.filter((d) => d.startsWith('routes/backoffice')), file).toEqual([]);
  });

  it('keeps index.ts light: the staff link and the scope check only', () => {
    const index = all.find(({ file }) => file === 'features/backoffice/index.ts')!;
    expect(index.deps.sort()).toEqual(['features/backoffice/access.ts', 'features/backoffice/components/backoffice-link.tsx']);
    const link = all.find(({ file }) => file === 'features/backoffice/components/backoffice-link.tsx')!;
    expect(link.deps.filter((d) => d.startsWith('features/backoffice/'))).toEqual(['features/backoffice/access.ts']);
  });
});
