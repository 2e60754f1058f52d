import { prefetchRemotePage } from '../features/federation/prefetch';
import { loadRemoteModule } from '../features/federation/registry';
import { hoverIntentMs, loadLinkedPage, loadPagesOnIntent, prepareNextPages, savesData } from './prefetch-next-page';

// The federation runtime is the edge mocked here (as in RemotePage.test.tsx); RemotePage's own
// loader runs, so "once per page" is its memory of what is loaded or loading.
jest.mock('../features/federation/registry', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('../features/federation/prefetch', () => ({ prefetchRemotePage: jest.fn() }));
const load = jest.mocked(loadRemoteModule);
const prefetch = jest.mocked(prefetchRemotePage);

const at = (href: string) => new URL(href) as unknown as Location;

/** A page of its own per test, so the listeners of one test do not hear the next one's events. */
function pageWithLink(href: string) {
  const page = document.implementation.createHTMLDocument();
  const link = page.createElement('a');
  link.href = href;
  link.append(page.createElement('span'));
  page.body.append(link);
  return { page, link, inside: link.firstElementChild! };
}

const pointer = (type: string, pointerType = 'mouse') =>
  Object.assign(new Event(type, { bubbles: true }), { pointerType }) as PointerEvent;

beforeEach(() => {
  load.mockReset().mockResolvedValue({ default: () => null });
  prefetch.mockReset().mockResolvedValue([]);
});
afterEach(() => jest.useRealTimers());

describe('loadLinkedPage', () => {
  it('loads the remote page a link leads to once, and nothing for other sites, shell routes or the page on screen', () => {
    expect(loadLinkedPage('/chat', at('http://localhost/'))).toBe(true);
    expect(load).toHaveBeenCalledWith('chat', 'PublicChat', false);
    expect(loadLinkedPage('/chat?x=1', at('http://localhost/'))).toBe(false);
    expect(loadLinkedPage('https://example.org/chat-advisor', at('http://localhost/'))).toBe(false);
    expect(loadLinkedPage('/auth', at('http://localhost/'))).toBe(false);
    expect(loadLinkedPage('/experts/2', at('http://localhost/experts/1'))).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next sign of intent tries again', async () => {
    load.mockRejectedValueOnce(new Error('network down'));
    expect(loadLinkedPage('/expert-portal', at('http://localhost/'))).toBe(true);
    expect(loadLinkedPage('/expert-portal/cases', at('http://localhost/'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadLinkedPage('/expert-portal/cases', at('http://localhost/'))).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadPagesOnIntent', () => {
  it('loads on pointerdown and on focus at once', () => {
    const first = pageWithLink('/premium');
    loadPagesOnIntent(first.page, { hover: true });
    first.inside.dispatchEvent(pointer('pointerdown', 'touch'));
    expect(load).toHaveBeenCalledWith('landing', 'PremiumPage', false);

    const second = pageWithLink('/team/abc');
    loadPagesOnIntent(second.page, { hover: false });
    second.link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledWith('results', 'TeamAnswerPage', false);
  });

  it('loads when the mouse rests on a link, not when it crosses it or with hover off', () => {
    jest.useFakeTimers();
    const resting = pageWithLink('/news/1');
    loadPagesOnIntent(resting.page, { hover: true });
    resting.inside.dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(hoverIntentMs - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith('landing', 'NewsPage', false);

    load.mockClear();
    const crossing = pageWithLink('/checklisten/one');
    loadPagesOnIntent(crossing.page, { hover: true });
    crossing.inside.dispatchEvent(pointer('pointerover'));
    crossing.page.body.dispatchEvent(pointer('pointerover'));
    crossing.inside.dispatchEvent(pointer('pointerover', 'touch'));
    const off = pageWithLink('/team-rounds/new');
    loadPagesOnIntent(off.page, { hover: false });
    off.link.dispatchEvent(pointer('pointerover'));
    jest.advanceTimersByTime(hoverIntentMs * 2);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('savesData', () => {
  it('is on with Save-Data or a 2G-like connection', () => {
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});

describe('prepareNextPages', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('prefetches the chat page, but not for a visitor who saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    prepareNextPages();
    expect(prefetch).not.toHaveBeenCalled();

    delete (navigator as { connection?: unknown }).connection;
    prepareNextPages();
    expect(prefetch).toHaveBeenCalledWith('chat', 'PublicChat');
  });
});
