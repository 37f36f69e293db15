import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDateTime, useMoney } from '../../runtime/i18n/index.ts';
import {
  useLotteries,
  useLottery,
  useLotteryStatus,
  usePlayer,
  type Lottery,
} from '../../runtime/queries/index.ts';
import { FEATURE, isOn, promoItemState } from '../../runtime/rules/index.ts';
import { Button, Skeleton } from '../../runtime/ui/index.ts';
import { registrationPath } from '../../runtime/ui/game-tile/index.ts';
import { PageHead, PageState, PrizeList, usePromoRoute, useVisible } from './page-parts.tsx';
import type { TournamentPageProps } from './tournament-page.schema.ts';

export function LotteryView({ props }: { props: TournamentPageProps }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const route = usePromoRoute();
  const visible = useVisible();
  const enabled = isOn(ctx.features, FEATURE.lotteries);
  const list = useLotteries(enabled);
  const found = list.data?.find((item) => item.frontend_identifier === route.slug && visible(item)) ?? null;
  const detail = useLottery(found?.id ?? null);
  const lottery = detail.data ?? found;

  if (!lottery) {
    const state = !enabled || list.data ? 'missing' : list.isError ? 'error' : 'loading';
    return (
      <PageState
        state={state}
        texts={{
          loading: t('TOURNAMENTS.LOTTERY.LOADING'),
          error: t('TOURNAMENTS.LOTTERY.LOAD_ERROR'),
          missing: t('TOURNAMENTS.LOTTERY.NOT_FOUND'),
        }}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  return (
    <article className="cr-promo-page">
      <PageHead
        kind={t('TOURNAMENTS.KIND.LOTTERY')}
        title={lottery.title}
        image={props.image.replace('{identifier}', encodeURIComponent(lottery.frontend_identifier))}
        times={lottery}
        poolCents={lottery.money_budget_cents}
        currency={lottery.currency}
        onStateChange={() => {
          void list.refetch();
          void detail.refetch();
        }}
      >
        <Tickets lottery={lottery} />
      </PageHead>
      <div className="cr-promo-page__columns">
        <div className="cr-promo-page__column">
          <LotteryConditions lottery={lottery} />
        </div>
        <div className="cr-promo-page__column">
          <PrizeList prizes={lottery.prizes} currency={lottery.currency} />
        </div>
      </div>
    </article>
  );
}

/** The player's tickets (GET /api/lotteries/{id}/status); a guest is asked to register. */
function Tickets({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const route = usePromoRoute();
  const status = useLotteryStatus(ctx.auth === 'player' ? lottery.id : null);
  const over = promoItemState(lottery, Date.now()) === 'archive';
  if (ctx.auth !== 'player') {
    return over ? (
      <p className="cr-promo-page__muted">{t('TOURNAMENTS.LOTTERY.FINISHED_NOTE')}</p>
    ) : (
      <Button href={registrationPath(route.here, route.prefix)}>
        {t('TOURNAMENTS.LOTTERY.GUEST_TICKETS')}
      </Button>
    );
  }
  return (
    <div className="cr-promo-page__tickets">
      <p className="cr-promo-page__muted">{t('TOURNAMENTS.LOTTERY.YOUR_TICKETS')}</p>
      {status.isPending ? (
        <Skeleton height={28} width={120} />
      ) : (
        <p className="cr-promo-page__ticket-count" role="status">
          {t('TOURNAMENTS.LOTTERY.TICKETS', { count: status.data?.tickets.length ?? 0 })}
        </p>
      )}
      {over && <p className="cr-promo-page__muted">{t('TOURNAMENTS.LOTTERY.FINISHED_NOTE')}</p>}
    </div>
  );
}

function LotteryConditions({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const money = useMoney();
  const player = usePlayer();
  const currency = player.data?.currency ?? lottery.currency;
  const rule = (lottery.deposit_scale_rules[currency] ?? []).find((entry) => entry.active);
  return (
    <section className="cr-promo-page__section" aria-labelledby="cr-promo-conditions">
      <h2 id="cr-promo-conditions" className="cr-promo-page__heading">
        {t('TOURNAMENTS.PAGE.CONDITIONS')}
      </h2>
      <ul className="cr-promo-page__conditions">
        <li>
          {t('TOURNAMENTS.PAGE.PERIOD', {
            start: formatDateTime(lottery.start_at),
            end: formatDateTime(lottery.end_at),
          })}
        </li>
        {rule && (
          <li>
            {t('TOURNAMENTS.LOTTERY.DEPOSIT_RULE', {
              from: money.format(rule.from_amount_cents, rule.currency),
              price: money.format(rule.price_cents, rule.currency),
            })}
          </li>
        )}
        {lottery.comp_points_ticket_price > 0 && (
          <li>{t('TOURNAMENTS.LOTTERY.TICKET_PRICE', { points: lottery.comp_points_ticket_price })}</li>
        )}
        {lottery.max_tickets_count_to_player !== null && (
          <li>{t('TOURNAMENTS.LOTTERY.MAX_TICKETS', { count: lottery.max_tickets_count_to_player })}</li>
        )}
        <li>
          {t('TOURNAMENTS.LOTTERY.TOTAL_TICKETS', {
            total: lottery.lottery_tickets_count.toLocaleString(ctx.locale),
          })}
        </li>
      </ul>
    </section>
  );
}
