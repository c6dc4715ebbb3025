import { Navigate, useLocation, useNavigate } from 'react-router';
import { useStaffToken } from '@/lib/staff-session';
import styles from './sign-in.module.css';
import { SignInForm } from './sign-in-form';

/** The sign-in screen; a member already signed in goes straight to where they were headed. */
export function SignInPage() {
  const token = useStaffToken();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  if (token) return <Navigate to={from} replace />;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Vastra</p>
        <h1>Staff sign in</h1>
        <p className={styles.lead}>We send a one-time code to your registered mobile.</p>
        <SignInForm onSignedIn={() => navigate(from, { replace: true })} />
      </div>
    </main>
  );
}
