import {
  findSnapshot,
  isPageReady,
  replaceSnapshotWhenReady,
  snapshotEnglishAttribute,
  snapshotGuard,
  snapshotId,
  snapshotLanguageSwap,
  snapshotOffAttribute,
  snapshotTemplateId,
  startAfterFirstPaint,
} from './snapshot';
import { mailLinkHashPattern } from '@cc/shared-auth';

function setUp() {
  document.documentElement.removeAttribute(snapshotOffAttribute);
  document.body.innerHTML = `<div id="${snapshotId}"><main><h1>Snapshot</h1></main></div><div id="root"></div>`;
  return { snapshot: document.getElementById(snapshotId)!, root: document.getElementById('root')! };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('isPageReady', () => {
  const root = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });

  it('waits while the main area is empty or shows the full-screen spinner', () => {
    expect(isPageReady(root('<header>Brand</header><main><div></div></main>'))).toBe(false);
    expect(
      isPageReady(root('<main><div><div data-testid="fullscreen-spinner">Einen Moment bitte...</div></div></main>')),
    ).toBe(false);
  });

  it('is ready with page content, a remote fallback, or an error page without main', () => {
    expect(isPageReady(root('<main><div><h1>Konflikte lösen</h1></div></main>'))).toBe(true);
    expect(isPageReady(root('<main><div data-testid="remote-fallback-landing">Nicht erreichbar</div></main>'))).toBe(
      true,
    );
    expect(isPageReady(root('<div><h1>Etwas ist schiefgelaufen</h1></div>'))).toBe(true);
  });
});

describe('replaceSnapshotWhenReady', () => {
  it('keeps the snapshot on screen and the root off-document until the page is there, then swaps them', async () => {
    const { snapshot, root } = setUp();
    replaceSnapshotWhenReady(snapshot, root, { imageWaitMs: 50 });
    expect(root.isConnected).toBe(false);
    expect(snapshot.isConnected).toBe(true);

    root.innerHTML = '<main><div><div data-testid="fullscreen-spinner">Einen Moment bitte...</div></div></main>';
    await nextTask();
    expect(snapshot.isConnected).toBe(true);

    root.innerHTML = '<main><div><h1>Live</h1></div></main>';
    await nextTask();
    await nextTask();
    expect(snapshot.isConnected).toBe(false);
    expect(root.isConnected).toBe(true);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('Live');
  });

  it("keeps styled-components' sheets from applying until the swap, then lets them apply", async () => {
    const { snapshot, root } = setUp();
    replaceSnapshotWhenReady(snapshot, root, { imageWaitMs: 50 });
    const runtime = document.createElement('style');
    runtime.setAttribute('data-styled', 'active');
    document.head.append(runtime);
    const other = document.createElement('style');
    document.head.append(other);
    await nextTask();
    expect(runtime.media).toBe('not all');
    expect(other.hasAttribute('media')).toBe(false);

    root.innerHTML = '<main><h1>Live</h1></main>';
    await nextTask();
    await nextTask();
    expect(root.isConnected).toBe(true);
    expect(runtime.hasAttribute('media')).toBe(false);
    runtime.remove();
    other.remove();
  });

  it('gives the hero image time to arrive before the swap, and swaps once it has', async () => {
    const { snapshot, root } = setUp();
    replaceSnapshotWhenReady(snapshot, root, { imageWaitMs: 10_000 });
    root.innerHTML = '<main><h1>Live</h1><img fetchpriority="high" src="hero.svg" alt=""></main>';
    const image = root.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    await nextTask();
    await nextTask();
    expect(snapshot.isConnected).toBe(true);
    image.dispatchEvent(new Event('load'));
    await nextTask();
    expect(snapshot.isConnected).toBe(false);
    expect(root.isConnected).toBe(true);
  });
});

describe('replaceSnapshotWhenReady, the edges', () => {
  it('gives focus to the same control of the live page when a visitor had tabbed into the snapshot', async () => {
    const { snapshot, root } = setUp();
    snapshot.innerHTML = '<main id="main" tabindex="-1"><a href="/chat">Konfliktberater</a></main>';
    snapshot.querySelector('a')!.focus();
    replaceSnapshotWhenReady(snapshot, root, { imageWaitMs: 50 });
    root.innerHTML = '<main id="main" tabindex="-1"><h1>Live</h1><a href="/chat">Konfliktberater</a></main>';
    await nextTask();
    await nextTask();
    expect(document.activeElement).toBe(root.querySelector('a'));

    const second = setUp();
    second.snapshot.innerHTML = '<main id="main" tabindex="-1"><p>Snapshot</p></main>';
    second.snapshot.querySelector('main')!.focus();
    replaceSnapshotWhenReady(second.snapshot, second.root, { imageWaitMs: 50 });
    second.root.innerHTML = '<main id="main" tabindex="-1"><h1>Live</h1></main>';
    await nextTask();
    await nextTask();
    expect(document.activeElement).toBe(second.root.querySelector('main'));
  });

  it('shows the app after the longest wait even if its page never gets ready, also without a snapshot left', async () => {
    const { snapshot, root } = setUp();
    replaceSnapshotWhenReady(snapshot, root, { maxWaitMs: 20 });
    root.innerHTML = '<main><div data-testid="fullscreen-spinner">Einen Moment bitte...</div></main>';
    snapshot.remove();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(root.isConnected).toBe(true);
  });
});

describe('findSnapshot', () => {
  it('returns the snapshot on screen', () => {
    const { snapshot } = setUp();
    expect(findSnapshot()).toBe(snapshot);
  });

  it('removes a snapshot the inline guard turned off and returns none', () => {
    setUp();
    document.documentElement.setAttribute(snapshotOffAttribute, '');
    expect(findSnapshot()).toBeNull();
    expect(document.getElementById(snapshotId)).toBeNull();
  });
});

describe('snapshotGuard', () => {
  const keys = {
    offAttribute: snapshotOffAttribute,
    englishAttribute: snapshotEnglishAttribute,
    language: 'cc.lang',
    guest: 'cc.guest',
    preview: 'cc.preview',
    mailLinkHash: mailLinkHashPattern.source,
    englishTitle: 'KonfliktKompass – conflict coaching for founders and teams',
  };
  const germanTitle = 'KonfliktKompass – Konfliktcoaching für Gründer und Teams';
  const visit = (url: string, prepare: () => void = () => {}) => {
    document.documentElement.removeAttribute(snapshotOffAttribute);
    document.documentElement.removeAttribute(snapshotEnglishAttribute);
    document.documentElement.lang = 'de';
    document.title = germanTitle;
    localStorage.clear();
    sessionStorage.clear();
    prepare();
    window.history.replaceState(null, '', url);
    snapshotGuard(keys);
    return document.documentElement.hasAttribute(snapshotOffAttribute);
  };

  const english = () => document.documentElement.hasAttribute(snapshotEnglishAttribute);

  it('leaves the snapshot on for a first visit to /, in the language asked for or chosen before', () => {
    expect(visit('/')).toBe(false);
    expect(english()).toBe(false);
    expect(visit('/?lang=de', () => localStorage.setItem('cc.lang', 'en'))).toBe(false);
    expect(english()).toBe(false);
    expect(visit('/?lang=xx')).toBe(false);
    expect(visit('/?lang=en')).toBe(false);
    expect(english()).toBe(true);
    expect(visit('/', () => localStorage.setItem('cc.lang', 'en'))).toBe(false);
    expect(english()).toBe(true);
  });

  it('turns it off for a session, a guest, a mail link, a preview or another path', () => {
    expect(visit('/', () => localStorage.setItem('cc.guest', '{}'))).toBe(true);
    expect(visit('/', () => localStorage.setItem('sb-localhost-auth-token', '{}'))).toBe(true);
    expect(visit('/#access_token=abc&type=signup')).toBe(true);
    expect(visit('/?preview=chat@https://staging.example/mf-manifest.json')).toBe(true);
    expect(visit('/', () => sessionStorage.setItem('cc.preview', '{}'))).toBe(true);
    expect(visit('/chat')).toBe(true);
    expect(english()).toBe(false);
  });

  it('gives an English visitor the English language and title at once, with or without the snapshot', () => {
    const page = () => [document.documentElement.lang, document.title];
    for (const [url, prepare] of [
      ['/?lang=en', () => {}],
      ['/', () => localStorage.setItem('cc.lang', 'en')],
      ['/chat?lang=en', () => {}],
      ['/chat', () => localStorage.setItem('cc.lang', 'en')],
      [
        '/',
        () => {
          localStorage.setItem('cc.guest', '{}');
          localStorage.setItem('cc.lang', 'en');
        },
      ],
    ] as const) {
      visit(url, prepare);
      expect([url, ...page()]).toEqual([url, 'en', keys.englishTitle]);
    }
    for (const [url, prepare] of [
      ['/', () => {}],
      ['/?lang=de', () => localStorage.setItem('cc.lang', 'en')],
      ['/chat', () => localStorage.setItem('cc.lang', 'de')],
      ['/chat?lang=xx', () => {}],
    ] as const) {
      visit(url, prepare);
      expect([url, ...page()]).toEqual([url, 'de', germanTitle]);
    }
  });
});

describe('snapshotLanguageSwap', () => {
  const keys = { snapshotId, templateId: snapshotTemplateId, englishAttribute: snapshotEnglishAttribute };
  const page = () => {
    document.documentElement.lang = 'de';
    document.body.innerHTML =
      `<div id="${snapshotId}"><style></style><div lang="de"><h1>Konflikte lösen</h1></div></div>` +
      `<template id="${snapshotTemplateId}"><div lang="en"><h1>Resolve conflict</h1></div></template>`;
  };

  it('puts the English page in for an English visitor and drops the template', () => {
    page();
    document.documentElement.setAttribute(snapshotEnglishAttribute, '');
    snapshotLanguageSwap(keys);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('Resolve conflict');
    expect(document.getElementById(snapshotTemplateId)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    document.documentElement.removeAttribute(snapshotEnglishAttribute);
  });

  it('keeps the German page otherwise, and drops the template too', () => {
    page();
    snapshotLanguageSwap(keys);
    expect(document.querySelector('h1')?.textContent).toBe('Konflikte lösen');
    expect(document.getElementById(snapshotTemplateId)).toBeNull();
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('startAfterFirstPaint', () => {
  const keys = {
    offAttribute: snapshotOffAttribute,
    scripts: ['/static/js/main.js', '/static/js/b.js'],
    fallbackMs: 2000,
  };
  const started = () =>
    [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
  let report: ((names: string[]) => void) | null = null;

  /** A browser that reports paints: the observer's callback is called by `report`. */
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    observe() {}
    disconnect() {
      report = null;
    }
  }

  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(snapshotOffAttribute);
    jest.useFakeTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.documentElement.removeAttribute(snapshotOffAttribute);
  });

  it('loads the entry scripts, in order, once the snapshot has painted', () => {
    startAfterFirstPaint(keys);
    expect(started()).toEqual([]);
    report?.(['first-paint']);
    expect(started()).toEqual([]);
    report?.(['first-contentful-paint']);
    const inOrder = [
      ['/static/js/main.js', false],
      ['/static/js/b.js', false],
    ];
    expect(started()).toEqual(inOrder);
    jest.advanceTimersByTime(keys.fallbackMs);
    expect(started()).toEqual(inOrder);
  });

  it('loads them at once without the snapshot, and after a while if no paint is reported', () => {
    document.documentElement.setAttribute(snapshotOffAttribute, '');
    startAfterFirstPaint(keys);
    expect(started()).toHaveLength(2);

    document.head.innerHTML = '';
    document.documentElement.removeAttribute(snapshotOffAttribute);
    startAfterFirstPaint(keys);
    jest.advanceTimersByTime(keys.fallbackMs - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);
  });
});
