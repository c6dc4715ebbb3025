import { PHOTO_MESSAGE, PHOTO_RULES, type Profile } from '@vastra/shared/schemas';
import { Camera, RotateCcw } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
import { toast } from '@/lib/toast';
import { useDeletePhoto } from '../api/delete-photo';
import { useProfilePhoto } from '../api/get-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { compressImage } from '../lib/compress-image';
import { useObjectUrl } from '../lib/use-object-url';
import styles from './dashboard.module.css';

/** What is said when the photo could not be saved. */
const PHOTO_FAILED = 'Failed to upload photo.';
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** A large phone photo is shrunk first, so that it fits under the 800 KB limit. */
async function fitForUpload(file: File): Promise<Blob> {
  if (file.size <= PHOTO_RULES.maxBytes) return file;
  const smaller = await compressImage(file, { maxPx: 1000, quality: 0.85 });
  if (smaller.size > PHOTO_RULES.maxBytes) throw new Error('Still too large');
  return smaller;
}

/** The dashboard's photo: private, fetched with the token and shown from a blob URL; Upload and Reset. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const photo = useProfilePhoto(profile.photoUrl);
  const src = useObjectUrl(profile.photoUrl ? photo.data : null);
  const upload = useUploadPhoto();
  const reset = useDeletePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useProfileTexts();
  const message = useServerMessage();
  const [preparing, setPreparing] = useState(false);
  const inputId = useId();
  const busy = preparing || upload.isPending || reset.isPending;

  const fail = (detail?: string) => {
    setProblem(detail && detail !== PHOTO_FAILED ? `${PHOTO_FAILED} ${detail}` : PHOTO_FAILED);
    toast.error(PHOTO_FAILED);
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!PHOTO_TYPES.includes(file.type)) {
      fail(PHOTO_MESSAGE);
      return;
    }
    let body: Blob;
    setPreparing(true);
    try {
      body = await fitForUpload(file);
    } catch {
      fail(PHOTO_MESSAGE);
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(body, {
      onSuccess: () => toast.success('Your photo has been updated.'),
      onError: (error) => fail(error.message),
    });
  };

  const onReset = () => {
    setProblem(null);
    reset.mutate(undefined, {
      onSuccess: () => toast.success('Your photo has been removed.'),
      onError: () => toast.error('Failed to remove the photo. Please try again.'),
    });
  };

  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  return (
    <div className={styles.photoBlock}>
      <div className={styles.photo}>
        {src ? (
          <img src={src} alt={t('photo.alt')} width={112} height={112} />
        ) : (
          <span aria-hidden="true" className={profile.photoUrl ? 'skeleton' : undefined}>
            {profile.photoUrl ? '' : initials || <Camera size={32} />}
          </span>
        )}
      </div>
      <div className={styles.photoControls}>
        <div className={styles.photoButtons}>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={onChoose}
            disabled={busy}
          />
          <label htmlFor={inputId} className={`btn btn-primary ${busy ? styles.disabled : ''}`}>
            <Camera size={18} aria-hidden="true" />
            {upload.isPending || preparing ? t('common.uploading') : t('common.upload')}
            <span className="visually-hidden">{t('photo.newPhoto')}</span>
          </label>
          <button
            type="button"
            className="btn btn-outline"
            onClick={onReset}
            disabled={busy || !profile.photoUrl}
          >
            <RotateCcw size={18} aria-hidden="true" />
            {t('photo.reset')}
          </button>
        </div>
        <p className={styles.photoNote}>{message(PHOTO_MESSAGE)}</p>
        {problem ? (
          <p className="field-error" role="alert">
            {message(problem)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
