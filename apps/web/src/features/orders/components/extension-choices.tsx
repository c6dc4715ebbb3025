import { formatOrderDate, formatRupees } from '@vastra/shared/rules';
import type { ExtensionQuote } from '@vastra/shared/schemas';
import styles from './orders.module.css';

type Line = ExtensionQuote['lines'][number];

type ExtensionChoicesProps = {
  line: Line;
  chosen: number | null;
  onChoose: (days: number) => void;
};

/** 2, 4 or 6 more days for one rental: each with its new return date and price; taken days cannot be chosen. */
export function ExtensionChoices({ line, chosen, onChoose }: ExtensionChoicesProps) {
  return (
    <fieldset className={styles.extendChoices}>
      <legend>
        Keep {line.productName} longer (now due back on {formatOrderDate(line.returnDate)})
      </legend>
      {line.options.map((option) => (
        <label key={option.days} className={styles.extendChoice} data-testid={`extend-${option.days}`}>
          <input
            type="radio"
            name={`extend-${line.lineId}`}
            value={option.days}
            checked={chosen === option.days}
            disabled={!option.available}
            onChange={() => onChoose(option.days)}
          />
          <span>
            {option.days} more days · return on {formatOrderDate(option.returnDate)} ·{' '}
            <strong className="price">{formatRupees(option.amount)}</strong>
            {option.available ? null : ' · not available, the piece is booked right after'}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
