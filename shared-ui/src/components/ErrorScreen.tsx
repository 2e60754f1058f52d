import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1,
  h2 {
    color: ${({ theme }) => theme.color.danger};
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

interface ErrorScreenProps {
  title: string;
  message: string;
  hint?: string;
  actions?: ReactNode;
  /** Page-level errors use h1; errors inside a page region use h2. */
  level?: 1 | 2;
}

/** The generic error screen: what happened, what to try, and the ways out. */
export function ErrorScreen({ title, message, hint, actions, level = 1 }: ErrorScreenProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Box role="alert">
      <Heading>{title}</Heading>
      <p>{message}</p>
      {hint && <p>{hint}</p>}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
