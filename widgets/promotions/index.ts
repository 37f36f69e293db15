import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { promotionsProps } from './promotions.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The promotions page (/promotions): the promotion cards of the CMS `promotions` document that
 * this visitor may see, each leading to its bonus page (/promotions/<slug>) with the details,
 * the terms and the way to take part.
 */
export const promotions = defineWidget<typeof promotionsProps>({
  id: 'promotions',
  version: 1,
  props: promotionsProps,
  defaults: { terms: true },
  migrations: [],
  // The bonus page's text is CMS HTML: the sanitiser loads with the widget, not after it.
  load: async () => {
    const [module, html] = await Promise.all([
      import('./promotions.tsx'),
      import('../../runtime/ui/sanitized-html.tsx'),
    ]);
    await html.loadSanitizer();
    return module;
  },
  example: { terms: true },
});
