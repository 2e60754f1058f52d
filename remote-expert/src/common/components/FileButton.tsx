import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@cc/shared-ui';

const Wrap = styled.span<{ $variant: ButtonVariant }>`
  position: relative;
  display: inline-flex;
  input {
    /* Visually hidden but focusable: the label below is what people see and click. */
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  label {
    ${buttonStyles}
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input:disabled + label {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  /** The button's text, also the input's accessible name. */
  label: string;
}

/**
 * A file input that looks like the product's secondary button and speaks the page's language
 * (the native one says "Choose File" in the browser's). The input keeps focus and keyboard;
 * its label is the visible button.
 */
export function FileButton({ id, label, ...input }: FileButtonProps) {
  return (
    <Wrap $variant="secondary">
      <input type="file" id={id} {...input} />
      <label htmlFor={id}>{label}</label>
    </Wrap>
  );
}
