import '@testing-library/jest-dom';
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
