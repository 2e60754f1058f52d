import styled, { keyframes } from 'styled-components';
import { media } from '../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.surfaceMuted};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} {
    animation: none;
    border-top-color: ${({ theme }) => theme.color.accent};
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 16px;
  background: ${({ theme }) => theme.color.bg};
  z-index: ${({ theme }) => theme.zIndex.popover};
  font-weight: 600;
`;

/** Shown while a lazily loaded page arrives. `label` is the spec's "Einen Moment bitte...". */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <Overlay role="status" aria-live="polite" data-testid="fullscreen-spinner">
      <Spinner />
      <span>{label}</span>
    </Overlay>
  );
}
