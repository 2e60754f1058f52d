// Its own file: a fresh module registry, so the renderer has not been loaded by another test.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Markdown, preloadMarkdown } from './lazy-markdown';

const reply = 'Du kannst sie direkt buchen: [Expertinnen und Experten ansehen](/experts).';

const shown = () =>
  render(
    <MemoryRouter>
      <Markdown>{reply}</Markdown>
    </MemoryRouter>,
  );

test('preloaded, a reply with a link renders as Markdown at once, never as written', async () => {
  // Before: the text as written while the renderer loads.
  const before = shown();
  expect(before.container.textContent).toContain('](/experts)');
  before.unmount();
  await preloadMarkdown();
  const { container } = shown();
  expect(container.querySelector('a')?.getAttribute('href')).toBe('/experts');
  expect(container.textContent).not.toContain('](');
});
