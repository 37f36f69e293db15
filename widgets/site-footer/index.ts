import { defineWidget } from '../../runtime/slots/index.ts';
import { siteFooterProps } from './site-footer.schema.ts';

/**
 * The site footer (spec §2): info and help links, contacts, social links, partner logo, app
 * install, awards and provider carousels, payment logos, trust badges, certificates, language
 * switch and copyright. Content is the CMS document `footer`; regional rules are its `when`s.
 */
export const siteFooter = defineWidget<typeof siteFooterProps>({
  id: 'site-footer',
  version: 1,
  props: siteFooterProps,
  migrations: [],
  load: () => import('./site-footer.tsx'),
  example: {},
});
