// docs/api.md lists every /functions/v1 endpoint and every error code as the contract defines
// them: an endpoint or code added without regenerating the docs fails here. To update:
//   cd api && node --import tsx ../shared-contract/scripts/gen-docs.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '../src/errors';
import { endpoints } from '../src/functions';
import { renderErrors, renderFunctions } from './api-docs';
import { formatApiDoc } from './format';

const file = path.join(__dirname, '..', '..', 'docs', 'api.md');
const doc = readFileSync(file, 'utf8');

it('docs/api.md is what gen-docs writes from the contract', () => {
  expect(doc).toBe(formatApiDoc(doc, file));
});

it('the generated text names every endpoint and every code', () => {
  const functions = renderFunctions();
  for (const endpoint of Object.values(endpoints)) {
    expect(functions).toContain(`### \`${endpoint.method} /functions/v1${endpoint.path}\``);
  }
  const errors = renderErrors();
  for (const code of errorCodes) expect(errors).toContain(`| \`${code}\` |`);
});
