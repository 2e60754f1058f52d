// An in-process SMTP server for tests: the real mail worker delivers to it over SMTP, and tests
// read the parsed mails (subject, recipients, plain-text body, the verify link and the code).
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface CaughtMail extends ParsedMail {
  /** The envelope recipients. */
  to: string[];
  /** The GET /auth/v1/verify link from the mail, when there is one. */
  link: string | null;
  /** The six-digit code, when there is one. */
  code: string | null;
}

/** A port that was free a moment ago (for a catcher started later on a known port). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private waiters = new Set<() => void>();
  private taken = new Set<CaughtMail>();
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (0: any free port). */
  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1000,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
          const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(parsed.text)?.[0] ?? null;
          const code = /\b(\d{6})\b/.exec(parsed.text)?.[1] ?? null;
          this.mails.push({ ...parsed, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), link, code });
          for (const wake of this.waiters) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as net.AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails sent to `address` so far. */
  to(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /**
   * Resolves with the first mail matching `predicate` (already caught or arriving within
   * `timeoutMs`). A mail usually arrives within a poll of the worker (50 ms in the tests); the
   * default leaves room for a loaded machine (5 s was reached on one, a test's own timeout is
   * 30 s and more), and a passing test never waits it out.
   */
  async waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(predicate);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching mail within ${timeoutMs} ms (caught ${this.mails.length})`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }

  /**
   * The oldest mail to `address` whose subject matches and that no earlier call returned, waiting
   * for it if needed. Mails may arrive before the test asks, so "seen" means "taken", not "caught".
   */
  async take(address: string, subject: RegExp, timeoutMs?: number): Promise<CaughtMail> {
    const mail = await this.waitFor(
      (candidate) =>
        !this.taken.has(candidate) && candidate.to.includes(address.toLowerCase()) && subject.test(candidate.subject),
      timeoutMs,
    );
    this.taken.add(mail);
    return mail;
  }
}
