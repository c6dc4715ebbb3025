import { Printer } from 'lucide-react';
import { useState } from 'react';
import { PageState } from '@/components/ui/page-state';
import { useCurrentBranch } from '@/features/branches';
import { useCategories } from '@/features/inventory';
import { useLabels } from '../api/get-labels';
import { LabelSheet } from './label-sheet';
import styles from './labels.module.css';

const SHEET_SIZES = [24, 48, 96, 240];

/** QR tags to print for the branch's pieces: narrow by category or search, then print (A4). */
export function LabelsPage() {
  const { oneBranch, isLoading } = useCurrentBranch();
  const categories = useCategories();
  const [category, setCategory] = useState('');
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(24);
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const labels = useLabels(
    oneBranch ? { branch: oneBranch.id, category: category || undefined, q: q || undefined, cursor } : null,
    limit,
  );
  if (!oneBranch && !isLoading) return <PageState title="You are not linked to a branch yet" />;
  const restart = () => setCursors([]);
  const next = labels.data?.nextCursor;
  return (
    <>
      <h1 className="page-title">QR tags{oneBranch ? ` · ${oneBranch.name}` : ''}</h1>
      <div className={styles.toolbar}>
        <label>
          Category
          <select
            className="select"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              restart();
            }}
          >
            <option value="">Every category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.group})
              </option>
            ))}
          </select>
        </label>
        <label>
          Code or name
          <input
            className="input"
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value.trim());
              restart();
            }}
          />
        </label>
        <label>
          Tags per sheet
          <select
            className="select"
            value={limit}
            onChange={(e) => {
              setLimit(Number(e.target.value));
              restart();
            }}
          >
            {SHEET_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" /> Print
        </button>
        {cursors.length > 0 ? (
          <button type="button" className="btn btn-outline" onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous sheet
          </button>
        ) : null}
        {next ? (
          <button type="button" className="btn btn-outline" onClick={() => setCursors([...cursors, next])}>
            Next sheet
          </button>
        ) : null}
      </div>
      {labels.isError ? (
        <PageState title="The tags could not load">
          <p>{labels.error.message}</p>
        </PageState>
      ) : labels.data ? (
        labels.data.labels.length === 0 ? (
          <PageState title="No pieces match" />
        ) : (
          <LabelSheet labels={labels.data.labels} />
        )
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
    </>
  );
}
