import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 240px;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

interface CopyFieldProps {
  label: string;
  value: string;
  'data-testid'?: string;
}

/** A link to pass on: read-only, selected on focus, with a copy button (the clipboard may refuse). */
export function CopyField({ label, value, 'data-testid': testId }: CopyFieldProps) {
  const { t } = useTranslation('results');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void showToast(t('teamRounds.common.copied'), 'success');
    } catch {
      void showToast(t('teamRounds.common.copyFailed'), 'error');
    }
  };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <input id={id} type="text" readOnly value={value} data-testid={testId} onFocus={(e) => e.target.select()} />
        <Button $variant="secondary" onClick={copy} aria-label={t('teamRounds.common.copyLabel', { what: label })}>
          {t('teamRounds.common.copy')}
        </Button>
      </Row>
    </Field>
  );
}
