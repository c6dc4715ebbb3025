import { Grid2x2, Grid3x3, LayoutGrid, Rows3, Square } from 'lucide-react';
import styles from './listing.module.css';

const PHONE = [
  { cols: 2, label: '2 columns', Icon: Grid2x2 },
  { cols: 1, label: '1 column', Icon: Square },
];
const DESKTOP = [
  { cols: 4, label: '4 columns', Icon: LayoutGrid },
  { cols: 3, label: '3 columns', Icon: Grid3x3 },
  { cols: 2, label: '2 columns (list)', Icon: Rows3 },
];

/** Grid/list toggle: a phone shows 2 or 1 columns, a desktop 4, 3 or 2. */
export function ViewToggle({
  cols,
  isPhone,
  onChange,
  className = '',
}: {
  cols: number;
  isPhone: boolean;
  onChange: (cols: number) => void;
  /** Hides it on the other screen while the page does not know its own (server render). */
  className?: string;
}) {
  const options = isPhone ? PHONE : DESKTOP;
  return (
    <fieldset className={`${styles.viewToggle} ${className}`.trim()}>
      <legend className="visually-hidden">Layout</legend>
      {options.map(({ cols: n, label, Icon }) => (
        <button
          key={n}
          type="button"
          className="btn-icon"
          aria-pressed={cols === n}
          aria-label={label}
          title={label}
          onClick={() => onChange(n)}
        >
          <Icon size={20} aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}
