export {
  i18n,
  supportedLanguages,
  defaultLanguage,
  languageStorageKey,
  isLanguage,
  setLanguage,
  currentLanguage,
  registerNamespace,
  loadLanguage,
  type LanguageBundle,
  type Language,
  type NamespaceResources,
} from './i18n';
export { useLanguage } from './hooks';
export { useFieldLimit } from './field-limit';
export { DocumentTitle, useDocumentTitle } from './document-title';
export {
  formatDate,
  formatDateInput,
  formatDateTime,
  formatDateTimeLines,
  formatTime,
  formatTimeZoneName,
  isSameDay,
  parseDateInput,
  parseTimeInput,
  viewerTimeZone,
  type DateTimeOptions,
} from './dates';
// Apps take their translation hooks from here, so every app uses the one shared instance.
export { useTranslation } from 'react-i18next';
