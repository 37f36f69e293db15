import { defineWidget } from '../../runtime/slots/index.ts';
import { profileLanguageProps } from './profile-language.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The player's language setting: the languages this host offers, saved with
 * PATCH /api/player/update_locale, after which the site shows this page in the new language.
 */
export const profileLanguage = defineWidget<typeof profileLanguageProps>({
  id: 'profile-language',
  version: 1,
  props: profileLanguageProps,
  migrations: [],
  load: () => import('./profile-language.tsx'),
  example: { hintKey: 'PROFILE_MAIN.LANGUAGE.HINT' },
});
