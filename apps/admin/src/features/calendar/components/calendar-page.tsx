import { addDays, todayInIndia } from '@vastra/shared/rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PageState } from '@/components/ui/page-state';
import { useCurrentBranch } from '@/features/branches';
import { formatDay } from '@/lib/format';
import { useCalendar } from '../api/calendar';
import { daysShown, type Span } from '../lib/days';
import { BlockDialog } from './block-dialog';
import styles from './calendar.module.css';
import { CalendarGrid } from './calendar-grid';

/** The branch's booking calendar: pieces as rows, days as columns, by week or month. */
export function CalendarPage({ canBlock }: { canBlock: boolean }) {
  const { oneBranch, isLoading } = useCurrentBranch();
  const [start, setStart] = useState(() => todayInIndia());
  const [span, setSpan] = useState<Span>('week');
  const [q, setQ] = useState('');
  const [blocking, setBlocking] = useState<{ productId: number; code: string } | null>(null);
  const days = daysShown(start, span);
  const first = days[0] ?? start;
  const last = days[days.length - 1] ?? start;
  const calendar = useCalendar(
    oneBranch ? { branch: oneBranch.id, from: first, to: last, q: q || undefined } : null,
  );
  if (!oneBranch && !isLoading) return <PageState title="You are not linked to a branch yet" />;
  const step = span === 'week' ? 7 : 30;
  return (
    <>
      <h1 className="page-title">Calendar{oneBranch ? ` · ${oneBranch.name}` : ''}</h1>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn-icon"
          aria-label="Earlier"
          onClick={() => setStart(addDays(start, -step))}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <span aria-live="polite">
          {formatDay(first)} – {formatDay(last)}
        </span>
        <button
          type="button"
          className="btn-icon"
          aria-label="Later"
          onClick={() => setStart(addDays(start, step))}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <label>
          <span className="visually-hidden">Show</span>
          <select className="select" value={span} onChange={(e) => setSpan(e.target.value as Span)}>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </select>
        </label>
        <label className={styles.search}>
          <span className="visually-hidden">Find a piece</span>
          <input
            className="input"
            type="search"
            placeholder="Product code"
            value={q}
            onChange={(e) => setQ(e.target.value.trim())}
          />
        </label>
      </div>
      {calendar.isError ? (
        <PageState title="The calendar could not load">
          <p>{calendar.error.message}</p>
        </PageState>
      ) : calendar.data ? (
        <CalendarGrid
          days={days}
          pieces={calendar.data.pieces}
          onBlock={
            canBlock ? (piece) => setBlocking({ productId: piece.productId, code: piece.code }) : undefined
          }
        />
      ) : (
        <div className="skeleton" style={{ height: 360 }} />
      )}
      {blocking ? <BlockDialog piece={blocking} from={first} onClose={() => setBlocking(null)} /> : null}
    </>
  );
}
