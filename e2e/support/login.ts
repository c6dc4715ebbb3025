import type { APIRequestContext, Page } from '@playwright/test';

/** A mobile number no other test uses: 9 then nine random digits. */
export const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Logs a customer in through the API (OTP read from the development SMS outbox); returns the token. */
export async function loginByApi(request: APIRequestContext, mobile = freshMobile()): Promise<string> {
  const sent = await request.post('/api/auth/otp', { data: { mobile } });
  if (!sent.ok()) throw new Error(`OTP request: ${sent.status()} ${await sent.text()}`);
  const outbox = (await (await request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as {
    messages: { body: string }[];
  };
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  if (!otp) throw new Error('no OTP in the outbox');
  const verified = await request.post('/api/auth/verify', { data: { mobile, otp } });
  if (!verified.ok()) throw new Error(`OTP verify: ${verified.status()} ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}

/** The page starts logged in with this token (as the login page would leave it). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.tokenSet')) {
      localStorage.setItem('vastra.token', value);
      sessionStorage.setItem('e2e.tokenSet', '1');
    }
  }, token);
}
