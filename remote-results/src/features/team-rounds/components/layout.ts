// The team-round pages' frame: the page column, its sections and small text parts.
import styled from 'styled-components';
import { Container, SectionCard } from '@cc/shared-ui';

export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  max-width: 880px;
  h1 {
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
    color: ${({ theme }) => theme.color.primary};
    margin: 4px 0 12px;
    overflow-wrap: anywhere;
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Section = styled(SectionCard)`
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    margin: 8px 0 0;
    font-size: 1.05rem;
  }
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
  font-weight: 600;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

export const Back = styled.p`
  margin: 0 0 8px;
  a {
    display: inline-block;
    padding: 8px 0;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
