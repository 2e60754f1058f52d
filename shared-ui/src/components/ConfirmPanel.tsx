import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

export interface ConfirmPanelProps {
  /** The question (its paragraph or paragraphs), announced politely when the panel opens. */
  children: ReactNode;
  /** The label of the button that does it (delete, cancel the appointment). */
  confirmLabel: ReactNode;
  /** The label of the button that keeps things as they are. */
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Also on Escape inside the panel. */
  onCancel: () => void;
  /** While the action runs: the confirm button stays focusable but does nothing (aria-disabled). */
  pending?: boolean;
  /** Why the last try failed; announced at once (role="alert"). */
  error?: ReactNode;
  'data-testid'?: string;
}

/**
 * The confirmation of a destructive action inside a list row or a panel: the question, a danger
 * button and a way back. It takes focus on its confirm button when it opens, so a keyboard user
 * is where the choice is; Escape cancels. When it closes with focus inside (which then falls to
 * the page's body), focus goes back to the element that opened it: the trigger itself, or a
 * trigger rendered anew in its place with the same id. A caller that moves focus elsewhere
 * (a heading after a delete) keeps that.
 */
export function ConfirmPanel({
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  error,
  'data-testid': testId,
}: ConfirmPanelProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Read while the first render runs: the trigger still has focus (and is still in the document,
  // even when the caller puts the panel in its place).
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    confirmRef.current?.focus();
    return () => restoreFocus(opener);
  }, [opener]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    // The keydown only listens for Escape bubbling up from the panel's buttons.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <Alert
        tone="info"
        data-testid={testId}
        actions={
          <>
            <Button
              ref={confirmRef}
              $variant="danger"
              aria-disabled={pending || undefined}
              onClick={() => !pending && onConfirm()}
            >
              {confirmLabel}
            </Button>
            <Button $variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
          </>
        }
      >
        {children}
        {error && <p role="alert">{error}</p>}
      </Alert>
    </div>
  );
}

/** After the panel is gone: focus to its trigger, unless the caller has put it somewhere already. */
function restoreFocus(opener: Element | null) {
  if (document.activeElement && document.activeElement !== document.body) return;
  if (!(opener instanceof HTMLElement) || opener === document.body) return;
  const target = opener.isConnected ? opener : opener.id ? document.getElementById(opener.id) : null;
  target?.focus();
}
