import type { PeakRow } from '@vastra/shared/schemas';
import { formatDay } from '@/lib/format';
import { HEAT_STEPS, heatStep, shortDay, weekDay } from '../lib/heat';
import styles from './peak.module.css';

/** Days of the month numbered in the header (every column is too narrow for all of them). */
const MARKED_DAYS = new Set(['01', '08', '15', '22', '29']);

type Props = { dates: string[]; rows: PeakRow[]; topDates: Set<string> };

/**
 * The heat map: a category at a branch per row, a day per column, coloured by the share of its
 * pieces booked or held. It is a real table: every cell carries its number for screen readers and
 * a title with the whole sentence; the busiest days are starred in the header.
 */
export function HeatMap({ dates, rows, topDates }: Props) {
  return (
    <>
      <ul className={styles.legend} aria-label="Colours">
        {HEAT_STEPS.map((step) => (
          <li key={step.floor}>
            <span className={styles.swatch} style={{ background: step.colour }} aria-hidden="true" />
            {step.words}
          </li>
        ))}
        <li>
          <span className={styles.top}>★</span> busiest days
        </li>
      </ul>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable. */}
      <section className={styles.scroller} aria-label="Heat map, scrolls sideways" tabIndex={0}>
        <table className={styles.heat}>
          <caption>
            Share of pieces booked or held, {formatDay(dates[0])} – {formatDay(dates.at(-1))}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHead}>
                Category · branch
              </th>
              {dates.map((date) => {
                const top = topDates.has(date);
                return (
                  <th
                    key={date}
                    scope="col"
                    className={`${styles.dayHead}${top ? ` ${styles.top}` : ''}`}
                    title={`${weekDay(date)} ${shortDay(date)}${top ? ', one of the busiest days' : ''}`}
                  >
                    <span aria-hidden="true">
                      {top ? '★' : MARKED_DAYS.has(date.slice(8)) ? Number(date.slice(8)) : ''}
                    </span>
                    <span className="visually-hidden">
                      {shortDay(date)}
                      {top ? ' (busiest)' : ''}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = `${row.categoryName} · ${row.branchCode}`;
              return (
                <tr key={`${row.branchId}:${row.categoryId}`}>
                  <th scope="row" className={styles.rowHead}>
                    {name} <small>({row.pieces})</small>
                  </th>
                  {dates.map((date, i) => {
                    const share = row.share[i] ?? 0;
                    return (
                      <td
                        key={date}
                        className={styles.cell}
                        style={{ background: heatStep(share).colour }}
                        title={`${name}, ${shortDay(date)}: ${row.booked[i] ?? 0} of ${row.pieces} booked (${share} %)`}
                      >
                        <span className="visually-hidden">{share} %</span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
