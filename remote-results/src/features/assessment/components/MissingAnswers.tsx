import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { TextButton } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import type { NumberedItem } from '../steps';

const MissingList = styled.ul`
  margin-top: 8px !important;
  li + li {
    margin-top: 4px;
  }
  /* A statement that wraps reads as a paragraph beside its bullet, not centred below it. */
  button {
    text-align: left;
    vertical-align: top;
  }
`;

interface MissingAnswersProps {
  items: NumberedItem[];
  /** Takes the visitor to the statement (its step, its first radio). */
  onJump: (item: NumberedItem) => void;
  /** Focused when a submission finds open statements. */
  ref?: Ref<HTMLDivElement>;
}

/** The statements still open when the visitor asks for the result, each a way back to it. */
export function MissingAnswers({ items, onJump, ref }: MissingAnswersProps) {
  const { t } = useTranslation(['results', 'domain']);
  return (
    <div ref={ref} tabIndex={-1} data-testid="assessment-missing">
      <Alert tone="error">
        <p>
          <strong>{t('runner.missing.title', { count: items.length })}</strong>
        </p>
        <p>{t('runner.missing.hint')}</p>
        <MissingList>
          {items.map((item) => (
            <li key={item.id}>
              <TextButton onClick={() => onJump(item)}>
                {t('runner.missing.item', { number: item.number, text: t(item.textKey, { ns: 'domain' }) })}
              </TextButton>
            </li>
          ))}
        </MissingList>
      </Alert>
    </div>
  );
}
