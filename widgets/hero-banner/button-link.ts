import { BANNER_POPUPS, type Banner } from '../../schemas/cms/banners-config.schema.ts';
import { linkTarget } from '../../runtime/ui/index.ts';

/** The CMS `attrs` of a banner's main button (schemas/cms/banners-config.schema.ts). */
export type ButtonAttrs = NonNullable<NonNullable<Banner['button']>['attrs']>;
export type BannerPopup = (typeof BANNER_POPUPS)[number];

/** The main button of a banner as a link: where it goes and the attributes it carries. */
export interface ButtonLink {
  href: string;
  target?: '_blank' | '_self';
  rel?: string;
  /** `data-*` attributes for analytics and tag managers, copied as they are. */
  data: Record<`data-${string}`, string>;
}

// The schema already limits attrs to these; a document that skipped validation cannot do more.
const DATA_ATTRIBUTE = /^data-[a-z0-9]+(-[a-z0-9]+)*$/;
const REL_TOKENS = new Set(['nofollow', 'sponsored', 'ugc', 'noopener', 'noreferrer']);
const POPUPS: ReadonlySet<string> = new Set(BANNER_POPUPS);
/** A page opened in a new tab gets no handle on this one and no referrer. */
const NEW_TAB_REL = ['noopener', 'noreferrer'];

/**
 * Applies a banner button's `attrs`: `data-popup` opens that popup here (when `popupHref` gives
 * a link for it, i.e. the popup applies to this visitor) instead of following `href`; `target`
 * chooses the tab (external links open in a new one unless `_self`); `rel` adds link relations
 * (a new tab always gets noopener noreferrer); `data-*` attributes are copied. Null when the
 * button leads nowhere.
 * @example buttonLink({ 'data-popup': 'sign-up' }, '/registration', (p) => `/#${p}`) // { href: '/#sign-up', data: { 'data-popup': 'sign-up' } }
 */
export function buttonLink(
  attrs: ButtonAttrs | undefined,
  href: string | null,
  popupHref: (popup: BannerPopup) => string | null,
): ButtonLink | null {
  const data: ButtonLink['data'] = {};
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (DATA_ATTRIBUTE.test(name) && typeof value === 'string') data[name as `data-${string}`] = value;
  }
  const popup = attrs?.['data-popup'];
  const opensPopup = popup !== undefined && POPUPS.has(popup) ? popupHref(popup as BannerPopup) : null;
  if (opensPopup !== null) return { href: opensPopup, data };
  if (href === null) return null;

  const external = linkTarget(href).kind === 'external';
  const newTab = attrs?.target === '_blank' || (external && attrs?.target !== '_self');
  const rel = new Set([
    ...(attrs?.rel ?? '').split(' ').filter((token) => REL_TOKENS.has(token)),
    ...(newTab ? NEW_TAB_REL : []),
  ]);
  return {
    href,
    ...(newTab
      ? { target: '_blank' as const }
      : attrs?.target === '_self'
        ? { target: '_self' as const }
        : {}),
    ...(rel.size > 0 ? { rel: [...rel].join(' ') } : {}),
    data,
  };
}
