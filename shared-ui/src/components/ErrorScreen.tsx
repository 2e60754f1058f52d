import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section<{ $tone: ErrorScreenTone }>`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1,
  h2 {
    color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.primary)};
    font-size: 1.6rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** `error`: something failed (red, an alert). `notice`: nothing failed, the user has to act (a reload after an update). */
export type ErrorScreenTone = 'error' | 'notice';

interface ErrorScreenProps {
  title: string;
  message: string;
  hint?: string;
  actions?: ReactNode;
  /** Page-level errors use h1; errors inside a page region use h2. */
  level?: 1 | 2;
  tone?: ErrorScreenTone;
}

/** The generic error screen (or a notice in the same frame): what happened, what to try, and the ways out. */
export function ErrorScreen({ title, message, hint, actions, level = 1, tone = 'error' }: ErrorScreenProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      <Heading>{title}</Heading>
      <p>{message}</p>
      {hint && <p>{hint}</p>}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
