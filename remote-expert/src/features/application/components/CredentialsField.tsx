import { useState } from 'react';
import styled from 'styled-components';
import { expertProfileLimits } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { TextButton } from '@cc/shared-ui';
import { UploadField } from '@cc/shared-ui/forms';
import { checkFile, displayName, fileRules, uploadFile } from '../../../common/api/storage';
import { DocumentList } from '../../../common/components/DocumentList';
import { fileErrorMessage } from '../../../common/file-errors';

const Empty = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface CredentialsFieldProps {
  id: string;
  userId: string;
  paths: string[];
  onChange: (paths: string[]) => void;
  error?: string;
  disabled?: boolean;
}

const maxMb = fileRules.credentials.maxBytes / 1024 / 1024;

/** Credential documents: uploaded to the private `credentials` bucket, listed, opened, removed. */
export function CredentialsField({ id, userId, paths, onChange, error, disabled }: CredentialsFieldProps) {
  const { t } = useTranslation('expert');
  const [uploading, setUploading] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const full = paths.length >= expertProfileLimits.credentialDocuments.max;

  const choose = async (files: File[]) => {
    const problems: string[] = [];
    const added: string[] = [];
    setUploading(true);
    const room = expertProfileLimits.credentialDocuments.max - paths.length;
    for (const [index, file] of files.entries()) {
      if (index >= room) {
        problems.push(
          t('files.errors.too_many', { name: file.name, max: expertProfileLimits.credentialDocuments.max }),
        );
        continue;
      }
      const refused = checkFile('credentials', file);
      if (refused) {
        problems.push(
          t('files.errors.named', { name: file.name, reason: fileErrorMessage(t, 'credentials', refused) }),
        );
        continue;
      }
      try {
        added.push(await uploadFile('credentials', userId, file));
      } catch (failure) {
        problems.push(
          t('files.errors.named', { name: file.name, reason: fileErrorMessage(t, 'credentials', failure) }),
        );
      }
    }
    setUploading(false);
    setUploadErrors(problems);
    if (added.length) onChange([...paths, ...added]);
  };

  return (
    <UploadField
      id={id}
      label={t('application.credentials.title')}
      hint={t('application.credentials.hint', { max: maxMb, limit: expertProfileLimits.credentialDocuments.max })}
      buttonLabel={t('application.credentials.label')}
      accept={fileRules.credentials.accept}
      multiple
      disabled={disabled || full}
      uploading={uploading}
      uploadingText={t('files.uploading')}
      onFiles={(files) => void choose(files)}
      errors={[...uploadErrors, ...(error ? [error] : [])]}
    >
      {paths.length > 0 ? (
        <DocumentList
          paths={paths}
          actions={(path) =>
            disabled ? null : (
              <TextButton
                type="button"
                onClick={() => onChange(paths.filter((other) => other !== path))}
                aria-label={t('files.remove', { name: displayName(path) })}
              >
                {t('files.removeShort')}
              </TextButton>
            )
          }
        />
      ) : (
        <Empty>{t('application.credentials.none')}</Empty>
      )}
    </UploadField>
  );
}
