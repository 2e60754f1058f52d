// Writes docs/api.md's generated regions (endpoints and error codes) from the contract, then
// formats the file with Prettier as `npm run lint` expects:
//   cd api && node --import tsx ../shared-contract/scripts/gen-docs.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatApiDoc } from './format';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'api.md');
writeFileSync(file, formatApiDoc(readFileSync(file, 'utf8'), file));
console.warn(`wrote ${path.relative(process.cwd(), file)}`);
