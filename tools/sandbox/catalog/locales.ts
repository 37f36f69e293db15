import { LOCALES } from '../../../runtime/context/types.ts';
import type { LocaleInfo } from './types.ts';

const NAMES: Readonly<Record<(typeof LOCALES)[number], { name: string; name_in_locale: string }>> = {
  en: { name: 'English', name_in_locale: 'English' },
  de: { name: 'German', name_in_locale: 'Deutsch' },
  'en-AU': { name: 'English (Australia)', name_in_locale: 'English (Australia)' },
  'en-CA': { name: 'English (Canada)', name_in_locale: 'English (Canada)' },
  'fr-CA': { name: 'French (Canada)', name_in_locale: 'Français (Canada)' },
  'en-NZ': { name: 'English (New Zealand)', name_in_locale: 'English (New Zealand)' },
  no: { name: 'Norwegian', name_in_locale: 'Norsk' },
  it: { name: 'Italian', name_in_locale: 'Italiano' },
  et: { name: 'Estonian', name_in_locale: 'Eesti' },
  'en-IE': { name: 'English (Ireland)', name_in_locale: 'English (Ireland)' },
};

export function buildLocales(): LocaleInfo[] {
  return LOCALES.map((code, index) => ({ code, ...NAMES[code], default: index === 0 }));
}
