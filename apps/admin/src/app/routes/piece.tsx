import { useParams } from 'react-router';
import { useStaffMe } from '@/features/auth';
import { PiecePage } from '@/features/inventory';

export default function PieceRoute() {
  const { pieceId } = useParams();
  const me = useStaffMe();
  const id = pieceId && /^\d{1,9}$/.test(pieceId) ? Number(pieceId) : null;
  if (!me.data) return null;
  return (
    <PiecePage key={pieceId ?? 'new'} id={pieceId === undefined ? null : (id ?? -1)} role={me.data.role} />
  );
}
