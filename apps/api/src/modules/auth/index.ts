// The auth module's public API: other modules import only from here.

export type { OtpDeps } from './otp.ts';
export { consumeOtp } from './otp.ts';
export { authRoutes } from './routes.ts';
