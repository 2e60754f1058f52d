import * as z from 'zod';
import { errorCodes } from '../errors';

/** The error body of every 4xx and 5xx: a stable code and an English message for logs. */
export const errorBodySchema = z.looseObject({
  code: z.enum(errorCodes),
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
