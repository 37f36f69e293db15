import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney, type Money } from '../../runtime/i18n/index.ts';
import {
  firstMessage,
  playerGroups,
  useAvailableBonuses,
  useExchangeCompPoints,
  usePlayer,
  useUpdateBonusSettings,
  validationErrors,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import {
  isMultiAccount,
  exchangeStep,
  clampQuantity,
  exchangeAvailability,
  missingAmount,
  quantityBounds,
} from '../../runtime/rules/index.ts';
import {
  Button,
  FormAlert,
  IconButton,
  Modal,
  SanitizedHtml,
  useSubmitOnce,
} from '../../runtime/ui/index.ts';
import { localePrefixOf, registrationPath } from '../../runtime/ui/game-tile/index.ts';
import { formatCoins, perCurrency, type StoreCard, type StoreConfig } from './store-model.ts';

type Step = 'purchase' | 'multi-account' | 'enable-bonuses' | 'success' | 'failure';

export interface PurchaseDialogProps {
  card: StoreCard | null;
  /** The player's chargeable coins (0 for a guest). */
  points: number;
  loggedIn: boolean;
  config: StoreConfig | null | undefined;
  /** The path of the store page, where registration brings a guest back. */
  returnPath: string;
  onClose: () => void;
}

/**
 * The purchase popup of a card (spec §2, §4 exchange flow): the card's conditions and the exchange
 * area: a guest registers; a player with enough coins picks a quantity (1..floor(coins / cost),
 * spec §5) and exchanges; a player short of coins is sent to play or back to the store. The
 * exchange asks a multi-account to contact support, and a player with bonuses off to switch them
 * on, then ends in a result view (success or failure).
 */
export function PurchaseDialog({ card, points, loggedIn, config, returnPath, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const presence = usePagePresence();
  const player = usePlayer();
  // The platform's word on a multi-account: no bonuses available (API-SHAPES, available_bonuses).
  const available = useAvailableBonuses();
  const exchange = useExchangeCompPoints();
  const enableBonuses = useUpdateBonusSettings();
  const submit = useSubmitOnce();
  const moneyFormat = useMoney();
  const [step, setStep] = useState<Step>('purchase');
  const [quantity, setQuantity] = useState(1);
  const [done, setDone] = useState<{ title: string; count: number } | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [bonusesError, setBonusesError] = useState<string | null>(null);
  // The card stays shown while the popup closes.
  const [shown, setShown] = useState<StoreCard | null>(card);
  const focusRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const quantityId = useId();
  const prefix = localePrefixOf(ctx);

  if (card && card !== shown) {
    setShown(card);
    setStep('purchase');
    setQuantity(1);
    setDone(null);
    setReason(null);
    setBonusesError(null);
  }

  // Each view puts the focus on its main action.
  useEffect(() => {
    if (card) focusRef.current?.focus();
  }, [step, card]);

  if (!shown) return null;
  const current = shown;
  const bounds = quantityBounds(points, current.cost);
  const availability = exchangeAvailability(loggedIn, points, current.cost);
  const missing = missingAmount(loggedIn, points, current.cost) ?? 0;
  const profile = player.data;
  const close = () => {
    if (!submit.pending) onClose();
  };

  const runExchange = async () => {
    const count = clampQuantity(quantity, bounds);
    try {
      await exchange.mutateAsync({
        type: current.type,
        exchange: {
          points: current.cost * count,
          group: current.group,
          currency: profile?.currency ?? current.money?.currency ?? 'EUR',
        },
      });
      setDone({ title: current.title, count });
      setStep('success');
    } catch (error) {
      const errors = validationErrors(error);
      setReason(firstMessage(errors?.base) ?? firstMessage(errors?.points) ?? null);
      setStep('failure');
    }
  };

  const onExchange = () =>
    void submit.run(async () => {
      const next = exchangeStep({
        loggedIn,
        multiAccount: (profile ? isMultiAccount(playerGroups(profile)) : false) || available.data === false,
        canIssueBonuses: profile?.can_issue_bonuses !== false,
      });
      if (next === 'confirm-multi-account') setStep('multi-account');
      else if (next === 'enable-bonuses') setStep('enable-bonuses');
      else if (next === 'exchange') await runExchange();
    });

  const onEnableBonuses = () =>
    void submit.run(async () => {
      setBonusesError(null);
      try {
        await enableBonuses.mutateAsync(true);
      } catch {
        setBonusesError(t('ROCKET_MART.BONUSES_OFF.FAILED'));
        return;
      }
      await runExchange();
    });

  const goToStore = () => {
    onClose();
    void navigate(joinPrefix(prefix, routePath('rocket-mart')));
  };

  const money = moneyTexts(moneyFormat, current, config, profile?.currency ?? null);
  const giftsPath = leadsToPage({ route: 'profile-gifts' }, presence)
    ? joinPrefix(prefix, routePath('profile-gifts'))
    : null;
  const supportPath = leadsToPage({ route: 'support' }, presence)
    ? joinPrefix(prefix, routePath('support'))
    : null;

  let title: ReactNode = current.title;
  let body: ReactNode;
  let footer: ReactNode;
  if (step === 'multi-account') {
    title = t('ROCKET_MART.MULTI_ACCOUNT.TITLE');
    body = <p className="cr-rocket-mart__dialog-text">{t('ROCKET_MART.MULTI_ACCOUNT.TEXT')}</p>;
    footer = (
      <div className="cr-rocket-mart__dialog-actions">
        <Button variant="secondary" onClick={close}>
          {t('ROCKET_MART.CLOSE')}
        </Button>
        {supportPath && (
          <Button ref={focusRef} href={supportPath} onClick={onClose}>
            {t('ROCKET_MART.MULTI_ACCOUNT.SUPPORT')}
          </Button>
        )}
      </div>
    );
  } else if (step === 'enable-bonuses') {
    title = t('ROCKET_MART.BONUSES_OFF.TITLE');
    body = (
      <>
        <p className="cr-rocket-mart__dialog-text">{t('ROCKET_MART.BONUSES_OFF.TEXT')}</p>
        {bonusesError && <FormAlert>{bonusesError}</FormAlert>}
      </>
    );
    footer = (
      <div className="cr-rocket-mart__dialog-actions">
        <Button variant="secondary" disabled={submit.pending} onClick={close}>
          {t('ROCKET_MART.BONUSES_OFF.KEEP')}
        </Button>
        <Button ref={focusRef} loading={submit.pending} onClick={onEnableBonuses}>
          {t('ROCKET_MART.BONUSES_OFF.CONFIRM')}
        </Button>
      </div>
    );
  } else if (step === 'success') {
    title = t('ROCKET_MART.RESULT.SUCCESS_TITLE');
    body = (
      <p className="cr-rocket-mart__dialog-text" role="status">
        {t('ROCKET_MART.RESULT.SUCCESS_TEXT', {
          title: done?.title ?? current.title,
          count: done?.count ?? 1,
        })}
      </p>
    );
    footer = (
      <div className="cr-rocket-mart__dialog-actions">
        <Button variant="secondary" onClick={close}>
          {t('ROCKET_MART.CLOSE')}
        </Button>
        {giftsPath && (
          <Button ref={focusRef} href={giftsPath} onClick={onClose}>
            {t('ROCKET_MART.RESULT.GIFTS')}
          </Button>
        )}
      </div>
    );
  } else if (step === 'failure') {
    title = t('ROCKET_MART.RESULT.FAILURE_TITLE');
    body = (
      <FormAlert>
        {t('ROCKET_MART.RESULT.FAILURE_TEXT')}
        {reason && ` (${reason})`}
      </FormAlert>
    );
    footer = (
      <div className="cr-rocket-mart__dialog-actions">
        <Button variant="secondary" onClick={close}>
          {t('ROCKET_MART.CLOSE')}
        </Button>
        <Button ref={focusRef} onClick={() => setStep('purchase')}>
          {t('ROCKET_MART.RESULT.TRY_AGAIN')}
        </Button>
      </div>
    );
  } else {
    const count = clampQuantity(quantity, bounds);
    body = (
      <div className="cr-rocket-mart__purchase">
        {current.subtitle && current.subtitle !== current.games.join(', ') && (
          <p className="cr-rocket-mart__dialog-text">{current.subtitle}</p>
        )}
        <section className="cr-rocket-mart__conditions" aria-labelledby={`${quantityId}-conditions`}>
          <h3 id={`${quantityId}-conditions`} className="cr-rocket-mart__dialog-heading">
            {t('ROCKET_MART.CONDITIONS.TITLE')}
          </h3>
          <dl className="cr-rocket-mart__terms">
            <Term label={t('ROCKET_MART.CONDITIONS.PRICE')}>
              {t('ROCKET_MART.CARD.COST', { points: formatCoins(current.cost, ctx.locale) })}
              {current.badge && (
                <>
                  {' '}
                  <s className="cr-rocket-mart__full-price">
                    {t('ROCKET_MART.CARD.FULL_PRICE', {
                      points: formatCoins(current.badge.fullPrice, ctx.locale),
                    })}
                  </s>
                </>
              )}
            </Term>
            {current.freespins !== null && (
              <Term label={t('ROCKET_MART.CONDITIONS.FREESPINS')}>
                {formatCoins(current.freespins, ctx.locale)}
              </Term>
            )}
            {current.games.length > 0 && (
              <Term label={t('ROCKET_MART.CONDITIONS.GAMES')}>{current.games.join(', ')}</Term>
            )}
            {money.amount && <Term label={t('ROCKET_MART.CONDITIONS.AMOUNT')}>{money.amount}</Term>}
            {current.type === 'lootboxes' && (
              <Term label={t('ROCKET_MART.CONDITIONS.PRIZE')}>{t('ROCKET_MART.CONDITIONS.PRIZE_VALUE')}</Term>
            )}
            <Term label={t('ROCKET_MART.CONDITIONS.WAGER')}>
              {current.wager > 0
                ? t('ROCKET_MART.CONDITIONS.WAGER_VALUE', { wager: current.wager })
                : t('ROCKET_MART.CONDITIONS.NO_WAGER')}
            </Term>
            {money.maxWin && <Term label={t('ROCKET_MART.CONDITIONS.MAX_WIN')}>{money.maxWin}</Term>}
            {money.spinValue && <Term label={t('ROCKET_MART.CONDITIONS.SPIN_VALUE')}>{money.spinValue}</Term>}
          </dl>
          {current.readMore && (
            <SanitizedHtml className="cr-rocket-mart__card-text" html={current.readMore} />
          )}
        </section>
        <section className="cr-rocket-mart__exchange" aria-labelledby={`${quantityId}-exchange`}>
          <h3 id={`${quantityId}-exchange`} className="cr-rocket-mart__dialog-heading">
            {t('ROCKET_MART.EXCHANGE.TITLE')}
          </h3>
          {availability === 'guest' && (
            <p className="cr-rocket-mart__dialog-text">{t('ROCKET_MART.EXCHANGE.GUEST')}</p>
          )}
          {availability === 'shortage' && (
            <p className="cr-rocket-mart__dialog-text">
              {t('ROCKET_MART.EXCHANGE.SHORTAGE', { points: formatCoins(missing, ctx.locale) })}
            </p>
          )}
          {availability === 'enough' && (
            <div className="cr-rocket-mart__quantity">
              <label htmlFor={quantityId}>{t('ROCKET_MART.EXCHANGE.QUANTITY')}</label>
              <div className="cr-rocket-mart__stepper">
                <IconButton
                  icon="chevron-left"
                  label={t('ROCKET_MART.EXCHANGE.LESS')}
                  variant="secondary"
                  size="s"
                  disabled={count <= bounds.min || submit.pending}
                  onClick={() => setQuantity(clampQuantity(count - 1, bounds))}
                />
                <input
                  id={quantityId}
                  className="cr-rocket-mart__quantity-input"
                  type="number"
                  inputMode="numeric"
                  min={bounds.min}
                  max={bounds.max}
                  step={1}
                  value={quantity}
                  aria-describedby={`${quantityId}-hint`}
                  disabled={submit.pending}
                  onChange={(event) =>
                    setQuantity(event.target.value === '' ? 1 : Number(event.target.value))
                  }
                  onBlur={() => setQuantity(count)}
                />
                <IconButton
                  icon="chevron-right"
                  label={t('ROCKET_MART.EXCHANGE.MORE')}
                  variant="secondary"
                  size="s"
                  disabled={count >= bounds.max || submit.pending}
                  onClick={() => setQuantity(clampQuantity(count + 1, bounds))}
                />
              </div>
              <p id={`${quantityId}-hint`} className="cr-rocket-mart__hint">
                {t('ROCKET_MART.EXCHANGE.MAX_HINT', { max: bounds.max })}
              </p>
              <p className="cr-rocket-mart__total" aria-live="polite">
                {t('ROCKET_MART.EXCHANGE.TOTAL', { points: formatCoins(current.cost * count, ctx.locale) })}
              </p>
            </div>
          )}
        </section>
      </div>
    );
    footer = (
      <div className="cr-rocket-mart__dialog-actions">
        {availability === 'guest' && (
          <Button ref={focusRef} href={registrationPath(returnPath, prefix)} onClick={onClose}>
            {t('ROCKET_MART.EXCHANGE.REGISTER')}
          </Button>
        )}
        {availability === 'shortage' && (
          <>
            <Button variant="secondary" onClick={goToStore}>
              {t('ROCKET_MART.EXCHANGE.STORE')}
            </Button>
            <Button ref={focusRef} href={joinPrefix(prefix, '/')} onClick={onClose}>
              {t('ROCKET_MART.EXCHANGE.PLAY')}
            </Button>
          </>
        )}
        {availability === 'enough' && (
          <Button ref={focusRef} loading={submit.pending} onClick={onExchange}>
            {t('ROCKET_MART.EXCHANGE.SUBMIT')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <Modal
      open={card !== null}
      onClose={close}
      title={title}
      size="m"
      className="cr-rocket-mart__dialog"
      closeOnEscape={!submit.pending}
      closeOnOverlayClick={!submit.pending}
      footer={footer}
    >
      {body}
    </Modal>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cr-rocket-mart__term">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The money figures of a card's conditions, in the player's currency (EUR for guests and as the fallback). */
function moneyTexts(
  money: Money,
  card: StoreCard,
  config: StoreConfig | null | undefined,
  currency: string | null,
) {
  const major = (entry: { value: number; currency: string } | null) =>
    entry
      ? money.format(Math.round(entry.value * (money.subunitsOf(entry.currency) ?? 100)), entry.currency)
      : null;
  return {
    amount: card.money ? money.format(card.money.amount_cents, card.money.currency) : null,
    maxWin: card.type === 'freespins' ? major(perCurrency(config?.maxWin, currency)) : null,
    spinValue: card.type === 'freespins' ? major(perCurrency(config?.spinRate, currency)) : null,
  };
}
