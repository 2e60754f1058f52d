// The api contract shared by the api and the browser: error codes, header names and the zod
// schemas of every /functions/v1 endpoint.
export * from './errors';
export * from './headers';
export * from './functions';
export * from './storage';
export * from './realtime';
export * from './query-keys';
