import type { RemoteName, RuntimeConfig } from '../../common/runtime-config';

/**
 * What the federation feature was configured with (registry.ts writes it at start), for the code
 * that loads only after an error (remote-errors.tsx): the remotes' manifest URLs as registered,
 * previews included, and the api.
 */
export const configured: { entries?: Record<RemoteName, string>; api?: RuntimeConfig['api'] } = {};
