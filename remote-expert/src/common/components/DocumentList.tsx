import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { DividedList, SplitRow } from '@cc/shared-ui';
import { useSignedDocumentUrls } from '../api/documents';
import { displayName } from '../api/storage';

const Name = styled.span`
  font-weight: 600;
  word-break: break-word;
`;

const Actions = styled.span`
  a {
    font-weight: 600;
  }
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  align-items: center;
`;

interface DocumentListProps {
  paths: readonly string[];
  /** Extra actions per document (remove). */
  actions?: (path: string) => ReactNode;
  /** Paths the api reports as missing in storage. */
  missing?: readonly string[];
}

/** Credential documents with links that open them (signed URLs; the owner and admins only). */
export function DocumentList({ paths, actions, missing = [] }: DocumentListProps) {
  const { t } = useTranslation('expert');
  const urls = useSignedDocumentUrls(paths);
  return (
    <DividedList data-testid="document-list">
      {paths.map((path) => {
        const name = displayName(path);
        const url = urls.data?.[path];
        return (
          <li key={path} data-testid="document-item">
            <SplitRow>
              <Name>{name}</Name>
              <Actions>
                {missing.includes(path) ? (
                  <span>{t('files.missing')}</span>
                ) : url ? (
                  <a href={url} target="_blank" rel="noreferrer" aria-label={t('files.open', { name })}>
                    {t('files.openShort')}
                  </a>
                ) : urls.isPending ? (
                  <span>{t('loading')}</span>
                ) : (
                  <span>{t('files.unavailable')}</span>
                )}
                {actions?.(path)}
              </Actions>
            </SplitRow>
          </li>
        );
      })}
    </DividedList>
  );
}
