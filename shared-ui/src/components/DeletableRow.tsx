import type { LiHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { ConfirmPanel, type ConfirmPanelProps } from './ConfirmPanel';
import { ButtonRow } from './Form';
import { SplitRow } from './Layout';

/** A stacked row's actions sit close under its text (a narrow sidebar). */
const StackedActions = styled(ButtonRow)`
  margin-top: 4px;
  gap: 4px;
`;

const Confirmation = styled.div`
  margin-top: 8px;
`;

export interface DeletableRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  /** The entry's text (its title, its dates), one element: the row's first child. */
  children: ReactNode;
  /** Controls before the delete button (open, rename). */
  actions?: ReactNode;
  /** The delete button's visible text and its accessible name (which names the entry). */
  deleteLabel: ReactNode;
  deleteAriaLabel: string;
  /** `split`: text left, actions right, wrapping when narrow (a page, a widget); `stacked`: the actions under the text (a sidebar). */
  layout?: 'split' | 'stacked';
  /**
   * Whether this row's confirmation is open. The list keeps which row that is, so opening
   * another row's closes this one.
   */
  confirming: boolean;
  /** The delete button: open the confirmation (and reset the last try's error). */
  onDeleteRequest: () => void;
  /** The question under the row while it is being confirmed. */
  question: ReactNode;
  /** The confirmation's buttons, its pending state and its error (see ConfirmPanel). */
  confirm: Omit<ConfirmPanelProps, 'children'>;
}

/**
 * One entry of a list that can be deleted after a confirmation (conversations, results): an `li`
 * with the entry's text, its actions and a ghost delete button; the ConfirmPanel opens below it,
 * takes focus on its confirm button and gives it back to the delete button when it closes.
 */
export function DeletableRow({
  children,
  actions,
  deleteLabel,
  deleteAriaLabel,
  layout = 'split',
  confirming,
  onDeleteRequest,
  question,
  confirm,
  ...item
}: DeletableRowProps) {
  const buttons = (
    <>
      {actions}
      <Button $variant="ghost" onClick={onDeleteRequest} aria-label={deleteAriaLabel}>
        {deleteLabel}
      </Button>
    </>
  );
  return (
    <li {...item}>
      {layout === 'split' ? (
        <SplitRow>
          {children}
          <ButtonRow>{buttons}</ButtonRow>
        </SplitRow>
      ) : (
        <>
          {children}
          <StackedActions>{buttons}</StackedActions>
        </>
      )}
      {confirming && (
        <Confirmation>
          <ConfirmPanel {...confirm}>{question}</ConfirmPanel>
        </Confirmation>
      )}
    </li>
  );
}
