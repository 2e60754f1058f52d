// Build-time render of the start page `/` for the first paint of a first visit, in German (the
// default) and English: the shell's layout around the landing remote's sections, with the CSS
// they need. shell/prerender/build.mjs bundles this module for Node and writes the result into
// dist/index.html; the app replaces it once it runs (src/features/layout/snapshot.ts).
//
// The only place where the shell imports a remote's source: the snapshot is a picture of the
// landing page taken when the shell is built, never code the browser runs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AuthProvider, guestStorageKey, mailLinkHashPattern } from '@cc/shared-auth';
import { i18n, languageStorageKey, registerNamespace } from '@cc/shared-i18n';
import { ThemeRoot, media } from '@cc/shared-ui';
import { LandingSections } from '../../remote-landing/src/features/landing/LandingPage';
import { namespace as landingNamespace } from '../../remote-landing/src/i18n';
import landingDe from '../../remote-landing/src/locales/de.json';
import landingEn from '../../remote-landing/src/locales/en.json';
import { previewStorageKey } from '../src/features/federation/preview';
import { Header } from '../src/features/header/Header';
import { setServerViewport } from '../src/features/header/useIsMobile';
import { Layout } from '../src/features/layout/Layout';
import {
  snapshotEnglishAttribute,
  snapshotGuard,
  snapshotId,
  snapshotLanguageSwap,
  snapshotOffAttribute,
  snapshotTemplateId,
  startAfterFirstPaint,
  type SnapshotGuardKeys,
  type SnapshotStartKeys,
  type SnapshotSwapKeys,
} from '../src/features/layout/snapshot';
import shellDe from '../src/locales/de.json';
import shellEn from '../src/locales/en.json';

export { snapshotId };

export interface Snapshot {
  /** The snapshot element with its styles (German page) and the English page's <template>. */
  html: string;
  /**
   * Inline script for the <head> of every page (index.html and app.html): turns the snapshot off,
   * or to English, before it is painted, and gives an English visitor the English language and title.
   */
  guardScript: string;
  /** The brand title (the start page's document title) in each language: German is the HTML's <title>. */
  titles: Record<'de' | 'en', string>;
  /** Inline script after the snapshot: puts the English page in for an English visitor. */
  swapScript: string;
  /** Inline script at the end of the body: loads the app's entry scripts after the first paint. */
  startScript: string;
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

/** The app's providers around `children`, at `/`, with nobody signed in. */
const atStart = (children: ReactElement) => (
  <ThemeRoot>
    <AuthProvider>
      <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
    </AuthProvider>
  </ThemeRoot>
);

const landingPage = atStart(
  <Routes>
    <Route element={<Layout header={<Header signedOutSnapshot />} />}>
      <Route index element={<LandingSections />} />
    </Route>
  </Routes>,
);

/** The first `<header …>…</header>` of the markup (the layout has one header). */
function splitHeader(markup: string): [before: string, header: string, after: string] {
  const start = markup.indexOf('<header');
  const end = markup.indexOf('</header>', start) + '</header>'.length;
  if (start < 0 || end < start) throw new Error('The layout rendered no <header>');
  return [markup.slice(0, start), markup.slice(start, end), markup.slice(end)];
}

/** The page in one language: the layout with both header variants, and the CSS rules it used. */
async function renderPage(language: 'de' | 'en'): Promise<{ html: string; rules: string[]; title: string }> {
  await i18n.changeLanguage(language);
  // shared-i18n's own texts (useDocumentTitle's brand title on `/`) are its `common` namespace.
  const title = i18n.t('title.brand', { ns: 'common' });
  if (!title || title === 'title.brand') throw new Error(`No brand title in ${language}`);
  // The header is the one part laid out by script (menu button or desktop menu): both go in,
  // and CSS shows the one that matches the screen, as the app will render it.
  setServerViewport('desktop');
  const desktop = render(landingPage);
  setServerViewport('mobile');
  const mobile = render(atStart(<Header signedOutSnapshot />));
  const [, mobileHeader] = splitHeader(mobile.markup);
  const [before, desktopHeader, after] = splitHeader(desktop.markup);
  const html =
    `<div lang="${language}">${before}<div class="kk-snapshot-desktop">${desktopHeader}</div>` +
    `<div class="kk-snapshot-mobile">${mobileHeader}</div>${after}</div>`;
  return { html, rules: [...desktop.rules, ...mobile.rules], title };
}

/** @param entryScripts the app's entry scripts, as app.html loads them (in order) */
export async function renderSnapshot(entryScripts: string[]): Promise<Snapshot> {
  registerNamespace('shell', { de: shellDe, en: shellEn });
  registerNamespace(landingNamespace, { de: landingDe, en: landingEn });
  const german = await renderPage('de');
  const english = await renderPage('en');

  const css = [
    // Both languages and both headers use mostly the same rules: each rule once.
    ...new Set([...german.rules, ...english.rules]),
    `html[${snapshotOffAttribute}] #${snapshotId}{display:none}`,
    `html[${snapshotEnglishAttribute}] #${snapshotId} > [lang="de"]{display:none}`,
    `#${snapshotId} > [lang]{display:contents}`,
    // A still picture: no fade-in, shimmer or transition while it is on screen.
    `#${snapshotId} *,#${snapshotId} *::before,#${snapshotId} *::after{animation:none!important;transition:none!important}`,
    `.kk-snapshot-desktop,.kk-snapshot-mobile{display:contents}`,
    `${media.mobile}{.kk-snapshot-desktop{display:none}}`,
    `${media.desktop}{.kk-snapshot-mobile{display:none}}`,
  ].join('\n');

  const html =
    `<div id="${snapshotId}"><style>${css}</style>${german.html}</div>` +
    `<template id="${snapshotTemplateId}">${english.html}</template>`;

  const guardKeys: SnapshotGuardKeys = {
    offAttribute: snapshotOffAttribute,
    englishAttribute: snapshotEnglishAttribute,
    language: languageStorageKey,
    guest: guestStorageKey,
    preview: previewStorageKey,
    mailLinkHash: mailLinkHashPattern.source,
    englishTitle: english.title,
  };
  const swapKeys: SnapshotSwapKeys = {
    snapshotId,
    templateId: snapshotTemplateId,
    englishAttribute: snapshotEnglishAttribute,
  };
  const startKeys: SnapshotStartKeys = { offAttribute: snapshotOffAttribute, scripts: entryScripts, fallbackMs: 2000 };
  return {
    html,
    guardScript: `(${snapshotGuard.toString()})(${JSON.stringify(guardKeys).replace(/</g, '\\u003c')});`,
    titles: { de: german.title, en: english.title },
    swapScript: `(${snapshotLanguageSwap.toString()})(${JSON.stringify(swapKeys)});`,
    startScript: `(${startAfterFirstPaint.toString()})(${JSON.stringify(startKeys).replace(/</g, '\\u003c')});`,
  };
}
