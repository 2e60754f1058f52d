// Build-time render of the start page `/` in German (the default language) for the first paint
// of a first visit: the shell's layout around the landing remote's sections, with the CSS they
// need. shell/prerender/build.mjs bundles this module for Node and writes the result into
// dist/index.html; the app replaces it once it runs (src/features/layout/snapshot.ts).
//
// The only place where the shell imports a remote's source: the snapshot is a picture of the
// landing page taken when the shell is built, never code the browser runs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AuthProvider, guestStorageKey, mailLinkHashPattern } from '@cc/shared-auth';
import { i18n, languageStorageKey } from '@cc/shared-i18n';
import { ThemeRoot, media } from '@cc/shared-ui';
import { LandingSections } from '../../remote-landing/src/features/landing/LandingPage';
import { namespace as landingNamespace } from '../../remote-landing/src/i18n';
import landingDe from '../../remote-landing/src/locales/de.json';
import { previewStorageKey } from '../src/features/federation/preview';
import { Header } from '../src/features/header/Header';
import { setServerViewport } from '../src/features/header/useIsMobile';
import { Layout } from '../src/features/layout/Layout';
import {
  snapshotGuard,
  snapshotId,
  snapshotOffAttribute,
  type SnapshotGuardKeys,
} from '../src/features/layout/snapshot';
import shellDe from '../src/locales/de.json';

export { snapshotId };

export interface Snapshot {
  /** The snapshot element with its styles, to go before the app's root element. */
  html: string;
  /** Inline script, to go before the snapshot: turns it off where the app will not show this page. */
  guardScript: string;
}

/** The page's markup and its CSS rules (styled-components separates rules with a marker). */
function render(element: ReactElement): { markup: string; rules: string[] } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(element));
    const rules = sheet
      .getStyleTags()
      .replace(/<style[^>]*>|<\/style>/g, '')
      .split('/*!sc*/')
      .map((rule) => rule.trim())
      // Rehydration records (data-styled.g1[id="…"]{content:"…"}) are for a browser-side
      // styled-components, which must not adopt these rules: they leave with the snapshot.
      .filter((rule) => rule && !rule.startsWith('data-styled.'));
    return { markup, rules };
  } finally {
    sheet.seal();
  }
}

const page = (children: ReactElement) => (
  <ThemeRoot>
    <AuthProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={children} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthProvider>
  </ThemeRoot>
);

const headerOnly = (
  <ThemeRoot>
    <AuthProvider>
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>
    </AuthProvider>
  </ThemeRoot>
);

/** The first `<header …>…</header>` of the markup (the layout has one header). */
function splitHeader(markup: string): [before: string, header: string, after: string] {
  const start = markup.indexOf('<header');
  const end = markup.indexOf('</header>', start) + '</header>'.length;
  if (start < 0 || end < start) throw new Error('The layout rendered no <header>');
  return [markup.slice(0, start), markup.slice(start, end), markup.slice(end)];
}

export async function renderSnapshot(): Promise<Snapshot> {
  i18n.addResourceBundle('de', 'shell', shellDe, true, true);
  i18n.addResourceBundle('de', landingNamespace, landingDe, true, true);
  await i18n.changeLanguage('de');

  // The header is the one part laid out by script (menu button or desktop menu): both go in,
  // and CSS shows the one that matches the screen, as the app will render it.
  setServerViewport('desktop');
  const desktop = render(page(<LandingSections />));
  setServerViewport('mobile');
  const mobile = render(headerOnly);
  const [, mobileHeader] = splitHeader(mobile.markup);
  const [before, desktopHeader, after] = splitHeader(desktop.markup);

  const css = [
    // The mobile header's sheet repeats the global and shared rules: each rule once.
    ...new Set([...desktop.rules, ...mobile.rules]),
    `html[${snapshotOffAttribute}] #${snapshotId}{display:none}`,
    // A still picture: no fade-in, shimmer or transition while it is on screen.
    `#${snapshotId} *,#${snapshotId} *::before,#${snapshotId} *::after{animation:none!important;transition:none!important}`,
    `.kk-snapshot-desktop,.kk-snapshot-mobile{display:contents}`,
    `${media.mobile}{.kk-snapshot-desktop{display:none}}`,
    `${media.desktop}{.kk-snapshot-mobile{display:none}}`,
  ].join('\n');

  const html =
    `<div id="${snapshotId}"><style>${css}</style>` +
    `${before}<div class="kk-snapshot-desktop">${desktopHeader}</div>` +
    `<div class="kk-snapshot-mobile">${mobileHeader}</div>${after}</div>`;

  const keys: SnapshotGuardKeys = {
    offAttribute: snapshotOffAttribute,
    language: languageStorageKey,
    guest: guestStorageKey,
    preview: previewStorageKey,
    mailLinkHash: mailLinkHashPattern.source,
  };
  const guardScript = `(${snapshotGuard.toString()})(${JSON.stringify(keys)});`;

  return { html, guardScript };
}
