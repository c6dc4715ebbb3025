import { formatRupees } from '@vastra/shared/rules';
import { useEffect, useRef, useState } from 'react';
import styles from './price-range.module.css';

type PriceRangeProps = {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  /** Called once the thumbs have been still for `debounceMs`. */
  onCommit: (value: [number, number]) => void;
  debounceMs: number;
  label?: string;
};

/** Two-thumb price slider; applies after a quiet pause, so dragging does not refetch each step. */
export function PriceRange({ min, max, step, value, onCommit, debounceMs, label = 'Rent' }: PriceRangeProps) {
  const [draft, setDraft] = useState<[number, number]>(value);
  const committed = useRef(value);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  // Follow outside changes (Reset, back navigation).
  useEffect(() => {
    committed.current = value;
    setDraft(value);
  }, [value[0], value[1]]);

  useEffect(() => {
    if (draft[0] === committed.current[0] && draft[1] === committed.current[1]) return;
    const timer = window.setTimeout(() => {
      committed.current = draft;
      onCommitRef.current(draft);
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [draft, debounceMs]);

  const pct = (n: number) => ((n - min) / (max - min)) * 100;

  return (
    <fieldset className={styles.range}>
      <legend className="field-label">{label} price</legend>
      <output className={styles.values} aria-live="polite">
        <span className="price">{formatRupees(draft[0])}</span>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">to</span>
        <span className="price">{formatRupees(draft[1])}</span>
      </output>
      <div className={styles.track}>
        <div
          className={styles.fill}
          style={{ left: `${pct(draft[0])}%`, right: `${100 - pct(draft[1])}%` }}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft[0]}
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={formatRupees(draft[0])}
          onChange={(e) => setDraft([Math.min(Number(e.target.value), draft[1]), draft[1]])}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft[1]}
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={formatRupees(draft[1])}
          onChange={(e) => setDraft([draft[0], Math.max(Number(e.target.value), draft[0])])}
        />
      </div>
    </fieldset>
  );
}
