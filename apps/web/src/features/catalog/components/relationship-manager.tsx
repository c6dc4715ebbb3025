import { Headset, Phone } from 'lucide-react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useMe } from '@/features/account';
import { useSession } from '@/lib/session';
import styles from './product-detail.module.css';

/** Your relationship manager: name and phone when logged in, a login prompt for visitors. */
export function RelationshipManagerBox() {
  const { isLoggedIn } = useSession();
  const me = useMe();
  const login = useLoginPrompt('Close');
  const manager = me.data?.relationshipManager;
  return (
    <aside className={styles.rm} aria-label="Relationship manager">
      <Headset size={28} aria-hidden="true" className={styles.rmIcon} />
      <div>
        <p className={styles.rmTitle}>Your relationship manager</p>
        {!isLoggedIn ? (
          <>
            <p className={styles.rmText}>
              Log in to talk to your personal stylist about fit, dates and delivery.
            </p>
            <button type="button" className="link-button" onClick={login.prompt}>
              Login to see your relationship manager
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
          <p className={styles.rmText}>{me.isPending ? 'Loading…' : 'Your branch will call you back.'}</p>
        )}
      </div>
      {login.dialog}
    </aside>
  );
}
