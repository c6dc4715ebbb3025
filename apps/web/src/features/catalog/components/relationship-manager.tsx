import { Headset, Phone } from 'lucide-react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useMe } from '@/features/account';
import { useBookingTexts } from '@/i18n/texts/booking';
import { useSession } from '@/lib/session';
import styles from './product-detail.module.css';

/** Your relationship manager: name and phone when logged in, a login prompt for visitors. */
export function RelationshipManagerBox() {
  const { isLoggedIn } = useSession();
  const me = useMe();
  const login = useLoginPrompt('Close');
  const { t } = useBookingTexts();
  const manager = me.data?.relationshipManager;
  return (
    <aside className={styles.rm} aria-label={t('product.manager')}>
      <Headset size={28} aria-hidden="true" className={styles.rmIcon} />
      <div>
        <p className={styles.rmTitle}>{t('product.yourManager')}</p>
        {!isLoggedIn ? (
          <>
            <p className={styles.rmText}>{t('product.rmLogin')}</p>
            <button type="button" className="link-button" onClick={login.prompt}>
              {t('product.rmLoginButton')}
            </button>
          </>
        ) : manager ? (
          <p className={styles.rmText}>
            {manager.name} ·{' '}
            <a href={`tel:${manager.phone.replace(/\s/g, '')}`}>
              <Phone size={14} aria-hidden="true" /> {manager.phone}
            </a>
          </p>
        ) : (
          <p className={styles.rmText}>{me.isPending ? t('product.loading') : t('product.callBack')}</p>
        )}
      </div>
      {login.dialog}
    </aside>
  );
}
