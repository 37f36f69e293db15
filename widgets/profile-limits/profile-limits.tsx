import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSignOutAndLeave } from '../../runtime/state/use-sign-out.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDateTime, useMoney } from '../../runtime/i18n/index.ts';
import {
  fieldErrorsOf,
  useDeleteLimit,
  useLimitConfirmation,
  useLimits,
  usePlayer,
  useSaveLimit,
  type LimitInput,
  type UserLimit,
  type UserLimitAccount,
} from '../../runtime/queries/index.ts';
import { presentRouteOf, splitLocalePrefix, usePagePresence } from '../../runtime/routing/index.ts';
import {
  COOLING_OFF,
  isAccountReached,
  isLockLimit,
  isLoosening,
  limitPeriodsFor,
  pendingLimitChange,
  remainingCents,
  SELF_EXCLUSION,
  SESSION,
  validation,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import {
  Badge,
  Button,
  CheckboxField,
  FormAlert,
  SelectField,
  Skeleton,
  Spinner,
  TextField,
  useSubmitOnce,
} from '../../runtime/ui/index.ts';
import {
  amountText,
  confirmationFailure,
  limitUnit,
  lockEnd,
  parseAmount,
  saveOutcome,
  sortedLimits,
  type FieldMessage,
  type LimitUnit,
  type SaveOutcome,
} from './limit-model.ts';
import type { ProfileLimitsProps } from './profile-limits.schema.ts';
import './profile-limits.css';

type FormField = 'type' | 'period' | 'amount' | 'understood';
type FieldErrors = Partial<Record<FormField, string>>;

/** Where the platform files the errors of a limit's fields (its 422 keys). */
const SERVER_FIELDS: Readonly<Record<string, FormField>> = {
  type: 'type',
  period: 'period',
  accounts: 'amount',
  'accounts.amount_cents': 'amount',
  amount_cents: 'amount',
};

const upper = (word: string) => word.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** The texts and formats every part of the tab shares. */
function useLimitTexts() {
  const { t } = useTranslation();
  const money = useMoney();
  return {
    t,
    typeName: (type: string) => t(`PROFILE_LIMITS.TYPES.${upper(type)}`, { defaultValue: type }),
    periodName: (type: string, period: string) =>
      isLockLimit(type)
        ? t(`PROFILE_LIMITS.DURATIONS.${upper(period)}`, { defaultValue: period })
        : t(`PROFILE_LIMITS.PERIODS.${upper(period)}`, { defaultValue: period }),
    unitOf: (type: string, currency: string) => limitUnit(type, currency, money.subunitsOf(currency)),
    amount: (type: string, cents: number, currency: string) =>
      type === SESSION ? t('PROFILE_LIMITS.MINUTES', { count: cents }) : money.format(cents, currency),
    message: (found: FieldMessage) => t(found.key, found.params ?? {}),
  };
}

type LimitTexts = ReturnType<typeof useLimitTexts>;

/**
 * A failed save or removal read for a form: the platform's field errors under their fields, the
 * rest above the form; a call that failed without them says so (spec §8: the form keeps its input).
 */
function readFailure(
  error: unknown,
  texts: LimitTexts,
  fallbackKey: string,
): { fields: FieldErrors; form: string[] } {
  const found = fieldErrorsOf(error, (key) => SERVER_FIELDS[key]);
  if (!found) return { fields: {}, form: [texts.t(fallbackKey)] };
  const form = found.other.map(({ key, message }) => (key === 'base' ? message : `${key}: ${message}`));
  const fields = found.fields as FieldErrors;
  return { fields, form: form.length > 0 || Object.keys(fields).length > 0 ? form : [texts.t(fallbackKey)] };
}

const noticeOf = (outcome: SaveOutcome, texts: LimitTexts) =>
  texts.t(outcome === 'applied' ? 'PROFILE_LIMITS.SAVED' : 'PROFILE_LIMITS.CONFIRMATION_SENT');

export default function ProfileLimits({ props }: WidgetRenderProps<ProfileLimitsProps>) {
  const texts = useLimitTexts();
  const { t } = texts;
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const location = useLocation();
  const player = usePlayer();
  const limits = useLimits();
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  const { path } = splitLocalePrefix(location.pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const confirmView = presentRouteOf(path, presence)?.route.params?.['view'] === 'confirm';
  const token = new URLSearchParams(location.search).get('token');
  const { types } = props;
  const currency = player.data?.currency ?? null;

  return (
    <section className="cr-profile-limits" aria-labelledby={headingId}>
      <div className="cr-profile-limits__intro">
        <h2 id={headingId} className="cr-profile-limits__title">
          {t('PROFILE_LIMITS.TITLE')}
        </h2>
        <p className="cr-profile-limits__text">{t('PROFILE_LIMITS.INTRO')}</p>
      </div>
      {confirmView && <LimitConfirmation token={token} />}
      {/* Always in the page, so that what a change did is announced when it appears. */}
      <div role="status" className="cr-profile-limits__live">
        {notice && <p className="cr-profile-limits__notice">{notice}</p>}
      </div>
      <LimitList texts={texts} limits={limits} order={types} currency={currency} onNotice={setNotice} />
      {currency && (
        <NewLimitForm
          texts={texts}
          types={types}
          currency={currency}
          existing={limits.data ?? []}
          onNotice={setNotice}
        />
      )}
    </section>
  );
}

/** The outcome of a confirmation link, confirmed once however often the page renders. */
function LimitConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const confirmation = useLimitConfirmation(token);
  const failure = !token ? 'invalid' : confirmation.isError ? confirmationFailure(confirmation.error) : null;

  if (failure) {
    return (
      <div className="cr-profile-limits__confirm cr-profile-limits__confirm--failed" role="alert">
        <p className="cr-profile-limits__confirm-title">{t('PROFILE_LIMITS.CONFIRM.NOT_CONFIRMED')}</p>
        <p>{t(`PROFILE_LIMITS.CONFIRM.${failure.toUpperCase()}`)}</p>
        {failure === 'failed' && (
          <Button
            variant="secondary"
            size="s"
            loading={confirmation.isFetching}
            onClick={() => void confirmation.refetch()}
          >
            {t('PROFILE_LIMITS.RETRY')}
          </Button>
        )}
      </div>
    );
  }
  if (confirmation.isPending) {
    return (
      <div className="cr-profile-limits__confirm" role="status">
        <Spinner size="s" />
        <p>{t('PROFILE_LIMITS.CONFIRM.CHECKING')}</p>
      </div>
    );
  }
  const removed = confirmation.data?.action === 'delete';
  return (
    <div className="cr-profile-limits__confirm cr-profile-limits__confirm--done" role="status">
      <p className="cr-profile-limits__confirm-title">{t('PROFILE_LIMITS.CONFIRM.CONFIRMED')}</p>
      <p>{removed ? t('PROFILE_LIMITS.CONFIRM.REMOVED') : t('PROFILE_LIMITS.CONFIRM.RAISED')}</p>
    </div>
  );
}

interface LimitListProps {
  texts: LimitTexts;
  limits: ReturnType<typeof useLimits>;
  order: readonly string[];
  currency: string | null;
  onNotice: (notice: string) => void;
}

/** The player's limits: loading, failed, none yet, or one card each. */
function LimitList({ texts, limits, order, currency, onNotice }: LimitListProps) {
  const { t } = texts;
  const headingId = useId();
  let body;
  if (limits.isError) {
    body = (
      <FormAlert className="cr-profile-limits__alert">
        <p>{t('PROFILE_LIMITS.LOAD_ERROR')}</p>
        <Button
          variant="secondary"
          size="s"
          loading={limits.isFetching}
          onClick={() => void limits.refetch()}
        >
          {t('PROFILE_LIMITS.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (limits.isPending) {
    body = (
      <div className="cr-profile-limits__loading" aria-busy="true">
        <span className="cr-visually-hidden">{t('PROFILE_LIMITS.LOADING')}</span>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  } else if (limits.data.length === 0) {
    body = <p className="cr-profile-limits__text">{t('PROFILE_LIMITS.EMPTY')}</p>;
  } else {
    body = (
      <ul className="cr-profile-limits__list" aria-labelledby={headingId}>
        {sortedLimits(limits.data, order).map((limit) => (
          <LimitItem key={limit.id} texts={texts} limit={limit} currency={currency} onNotice={onNotice} />
        ))}
      </ul>
    );
  }
  return (
    <div className="cr-profile-limits__block">
      <h3 id={headingId} className="cr-profile-limits__subtitle">
        {t('PROFILE_LIMITS.LIST_TITLE')}
      </h3>
      {body}
    </div>
  );
}

interface LimitItemProps {
  texts: LimitTexts;
  limit: UserLimit;
  currency: string | null;
  onNotice: (notice: string) => void;
}

/** One limit: what is used of it per currency, what waits for confirmation, and its actions. */
function LimitItem({ texts, limit, currency, onNotice }: LimitItemProps) {
  const { t } = texts;
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const remove = useDeleteLimit();
  const removal = useSubmitOnce();
  const lock = isLockLimit(limit.type);
  const pending = pendingLimitChange(limit);
  const name = `${texts.typeName(limit.type)}, ${texts.periodName(limit.type, limit.period)}`;
  const reached = limit.type === COOLING_OFF || (!lock && limit.accounts.some(isAccountReached));
  const editable = limit.accounts.find((a) => a.currency === currency) ?? limit.accounts[0];
  const end = lock ? lockEnd(limit) : null;

  const onRemove = () =>
    void removal.run(async () => {
      setFailure([]);
      try {
        await remove.mutateAsync(limit.id);
        onNotice(t('PROFILE_LIMITS.REMOVAL_SENT'));
      } catch (error) {
        const read = readFailure(error, texts, 'PROFILE_LIMITS.ERROR_REMOVE');
        setFailure([...Object.values(read.fields), ...read.form]);
      }
    });

  return (
    <li className={`cr-profile-limits__item${reached ? ' cr-profile-limits__item--reached' : ''}`}>
      <article aria-labelledby={titleId} className="cr-profile-limits__card">
        <div className="cr-profile-limits__card-head">
          <h4 id={titleId} className="cr-profile-limits__card-title">
            {texts.typeName(limit.type)}{' '}
            <span className="cr-profile-limits__period">{texts.periodName(limit.type, limit.period)}</span>
          </h4>
          {reached && <Badge tone="danger">{t('PROFILE_LIMITS.REACHED')}</Badge>}
        </div>
        {lock ? (
          <p className="cr-profile-limits__text">
            {end ? t('PROFILE_LIMITS.ACTIVE_UNTIL', { date: formatDateTime(end) }) : null}{' '}
            {t(limit.type === SELF_EXCLUSION ? 'PROFILE_LIMITS.EXCLUDED' : 'PROFILE_LIMITS.PLAY_PAUSED')}
          </p>
        ) : (
          limit.accounts.map((account) => (
            <Usage key={account.currency} texts={texts} type={limit.type} account={account} />
          ))
        )}
        {pending && limit.confirm_until && (
          <p className="cr-profile-limits__pending">
            {t(pending === 'removal' ? 'PROFILE_LIMITS.PENDING_REMOVAL' : 'PROFILE_LIMITS.PENDING_RAISE', {
              date: formatDateTime(limit.confirm_until),
            })}
          </p>
        )}
        {failure.length > 0 && (
          <FormAlert className="cr-profile-limits__alert">
            {failure.map((message, index) => (
              <p key={index}>{message}</p>
            ))}
          </FormAlert>
        )}
        {!lock && editable && editing && (
          <AmountForm
            texts={texts}
            limit={limit}
            account={editable}
            name={name}
            onDone={(outcome) => {
              setEditing(false);
              onNotice(noticeOf(outcome, texts));
            }}
            onCancel={() => setEditing(false)}
          />
        )}
        {!lock && editable && !editing && (
          <div className="cr-profile-limits__actions">
            <Button
              variant="secondary"
              size="s"
              aria-label={t('PROFILE_LIMITS.CHANGE_LABEL', { limit: name })}
              onClick={() => setEditing(true)}
            >
              {t('PROFILE_LIMITS.CHANGE')}
            </Button>
            {pending !== 'removal' && (
              <Button
                variant="ghost"
                size="s"
                loading={removal.pending}
                aria-label={t('PROFILE_LIMITS.REMOVE_LABEL', { limit: name })}
                onClick={onRemove}
              >
                {t('PROFILE_LIMITS.REMOVE')}
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** The current value of one account against its amount. */
function Usage({ texts, type, account }: { texts: LimitTexts; type: string; account: UserLimitAccount }) {
  const used = Math.abs(account.current_value_amount_cents);
  const share = account.amount_cents > 0 ? Math.min(1, used / account.amount_cents) : 1;
  const reached = isAccountReached(account);
  return (
    <div className="cr-profile-limits__usage">
      <p className="cr-profile-limits__used">
        {texts.t('PROFILE_LIMITS.USED', {
          used: texts.amount(type, used, account.currency),
          amount: texts.amount(type, account.amount_cents, account.currency),
        })}
        <span className="cr-profile-limits__left">
          {texts.t('PROFILE_LIMITS.LEFT', {
            left: texts.amount(type, remainingCents(account), account.currency),
          })}
        </span>
      </p>
      <div className="cr-profile-limits__bar" aria-hidden="true">
        <span
          className={`cr-profile-limits__fill${reached ? ' cr-profile-limits__fill--reached' : ''}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}

interface AmountFormProps {
  texts: LimitTexts;
  limit: UserLimit;
  account: UserLimitAccount;
  name: string;
  onDone: (outcome: SaveOutcome) => void;
  onCancel: () => void;
}

/** A new amount for one limit: lower applies at once, higher waits for the e-mailed link. */
function AmountForm({ texts, limit, account, name, onDone, onCancel }: AmountFormProps) {
  const { t } = texts;
  const unit = texts.unitOf(limit.type, account.currency);
  const [text, setText] = useState(() => amountText(account.amount_cents, unit));
  const [error, setError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const save = useSaveLimit();
  const submit = useSubmitOnce();
  const label = amountLabel(texts, limit.type, unit);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(text, unit, label);
    setFormErrors([]);
    if (!('cents' in parsed)) {
      setError(texts.message(parsed));
      return;
    }
    setError(undefined);
    const cents = parsed.cents;
    const input: LimitInput = {
      id: limit.id,
      type: limit.type,
      period: limit.period,
      accounts: [{ currency: account.currency, amount_cents: cents }],
    };
    void submit.run(async () => {
      try {
        const answer = await save.mutateAsync(input);
        onDone(saveOutcome(answer, isLoosening(account.amount_cents, cents)));
      } catch (failure) {
        const read = readFailure(failure, texts, 'PROFILE_LIMITS.ERROR_SAVE');
        setError(read.fields.amount);
        setFormErrors([
          ...read.form,
          ...[read.fields.type, read.fields.period].filter((m) => m !== undefined),
        ]);
      }
    });
  };

  return (
    <form
      className="cr-profile-limits__edit"
      noValidate
      aria-label={t('PROFILE_LIMITS.CHANGE_LABEL', { limit: name })}
      aria-busy={submit.pending || undefined}
      onSubmit={onSubmit}
    >
      <TextField
        label={label}
        value={text}
        inputMode={unit.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={16}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {formErrors.length > 0 && (
        <FormAlert className="cr-profile-limits__alert">
          {formErrors.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </FormAlert>
      )}
      <div className="cr-profile-limits__actions">
        <Button type="submit" size="s" loading={submit.pending}>
          {t('PROFILE_LIMITS.SAVE')}
        </Button>
        <Button variant="ghost" size="s" onClick={onCancel}>
          {t('PROFILE_LIMITS.CANCEL')}
        </Button>
      </div>
    </form>
  );
}

function amountLabel(texts: LimitTexts, type: string, unit: LimitUnit): string {
  return type === SESSION
    ? texts.t('PROFILE_LIMITS.FIELD_MINUTES')
    : texts.t('PROFILE_LIMITS.FIELD_AMOUNT', { unit: unit.label });
}

interface NewLimitFormProps {
  texts: LimitTexts;
  types: readonly string[];
  currency: string;
  existing: readonly UserLimit[];
  onNotice: (notice: string) => void;
}

/** Sets a limit: a new one, or a new amount for the same type and period (the platform updates it). */
function NewLimitForm({ texts, types, currency, existing, onNotice }: NewLimitFormProps) {
  const { t } = texts;
  const headingId = useId();
  // A lock cannot be set twice while it runs.
  const offered = types.filter((type) => !(isLockLimit(type) && existing.some((l) => l.type === type)));
  const [type, setType] = useState(offered[0] ?? '');
  const [period, setPeriod] = useState(limitPeriodsFor(type)[0] ?? '');
  const [amount, setAmount] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const save = useSaveLimit();
  const submit = useSubmitOnce();
  const signOut = useSignOutAndLeave();

  if (offered.length === 0) return null;
  const current = offered.includes(type) ? type : (offered[0] ?? '');
  const lock = isLockLimit(current);
  const unit = texts.unitOf(current, currency);
  const label = amountLabel(texts, current, unit);
  const understoodLabel = t('PROFILE_LIMITS.LOCK_CONFIRM');

  const onType = (next: string) => {
    setType(next);
    const periods = limitPeriodsFor(next);
    if (!periods.includes(period)) setPeriod(periods[0] ?? '');
    setErrors({});
    setUnderstood(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormErrors([]);
    const found: FieldErrors = {};
    let cents = 0;
    if (lock) {
      const unchecked = validation.mustBeChecked(understood, understoodLabel);
      if (unchecked) found.understood = texts.message(unchecked);
    } else {
      const parsed = parseAmount(amount, unit, label);
      if ('cents' in parsed) cents = parsed.cents;
      else found.amount = texts.message(parsed);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const input: LimitInput = lock
      ? { type: current, period }
      : { type: current, period, accounts: [{ currency, amount_cents: cents }] };
    const same = existing
      .find((l) => l.type === current && l.period === period)
      ?.accounts.find((a) => a.currency === currency);
    const loosening = same !== undefined && isLoosening(same.amount_cents, cents);
    void submit.run(async () => {
      try {
        const answer = await save.mutateAsync(input);
        if (current === SELF_EXCLUSION) {
          // The platform has ended every session of the player: the page follows.
          signOut.run();
          return;
        }
        onNotice(noticeOf(saveOutcome(answer, loosening), texts));
        setAmount('');
        setUnderstood(false);
      } catch (failure) {
        const read = readFailure(failure, texts, 'PROFILE_LIMITS.ERROR_SAVE');
        setErrors(read.fields);
        setFormErrors(read.form);
      }
    });
  };

  return (
    <form
      className="cr-profile-limits__block cr-profile-limits__form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={submit.pending || undefined}
      onSubmit={onSubmit}
    >
      <h3 id={headingId} className="cr-profile-limits__subtitle">
        {t('PROFILE_LIMITS.NEW_TITLE')}
      </h3>
      {formErrors.length > 0 && (
        <FormAlert className="cr-profile-limits__alert">
          {formErrors.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </FormAlert>
      )}
      <div className="cr-profile-limits__fields">
        <SelectField
          label={t('PROFILE_LIMITS.FIELD_TYPE')}
          value={current}
          options={offered.map((value) => ({ value, label: texts.typeName(value) }))}
          error={errors.type}
          onChange={(event) => onType(event.target.value)}
        />
        <SelectField
          label={t(lock ? 'PROFILE_LIMITS.FIELD_DURATION' : 'PROFILE_LIMITS.FIELD_PERIOD')}
          value={period}
          options={limitPeriodsFor(current).map((value) => ({
            value,
            label: texts.periodName(current, value),
          }))}
          error={errors.period}
          onChange={(event) => setPeriod(event.target.value)}
        />
        {!lock && (
          <TextField
            label={label}
            value={amount}
            inputMode={unit.decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            maxLength={16}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </div>
      {lock && (
        <>
          <p className="cr-profile-limits__warning">
            {t(
              current === SELF_EXCLUSION
                ? 'PROFILE_LIMITS.WARNING_SELFEXCLUSION'
                : 'PROFILE_LIMITS.WARNING_COOLINGOFF',
            )}
          </p>
          <CheckboxField
            label={understoodLabel}
            checked={understood}
            error={errors.understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
        </>
      )}
      <Button type="submit" loading={submit.pending || signOut.pending} className="cr-profile-limits__submit">
        {t('PROFILE_LIMITS.SUBMIT')}
      </Button>
    </form>
  );
}
