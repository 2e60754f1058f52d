import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@cc/shared-ui';

const Box = styled.dialog<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '720px' : '480px')}, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: ${({ theme }) => theme.space(6)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  &::backdrop {
    background: rgba(29, 42, 48, 0.55);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 8px;
  }
`;

interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  wide?: boolean;
  'data-testid'?: string;
}

/**
 * A modal dialog (the browser's <dialog>: focus stays inside, Escape closes, focus returns to
 * the button that opened it). Mounted while open. Where showModal is missing it opens in place.
 */
export function Dialog({ title, children, onClose, wide, 'data-testid': testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <Box ref={ref} aria-labelledby={titleId} $wide={wide} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Box>
  );
}
