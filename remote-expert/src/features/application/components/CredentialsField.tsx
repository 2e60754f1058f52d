import { useState } from 'react';
import styled from 'styled-components';
import { expertProfileLimits } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Spinner, TextButton } from '@cc/shared-ui';
import { checkFile, displayName, fileRules, uploadFile } from '../../../common/api/storage';
import { DocumentList } from '../../../common/components/DocumentList';
import { FileButton } from '../../../common/components/FileButton';
import { fileErrorMessage } from '../../../common/file-errors';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  .label {
    margin: 0;
    font-weight: 600;
  }
  .hint,
  .empty {
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

  const choose = async (files: File[], input: HTMLInputElement) => {
    input.value = '';
    if (files.length === 0) return;
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

  const messages = [...uploadErrors, ...(error ? [error] : [])];
  const describedBy = [`${id}-hint`, messages.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <p className="label">{t('application.credentials.title')}</p>
      <p className="hint" id={`${id}-hint`}>
        {t('application.credentials.hint', { max: maxMb, limit: expertProfileLimits.credentialDocuments.max })}
      </p>
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
        <p className="empty">{t('application.credentials.none')}</p>
      )}
      <FileButton
        id={id}
        label={t('application.credentials.label')}
        multiple
        accept={fileRules.credentials.accept}
        aria-describedby={describedBy}
        disabled={disabled || uploading || full}
        onChange={(event) => void choose(Array.from(event.target.files ?? []), event.target)}
      />
      {uploading && (
        <p role="status">
          <Spinner $size={16} /> {t('files.uploading')}
        </p>
      )}
      {messages.length > 0 && (
        <div className="error" id={`${id}-error`} role="alert">
          {messages.map((message) => (
            <p key={message} className="error">
              {message}
            </p>
          ))}
        </div>
      )}
    </Field>
  );
}
