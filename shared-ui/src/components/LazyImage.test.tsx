import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot';
import { LazyImage } from './LazyImage';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }[] = [];

beforeEach(() => {
  observers.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    disconnect = jest.fn();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
  };
});

const renderImage = (props: Partial<Parameters<typeof LazyImage>[0]> = {}) =>
  render(
    <ThemeRoot>
      <LazyImage src="/hero.svg" alt="Two founders talking" width={800} height={600} {...props} />
    </ThemeRoot>,
  );

describe('LazyImage', () => {
  it('waits until the image is within 50px of the viewport at 10% visibility', () => {
    renderImage({ sizes: '50vw' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(observers[0]?.options).toEqual({ rootMargin: '50px', threshold: 0.1 });
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    const img = screen.getByRole('img', { name: 'Two founders talking' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('loads at once with high priority when priority is set', () => {
    renderImage({ priority: true });
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(observers).toHaveLength(0);
  });

  it('keeps the aspect ratio and shows the placeholder until loaded', () => {
    const { container } = renderImage({
      priority: true,
      aspectRatio: '4 / 3',
      placeholder: 'blur',
      blurDataUrl: 'data:x',
    });
    const frame = container.querySelector('[data-loaded]')!;
    expect(frame).toHaveAttribute('data-loaded', 'false');
    expect(getComputedStyle(frame).aspectRatio.replace(/\s/g, '')).toBe('4/3');
    fireEvent.load(screen.getByRole('img'));
    expect(frame).toHaveAttribute('data-loaded', 'true');
  });

  it('logs a load failure to the console only', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderImage({ priority: true });
    fireEvent.error(screen.getByRole('img'));
    expect(log).toHaveBeenCalledWith('Image failed to load: /hero.svg');
  });
});
