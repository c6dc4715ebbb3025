import { Documents } from '@/features/account/components/documents';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-documents`: upload an ID document and view the ones uploaded. */
export default function AccountDocumentsPage() {
  usePageMeta({
    title: 'Document',
    description: 'Upload your ID card, Aadhaar card or driving licence for rentals, and view your documents.',
    noIndex: true,
  });
  return <Documents />;
}
