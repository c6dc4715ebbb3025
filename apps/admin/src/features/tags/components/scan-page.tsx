import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { isStaffApiError } from '@/lib/api-client';
import { usePieceCounter } from '../api/get-counter';
import { pieceCodeFrom } from '../lib/scan-code';
import { CameraScanner } from './camera-scanner';
import { PieceCounterCard } from './piece-counter-card';
import styles from './scan.module.css';

const NOT_A_TAG = 'That is not a piece code or a Vastra tag.';

/**
 * The counter's scanner: the camera reads a piece's QR tag (or staff type its code) and the piece
 * opens with its booking and the step that fits. A tag read by the phone's own camera app lands
 * on /scan/<code> directly.
 */
export function ScanPage({ code }: { code: string | null }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const counter = usePieceCounter(code);
  const open = (text: string) => {
    const found = pieceCodeFrom(text);
    setProblem(found ? null : NOT_A_TAG);
    if (found) navigate(paths.scanPiece(found));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open(typed);
  };

  return (
    <div className={styles.layout}>
      <h1 className="page-title">Scan a tag</h1>
      {code ? (
        counter.isError ? (
          <PageState
            title={isStaffApiError(counter.error, 404) ? `No piece ${code} here` : 'The piece could not load'}
          >
            <p>{counter.error.message}</p>
          </PageState>
        ) : counter.data ? (
          <PieceCounterCard counter={counter.data} />
        ) : (
          <div className="skeleton" style={{ height: 240 }} />
        )
      ) : (
        <CameraScanner onRead={open} />
      )}
      {code ? (
        <Link className="btn btn-outline" to={paths.scan}>
          Scan another tag
        </Link>
      ) : null}
      <form className={styles.typed} onSubmit={submit}>
        <label>
          Or type the piece code
          <input
            className="input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'scan-problem' : undefined}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Open
        </button>
      </form>
      {problem ? (
        <p id="scan-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <Link to={paths.labels}>Print QR tags for this branch</Link>
    </div>
  );
}
