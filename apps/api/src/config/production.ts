import { DEV_DOCUMENT_KEY, DEV_OTP_SECRET, parseKey32 } from '../lib/crypto.ts';

/** The development default of PAYMENT_LOCAL_SECRET, refused in production. */
const DEV_PAYMENT_LOCAL_SECRET = 'local-dev-secret';

type Issue = { path: string[]; message: string };

/** What production needs in the environment (the part of it these rules read). */
type ProductionEnv = {
  PAYMENT_PROVIDER: string;
  PAYMENT_LOCAL_SECRET: string;
  SMS_PROVIDER: string;
  WHATSAPP_PROVIDER?: string | undefined;
  OTP_SECRET?: string | undefined;
  DOCUMENT_KEY?: string | undefined;
  BENCH_ROUTES?: boolean | undefined;
  DEV_CLOCK?: boolean | undefined;
  TRUST_PROXY: boolean | number | string[];
};

/**
 * Settings a production server refuses to start with: simulated payments, the SMS outbox instead
 * of a gateway, secrets that are missing or equal to the published development ones, development
 * routes, and a proxy setting that would let any client choose its own address.
 */
export function productionIssues(env: ProductionEnv): Issue[] {
  const issues: Issue[] = [];
  if (env.PAYMENT_PROVIDER === 'local') {
    issues.push({
      path: ['PAYMENT_PROVIDER'],
      message:
        'the local gateway is refused in production (it only simulates payments); set PAYMENT_PROVIDER=razorpay',
    });
  }
  if (env.SMS_PROVIDER === 'console') {
    issues.push({
      path: ['SMS_PROVIDER'],
      message:
        'the console SMS sender is refused in production (it only keeps codes in an outbox); set SMS_PROVIDER=msg91',
    });
  }
  if (env.WHATSAPP_PROVIDER === 'local') {
    issues.push({
      path: ['WHATSAPP_PROVIDER'],
      message:
        'the local WhatsApp sender is refused in production (it only keeps messages in an outbox); set cloud or off',
    });
  }
  if (!env.OTP_SECRET) {
    issues.push({ path: ['OTP_SECRET'], message: 'required in production (no development default)' });
  } else if (env.OTP_SECRET === DEV_OTP_SECRET) {
    issues.push({ path: ['OTP_SECRET'], message: 'is the published development secret; choose your own' });
  }
  if (!env.DOCUMENT_KEY) {
    issues.push({ path: ['DOCUMENT_KEY'], message: 'required in production (no development default)' });
  } else if (parseKey32(env.DOCUMENT_KEY)?.equals(parseKey32(DEV_DOCUMENT_KEY) ?? Buffer.alloc(0))) {
    issues.push({ path: ['DOCUMENT_KEY'], message: 'is the published development key; choose your own' });
  }
  if (env.PAYMENT_PROVIDER === 'local' && env.PAYMENT_LOCAL_SECRET === DEV_PAYMENT_LOCAL_SECRET) {
    issues.push({ path: ['PAYMENT_LOCAL_SECRET'], message: 'is the published development secret' });
  }
  if (env.BENCH_ROUTES) {
    issues.push({
      path: ['BENCH_ROUTES'],
      message: 'development routes are refused in production; set BENCH_ROUTES=false',
    });
  }
  if (env.DEV_CLOCK) {
    issues.push({
      path: ['DEV_CLOCK'],
      message: 'a client-chosen clock is refused in production; set DEV_CLOCK=false',
    });
  }
  if (env.TRUST_PROXY === true) {
    issues.push({
      path: ['TRUST_PROXY'],
      message:
        'true believes any X-Forwarded-For, so clients could choose their own address; give the hop count (e.g. 1) or the proxy addresses',
    });
  }
  return issues;
}
