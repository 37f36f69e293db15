import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Banner } from '../../schemas/cms/banners-config.schema.ts';
import {
  filterByCondition,
  cmsText,
  fillVariables,
  type CmsText,
  isAllowedImageUrl,
} from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import type { Locale } from '../../runtime/context/index.ts';
import { useConfig, usePlayer } from '../../runtime/queries/index.ts';
import {
  joinPrefix,
  leadsToPage,
  resolveHash,
  usePagePresence,
  type PagePresence,
} from '../../runtime/routing/index.ts';
import {
  bannerButtonHref,
  countryDefaultCurrency,
  parseUtcDateTime,
  visibleBanners,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import {
  Button,
  Carousel,
  Countdown,
  linkTarget,
  Modal,
  SanitizedHtml,
  Skeleton,
  useImageOrigins,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { buttonLink, type BannerPopup } from './button-link.ts';
import type { HeroBannerProps } from './hero-banner.schema.ts';
import './hero-banner.css';

/** Intrinsic size of banner artwork: the image box is reserved before it loads (no layout shift). */
export const BANNER_IMAGE_WIDTH = 1200;
export const BANNER_IMAGE_HEIGHT = 400;

const HEX_COLOUR = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;

/** The four-stop gradient behind the texts; an invalid colour leaves the theme's surface. */
function gradientStyle(gradient: Banner['gradient']): CSSProperties | undefined {
  if (!gradient) return undefined;
  const stops = [
    gradient.colorLeft,
    gradient.colorLeftCenter,
    gradient.colorRightCenter,
    gradient.colorRight,
  ];
  if (!stops.every((stop) => HEX_COLOUR.test(stop))) return undefined;
  return { backgroundImage: `linear-gradient(90deg, ${stops.join(', ')})` };
}

/** Where the main button leads; null when that page does not exist (yet): no button to an empty page. */
function buttonTarget(banner: Banner, presence: PagePresence): string | null {
  const target = bannerButtonHref(banner);
  return target !== null && leadsToPage({ href: target }, presence) ? target : null;
}

/** Same-origin targets stay in the app under the current locale; other https links open a new tab. */
function localisedHref(href: string, localePrefix: string): string {
  const target = linkTarget(href);
  return target.kind === 'internal' ? joinPrefix(localePrefix, target.path) : href;
}

/** Values of `{{name}}` placeholders per currency. */
type Variables = Record<string, Partial<Record<string, string>>>;

/** A CMS text of a banner: one string or per locale. */
type BannerText = Banner['title']['text'];

interface SlideProps {
  banner: Banner;
  first: boolean;
  text: (value: BannerText | undefined) => string;
  localePrefix: string;
  /** The link that opens a popup over this page, or null when it does not apply to the visitor. */
  popupHref: (popup: BannerPopup) => string | null;
  onTerms: (banner: Banner) => void;
  /** The brand's `security.imageOrigins`: artwork from any other host is left out. */
  imageOrigins: readonly string[];
  presence: PagePresence;
}

function BannerSlide({
  banner,
  first,
  text,
  localePrefix,
  popupHref,
  onTerms,
  imageOrigins,
  presence,
}: SlideProps) {
  const { t } = useTranslation();
  // An image from a host the brand does not list is not loaded (croupier validate reports it): the
  // banner shows on its gradient without it.
  const allowed = (url: string | undefined) => (url && isAllowedImageUrl(url, imageOrigins) ? url : null);
  const image = allowed(banner.image);
  const overlayImage = allowed(banner.overlayImage);
  const target = buttonTarget(banner, presence);
  const link = banner.button
    ? buttonLink(banner.button.attrs, target && localisedHref(target, localePrefix), popupHref)
    : null;
  const title = text(banner.title.text);
  const end = banner.timer && banner.liveTime ? parseUtcDateTime(banner.liveTime.end) : null;
  const Heading = first ? 'h2' : 'h3';
  return (
    <article
      className={`cr-hero-banner__slide cr-hero-banner__slide--${banner.size ?? 'large'}`}
      style={gradientStyle(banner.gradient)}
      data-banner={banner.frontend_identifier}
    >
      {image && (
        <img
          className="cr-hero-banner__image"
          src={image}
          alt=""
          width={BANNER_IMAGE_WIDTH}
          height={BANNER_IMAGE_HEIGHT}
          // The first banner is the page's largest paint (LCP): fetched first, never lazily, and
          // decoded off the main thread; the box is sized by width/height, so nothing shifts.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          decoding="async"
        />
      )}
      {overlayImage && (
        <img
          className="cr-hero-banner__overlay"
          src={overlayImage}
          alt=""
          width={BANNER_IMAGE_HEIGHT}
          height={BANNER_IMAGE_HEIGHT}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="cr-hero-banner__content">
        {banner.labels && banner.labels.length > 0 && (
          <ul className="cr-hero-banner__labels">
            {banner.labels.map((label, i) => (
              <li key={i} className="cr-hero-banner__label">
                {text(label.title)}
              </li>
            ))}
          </ul>
        )}
        <Heading className="cr-hero-banner__title">{title}</Heading>
        {banner.description && (
          <p
            className={`cr-hero-banner__description cr-hero-banner__description--${banner.description.size ?? 'medium'}`}
          >
            {text(banner.description.text)}
          </p>
        )}
        {end !== null && end > Date.now() && (
          <p className="cr-hero-banner__timer">
            <span>{t('HERO_BANNER.ENDS_IN')}</span> <Countdown to={end} />
          </p>
        )}
        <div className="cr-hero-banner__actions">
          {banner.button && link && (
            <Button href={link.href} target={link.target} rel={link.rel} {...link.data} size="l">
              {text(banner.button.name)}
            </Button>
          )}
          {banner.secondButton && (
            <Button variant="secondary" size="l" onClick={() => onTerms(banner)} aria-haspopup="dialog">
              {text(banner.secondButton.name)}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The terms popup of a banner's second button: its title, subtitle and sanitised description. */
function TermsPopup({
  banner,
  text,
  onClose,
}: {
  banner: Banner | null;
  text: SlideProps['text'];
  onClose: () => void;
}) {
  const popup = banner?.secondButton?.popup;
  return (
    <Modal open={Boolean(popup)} onClose={onClose} title={popup ? text(popup.title) : ''} size="s">
      {popup?.secondTitle && <p className="cr-hero-banner__popup-subtitle">{text(popup.secondTitle)}</p>}
      {popup && <SanitizedHtml html={text(popup.desc)} />}
    </Modal>
  );
}

export default function HeroBanner({ props }: WidgetRenderProps<HeroBannerProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const config = useConfig('banners-config', { locale: ctx.locale });
  const player = usePlayer();
  const imageOrigins = useImageOrigins();
  const { pathname, search } = useLocation();
  // The moment of the first render decides the live banners: no banner appears or vanishes mid-view.
  const [now] = useState(() => Date.now());
  const [terms, setTerms] = useState<Banner | null>(null);
  const presence = usePagePresence();

  if (config.isPending) {
    return (
      <div
        className="cr-hero-banner cr-hero-banner--loading"
        aria-busy="true"
        aria-label={t('HERO_BANNER.LABEL')}
      >
        <Skeleton className="cr-hero-banner__skeleton" />
      </div>
    );
  }

  const all = (config.data?.banners ?? []) as unknown as Banner[];
  // The rule reads only the audience fields; each candidate carries its banner through.
  const candidates = filterByCondition(all, ctx).map((banner) => ({
    id: banner.id,
    categories: banner.categories,
    order: banner.order,
    logged: banner.logged,
    groupIds: banner.groupIds,
    liveTime: banner.liveTime,
    banner,
  }));
  const banners = visibleBanners(candidates, props.category, {
    loggedIn: ctx.auth === 'player',
    groups: ctx.groups,
    now,
  }).map((candidate) => candidate.banner);
  if (banners.length === 0) return null;

  const currency = player.data?.currency || countryDefaultCurrency(ctx.country);
  const locale: Locale = ctx.locale;
  // The app's hash handling opens the popup (or the restricted-region warning) over this page;
  // a popup that does not apply (sign-up for a player) leaves the button to its url.
  const popupHref = (popup: BannerPopup) =>
    resolveHash(`#${popup}`, { bettingHost: ctx.bettingHost, auth: ctx.auth, restriction: ctx.restriction })
      ? `${pathname}${search}#${popup}`
      : null;
  const bannerText =
    (banner: Banner): SlideProps['text'] =>
    (value) =>
      fillVariables(
        cmsText(value as CmsText | undefined, locale),
        banner.variables as Variables | undefined,
        currency,
      );

  return (
    <div className="cr-hero-banner">
      <Carousel label={t('HERO_BANNER.LABEL')} autoplay={props.autoplay} dots slideWidth="100%">
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            first={i === 0}
            text={bannerText(banner)}
            localePrefix={localePrefixOf(ctx)}
            popupHref={popupHref}
            onTerms={setTerms}
            imageOrigins={imageOrigins}
            presence={presence}
          />
        ))}
      </Carousel>
      <TermsPopup
        banner={terms}
        text={terms ? bannerText(terms) : (value) => cmsText(value as CmsText | undefined, locale)}
        onClose={() => setTerms(null)}
      />
    </div>
  );
}
