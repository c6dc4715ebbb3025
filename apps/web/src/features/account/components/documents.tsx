import styles from './account.module.css';
import { AccountHeader } from './account-header';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';

/** /account-documents: upload an ID document, and the ones uploaded with View. */
export function Documents() {
  return (
    <>
      <AccountHeader
        title="Document"
        lead="An ID for your rentals: ID card, Aadhaar card or driving licence. Only you and our staff can see it."
      />
      <div className={styles.stack}>
        <DocumentUpload />
        <DocumentList />
      </div>
    </>
  );
}
