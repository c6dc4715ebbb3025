import { EnquiriesPage } from '@/features/enquiries';

export default function EnquiriesRoute() {
  return <EnquiriesPage />;
}
