import { todayInIndia } from '@vastra/shared/rules';
import type { CustomerDocument } from '@vastra/shared/schemas';
import { Eye, FileText, Image } from 'lucide-react';
import { useState } from 'react';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
import { useDocuments } from '../api/get-documents';
import styles from './account.module.css';
import { DocumentViewer } from './document-viewer';
import own from './documents.module.css';

/** Shown when the list of documents cannot be read. */
const DOCUMENTS_FAILED = 'An error occurred while fetching your documents. Please try again later.';

/** The customer's documents, newest first, each with View. */
export function DocumentList() {
  const documents = useDocuments();
  const [viewing, setViewing] = useState<CustomerDocument | null>(null);
  const { t } = useProfileTexts();
  const message = useServerMessage();
  const { shortDate } = useFormat();
  const uploadedOn = (iso: string) => shortDate(todayInIndia(new Date(iso)));

  return (
    <section className={styles.panel} aria-labelledby="documents-title">
      <h2 id="documents-title" className={styles.panelTitle}>
        {t('documents.yours')}
      </h2>
      {documents.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className={`skeleton ${styles.skeletonBlock}`} style={{ height: 56 }} />
          <div className={`skeleton ${styles.skeletonBlock}`} style={{ height: 56 }} />
        </div>
      ) : documents.isError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {message(DOCUMENTS_FAILED)}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => documents.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : documents.data.length === 0 ? (
        <p className={styles.empty}>{t('documents.none')}</p>
      ) : (
        <ul className={own.list}>
          {documents.data.map((doc) => {
            const Icon = doc.contentType === 'application/pdf' ? FileText : Image;
            return (
              <li key={doc.id} className={own.item} data-testid="document-item">
                <Icon size={24} aria-hidden="true" className={own.itemIcon} />
                <div className={own.itemText}>
                  <strong>{t(`documents.types.${doc.type}`)}</strong>
                  <span>
                    {t('documents.uploaded', { name: doc.originalName, date: uploadedOn(doc.createdAt) })}
                  </span>
                </div>
                <button type="button" className="btn btn-outline" onClick={() => setViewing(doc)}>
                  <Eye size={18} aria-hidden="true" />
                  {t('documents.view')}
                  <span className="visually-hidden"> {t(`documents.types.${doc.type}`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
