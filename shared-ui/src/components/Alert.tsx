import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.primary};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.color.dangerSoft : $tone === 'success' ? '#e6f4ec' : theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  p,
  ul {
    margin: 0;
  }
  p + p,
  p + ul {
    margin-top: 0.4em;
  }
  ul {
    padding-left: 1.2em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 10px;
`;

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  actions?: ReactNode;
  id?: string;
  'data-testid'?: string;
}

/**
 * A message inside a page: errors are announced at once (role="alert"), success and
 * information politely (role="status"). Render it when there is something to say, so the
 * insertion is what screen readers announce.
 */
export function Alert({ tone = 'info', children, actions, ...props }: AlertProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} {...props}>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
