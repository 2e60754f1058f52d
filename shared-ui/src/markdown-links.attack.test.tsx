// Attack: a reply, message or bio written in Markdown carries a link that looks like a path of the
// app but that a browser resolves to another host. Browsers drop tabs and line breaks from a URL
// and read `\` as `/`, so `/<tab>/evil.example` is `//evil.example`. Markdown lets such characters
// in through character references (`&#9;`) and angle-bracket destinations. Whatever renders must
// be a link to this app's origin, an http(s) link, or no link at all.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Markdown } from './markdown';
import { safeUrl } from './safe-url';

const origin = 'https://konfliktkompass.example';

/** Where a browser goes with this href on this site (tabs and line breaks removed, as browsers do). */
const resolved = (href: string) => new URL(href.replace(/[\t\n\r]/g, ''), `${origin}/chat`);

const tricks: [string, string][] = [
  ['a tab reference between the slashes', '[x](/&#9;/evil.example/a)'],
  ['a line feed reference between the slashes', '[x](/&#10;/evil.example/a)'],
  ['a carriage return reference between the slashes', '[x](/&#13;/evil.example/a)'],
  ['a tab in an angle-bracket destination', '[x](</\t/evil.example/a>)'],
  ['a backslash after the slash', '[x](/\\\\evil.example/a)'],
  ['a tab then a backslash', '[x](/&#9;\\\\evil.example/a)'],
  ['a protocol-relative link', '[x](//evil.example/a)'],
  ['a javascript: link behind a tab', '[x](java&#9;script:alert(1))'],
  ['a data: link', '[x](data:text/html,<b>x</b>)'],
  ['an autolink to javascript:', '<javascript:alert(1)>'],
  ['a reference-style link', '[x][1]\n\n[1]: /&#9;/evil.example/a'],
];

describe.each(tricks)('%s', (_, text) => {
  it('renders no link that leaves the site except as a plain http(s) link', () => {
    const { container } = render(
      <MemoryRouter>
        <Markdown>{text}</Markdown>
      </MemoryRouter>,
    );
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      const target = resolved(href);
      if (target.origin !== origin) {
        // A foreign link is only ever what it plainly says: written as http(s), opened in a new tab.
        expect(href).toMatch(/^https?:\/\//);
        expect(link.getAttribute('target')).toBe('_blank');
      }
      expect(target.protocol).toMatch(/^https?:$/);
    }
  });
});

it('safeUrl keeps only a path that stays a path once the browser has cleaned it', () => {
  expect(safeUrl('/chat?x=1#y')).toBe('/chat?x=1#y');
  expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
  for (const bad of ['/\t/evil.example', '/\n/evil.example', '/\r\\evil.example', '/a\u0000b', '//evil', '/\\evil']) {
    expect(safeUrl(bad)).toBe('');
  }
});
