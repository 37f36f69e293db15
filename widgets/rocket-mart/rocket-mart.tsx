import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import { useCompPoints, useConfig, usePlayer, useRates, type RateCard } from '../../runtime/queries/index.ts';
import { joinPrefix, routePath, splitLocalePrefix, type RouteName } from '../../runtime/routing/index.ts';
import {
  cardOnTab,
  discountTabAvailable,
  missingAmount,
  saleRunning,
  shownStoreTab,
  STORE_TAB_ORDER,
  type StoreRewardType,
  type StoreTab,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, IconButton, Modal, Skeleton } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { PurchaseDialog } from './purchase-dialog.tsx';
import type { RocketMartProps } from './rocket-mart.schema.ts';
import { formatCoins, storeCards, type StoreCard } from './store-model.ts';
import './rocket-mart.css';

const TAB_KEY: Record<StoreTab, string> = {
  all: 'ROCKET_MART.TABS.ALL',
  discounts: 'ROCKET_MART.TABS.DISCOUNTS',
  freespins: 'ROCKET_MART.TABS.FREESPINS',
  money: 'ROCKET_MART.TABS.MONEY',
  special: 'ROCKET_MART.TABS.SPECIAL',
};
/** The sections of the All tab, one per reward type, with their read-more text. */
const SECTIONS: readonly { type: StoreRewardType; tab: StoreTab; readMore: string }[] = [
  { type: 'freespins', tab: 'freespins', readMore: 'ROCKET_MART.READ_MORE.FREESPINS' },
  { type: 'money', tab: 'money', readMore: 'ROCKET_MART.READ_MORE.MONEY' },
  { type: 'lootboxes', tab: 'special', readMore: 'ROCKET_MART.READ_MORE.SPECIAL' },
];
const TAB_OF_PATH: Readonly<Record<string, StoreTab>> = {
  '/rocket-mart': 'all',
  '/rocket-mart/all': 'all',
  '/rocket-mart/discounts': 'discounts',
  '/rocket-mart/freespins': 'freespins',
  '/rocket-mart/money': 'money',
  '/rocket-mart/special': 'special',
};
const tabRoute = (tab: StoreTab) => `rocket-mart-${tab}` as RouteName;

/**
 * The points store (spec §2 Points store): a banner with the player's coins and the store rules,
 * the tabs (Discount only during a sale with discounted cards), the cards of each type with a
 * read-more block, and the purchase popup of a card with the whole exchange flow (spec §4).
 * Content comes from the CMS document `rocket-mart`, prices from the comp-points rates calls,
 * discounts from the CMS `sale` document.
 */
export default function RocketMart({ props }: WidgetRenderProps<RocketMartProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = ctx.auth === 'player';
  const player = usePlayer();
  const coins = useCompPoints();
  const config = useConfig('rocket-mart');
  const sale = useConfig('sale');
  const freespins = useRates('freespins');
  const money = useRates('money');
  const lootboxes = useRates('lootboxes');
  const [open, setOpen] = useState<StoreCard | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const headingId = useId();
  const prefix = localePrefixOf(ctx);
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const asked: StoreTab = TAB_OF_PATH[path.replace(/\/+$/, '') || '/'] ?? 'all';

  const rateLists = [freespins, money, lootboxes];
  const loading = config.isPending || sale.isPending || rateLists.some((list) => list.isPending);
  const rates = useMemo<RateCard[]>(
    () => [...(freespins.data ?? []), ...(money.data ?? []), ...(lootboxes.data ?? [])],
    [freespins.data, money.data, lootboxes.data],
  );
  const now = Date.now();
  const running = saleRunning(sale.data, now);
  const currency = player.data?.currency ?? null;
  const cards = useMemo(
    () =>
      storeCards({
        config: config.data,
        rates,
        sale: sale.data,
        saleRunning: running,
        currency,
        locale: ctx.locale,
      }),
    [config.data, rates, sale.data, running, currency, ctx.locale],
  );
  const discounted = cards.filter((card) => card.badge !== null).length;
  const discountAvailable = discountTabAvailable(running, loggedIn, discounted);
  const tab = loading ? asked : shownStoreTab(asked, discountAvailable);
  const points = coins.data?.chargeable.points ?? 0;

  // A discount tab that is not there (sale over, a guest, nothing discounted) falls back to All.
  useEffect(() => {
    if (!loading && asked === 'discounts' && !discountAvailable) {
      void navigate(joinPrefix(prefix, routePath('rocket-mart-all')), { replace: true });
    }
  }, [loading, asked, discountAvailable, navigate, prefix]);

  const tabs = STORE_TAB_ORDER.filter((name) => name !== 'discounts' || discountAvailable);
  const shown = cards.filter((card) => cardOnTab(tab, card.type, card.badge !== null));
  const header = config.data?.viewImages.header;

  return (
    <section className="cr-rocket-mart" aria-labelledby={headingId}>
      <header className="cr-rocket-mart__banner">
        {header && <img className="cr-rocket-mart__banner-image" src={header} alt="" />}
        <div className="cr-rocket-mart__banner-body">
          <div className="cr-rocket-mart__banner-head">
            <h1 id={headingId} className="cr-rocket-mart__title">
              {t('ROCKET_MART.TITLE')}
            </h1>
            <IconButton
              icon="info"
              label={t('ROCKET_MART.RULES.OPEN')}
              variant="secondary"
              onClick={() => setRulesOpen(true)}
            />
          </div>
          <p className="cr-rocket-mart__intro">{t('ROCKET_MART.INTRO')}</p>
          {loggedIn ? (
            <div className="cr-rocket-mart__balance">
              <span className="cr-rocket-mart__balance-label">{t('ROCKET_MART.BALANCE')}</span>
              {coins.isPending ? (
                <Skeleton width={80} height={28} />
              ) : coins.isError ? (
                <span className="cr-rocket-mart__balance-error">
                  {t('ROCKET_MART.BALANCE_ERROR')}{' '}
                  <Button size="s" variant="secondary" onClick={() => void coins.refetch()}>
                    {t('ROCKET_MART.RETRY')}
                  </Button>
                </span>
              ) : (
                <strong className="cr-rocket-mart__balance-value" data-testid="rocket-mart-coins">
                  {formatCoins(points, ctx.locale)}
                </strong>
              )}
            </div>
          ) : (
            <p className="cr-rocket-mart__balance">{t('ROCKET_MART.GUEST_BALANCE')}</p>
          )}
        </div>
      </header>

      <nav className="cr-rocket-mart__tabs" aria-label={t('ROCKET_MART.TABS.LABEL')}>
        <ul className="cr-rocket-mart__tab-list">
          {tabs.map((name) => (
            <li key={name}>
              <Link
                className={`cr-rocket-mart__tab${name === 'discounts' ? ' cr-rocket-mart__tab--accent' : ''}`}
                to={joinPrefix(prefix, routePath(tabRoute(name)))}
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(TAB_KEY[name])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loading ? (
        <div className="cr-rocket-mart__cards" aria-busy="true">
          <p className="cr-visually-hidden">{t('ROCKET_MART.LOADING')}</p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <div className="cr-rocket-mart__empty">
          <p>{t('ROCKET_MART.EMPTY')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              for (const list of [...rateLists, config, sale]) void list.refetch();
            }}
          >
            {t('ROCKET_MART.RETRY')}
          </Button>
        </div>
      ) : tab === 'all' ? (
        SECTIONS.map((section) => {
          const list = shown.filter((card) => card.type === section.type);
          return list.length === 0 ? null : (
            <CardSection
              key={section.type}
              title={t(TAB_KEY[section.tab])}
              readMore={props.readMore ? t(section.readMore) : null}
              cards={list}
              loggedIn={loggedIn}
              points={points}
              locale={ctx.locale}
              onOpen={setOpen}
            />
          );
        })
      ) : (
        <CardSection
          title={t(TAB_KEY[tab])}
          readMore={
            props.readMore ? (SECTIONS.find((section) => section.tab === tab)?.readMore ?? null) : null
          }
          translate
          cards={shown}
          loggedIn={loggedIn}
          points={points}
          locale={ctx.locale}
          onOpen={setOpen}
        />
      )}

      <PurchaseDialog
        card={open}
        points={points}
        loggedIn={loggedIn}
        config={config.data}
        returnPath={joinPrefix(prefix, path)}
        onClose={() => setOpen(null)}
      />
      <Modal
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        title={t('ROCKET_MART.RULES.TITLE')}
        size="s"
        footer={<Button onClick={() => setRulesOpen(false)}>{t('ROCKET_MART.RULES.CLOSE')}</Button>}
      >
        <ul className="cr-rocket-mart__rules">
          <li>{t('ROCKET_MART.RULES.EARN')}</li>
          <li>{t('ROCKET_MART.RULES.SPEND')}</li>
          <li>{t('ROCKET_MART.RULES.CREDIT')}</li>
          <li>{t('ROCKET_MART.RULES.SALE')}</li>
        </ul>
      </Modal>
    </section>
  );
}

interface CardSectionProps {
  title: string;
  /** The read-more text, or its message key with `translate`; null for none. */
  readMore: string | null;
  translate?: boolean;
  cards: StoreCard[];
  loggedIn: boolean;
  points: number;
  locale: string;
  onOpen: (card: StoreCard) => void;
}

function CardSection({
  title,
  readMore,
  translate,
  cards,
  loggedIn,
  points,
  locale,
  onOpen,
}: CardSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="cr-rocket-mart__section" aria-labelledby={id}>
      <h2 id={id} className="cr-rocket-mart__section-title">
        {title}
      </h2>
      <ul className="cr-rocket-mart__cards" aria-label={t('ROCKET_MART.LIST_LABEL', { section: title })}>
        {cards.map((card) => (
          <li key={card.group}>
            <Card card={card} loggedIn={loggedIn} points={points} locale={locale} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {readMore && (
        <details className="cr-rocket-mart__read-more">
          <summary>{t('ROCKET_MART.READ_MORE.LABEL')}</summary>
          <p>{translate ? t(readMore) : readMore}</p>
        </details>
      )}
    </section>
  );
}

interface CardProps {
  card: StoreCard;
  loggedIn: boolean;
  points: number;
  locale: string;
  onOpen: (card: StoreCard) => void;
}

/** A card: the whole card opens its purchase popup through the title's button. */
function Card({ card, loggedIn, points, locale, onOpen }: CardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const missing = missingAmount(loggedIn, points, card.cost);
  // A money card without a CMS subtitle names what a pack pays.
  const subtitle =
    card.subtitle || (card.money ? money.format(card.money.amount_cents, card.money.currency) : '');
  return (
    <article className={`cr-rocket-mart__card${card.badge ? ' cr-rocket-mart__card--sale' : ''}`}>
      {card.image && <img className="cr-rocket-mart__card-image" src={card.image} alt="" loading="lazy" />}
      <div className="cr-rocket-mart__card-labels">
        {card.promo && (
          <span className={`cr-rocket-mart__promo cr-rocket-mart__promo--${card.promo.toLowerCase()}`}>
            {t(`ROCKET_MART.CARD.PROMO.${card.promo}`)}
          </span>
        )}
        {card.badge && (
          <span className="cr-rocket-mart__sale">
            {t('ROCKET_MART.CARD.SALE', { percent: card.badge.percent })}
          </span>
        )}
      </div>
      <h3 className="cr-rocket-mart__card-title">
        <button type="button" className="cr-rocket-mart__card-button" onClick={() => onOpen(card)}>
          {card.title}
        </button>
      </h3>
      {subtitle && <p className="cr-rocket-mart__card-subtitle">{subtitle}</p>}
      <p className="cr-rocket-mart__price">
        <span className="cr-rocket-mart__cost">
          {t('ROCKET_MART.CARD.COST', { points: formatCoins(card.cost, locale) })}
        </span>
        {card.badge && (
          <s className="cr-rocket-mart__full-price">
            {t('ROCKET_MART.CARD.FULL_PRICE', { points: formatCoins(card.badge.fullPrice, locale) })}
          </s>
        )}
      </p>
      {missing !== null && (
        <p className="cr-rocket-mart__missing">
          {t('ROCKET_MART.CARD.MISSING', { points: formatCoins(missing, locale) })}
        </p>
      )}
    </article>
  );
}
