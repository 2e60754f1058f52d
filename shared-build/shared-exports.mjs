// The names each shared module exports at runtime, and the version that promises them. A remote
// built against a newer list than the shell's must be refused, so a change to a list needs a new
// version: shared-build/src/shared-exports.test.ts compares every list with shared-exports.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { slimEntries, slimEntryRevisions } from './federation.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageVersion = (dir) => JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8')).version;

/** Share key → the file that defines its exports and the version that stands for the list. */
export function sharedExportSources() {
  const sources = {
    '@cc/shared-ui': { file: 'shared-ui/src/index.ts', version: packageVersion('shared-ui') },
    '@cc/shared-ui/forms': { file: 'shared-ui/src/forms.ts', version: packageVersion('shared-ui') },
    '@cc/shared-i18n': { file: 'shared-i18n/src/index.ts', version: packageVersion('shared-i18n') },
    '@cc/shared-auth': { file: 'shared-auth/src/index.ts', version: packageVersion('shared-auth') },
    '@cc/shared-auth/query': { file: 'shared-auth/src/query.tsx', version: packageVersion('shared-auth') },
  };
  for (const [name, file] of Object.entries(slimEntries)) {
    sources[name] = { file: path.relative(repo, file), version: String(slimEntryRevisions[name]) };
  }
  return sources;
}

const resolveRelative = (from, specifier) =>
  ['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']
    .map((ending) => path.resolve(path.dirname(from), specifier) + ending)
    .find((candidate) => existsSync(candidate));

const exported = (node) => ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** Value exports of a module (types vanish at build time), following `export * from './x'`. */
export function exportedValueNames(file, names = new Set()) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
      } else if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveRelative(file, statement.moduleSpecifier.text);
        if (!target) throw new Error(`${file}: cannot follow export * from ${statement.moduleSpecifier.text}`);
        exportedValueNames(target, names);
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (exported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) names.add(declaration.name.getText(source));
      } else if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

/** Share key → { version, exports } as the sources say now. */
export function currentSharedExports() {
  return Object.fromEntries(
    Object.entries(sharedExportSources()).map(([name, { file, version }]) => [
      name,
      { version, exports: [...exportedValueNames(path.join(repo, file))].sort() },
    ]),
  );
}
