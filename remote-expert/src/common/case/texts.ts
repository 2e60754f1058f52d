// The case texts both sides share (statuses, message thread, appointments): registered into the
// remote's "expert" namespace under `case.*` (deep-merged) by every component that uses them, so
// they travel with the components wherever they are mounted.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('expert', { de: { case: de }, en: { case: en } });
