import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_THANKS, ContactFormSchema, type ContactForm as ContactValues } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerMessage } from '@/i18n/messages';
import { usePagesTexts } from '@/i18n/texts/pages';
import { isApiError } from '@/lib/api-client';
import { useEarlyForm } from '@/lib/early-form';
import { toast } from '@/lib/toast';
import { useSubmitContact } from '../api/submit-contact';
import styles from './forms.module.css';

/** What the form says when the message could not be sent. */
export const CONTACT_ERROR = 'There was an error submitting the form. Please try again.';

const EMPTY = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

/** 'Get In Touch': name, e-mail and message, checked by the same schema as the API. */
export function ContactForm() {
  const form = useForm<z.input<typeof ContactFormSchema>, unknown, ContactValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: EMPTY,
    // A field is checked when it is left, then on every change.
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset, setError, setValue } = form;
  const submit = useSubmitContact();
  const { t } = usePagesTexts();
  const message = useServerMessage();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await submit.mutateAsync(values);
      toast.success(result.message || CONTACT_THANKS);
      reset(EMPTY);
    } catch (error) {
      if (isApiError(error, 400)) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as keyof typeof EMPTY, { message });
        }
      }
      toast.error(CONTACT_ERROR);
    }
  });

  // Served in the page's HTML before this code arrives (lazy-forms.tsx): see lib/early-form.ts.
  const early = useEarlyForm('contact-form', FIELDS, setValue, onSubmit);

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form {...early} onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="get-in-touch">
      <FormField
        id="contact-name"
        label={t('contact.name')}
        autoComplete="name"
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <FormField
        id="contact-email"
        label={t('contact.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <FormField
        id="contact-message"
        label={t('contact.message')}
        multiline
        rows={5}
        error={message(errors.message?.message)}
        {...register('message')}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          <Send size={18} aria-hidden="true" />
          {busy ? t('contact.sending') : t('contact.submit')}
        </button>
        <p className={styles.note}>{t('common.required')}</p>
      </div>
    </form>
  );
}
