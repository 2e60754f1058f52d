// Which type a file really is, from its first bytes. A tiny sniffer rather than the `file-type`
// package: its current major needs Node 22 (this service runs on Node 20), and the buckets take
// a handful of formats whose signatures are fixed by their specifications.
import { storageErrors } from './errors';

/** Bytes of the file's beginning the sniffer needs. */
export const sniffBytes = 16;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: ReadonlyArray<{ type: string; matches: (head: Uint8Array) => boolean }> = [
  { type: 'application/pdf', matches: (head) => startsWith(head, ascii('%PDF-')) },
  { type: 'image/png', matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')) },
  { type: 'image/webp', matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8) },
];

/** Types the sniffer recognises: a file declared as one of them must carry its signature. */
const sniffable = new Set(signatures.map((signature) => signature.type));

export function sniffMimeType(head: Uint8Array): string | null {
  return signatures.find((signature) => signature.matches(head))?.type ?? null;
}

/** `Image/JPG; charset=x` → `image/jpeg`. */
export function normaliseMimeType(declared: string): string {
  const base = declared.split(';')[0]!.trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

/** storage's validateMimeType: `type/sub` or `type/*` entries. */
export function isAllowedMimeType(type: string, allowed: readonly string[]): boolean {
  const [major, minor] = type.split('/');
  if (!major || !minor) return false;
  return allowed.some((entry) => {
    const [allowedMajor, allowedMinor] = entry.toLowerCase().split('/');
    return allowedMajor === major && (allowedMinor === '*' || allowedMinor === minor);
  });
}

/**
 * The type to store for an upload. A bucket without allowed types takes what is declared (as
 * storage does). Otherwise the content decides: a recognised signature must be allowed and the
 * declared type must name it; content without a recognised signature passes only when it is
 * declared as an allowed type that has no signature to check.
 */
export function checkMimeType(declared: string, head: Uint8Array, allowed: readonly string[] | null): string {
  const type = normaliseMimeType(declared);
  if (!allowed || allowed.length === 0) return type || 'application/octet-stream';
  const sniffed = sniffMimeType(head);
  if (sniffed) {
    if (!isAllowedMimeType(sniffed, allowed))
      throw storageErrors.invalidMimeType(`mime type ${sniffed} is not supported`);
    if (type !== sniffed) {
      throw storageErrors.invalidMimeType(
        `mime type ${type || '(none)'} does not match the file's content (${sniffed})`,
      );
    }
    return sniffed;
  }
  if (!type || sniffable.has(type) || !isAllowedMimeType(type, allowed)) {
    throw storageErrors.invalidMimeType(`mime type ${type || '(none)'} is not supported (content not recognised)`);
  }
  return type;
}
