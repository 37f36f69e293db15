import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Promotion } from '../../schemas/cms/promotions.schema.ts';
import { useResolvedStag } from '../../runtime/analytics/index.ts';
import { matchesCondition, cmsText as cmsTextOf, type CmsText } from '../../runtime/config/index.ts';
import type { Condition } from '../../schemas/condition.schema.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import type { Locale } from '../../runtime/context/index.ts';
import { useConfig } from '../../runtime/queries/index.ts';
import {
  isSitePath,
  joinPrefix,
  leadsToPage,
  splitLocalePrefix,
  usePagePresence,
} from '../../runtime/routing/index.ts';
import { promoStagExcluded, STAG_COOKIE, visiblePromotions, visitorStag } from '../../runtime/rules/index.ts';
import { readCookie, buttonClassName, LazyImage, SanitizedHtml, Skeleton } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import './promotions.css';

/** Intrinsic size of the card and bonus-page images (the CMS artwork is 2:1). */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 320;
const LOADING_CARDS = 3;
/** A localised CMS text of the promotions document in the page's locale (en fallback). */
const cmsText = (text: { en: string }, locale: Locale) => cmsTextOf(text as CmsText, locale);
const BONUS_PATH = /^\/promotions\/([a-z0-9][a-z0-9-]*)$/;

/** The slug of the bonus page on the current path, or null on the promotions list. */
function useBonusSlug(): string | null {
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  return BONUS_PATH.exec(path)?.[1] ?? null;
}

/**
 * Whether this visitor's affiliate tag keeps them from promotions; read in the browser only: the
 * page's link, the stag cookie, or the tag this page resolved (kept in memory before consent).
 */
function useStagExcluded(excluded: readonly string[] | undefined): boolean {
  const { search } = useLocation();
  const resolved = useResolvedStag();
  const [stag, setStag] = useState<string | null>(null);
  useEffect(() => setStag(visitorStag(search, readCookie(STAG_COOKIE) ?? resolved)), [search, resolved]);
  return promoStagExcluded(stag, excluded);
}

/**
 * The promotions page (/promotions): the cards of the CMS promotions document that this visitor
 * may see, and a promotion's bonus page (/promotions/<slug>) with its details, terms and button.
 */
export function PromotionsView({ terms }: { terms: boolean }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const slug = useBonusSlug();
  const promotionsDoc = useConfig('promotions');
  const pages = useConfig('manage-promotion-pages');
  const stags = useConfig('excluded-promo-stags');
  const excluded = useStagExcluded(stags.data);
  const prefix = localePrefixOf(ctx);
  const headingId = useId();

  const list = useMemo(
    () =>
      visiblePromotions(promotionsDoc.data?.promotions ?? [], {
        features: ctx.features,
        promotionPages: pages.data,
        matches: (when) => matchesCondition(when as Condition | undefined, ctx),
      }),
    [promotionsDoc.data, pages.data, ctx],
  );

  if (promotionsDoc.isPending || pages.isPending) {
    return (
      <section className="cr-promotions" aria-busy="true" aria-labelledby={headingId}>
        <h1 id={headingId} className="cr-promotions__title">
          {t('PROMOTIONS.TITLE')}
        </h1>
        <span className="cr-visually-hidden" role="status">
          {t('PROMOTIONS.LOADING')}
        </span>
        <div className="cr-promotions__grid">
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <Skeleton key={i} height={260} />
          ))}
        </div>
      </section>
    );
  }

  if (slug !== null) {
    const promotion = excluded ? undefined : list.find((p) => p.slug === slug);
    return promotion ? (
      <BonusPage promotion={promotion} terms={terms} />
    ) : (
      <section className="cr-promotions cr-promotions--missing" aria-labelledby={headingId}>
        <h1 id={headingId} className="cr-promotions__title">
          {t('PROMOTIONS.NOT_FOUND_TITLE')}
        </h1>
        <p className="cr-promotions__text">{t('PROMOTIONS.NOT_FOUND_TEXT')}</p>
        <Link className={buttonClassName({ variant: 'secondary' })} to={joinPrefix(prefix, '/promotions')}>
          {t('PROMOTIONS.ALL')}
        </Link>
      </section>
    );
  }

  return (
    <section className="cr-promotions" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-promotions__title">
        {t('PROMOTIONS.TITLE')}
      </h1>
      {excluded ? (
        <p className="cr-promotions__text">{t('PROMOTIONS.EXCLUDED')}</p>
      ) : list.length === 0 ? (
        <p className="cr-promotions__text">{t('PROMOTIONS.EMPTY')}</p>
      ) : (
        <>
          <p className="cr-promotions__text">{t('PROMOTIONS.INTRO')}</p>
          <ul className="cr-promotions__grid" aria-labelledby={headingId}>
            {list.map((promotion, index) => (
              <PromotionCard key={promotion.slug} promotion={promotion} first={index === 0} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PromotionCard({ promotion, first }: { promotion: Promotion; first: boolean }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const title = cmsText(promotion.title, ctx.locale);
  const to = joinPrefix(localePrefixOf(ctx), `/promotions/${promotion.slug}`);
  return (
    <li className="cr-promotions__card">
      <LazyImage
        className="cr-promotions__image"
        src={promotion.image}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="cr-promotions__body">
        <h2 className="cr-promotions__card-title">
          <Link to={to} className="cr-promotions__card-link">
            {title}
          </Link>
        </h2>
        <p className="cr-promotions__summary">{cmsText(promotion.summary, ctx.locale)}</p>
        <Link
          to={to}
          className={buttonClassName({ variant: 'secondary', size: 's', className: 'cr-promotions__more' })}
          aria-label={t('PROMOTIONS.READ_MORE_ABOUT', { title })}
        >
          {t('PROMOTIONS.READ_MORE')}
        </Link>
      </div>
    </li>
  );
}

function BonusPage({ promotion, terms }: { promotion: Promotion; terms: boolean }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const headingId = useId();
  const termsId = useId();
  const prefix = localePrefixOf(ctx);
  const title = cmsText(promotion.title, ctx.locale);
  const details = promotion.details ? cmsText(promotion.details, ctx.locale) : null;
  const button =
    promotion.button && leadsToPage({ href: promotion.button.url }, presence) ? promotion.button : null;

  return (
    <article className="cr-promotions cr-promotions--bonus" aria-labelledby={headingId}>
      <Link className="cr-promotions__back" to={joinPrefix(prefix, '/promotions')}>
        {t('PROMOTIONS.ALL')}
      </Link>
      <h1 id={headingId} className="cr-promotions__title">
        {title}
      </h1>
      <LazyImage
        className="cr-promotions__hero"
        src={promotion.image}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority="high"
      />
      <p className="cr-promotions__lead">{cmsText(promotion.summary, ctx.locale)}</p>
      {details && <SanitizedHtml className="cr-promotions__details" html={details} />}
      {button &&
        (isSitePath(button.url) ? (
          <Link
            className={buttonClassName({ className: 'cr-promotions__cta' })}
            to={joinPrefix(prefix, button.url)}
          >
            {cmsText(button.label, ctx.locale)}
          </Link>
        ) : (
          <a
            className={buttonClassName({ className: 'cr-promotions__cta' })}
            href={button.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {cmsText(button.label, ctx.locale)}
          </a>
        ))}
      {terms && promotion.terms && (
        <section className="cr-promotions__terms" aria-labelledby={termsId}>
          <h2 id={termsId} className="cr-promotions__terms-title">
            {t('PROMOTIONS.TERMS')}
          </h2>
          <SanitizedHtml html={cmsText(promotion.terms, ctx.locale)} />
        </section>
      )}
    </article>
  );
}
