import { addDays } from '@vastra/shared/rules';
import {
  CreateBlockSchema,
  MovePieceSchema,
  RetirePieceSchema,
  type StaffBranch,
  type StaffPiece,
} from '@vastra/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { useBlock, useMovePiece, useRetirePiece } from '../api/pieces';
import { STATUS_WORDS } from '../lib/list-query';
import styles from './inventory.module.css';

type Props = {
  piece: StaffPiece;
  branches: Pick<StaffBranch, 'id' | 'code' | 'name'>[];
  canManage: boolean;
  today: string;
};
type Open = 'block' | 'move' | 'retire' | null;

const firstIssue = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? 'Please check the form.';
const form = (element: HTMLFormElement) =>
  Object.fromEntries(new FormData(element).entries()) as Record<string, string>;

/**
 * Where the piece stands and what staff can do about it: block it for cleaning or repair (any
 * staff), move it to another branch or retire it, optionally into a pre-used sale (managers, owners).
 */
export function StatusActions({ piece, branches, canManage, today }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const block = useBlock(piece.id);
  const move = useMovePiece(piece.id);
  const retire = useRetirePiece(piece.id);
  const [sell, setSell] = useState(true);
  const close = () => {
    setOpen(null);
    setProblem(null);
  };
  const inCatalogue = piece.status !== 'retired' && piece.status !== 'sold';
  const done = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      close();
    },
    onError: (error: Error) => setProblem(error.message),
  });

  return (
    <section className={`${styles.section} ${styles.status}`} aria-labelledby="status-title">
      <h2 id="status-title">Status: {STATUS_WORDS[piece.status]}</h2>
      {piece.status === 'moving' && piece.arrivesOn ? (
        <p>
          On its way from {piece.movedFrom?.name ?? 'its old branch'} to {piece.branch.name}, arriving{' '}
          {formatDay(piece.arrivesOn)}. Bookings before then stay at the old branch.
        </p>
      ) : null}
      {piece.blocks.map((b) => (
        <p key={b.id}>
          Blocked {formatDay(b.from)} – {formatDay(b.to)}: {b.note}{' '}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => block.mutate({ release: b.id }, { onError: (e) => toast.error(e.message) })}
          >
            Release
          </button>
        </p>
      ))}
      {piece.saleListing ? (
        <p>
          Sold on as <Link to={paths.piece(piece.saleListing.id)}>{piece.saleListing.code}</Link> (pre-used
          sale).
        </p>
      ) : null}
      {piece.fromPiece ? (
        <p>
          Made from the retired rental{' '}
          <Link to={paths.piece(piece.fromPiece.id)}>{piece.fromPiece.code}</Link>.
        </p>
      ) : null}
      {inCatalogue && piece.type === 'rent' ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setOpen('block')}>
            Block for maintenance
          </button>
          {canManage ? (
            <>
              <button type="button" className="btn btn-outline" onClick={() => setOpen('move')}>
                Move to another branch
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setOpen('retire')}>
                Retire
              </button>
            </>
          ) : null}
        </div>
      ) : null}

      <ActionDialog
        open={open === 'block'}
        onClose={close}
        title={`Block ${piece.code}`}
        description="The piece cannot be booked on these days. Days that already have a booking are refused."
        confirmLabel="Block"
        pending={block.isPending}
        error={problem}
        onConfirm={(element) => {
          const parsed = CreateBlockSchema.safeParse({ ...form(element), productId: piece.id });
          if (!parsed.success) return setProblem(firstIssue(parsed.error));
          block.mutate(parsed.data, done(`${piece.code} blocked`));
        }}
      >
        <TextField
          id="block-from"
          name="from"
          label="From"
          type="date"
          defaultValue={today}
          min={today}
          required
        />
        <TextField
          id="block-to"
          name="to"
          label="To"
          type="date"
          defaultValue={addDays(today, 2)}
          min={today}
          required
        />
        <TextField id="block-note" name="note" label="Why (cleaning, repair…)" maxLength={500} required />
      </ActionDialog>

      <ActionDialog
        open={open === 'move'}
        onClose={close}
        title={`Move ${piece.code}`}
        description="New bookings can start on the arrival day. Bookings before it stay with the current branch."
        confirmLabel="Move"
        pending={move.isPending}
        error={problem}
        onConfirm={(element) => {
          const parsed = MovePieceSchema.safeParse(form(element));
          if (!parsed.success) return setProblem(firstIssue(parsed.error));
          move.mutate(parsed.data, done(`${piece.code} is on its way`));
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor="move-branch">
            To branch
          </label>
          <select id="move-branch" name="branchId" className="select">
            {branches
              .filter((b) => b.id !== piece.branch.id)
              .map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({b.code})
                </option>
              ))}
          </select>
        </div>
        <TextField
          id="move-arrives"
          name="arrivesOn"
          label="Arrives on"
          type="date"
          defaultValue={addDays(today, 3)}
          min={today}
          required
        />
      </ActionDialog>

      <ActionDialog
        open={open === 'retire'}
        onClose={close}
        title={`Retire ${piece.code}`}
        description="The piece leaves the rental catalogue for good. A piece with bookings still to come cannot be retired: move those bookings first."
        confirmLabel={sell ? 'Retire and list for sale' : 'Retire'}
        pending={retire.isPending}
        error={problem}
        onConfirm={(element) => {
          const values = form(element);
          const sale = sell ? { salePrice: values.salePrice ?? '', mrp: values.mrp ?? '' } : null;
          const parsed = RetirePieceSchema.safeParse({ conditionNote: values.conditionNote ?? '', sale });
          if (!parsed.success) return setProblem(firstIssue(parsed.error));
          retire.mutate(
            parsed.data,
            done(sell ? `${piece.code} retired and listed for sale` : `${piece.code} retired`),
          );
        }}
      >
        <TextField id="retire-note" name="conditionNote" label="Condition notes" maxLength={1000} />
        <label className="check">
          <input type="checkbox" checked={sell} onChange={(e) => setSell(e.target.checked)} /> Create a
          pre-used sale listing with its photos
        </label>
        {sell ? (
          <>
            <TextField
              id="retire-price"
              name="salePrice"
              label="Sale price, ₹"
              inputMode="numeric"
              required
            />
            <TextField
              id="retire-mrp"
              name="mrp"
              label="Real MRP, ₹"
              inputMode="numeric"
              defaultValue={piece.mrp ?? ''}
              required
            />
          </>
        ) : null}
      </ActionDialog>
    </section>
  );
}
