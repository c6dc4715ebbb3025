import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styles from './account.module.css';
import { AccountSkeleton } from './account-header';
import { AccountMenu } from './account-menu';

/** The account pages' frame, behind RequireLogin: menu and the page (whose code loads without hiding the menu). */
export default function AccountLayout() {
  return (
    <div className={`container ${styles.layout}`}>
      <AccountMenu />
      <div className={styles.content}>
        <Suspense fallback={<AccountSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
