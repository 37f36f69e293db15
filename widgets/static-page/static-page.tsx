import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { cmsSlug, isNotFound, useCmsPage, useCmsPages } from '../../runtime/queries/index.ts';
import { joinPrefix, splitLocalePrefix, staticPageSlug } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, SanitizedHtml, Skeleton } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { StaticPageProps } from './static-page.schema.ts';
import './static-page.css';

/** Skeleton lines of the body while the page loads: about one screen of text. */
const SKELETON_LINES = 8;

/** The CMS slug of the current path: the licence variant (`terms-and-conditions/EE`) when it exists. */
function useSlugFromPath(): string | null {
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const pages = useCmsPages(ctx.locale);
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const bare = cmsSlug(path);
  if (bare === '') return null;
  const slugs = (pages.data ?? []).map((page) => cmsSlug(page.path));
  return (
    staticPageSlug(`/${bare}`, { cmsPageSlugs: slugs, licence: ctx.licence, country: ctx.country }) ?? bare
  );
}

export default function StaticPage({ props }: WidgetRenderProps<StaticPageProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const fromPath = useSlugFromPath();
  const slug = props.slug ?? fromPath;
  const page = useCmsPage(slug, ctx.locale);
  const headingId = useId();
  const html = page.data?.content ?? '';
  const empty = page.isSuccess && html.trim() === '';

  useEffect(() => {
    // Spec §8: a page without content is logged as a warning (and shown as not found).
    if (empty) console.warn(`Static page "${slug}" has no content`);
  }, [empty, slug]);

  if (page.isPending) {
    return (
      <article className="cr-static-page" aria-busy="true" aria-label={t('STATIC_PAGE.LOADING')}>
        <Skeleton shape="text" height="2.5rem" width="60%" className="cr-static-page__title-skeleton" />
        {Array.from({ length: SKELETON_LINES }, (_, i) => (
          <Skeleton key={i} shape="text" width={i % 3 === 2 ? '70%' : '100%'} />
        ))}
      </article>
    );
  }

  // A missing page is "not found"; a page that failed to load or came back broken can be retried.
  const missing = isNotFound(page.error);
  if (page.isError && !missing) {
    return (
      <article className="cr-static-page cr-static-page--error" aria-labelledby={headingId}>
        <h1 id={headingId} className="cr-static-page__title">
          {t('STATIC_PAGE.ERROR_TITLE')}
        </h1>
        <p>{t('STATIC_PAGE.ERROR_TEXT')}</p>
        <Button onClick={() => void page.refetch()} loading={page.isFetching}>
          {t('STATIC_PAGE.RETRY')}
        </Button>
      </article>
    );
  }

  if (page.isError || empty || !page.data) {
    return (
      <article className="cr-static-page cr-static-page--missing" aria-labelledby={headingId}>
        <h1 id={headingId} className="cr-static-page__title">
          {t('STATIC_PAGE.NOT_FOUND_TITLE')}
        </h1>
        <p>{t('STATIC_PAGE.NOT_FOUND_TEXT')}</p>
        <Link className="cr-static-page__home" to={joinPrefix(localePrefixOf(ctx), '/')}>
          {t('STATIC_PAGE.BACK_TO_LOBBY')}
        </Link>
      </article>
    );
  }

  return (
    <article className="cr-static-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-static-page__title">
        {page.data.title}
      </h1>
      <SanitizedHtml html={html} className="cr-static-page__content" />
    </article>
  );
}
