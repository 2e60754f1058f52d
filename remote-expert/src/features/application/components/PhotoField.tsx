import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { TextButton } from '@cc/shared-ui';
import { UploadField } from '@cc/shared-ui/forms';
import { checkFile, fileRules, publicPhotoUrl, uploadFile } from '../../../common/api/storage';
import { fileErrorMessage } from '../../../common/file-errors';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
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

  const choose = async (file: File) => {
    setUploadError(null);
    const refused = checkFile('photo', file);
    if (refused) {
      setUploadError(fileErrorMessage(t, 'photo', refused));
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadFile('photo', userId, file));
    } catch (failure) {
      setUploadError(fileErrorMessage(t, 'photo', failure));
    } finally {
      setUploading(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <Row>
      {url ? (
        <Preview src={url} alt={t('application.photo.previewAlt')} data-testid="photo-preview" />
      ) : (
        <Placeholder aria-hidden="true">{t('application.photo.none')}</Placeholder>
      )}
      <Column>
        <UploadField
          id={id}
          label={t('application.photo.title')}
          hint={t('application.photo.hint', { max: fileRules.photo.maxBytes / 1024 / 1024 })}
          buttonLabel={t(path ? 'application.photo.replace' : 'application.photo.label')}
          accept={fileRules.photo.accept}
          disabled={disabled}
          uploading={uploading}
          uploadingText={t('files.uploading')}
          onFiles={([file]) => void choose(file!)}
          errors={message ? [message] : []}
        />
        {path && !disabled && (
          <div>
            <TextButton onClick={() => onChange(null)}>{t('application.photo.remove')}</TextButton>
          </div>
        )}
      </Column>
    </Row>
  );
}
