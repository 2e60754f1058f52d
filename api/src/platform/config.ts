// Configuration from environment variables, with safe local defaults. Every variable is
// documented in .env.example; `loadConfig(process.env)` is the only place that reads them.
import path from 'node:path';
import { advisorMaxTurns } from '@cc/shared-contract';

export interface RateLimitRule {
  /** Maximum number of events in one window. */
  max: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** Directory for the embedded database and the signing keys. */
  dataDir: string;
  /** A real PostgreSQL server; when empty, PGlite in dataDir (or in memory when dataDir is ':memory:'). */
  databaseUrl: string;
  /** Where the browser application lives; mail links land below it. */
  siteUrl: string;
  /** The address the browser (and mail links) reach this api at, without /auth/v1. */
  apiExternalUrl: string;
  /** Origins allowed by CORS. */
  allowedOrigins: string[];
  /** Extra redirect targets (exact URLs or origins, `*` as a path wildcard) besides siteUrl and allowedOrigins. */
  redirectAllowList: string[];
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** `iss` claim of the access tokens. */
  jwtIssuer: string;
  /** Optional signing key shared by several instances (PKCS#8 PEM or private JWK JSON). */
  jwtPrivateKey: string;
  smtpUrl: string;
  mailFrom: string;
  /** Public key the browser sends as `apikey`; empty disables the check. */
  anonKey: string;
  /** The service-role key (admin API); empty: generated once in dataDir/service-role-key. */
  serviceRoleKey: string;
  requireEmailConfirmation: boolean;
  /** An email change needs the link or code sent to the old address as well as the new one (GoTrue's default). */
  secureEmailChange: boolean;
  /** Lifetime of mailed one-time tokens (links and codes), seconds. */
  otpExpiry: number;
  /** Minimum seconds between two mails of one kind to one user. */
  mailMinInterval: number;
  /**
   * Milliseconds sign-up, recovery, resend and code requests take at least, whatever the address:
   * their paths for a new, an unknown and a registered address do different work, which would
   * otherwise show in the time of the answer. 0 switches the floor off.
   */
  mailRequestFloorMs: number;
  /** Seconds a revoked refresh token may still be exchanged (concurrent refreshes); 0 = never. GoTrue's default: 10. */
  refreshTokenReuseInterval: number;
  /** Absolute session lifetime in seconds; 0 = unlimited. */
  sessionTimebox: number;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /**
   * How long a client may take, ms: for its request headers (Node's headersTimeout), between two
   * pieces of the body of a request other than a storage upload (read before the request takes an
   * admission slot), and for a whole request, any body included (Node's requestTimeout). `lingerMs`:
   * how long a connection answered before its request's body ended (413, 408) still reads and drops
   * what arrives before it closes, so that a client still sending reads the answer
   * (http/connection-tracker.ts, lingerBeforeClose).
   */
  timeouts: { headersMs: number; bodyMs: number; requestMs: number; lingerMs: number };
  /** Each limit's variable, default and what it counts: rateLimitVariables. */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  mfa: {
    /** Seconds a challenge may be verified (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION). */
    challengeExpiry: number;
    /** Most factors per user, verified or not (GoTrue's MFA_MAX_ENROLLED_FACTORS). */
    maxEnrolledFactors: number;
    /** Seconds an unverified factor is kept (GoTrue's MFA_FACTOR_EXPIRY_DURATION). */
    factorExpiry: number;
  };
  mail: {
    enabled: boolean;
    pollIntervalMs: number;
    maxAttempts: number;
    backoffBaseMs: number;
    backoffMaxMs: number;
    /** Days a sent or failed mail row (address and subject) is kept; then it is deleted. */
    retentionDays: number;
  };
  /** Background jobs (api/src/jobs): appointment reminders, message mails. */
  jobs: {
    /** Whether this instance runs them (every instance may: each job claims its rows). */
    enabled: boolean;
    /** Pause between two runs of a job, ms. */
    intervalMs: number;
  };
  password: {
    minLength: number;
    /** argon2id cost parameters (OWASP defaults). */
    memoryCost: number;
    timeCost: number;
  };
  guestTokenDays: number;
  /** Seconds a case message stays unread before its recipient gets a mail (at most one per case per hour). */
  caseMessageMailDelaySeconds: number;
  /** Most user turns in one stored advisor conversation (at most the contract's advisorMaxTurns). */
  advisorMaxTurns: number;
  /**
   * Requests handled at once; more wait in a bounded queue, beyond it 503 over_capacity. One client
   * address (an IPv6 one by its /64) runs at most `maxPerAddress` requests at once (more of its
   * requests wait, in at most a quarter of the queue), and storage uploads (whose bodies stream in
   * under their slot) take at most `maxUploads` slots.
   */
  admission: AdmissionConfig;
  shutdownTimeoutMs: number;
  realtime: RealtimeConfig;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  advisor: AdvisorConfig;
  storage: StorageConfig;
}

export interface AdmissionConfig {
  maxConcurrent: number;
  queueLimit: number;
  queueTimeoutMs: number;
  maxPerAddress: number;
  maxUploads: number;
}

export interface RealtimeConfig {
  /** WebSocket connections one client address (an IPv6 one by its /64) may hold at once. */
  maxConnectionsPerAddress: number;
  /** Channels one WebSocket connection may join at once (Supabase's max_channels_per_client). */
  maxChannelsPerConnection: number;
  /** Largest message a client may send, bytes; a larger one closes the connection (1009). */
  maxMessageBytes: number;
  /** Messages one connection may send per second; more close it (1008). */
  maxMessagesPerSecond: number;
  /** A connection that sent nothing (not even its 25-30 s heartbeat) for this long is closed, ms. */
  idleTimeoutMs: number;
}

export interface StorageConfig {
  /** `disk`: files under `dir`; `s3`: any S3-compatible store. */
  backend: 'disk' | 's3';
  /** Disk backend: where the files live (default DATA_DIR/storage; a fresh temporary folder when DATA_DIR is ':memory:'). */
  dir: string;
  /** Largest object of any bucket, bytes; a bucket's file_size_limit may only lower it. */
  fileSizeLimit: number;
  s3: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** `https://endpoint/bucket/key` (MinIO, most self-hosted stores) rather than `https://bucket.endpoint/key`. */
    forcePathStyle: boolean;
  };
}

export const advisorProviders = ['offline', 'openai'] as const;
export type AdvisorProviderName = (typeof advisorProviders)[number];

export interface AdvisorConfig {
  /** `offline`: the built-in coach (no network); `openai`: an OpenAI-compatible chat-completions server. */
  provider: AdvisorProviderName;
  openai: {
    /** Base URL of the chat-completions API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
    baseUrl: string;
    /** A secret; may be empty for self-hosted servers that need none. */
    apiKey: string;
    model: string;
    /** Time to the first token and between two tokens before the built-in coach takes over, ms. */
    timeoutMs: number;
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const localOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The documented public default for local development; production sets its own ANON_KEY. */
export const defaultAnonKey = 'sb_publishable_konfliktkompass_local_development_key';

function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function admissionConfig(env: Env): AdmissionConfig {
  const maxConcurrent = int(env, 'MAX_CONCURRENT_REQUESTS', 32, 1);
  return {
    maxConcurrent,
    queueLimit: int(env, 'REQUEST_QUEUE_LIMIT', 256, 0),
    queueTimeoutMs: int(env, 'REQUEST_QUEUE_TIMEOUT_MS', 5000, 1),
    maxPerAddress: int(env, 'MAX_CONCURRENT_REQUESTS_PER_ADDRESS', Math.max(8, Math.floor(maxConcurrent / 4)), 1),
    maxUploads: int(env, 'MAX_CONCURRENT_UPLOADS', Math.max(1, Math.floor(maxConcurrent / 4)), 1),
  };
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw.trim())) return true;
  if (/^(0|false|no|off)$/i.test(raw.trim())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function url(value: string, name: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Every rate limit: its variable and its default, written `<max>/<seconds>` as the variable (and
 * .env.example) writes it; loadConfig reads them all one way (rule), so a new limit is one line here.
 */
const rateLimitVariables = {
  /** Failed password sign-ins for one account from one IP. */
  signInFailuresPerAccount: ['RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT', '10/900'],
  /** Failed password sign-ins for one account from all IPs together (a distributed attack). */
  signInFailuresPerAccountGlobal: ['RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT_GLOBAL', '100/3600'],
  signInFailuresPerIp: ['RATE_LIMIT_SIGNIN_FAILURES_PER_IP', '30/900'],
  signUpsPerIp: ['RATE_LIMIT_SIGNUPS_PER_IP', '20/3600'],
  recoveryPerIp: ['RATE_LIMIT_RECOVERY_PER_IP', '10/3600'],
  verifyPerIp: ['RATE_LIMIT_VERIFY_PER_IP', '30/300'],
  guestSessionsPerIp: ['RATE_LIMIT_GUEST_SESSIONS_PER_IP', '30/3600'],
  assessmentsPerIp: ['RATE_LIMIT_ASSESSMENTS_PER_IP', '30/3600'],
  /** News subscription requests per IP (each may mail an address). */
  newsSubscriptionsPerIp: ['RATE_LIMIT_NEWS_SUBSCRIPTIONS_PER_IP', '20/3600'],
  /** Error reports from browsers per IP (POST /functions/v1/client-errors). */
  clientErrorsPerIp: ['RATE_LIMIT_CLIENT_ERRORS_PER_IP', '30/600'],
  advisorChatPerIp: ['RATE_LIMIT_ADVISOR_CHAT_PER_IP', '20/60'],
  advisorTurnsPerOwner: ['RATE_LIMIT_ADVISOR_TURNS_PER_OWNER', '20/60'],
  advisorConversationsPerOwner: ['RATE_LIMIT_ADVISOR_CONVERSATIONS_PER_OWNER', '60/3600'],
  advisorMailsPerOwner: ['RATE_LIMIT_ADVISOR_MAILS_PER_OWNER', '10/3600'],
  expertRequestsPerOwner: ['RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER', '10/86400'],
  /** Expert requests per client network (IPv4 address, IPv6 /64), whoever the owners. */
  expertRequestsPerIp: ['RATE_LIMIT_EXPERT_REQUESTS_PER_IP', '30/86400'],
  /** Case messages per sender (user or guest), over all their cases. */
  caseMessagesPerSender: ['RATE_LIMIT_CASE_MESSAGES_PER_SENDER', '60/600'],
  /** Private case notes an expert writes, over all their cases. */
  caseNotesPerUser: ['RATE_LIMIT_CASE_NOTES_PER_USER', '60/600'],
  /** Team round invitation mails per owner (user or guest): a guest's address proves nothing, so nobody mails strangers at will. */
  teamInviteMailsPerOwner: ['RATE_LIMIT_TEAM_INVITE_MAILS_PER_OWNER', '100/86400'],
  /** Team invitation mails per client network (IPv4 address, IPv6 /64), whoever the owners. */
  teamInviteMailsPerIp: ['RATE_LIMIT_TEAM_INVITE_MAILS_PER_IP', '500/86400'],
  /** Team round answer sets per IP (the key is stored as an HMAC only): a team behind one NAT never hits it, a script does. */
  teamAnswersPerIp: ['RATE_LIMIT_TEAM_ANSWERS_PER_IP', '60/600'],
  /** Storage uploads (and updates, copies) per user: nobody fills the disk in a loop. */
  storageUploadsPerUser: ['RATE_LIMIT_STORAGE_UPLOADS_PER_USER', '100/3600'],
  /** TOTP verify attempts for one factor (GoTrue limits them per IP; here per factor too). */
  mfaVerifyPerFactor: ['RATE_LIMIT_MFA_VERIFY_PER_FACTOR', '10/300'],
  mfaVerifyPerIp: ['RATE_LIMIT_MFA_VERIFY_PER_IP', '30/300'],
} as const satisfies Record<string, readonly [variable: string, fallback: string]>;

export type RateLimitName = keyof typeof rateLimitVariables;

/** "5/60" → at most 5 per 60 seconds. */
function rule(env: Env, name: string, fallback: string): RateLimitRule {
  const given = env[name];
  const raw = given === undefined || given.trim() === '' ? fallback : given;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must look like "<max>/<seconds>", got "${raw}"`);
  const max = Number(match[1]);
  const windowSeconds = Number(match[2]);
  if (windowSeconds < 1) throw new ConfigError(`${name}: the window must be at least one second`);
  return { max, windowSeconds };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 54321, 0);
  const host = str(env, 'HOST', '127.0.0.1');
  const apiExternalUrl = url(str(env, 'API_EXTERNAL_URL', `http://localhost:${port}`), 'API_EXTERNAL_URL');
  const siteUrl = url(str(env, 'SITE_URL', 'http://localhost:3000'), 'SITE_URL');
  const logLevel = str(env, 'LOG_LEVEL', 'info');
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be debug, info, warn, error or silent, got "${logLevel}"`);
  }
  const dataDir = str(env, 'DATA_DIR', '.data/api');
  const jwtExpiry = int(env, 'JWT_EXPIRY', 3600, 1);
  const advisorProvider = str(env, 'ADVISOR_PROVIDER', 'offline');
  if (!(advisorProviders as readonly string[]).includes(advisorProvider)) {
    throw new ConfigError(`ADVISOR_PROVIDER must be offline or openai, got "${advisorProvider}"`);
  }
  const storageBackend = str(env, 'STORAGE_BACKEND', 'disk');
  if (storageBackend !== 'disk' && storageBackend !== 's3') {
    throw new ConfigError(`STORAGE_BACKEND must be disk or s3, got "${storageBackend}"`);
  }
  const s3 = {
    endpoint: env.S3_ENDPOINT?.trim() ? url(env.S3_ENDPOINT.trim(), 'S3_ENDPOINT') : '',
    region: str(env, 'S3_REGION', 'us-east-1'),
    bucket: str(env, 'S3_BUCKET', ''),
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() ?? '',
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true),
  };
  if (storageBackend === 's3') {
    for (const [name, value] of [
      ['S3_ENDPOINT', s3.endpoint],
      ['S3_BUCKET', s3.bucket],
      ['S3_ACCESS_KEY_ID', s3.accessKeyId],
      ['S3_SECRET_ACCESS_KEY', s3.secretAccessKey],
    ] as const) {
      if (!value) throw new ConfigError(`${name} must be set when STORAGE_BACKEND=s3`);
    }
  }
  const resolvedDataDir = dataDir === ':memory:' ? dataDir : path.resolve(dataDir);
  const storageDir = str(env, 'STORAGE_DIR', '');
  return {
    port,
    host,
    dataDir: resolvedDataDir,
    databaseUrl: str(env, 'DATABASE_URL', ''),
    siteUrl,
    apiExternalUrl,
    allowedOrigins: list(env, 'ALLOWED_ORIGINS', localOrigins),
    redirectAllowList: list(env, 'REDIRECT_ALLOW_LIST', []),
    jwtExpiry,
    jwtIssuer: str(env, 'JWT_ISSUER', `${apiExternalUrl}/auth/v1`),
    jwtPrivateKey: env.JWT_PRIVATE_KEY?.trim() ?? '',
    smtpUrl: str(env, 'SMTP_URL', 'smtp://127.0.0.1:1025'),
    mailFrom: str(env, 'MAIL_FROM', 'KonfliktKompass <no-reply@konfliktkompass.local>'),
    anonKey: env.ANON_KEY === undefined ? defaultAnonKey : env.ANON_KEY.trim(),
    serviceRoleKey: env.SERVICE_ROLE_KEY?.trim() ?? '',
    requireEmailConfirmation: bool(env, 'REQUIRE_EMAIL_CONFIRMATION', true),
    secureEmailChange: bool(env, 'SECURE_EMAIL_CHANGE_ENABLED', true),
    otpExpiry: int(env, 'OTP_EXPIRY', 86400, 60),
    mailMinInterval: int(env, 'MAIL_MIN_INTERVAL', 60, 0),
    mailRequestFloorMs: int(env, 'MAIL_REQUEST_FLOOR_MS', 400, 0),
    refreshTokenReuseInterval: int(env, 'REFRESH_TOKEN_REUSE_INTERVAL', 10, 0),
    sessionTimebox: int(env, 'SESSION_TIMEBOX', 0, 0),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024),
    timeouts: {
      headersMs: int(env, 'HEADERS_TIMEOUT_MS', 10_000, 100),
      bodyMs: int(env, 'BODY_TIMEOUT_MS', 10_000, 100),
      // Node wants requestTimeout >= headersTimeout; an upload of STORAGE_FILE_SIZE_LIMIT needs time.
      requestMs: Math.max(int(env, 'REQUEST_TIMEOUT_MS', 120_000, 100), int(env, 'HEADERS_TIMEOUT_MS', 10_000, 100)),
      lingerMs: int(env, 'LINGER_MS', 2000, 0),
    },
    rateLimits: Object.fromEntries(
      Object.entries(rateLimitVariables).map(([key, [name, fallback]]) => [key, rule(env, name, fallback)]),
    ) as Config['rateLimits'],
    mfa: {
      challengeExpiry: int(env, 'MFA_CHALLENGE_EXPIRY', 300, 1),
      maxEnrolledFactors: int(env, 'MFA_MAX_ENROLLED_FACTORS', 10, 1),
      factorExpiry: int(env, 'MFA_FACTOR_EXPIRY', 300, 1),
    },
    mail: {
      enabled: bool(env, 'MAIL_WORKER', true),
      pollIntervalMs: int(env, 'MAIL_POLL_INTERVAL_MS', 2000, 10),
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 8, 1),
      backoffBaseMs: int(env, 'MAIL_BACKOFF_BASE_MS', 5000, 1),
      backoffMaxMs: int(env, 'MAIL_BACKOFF_MAX_MS', 15 * 60 * 1000, 1),
      retentionDays: int(env, 'MAIL_RETENTION_DAYS', 30, 1),
    },
    jobs: {
      enabled: bool(env, 'JOBS', true),
      intervalMs: int(env, 'JOB_INTERVAL_MS', 30_000, 10),
    },
    password: {
      minLength: int(env, 'PASSWORD_MIN_LENGTH', 8, 6),
      memoryCost: int(env, 'PASSWORD_HASH_MEMORY_KIB', 19456, 1024),
      timeCost: int(env, 'PASSWORD_HASH_ITERATIONS', 2, 1),
    },
    guestTokenDays: int(env, 'GUEST_TOKEN_DAYS', 7, 1),
    caseMessageMailDelaySeconds: int(env, 'CASE_MESSAGE_MAIL_DELAY', 120, 0),
    advisorMaxTurns: Math.min(int(env, 'ADVISOR_MAX_TURNS', advisorMaxTurns, 1), advisorMaxTurns),
    admission: admissionConfig(env),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0),
    realtime: {
      maxConnectionsPerAddress: int(env, 'REALTIME_MAX_CONNECTIONS_PER_ADDRESS', 20, 1),
      maxChannelsPerConnection: int(env, 'REALTIME_MAX_CHANNELS_PER_CONNECTION', 100, 1),
      maxMessageBytes: int(env, 'REALTIME_MAX_MESSAGE_BYTES', 64 * 1024, 1024),
      maxMessagesPerSecond: int(env, 'REALTIME_MAX_MESSAGES_PER_SECOND', 100, 1),
      idleTimeoutMs: int(env, 'REALTIME_IDLE_TIMEOUT_MS', 75_000, 1000),
    },
    logLevel: logLevel as Config['logLevel'],
    advisor: {
      provider: advisorProvider as AdvisorProviderName,
      openai: {
        baseUrl: url(str(env, 'ADVISOR_OPENAI_BASE_URL', 'https://api.openai.com/v1'), 'ADVISOR_OPENAI_BASE_URL'),
        apiKey: env.ADVISOR_OPENAI_API_KEY?.trim() ?? '',
        model: str(env, 'ADVISOR_OPENAI_MODEL', 'gpt-4o-mini'),
        timeoutMs: int(env, 'ADVISOR_OPENAI_TIMEOUT_MS', 15000, 100),
      },
    },
    storage: {
      backend: storageBackend,
      dir: storageDir
        ? path.resolve(storageDir)
        : resolvedDataDir === ':memory:'
          ? ':memory:'
          : path.join(resolvedDataDir, 'storage'),
      fileSizeLimit: int(env, 'STORAGE_FILE_SIZE_LIMIT', 50 * 1024 * 1024, 1),
      s3,
    },
  };
}
