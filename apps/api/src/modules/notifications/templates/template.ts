import type { LanguageCode } from '@vastra/shared/rules';

/** The shop's languages (LANGUAGES): every message has a text in each. */
export type Language = LanguageCode;
type Texts = Record<Language, string>;

/**
 * One event's message in every channel and language. `{name}`-style placeholders are filled
 * from the message's variables. The SMS text is what is registered as a DLT template with the
 * operator (MSG91 flow); the WhatsApp text is the body of the template of that name approved by
 * Meta, in the same order of variables.
 */
export type Template = {
  event: string;
  audience: 'customer' | 'staff';
  /** Reminders wait out quiet hours (21:00-09:00 in India); receipts and alerts do not. */
  reminder: boolean;
  sms: Texts;
  whatsapp?: { name: string; text: Texts };
  email?: { subject: Texts; text: Texts };
};

/** Fills `{placeholders}`: fill('Hi {name}', { name: 'Asha' }) → 'Hi Asha'. Unknown ones stay empty. */
export function fill(text: string, variables: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => variables[key] ?? '');
}

/** The placeholders of a text in order of appearance (WhatsApp's numbered parameters). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
