import { useId, useState, type ReactNode } from 'react';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  offerTitle,
  playerGroups,
  useActivateCoupon,
  useAvailableBonuses,
  useClearBonusCode,
  useConfig,
  useDepositBonuses,
  useGiftBonuses,
  useGiftFreespins,
  useGiftLootboxes,
  useGiftSportBonuses,
  usePlayer,
  usePlayerStats,
  useSelectGames,
  useUpdateBonusSettings,
  type CouponStatus,
  type Game,
  type SportBonus,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import {
  depositGiftsBlock,
  FEATURE,
  isMultiAccount,
  isOn,
  offerFitsDeposit,
  offerMinimum,
  withoutDisabledGifts,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, FormAlert, Skeleton, useSubmitOnce } from '../../runtime/ui/index.ts';
import { gamePath, localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { useBonusesGate, type BonusesGate } from './bonuses-gate.tsx';
import { GiftCard } from './gift-card.tsx';
import { giftLists, keyPart, listedLootboxes, offerWager, type GiftEntry } from './gift-model.ts';
import { useGiftTexts, type GiftTexts } from './gift-texts.ts';
import { LootboxSection } from './lootbox-section.tsx';
import { useSavedGiftCode } from './saved-gift-code.ts';
import type { GiftSection, ProfileGiftsProps } from './profile-gifts.schema.ts';
import './profile-gifts.css';

const LOADING_CARDS = 2;

/** What a coupon's answer says to the player (spec §7: the status comes from the response). */
const COUPON_NOTICES: Readonly<Record<CouponStatus, string>> = {
  successfully_activated: 'PROFILE_GIFTS.CODE.APPLIED',
  already_activated: 'PROFILE_GIFTS.CODE.ALREADY',
  failed_to_activate: 'PROFILE_GIFTS.CODE.FAILED',
};

export default function ProfileGifts({ props }: WidgetRenderProps<ProfileGiftsProps>) {
  const texts = useGiftTexts();
  const { t } = texts;
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const bonuses = useGiftBonuses();
  const freespins = useGiftFreespins();
  const lootboxes = useGiftLootboxes();
  const disabled = useConfig('disabled-bonuses').data?.group_keys;
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const { gate, dialog } = useBonusesGate();
  const coupon = useActivateCoupon();
  const headingId = useId();
  const { sections } = props;
  const prefix = localePrefixOf(ctx);

  // A code from `?giftPromocode=` (spec §2): activated here once, and its answer said.
  useSavedGiftCode((code) =>
    gate(async () => {
      try {
        const status = await coupon.mutateAsync(code);
        setNotice(t(COUPON_NOTICES[status] ?? 'PROFILE_GIFTS.CODE.FAILED', { code }));
      } catch {
        // Spec §8: a promo code error is reported (the call logged it) and the code is gone.
        setNotice(t('PROFILE_GIFTS.CODE.FAILED', { code }));
      }
    }),
  );

  /** A deadline passed: the split is made again and the platform asked what became of the gifts. */
  const onDeadline = () => {
    setNow(Date.now());
    void bonuses.refetch();
    void freespins.refetch();
    void lootboxes.refetch();
  };

  const lists = [bonuses, freespins, lootboxes];
  let body: ReactNode;
  // A list that failed to refresh keeps showing what it had; only a list never loaded is an error.
  if (lists.some((list) => list.isError && list.data === undefined)) {
    body = (
      <FormAlert className="cr-profile-gifts__alert">
        <p>{t('PROFILE_GIFTS.LOAD_ERROR')}</p>
        <Button
          variant="secondary"
          size="s"
          loading={lists.some((list) => list.isFetching)}
          onClick={() => {
            for (const list of lists) if (list.isError) void list.refetch();
          }}
        >
          {t('PROFILE_GIFTS.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (!bonuses.data || !freespins.data || !lootboxes.data) {
    body = (
      <div className="cr-profile-gifts__loading" aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {t('PROFILE_GIFTS.LOADING')}
        </span>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <Skeleton key={i} height={120} />
        ))}
      </div>
    );
  } else {
    const { fresh, active } = giftLists(
      withoutDisabledGifts(bonuses.data, disabled),
      withoutDisabledGifts(freespins.data, disabled),
      now,
    );
    const boxes = listedLootboxes(lootboxes.data, now);
    const none = fresh.length === 0 && active.length === 0 && boxes.length === 0;
    const promoPath = leadsToPage({ route: 'profile-promocode' }, presence)
      ? joinPrefix(prefix, routePath('profile-promocode'))
      : null;
    body = (
      <>
        {none && (
          <div className="cr-profile-gifts__empty">
            <p className="cr-profile-gifts__text">{t('PROFILE_GIFTS.EMPTY')}</p>
            {promoPath && (
              <Button size="s" variant="secondary" href={promoPath}>
                {t('PROFILE_GIFTS.ENTER_CODE')}
              </Button>
            )}
          </div>
        )}
        {sections.map((section) => (
          <Section
            key={section}
            section={section}
            texts={texts}
            fresh={fresh}
            active={active}
            none={none}
            boxes={boxes}
            gate={gate}
            onNotice={setNotice}
            onDeadline={onDeadline}
          />
        ))}
      </>
    );
  }

  return (
    <section className="cr-profile-gifts" aria-labelledby={headingId}>
      <div className="cr-profile-gifts__intro">
        <h2 id={headingId} className="cr-profile-gifts__title">
          {t('PROFILE_GIFTS.TITLE')}
        </h2>
        <p className="cr-profile-gifts__text">{t('PROFILE_GIFTS.INTRO')}</p>
      </div>
      {/* Always in the page, so that what an action did is announced when it appears. */}
      <div role="status" className="cr-profile-gifts__live">
        {notice && <p className="cr-profile-gifts__notice">{notice}</p>}
      </div>
      {body}
      {dialog}
    </section>
  );
}

interface SectionProps {
  section: GiftSection;
  texts: GiftTexts;
  fresh: GiftEntry[];
  active: GiftEntry[];
  boxes: ReturnType<typeof listedLootboxes>;
  /** The player has no gift at all: the gift lists are left out (the empty state says so). */
  none: boolean;
  gate: BonusesGate;
  onNotice: (notice: string) => void;
  onDeadline: () => void;
}

function Section(props: SectionProps) {
  const { section, texts, none } = props;
  switch (section) {
    case 'new':
      return none ? null : (
        <GiftList
          {...props}
          entries={props.fresh}
          titleKey="PROFILE_GIFTS.NEW_TITLE"
          emptyKey="PROFILE_GIFTS.NEW_EMPTY"
        />
      );
    case 'active':
      return none ? null : (
        <GiftList
          {...props}
          entries={props.active}
          titleKey="PROFILE_GIFTS.ACTIVE_TITLE"
          emptyKey="PROFILE_GIFTS.ACTIVE_EMPTY"
        />
      );
    case 'lootboxes':
      // Rendered without boxes too: an opened box may leave the list while its popup shows the prize.
      return (
        <LootboxSection
          texts={texts}
          boxes={props.boxes}
          gate={props.gate}
          onNotice={props.onNotice}
          onDeadline={props.onDeadline}
        />
      );
    case 'deposit':
      return <DepositGifts texts={texts} onNotice={props.onNotice} />;
    case 'sport':
      return <SportBonuses texts={texts} />;
    case 'settings':
      return <BonusSettings texts={texts} onNotice={props.onNotice} />;
  }
}

/** A list of gift cards under its heading, or the list's empty text. */
function GiftList({
  texts,
  entries,
  titleKey,
  emptyKey,
  gate,
  onNotice,
  onDeadline,
}: SectionProps & { entries: GiftEntry[]; titleKey: string; emptyKey: string }) {
  const { t } = texts;
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const headingId = useId();
  const ids = [
    ...new Set(entries.flatMap((entry) => (entry.kind === 'freespins' ? entry.gift.games.slice(0, 1) : []))),
  ];
  const games = useSelectGames(ids);
  const byId = new Map((games.data ?? []).map((game) => [game.identifier, game] as const));
  const playable = leadsToPage({ route: 'game' }, presence);
  const gameHref = (game: Game) => (playable ? gamePath(game, localePrefixOf(ctx)) : null);
  return (
    <section className="cr-profile-gifts__block" aria-labelledby={headingId}>
      <h3 id={headingId} className="cr-profile-gifts__subtitle">
        {t(titleKey)} <span className="cr-profile-gifts__count">{entries.length}</span>
      </h3>
      {entries.length === 0 ? (
        <p className="cr-profile-gifts__text">{t(emptyKey)}</p>
      ) : (
        <ul className="cr-profile-gifts__list" aria-labelledby={headingId}>
          {entries.map((entry) => (
            <GiftCard
              key={entry.key}
              texts={texts}
              entry={entry}
              games={byId}
              gameHref={gameHref}
              gate={gate}
              onNotice={onNotice}
              onDeadline={onDeadline}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The offers of the player's next deposit (GET /api/bonuses/deposit), or why deposit gifts are
 * unavailable (spec §5): a deposit bonus code (which the player may remove), bonuses switched off
 * (which the settings below switch on) or a multi-account.
 */
function DepositGifts({ texts, onNotice }: { texts: GiftTexts; onNotice: (notice: string) => void }) {
  const { t } = texts;
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const player = usePlayer();
  const offers = useDepositBonuses();
  const disabled = useConfig('disabled-bonuses').data?.group_keys;
  const stats = usePlayerStats();
  const available = useAvailableBonuses();
  const clearCode = useClearBonusCode();
  const removal = useSubmitOnce();
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  if (!player.data) return null;
  const profile = player.data;
  const block = depositGiftsBlock({
    deposit_bonus_code: profile.deposit_bonus_code,
    can_issue_bonuses: profile.can_issue_bonuses,
    multiAccount: isMultiAccount(playerGroups(profile)) || available.data === false,
  });
  const depositPath = leadsToPage({ route: 'cashbox-deposit-bonus' }, presence)
    ? joinPrefix(localePrefixOf(ctx), routePath('cashbox-deposit-bonus'))
    : null;

  let body: ReactNode;
  if (block === 'bonus-code') {
    body = (
      <>
        <p className="cr-profile-gifts__text">
          {t('PROFILE_GIFTS.DEPOSIT.BONUS_CODE', { code: profile.deposit_bonus_code })}
        </p>
        {error && <FormAlert className="cr-profile-gifts__alert">{error}</FormAlert>}
        <Button
          size="s"
          variant="secondary"
          loading={removal.pending}
          className="cr-profile-gifts__start"
          onClick={() =>
            void removal.run(async () => {
              setError(null);
              try {
                await clearCode.mutateAsync();
                onNotice(t('PROFILE_GIFTS.DEPOSIT.CODE_REMOVED'));
              } catch (failure) {
                setError(texts.failure(failure, 'PROFILE_GIFTS.DEPOSIT.REMOVE_FAILED'));
              }
            })
          }
        >
          {t('PROFILE_GIFTS.DEPOSIT.REMOVE_CODE')}
        </Button>
      </>
    );
  } else if (block === 'bonuses-off') {
    body = <p className="cr-profile-gifts__text">{t('PROFILE_GIFTS.DEPOSIT.BONUSES_OFF')}</p>;
  } else if (block === 'multi-account') {
    body = <p className="cr-profile-gifts__text">{t('PROFILE_GIFTS.DEPOSIT.MULTI_ACCOUNT')}</p>;
  } else if (offers.isPending) {
    body = <Skeleton height={72} />;
  } else {
    const nextDeposit = stats.data ? stats.data.deposits_count + 1 : null;
    const list = withoutDisabledGifts(offers.data ?? [], disabled).filter((offer) =>
      offerFitsDeposit(offer, nextDeposit),
    );
    body =
      list.length === 0 ? (
        <p className="cr-profile-gifts__text">{t('PROFILE_GIFTS.DEPOSIT.EMPTY')}</p>
      ) : (
        <>
          <p className="cr-profile-gifts__text">{t('PROFILE_GIFTS.DEPOSIT.TEXT')}</p>
          <ul className="cr-profile-gifts__list" aria-labelledby={headingId}>
            {list.map((offer) => {
              const title = offerTitle(offer);
              const minimum = offerMinimum(offer, profile.currency);
              const wager = offerWager(offer);
              return (
                <li key={offer.id} className="cr-profile-gifts__item">
                  <article className="cr-profile-gifts__card" aria-label={title}>
                    <p className="cr-profile-gifts__card-title">{title}</p>
                    {offer.bonuses.slice(1).map((bonus) => (
                      <p key={bonus.title} className="cr-profile-gifts__muted">
                        + {bonus.title}
                      </p>
                    ))}
                    {minimum !== null && (
                      <p className="cr-profile-gifts__muted">
                        {t('PROFILE_GIFTS.DEPOSIT.MIN', { amount: texts.money(minimum, profile.currency) })}
                      </p>
                    )}
                    {wager !== null && (
                      <p className="cr-profile-gifts__muted">
                        {t('PROFILE_GIFTS.DEPOSIT.WAGER', { times: wager })}
                      </p>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
          {depositPath && (
            <Button size="s" href={depositPath} className="cr-profile-gifts__start">
              {t('PROFILE_GIFTS.DEPOSIT.DEPOSIT')}
            </Button>
          )}
        </>
      );
  }
  return (
    <section className="cr-profile-gifts__block" aria-labelledby={headingId}>
      <h3 id={headingId} className="cr-profile-gifts__subtitle">
        {t('PROFILE_GIFTS.DEPOSIT.TITLE')}
      </h3>
      {body}
    </section>
  );
}

/** The sportsbook's bonuses (GET /api/v2/bonuses), where sports betting is offered and there are some. */
function SportBonuses({ texts }: { texts: GiftTexts }) {
  const { t } = texts;
  const ctx = useSiteContext();
  const offered = isOn(ctx.features, FEATURE.sports) && ctx.bettingHost !== null;
  const sport = useGiftSportBonuses(offered);
  const headingId = useId();
  if (!offered || sport.isPending || (sport.data && sport.data.length === 0)) return null;
  return (
    <section className="cr-profile-gifts__block" aria-labelledby={headingId}>
      <h3 id={headingId} className="cr-profile-gifts__subtitle">
        {t('PROFILE_GIFTS.SPORT.TITLE')}
      </h3>
      {sport.isError ? (
        <FormAlert className="cr-profile-gifts__alert">
          <p>{t('PROFILE_GIFTS.SPORT.LOAD_ERROR')}</p>
          <Button
            variant="secondary"
            size="s"
            loading={sport.isFetching}
            onClick={() => void sport.refetch()}
          >
            {t('PROFILE_GIFTS.RETRY')}
          </Button>
        </FormAlert>
      ) : (
        <ul className="cr-profile-gifts__list" aria-labelledby={headingId}>
          {sport.data.map((bonus, index) => (
            <SportBonusCard key={sportKey(bonus, index)} texts={texts} bonus={bonus} />
          ))}
        </ul>
      )}
    </section>
  );
}

const sportKey = (bonus: SportBonus, index: number) => {
  const id = bonus.details?.['bonus_id'];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `${bonus.type}-${index}`;
};

function SportBonusCard({ texts, bonus }: { texts: GiftTexts; bonus: SportBonus }) {
  const { t } = texts;
  const type = t(`PROFILE_GIFTS.SPORT.TYPES.${keyPart(bonus.type)}`, { defaultValue: bonus.type });
  const amount = bonus.details?.['amount_cents'];
  const currency = bonus.details?.['currency'];
  return (
    <li className="cr-profile-gifts__item">
      <article className="cr-profile-gifts__card" aria-label={bonus.name ?? type}>
        <p className="cr-profile-gifts__card-title">{bonus.name ?? type}</p>
        {bonus.name && <p className="cr-profile-gifts__muted">{type}</p>}
        {typeof amount === 'number' && typeof currency === 'string' && (
          <p className="cr-profile-gifts__amount">{texts.money(amount, currency)}</p>
        )}
        {bonus.valid_to && (
          <p className="cr-profile-gifts__muted">
            {t('PROFILE_GIFTS.VALID_UNTIL', { date: texts.date(bonus.valid_to) })}
          </p>
        )}
      </article>
    </li>
  );
}

/** Switching bonuses on or off (PATCH /api/player/update_bonus_settings). */
function BonusSettings({ texts, onNotice }: { texts: GiftTexts; onNotice: (notice: string) => void }) {
  const { t } = texts;
  const player = usePlayer();
  const update = useUpdateBonusSettings();
  const submit = useSubmitOnce();
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  if (!player.data) return null;
  const on = player.data.can_issue_bonuses !== false;
  const change = () =>
    void submit.run(async () => {
      setError(null);
      try {
        await update.mutateAsync(!on);
        onNotice(t(on ? 'PROFILE_GIFTS.SETTINGS.TURNED_OFF' : 'PROFILE_GIFTS.SETTINGS.TURNED_ON'));
      } catch (failure) {
        setError(texts.failure(failure, 'PROFILE_GIFTS.SETTINGS.FAILED'));
      }
    });
  return (
    <section className="cr-profile-gifts__block" aria-labelledby={headingId}>
      <h3 id={headingId} className="cr-profile-gifts__subtitle">
        {t('PROFILE_GIFTS.SETTINGS.TITLE')}
      </h3>
      <p className="cr-profile-gifts__text">
        {t(on ? 'PROFILE_GIFTS.SETTINGS.ON' : 'PROFILE_GIFTS.SETTINGS.OFF')}
      </p>
      {error && <FormAlert className="cr-profile-gifts__alert">{error}</FormAlert>}
      <Button
        size="s"
        variant="secondary"
        loading={submit.pending}
        className="cr-profile-gifts__start"
        onClick={change}
      >
        {t(on ? 'PROFILE_GIFTS.SETTINGS.TURN_OFF' : 'PROFILE_GIFTS.SETTINGS.TURN_ON')}
      </Button>
    </section>
  );
}
