// Every text exists in both languages: a key in one locale file but not its sibling fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

function localeDirs(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === 'locales') found.push(full);
    else localeDirs(full, found);
  }
  return found;
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const dirs = localeDirs(repo);

describe('locale files', () => {
  it('are found for the shell and every remote', () => {
    const owners = dirs.map((dir) => path.relative(repo, dir).split(path.sep)[0]);
    expect(owners).toEqual(
      expect.arrayContaining(['shell', 'remote-landing', 'remote-chat', 'remote-expert', 'remote-results']),
    );
  });

  it.each(dirs.map((dir) => [path.relative(repo, dir), dir]))('%s has the same keys in de and en', (_, dir) => {
    const read = (lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as unknown;
    const de = keys(read('de')).sort();
    const en = keys(read('en')).sort();
    expect({
      onlyInGerman: de.filter((k) => !en.includes(k)),
      onlyInEnglish: en.filter((k) => !de.includes(k)),
    }).toEqual({ onlyInGerman: [], onlyInEnglish: [] });
  });

  it.each(dirs.map((dir) => [path.relative(repo, dir), dir]))('%s has no empty texts', (_, dir) => {
    for (const lang of ['de', 'en']) {
      const text = readFileSync(path.join(dir, `${lang}.json`), 'utf8');
      expect(text).not.toMatch(/:\s*""/);
    }
  });
});
