import type { CustomerDocument } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { ExternalLink } from 'lucide-react';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
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
  const { t } = useProfileTexts();
  const message = useServerMessage();
  const typeName = document ? t(`documents.types.${document.type}`) : t('documents.document');
  const url = useObjectUrl(document ? file.data : null);
  const isPdf = document?.contentType === 'application/pdf';
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={typeName}
      description={document?.originalName}
      size="lg"
      footer={
        url ? (
          <a href={url} target="_blank" rel="noopener" className="btn btn-primary">
            <ExternalLink size={18} aria-hidden="true" />
            {t('documents.open')}
          </a>
        ) : null
      }
    >
      {file.isError ? (
        <p className={styles.error} role="alert">
          {message(VIEW_FAILED)}
        </p>
      ) : !url ? (
        <div className={`skeleton ${own.viewerSkeleton}`} aria-busy="true">
          <span className="visually-hidden">{t('documents.loadingDocument')}</span>
        </div>
      ) : isPdf ? (
        <p>{t('documents.pdf')}</p>
      ) : (
        <img src={url} alt={`${typeName}: ${document?.originalName ?? ''}`} className={own.viewerImage} />
      )}
    </Dialog>
  );
}
