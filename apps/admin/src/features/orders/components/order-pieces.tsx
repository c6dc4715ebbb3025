import { groupKitLines } from '@vastra/shared/rules';
import { formatRupees } from '@/lib/format';
import type { StaffOrderLine } from '../lib/types';
import { LineCard } from './line-card';
import styles from './order-detail.module.css';

type Props = {
  orderId: string;
  lines: readonly StaffOrderLine[];
  deliveryType: 'home' | 'pickup';
  due: number;
  creditAvailable: number;
  /** The step a scanned tag asks to open for a line, if any. */
  stepFor: (lineId: string) => string | null;
};

/**
 * The order's pieces: a kit as one group (its name, its rent for the period, its parts' deposits)
 * with each part's card beneath, which keeps its own steps (hand-over, return, inspection); other
 * pieces as cards of their own.
 */
export function OrderPieces({ orderId, lines, deliveryType, due, creditAvailable, stepFor }: Props) {
  const card = (line: StaffOrderLine) => (
    <LineCard
      key={line.id}
      orderId={orderId}
      line={line}
      deliveryType={deliveryType}
      due={due}
      creditAvailable={creditAvailable}
      initialStep={stepFor(line.id)}
    />
  );
  return groupKitLines(lines, (line) => line.price).map((group) => {
    if (group.kind === 'piece') return card(group.lines[0]);
    const period = group.lines[0]?.period;
    const deposit = group.lines.reduce((sum, line) => sum + line.deposit, 0);
    return (
      <section
        key={group.kit.group}
        className={styles.kitGroup}
        aria-label={`Outfit ${group.kit.name}`}
        data-testid="staff-order-kit"
      >
        <h3 className={styles.kitTitle}>
          {group.kit.name} <span className={styles.kitCode}>{group.kit.code}</span>
        </h3>
        <p className={styles.kitMeta}>
          Outfit of {group.lines.length} pieces · rent {formatRupees(group.price)}
          {period ? ` for ${period} days` : ''} · deposit {formatRupees(deposit)}
        </p>
        {group.lines.map(card)}
      </section>
    );
  });
}
