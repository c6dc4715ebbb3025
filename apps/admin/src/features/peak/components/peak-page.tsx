import { todayInIndia } from '@vastra/shared/rules';
import { PEAK_MAX_DAYS } from '@vastra/shared/schemas';
import { useMemo, useState } from 'react';
import { PageState } from '@/components/ui/page-state';
import { useCurrentBranch } from '@/features/branches';
import { useCategories } from '@/features/inventory';
import { formatClock } from '@/lib/format';
import { usePeak } from '../api/get-peak';
import { HeatMap } from './heat-map';
import styles from './peak.module.css';
import { PeakLists } from './peak-lists';

const SPANS = [30, 60, 90, PEAK_MAX_DAYS];

/**
 * Peak dates for owners and managers: how much of each category is booked at each branch, day by
 * day over the coming months, to move stock between branches and set prices before the season.
 */
export function PeakPage() {
  const { picked } = useCurrentBranch();
  const categories = useCategories();
  const [from, setFrom] = useState(() => todayInIndia());
  const [days, setDays] = useState(PEAK_MAX_DAYS);
  const [category, setCategory] = useState('');
  const peak = usePeak({ from, days, branch: picked?.id, category: category || undefined });
  const top = useMemo(() => new Set(peak.data?.topDates.map((d) => d.date)), [peak.data]);
  return (
    <>
      <h1 className="page-title">Peak dates{picked ? ` · ${picked.name}` : ''}</h1>
      <div className={styles.toolbar}>
        <label>
          From
          <input
            className="input"
            type="date"
            value={from}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
          />
        </label>
        <label>
          Days
          <select className="select" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {SPANS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Category
          <select className="select" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Every category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.group})
              </option>
            ))}
          </select>
        </label>
      </div>
      {peak.isError ? (
        <PageState title="The peak dates could not load">
          <p>{peak.error.message}</p>
        </PageState>
      ) : peak.data ? (
        peak.data.rows.length === 0 ? (
          <PageState title="No rental pieces match" />
        ) : (
          <>
            <HeatMap dates={peak.data.dates} rows={peak.data.rows} topDates={top} />
            <p>
              <small>
                Figures as of {formatClock(peak.data.computedAt)} (IST); bookings since then show within 10
                minutes.
              </small>
            </p>
            <PeakLists view={peak.data} />
          </>
        )
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
    </>
  );
}
