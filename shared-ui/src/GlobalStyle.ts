import { createGlobalStyle } from 'styled-components';
import { media } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    /* A word longer than its line (an e-mail address, a DOI link) breaks instead of running out
       of a phone's page; it leaves the sizing of flex and grid items as it is. */
    overflow-wrap: break-word;
  }
  /* Browsers give fieldsets min-width: min-content, which overflows narrow screens. */
  fieldset { min-width: 0; }
  /* Long German compounds in table cells hyphenate or wrap instead of widening a phone page. */
  th, td { overflow-wrap: anywhere; hyphens: auto; }
  h1, h2, h3 { font-family: ${({ theme }) => theme.font.heading}; line-height: 1.2; margin: 0 0 0.5em; overflow-wrap: anywhere; }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.color.primary}; }
  img { max-width: 100%; height: auto; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
