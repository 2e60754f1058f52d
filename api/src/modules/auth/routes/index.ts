// /auth/v1: the GoTrue endpoints supabase-js calls for email and password accounts.
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { authResponseHeaders, requireApiKey } from '../../../platform/http/middleware';
import { mailRequestRoutes } from './mail-requests';
import { mfaRoutes } from './mfa';
import { otpRoutes } from './otp';
import { signupRoutes } from './signup';
import { tokenRoutes } from './token';
import { userRoutes } from './user';
import { verifyRoutes } from './verify';

const providers = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
  'web3_solana',
];

/** The requests whose work depends on whether the address is registered (sign-up, recovery, resend, codes). */
const mailRequestPaths = ['/signup', '/recover', '/resend', '/otp'];

/**
 * Answers these no sooner than MAIL_REQUEST_FLOOR_MS after they came, refusals included: a new
 * address gets an account and a mail, a registered one a decoy, an unknown one nothing, and that
 * difference in work must not show in the time of the answer (the answers themselves are alike).
 */
const mailRequestFloor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const floor = c.get('services').config.mailRequestFloorMs;
  const until = performance.now() + floor;
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  try {
    await next();
  } finally {
    if (floor > 0) await wait();
  }
};

export function authRoutes(anonKey: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', authResponseHeaders);

  // Open like behind Supabase's gateway: health, key set, and the mail links.
  app.get('/health', (c) =>
    c.json({
      version: 'konfliktkompass-api',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth for KonfliktKompass',
    }),
  );
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [c.get('services').keys.publicJwk] });
  });
  const apiKey = requireApiKey(anonKey);
  // The mailed /verify link is opened by a browser, which sends no apikey.
  const apiKeyExceptVerify: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === 'GET' && c.req.path.endsWith('/verify')) return next();
    return apiKey(c, next);
  };
  app.use('*', apiKeyExceptVerify);
  for (const path of mailRequestPaths) app.post(path, mailRequestFloor);

  app.get('/settings', (c) => {
    const { config } = c.get('services');
    return c.json({
      external: {
        ...Object.fromEntries(providers.map((name) => [name, false])),
        email: true,
        phone: false,
        saml: false,
      },
      disable_signup: false,
      mailer_autoconfirm: !config.requireEmailConfirmation,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  app.route('/', signupRoutes());
  app.route('/', tokenRoutes());
  app.route('/', userRoutes());
  app.route('/', verifyRoutes());
  app.route('/', mailRequestRoutes());
  app.route('/', otpRoutes());
  app.route('/', mfaRoutes());
  return app;
}
