// Every conversation starts with this note: the user talks to an AI, what is stored, and what the
// advisor will not do (no legal advice, no diagnosis or therapy; in a crisis it points to help).
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';

const Note = styled.aside`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  h2 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.4em;
  }
  p:last-child {
    margin: 0;
  }
`;

export function AiDisclosure({ storage }: { storage: 'public' | 'premium' }) {
  const { t } = useTranslation('chat');
  return (
    <Note aria-labelledby="ai-disclosure-title" data-testid="ai-disclosure">
      <h2 id="ai-disclosure-title">{t('disclosure.title')}</h2>
      <p>{t('disclosure.ai')}</p>
      <p>{t(storage === 'public' ? 'disclosure.storedPublic' : 'disclosure.storedPremium')}</p>
      <p>{t('disclosure.limits')}</p>
    </Note>
  );
}
