import { join } from 'node:path';
import { z } from 'zod';
import { parseKey32 } from '../lib/crypto.ts';
import { productionIssues } from './production.ts';
import { TrustProxySchema } from './trust-proxy.ts';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Every environment variable the server reads. Documented in README.md and .env.example. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the embedded PGlite database (used when DATABASE_URL is unset). */
  DATA_DIR: z.string().default('./data'),
  /** postgres://user:pass@host:port/db switches to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Milliseconds to wait for a new PostgreSQL connection before the request answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Longest a single SQL statement may run (PostgreSQL statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** A transaction left idle this long is ended by PostgreSQL (idle_in_transaction_session_timeout). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Load the demo shop when the database has no products; on by default, except in production. */
  SEED_DEMO: bool,
  /** Where files go: a local folder (default DATA_DIR/storage), or an S3 bucket when S3_BUCKET is set. */
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Background jobs (lapsed holds, payment reconciliation, messages): `inline` runs a worker in
   * this server, `off` leaves them to a separate `npm run worker` process.
   */
  WORKER: z.enum(['inline', 'off']).default('inline'),
  /** How often (seconds) the queue looks for jobs a killed worker left behind, and other upkeep. */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Built web app to serve; empty = API only. */
  WEB_DIST: z.string().default('./apps/web/dist'),
  /** Built back office to serve at /admin; empty or missing = /admin answers 404. */
  ADMIN_DIST: z.string().default('./apps/admin/dist'),
  /** Public origin of the shop, for links in Open Graph tags and messages. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Seconds a process keeps a ready-made catalogue answer (listings, product pages) for identical
   * requests; 0 turns the micro-cache off. Listings for an event date keep it at most 2 s.
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Adds GET /api/bench/ceiling (a precomputed body) for `npm run bench`; never in production. */
  BENCH_ROUTES: bool.default(false),
  /**
   * Lets a request carry `X-Dev-Clock: <instant>` to be answered as if it were then (browser tests
   * walk an order through its days with it); never in production.
   */
  DEV_CLOCK: bool.default(false),
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count ('1' = the one load balancer
   * in front), or a comma-separated list of proxy addresses/CIDRs. 'true' (believe any) is refused
   * in production: a client could then pick its own address and escape the rate limits.
   */
  TRUST_PROXY: TrustProxySchema,
  /** Payment gateway: 'local' (built-in test gateway, the default) or 'razorpay'. */
  PAYMENT_PROVIDER: z.enum(['local', 'razorpay']).default('local'),
  /** Signing secret of the local gateway; the documented default is refused in production. */
  PAYMENT_LOCAL_SECRET: z.string().min(8).default('local-dev-secret'),
  /** Razorpay API keys and webhook secret; needed with PAYMENT_PROVIDER=razorpay. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's API origin (tests point it at a local fake). */
  RAZORPAY_BASE_URL: z.string().url().default('https://api.razorpay.com'),
  /**
   * Pincode areas: 'offline' = the bundled India Post directory only; 'postalpincode' = also ask
   * an api.postalpincode.in-style service (PINCODE_API_URL) for PINs the directory lacks.
   */
  PINCODE_LOOKUP: z.enum(['offline', 'postalpincode']).default('offline'),
  /** Base URL of that service, e.g. https://api.postalpincode.in (GET {url}/pincode/{pin}). */
  PINCODE_API_URL: z.string().url().optional(),
  /** Shop e-mails: 'console' writes them to notification_outbox and the log; 'smtp' sends them. */
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /** smtp://user:pass@host:587 (or smtps://… for implicit TLS); needed with EMAIL_PROVIDER=smtp. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of shop e-mails, e.g. 'Vastra <no-reply@vastra.in>'; needed with EMAIL_PROVIDER=smtp. */
  EMAIL_FROM: z.string().min(3).optional(),
  /** Who at the shop receives form notifications; unset = the support e-mail of the settings. */
  SHOP_NOTIFY_EMAIL: z.string().email().optional(),
  /** Login SMS: 'console' writes to the sms_outbox table (development), 'msg91' sends for real. */
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  /** MSG91 OTP API: auth key, DLT-registered OTP template (its text holds ##OTP##), sender id. */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_SENDER_ID: z.string().min(1).optional(),
  /**
   * MSG91 Flow ids of the shop's messages as JSON, one per event (the DLT templates registered
   * for them): {"order_confirmed":"64f0…","before_delivery":"…"}. README lists the events.
   */
  MSG91_FLOWS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {} as Record<string, string>;
      try {
        return z.record(z.string(), z.string().min(1)).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'MSG91_FLOWS must be a JSON object of event → flow id' });
        return z.NEVER;
      }
    }),
  /** Secret MSG91 sends in the X-Vastra-Signature header of delivery reports (HMAC-SHA256 of the body). */
  MSG91_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * WhatsApp messages: `cloud` sends approved templates through Meta's WhatsApp Cloud API, `local`
   * keeps them in the development outbox, `off` offers no WhatsApp at all. Default: local, except
   * in production (off).
   */
  WHATSAPP_PROVIDER: z.enum(['cloud', 'local', 'off']).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  /** The Meta app secret: signs status webhooks (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** Any string you choose; Meta echoes it when you register the webhook. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_BASE_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** MSG91's API origin (tests point it at a local fake). */
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  /**
   * Login codes one network address may ask for in an hour. A shop counter or office behind one
   * address may need more; the browser tests, which all come from 127.0.0.1, raise it.
   */
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Login codes one mobile number may ask for in an hour. The browser tests, whose staff sign in
   * many times an hour with the same demo numbers, raise it.
   */
  OTP_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(5),
  /** HMAC key of stored one-time passwords (32+ characters); required in production. */
  OTP_SECRET: z.string().min(32, 'OTP_SECRET must be at least 32 characters').optional(),
  /** AES-256 key of ID documents at rest: 32 bytes as 64 hex digits or base64; required in production. */
  DOCUMENT_KEY: z
    .string()
    .refine((v) => parseKey32(v) !== null, 'DOCUMENT_KEY must be 32 bytes written as 64 hex digits or base64')
    .optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO' | 'STORAGE_DIR' | 'WHATSAPP_PROVIDER'> & {
  SEED_DEMO: boolean;
  WHATSAPP_PROVIDER: 'cloud' | 'local' | 'off';
  STORAGE_DIR: string;
};

/** Rules across variables: production needs its own secrets and real gateways. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.SMS_PROVIDER === 'msg91') {
    for (const name of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=msg91' });
    }
  }
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    for (const name of [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when WHATSAPP_PROVIDER=cloud' });
    }
  }
  if (env.NODE_ENV === 'production') {
    for (const issue of productionIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
  }
});

/** Parses the environment at boot and fails loudly, naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = CheckedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    WHATSAPP_PROVIDER: env.WHATSAPP_PROVIDER ?? (env.NODE_ENV === 'production' ? 'off' : 'local'),
    STORAGE_DIR: env.STORAGE_DIR ?? join(env.DATA_DIR, 'storage'),
  };
}
