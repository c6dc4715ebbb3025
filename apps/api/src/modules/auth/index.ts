// The auth module's public API: other modules import only from here.

export { consumeOtp } from './otp.ts';
export { authRoutes } from './routes.ts';
