import { lazy, Suspense } from 'react';
import { usePagesTexts } from '@/i18n/texts/pages';
import { noteEarlyInput } from '@/lib/early-form';
import styles from './info.module.css';

/*
 * The forms check input with the shared zod schemas (react-hook-form + zod): their code loads
 * after the page around them, so the page's first JavaScript stays small on a cheap phone. The
 * server renders them in full, so what is typed or submitted before their code has run is noted
 * from here (this module runs with the page's code, before the page is hydrated) and handed to
 * them once they are live (lib/early-form.ts).
 */
noteEarlyInput();
const ContactFormImpl = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));
const FranchiseFormImpl = lazy(() => import('./franchise-form').then((m) => ({ default: m.FranchiseForm })));

/** Labelled grey boxes where a form's fields will be. */
function FormSkeleton({ fields }: { fields: number }) {
  const { t } = usePagesTexts();
  return (
    <div aria-busy="true" className={styles.formSkeleton}>
      <span className="visually-hidden">{t('common.loadingForm')}</span>
      {Array.from({ length: fields }, (_, n) => n).map((n) => (
        <div key={`field-${n}`}>
          <div className="skeleton" style={{ height: 14, width: 120, marginBottom: 8 }} />
          <div className="skeleton" style={{ height: 44 }} />
        </div>
      ))}
    </div>
  );
}

export function ContactForm() {
  return (
    <Suspense fallback={<FormSkeleton fields={3} />}>
      <ContactFormImpl />
    </Suspense>
  );
}

export function FranchiseForm() {
  return (
    <Suspense fallback={<FormSkeleton fields={7} />}>
      <FranchiseFormImpl />
    </Suspense>
  );
}
