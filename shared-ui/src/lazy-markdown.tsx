// `Markdown` of ./markdown, loaded when a text needs it. react-markdown with unified, remark and
// micromark is about 40% of the chat page's code, and an empty chat, or a reply without markup,
// renders no Markdown: a text without any Markdown syntax is rendered here as the same paragraphs
// and line breaks react-markdown would make of it (lazy-markdown.test.tsx compares both), and the
// first text with syntax loads ./markdown (its own chunk). Until that has arrived, the text shows
// as it was written (markup characters included, never as HTML: React escapes it).
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type * as MarkdownExports from './markdown';

export { safeUrl } from './safe-url';

/**
 * Whether `text` may hold Markdown, by what CommonMark reads specially: a character that can open
 * a construct (emphasis, code, links and images, HTML and autolinks, character references,
 * escapes, headings, fences), a line that may start a list, a setext underline or a thematic break,
 * and the whitespace it trims or treats apart (spaces at a line's start or end, tabs, CR, NUL).
 * Deliberately broad: a false "yes" only loads the renderer.
 */
const markdownSyntax = /[\\`*_[\]<>#~&\t\r\0]|^ | $|^[-+=]|^\d+[.)]/m;

export const hasMarkdownSyntax = (text: string): boolean => markdownSyntax.test(text);

/** The lines of each paragraph: runs of non-empty lines, split by empty ones. */
function paragraphsOf(text: string): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line === '') current = null;
    else if (current) current.push(line);
    else paragraphs.push((current = [line]));
  }
  return paragraphs;
}

/**
 * What react-markdown with remark-breaks renders for a text without Markdown syntax: `<p>` per
 * paragraph with "\n" between them, and `<br>` followed by "\n" for each line break (inline: the
 * paragraphs' contents without `<p>`, as `unwrapDisallowed` does).
 */
function PlainParagraphs({ text, inline }: { text: string; inline: boolean }): ReactNode {
  return paragraphsOf(text).map((lines, index) => {
    const content = lines.map((line, at) => (at === 0 ? line : [<br key={`br${at}`} />, '\n', line]));
    return (
      <Fragment key={index}>
        {index > 0 && '\n'}
        {inline ? content : <p>{content}</p>}
      </Fragment>
    );
  });
}

type MarkdownModule = typeof MarkdownExports;

let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;

function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdown').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Another text may try again (a chunk can fail to load on a bad connection).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the renderer before a text needs it: the chat calls it when a message is sent, so the
 * reply's first link or bold word does not show as written ("[Expertinnen und Experten
 * ansehen](/experts)" stood under a finished reply on a loaded phone, harden4's walk).
 */
export function preloadMarkdown(): Promise<void> {
  return loaded
    ? Promise.resolve()
    : loadMarkdown().then(
        () => undefined,
        () => undefined,
      );
}

/** `inline`: one line of text inside a list item or a sentence (no paragraph around it). */
export function Markdown({ children, inline = false }: { children: string; inline?: boolean }): ReactNode {
  const needed = hasMarkdownSyntax(children);
  const [module, setModule] = useState(loaded);
  const ready = module ?? loaded;
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    // A failed load leaves the text as written.
    void loadMarkdown().then(
      (next) => {
        if (current) setModule(next);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, ready]);
  if (needed && ready) return <ready.Markdown inline={inline}>{children}</ready.Markdown>;
  return <PlainParagraphs text={children} inline={inline} />;
}
