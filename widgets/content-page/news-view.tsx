import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsArticle } from '../../schemas/cms/news.schema.ts';
import { filterByCondition, cmsText, type CmsText } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useConfig } from '../../runtime/queries/index.ts';
import { LazyImage, SanitizedHtml, Skeleton } from '../../runtime/ui/index.ts';
import { usePagePath } from './page-path.ts';

const ARTICLE_PATH = /^\/news\/([a-z0-9][a-z0-9-]*)$/;
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 320;
const LOADING_ITEMS = 3;

/** DD/MM/YYYY (the CMS date, shown as written: spec §9) → YYYY-MM-DD for `<time dateTime>`. */
const isoDate = (dmy: string) => dmy.split('/').reverse().join('-');

/** The news list (/news) and one article (/news/<slug>), from the CMS news document. */
export function NewsView() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { path, href } = usePagePath();
  const news = useConfig('news');
  const headingId = useId();
  const slug = ARTICLE_PATH.exec(path)?.[1] ?? null;
  const text = (value: { en: string }) => cmsText(value as CmsText, ctx.locale);

  if (news.isPending) {
    return (
      <section className="cr-content-page" aria-busy="true" aria-labelledby={headingId}>
        <h1 id={headingId} className="cr-content-page__title">
          {t('CONTENT_PAGES.NEWS.TITLE')}
        </h1>
        <span className="cr-visually-hidden" role="status">
          {t('CONTENT_PAGES.NEWS.LOADING')}
        </span>
        {Array.from({ length: LOADING_ITEMS }, (_, i) => (
          <Skeleton key={i} height={120} />
        ))}
      </section>
    );
  }

  const articles = filterByCondition(news.data?.articles ?? [], ctx);
  if (slug !== null) {
    const article = articles.find((entry) => entry.slug === slug);
    if (!article) {
      return (
        <section className="cr-content-page" aria-labelledby={headingId}>
          <h1 id={headingId} className="cr-content-page__title">
            {t('CONTENT_PAGES.NEWS.NOT_FOUND_TITLE')}
          </h1>
          <p className="cr-content-page__text">{t('CONTENT_PAGES.NEWS.NOT_FOUND_TEXT')}</p>
          <Link className="cr-content-page__back" to={href('/news')}>
            {t('CONTENT_PAGES.NEWS.ALL')}
          </Link>
        </section>
      );
    }
    return (
      <article className="cr-content-page cr-content-page--article" aria-labelledby={headingId}>
        <Link className="cr-content-page__back" to={href('/news')}>
          {t('CONTENT_PAGES.NEWS.ALL')}
        </Link>
        <h1 id={headingId} className="cr-content-page__title">
          {text(article.title)}
        </h1>
        <time className="cr-content-page__date" dateTime={isoDate(article.date)}>
          {article.date}
        </time>
        <LazyImage
          className="cr-content-page__hero"
          src={article.img}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          fetchPriority="high"
        />
        <SanitizedHtml className="cr-content-page__html" html={text(article.body)} />
      </article>
    );
  }

  return (
    <section className="cr-content-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.NEWS.TITLE')}
      </h1>
      {articles.length === 0 ? (
        <p className="cr-content-page__text">{t('CONTENT_PAGES.NEWS.EMPTY')}</p>
      ) : (
        <ul className="cr-content-page__list" aria-labelledby={headingId}>
          {articles.map((article, index) => (
            <NewsItem
              key={article.slug}
              article={article}
              first={index === 0}
              to={href(`/news/${article.slug}`)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewsItem({ article, first, to }: { article: NewsArticle; first: boolean; to: string }) {
  const ctx = useSiteContext();
  const text = (value: { en: string }) => cmsText(value as CmsText, ctx.locale);
  return (
    <li className="cr-content-page__news-item">
      <LazyImage
        className="cr-content-page__thumb"
        src={article.img}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="cr-content-page__news-body">
        <h2 className="cr-content-page__item-title">
          <Link to={to}>{text(article.title)}</Link>
        </h2>
        <time className="cr-content-page__date" dateTime={isoDate(article.date)}>
          {article.date}
        </time>
        <p className="cr-content-page__text">{text(article.summary)}</p>
      </div>
    </li>
  );
}
