// Shown with every crisis reply, whatever the reply's text says: the numbers are calm, large and
// callable with one tap. English speakers may be outside Germany, so they also get 988 (US) and
// 116 123 as the Samaritans' number (UK and Ireland).
import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';

interface CrisisLine {
  /** Key under `crisis.lines`. */
  key: string;
  number: string;
}

const german: CrisisLine[] = [
  { key: 'telefonseelsorge', number: '0800 111 0 111' },
  { key: 'telefonseelsorge', number: '0800 111 0 222' },
  { key: 'helpline', number: '116 123' },
  { key: 'emergency', number: '112' },
  { key: 'police', number: '110' },
];

const international: CrisisLine[] = [
  { key: 'emergency', number: '112' },
  { key: 'telefonseelsorge', number: '0800 111 0 111' },
  { key: 'samaritans', number: '116 123' },
  { key: 'us988', number: '988' },
  { key: 'police', number: '110' },
];

const Box = styled.aside`
  margin-top: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.primary};
  }
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li a {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 12px;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  li strong {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primary};
    white-space: nowrap;
  }
`;

export function CrisisHelp({ lang }: { lang: string }) {
  const { t } = useTranslation('chat');
  // Shown with several replies of one conversation: each box names its own heading.
  const titleId = useId();
  const lines = lang === 'en' ? international : german;
  return (
    <Box aria-labelledby={titleId} data-testid="crisis-help">
      <h3 id={titleId}>{t('crisis.title')}</h3>
      <p>{t('crisis.text')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.number}>
            <a href={`tel:${line.number.replace(/\s+/g, '')}`}>
              <strong>{line.number}</strong>
              <span>{t(`crisis.lines.${line.key}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
