import type { CustomerDocument } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { ExternalLink } from 'lucide-react';
import { useDocumentFile } from '../api/get-document-file';
import { useObjectUrl } from '../lib/use-object-url';
import styles from './account.module.css';
import own from './documents.module.css';

const VIEW_FAILED = 'We could not open this document. Please try again.';

/**
 * The private file, fetched with the token and shown from a blob URL: a picture in the dialog,
 * a PDF through 'Open in a new tab' (a tap, so that phones do not block it as a pop-up).
 */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: CustomerDocument | null;
  onClose: () => void;
}) {
  const file = useDocumentFile(document);
  const url = useObjectUrl(document ? file.data : null);
  const isPdf = document?.contentType === 'application/pdf';
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={document?.type ?? 'Document'}
      description={document?.originalName}
      size="lg"
      footer={
        url ? (
          <a href={url} target="_blank" rel="noopener" className="btn btn-primary">
            <ExternalLink size={18} aria-hidden="true" />
            Open in a new tab
          </a>
        ) : null
      }
    >
      {file.isError ? (
        <p className={styles.error} role="alert">
          {VIEW_FAILED}
        </p>
      ) : !url ? (
        <div className={`skeleton ${own.viewerSkeleton}`} aria-busy="true">
          <span className="visually-hidden">Loading the document…</span>
        </div>
      ) : isPdf ? (
        <p>This is a PDF. Open it in a new tab to read it.</p>
      ) : (
        <img
          src={url}
          alt={`${document?.type ?? 'Document'}: ${document?.originalName ?? ''}`}
          className={own.viewerImage}
        />
      )}
    </Dialog>
  );
}
