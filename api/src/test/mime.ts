// Just enough MIME to read what nodemailer sends: unfolded headers, RFC 2047 encoded words in
// the subject, multipart bodies, quoted-printable and base64 parts (no mailparser dependency).

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  from: string;
  text: string;
  html: string;
  /** Every leaf part besides the first text and HTML body: alternatives (a text/calendar invitation) and attachments. */
  parts: MailPart[];
}

export interface MailPart {
  /** The full Content-Type header, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The file name (Content-Disposition's filename, else Content-Type's name), or null. */
  filename: string | null;
  /** `attachment`, `inline`, or null when the part has no Content-Disposition. */
  disposition: string | null;
  /** The decoded content as UTF-8 text. */
  content: string;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\n\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function bytesFromQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : bytesFromQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return bytesFromQuotedPrintable(part.body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))));
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw.replace(/\r\n/g, '\n'));
  const parts = leaves(root);
  const of = (mime: RegExp) => {
    const found = parts.find((part) => mime.test(part.headers['content-type'] ?? 'text/plain'));
    return found ? decodeBody(found).replace(/\n$/, '') : '';
  };
  const bodies = [/^text\/plain/i, /^text\/html/i].map((mime) =>
    parts.find((part) => mime.test(part.headers['content-type'] ?? 'text/plain')),
  );
  const param = (header: string | undefined, name: string) =>
    header ? (new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1] ?? null) : null;
  return {
    headers: root.headers,
    subject: decodeWords(root.headers.subject ?? ''),
    from: decodeWords(root.headers.from ?? ''),
    text: of(/^text\/plain/i),
    html: of(/^text\/html/i),
    parts: parts
      .filter((part) => !bodies.includes(part))
      .map((part) => {
        const disposition = part.headers['content-disposition'] ?? null;
        return {
          contentType: part.headers['content-type'] ?? 'text/plain',
          filename: param(disposition ?? undefined, 'filename') ?? param(part.headers['content-type'], 'name'),
          disposition: disposition ? disposition.split(';')[0]!.trim().toLowerCase() : null,
          content: decodeBody(part),
        };
      }),
  };
}
