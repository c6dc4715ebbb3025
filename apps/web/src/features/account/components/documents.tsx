import { useProfileTexts } from '@/i18n/texts/profile';
import styles from './account.module.css';
import { AccountHeader } from './account-header';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';

/** /account-documents: upload an ID document, and the ones uploaded with View. */
export function Documents() {
  const { t } = useProfileTexts();
  return (
    <>
      <AccountHeader title={t('documents.title')} lead={t('documents.lead')} />
      <div className={styles.stack}>
        <DocumentUpload />
        <DocumentList />
      </div>
    </>
  );
}
