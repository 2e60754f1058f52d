// Structured JSON logs, one object per line on stdout (errors on stderr). Callers never pass
// secrets: no tokens, passwords, query strings or mail bodies.
import type { Config } from './config';

export type LogLevel = Exclude<Config['logLevel'], 'silent'>;
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** Whether lines of `level` are written: callers skip building fields that nobody reads. */
  enabled(level: LogLevel): boolean;
}

const order: Record<Config['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: Config['logLevel'],
  write: (line: string, level: LogLevel) => void = (line, lineLevel) => {
    if (lineLevel === 'error' || lineLevel === 'warn') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  },
): Logger {
  const enabled = (lineLevel: LogLevel) => order[lineLevel] >= order[level];
  // Below the level a method is a no-op: no timestamp, no JSON.
  const log = (lineLevel: LogLevel) =>
    enabled(lineLevel)
      ? (msg: string, fields: LogFields = {}) =>
          write(JSON.stringify({ level: lineLevel, time: new Date().toISOString(), msg, ...fields }), lineLevel)
      : () => undefined;
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error'), enabled };
}

export const silentLogger: Logger = createLogger('silent');
