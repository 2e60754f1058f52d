// How the api stores what people type: as plain text, never as markup. Control characters go,
// line ends are unified, Unicode is NFC, ends are trimmed; the browser and mails escape it on output.
import * as z from 'zod';

// The C1 controls and DEL, and the bidirectional embeddings, overrides and isolates, which would
// let a text (a mail subject, a case topic) display in another order than it is stored: removed.
const invisibleControls = /[\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// C0 controls except tab and line breaks: removed from blocks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const blockControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
// Every C0 control, line breaks and tabs included: a space in one line.
// eslint-disable-next-line no-control-regex -- as above
const lineControls = /[\u0000-\u001F]+/g;

/** One line: every control character (line breaks too) becomes a space. */
export const normalizeLine = (value: string): string =>
  value.replace(invisibleControls, '').replace(lineControls, ' ').normalize('NFC').trim();

/** A block of text: line breaks and tabs stay, other control characters go. */
export const normalizeBlock = (value: string): string =>
  value.replace(/\r\n?/g, '\n').replace(invisibleControls, '').replace(blockControls, '').normalize('NFC').trim();

/** A required one-line text of at most `max` characters after normalising. */
export const requiredLine = (max: number) => z.string().overwrite(normalizeLine).min(1).max(max);

/** A required block of text of at most `max` characters after normalising. */
export const requiredBlock = (max: number) => z.string().overwrite(normalizeBlock).min(1).max(max);

/** An optional block: empty or null clears it (null). */
export const optionalBlock = (max: number) =>
  z
    .string()
    .overwrite(normalizeBlock)
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** An optional line: empty or null clears it (null). */
export const optionalLine = (max: number) =>
  z
    .string()
    .overwrite(normalizeLine)
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();
