// A typed text's limit in this remote's words: a counter near it, a message over it, nothing cut
// (shared-ui's FieldLimit). The limit itself comes from the contract, never from here.
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import type { FieldLimit } from '@cc/shared-ui/forms';

export function useFieldLimit(): (max: number) => FieldLimit {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  return (max) => ({
    max,
    locale: language,
    counter: (count, shownMax) => t('limit.counter', { count, max: shownMax }),
    tooLong: (count, shownMax) => t('limit.tooLong', { count, max: shownMax }),
  });
}
