// The advisor's replies are Markdown, rendered without raw HTML: there is no rehype-raw, so HTML in
// a reply shows as the literal text it is (react-markdown turns raw nodes into text unless
// `skipHtml` drops them; dropping would hide what was written, so markup is shown, never run).
// Images are not loaded (their alt text shows), and links keep only http(s) and in-app paths;
// in-app paths navigate inside the page, others open in a new tab. A single line break is kept
// as a break (remark-breaks): people write requests and notes in a textarea, where Enter means a
// new line, and "**Sprache:** Deutsch⏎Wichtig: …" must not run together into one line.
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkBreaks from 'remark-breaks';
import { safeUrl } from './safe-url';

export { safeUrl } from './safe-url';

const remarkPlugins = [remarkBreaks];

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ alt }) => (alt ? <>{alt}</> : null),
};

/** `inline`: one line of text inside a list item or a sentence (no paragraph around it). */
export function Markdown({ children, inline = false }: { children: string; inline?: boolean }): ReactNode {
  return (
    <ReactMarkdown
      urlTransform={safeUrl}
      components={components}
      remarkPlugins={remarkPlugins}
      {...(inline ? { disallowedElements: ['p'], unwrapDisallowed: true } : {})}
    >
      {children}
    </ReactMarkdown>
  );
}
