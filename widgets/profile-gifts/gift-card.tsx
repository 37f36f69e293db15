import { useId, useState } from 'react';
import {
  useActivateBonus,
  useActivateFreespin,
  useCancelBonus,
  useCancelFreespin,
  type Game,
  type PlayerBonus,
  type PlayerFreespin,
} from '../../runtime/queries/index.ts';
import { wagerPercent, WAGERING_STAGE } from '../../runtime/rules/index.ts';
import { Badge, Button, FormAlert, useSubmitOnce } from '../../runtime/ui/index.ts';
import type { BonusesGate } from './bonuses-gate.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { GiftCountdown } from './gift-countdown.tsx';
import { wagerTimes, type GiftEntry } from './gift-model.ts';
import type { GiftTexts } from './gift-texts.ts';

export interface GiftCardProps {
  texts: GiftTexts;
  entry: GiftEntry;
  /** The game of each free-spin gift, by identifier, once known. */
  games: ReadonlyMap<string, Game>;
  /** The path of a game's page, or null when there is none to link. */
  gameHref: (game: Game) => string | null;
  gate: BonusesGate;
  onNotice: (notice: string) => void;
  /** A deadline of the card passed: the lists are read again. */
  onDeadline: () => void;
}

/**
 * One bonus or free-spin gift: what it gives and needs, its deadline counting down or its wager
 * progress, and its actions. Activating and cancelling each run once at a time, and both buttons
 * are inert while either runs.
 */
export function GiftCard(props: GiftCardProps) {
  const { texts, entry } = props;
  const { t } = texts;
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const activateBonus = useActivateBonus();
  const activateSpins = useActivateFreespin();
  const cancelBonus = useCancelBonus();
  const cancelSpins = useCancelFreespin();
  const submit = useSubmitOnce();
  const { gift } = entry;
  const title = gift.title;

  const activate = () =>
    props.gate(() =>
      submit.run(async () => {
        setError(null);
        try {
          if (entry.kind === 'bonus') await activateBonus.mutateAsync(gift.id);
          else await activateSpins.mutateAsync(gift.id);
          props.onNotice(t('PROFILE_GIFTS.ACTIVATED', { title }));
        } catch (failure) {
          setError(texts.failure(failure, 'PROFILE_GIFTS.ACTIVATE_FAILED'));
        }
      }),
    );

  const cancel = async () => {
    if (entry.kind === 'bonus') await cancelBonus.mutateAsync(gift.id);
    else await cancelSpins.mutateAsync(gift.id);
    setConfirming(false);
    props.onNotice(t('PROFILE_GIFTS.CANCELED', { title }));
  };

  const activeStage =
    entry.kind === 'bonus'
      ? gift.stage === WAGERING_STAGE
        ? 'WAGERING'
        : gift.stage === 'wait'
          ? 'WAITING'
          : null
      : gift.stage === 'activated'
        ? 'PLAYING'
        : null;

  return (
    <li className="cr-profile-gifts__item">
      <article className="cr-profile-gifts__card" aria-labelledby={titleId}>
        <div className="cr-profile-gifts__card-head">
          <h4 id={titleId} className="cr-profile-gifts__card-title">
            {title}
          </h4>
          <span className="cr-profile-gifts__badges">
            <Badge tone={entry.kind === 'bonus' ? 'primary' : 'accent'}>
              {t(entry.kind === 'bonus' ? 'PROFILE_GIFTS.KIND.BONUS' : 'PROFILE_GIFTS.KIND.FREESPINS')}
            </Badge>
            {activeStage && (
              <Badge tone={activeStage === 'WAITING' ? 'neutral' : 'success'}>
                {t(`PROFILE_GIFTS.STAGE.${activeStage}`)}
              </Badge>
            )}
          </span>
        </div>
        {entry.kind === 'bonus' ? (
          <BonusDetails texts={texts} bonus={entry.gift} />
        ) : (
          <SpinDetails
            texts={texts}
            spins={entry.gift}
            game={props.games.get(entry.gift.games[0] ?? '')}
            gameHref={props.gameHref}
          />
        )}
        {entry.canActivate && gift.activatable_until && (
          <p className="cr-profile-gifts__deadline">
            <span>{t('PROFILE_GIFTS.ACTIVATE_WITHIN')}</span>{' '}
            <GiftCountdown to={gift.activatable_until} onEnd={props.onDeadline} />
          </p>
        )}
        {!entry.canActivate && gift.valid_until && (
          <p className="cr-profile-gifts__muted">
            {t('PROFILE_GIFTS.VALID_UNTIL', { date: texts.date(gift.valid_until) })}
          </p>
        )}
        {error && <FormAlert className="cr-profile-gifts__alert">{error}</FormAlert>}
        {(entry.canActivate || gift.cancelable) && (
          <div className="cr-profile-gifts__actions">
            {entry.canActivate && (
              <Button
                size="s"
                loading={submit.pending}
                aria-label={t('PROFILE_GIFTS.ACTIVATE_LABEL', { title })}
                onClick={activate}
              >
                {t('PROFILE_GIFTS.ACTIVATE')}
              </Button>
            )}
            {gift.cancelable && (
              <Button
                size="s"
                variant="ghost"
                disabled={submit.pending}
                aria-label={t('PROFILE_GIFTS.CANCEL_LABEL', { title })}
                onClick={() => setConfirming(true)}
              >
                {t('PROFILE_GIFTS.CANCEL')}
              </Button>
            )}
          </div>
        )}
      </article>
      <ConfirmDialog
        open={confirming}
        title={t('PROFILE_GIFTS.CANCEL_TITLE')}
        confirmLabel={t('PROFILE_GIFTS.CANCEL_CONFIRM')}
        keepLabel={t('PROFILE_GIFTS.CANCEL_KEEP')}
        failureText={(failure) => texts.failure(failure, 'PROFILE_GIFTS.CANCEL_FAILED')}
        onClose={() => setConfirming(false)}
        onConfirm={cancel}
      >
        <p>
          {t(
            entry.kind === 'bonus' && gift.stage === WAGERING_STAGE
              ? 'PROFILE_GIFTS.CANCEL_TEXT_WAGERING'
              : 'PROFILE_GIFTS.CANCEL_TEXT',
            { title },
          )}
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** What a bonus gives and asks: its amount, its wager, and how much of it is done. */
function BonusDetails({ texts, bonus }: { texts: GiftTexts; bonus: PlayerBonus }) {
  const { t } = texts;
  const times = wagerTimes(bonus);
  const wagering = bonus.stage === WAGERING_STAGE;
  const percent = wagerPercent(bonus);
  return (
    <>
      <p className="cr-profile-gifts__amount">{texts.money(bonus.amount_cents, bonus.currency)}</p>
      {bonus.amount_wager_requirement_cents > 0 && !wagering && (
        <p className="cr-profile-gifts__muted">
          {times === null
            ? t('PROFILE_GIFTS.WAGER', {
                amount: texts.money(bonus.amount_wager_requirement_cents, bonus.currency),
              })
            : t('PROFILE_GIFTS.WAGER_TIMES', {
                amount: texts.money(bonus.amount_wager_requirement_cents, bonus.currency),
                times,
              })}
        </p>
      )}
      {wagering && (
        <div className="cr-profile-gifts__progress">
          <p className="cr-profile-gifts__progress-text">
            {t('PROFILE_GIFTS.WAGERED', {
              wagered: texts.money(bonus.amount_wager_cents, bonus.currency),
              required: texts.money(bonus.amount_wager_requirement_cents, bonus.currency),
            })}
            <span className="cr-profile-gifts__muted">{texts.percent(percent / 100)}</span>
          </p>
          <div
            className="cr-profile-gifts__bar"
            role="progressbar"
            aria-label={t('PROFILE_GIFTS.WAGER_PROGRESS', { title: bonus.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="cr-profile-gifts__fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {bonus.stage === 'wait' && <p className="cr-profile-gifts__muted">{t('PROFILE_GIFTS.WAITING')}</p>}
    </>
  );
}

/** What free spins give: how many, on which game, how many are played, and the way to play them. */
function SpinDetails({
  texts,
  spins,
  game,
  gameHref,
}: {
  texts: GiftTexts;
  spins: PlayerFreespin;
  game: Game | undefined;
  gameHref: (game: Game) => string | null;
}) {
  const { t } = texts;
  const playing = spins.stage === 'activated';
  const href = playing && game ? gameHref(game) : null;
  const gameName = game?.title ?? spins.games[0];
  return (
    <>
      <p className="cr-profile-gifts__amount">{t('PROFILE_GIFTS.SPINS', { count: spins.freespins_total })}</p>
      {gameName && (
        <p className="cr-profile-gifts__muted">{t('PROFILE_GIFTS.SPINS_GAME', { game: gameName })}</p>
      )}
      {playing && (
        <p className="cr-profile-gifts__muted">
          {t('PROFILE_GIFTS.SPINS_PLAYED', {
            played: spins.freespins_performed ?? 0,
            total: spins.freespins_total,
          })}
        </p>
      )}
      {href && game && (
        <Button size="s" variant="secondary" href={href} className="cr-profile-gifts__play">
          {t('PROFILE_GIFTS.PLAY', { game: game.title })}
        </Button>
      )}
    </>
  );
}
