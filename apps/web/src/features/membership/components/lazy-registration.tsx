import { type ComponentProps, lazy, Suspense } from 'react';
import { useMemberTexts } from '@/i18n/texts/member';
import type { MembershipRegistration as Registration } from './membership-registration';

/** The registration form (zod schemas, payment code) loads after the page around it. */
const RegistrationImpl = lazy(() =>
  import('./membership-registration').then((m) => ({ default: m.MembershipRegistration })),
);

export function MembershipRegistration(props: ComponentProps<typeof Registration>) {
  return (
    <Suspense fallback={<RegistrationSkeleton />}>
      <RegistrationImpl {...props} />
    </Suspense>
  );
}

/** Grey boxes where the five fields will be. */
export function RegistrationSkeleton() {
  const { t } = useMemberTexts();
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 16 }}>
      <span className="visually-hidden">{t('register.loading')}</span>
      {['mobile', 'name', 'email', 'city', 'pincode'].map((field) => (
        <div key={field}>
          <div className="skeleton" style={{ height: 14, width: 120, marginBottom: 8 }} />
          <div className="skeleton" style={{ height: 44 }} />
        </div>
      ))}
    </div>
  );
}
