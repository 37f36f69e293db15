import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cmsText,
  type CmsText,
  filterByCondition,
  matchesCondition,
  useBrand,
} from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import type { Condition } from '../../schemas/condition.schema.ts';
import {
  providerLogo,
  useCmsPages,
  useConfig,
  useIsLoggedIn,
  useProviders,
  useUpdateLocale,
  type ConfigShapes,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import {
  BOTTOM_MENU_CMS_CATEGORY,
  BOTTOM_MENU_HELP_CMS_CATEGORY,
  hiddenProviders,
  type ProvidersConfig,
  FEATURE,
  isOn,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Button,
  Carousel,
  Icon,
  LazyImage,
  linkTarget,
  Skeleton,
  LanguageSwitch,
  usePwaInstallAction,
  useLanguageLinks,
} from '../../runtime/ui/index.ts';
import { copyrightText, footerLinks, type FooterLink } from './footer-links.ts';
import type { SiteFooterProps } from './site-footer.schema.ts';
import './site-footer.css';

type FooterDocument = NonNullable<ConfigShapes['footer']>;
type Logo = NonNullable<FooterDocument['partnerLogo']>;
/** A phone or e-mail entry (the schema's computed key defeats FromSchema's inference). */
type Contact<K extends 'number' | 'address'> = Record<K, string> & { when?: unknown };

/** Sizes of the footer images: the boxes are reserved before they load (no layout shift). */
const PAYMENT_LOGO = { width: 72, height: 40 };
const BADGE = { width: 56, height: 56 };
const CERTIFICATE = { width: 96, height: 48 };
const PARTNER_LOGO = { width: 120, height: 48 };
const SOCIAL_ICON = { width: 32, height: 32 };
const AWARD_IMAGE = { width: 120, height: 80 };
const PROVIDER_LOGO = { width: 120, height: 48 };

/**
 * The box of the images inside: the artwork may have another aspect ratio (square SVGs), so the
 * box is fixed by CSS from these numbers rather than by the image.
 */
const imageBox = (size: { width: number; height: number }) =>
  ({ '--cr-footer-img-w': `${size.width}px`, '--cr-footer-img-h': `${size.height}px` }) as CSSProperties;

/** A link of this site (router), another site (new tab) or another scheme (tel:, mailto:). */
function FooterAnchor({
  href,
  external,
  className,
  label,
  children,
}: {
  href: string;
  external?: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const target = linkTarget(href);
  if (target.kind === 'internal' && !external) {
    return (
      <Link to={target.path} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  const newTab = target.kind === 'external' || external;
  return (
    <a
      href={href}
      className={className}
      aria-label={label && newTab ? `${label} (${t('FOOTER.NEW_TAB')})` : label}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && !label && <span className="cr-visually-hidden"> ({t('FOOTER.NEW_TAB')})</span>}
    </a>
  );
}

/** A site path under the current locale; an https address is kept as it is. */
const sitePath = (localePrefix: string, href: string) =>
  href.startsWith('/') && !href.startsWith('//') ? joinPrefix(localePrefix, href) : href;

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="cr-site-footer__column" aria-label={title}>
      <h2 className="cr-site-footer__heading">{title}</h2>
      <ul className="cr-site-footer__links">
        {links.map((link) => (
          <li key={link.key}>
            <FooterAnchor href={link.href} external={link.external} className="cr-site-footer__link">
              {link.label}
            </FooterAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LogoImage({
  logo,
  size,
  href,
}: {
  logo: Logo;
  size: { width: number; height: number };
  href?: string;
}) {
  const presence = usePagePresence();
  const image = <LazyImage src={logo.image} alt={logo.name} width={size.width} height={size.height} />;
  const target = href ?? logo.url;
  return target && leadsToPage({ href: target }, presence) ? (
    <FooterAnchor href={target} className="cr-site-footer__logo-link">
      {image}
    </FooterAnchor>
  ) : (
    image
  );
}

function LogoRow({
  title,
  logos,
  size,
  href,
}: {
  title: string;
  logos: readonly Logo[];
  size: { width: number; height: number };
  href?: string;
}) {
  if (logos.length === 0) return null;
  return (
    <section className="cr-site-footer__logos" aria-label={title}>
      <ul className="cr-site-footer__logo-list" style={imageBox(size)}>
        {logos.map((logo) => (
          <li key={logo.name} className="cr-site-footer__logo">
            <LogoImage logo={logo} size={size} href={href} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contacts({ doc }: { doc: FooterDocument }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const phone = filterByCondition((doc.phones ?? []) as Contact<'number'>[], ctx)[0];
  const email = filterByCondition((doc.emails ?? []) as Contact<'address'>[], ctx)[0];
  const chat = doc.chat && matchesCondition(doc.chat.when as Condition | undefined, ctx) ? doc.chat : null;
  const social = filterByCondition(doc.socialLinks ?? [], ctx);
  const partner = doc.partnerLogo && matchesCondition(doc.partnerLogo.when as Condition | undefined, ctx);
  if (!phone && !email && !chat && social.length === 0 && !partner) return null;
  return (
    <section
      className="cr-site-footer__column cr-site-footer__contacts"
      aria-labelledby="cr-site-footer-contacts"
    >
      <h2 className="cr-site-footer__heading" id="cr-site-footer-contacts">
        {t('FOOTER.CONTACTS_TITLE')}
      </h2>
      <ul className="cr-site-footer__links">
        {phone && (
          <li>
            <a className="cr-site-footer__link" href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>
              <span className="cr-visually-hidden">{t('FOOTER.PHONE')}: </span>
              {phone.number}
            </a>
          </li>
        )}
        {chat && (
          <li>
            <button
              type="button"
              className="cr-site-footer__link cr-site-footer__chat"
              onClick={() => bus.emit('open-chat')}
            >
              <Icon name="chat" />
              {chat.label ? cmsText(chat.label as CmsText, ctx.locale) : t('FOOTER.CHAT')}
            </button>
          </li>
        )}
        {email && (
          <li>
            <a className="cr-site-footer__link" href={`mailto:${email.address}`}>
              <span className="cr-visually-hidden">{t('FOOTER.EMAIL')}: </span>
              {email.address}
            </a>
          </li>
        )}
      </ul>
      {social.length > 0 && (
        <ul
          className="cr-site-footer__social"
          aria-label={t('FOOTER.SOCIAL_TITLE')}
          style={imageBox(SOCIAL_ICON)}
        >
          {social.map((link) => (
            <li key={link.name}>
              <FooterAnchor
                href={link.url}
                external
                className="cr-site-footer__social-link"
                label={link.name}
              >
                <LazyImage src={link.icon} alt="" {...SOCIAL_ICON} />
              </FooterAnchor>
            </li>
          ))}
        </ul>
      )}
      {partner && doc.partnerLogo && (
        <div className="cr-site-footer__partner" style={imageBox(PARTNER_LOGO)}>
          <span className="cr-site-footer__partner-label">{t('FOOTER.PARTNER')}</span>
          <LogoImage logo={doc.partnerLogo} size={PARTNER_LOGO} />
        </div>
      )}
    </section>
  );
}

function Awards({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const awards = useConfig('awards');
  const showAll = leadsToPage({ route: 'awards' }, usePagePresence());
  const list = filterByCondition(awards.data?.awards ?? [], ctx);
  if (awards.isPending)
    return <Skeleton height={AWARD_IMAGE.height + 64} className="cr-site-footer__carousel-skeleton" />;
  if (list.length === 0) return null;
  return (
    <Carousel
      label={t('FOOTER.AWARDS_TITLE')}
      title={<h2 className="cr-site-footer__heading">{t('FOOTER.AWARDS_TITLE')}</h2>}
      actions={
        showAll && (
          <Link className="cr-site-footer__show-all" to={joinPrefix(localePrefix, routePath('awards'))}>
            {t('FOOTER.SHOW_ALL_AWARDS')}
          </Link>
        )
      }
      className="cr-site-footer__carousel"
    >
      {list.map((award) => (
        <figure
          key={`${award.name}-${award.nomination}-${award.year}`}
          className="cr-site-footer__award"
          style={imageBox(AWARD_IMAGE)}
        >
          <LazyImage src={award.imgUrl} alt="" {...AWARD_IMAGE} />
          <figcaption>
            <span className="cr-site-footer__award-name">{award.name}</span>
            <span className="cr-site-footer__award-meta">
              {award.nomination}, {award.year}
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

function Providers({ localePrefix, limit }: { localePrefix: string; limit: number }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const providers = useProviders();
  const config = useConfig('providers-config');
  if (providers.isPending) {
    return <Skeleton height={PROVIDER_LOGO.height + 56} className="cr-site-footer__carousel-skeleton" />;
  }
  const hidden = new Set(
    hiddenProviders((config.data ?? {}) as ProvidersConfig, ctx.country, {
      allProviders: isOn(ctx.features, FEATURE.allProviders),
    }),
  );
  const list = (providers.data ?? [])
    .filter((p) => !hidden.has(p.provider) && !hidden.has(p.slug) && !hidden.has(p.id))
    .slice(0, limit);
  if (list.length === 0) return null;
  return (
    <Carousel
      label={t('FOOTER.PROVIDERS_TITLE')}
      title={<h2 className="cr-site-footer__heading">{t('FOOTER.PROVIDERS_TITLE')}</h2>}
      className="cr-site-footer__carousel"
    >
      {list.map((provider) => (
        <Link
          key={provider.slug}
          className="cr-site-footer__provider"
          style={imageBox(PROVIDER_LOGO)}
          to={joinPrefix(localePrefix, routePath('producer-games', { slug: provider.slug }))}
          aria-label={t('FOOTER.PROVIDER_GAMES', { name: provider.title || provider.name })}
        >
          <LazyImage src={providerLogo(provider)} alt="" {...PROVIDER_LOGO} />
        </Link>
      ))}
    </Carousel>
  );
}

function InstallApp() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  const pwa = usePwaInstallAction({
    showInstructions: () => open('pwa-install'),
  });
  if (!pwa.available) return null;
  return (
    <Button variant="secondary" size="s" iconStart="download" onClick={() => void pwa.install()}>
      {t('FOOTER.INSTALL_APP')}
    </Button>
  );
}

function Languages() {
  const { t } = useTranslation();
  const links = useLanguageLinks();
  const loggedIn = useIsLoggedIn();
  const updateLocale = useUpdateLocale();
  return (
    <LanguageSwitch
      links={links}
      label={t('FOOTER.LANGUAGE')}
      onSelect={(link) => {
        // The player's language is kept on the profile too (e-mails, next visit).
        if (loggedIn && !link.current) updateLocale.mutate(link.locale);
      }}
    />
  );
}

function FooterSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="cr-site-footer cr-site-footer--loading" role="status" aria-label={t('FOOTER.LOADING')}>
      <div className="cr-site-footer__columns">
        {[0, 1, 2].map((i) => (
          <div key={i} className="cr-site-footer__column">
            <Skeleton shape="text" width="40%" height={20} />
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="65%" />
          </div>
        ))}
      </div>
      <Skeleton height={PAYMENT_LOGO.height} />
    </div>
  );
}

export default function SiteFooter({ props }: WidgetRenderProps<SiteFooterProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const footer = useConfig('footer');
  const pages = useCmsPages(ctx.locale);
  const presence = usePagePresence();
  const localePrefix = ctx.localeFromPath ? `/${ctx.locale}` : '';
  const brand = useBrand();
  const brandName = brand?.name ?? ctx.brandId;
  const year = new Date().getFullYear();

  if (footer.isPending) return <FooterSkeleton />;
  const doc = footer.data ?? null;
  const pageList = pages.data ?? [];
  const withPages = props.bottomMenuPages;

  const info = doc
    ? footerLinks(doc.infoLinks, {
        ctx,
        pages: pageList,
        category: withPages ? BOTTOM_MENU_CMS_CATEGORY : null,
        presence,
      })
    : [];
  const help = doc
    ? footerLinks(doc.helpLinks, {
        ctx,
        pages: pageList,
        category: withPages ? BOTTOM_MENU_HELP_CMS_CATEGORY : null,
        presence,
      })
    : [];
  const copyright =
    (doc && copyrightText(doc.copyright, ctx, { year, brand: brandName })) ??
    t('FOOTER.COPYRIGHT_FALLBACK', { year, brand: brandName });

  return (
    <div className="cr-site-footer">
      {doc && (
        <div className="cr-site-footer__columns">
          <LinkColumn title={t('FOOTER.INFO_TITLE')} links={info} />
          <LinkColumn title={t('FOOTER.HELP_TITLE')} links={help} />
          <Contacts doc={doc} />
        </div>
      )}
      {props.awards && <Awards localePrefix={localePrefix} />}
      {props.providers && <Providers localePrefix={localePrefix} limit={props.providersLimit} />}
      {doc && (
        <>
          <LogoRow
            title={t('FOOTER.PAYMENTS_TITLE')}
            logos={filterByCondition(doc.paymentLogos, ctx)}
            size={PAYMENT_LOGO}
            href={sitePath(localePrefix, doc.paymentsLink ?? routePath('cashbox-dashboard'))}
          />
          <LogoRow
            title={t('FOOTER.TRUST_TITLE')}
            logos={filterByCondition(doc.trustBadges, ctx)}
            size={BADGE}
          />
          <LogoRow
            title={t('FOOTER.CERTIFICATES_TITLE')}
            logos={filterByCondition(doc.certificates ?? [], ctx)}
            size={CERTIFICATE}
          />
        </>
      )}
      <div className="cr-site-footer__bottom">
        {props.languages && <Languages />}
        {props.install && <InstallApp />}
        <p className="cr-site-footer__copyright">{copyright}</p>
      </div>
    </div>
  );
}
