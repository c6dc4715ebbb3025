import type { StaffCalendar } from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { barPlace } from '../lib/days';
import styles from './calendar.module.css';

type Piece = StaffCalendar['pieces'][number];
const KIND_WORDS = { rental: 'Booking', maintenance: 'Blocked', trial: 'Trial', buffer: 'Buffer' } as const;

type Props = { days: string[]; pieces: Piece[]; onBlock?: (piece: Piece) => void };

/** Rows of pieces over the days shown; each bar says what it is and opens its order. */
export function CalendarGrid({ days, pieces, onBlock }: Props) {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const columns = `minmax(120px, 160px) repeat(${days.length}, minmax(36px, 1fr))`;
  if (pieces.length === 0) return <p>No pieces at this branch match.</p>;
  return (
    // A scrolling area takes the keyboard's focus so it can be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
    <section className={styles.scroller} aria-label="Booking calendar" tabIndex={0}>
      <div className={styles.grid}>
        <div className={styles.row} style={{ gridTemplateColumns: columns }}>
          <div className={styles.corner}>Piece</div>
          {days.map((day) => (
            <div key={day} className={styles.day}>
              {day.slice(8)}/{day.slice(5, 7)}
            </div>
          ))}
        </div>
        {pieces.map((piece) => (
          <div key={piece.productId} className={styles.row} style={{ gridTemplateColumns: columns }}>
            <div className={styles.piece} style={{ gridColumn: 1, gridRow: 1 }}>
              <strong>{piece.code}</strong>
              {onBlock ? (
                <button type="button" className="link-button" onClick={() => onBlock(piece)}>
                  Block<span className="visually-hidden"> {piece.code}</span>
                </button>
              ) : null}
            </div>
            {piece.bars.map((bar) => {
              const place = barPlace(bar.from, bar.to, first, last);
              if (!place) return null;
              const label = `${bar.partyName ? `${bar.partyName}: ` : ''}${KIND_WORDS[bar.kind]}${bar.billNo ? ` ${bar.billNo}` : ''} ${formatDay(bar.from)} to ${formatDay(bar.to)}${bar.status === 'held' ? ' (held)' : ''}${bar.note ? `: ${bar.note}` : ''}`;
              const style = { gridColumn: `${place.start + 1} / span ${place.span}`, gridRow: 1 };
              const className = `${styles.bar} ${styles[bar.kind]} ${bar.status === 'held' ? styles.held : ''}`;
              return bar.orderId ? (
                <Link
                  key={`${bar.bookingId}-${bar.kind}`}
                  to={paths.order(bar.orderId)}
                  className={className}
                  style={style}
                  title={label}
                >
                  <span className={styles.barText}>{label}</span>
                </Link>
              ) : (
                <span key={`${bar.bookingId}-${bar.kind}`} className={className} style={style} title={label}>
                  <span className={styles.barText}>{label}</span>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
