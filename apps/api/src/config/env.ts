import { z } from 'zod';

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
  /** Load the demo shop when the database has no products. */
  SEED_DEMO: bool.default(true),
  /** Where files go: a local folder, or an S3-compatible bucket when S3_BUCKET is set. */
  STORAGE_DIR: z.string().default('./data/storage'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Built web app to serve; empty = API only. */
  WEB_DIST: z.string().default('./apps/web/dist'),
  /** Public origin of the shop, for links in Open Graph tags and messages. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Trust X-Forwarded-* from a load balancer. */
  TRUST_PROXY: bool.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment at boot and fails loudly, naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
