import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace, setLanguage } from './i18n';
import { DocumentTitle, useDocumentTitle } from './document-title';

registerNamespace('title-test', {
  de: { heading: 'Konflikt-Checklisten', loading: 'Wird geladen …' },
  en: { heading: 'Conflict checklists', loading: 'Loading …' },
});

/** A page that titles itself with its h1's text, as the apps' pages do. */
function Page({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation('title-test');
  const heading = t(loading ? 'loading' : 'heading');
  useDocumentTitle(heading);
  return <h1>{heading}</h1>;
}

function Start() {
  useDocumentTitle(undefined);
  return <h1>KonfliktKompass</h1>;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'stale';
  });
  afterEach(() => act(() => setLanguage('de')));

  it('names the page, then the product, in German by default', () => {
    render(<Page />);
    expect(document.title).toBe('Konflikt-Checklisten – KonfliktKompass');
  });

  it('gives the start page the brand title in its language', async () => {
    render(<Start />);
    expect(document.title).toBe('KonfliktKompass – Konfliktcoaching für Gründer und Teams');
    await act(() => setLanguage('en'));
    expect(document.title).toBe('KonfliktKompass – conflict coaching for founders and teams');
  });

  it('follows a language switch', async () => {
    render(<Page />);
    await act(() => setLanguage('en'));
    expect(document.title).toBe('Conflict checklists – KonfliktKompass');
    await act(() => setLanguage('de'));
    expect(document.title).toBe('Konflikt-Checklisten – KonfliktKompass');
  });

  it('follows the text when the page changes its view (loading, then loaded)', () => {
    const { rerender } = render(<Page loading />);
    expect(document.title).toBe('Wird geladen … – KonfliktKompass');
    rerender(<Page />);
    expect(document.title).toBe('Konflikt-Checklisten – KonfliktKompass');
  });

  it('does not escape what the page passes (the title is text, not HTML)', () => {
    function Ampersand() {
      useDocumentTitle('Fragen & Antworten <neu>');
      return null;
    }
    render(<Ampersand />);
    expect(document.title).toBe('Fragen & Antworten <neu> – KonfliktKompass');
  });

  it('leaves the brand title in the current language when the page goes, not the stale page title', async () => {
    function Switch() {
      const [shown, setShown] = useState(true);
      return shown ? (
        <button type="button" onClick={() => setShown(false)}>
          <Page />
        </button>
      ) : null;
    }
    const { container } = render(<Switch />);
    await act(() => setLanguage('en'));
    act(() => container.querySelector('button')!.click());
    expect(document.title).toBe('KonfliktKompass – conflict coaching for founders and teams');
  });

  it('treats an empty text like none (the brand title, never " – KonfliktKompass")', () => {
    function Empty() {
      useDocumentTitle('');
      return null;
    }
    render(<Empty />);
    expect(document.title).toBe('KonfliktKompass – Konfliktcoaching für Gründer und Teams');
  });

  it('sets the title as an element where a view stands for the page', () => {
    const { rerender } = render(
      <p role="status">
        <DocumentTitle text="Wird geladen …" />
        Wird geladen …
      </p>,
    );
    expect(document.title).toBe('Wird geladen … – KonfliktKompass');
    rerender(<Page />);
    expect(document.title).toBe('Konflikt-Checklisten – KonfliktKompass');
  });
});
