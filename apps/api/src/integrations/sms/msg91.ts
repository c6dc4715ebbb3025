import type { OtpMessage, SmsLog, SmsSender, TemplateMessage } from './sms.ts';

export type Msg91Options = {
  authKey: string;
  /** The DLT-registered OTP template; its text carries ##OTP##. */
  templateId: string;
  /** Flow ids of the shop's messages by event (MSG91_FLOWS). */
  flows?: Record<string, string>;
  senderId?: string | undefined;
  /** https://control.msg91.com in production; a local fake in tests. */
  baseUrl: string;
  otpExpiryMinutes: number;
  timeoutMs?: number;
};

/**
 * MSG91's SendOTP API (v5): POST {base}/api/v5/otp with the auth key in the `authkey` header.
 * We pass our own code (`otp`) so that our database, not the gateway, decides what is valid;
 * the message text itself is the DLT template registered with MSG91.
 */
export class Msg91SmsSender implements SmsSender {
  readonly kind = 'msg91';

  constructor(
    private readonly opts: Msg91Options,
    private readonly log: SmsLog,
  ) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    const body = {
      template_id: this.opts.templateId,
      // Indian numbers with the country code, as the gateway expects.
      mobile: `91${message.mobile}`,
      otp: message.otp,
      otp_expiry: this.opts.otpExpiryMinutes,
      ...(this.opts.senderId ? { sender: this.opts.senderId } : {}),
    };
    let answer: Msg91Answer;
    try {
      answer = await this.post('/api/v5/otp', body);
    } catch (error) {
      this.log.warn({ err: error, mobile: message.mobile }, 'MSG91 unreachable');
      throw error;
    }
    const { status, reply } = answer;
    // MSG91 answers 200 with {"type":"error"} for many failures, so both are checked.
    if (status < 200 || status >= 300 || reply.type !== 'success') {
      this.log.warn({ status, reply: reply.message, mobile: message.mobile }, 'MSG91 refused the OTP');
      throw new Error(`MSG91 refused the OTP: ${status} ${reply.message ?? ''}`.trim());
    }
  }

  /**
   * MSG91's Flow API: POST {base}/api/v5/flow with the event's flow id (its DLT template) and the
   * variables by name. Answers {"type":"success","message":"<request id>"}; delivery reports name
   * that id.
   */
  async sendTemplate(message: TemplateMessage): Promise<{ vendorId: string }> {
    const flowId = this.opts.flows?.[message.event];
    if (!flowId) throw new Error(`No MSG91 flow for ${message.event}: add it to MSG91_FLOWS`);
    const { status, reply } = await this.post('/api/v5/flow', {
      template_id: flowId,
      short_url: '0',
      recipients: [{ mobiles: `91${message.mobile}`, ...message.variables }],
    });
    if (status < 200 || status >= 300 || reply.type !== 'success' || !reply.message) {
      throw new Error(`MSG91 refused the message: ${status} ${reply.message ?? ''}`.trim());
    }
    return { vendorId: reply.message };
  }

  /** POSTs JSON to MSG91 with the auth key; its answer (MSG91 says 200 with "error" for many failures). */
  private async post(path: string, body: object): Promise<Msg91Answer> {
    try {
      const res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          authkey: this.opts.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      const reply = (await res.json().catch(() => ({}))) as Msg91Answer['reply'];
      return { status: res.status, reply };
    } catch (error) {
      throw new Error('MSG91 unreachable', { cause: error });
    }
  }
}

type Msg91Answer = { status: number; reply: { type?: string; message?: string } };
