import type { StaffPiece } from '@vastra/shared/schemas';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAddPhoto, useDeletePhoto, useOrderPhotos } from '../api/pieces';
import styles from './inventory.module.css';

type Props = { piece: StaffPiece; canEdit: boolean };

/** One photo moved from one place to another in the list. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * The piece's photos: taken with the phone's camera or chosen from a PC, uploaded one after the
 * other; moved left or right, or made the main one (the first, shown on the storefront's card).
 */
export function PhotoUploader({ piece, canEdit }: Props) {
  const add = useAddPhoto(piece.id);
  const order = useOrderPhotos(piece.id);
  const remove = useDeletePhoto(piece.id);
  const [progress, setProgress] = useState<string | null>(null);
  const ids = piece.photos.map((p) => p.id);
  const busy = add.isPending || order.isPending || remove.isPending;
  const reorder = (next: string[]) => order.mutate(next, { onError: (e) => toast.error(e.message) });

  async function upload(files: FileList | null) {
    const list = [...(files ?? [])];
    for (const [i, file] of list.entries()) {
      setProgress(`Uploading ${i + 1} of ${list.length}…`);
      try {
        await add.mutateAsync(file);
      } catch (error) {
        toast.error(`${file.name}: ${(error as Error).message}`);
      }
    }
    setProgress(null);
  }

  return (
    <section className={styles.section} aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      {piece.photos.length === 0 ? <p>No photos yet.</p> : null}
      <ol className={styles.photos}>
        {piece.photos.map((photo, i) => (
          <li key={photo.id} className={styles.photo}>
            <img src={photo.url} alt={photo.alt} loading="lazy" />
            {i === 0 ? <span className="badge">Main photo</span> : null}
            {canEdit ? (
              <div className={styles.photoButtons}>
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Make photo ${i + 1} the main one`}
                  disabled={busy || i === 0}
                  onClick={() => reorder(moved(ids, i, 0))}
                >
                  <Star size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Move photo ${i + 1} left`}
                  disabled={busy || i === 0}
                  onClick={() => reorder(moved(ids, i, i - 1))}
                >
                  <ArrowLeft size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Move photo ${i + 1} right`}
                  disabled={busy || i === ids.length - 1}
                  onClick={() => reorder(moved(ids, i, i + 1))}
                >
                  <ArrowRight size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Delete photo ${i + 1}`}
                  disabled={busy}
                  onClick={() => remove.mutate(photo.id, { onError: (e) => toast.error(e.message) })}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div className="field">
          <label className="field-label" htmlFor="piece-photos">
            Add photos (JPEG or PNG, at most 12 MB each)
          </label>
          <input
            id="piece-photos"
            type="file"
            accept="image/jpeg,image/png,image/*"
            capture="environment"
            multiple
            disabled={busy}
            onChange={(event) => {
              void upload(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <p className="field-hint" aria-live="polite">
            {progress ?? 'On a phone this opens the camera; on a PC, choose files.'}
          </p>
        </div>
      ) : null}
    </section>
  );
}
