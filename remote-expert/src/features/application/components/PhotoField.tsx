import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Spinner, TextButton } from '@cc/shared-ui';
import { FileButton } from '../../../common/components/FileButton';
import { checkFile, fileRules, publicPhotoUrl, uploadFile } from '../../../common/api/storage';
import { fileErrorMessage } from '../../../common/file-errors';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Preview = styled.img`
  width: 112px;
  height: 112px;
  object-fit: cover;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Placeholder = styled.div`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  text-align: center;
  font-size: 0.85rem;
  padding: 8px;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px dashed ${({ theme }) => theme.color.textMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .label {
    margin: 0;
    font-weight: 600;
  }
  .hint {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .error {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.danger};
  }
`;

interface PhotoFieldProps {
  id: string;
  userId: string;
  path: string | null;
  onChange: (path: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The profile photo: uploaded to the public `avatars` bucket at once, shown as a preview. */
export function PhotoField({ id, userId, path, onChange, error, disabled }: PhotoFieldProps) {
  const { t } = useTranslation('expert');
  const [url, setUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    if (!path) setUrl(null);
    else void publicPhotoUrl(path).then((next) => current && setUrl(next));
    return () => {
      current = false;
    };
  }, [path]);

  const choose = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setUploadError(null);
    const refused = checkFile('photo', file);
    if (refused) {
      setUploadError(fileErrorMessage(t, 'photo', refused));
      input.value = '';
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadFile('photo', userId, file));
    } catch (failure) {
      setUploadError(fileErrorMessage(t, 'photo', failure));
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  const message = uploadError ?? error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Row>
      {url ? (
        <Preview src={url} alt={t('application.photo.previewAlt')} data-testid="photo-preview" />
      ) : (
        <Placeholder aria-hidden="true">{t('application.photo.none')}</Placeholder>
      )}
      <Controls>
        <p className="label">{t('application.photo.title')}</p>
        <p className="hint" id={`${id}-hint`}>
          {t('application.photo.hint', { max: fileRules.photo.maxBytes / 1024 / 1024 })}
        </p>
        <FileButton
          id={id}
          label={t(path ? 'application.photo.replace' : 'application.photo.label')}
          accept={fileRules.photo.accept}
          aria-describedby={describedBy}
          disabled={disabled || uploading}
          onChange={(event) => void choose(event.target.files?.[0], event.target)}
        />
        {uploading && (
          <p role="status">
            <Spinner $size={16} /> {t('files.uploading')}
          </p>
        )}
        {message && (
          <p className="error" id={`${id}-error`} role="alert">
            {message}
          </p>
        )}
        {path && !disabled && (
          <div>
            <TextButton onClick={() => onChange(null)}>{t('application.photo.remove')}</TextButton>
          </div>
        )}
      </Controls>
    </Row>
  );
}
