import type { PieceLabel } from '@vastra/shared/schemas';
import styles from './labels.module.css';
import { QrCode } from './qr-code';

/** The printable sheet: one tag per piece with its QR code, code, name, size and branch. */
export function LabelSheet({ labels }: { labels: PieceLabel[] }) {
  return (
    <ul className={styles.sheet} aria-label="QR tags">
      {labels.map((label) => (
        <li key={label.code} className={styles.label} data-code={label.code}>
          <QrCode className={styles.qr} value={label.scanUrl} label={`QR code for ${label.code}`} />
          <span className={styles.text}>
            <span className={styles.code}>{label.code}</span>
            <span className={styles.name}>{label.name}</span>
            <span>
              {label.categoryName} · {label.sizeLabel}
            </span>
            <span>{label.branchCode}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
