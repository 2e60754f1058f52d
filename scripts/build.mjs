#!/usr/bin/env node
// `npm run build`: the production builds of the api, the shell and every remote, the same
// buildAll() that `npm start` and `npm test` run (each package's own build script).
import { buildAll } from './lib/workspace.mjs';

buildAll();
