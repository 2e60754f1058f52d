// The rate limits are read from one table (config.ts rateLimitVariables): each RATE_LIMIT_*
// variable of .env.example sets exactly one limit, and the default is the value .env.example shows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const documented = [
  ...readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8').matchAll(
    /^#?\s*(RATE_LIMIT_\w+)=(\d+)\/(\d+)\s*$/gm,
  ),
].map(([, name, max, windowSeconds]) => ({
  name: name!,
  rule: { max: Number(max), windowSeconds: Number(windowSeconds) },
}));

const defaults = loadConfig({}).rateLimits;

it('.env.example documents every rate limit once, with its default', () => {
  expect(documented).toHaveLength(Object.keys(defaults).length);
  expect(new Set(documented.map(({ name }) => name)).size).toBe(documented.length);
  const defaultRules = Object.values(defaults).map(({ max, windowSeconds }) => `${max}/${windowSeconds}`);
  for (const { rule } of documented) expect(defaultRules).toContain(`${rule.max}/${rule.windowSeconds}`);
});

it.each(documented)('$name sets its own limit and no other', ({ name, rule }) => {
  const changed = loadConfig({ [name]: ' 7 / 11 ' }).rateLimits;
  const keys = Object.keys(changed).filter(
    (key) =>
      JSON.stringify(changed[key as keyof typeof changed]) !== JSON.stringify(defaults[key as keyof typeof defaults]),
  );
  expect(keys).toHaveLength(1);
  expect(changed[keys[0] as keyof typeof changed]).toEqual({ max: 7, windowSeconds: 11 });
  expect(defaults[keys[0] as keyof typeof defaults]).toEqual(rule);
});

it('refuses a limit that is not <max>/<seconds> or has no window', () => {
  expect(() => loadConfig({ RATE_LIMIT_SIGNUPS_PER_IP: '20 per hour' })).toThrow(ConfigError);
  expect(() => loadConfig({ RATE_LIMIT_SIGNUPS_PER_IP: '20/0' })).toThrow(/at least one second/);
});
