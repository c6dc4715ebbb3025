import {
  DOCUMENT_FILE_MESSAGE,
  DOCUMENT_RULES,
  DOCUMENT_TYPES,
  type DocumentType,
  DocumentTypeSchema,
} from '@vastra/shared/schemas';
import { SelectField } from '@vastra/ui/select-field';
import { FileText, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUploadDocument } from '../api/upload-document';
import { compressImage, DOCUMENT_COMPRESSION } from '../lib/compress-image';
import { useObjectUrl } from '../lib/use-object-url';
import styles from './account.module.css';
import own from './documents.module.css';

/** What the upload says when it fails, when the picture cannot be prepared, and when it is done. */
const UPLOAD_FAILED = 'An error occurred while uploading your document. Please try again.';
const PROCESSING_FAILED = 'An error occurred while processing your file. Please try again.';
const DOCUMENT_UPLOADED = 'Your document has been uploaded.';
const FILE_REQUIRED = 'Please choose a file to upload.';
const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];

type Errors = { type?: string; file?: string };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Type and file with a preview; a picture is redrawn as a small JPEG before it is sent (a PDF
 * goes as it is). The button stays disabled until the upload has finished.
 */
export function DocumentUpload() {
  const { t } = useProfileTexts();
  const message = useServerMessage();
  const [type, setType] = useState<DocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const upload = useUploadDocument();
  const fileRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  const busy = processing || upload.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(null);
    if (chosen && !ACCEPTED.includes(chosen.type)) {
      event.target.value = '';
      setFile(null);
      setErrors((e) => ({ ...e, file: DOCUMENT_FILE_MESSAGE }));
      return;
    }
    setErrors((e) => ({ ...e, file: undefined }));
    setFile(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsedType = DocumentTypeSchema.safeParse(type);
    const found: Errors = {
      type: parsedType.success ? undefined : parsedType.error.issues[0]?.message,
      file: file ? undefined : FILE_REQUIRED,
    };
    setErrors(found);
    if (!parsedType.success || !file) {
      (found.type ? typeRef.current : fileRef.current)?.focus();
      return;
    }

    let body = file;
    if (file.type.startsWith('image/')) {
      setProcessing(true);
      try {
        body = await compressImage(file, DOCUMENT_COMPRESSION);
      } catch {
        setProblem(PROCESSING_FAILED);
        return;
      } finally {
        setProcessing(false);
      }
    }
    if (body.size > DOCUMENT_RULES.maxBytes) {
      setErrors({ file: DOCUMENT_FILE_MESSAGE });
      fileRef.current?.focus();
      return;
    }

    try {
      await upload.mutateAsync({ type: parsedType.data, file: body });
    } catch (error) {
      const detail = isApiError(error, 400) ? (error.fields.file ?? error.fields.type) : undefined;
      if (detail) setErrors({ file: detail });
      setProblem(UPLOAD_FAILED);
      return;
    }
    toast.success(DOCUMENT_UPLOADED);
    setType('');
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <section className={styles.panel} aria-labelledby="upload-title">
      <h2 id="upload-title" className={styles.panelTitle}>
        {t('documents.uploadTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className={own.form} aria-labelledby="upload-title">
        <SelectField
          id="document-type"
          label={t('documents.type')}
          placeholder={t('documents.choose')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.types.${type}`) }))}
          value={type}
          ref={typeRef}
          error={message(errors.type)}
          onChange={(e) => {
            setType(e.target.value as DocumentType | '');
            setErrors((x) => ({ ...x, type: undefined }));
          }}
        />
        <div className="field">
          <label className="field-label" htmlFor="document-file">
            {t('documents.file')}
            <span aria-hidden="true" className={own.required}>
              {' '}
              *
            </span>
          </label>
          <input
            ref={fileRef}
            id="document-file"
            type="file"
            accept={ACCEPTED.join(',')}
            className={own.file}
            onChange={onFile}
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${errors.file ? 'document-file-error ' : ''}document-file-hint`}
          />
          {errors.file ? (
            <p id="document-file-error" className="field-error" role="alert">
              {message(errors.file)}
            </p>
          ) : null}
          <p id="document-file-hint" className="field-hint">
            {t('documents.photosSmaller', { rule: message(DOCUMENT_FILE_MESSAGE) })}
          </p>
        </div>
        {file ? (
          <figure className={own.preview}>
            {preview ? (
              <img src={preview} alt={t('documents.preview')} />
            ) : (
              <span className={own.pdfIcon} aria-hidden="true">
                <FileText size={36} />
              </span>
            )}
            <figcaption>
              <strong>{file.name}</strong>
              <span>{sizeText(file.size)}</span>
            </figcaption>
          </figure>
        ) : null}
        {problem ? (
          <p className={styles.error} role="alert">
            {message(problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Upload size={18} aria-hidden="true" />
            {busy ? t('common.uploading') : t('common.upload')}
          </button>
        </div>
      </form>
    </section>
  );
}
