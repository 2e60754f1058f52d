// What the apps share of react-i18next: hooks and provider, without <Trans> and its HTML
// parser. A Jest test checks that every name the apps import from 'react-i18next' is here.
export {
  I18nextProvider,
  Translation,
  getI18n,
  initReactI18next,
  setI18n,
  useTranslation,
  withTranslation,
} from 'react-i18next-full';
