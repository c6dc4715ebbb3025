import type { ReactNode } from 'react';
import styles from './page-state.module.css';

/** A calm full-width message: empty results, errors, not found. */
export function PageState(props: { title: string; children?: ReactNode; icon?: ReactNode; level?: 1 | 2 }) {
  const { title, children, icon, level = 2 } = props;
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.state}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {children}
    </div>
  );
}
