import type { StaffMember } from '@vastra/shared/schemas';
import {
  CalendarDays,
  ClipboardList,
  Contact,
  Flame,
  History,
  House,
  Inbox,
  Layers,
  LogOut,
  MessageSquareWarning,
  ScanLine,
  Settings2,
  Shirt,
  Users,
} from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { BranchPicker } from './branch-picker';
import { ScreenErrorBoundary } from './screen-error';
import styles from './shell.module.css';

const ROLE_NAMES: Record<StaffMember['role'], string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
};

type NavItem = {
  to: string;
  label: string;
  icon: typeof House;
  ownerOnly?: boolean;
  /** Owners and managers, not counter staff. */
  managers?: boolean;
  end?: boolean;
};

const NAV: NavItem[] = [
  { to: paths.today, label: 'Today', icon: House, end: true },
  { to: paths.orders, label: 'Orders', icon: ClipboardList },
  { to: paths.calendar, label: 'Calendar', icon: CalendarDays },
  { to: paths.scan, label: 'Scan', icon: ScanLine },
  { to: paths.inventory, label: 'Inventory', icon: Shirt },
  { to: paths.customers, label: 'Customers', icon: Contact },
  { to: paths.enquiries, label: 'Enquiries', icon: Inbox },
  { to: paths.peak, label: 'Peak dates', icon: Flame, managers: true },
  { to: paths.kits, label: 'Kits', icon: Layers, managers: true },
  { to: paths.failedMessages, label: 'Failed messages', icon: MessageSquareWarning, managers: true },
  { to: paths.staff, label: 'Staff', icon: Users, ownerOnly: true },
  { to: paths.audit, label: 'Audit log', icon: History, ownerOnly: true },
  { to: paths.settings, label: 'Settings', icon: Settings2, ownerOnly: true },
];

type ShellProps = { member: StaffMember; onSignOut: () => void; signingOut: boolean };

/**
 * The frame of every screen: who is signed in and where, the screens they may open (a bottom tab
 * bar on a phone, within reach of the thumb; a top bar on a desktop) and sign out.
 */
export function Shell({ member, onSignOut, signingOut }: ShellProps) {
  const items = NAV.filter(
    (item) => (!item.ownerOnly || member.role === 'owner') && (!item.managers || member.role !== 'staff'),
  );
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>Vastra</span>
        <nav aria-label="Back office" className={styles.nav}>
          {items.map(({ to, label, icon: Icon, end }) => (
            <NavLink key={to} to={to} end={end} className={styles.navLink}>
              <Icon size={20} aria-hidden="true" />
              <span>{label}</span>
            </NavLink>
          ))}
        </nav>
        <div className={styles.who}>
          <BranchPicker />
          <span className={styles.member}>
            <strong>{member.name}</strong>
            <span className={styles.role}>{ROLE_NAMES[member.role]}</span>
          </span>
          <button
            type="button"
            className="btn-icon"
            onClick={onSignOut}
            disabled={signingOut}
            aria-label="Sign out"
          >
            <LogOut size={20} aria-hidden="true" />
          </button>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <ScreenErrorBoundary>
          <Suspense fallback={<div className="skeleton" style={{ height: 240 }} />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}
