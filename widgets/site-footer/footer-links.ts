import { cmsText, type CmsText, filterByCondition } from '../../runtime/config/index.ts';
import type { SiteContext } from '../../runtime/context/index.ts';
import { cmsSlug, type CmsPageListItem, type ConfigShapes } from '../../runtime/queries/index.ts';
import {
  isSitePath,
  joinPrefix,
  leadsToPage,
  type PagePresence,
  staticPageSlug,
} from '../../runtime/routing/index.ts';

type FooterDocument = NonNullable<ConfigShapes['footer']>;
export type FooterLinkEntry = FooterDocument['infoLinks'][number];

/** A footer link ready to render. */
export interface FooterLink {
  key: string;
  label: string;
  href: string;
  /** Opens in a new tab. */
  external: boolean;
}

/** `name/EE`, `name/AU`: licence variants are reached through their base page, never listed. */
const LICENCE_VARIANT = /\/[A-Z]{2}$/;
/** The id a footer document gives its blog link; when present, the document decides about it. */

const slugOf = (page: Pick<CmsPageListItem, 'path'>) => cmsSlug(page.path);

export interface FooterLinksInput {
  ctx: SiteContext;
  /** GET /api/cms/pages in the current locale. */
  pages: readonly CmsPageListItem[];
  /** The CMS category whose pages are appended (bottom-menu, bottom-menu-help); none when null. */
  category: string | null;
  /** Which pages exist: a link to a site path whose page does not is left out. */
  presence: PagePresence;
}

/**
 * The links of one footer column: the document's entries whose `when` holds (a CMS page entry is
 * labelled by the page's title, in its licence variant when one exists, and left out when the page
 * does not exist; a site path is left out when its page does not exist yet), then the CMS pages of
 * the column's category that no entry names.
 */
export function footerLinks(
  entries: readonly FooterLinkEntry[],
  { ctx, pages, category, presence }: FooterLinksInput,
) {
  const localePrefix = ctx.localeFromPath ? `/${ctx.locale}` : '';
  const bySlug = new Map(pages.map((page) => [slugOf(page), page]));
  const cmsPageSlugs = [...bySlug.keys()];
  const named = new Set(entries.flatMap((entry) => (entry.page ? [entry.page] : [])));

  const links = filterByCondition(entries, ctx).flatMap((entry): FooterLink[] => {
    if (entry.page) {
      const slug = staticPageSlug(`/${entry.page}`, {
        cmsPageSlugs,
        licence: ctx.licence,
        country: ctx.country,
      });
      const page = slug ? bySlug.get(slug) : undefined;
      if (!page) return [];
      const label = entry.label ? cmsText(entry.label as CmsText, ctx.locale) : page.title;
      return [{ key: entry.id, label, href: joinPrefix(localePrefix, `/${entry.page}`), external: false }];
    }
    if (!entry.to || !entry.label || !leadsToPage({ href: entry.to }, presence)) return [];
    const href = isSitePath(entry.to) ? joinPrefix(localePrefix, entry.to) : entry.to;
    return [
      {
        key: entry.id,
        label: cmsText(entry.label as CmsText, ctx.locale),
        href,
        external: entry.external === true,
      },
    ];
  });

  const extra = category
    ? pages
        .filter((page) => page.categories.includes(category))
        .map(slugOf)
        .filter((slug) => !LICENCE_VARIANT.test(slug) && !named.has(slug))
        .map((slug): FooterLink => ({
          key: `cms:${slug}`,
          label: bySlug.get(slug)?.title ?? slug,
          href: joinPrefix(localePrefix, `/${slug}`),
          external: false,
        }))
    : [];
  return [...links, ...extra];
}

/** The copyright text: the first variant whose `when` holds, with {{year}} and {{brand}} filled in. */
export function copyrightText(
  variants: FooterDocument['copyright'],
  ctx: SiteContext,
  values: { year: number; brand: string },
): string | null {
  const variant = filterByCondition(variants, ctx)[0];
  if (!variant) return null;
  return cmsText(variant.text as CmsText, ctx.locale)
    .replace(/\{\{\s*year\s*\}\}/g, String(values.year))
    .replace(/\{\{\s*brand\s*\}\}/g, values.brand);
}
