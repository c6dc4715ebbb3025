import { Documents } from '@/features/account/components/documents';
import { useProfileTexts } from '@/i18n/texts/profile';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-documents`: upload an ID document and view the ones uploaded. */
export default function AccountDocumentsPage() {
  const { t } = useProfileTexts();
  usePageMeta({
    title: t('account.document', { ns: 'translation' }),
    description: t('meta.documentDescription'),
    noIndex: true,
  });
  return <Documents />;
}
