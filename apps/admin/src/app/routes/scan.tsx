import { useParams } from 'react-router';
import { ScanPage } from '@/features/tags';

export default function ScanRoute() {
  const { code } = useParams();
  return <ScanPage key={code ?? ''} code={code ?? null} />;
}
