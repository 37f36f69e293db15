import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import {
  errorBodyMessage,
  firstMessage,
  useAccounts,
  useCurrencies,
  usePlayer,
  useSelectAccount,
  validationErrors,
  type Currency,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { openableCurrencies } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { Button, FormAlert, FormResult, Skeleton, useSubmitOnce } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { CurrencySelectProps } from './currency-select.schema.ts';
import './currency-select.css';

/** Rows of the loading state: about the length of a fiat group. */
const SKELETON_ROWS = 4;

/** The platform's reason for refusing the account (spec §8: the server's error data), if any. */
function refusal(error: unknown): string | null {
  const errors = validationErrors(error);
  if (errors) return firstMessage(errors.currency ?? Object.values(errors)[0]) ?? null;
  return errorBodyMessage(error);
}

/** A currency's name in the page's language: the translated crypto names, Intl's for fiat. */
function useCurrencyName(): (code: string) => string {
  const { t } = useTranslation();
  const { locale } = useSiteContext();
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  const intlName = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      // Not a three-letter ISO code (USDT): Intl has no name for it.
      return code;
    }
  };
  return (code) => t(`CURRENCY_SELECT.NAMES.${code}`, { defaultValue: intlName(code) });
}

function CurrencyGroup({
  title,
  currencies,
  name,
  selected,
  onSelect,
  firstRef,
}: {
  title: string;
  currencies: readonly Currency[];
  name: string;
  selected: string;
  onSelect: (code: string) => void;
  firstRef?: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const currencyName = useCurrencyName();
  const titleId = useId();
  if (currencies.length === 0) return null;
  return (
    <div role="group" aria-labelledby={titleId} className="cr-currency-select__group">
      <h3 id={titleId} className="cr-currency-select__group-title">
        {title}
      </h3>
      <ul className="cr-currency-select__list">
        {currencies.map((currency, index) => {
          const unit = money.unit(currency.code).label;
          const checked = selected === currency.code;
          return (
            <li key={currency.code}>
              <label
                className={`cr-currency-select__option${checked ? ' cr-currency-select__option--checked' : ''}`}
              >
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="radio"
                  name={name}
                  value={currency.code}
                  checked={checked}
                  onChange={() => onSelect(currency.code)}
                />
                <span className="cr-currency-select__code">{currency.code}</span>
                <span className="cr-currency-select__name">{currencyName(currency.code)}</span>
                {unit !== currency.code && (
                  <span className="cr-currency-select__unit">{t('CURRENCY_SELECT.SHOWN_IN', { unit })}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function CurrencySelect({ props, slot }: WidgetRenderProps<CurrencySelectProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const player = usePlayer();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const select = useSelectAccount();
  const submitting = useSubmitOnce();
  const push = useToastStore((s) => s.push);
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot));
  const close = useModalStore((s) => s.close);
  const [selected, setSelected] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const firstRadio = useRef<HTMLInputElement | null>(null);
  const name = useId();
  const errorId = useId();

  const leave = () => {
    close(entry?.id);
    if (entry?.params.closeTo) void navigate(entry.params.closeTo, { replace: true });
  };

  if (player.isPending) return <LoadingState />;
  if (!player.data) {
    return (
      <FormResult title={t('CURRENCY_SELECT.GUEST_TITLE')} text={t('CURRENCY_SELECT.GUEST_TEXT')}>
        <Button
          href={joinPrefix(localePrefixOf(ctx), props.loginPath)}
          size="l"
          fullWidth
          onClick={() => close(entry?.id)}
        >
          {t('CURRENCY_SELECT.LOG_IN')}
        </Button>
      </FormResult>
    );
  }
  if (accounts.isPending || currencies.isPending) return <LoadingState />;
  // The currency list answers empty only when it could not be loaded: a platform has currencies.
  if (accounts.isError || !currencies.data || currencies.data.length === 0) {
    return (
      <div className="cr-currency-select">
        <FormAlert>{t('CURRENCY_SELECT.LOAD_FAILED')}</FormAlert>
        <Button
          variant="secondary"
          fullWidth
          loading={accounts.isFetching || currencies.isFetching}
          onClick={() => {
            void accounts.refetch();
            void currencies.refetch();
          }}
        >
          {t('CURRENCY_SELECT.RETRY')}
        </Button>
      </div>
    );
  }

  const offer = props.offer;
  const openable = openableCurrencies(currencies.data, accounts.data, player.data.currency);
  const fiat = offer === 'crypto' ? [] : openable.fiat;
  const crypto = offer === 'fiat' ? [] : openable.crypto;
  if (fiat.length === 0 && crypto.length === 0) {
    return (
      <FormResult title={t('CURRENCY_SELECT.ALL_HELD_TITLE')} text={t('CURRENCY_SELECT.ALL_HELD')}>
        <Button variant="secondary" size="l" fullWidth onClick={leave}>
          {t('CURRENCY_SELECT.CLOSE')}
        </Button>
      </FormResult>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!selected) {
      setChoiceError(t('CURRENCY_SELECT.REQUIRED'));
      firstRadio.current?.focus();
      return;
    }
    const currency = selected;
    void submitting.run(async () => {
      try {
        await select.mutateAsync(currency);
        push({ kind: 'success', messageKey: 'CURRENCY_SELECT.OPENED', values: { currency } });
        leave();
      } catch (failure) {
        // The choice stays, so the player can send it again or pick another.
        setFormError(refusal(failure) ?? t('CURRENCY_SELECT.OPEN_FAILED', { currency }));
      }
    });
  };

  return (
    <form
      className="cr-currency-select cr-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting.pending || undefined}
    >
      <p className="cr-form__text">{t('CURRENCY_SELECT.INTRO')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <fieldset
        className="cr-currency-select__choices"
        aria-invalid={choiceError ? true : undefined}
        aria-describedby={choiceError ? errorId : undefined}
      >
        <legend className="cr-visually-hidden">{t('CURRENCY_SELECT.LEGEND')}</legend>
        <CurrencyGroup
          title={t('CURRENCY_SELECT.FIAT')}
          currencies={fiat}
          name={name}
          selected={selected}
          onSelect={(code) => {
            setSelected(code);
            setChoiceError(null);
          }}
          firstRef={(element) => {
            firstRadio.current = element;
          }}
        />
        <CurrencyGroup
          title={t('CURRENCY_SELECT.CRYPTO')}
          currencies={crypto}
          name={name}
          selected={selected}
          onSelect={(code) => {
            setSelected(code);
            setChoiceError(null);
          }}
          firstRef={
            fiat.length === 0
              ? (element) => {
                  firstRadio.current = element;
                }
              : undefined
          }
        />
        {choiceError && (
          <p id={errorId} className="cr-currency-select__error">
            {choiceError}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="l" fullWidth loading={submitting.pending}>
        {selected ? t('CURRENCY_SELECT.SUBMIT_CODE', { currency: selected }) : t('CURRENCY_SELECT.SUBMIT')}
      </Button>
    </form>
  );
}

function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="cr-currency-select" role="status" aria-label={t('CURRENCY_SELECT.LOADING')}>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} height={44} />
      ))}
    </div>
  );
}
