// What the apps share of react-i18next: the hook and the i18next plugin (shared-i18n sets the one
// instance up), without <Trans> and its HTML parser, the provider and the render-prop and HOC
// forms nobody uses. A Jest test checks that every name the apps import from 'react-i18next' is here.
export { initReactI18next, useTranslation } from 'react-i18next-full';
