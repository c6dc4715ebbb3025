import { todayInIndia } from '@vastra/shared/rules';
import type { StaffRole } from '@vastra/shared/schemas';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useStaffBranches } from '@/features/branches';
import { isStaffApiError } from '@/lib/api-client';
import { useCategories, usePiece } from '../api/pieces';
import styles from './inventory.module.css';
import { PhotoUploader } from './photo-uploader';
import { PieceForm } from './piece-form';
import { StatusActions } from './status-actions';

/**
 * A new piece (id null) or one piece: its form, photos and status. Staff see it read-only and may
 * block it for maintenance; managers and owners change everything.
 */
export function PiecePage({ id, role }: { id: number | null; role: StaffRole }) {
  const piece = usePiece(id);
  const branches = useStaffBranches();
  const categories = useCategories();
  const navigate = useNavigate();
  const canManage = role !== 'staff';
  if (piece.isError)
    return (
      <PageState title={isStaffApiError(piece.error, 404) ? 'Piece not found' : 'The piece could not load'}>
        <p>{piece.error.message}</p>
        <Link to={paths.inventory}>Back to the inventory</Link>
      </PageState>
    );
  if ((id !== null && !piece.data) || !branches.data || !categories.data)
    return <div className="skeleton" style={{ height: 480 }} />;
  const current = piece.data ?? null;
  if (id === null && !canManage) return <PageState title="Only managers and owners add pieces" />;
  return (
    <>
      <div className={styles.head}>
        <h1 className="page-title">{current ? `${current.code} · ${current.name}` : 'Add a piece'}</h1>
        <Link to={paths.inventory}>Back to the inventory</Link>
      </div>
      <PieceForm
        key={current?.id ?? 'new'}
        piece={current}
        branches={branches.data}
        categories={categories.data}
        readOnly={!canManage || current?.status === 'retired' || current?.status === 'sold'}
        onSaved={(saved) => {
          toast.success(current ? 'Piece saved' : `${saved.code} added. Now add its photos.`);
          if (!current) navigate(paths.piece(saved.id));
        }}
      />
      {current ? (
        <>
          <PhotoUploader piece={current} canEdit={canManage && current.status !== 'retired'} />
          <StatusActions
            piece={current}
            branches={branches.data}
            canManage={canManage}
            today={todayInIndia(new Date())}
          />
        </>
      ) : null}
    </>
  );
}
