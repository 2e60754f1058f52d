// Async boundary: federation negotiates shared modules before any of them is imported.
// The runtime configuration is fetched in parallel with the bootstrap chunk.
import { fetchRuntimeConfig } from './app/runtime-config';

const config = fetchRuntimeConfig();
void import('./bootstrap').then(({ start }) => start(config));
