import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Login by one-time password: /api/auth/otp, /api/auth/verify, /api/auth/logout, /api/dev/sms-outbox. */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
