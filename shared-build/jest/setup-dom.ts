import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { takeMissingValues, watchMissingValues } from './missing-values';

// jsdom lacks these; react-router uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test fails when a text was rendered with a placeholder and no value for it.
watchMissingValues();
afterEach(() => {
  const missing = takeMissingValues();
  if (missing.length > 0) {
    throw new Error(`t() was called without a value for ${missing.join(', ')}`);
  }
});

// findBy*/waitFor give up after 1 s by default and a test after 5 s: on a loaded machine (these
// files share two cores with the api suite's servers) a page's first render after a lazy import
// or a mocked request can take longer than that. A passing test never waits these out.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
