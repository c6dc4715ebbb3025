import { formatOrderDate, formatRupees } from '@vastra/shared/rules';
import type { ExtensionQuote } from '@vastra/shared/schemas';
import { useTranslation } from '@/i18n';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

type Line = ExtensionQuote['lines'][number];

type ExtensionChoicesProps = {
  line: Line;
  chosen: number | null;
  onChoose: (days: number) => void;
};

/** 2, 4 or 6 more days for one rental: each with its new return date and price; taken days cannot be chosen. */
export function ExtensionChoices({ line, chosen, onChoose }: ExtensionChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.extendChoices}>
      <legend>
        {t('orders.extend.keep', { name: line.productName, date: formatOrderDate(line.returnDate) })}
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
            {t('orders.extend.option', { days: option.days, date: formatOrderDate(option.returnDate) })} ·{' '}
            <strong className="price">{formatRupees(option.amount)}</strong>
            {option.available ? null : ` · ${t('orders.extend.taken')}`}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
