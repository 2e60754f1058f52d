// POST /functions/v1/client-errors: the browser reports what broke on the page (a shared module
// refused to a remote, an error in a remote page's event handler), for the operators' log.
import * as z from 'zod';
import { bodyErrorCodes, endpoint } from './endpoint';

const appName = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const short = z.string().max(200);

export const clientErrorBody = z.object({
  kind: z.enum(['share_refused', 'remote_handler_error']),
  /** The app the error belongs to: a remote's name, or "shell". */
  app: appName,
  message: z.string().min(1).max(1000),
  /** share_refused: the shared module, the consumer's range, the copy found and who brought it. */
  package: short.optional(),
  wanted: short.optional(),
  found: short.optional(),
  provider: z.union([appName, z.literal('')]).optional(),
  /** The page's path (no query: it may hold tokens). */
  page: z
    .string()
    .max(500)
    .regex(/^\/[^?#]*$/)
    .optional(),
  stack: z.string().max(4000).optional(),
});

export const clientErrorResponse = z.object({ logged: z.literal(true) });

export type ClientErrorBody = z.input<typeof clientErrorBody>;

export const clientErrorEndpoints = {
  reportClientError: endpoint({
    method: 'POST',
    path: '/client-errors',
    summary:
      'Writes a report from the browser to the api log (level warn, `client error`): a shared module the page refused to a remote (package, wanted range, version found, its provider) or an uncaught error in a remote page’s event handler. Nothing is stored in the database; RATE_LIMIT_CLIENT_ERRORS_PER_IP caps the reports per address.',
    caller: 'anyone',
    body: clientErrorBody,
    status: 202,
    response: clientErrorResponse,
    errors: [...bodyErrorCodes, 'over_request_rate_limit'],
  }),
};
