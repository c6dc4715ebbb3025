import type { StaffPeak } from '@vastra/shared/schemas';
import { formatDay } from '@/lib/format';
import { shortDay, weekDay } from '../lib/heat';
import styles from './peak.module.css';

/** The busiest days, the sizes that ran out, and the pieces nobody booked in the window. */
export function PeakLists({ view }: { view: StaffPeak }) {
  return (
    <div className={styles.panels}>
      <section className="card" aria-labelledby="top-dates">
        <h2 id="top-dates">Busiest days</h2>
        {view.topDates.length === 0 ? (
          <p>No bookings in these days yet.</p>
        ) : (
          <ol>
            {view.topDates.map((d) => (
              <li key={d.date}>
                {weekDay(d.date)} {shortDay(d.date)}: {d.share} % booked ({d.booked} of {d.pieces})
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="sold-out">
        <h2 id="sold-out">Sizes that ran out ({view.soldOut.count})</h2>
        {view.soldOut.count === 0 ? (
          <p>Every size had a piece free on every day.</p>
        ) : (
          <table className={styles.list}>
            <thead>
              <tr>
                <th scope="col">Category · branch</th>
                <th scope="col">Size</th>
                <th scope="col">Days</th>
              </tr>
            </thead>
            <tbody>
              {view.soldOut.items.map((s) => (
                <tr key={`${s.branchId}:${s.categoryId}:${s.sizeLabel}:${s.from}`}>
                  <td>
                    {s.categoryName} · {s.branchCode}
                  </td>
                  <td>
                    {s.sizeLabel} ({s.pieces} {s.pieces === 1 ? 'piece' : 'pieces'})
                  </td>
                  <td>{s.from === s.to ? formatDay(s.from) : `${formatDay(s.from)} – ${formatDay(s.to)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="idle">
        <h2 id="idle">Idle pieces ({view.idle.count})</h2>
        {view.idle.count === 0 ? (
          <p>Every piece has a booking in these days.</p>
        ) : (
          <table className={styles.list}>
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Category · size</th>
                <th scope="col">Branch</th>
              </tr>
            </thead>
            <tbody>
              {view.idle.items.map((p) => (
                <tr key={p.productId}>
                  <td>
                    {p.code} · {p.name}
                  </td>
                  <td>
                    {p.categoryName} · {p.sizeLabel}
                  </td>
                  <td>{p.branchCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {view.idle.count > view.idle.items.length ? (
          <p>The first {view.idle.items.length} by code are listed.</p>
        ) : null}
      </section>
    </div>
  );
}
