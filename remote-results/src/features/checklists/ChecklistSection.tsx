import { useId } from 'react';
import styled from 'styled-components';
import { type ChecklistItem } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { Button, ButtonLink, TextButton } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { ProgressTrack } from '../../common/ProgressTrack';
import { Block, Muted } from '../../common/styles';
import { useChecklistProgress } from './useChecklistProgress';
import './texts';

const Progress = styled.div`
  margin: 12px 0 20px;
  p {
    margin: 0 0 6px;
    font-weight: 600;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
  li label {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;
  }
  li label:has(input:checked) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  @media print {
    li label {
      border: 0;
      padding: 4px 0;
    }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 20px;
`;

interface ChecklistSectionProps {
  checklist: ChecklistItem;
  /** Under a tool: a shorter heading, no link back to the tool. */
  compact?: boolean;
}

/** The interactive checklist: keyboard-friendly checkboxes, progress and where it is stored. */
export function ChecklistSection({ checklist, compact = false }: ChecklistSectionProps) {
  const { t } = useTranslation(['results', 'domain']);
  const { done, toggle, reset, store, loadError, retryLoad, saveError } = useChecklistProgress(checklist);
  const headingId = useId();
  const total = checklist.items.length;
  const progressText = t('checklistTool.progress', { ns: 'results', done: done.length, total });
  return (
    <Block aria-labelledby={headingId} data-testid={`checklist-${checklist.id}`}>
      <h2 id={headingId}>
        {compact ? t('checklistTool.compactHeading', { ns: 'results' }) : t('checklistTool.heading', { ns: 'results' })}
      </h2>
      <p>{t(checklist.introKey, { ns: 'domain' })}</p>
      <Progress>
        <p data-testid="checklist-progress-text" aria-live="polite">
          {progressText}
        </p>
        <ProgressTrack
          label={t('checklistTool.progressLabel', { ns: 'results' })}
          value={done.length}
          max={total}
          valueText={progressText}
          testId="checklist-progressbar"
        />
      </Progress>
      <List>
        {checklist.items.map((item) => (
          <li key={item.id}>
            <label htmlFor={`${headingId}-${item.id}`}>
              <input
                id={`${headingId}-${item.id}`}
                type="checkbox"
                checked={done.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
                data-testid={`checklist-item-${item.id}`}
              />
              <span>{t(item.textKey, { ns: 'domain' })}</span>
            </label>
          </li>
        ))}
      </List>
      <Row data-print="hide">
        {done.length > 0 && <TextButton onClick={reset}>{t('checklistTool.reset', { ns: 'results' })}</TextButton>}
        {!compact && checklist.tool && (
          <ButtonLink to={checklist.tool.path} variant="primary" data-testid="checklist-tool-link">
            {t('checklistTool.toolLink', { ns: 'results', tool: t(checklist.tool.nameKey, { ns: 'domain' }) })}
          </ButtonLink>
        )}
      </Row>
      {saveError && (
        <Alert tone="error" data-testid="checklist-save-error">
          <p>
            {t(saveError.action === 'toggle' ? 'checklistTool.saveFailed' : 'checklistTool.resetFailed', {
              ns: 'results',
            })}
          </p>
          <p>{apiErrorText(t, saveError.error)}</p>
        </Alert>
      )}
      {loadError ? (
        <Alert
          tone="error"
          data-testid="checklist-load-error"
          actions={<Button onClick={retryLoad}>{t('common.error.retry', { ns: 'results' })}</Button>}
        >
          <p>{t('checklistTool.store.load-failed', { ns: 'results' })}</p>
          <p>{apiErrorText(t, loadError)}</p>
        </Alert>
      ) : (
        <Muted data-print="hide" data-testid="checklist-store" role={store === 'loading' ? 'status' : undefined}>
          {t(`checklistTool.store.${store}`, { ns: 'results' })}
        </Muted>
      )}
    </Block>
  );
}
