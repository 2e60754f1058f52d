// The document title of a page (WCAG 2.4.2): what the page is, then the product, in the page's
// language. Screen readers announce it, and tab strips, history and bookmarks tell pages apart by it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { commonNamespace, i18n } from './i18n';

const brandTitle = () => i18n.t('title.brand', { ns: commonNamespace });

/**
 * Sets `document.title` to "<page> – KonfliktKompass", or to the brand title ("KonfliktKompass –
 * Konfliktcoaching für Gründer und Teams") when `page` is undefined (the start page). Call it beside
 * the page's h1 with the h1's own text where that is fixed, never with private data (a case's
 * topic, a team's name); a page that is loading or failed passes its loading or error heading.
 * It follows the text, so a language switch re-titles the page; when the page leaves, the brand
 * title stands until the next page sets its own.
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation(commonNamespace);
  const title = page ? t('title.page', { page }) : t('title.brand');
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = brandTitle();
    };
  }, [title]);
}

/**
 * `useDocumentTitle` as an element, for a view that is the page in one place and part of one in
 * another, or one of several views of a component with early returns (a hook cannot be skipped):
 * render it where the view stands for the page. One title-setter per page: a parent's effect runs
 * after its children's and would win.
 */
export function DocumentTitle({ text }: { text: string | undefined }): null {
  useDocumentTitle(text);
  return null;
}
