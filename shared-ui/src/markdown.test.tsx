import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Markdown } from './markdown';

const rendered = (text: string) =>
  render(
    <MemoryRouter>
      <Markdown>{text}</Markdown>
    </MemoryRouter>,
  ).container;

test('a single line break written in a textarea stays a line break', () => {
  const container = rendered('**Sprache:** Deutsch\nWichtig: Wir wollen die Firma gemeinsam weiterführen.');
  const paragraph = container.querySelector('p')!;
  expect(paragraph.querySelector('br')).not.toBeNull();
  expect(paragraph.querySelector('strong')?.textContent).toBe('Sprache:');
  expect(paragraph.textContent).toBe('Sprache: Deutsch\nWichtig: Wir wollen die Firma gemeinsam weiterführen.');
});

test('raw HTML is shown as text, never run; unsafe links lose their target', () => {
  const container = rendered('<img src=x onerror="alert(1)"> [klick](javascript:alert(1)) [ok](https://example.com)');
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
  expect(links).toEqual(['https://example.com']);
});
