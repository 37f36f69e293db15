import { defineWidget } from '../../runtime/slots/index.ts';
import { contentPageProps } from './content-page.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The site's content pages, one view per layout (spec §2 "Other screens"): the promotions and
 * their bonus pages (CMS promotions document), news list and article,
 * awards by year, payment methods with their limits, crypto benefits, the bonus balance, the error
 * page, the feature-flag page (/ffc) and the way to the sports site (/sport...). One widget keeps
 * the lobby's catalogue small; each page still loads only when it is opened.
 */
export const contentPage = defineWidget<typeof contentPageProps>({
  id: 'content-page',
  version: 1,
  props: contentPageProps,
  migrations: [],
  // Bonus pages and news articles are CMS HTML: the code is ready once the sanitiser is.
  load: () => import('./content-page.tsx').then((module) => module.sanitizerReady.then(() => module)),
  example: { view: 'oops' },
});
