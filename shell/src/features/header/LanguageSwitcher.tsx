import { DropdownMenu, GlobeIcon, IconButton, MenuItem, VisuallyHidden } from '@cc/shared-ui';
import { supportedLanguages, useLanguage, useTranslation } from '@cc/shared-i18n';

const languageNames = { de: 'Deutsch', en: 'English' } as const;

export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <DropdownMenu
      align="end"
      label={t('language.menu')}
      renderTrigger={({ ref, ...props }) => (
        <IconButton $variant="ghost" ref={ref} data-testid="language-switcher" {...props}>
          <GlobeIcon />
          <VisuallyHidden>{t('language.toggle')}</VisuallyHidden>
        </IconButton>
      )}
    >
      {supportedLanguages.map((code) => (
        <MenuItem key={code} lang={code} checked={code === language} onSelect={() => setLanguage(code)}>
          {languageNames[code]}
        </MenuItem>
      ))}
    </DropdownMenu>
  );
}
