// What a command of `npm run admin` is (admin.ts keeps the table and runs them; command files
// such as expert-commands.ts add theirs without importing the table).
import type { ParseArgsConfig } from 'node:util';
import { errorBodySchema } from '@cc/shared-contract';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliContext extends CliIo {
  /** supabase-js created with the service-role key (auth.admin, functions.invoke, storage). */
  admin: SupabaseClient;
  apiUrl: string;
  serviceRoleKey: string;
  /** Where the command was typed (npm's INIT_CWD): file arguments are relative to it. */
  cwd: string;
}

export interface Command {
  /** Arguments after the command name, for `help`. */
  usage: string;
  summary: string;
  /** Options of node:util parseArgs; positionals are always allowed. */
  options?: ParseArgsConfig['options'];
  /** Resolves to the exit code when it is not 0. */
  run(context: CliContext, args: { positionals: string[]; values: Record<string, unknown> }): Promise<number | void>;
}

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** An api refusal, printed by the runner as "<message> (<code>)". */
class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Calls a /functions/v1 endpoint with supabase.functions.invoke; its answer parsed by `schema`. */
export async function call<T extends z.ZodType>(
  admin: SupabaseClient,
  name: string,
  schema: T,
  options: { method: 'GET' | 'POST'; body?: Record<string, unknown> },
): Promise<z.infer<T>> {
  const result = await admin.functions.invoke<unknown>(name, options);
  const error: unknown = result.error;
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const body = errorBodySchema.safeParse(await (error.context as Response).json().catch(() => null));
      if (body.success) throw new ApiRefusal(body.data.message, body.data.code);
    }
    throw error instanceof Error ? error : new Error(JSON.stringify(error));
  }
  return schema.parse(result.data);
}
