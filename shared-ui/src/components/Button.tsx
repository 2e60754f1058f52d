import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    &:hover {
      background: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    &:hover {
      filter: brightness(0.95);
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    &:hover {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: #fff;
    &:hover {
      filter: brightness(0.92);
    }
  `,
};

/** Shared look of buttons and of links that look like buttons. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size }) => ($size === 'lg' ? '28px' : '18px')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  font: inherit;
  font-weight: 600;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.05rem' : '1rem')};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    filter 150ms ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<StyleProps>((props) => ({ type: props.type ?? 'button' }))<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;

type ButtonLinkProps = (ComponentProps<typeof Link> | (ComponentProps<'a'> & { href: string })) & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A link styled as a button: a router link for `to`, an external link for `href`. */
export function ButtonLink({ variant, size, ...props }: ButtonLinkProps) {
  if ('to' in props) return <StyledLink $variant={variant} $size={size} {...props} />;
  const external = /^https?:/.test(props.href);
  return (
    <StyledAnchor
      $variant={variant}
      $size={size}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    />
  );
}

export const IconButton = styled.button.attrs({ type: 'button' })<{ $variant?: 'ghost' | 'outline' }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'outline' ? theme.color.border : 'transparent')};
  background: ${({ theme, $variant }) => ($variant === 'outline' ? theme.color.surface : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** A button that looks like a text link, for secondary actions inside text and forms. */
export const TextButton = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))`
  display: inline;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
