// What a command of `npm run admin` is (admin.ts keeps the table and runs them; command files
// such as expert-commands.ts add theirs without importing the table).
import type { ParseArgsConfig } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliContext extends CliIo {
  /** supabase-js created with the service-role key (auth.admin, functions.invoke, storage). */
  admin: SupabaseClient;
  apiUrl: string;
  serviceRoleKey: string;
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
