import { defineWidget } from '../../runtime/slots/index.ts';
import { staticPageProps } from './static-page.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** A CMS static page (privacy policy, terms...): its title as the heading and its sanitised HTML. */
export const staticPage = defineWidget<typeof staticPageProps>({
  id: 'static-page',
  version: 1,
  props: staticPageProps,
  migrations: [],
  // The page's HTML is its main content: the sanitiser is loaded with the widget, not after it.
  load: async () => {
    const [module, html] = await Promise.all([
      import('./static-page.tsx'),
      import('../../runtime/ui/sanitized-html.tsx'),
    ]);
    await html.loadSanitizer();
    return module;
  },
  example: { slug: 'privacy-policy' },
});
