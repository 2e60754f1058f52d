// The apps share react-router, framer-motion and react-i18next through slim entries
// (shared-build/shared/*.mjs). A name an app imports but the entry does not export would be
// undefined at runtime in the browser, so every import in the repo is checked here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const entries = {
  'react-router': 'react-router.mjs',
  'framer-motion': 'framer-motion.mjs',
  'react-i18next': 'react-i18next.mjs',
} as const;

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'e2e', 'test-results'].includes(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    // Test code (the tests and their render helper) runs in Jest on the real package, never in a browser.
    else if (
      /\.tsx?$/.test(name) &&
      !/(\.test|^test-utils)\.tsx?$/.test(name) &&
      full.includes(`${path.sep}src${path.sep}`)
    )
      found.push(full);
  }
  return found;
}

function exportedNames(file: string): Set<string> {
  const text = readFileSync(path.join(repo, 'shared-build/shared', file), 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

function importedNames(pkg: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of sourceFiles(repo)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue; // type-only imports vanish at build time
      for (const raw of match[2]!.split(',')) {
        const name = raw.trim();
        if (!name || name.startsWith('type ')) continue;
        const local = name.split(/\s+as\s+/)[0]!;
        used.set(local, [...(used.get(local) ?? []), path.relative(repo, file)]);
      }
    }
  }
  return used;
}

describe.each(Object.entries(entries))('slim shared entry for %s', (pkg, file) => {
  it('exports every name the apps import', () => {
    const exported = exportedNames(file);
    const missing = [...importedNames(pkg)].filter(([name]) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('is found in the apps (the check is not vacuous)', () => {
    expect(importedNames(pkg).size).toBeGreaterThan(0);
  });
});
