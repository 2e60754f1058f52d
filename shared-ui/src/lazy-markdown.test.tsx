import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { hasMarkdownSyntax, Markdown as LazyMarkdown } from './lazy-markdown';
import { Markdown } from './markdown';

const html = (node: ReactNode) => {
  const { container, unmount } = render(<MemoryRouter>{node}</MemoryRouter>);
  const markup = container.innerHTML;
  unmount();
  return markup;
};

// Pieces of text that are no Markdown syntax anywhere, and pieces that are at a line's start or
// around other characters only (digits and dots, dashes, plus and equals signs, brackets,
// URLs, addresses): a text without syntax must render exactly as react-markdown renders it.
const piece = fc.constantFrom(
  'Das',
  'klingt',
  'anstrengend',
  'Größe',
  'ß',
  'Ü',
  '🙂',
  ' ',
  'a',
  '1',
  '2026',
  '.',
  ',',
  ':',
  ';',
  '!',
  '?',
  '-',
  '–',
  '+',
  '=',
  '(',
  ')',
  '"',
  "'",
  '/',
  '|',
  '%',
  '@',
  '$',
  'https://example.org/x?y=1',
  'www.example.org',
  'ada@example.com',
  '\u00a0',
  '\u2028',
);
const line = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
const text = fc.array(line, { maxLength: 6 }).map((lines) => lines.join('\n'));

test('a text without Markdown syntax renders as react-markdown renders it, without loading it', () => {
  fc.assert(
    fc.property(text, fc.boolean(), (value, inline) => {
      fc.pre(!hasMarkdownSyntax(value));
      expect(html(<LazyMarkdown inline={inline}>{value}</LazyMarkdown>)).toBe(
        html(<Markdown inline={inline}>{value}</Markdown>),
      );
    }),
    { numRuns: 300 },
  );
});

test('written replies without markup, block and inline, as react-markdown renders them', () => {
  const replies = [
    '',
    'Ok',
    'Das klingt anstrengend. Was ist passiert?',
    'Erste Zeile\nZweite Zeile\n\n\nNeuer Absatz: 3 Punkte (a, b, c) - und mehr.',
    '\n\nVorne und hinten leer\n\n',
    'That sounds hard.\nWhat happened - and when?',
  ];
  for (const reply of replies) {
    expect(hasMarkdownSyntax(reply)).toBe(false);
    for (const inline of [false, true]) {
      expect(html(<LazyMarkdown inline={inline}>{reply}</LazyMarkdown>)).toBe(
        html(<Markdown inline={inline}>{reply}</Markdown>),
      );
    }
  }
});

test('every kind of Markdown counts as syntax', () => {
  for (const markdown of [
    '**fett**',
    '_kursiv_',
    '`code`',
    '[Link](/x)',
    '![Bild](x.png)',
    '<b>',
    '&amp;',
    'a\\*',
    '# Titel',
    '> Zitat',
    '- Punkt',
    '+ Punkt',
    '1. Punkt',
    '3) Punkt',
    'Titel\n===',
    'Titel\n---',
    '    Code',
    '~~~',
    'a  \nb',
    'a\r\nb',
    'a\tb',
  ]) {
    expect(hasMarkdownSyntax(markdown)).toBe(true);
  }
});

test('a text with Markdown shows as written until the renderer has loaded, then as Markdown', async () => {
  const value =
    '**Sprache:** Deutsch\nWichtig: [Analyse](/assessment/conflict-analysis) <img src=x onerror="alert(1)">';
  const { container } = render(
    <MemoryRouter>
      <LazyMarkdown>{value}</LazyMarkdown>
    </MemoryRouter>,
  );
  expect(container.textContent).toContain('**Sprache:** Deutsch');
  expect(container.querySelector('img, strong')).toBeNull();
  expect(await screen.findByText('Sprache:')).toHaveProperty('tagName', 'STRONG');
  expect(container.querySelector('img')).toBeNull();
  expect(container.innerHTML).toBe(html(<Markdown>{value}</Markdown>));
});
