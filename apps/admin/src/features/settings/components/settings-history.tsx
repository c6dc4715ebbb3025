import { formatMoment } from '@/lib/format';
import { useSettingsHistory } from '../api/settings';
import { settingLabel } from '../lib/setting-labels';

/** A value of a change in words; a whole page's wording is named, not printed. */
const show = (path: string, value: unknown) => {
  if (value === null || value === undefined) return path.startsWith('texts.') ? 'default wording' : '-';
  if (typeof value === 'string') return value;
  return path.startsWith('texts.') ? 'new wording' : JSON.stringify(value);
};

/** Every change of the settings, newest first: who, when, and each value before → after. */
export function SettingsHistoryList() {
  const history = useSettingsHistory();
  return (
    <section className="card" aria-labelledby="settings-history-title">
      <h2 id="settings-history-title">History</h2>
      {history.isError ? <p role="alert">The history could not load: {history.error.message}</p> : null}
      {history.data && history.data.items.length === 0 ? <p>No change has been made yet.</p> : null}
      <ol className="settings-history">
        {history.data?.items.map((entry) => (
          <li key={entry.id}>
            <strong>{formatMoment(entry.createdAt)}</strong> · {entry.staffName}
            <ul>
              {entry.changes.map((change) => (
                <li key={change.path}>
                  {settingLabel(change.path)} <small>({change.path})</small>:{' '}
                  {show(change.path, change.before)} → {show(change.path, change.after)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
