import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@cc/shared-ui';
import { registerNamespace, useTranslation } from '@cc/shared-i18n';
import { clearPreview, type PreviewOverrides, type PreviewRequest } from './preview';
import de from './locales/de.json';
import en from './locales/en.json';

// The banner's texts come with it (the federation feature's namespace), not in the first load.
registerNamespace('federation', { de, en });

const Bar = styled.div<{ $refused: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: ${({ theme, $refused }) => ($refused ? theme.color.dangerSoft : theme.color.accent)};
  color: ${({ theme }) => theme.color.text};
  font-size: 0.95rem;
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.banner};
  code {
    overflow-wrap: anywhere;
  }
`;

interface PreviewBannerProps {
  overrides: PreviewOverrides;
  refused: PreviewRequest | null;
}

/** Says when this tab runs a preview build of a remote, or that a preview link was refused. */
export function PreviewBanner({ overrides, refused }: PreviewBannerProps) {
  const { t } = useTranslation('federation');
  const [showRefusal, setShowRefusal] = useState(refused !== null);
  const active = Object.entries(overrides);

  return (
    <>
      {active.length > 0 && (
        <Bar $refused={false} role="status" data-testid="preview-banner">
          <span>
            <strong>{t('preview.active')}</strong>{' '}
            {active.map(([remote, url]) => (
              <span key={remote}>
                {remote}: <code>{url}</code>{' '}
              </span>
            ))}
          </span>
          <Button
            $variant="secondary"
            onClick={() => {
              clearPreview(sessionStorage);
              window.location.reload(); // other code must load: a reload is the honest way
            }}
          >
            {t('preview.leave')}
          </Button>
        </Bar>
      )}
      {showRefusal && refused?.kind === 'refused' && (
        <Bar $refused role="alert" data-testid="preview-refused">
          <span>{t(refused.reason === 'origin' ? 'preview.refusedOrigin' : 'preview.refusedFormat')}</span>
          <Button $variant="ghost" onClick={() => setShowRefusal(false)}>
            {t('preview.dismiss')}
          </Button>
        </Bar>
      )}
    </>
  );
}
