// A typed text's limit in the page's words: shared-ui's `FieldLimit` (a counter near the limit, a
// message over it, nothing cut) with its two texts from the common namespace. It lives here, not
// in shared-ui, because shared-ui depends on nothing of ours and the texts need i18next. The limit
// itself is the caller's: the contract's or the domain's constant, never a literal.
import { useTranslation } from 'react-i18next';
import type { FieldLimit } from '@cc/shared-ui/forms';
import { useLanguage } from './hooks';
import { commonNamespace } from './i18n';

/** A builder of `FieldLimit`s in the current language: `const limitOf = useFieldLimit(); limitOf(80)`. */
export function useFieldLimit(): (max: number) => FieldLimit {
  const { t } = useTranslation(commonNamespace);
  const [language] = useLanguage();
  return (max) => ({
    max,
    locale: language,
    counter: (count, shownMax) => t('limit.counter', { count, max: shownMax }),
    tooLong: (count, shownMax) => t('limit.tooLong', { count, max: shownMax }),
  });
}
