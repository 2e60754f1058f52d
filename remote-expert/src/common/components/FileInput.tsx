import styled from 'styled-components';

/** A native file input (keyboard and screen readers know it) with the product's button look. */
export const FileInput = styled.input.attrs({ type: 'file' })`
  font: inherit;
  max-width: 100%;
  &::file-selector-button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 0 18px;
    margin-right: 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 2px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
  &:disabled::file-selector-button {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
