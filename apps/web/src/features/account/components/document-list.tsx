import type { CustomerDocument } from '@vastra/shared/schemas';
import { Eye, FileText, Image } from 'lucide-react';
import { useState } from 'react';
import { useDocuments } from '../api/get-documents';
import styles from './account.module.css';
import { DocumentViewer } from './document-viewer';
import own from './documents.module.css';

/** Shown when the list of documents cannot be read. */
const DOCUMENTS_FAILED = 'An error occurred while fetching your documents. Please try again later.';

const uploadedOn = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });

/** The customer's documents, newest first, each with View. */
export function DocumentList() {
  const documents = useDocuments();
  const [viewing, setViewing] = useState<CustomerDocument | null>(null);

  return (
    <section className={styles.panel} aria-labelledby="documents-title">
      <h2 id="documents-title" className={styles.panelTitle}>
        Your documents
      </h2>
      {documents.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading…</span>
          <div className={`skeleton ${styles.skeletonBlock}`} style={{ height: 56 }} />
          <div className={`skeleton ${styles.skeletonBlock}`} style={{ height: 56 }} />
        </div>
      ) : documents.isError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {DOCUMENTS_FAILED}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => documents.refetch()}>
            Try again
          </button>
        </div>
      ) : documents.data.length === 0 ? (
        <p className={styles.empty}>
          No documents yet. Upload an ID above; we need one before your first rental.
        </p>
      ) : (
        <ul className={own.list}>
          {documents.data.map((doc) => {
            const Icon = doc.contentType === 'application/pdf' ? FileText : Image;
            return (
              <li key={doc.id} className={own.item} data-testid="document-item">
                <Icon size={24} aria-hidden="true" className={own.itemIcon} />
                <div className={own.itemText}>
                  <strong>{doc.type}</strong>
                  <span>
                    {doc.originalName} · uploaded {uploadedOn(doc.createdAt)}
                  </span>
                </div>
                <button type="button" className="btn btn-outline" onClick={() => setViewing(doc)}>
                  <Eye size={18} aria-hidden="true" />
                  View<span className="visually-hidden"> {doc.type}</span>
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
