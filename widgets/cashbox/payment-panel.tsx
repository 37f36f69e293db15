import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trackStep, type AnalyticsFlow } from '../../runtime/analytics/index.ts';
import {
  ApiError,
  reportServerErrors,
  useCashout,
  useClearBonusCode,
  useConfig,
  useDeposit,
  playerGroups,
  usePaymentMethods,
  usePayments,
  usePlayer,
  useSetBonusCode,
  validationErrors,
  type Payment,
  type PaymentAction,
  type PaymentMethod,
} from '../../runtime/queries/index.ts';
import { displayBalance, visiblePaymentMethods } from '../../runtime/rules/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Button,
  FormAlert,
  SelectField,
  Skeleton,
  TextField,
  useSubmitOnce,
} from '../../runtime/ui/index.ts';
import {
  amountInputText,
  parseAmount,
  quickPickAmounts,
  suggestedAmount,
  toMinorUnits,
  type CurrencyAmountRules,
} from './amounts.ts';
import { BonusCode } from './bonus-code.tsx';
import { DepositOffers } from './deposit-offers.tsx';
import { MethodPicker } from './method-picker.tsx';
import {
  checkPaymentForm,
  EMPTY_VALUES,
  firstInvalid,
  methodFields,
  normalizedExpiry,
  paymentRequest,
  splitServerErrors,
  type FormField,
  type FormValues,
  type MethodFieldSpec,
  type Problem,
} from './payment-checks.ts';
import { PaymentResult, type PaymentOutcome } from './payment-result.tsx';
import type { Wallet } from './use-wallet.ts';

export type DepositVariant = 'deposit' | 'deposit-bonus' | 'deposit-fast';

/** Spec §8: an empty method list is loaded again, at most this many times. */
export const METHODS_RELOADS = 3;

type FieldErrors = Partial<Record<FormField, string>>;

/** The last deposit made with one of these methods: the one-click deposit starts from it. */
export function lastDeposit(payments: readonly Payment[], methods: readonly PaymentMethod[]) {
  const known = (payment: Payment) =>
    payment.action === 'deposit' && methods.some((method) => method.id === payment.payment_system);
  return payments.find((payment) => known(payment) && payment.state === 'succeeded') ?? payments.find(known);
}

function initialValues(
  methods: readonly PaymentMethod[],
  action: PaymentAction,
  last: Payment | undefined,
  rules: CurrencyAmountRules | undefined,
  wallet: Wallet,
): FormValues {
  const method = methods.find((candidate) => candidate.id === last?.payment_system) ?? methods[0];
  if (!method) return EMPTY_VALUES;
  const values = { ...EMPTY_VALUES, method: method.id, network: method.networks?.[0] ?? '' };
  if (action !== 'deposit') return values;
  const fits =
    last &&
    last.amount_cents >= (method.min_cents ?? 1) &&
    (method.max_cents === null || last.amount_cents <= method.max_cents);
  const amount = fits ? last.amount_cents : suggestedAmount(rules, method, wallet.unit);
  return { ...values, amount: amountInputText(amount, wallet.unit) };
}

const FIELD_INPUT: Record<
  Exclude<MethodFieldSpec['name'], 'network'>,
  { autoComplete: string; inputMode?: 'numeric'; type?: string; maxLength?: number; placeholder?: string }
> = {
  card_number: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 7 },
  cvv: { autoComplete: 'cc-csc', inputMode: 'numeric', type: 'password', maxLength: 4 },
  holder: { autoComplete: 'cc-name' },
  address: { autoComplete: 'off' },
};

interface FormProps {
  action: PaymentAction;
  variant: DepositVariant;
  methods: PaymentMethod[];
  rules: CurrencyAmountRules | undefined;
  initial: FormValues;
  fastMethod: string | null;
  wallet: Wallet;
  blockedBins: readonly string[];
  onDashboard: () => void;
}

function PaymentForm({
  action,
  variant,
  methods,
  rules,
  initial,
  fastMethod,
  wallet,
  blockedBins,
  onDashboard,
}: FormProps) {
  const { t } = useTranslation();
  const deposit = useDeposit();
  const cashout = useCashout();
  const mutation = action === 'deposit' ? deposit : cashout;
  const setBonusCode = useSetBonusCode();
  const clearBonusCode = useClearBonusCode();
  const openModal = useModalStore((s) => s.open);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [profileErrors, setProfileErrors] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [codeBusy, setCodeBusy] = useState(false);
  const submitting = useSubmitOnce();
  const refs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  // A message for the whole form sits at its top: it takes the focus so that it scrolls into view.
  const alertRef = useRef<HTMLDivElement>(null);
  const [alertShown, setAlertShown] = useState(0);
  useEffect(() => {
    if (alertShown > 0) alertRef.current?.focus();
  }, [alertShown]);
  const bind = (field: FormField) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };
  const flow: AnalyticsFlow = action === 'deposit' ? 'deposit' : 'withdraw';
  useEffect(() => trackStep({ flow, step: 'opened' }), [flow]);

  const { unit, money } = wallet;
  const method = methods.find((candidate) => candidate.id === values.method);
  const specs = method ? methodFields(method, action) : [];
  const withdrawable = wallet.account ? displayBalance(wallet.account).real : 0;
  const typed = parseAmount(values.amount);
  const amountCents = typed === null ? null : toMinorUnits(typed, unit);
  const busy = submitting.pending || codeBusy;

  const labels: Record<FormField, string> = {
    method: t('CASHBOX.METHODS.LABEL'),
    amount: t('CASHBOX.AMOUNT.LABEL', { unit: unit.label }),
    card_number: t('CASHBOX.FIELDS.CARD_NUMBER'),
    expiry: t('CASHBOX.FIELDS.EXPIRY'),
    cvv: t('CASHBOX.FIELDS.CVV'),
    holder: t('CASHBOX.FIELDS.HOLDER'),
    network: t('CASHBOX.FIELDS.NETWORK'),
    address: t('CASHBOX.FIELDS.ADDRESS'),
    bonus_code: t('CASHBOX.BONUS_CODE.LABEL'),
  };
  const text = (problem: Problem) => t(problem.key, problem.params ?? {});

  const set = (field: FormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focus = (field: FormField | undefined) => {
    if (field) refs.current[field]?.focus();
  };

  const showServerError = (error: unknown, method: string) => {
    const refused = (error instanceof ApiError && error.status === 402) || validationErrors(error) !== null;
    trackStep({ flow, step: 'failed', reason: refused ? 'refused' : 'error', method });
    const alert = (message: string) => {
      setFormError(message);
      setAlertShown((count) => count + 1);
    };
    if (error instanceof ApiError && error.status === 402) {
      alert(t('CASHBOX.ERRORS.DECLINED'));
      return;
    }
    const split = splitServerErrors(error);
    if (!split) {
      alert(t('CASHBOX.ERRORS.GENERIC'));
      return;
    }
    void reportServerErrors('CashboxOthersForms', split.errors);
    setErrors(split.fields);
    setProfileErrors(split.profile);
    setFormError(split.other.length > 0 ? split.other.join(' ') : null);
    const field = firstInvalid(split.fields);
    if (field) focus(field);
    else setAlertShown((count) => count + 1);
  };

  /** Sets the typed bonus code on the account; an invalid one is cleared with a message (spec §5). */
  const applyCode = async (code: string): Promise<boolean> => {
    setCodeBusy(true);
    try {
      await setBonusCode.mutateAsync(code);
      setValues((current) => ({ ...current, bonus_code: '' }));
      return true;
    } catch (error) {
      if (validationErrors(error)) {
        setValues((current) => ({ ...current, bonus_code: '' }));
        setErrors((current) => ({ ...current, bonus_code: t('CASHBOX.BONUS_CODE.INVALID', { code }) }));
      } else {
        setErrors((current) => ({ ...current, bonus_code: t('CASHBOX.BONUS_CODE.FAILED') }));
      }
      focus('bonus_code');
      return false;
    } finally {
      setCodeBusy(false);
    }
  };

  const removeCode = () => {
    setCodeBusy(true);
    clearBonusCode.mutate(undefined, {
      onError: () => setErrors((current) => ({ ...current, bonus_code: t('CASHBOX.BONUS_CODE.FAILED') })),
      onSettled: () => setCodeBusy(false),
    });
  };

  /** Checks the form and sends the payment; one at a time (`submitting`), so a double click pays once. */
  const send = async () => {
    const prepared = { ...values, expiry: values.expiry.trim() && normalizedExpiry(values.expiry) };
    setValues(prepared);
    const problems = checkPaymentForm({
      values: prepared,
      method,
      action,
      unit,
      withdrawable,
      blockedBins,
      now: Date.now(),
      labels,
      money,
      locale: wallet.locale,
    });
    const found: FieldErrors = {};
    for (const [field, problem] of Object.entries(problems)) found[field as FormField] = text(problem);
    setErrors(found);
    setFormError(null);
    setProfileErrors([]);
    if (!method || Object.keys(found).length > 0) {
      trackStep({ flow, step: 'failed', reason: 'invalid', ...(method && { method: method.id }) });
      focus(firstInvalid(found));
      return;
    }
    const code = prepared.bonus_code.trim();
    if (action === 'deposit' && code && !(await applyCode(code))) {
      trackStep({ flow, step: 'failed', reason: 'invalid', method: method.id });
      return;
    }
    trackStep({ flow, step: 'submitted', method: method.id });
    try {
      // A deposit uses up the bonus code: useDeposit reads the profile again.
      const result = await mutation.mutateAsync(paymentRequest(prepared, method, action, unit));
      trackStep({ flow, step: 'succeeded', method: method.id });
      setOutcome(result);
    } catch (error) {
      showServerError(error, method.id);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeBusy) return;
    void submitting.run(send);
  };

  if (outcome) {
    return (
      <PaymentResult
        outcome={outcome}
        wallet={wallet}
        network={values.network || (method?.networks?.[0] ?? method?.title ?? '')}
        onAgain={() => {
          setOutcome(null);
          setValues((current) => ({ ...current, cvv: '' }));
        }}
        onDashboard={onDashboard}
      />
    );
  }

  const picks = action === 'deposit' && method ? quickPickAmounts(rules, method, unit) : [];
  const amountHint =
    action === 'cashout' ? t('CASHBOX.AMOUNT.AVAILABLE', { amount: money(withdrawable) }) : undefined;
  const submitLabel =
    amountCents !== null && amountCents > 0
      ? t(action === 'deposit' ? 'CASHBOX.DEPOSIT.SUBMIT' : 'CASHBOX.WITHDRAW.SUBMIT', {
          amount: money(amountCents),
        })
      : t(action === 'deposit' ? 'CASHBOX.DEPOSIT.SUBMIT_PLAIN' : 'CASHBOX.WITHDRAW.SUBMIT_PLAIN');

  return (
    <form className="cr-cashbox__form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <div ref={alertRef} tabIndex={-1} className="cr-cashbox__alerts">
        {formError && <FormAlert>{formError}</FormAlert>}
        {profileErrors.length > 0 && (
          <FormAlert className="cr-cashbox__alert">
            <p>{t('CASHBOX.ERRORS.PROFILE')}</p>
            <ul>
              {profileErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <Button size="s" variant="secondary" onClick={() => openModal('personal-info')}>
              {t('CASHBOX.ERRORS.PROFILE_ACTION')}
            </Button>
          </FormAlert>
        )}
      </div>
      {action === 'cashout' && withdrawable <= 0 && (
        <p className="cr-cashbox__muted">{t('CASHBOX.WITHDRAW.NOTHING')}</p>
      )}
      {fastMethod && (
        <p className="cr-cashbox__muted">{t('CASHBOX.DEPOSIT.FAST_HINT', { method: fastMethod })}</p>
      )}
      {variant === 'deposit-bonus' && action === 'deposit' && (
        <DepositOffers
          wallet={wallet}
          amountCents={amountCents}
          onPick={(minor) => set('amount', amountInputText(minor, unit))}
        />
      )}
      <MethodPicker
        methods={methods}
        selected={values.method}
        onSelect={(id) => {
          const next = methods.find((candidate) => candidate.id === id);
          setValues((current) => ({ ...current, method: id, network: next?.networks?.[0] ?? '' }));
          setErrors({});
        }}
        error={errors.method}
        wallet={wallet}
        inputRef={bind('method')}
      />
      <div className="cr-cashbox__amount">
        <TextField
          ref={bind('amount')}
          label={labels.amount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          error={errors.amount}
          hint={amountHint}
          onChange={(event) => set('amount', event.target.value)}
        />
        {picks.length > 0 && (
          <div className="cr-cashbox__picks" role="group" aria-label={t('CASHBOX.AMOUNT.QUICK')}>
            {picks.map((minor) => (
              <Button
                key={minor}
                size="s"
                variant={minor === amountCents ? 'primary' : 'secondary'}
                aria-pressed={minor === amountCents}
                onClick={() => set('amount', amountInputText(minor, unit))}
              >
                {money(minor)}
              </Button>
            ))}
          </div>
        )}
      </div>
      {specs.map((spec) =>
        spec.name === 'network' ? (
          spec.options.length > 0 && (
            <SelectField
              key={spec.name}
              ref={bind('network')}
              label={labels.network}
              name="network"
              value={values.network}
              options={spec.options.map((network) => ({ value: network, label: network }))}
              error={errors.network}
              onChange={(event) => set('network', event.target.value)}
            />
          )
        ) : (
          <TextField
            key={spec.name}
            ref={bind(spec.name)}
            label={labels[spec.name]}
            name={spec.name}
            {...FIELD_INPUT[spec.name]}
            spellCheck={false}
            value={values[spec.name]}
            error={errors[spec.name]}
            onChange={(event) => set(spec.name, event.target.value)}
          />
        ),
      )}
      {action === 'deposit' && (
        <BonusCode
          current={wallet.player.deposit_bonus_code}
          value={values.bonus_code}
          error={errors.bonus_code}
          busy={codeBusy}
          inputRef={bind('bonus_code')}
          onChange={(value) => set('bonus_code', value)}
          onApply={() => void applyCode(values.bonus_code.trim())}
          onRemove={removeCode}
        />
      )}
      <Button type="submit" size="l" fullWidth loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * Deposit or withdrawal: loads the methods of the player's currency (again, up to three times,
 * while the list is empty: spec §8), then shows the form.
 */
export function PaymentPanel({
  action,
  variant,
  wallet,
  blockedBins,
  onDashboard,
}: {
  action: PaymentAction;
  variant: DepositVariant;
  wallet: Wallet;
  blockedBins: readonly string[];
  onDashboard: () => void;
}) {
  const { t } = useTranslation();
  const methods = usePaymentMethods({ currency: wallet.currency, action });
  const player = usePlayer();
  const payments = usePayments();
  const config = useConfig('currency-config');
  const [reloads, setReloads] = useState(0);
  const { refetch, isFetching } = methods;
  const empty = methods.isSuccess && methods.data.length === 0;

  useEffect(() => {
    if (!empty || isFetching || reloads >= METHODS_RELOADS) return;
    setReloads((count) => count + 1);
    void refetch();
  }, [empty, isFetching, reloads, refetch]);

  const fast = variant === 'deposit-fast' && action === 'deposit';
  const waiting =
    methods.isPending ||
    config.isPending ||
    (fast && payments.isPending) ||
    (action === 'cashout' && wallet.accountsState === 'pending') ||
    (empty && (isFetching || reloads < METHODS_RELOADS));
  if (waiting) {
    return (
      <div className="cr-cashbox__form" aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {t('CASHBOX.METHODS.LOADING')}
        </span>
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={44} />
      </div>
    );
  }
  if (action === 'cashout' && wallet.accountsState === 'error') {
    // Without the balance the withdrawable amount is unknown: no form rather than a wrong limit.
    return <FormAlert>{t('CASHBOX.BALANCE.UNAVAILABLE')}</FormAlert>;
  }
  const list = visiblePaymentMethods(methods.data ?? [], player.data ? playerGroups(player.data) : []);
  if (list.length === 0) {
    return (
      <FormAlert className="cr-cashbox__alert">
        <p>{t('CASHBOX.METHODS.EMPTY', { currency: wallet.unit.label })}</p>
        <Button
          size="s"
          variant="secondary"
          onClick={() => {
            void refetch();
          }}
        >
          {t('CASHBOX.METHODS.RETRY')}
        </Button>
      </FormAlert>
    );
  }
  const rules = config.data?.default?.[wallet.currency] as CurrencyAmountRules | undefined;
  const last = fast ? lastDeposit(payments.data ?? [], list) : undefined;
  return (
    <PaymentForm
      action={action}
      variant={variant}
      methods={list}
      rules={rules}
      initial={initialValues(list, action, last, rules, wallet)}
      fastMethod={last ? (list.find((method) => method.id === last.payment_system)?.title ?? null) : null}
      wallet={wallet}
      blockedBins={blockedBins}
      onDashboard={onDashboard}
    />
  );
}
