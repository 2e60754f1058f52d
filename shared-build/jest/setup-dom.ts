import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
