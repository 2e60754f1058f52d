// A fresh data directory starts as a copy of the build's template; an existing one is never touched.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPgliteTemplate } from './pglite-template';

let dir: string;
let template: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kk-template-'));
  template = path.join(dir, 'template');
  mkdirSync(path.join(template, 'base', '1'), { recursive: true });
  writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(template, 'base', '1', '1259'), 'catalog');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('copies the template, with its folders, to a data directory that does not exist yet', () => {
  const pgdata = path.join(dir, 'data', 'pgdata');
  mkdirSync(path.dirname(pgdata));
  expect(copyPgliteTemplate(template, pgdata)).toBe(true);
  expect(readFileSync(path.join(pgdata, 'base', '1', '1259'), 'utf8')).toBe('catalog');
  // Copied beside it and renamed: nothing half-copied is left next to it.
  expect(readdirSync(path.dirname(pgdata))).toEqual(['pgdata']);
});

it('leaves an existing data directory alone, and does nothing without a template', () => {
  const pgdata = path.join(dir, 'pgdata');
  mkdirSync(pgdata);
  writeFileSync(path.join(pgdata, 'PG_VERSION'), '17\n');
  expect(copyPgliteTemplate(template, pgdata)).toBe(false);
  expect(existsSync(path.join(pgdata, 'base'))).toBe(false);

  const fresh = path.join(dir, 'fresh');
  expect(copyPgliteTemplate(undefined, fresh)).toBe(false);
  expect(copyPgliteTemplate(path.join(dir, 'no-template'), fresh)).toBe(false);
  expect(existsSync(fresh)).toBe(false);
});
