import type { ReactNode } from 'react';
import styles from './page-state.module.css';

/** A calm message in place of a screen's content: empty, failed, not found. */
export function PageState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.state} aria-live="polite">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
