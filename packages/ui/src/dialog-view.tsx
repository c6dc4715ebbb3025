import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; shown under it unless hidden. */
  description?: ReactNode;
  hideDescription?: boolean;
  children?: ReactNode;
  /** Buttons at the bottom (sticky on a phone). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'sheet' slides in from the left (the phone drawer). */
  variant?: 'modal' | 'drawer';
};

/**
 * The one dialog: focus trapped, Escape and the backdrop close it. Centred on a desktop, a bottom
 * sheet on a phone (CSS), or a side drawer. Loaded the first time a dialog opens (dialog.tsx).
 */
export default function DialogView(props: DialogProps) {
  const { open, onOpenChange, title, description, hideDescription, children, footer } = props;
  const { size = 'md', variant = 'modal' } = props;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${variant === 'drawer' ? styles.drawer : styles[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="btn-icon" aria-label="Close">
              <X size={22} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={hideDescription ? 'visually-hidden' : styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
