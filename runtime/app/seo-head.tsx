import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrand } from '../config/use-brand.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import type { Locale } from '../context/types.ts';
import { usePageLocation } from '../context/page-request.tsx';
import { usePageTitle, useSeoPage } from './page-title.ts';
import { hreflangLinks, splitLocalePrefix, type RouteResolution } from '../routing/index.ts';

interface SeoHeadProps {
  resolution: Exclude<RouteResolution, { kind: 'redirect' }>;
  enabledLocales: readonly Locale[];
  defaultLocale: Locale;
}

/**
 * Title, description, canonical, hreflang, robots and organisation data of the page (spec §2).
 * React 19 hoists these elements into <head>. SEO texts come from CMS pages tagged `seo-page`
 * whose path is the current path; the title is `pageTitle`'s, on the server as in the browser.
 */
export function SeoHead({ resolution, enabledLocales, defaultLocale }: SeoHeadProps) {
  const ctx = useSiteContext();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { origin } = usePageLocation();
  const brand = useBrand();
  const path = splitLocalePrefix(pathname, enabledLocales, defaultLocale).path;
  const seoPage = useSeoPage(path);
  const title = usePageTitle(resolution, path);

  const brandName = brand?.name ?? '';
  const render = resolution.kind === 'render' ? resolution : null;
  // A page without SEO meta (the wheel's) still has its own title: only the meta tags are left out.
  if (render && !render.seo.meta) return <title>{title}</title>;

  const description = seoPage?.blocks.description || t('SEO.DEFAULT_DESCRIPTION', { brand: brandName });
  const noindex =
    resolution.kind === 'not-found' ||
    Boolean(render?.seo.noindex) ||
    Boolean(seoPage && /noindex/i.test(seoPage.blocks.keywords ?? ''));
  const visibleLocales = enabledLocales.filter((l) => !(ctx.hiddenLocales ?? []).includes(l));
  const isHome = render?.route.name === 'main';
  const organisation =
    isHome && brand?.organisationHosts?.includes(ctx.host)
      ? JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: brandName,
          url: origin,
        })
      : null;

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {render && <link rel="canonical" href={`${origin}${render.seo.canonical}`} />}
      {render &&
        hreflangLinks(path, visibleLocales, origin, defaultLocale).map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
      {organisation && <script type="application/ld+json">{organisation}</script>}
    </>
  );
}
