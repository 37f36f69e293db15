import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../runtime/queries/index.ts';
import type { Wallet } from './use-wallet.ts';

/** Processing time as the payments pages say it (spec §9: instant). */
function processingLabel(value: string, instant: string): string {
  return value === 'instant' ? instant : value;
}

/** The methods of the player's currency as a radio group: logo, title, limits, fee and time. */
export function MethodPicker({
  methods,
  selected,
  onSelect,
  error,
  wallet,
  inputRef,
}: {
  methods: readonly PaymentMethod[];
  selected: string;
  onSelect: (id: string) => void;
  error: string | undefined;
  wallet: Wallet;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const range = (method: PaymentMethod) => {
    if (method.min_cents === null && method.max_cents === null) return null;
    const min = wallet.money(method.min_cents ?? 0, method.currency);
    return method.max_cents === null
      ? t('CASHBOX.METHODS.MIN_ONLY', { min })
      : t('CASHBOX.METHODS.RANGE', { min, max: wallet.money(method.max_cents, method.currency) });
  };
  return (
    <fieldset
      role="radiogroup"
      className="cr-cashbox__methods"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="cr-cashbox__label">{t('CASHBOX.METHODS.LABEL')}</legend>
      {methods.map((method, index) => {
        const checked = method.id === selected;
        const fee = Number(method.fee) === 0 ? t('CASHBOX.METHODS.FEE_FREE') : String(method.fee);
        return (
          <label
            key={method.id}
            className={`cr-cashbox__method${checked ? ' cr-cashbox__method--checked' : ''}`}
          >
            <input
              ref={checked || (!selected && index === 0) ? inputRef : undefined}
              type="radio"
              name={`${id}-method`}
              value={method.id}
              checked={checked}
              onChange={() => onSelect(method.id)}
            />
            {method.image && (
              <img className="cr-cashbox__method-logo" src={method.image} alt="" width={40} height={28} />
            )}
            <span className="cr-cashbox__method-text">
              <span className="cr-cashbox__method-title">{method.title}</span>
              <span className="cr-cashbox__muted">
                {[range(method), fee, processingLabel(method.processingTime, t('CASHBOX.METHODS.INSTANT'))]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="cr-cashbox__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
