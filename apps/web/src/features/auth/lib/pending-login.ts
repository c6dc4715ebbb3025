import { OTP_RULES } from '@vastra/shared/schemas';

/** The number a code was last sent to in this tab, so /loginotp (and a reload) can ask for the code. */
const KEY = 'vastra.pendingLogin';

type Pending = { mobile: string; sentAt: number };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingLogin(mobile: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ mobile, sentAt: Date.now() } satisfies Pending));
  } catch {
    // Storage full or blocked: /loginotp will start at step 1.
  }
}

/** The number whose code is still valid, or null. */
export function pendingLoginMobile(): string | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<Pending>;
    const fresh = Date.now() - (pending.sentAt ?? 0) < OTP_RULES.validMinutes * 60_000;
    return fresh && typeof pending.mobile === 'string' && /^\d{10}$/.test(pending.mobile)
      ? pending.mobile
      : null;
  } catch {
    return null;
  }
}

export function forgetPendingLogin(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
