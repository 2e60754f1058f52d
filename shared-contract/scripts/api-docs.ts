// Renders docs/api.md's list of /functions/v1 endpoints and its table of error codes from the
// registry in src/, between the markers `<!-- generated:functions -->` … `<!-- /generated:functions -->`
// and `<!-- generated:errors -->` … `<!-- /generated:errors -->`. src/api-docs.test.ts fails when
// docs/api.md differs from what this renders; `gen-docs.ts` writes it.
import * as z from 'zod';
import { errorCodeInfo, errorCodes } from '../src/errors';
import { commonErrorCodes, type Endpoint, endpoints } from '../src/functions';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  description?: string;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
};

const callers: Record<Endpoint['caller'], string> = {
  anyone: 'anyone',
  'user-or-guest': 'signed-in user or guest (`x-guest-token`)',
  guest: 'guest (`x-guest-token`)',
  user: 'signed-in user',
  'share-token': 'anyone with the share token',
  admin: 'admin (`app_metadata.role` `admin`) at aal2 or the service-role key',
  expert: 'approved expert with a two-factor (aal2) session',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
}

/** A short type: `string`, `uuid`, `"a" | "b"`, `{ … }[]`, … */
function typeOf(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const values = schema.enum.map((value) => JSON.stringify(value));
    return values.length > 4 ? `one of ${values.length} ids` : values.join(' \\| ');
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const parts = [...new Set(union.map((part) => typeOf(part, depth)))];
    return parts.length > 3 ? 'one of several shapes' : parts.join(' \\| ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : schema.type;
  if (type === 'array') return `${typeOf(schema.items, depth)}[]`;
  if (type === 'object') {
    if (!schema.properties) return 'object';
    if (depth > 0) return '{ … }';
    const keys = Object.keys(schema.properties);
    return keys.length ? `{ ${keys.join(', ')} }` : '{}';
  }
  if (type === 'string' && schema.format) return schema.format === 'date-time' ? 'ISO date-time' : schema.format;
  return type ?? 'any';
}

/** One line per top-level field: `name` (type), optional ones marked. */
function fields(schema: z.ZodType, io: 'input' | 'output'): string[] {
  const json = jsonSchema(schema, io);
  if (!json.properties) return [`- ${typeOf(json)}${json.description ? `: ${json.description}` : ''}`];
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, property]) => {
    const optional = required.has(name) ? '' : ', optional';
    return `- \`${name}\` (${typeOf(property, 1)}${optional})${property.description ? `: ${property.description}` : ''}`;
  });
}

function renderEndpoint(name: string, endpoint: Endpoint): string {
  const lines = [`### \`${endpoint.method} /functions/v1${endpoint.path}\``, '', endpoint.summary, ''];
  lines.push(`- Who: ${callers[endpoint.caller]}. Schemas: \`endpoints.${name}\` in \`@cc/shared-contract\`.`);
  if (endpoint.query) lines.push('', 'Query:', '', ...fields(endpoint.query, 'input'));
  if (endpoint.body) lines.push('', 'Body (JSON):', '', ...fields(endpoint.body, 'input'));
  lines.push('', `Answer ${endpoint.status}:`, '', ...fields(endpoint.response, 'output'));
  const codes = [...new Set(endpoint.errors)];
  lines.push('', `Errors: ${codes.length ? codes.map((code) => `\`${code}\``).join(', ') : 'only the common ones'}.`);
  return lines.join('\n');
}

export function renderFunctions(): string {
  const list = Object.entries(endpoints) as [string, Endpoint][];
  const index = [
    '| endpoint | who | answer |',
    '| --- | --- | --- |',
    ...list.map(
      ([, endpoint]) =>
        `| \`${endpoint.method} ${endpoint.path}\` | ${callers[endpoint.caller]} | ${endpoint.status} |`,
    ),
  ];
  return [
    ...index,
    '',
    `Every endpoint can also answer ${commonErrorCodes.map((code) => `\`${code}\``).join(', ')}.`,
    '',
    ...list.map(([name, endpoint]) => renderEndpoint(name, endpoint)).flatMap((block) => [block, '']),
  ]
    .join('\n')
    .trimEnd();
}

export function renderErrors(): string {
  return [
    '| code | status | where | meaning |',
    '| --- | --- | --- | --- |',
    ...errorCodes.map((code) => {
      const info = errorCodeInfo[code];
      return `| \`${code}\` | ${info.status.join(', ')} | ${info.area} | ${info.description.replace(/\|/g, '\\|')} |`;
    }),
  ].join('\n');
}

/** `text` with both generated regions replaced; throws when a marker is missing. */
export function updateApiDoc(text: string): string {
  let result = text;
  for (const [name, body] of [
    ['functions', renderFunctions()],
    ['errors', renderErrors()],
  ] as const) {
    const start = `<!-- generated:${name} -->`;
    const end = `<!-- /generated:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/api.md lacks the markers ${start} … ${end}`);
    result = `${result.slice(0, from + start.length)}\n\n${body}\n\n${result.slice(to)}`;
  }
  return result;
}
