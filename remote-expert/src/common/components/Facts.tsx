import styled from 'styled-components';

/** Facts as a definition list (a request's, an application's): two columns, one on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, 230px) 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
  /* Rendered Markdown brings its own paragraphs and lists. */
  dd.markdown {
    white-space: normal;
    p,
    ul,
    ol {
      margin: 0 0 8px;
    }
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;
