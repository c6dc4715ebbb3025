import { addDays } from '@vastra/shared/rules';
import type { StaffToday, TodayLine } from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useCurrentBranch } from '@/features/branches';
import { formatDay, formatRupees } from '@/lib/format';
import { useToday } from '../api/get-today';
import styles from './today.module.css';
import { TrialsToday } from './trials-today';

type LineList =
  | 'handoversToday'
  | 'handoversTomorrow'
  | 'returnsDue'
  | 'overdueReturns'
  | 'awaitingInspection';

const LISTS: [LineList, string][] = [
  ['handoversToday', 'Handovers today'],
  ['handoversTomorrow', 'Handovers tomorrow'],
  ['returnsDue', 'Returns due'],
  ['overdueReturns', 'Overdue returns'],
  ['awaitingInspection', 'Waiting for inspection'],
];

/** The branch's day, the home screen: counts at the top, then each list; a row opens its order. */
export function TodayPage() {
  const { oneBranch, isLoading } = useCurrentBranch();
  const today = useToday(oneBranch?.id ?? null);
  if (!oneBranch && !isLoading) return <PageState title="You are not linked to a branch yet" />;
  if (today.isError)
    return (
      <PageState title="Today could not load">
        <p>{today.error.message}</p>
      </PageState>
    );
  if (!today.data || !oneBranch) return <div className="skeleton" style={{ height: 360 }} />;
  const day = today.data;
  return (
    <>
      <h1 className="page-title">
        Today at {oneBranch.name} <small className={styles.date}>{formatDay(day.today)}</small>
      </h1>
      <ul className={styles.counts} aria-label="Counts">
        {LISTS.map(([key, title]) => (
          <li key={key}>
            <a href={`#${key}`}>
              <strong>{day.counts[key]}</strong> {title}
            </a>
          </li>
        ))}
        <li>
          <a href="#blocked">
            <strong>{day.counts.blocked}</strong> Blocked pieces
          </a>
        </li>
        <li>
          <a href="#unpaid">
            <strong>{day.counts.unpaid}</strong> Unpaid balances
          </a>
        </li>
      </ul>
      {LISTS.map(([key, title]) => (
        <TodayList
          key={key}
          id={key}
          title={title}
          rows={day[key]}
          count={day.counts[key]}
          all={`${paths.orders}?${allInOrders(key, day.today)}`}
        />
      ))}
      <TrialsToday branchId={oneBranch.id} />
      <Blocked blocks={day.blocked} />
      <Unpaid rows={day.unpaid} />
    </>
  );
}

/** The Orders page's filters that hold the whole of one Today list (Today shows its first rows). */
function allInOrders(list: LineList, today: string): string {
  const filters: Record<LineList, Record<string, string>> = {
    handoversToday: { dateField: 'delivery', from: today, to: today, sort: 'delivery', dir: 'asc' },
    handoversTomorrow: {
      dateField: 'delivery',
      from: addDays(today, 1),
      to: addDays(today, 1),
      sort: 'delivery',
      dir: 'asc',
    },
    returnsDue: { lineStatus: 'with_customer', dateField: 'return', from: today, to: today },
    overdueReturns: {
      lineStatus: 'with_customer',
      dateField: 'return',
      to: addDays(today, -1),
      sort: 'return',
      dir: 'asc',
    },
    awaitingInspection: { lineStatus: 'returned', sort: 'return', dir: 'asc' },
  };
  return new URLSearchParams(filters[list]).toString();
}

type TodayListProps = { id: string; title: string; rows: TodayLine[]; count: number; all: string };

function TodayList({ id, title, rows, count, all }: TodayListProps) {
  return (
    <section id={id} className={styles.list} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length === 0 ? <p className={styles.none}>None.</p> : null}
      {count > rows.length ? (
        <p className={styles.none}>
          The first {rows.length} of {count}. <Link to={all}>See all {count} in Orders</Link>
        </p>
      ) : null}
      <ul>
        {rows.map((row) => (
          <li key={row.lineId}>
            <Link to={paths.order(row.orderId)} className={styles.row}>
              <span>
                <strong>{row.billNo}</strong> · {row.productCode} {row.productName}
                <small>
                  {row.customerName || 'Customer'} · {row.customerMobile} ·{' '}
                  {row.deliveryType === 'home' ? 'Home delivery' : 'Pickup'} · out{' '}
                  {formatDay(row.deliveryDate)} · back {formatDay(row.returnDate)}
                </small>
              </span>
              <StatusBadge status={row.lineStatus} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Blocked({ blocks }: { blocks: StaffToday['blocked'] }) {
  return (
    <section id="blocked" className={styles.list} aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blocked for cleaning or repair</h2>
      {blocks.length === 0 ? <p className={styles.none}>None.</p> : null}
      <ul>
        {blocks.map((block) => (
          <li key={block.blockId} className={styles.row}>
            <span>
              <strong>{block.productCode}</strong> {block.productName}
              <small>
                {formatDay(block.from)} to {formatDay(block.to)} · {block.note}
              </small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Unpaid({ rows }: { rows: StaffToday['unpaid'] }) {
  return (
    <section id="unpaid" className={styles.list} aria-labelledby="unpaid-title">
      <h2 id="unpaid-title">Unpaid balances</h2>
      {rows.length === 0 ? <p className={styles.none}>None.</p> : null}
      <ul>
        {rows.map((row) => (
          <li key={row.orderId}>
            <Link to={paths.order(row.orderId)} className={styles.row}>
              <span>
                <strong>{row.billNo}</strong> · {row.productCode}
                <small>
                  {row.customerName || 'Customer'} · {row.customerMobile} · out {formatDay(row.deliveryDate)}
                </small>
              </span>
              <strong>{formatRupees(row.due)} due</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
