import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  fieldErrorsOf,
  reportServerErrors,
  useCountries,
  usePlayer,
  usePlayerFields,
  useUpdatePlayer,
  type Country,
  type Player,
  type PlayerUpdateResult,
  type ValidationComponent,
} from '../../runtime/queries/index.ts';
import { joinPrefix, safeRedirectTarget } from '../../runtime/routing/index.ts';
import {
  isProfileFieldRequired,
  statesOf,
  STATE_FIELD,
  validation,
  VALIDATION,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import {
  Button,
  FormAlert,
  SelectField,
  Spinner,
  TextField,
  useBlurCheck,
  type SelectOption,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import {
  fieldError,
  formFields,
  initialFormState,
  maskBirthdayInput,
  playerPatch,
  selectOptions,
  shownFieldNames,
  withValue,
  type FieldsInfo,
  type FormField,
  type FormState,
} from './form-model.ts';
import type { PersonalInfoFormProps } from './personal-info-form.schema.ts';
import './personal-info-form.css';

type FieldErrors = Partial<Record<string, string>>;
type Control = HTMLInputElement | HTMLSelectElement;

const CONTEXT_PATTERN = /^[a-z][a-z0-9_]*$/;
/** Browser autofill tokens of the player fields. */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  gender: 'sex',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
  mobile_phone: 'tel',
  nickname: 'nickname',
};
/** Contexts of the cashbox: their form is the personal-info step of a payment. */
const CASHBOX_CONTEXTS: readonly string[] = ['deposit', 'cashout'];
/** Fields given a whole row on wide screens. */
const WIDE_FIELDS: readonly string[] = ['address'];

const humanize = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/** Countries by their name in the page's language, sorted for that language. */
function countryOptions(countries: readonly Country[], locale: string): SelectOption[] {
  const names = regionNames(locale);
  const label = (country: Country) => {
    try {
      return names?.of(country.code) ?? country.name;
    } catch {
      return country.name;
    }
  };
  return countries
    .map((country) => ({ value: country.code, label: label(country) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

interface LoadedProps {
  props: PersonalInfoFormProps;
  slot: string;
  player: Player;
  info: FieldsInfo;
  countries: readonly Country[];
  onReloadCountries: () => void;
}

/** The form once the player and the field sets are known; its fields stay fixed while it is open. */
function PersonalInfoFormLoaded({ props, slot, player, info, countries, onReloadCountries }: LoadedProps) {
  const { t, i18n } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot && !m.closing));
  const close = useModalStore((s) => s.close);
  const update = useUpdatePlayer();

  const params = entry?.params ?? {};
  const paramContext = params.context;
  const context = paramContext && CONTEXT_PATTERN.test(paramContext) ? paramContext : props.context;
  const continueTo = safeRedirectTarget(params.continueTo ?? props.continueTo, '');

  const [fields] = useState<FormField[]>(() => {
    const listed = params.fields
      ?.split(',')
      .map((field) => field.trim())
      .filter(Boolean);
    const names = shownFieldNames(info, context, player, {
      fields: listed ?? props.fields,
      show: props.show,
    });
    return formFields(info, names, player);
  });
  const [form, setForm] = useState<FormState>(() => initialFormState(fields, player));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const controls = useRef(new Map<string, Control>());
  const checkOnBlur = useBlurCheck();
  const titleId = useId();

  const locale = i18n.language;
  const options = useMemo(() => countryOptions(countries, locale), [countries, locale]);
  const countryCodes = useMemo(() => countries.map((country) => country.code), [countries]);
  const stateEditable = fields.some((field) => field.name === STATE_FIELD && !field.locked);
  const values = form.values;

  const label = (name: string) =>
    t(`PERSONAL_INFO.FIELDS.${name.toUpperCase()}`, { defaultValue: humanize(name) });

  const check = (field: FormField, current = values): string | undefined => {
    const country = (current.country ?? '').trim().toUpperCase() || ctx.country;
    const error = fieldError(field, current, {
      now: Date.now(),
      // Spec §5: 21 for Estonia (where the visitor is, the licence, or the player's country), else 18.
      ageCountry: validation.ageRuleCountry({ geo: ctx.country, licence: ctx.licence, country }),
      countryCodes,
      label: label(field.name),
    });
    return error ? t(error.key, error.params ?? {}) : undefined;
  };

  const checkAll = (current = values): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of fields) found[field.name] = check(field, current);
    return found;
  };

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((field) => found[field.name]);
    if (first) controls.current.get(first.name)?.focus();
  };

  const onChange = (field: FormField, typed: string) => {
    const value = field.type === 'date' ? maskBirthdayInput(values[field.name] ?? '', typed) : typed;
    const next = withValue(form, field.name, value, stateEditable);
    setForm(next);
    // "Saved" speaks of the values as they were sent; a new change is not saved yet.
    setSaved(false);
    // A message already shown follows the typing, so it goes away as soon as the value is right;
    // the country also decides the postal code and the state.
    setErrors((shown) => {
      const updated = { ...shown };
      for (const other of fields) {
        if (shown[other.name] !== undefined) updated[other.name] = check(other, next.values);
      }
      return updated;
    });
  };

  const onBlur = (field: FormField) => {
    // An untouched empty field is not told off when the player only tabs through it.
    if ((values[field.name] ?? '') === '' && errors[field.name] === undefined) return;
    // Not under a pressed pointer: a message that moved Save would make its click miss.
    checkOnBlur(() => setErrors((shown) => ({ ...shown, [field.name]: check(field) })));
  };

  const pushToast = useToastStore((store) => store.push);

  const finish = (result?: PlayerUpdateResult) => {
    // Spec §5: a Lithuanian IBAN is taken (the player joins group 1101) and its message said.
    if (result?.notice === 'IBAN_LT') pushToast({ kind: 'info', messageKey: VALIDATION.ibanLt });
    if (entry) close(entry.id);
    if (continueTo) void navigate(joinPrefix(localePrefixOf(ctx), continueTo), { replace: true });
    else if (!entry) setSaved(true);
  };

  // The platform's names of these forms in validation reports: the cashbox step, or profile edit.
  const component: ValidationComponent = CASHBOX_CONTEXTS.includes(context) ? 'UserInfoStep' : 'ProfileEdit';

  const showServerError = (error: unknown) => {
    // The server names player fields `player.<name>`; a locked field cannot take a message.
    const nameOf = (key: string) => key.replace(/^player\./, '');
    const found = fieldErrorsOf(error, (key) =>
      fields.some((field) => field.name === nameOf(key) && !field.locked) ? nameOf(key) : undefined,
    );
    if (!found) {
      setFormErrors([t('PERSONAL_INFO.ERROR_GENERIC')]);
      return;
    }
    void reportServerErrors(component, found.errors);
    const next: FieldErrors = found.fields;
    const other = found.other.map(({ key, message }) =>
      nameOf(key) === 'base' ? message : `${label(nameOf(key))}: ${message}`,
    );
    setErrors(next);
    setFormErrors(
      other.length > 0 ? other : Object.keys(next).length > 0 ? [] : [t('PERSONAL_INFO.ERROR_GENERIC')],
    );
    focusFirst(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const found = checkAll();
    setErrors(found);
    setFormErrors([]);
    if (fields.some((field) => found[field.name])) {
      focusFirst(found);
      return;
    }
    const patch = playerPatch(fields, values, player);
    if (Object.keys(patch).length === 0) {
      finish();
      return;
    }
    // Emptied optional fields are sent as null, which the API takes to clear them.
    update.mutate(
      { context, player: patch as Partial<Player> },
      { onSuccess: finish, onError: showServerError },
    );
  };

  const intro =
    {
      deposit: t('PERSONAL_INFO.INTRO_DEPOSIT'),
      cashout: t('PERSONAL_INFO.INTRO_CASHOUT'),
      edition: t('PERSONAL_INFO.INTRO_EDITION'),
    }[context] ?? t('PERSONAL_INFO.INTRO_PROVIDER');

  const countryMissing = countries.length === 0 && fields.some((f) => f.type === 'country' && !f.locked);

  const renderField = (field: FormField) => {
    const value = values[field.name] ?? '';
    const required = isProfileFieldRequired(field.name, values);
    const fieldLabel = (
      <>
        {label(field.name)}
        {!required && !field.locked && (
          <span className="cr-personal-info-form__optional"> ({t('PERSONAL_INFO.OPTIONAL')})</span>
        )}
      </>
    );
    const common = {
      name: field.name,
      error: errors[field.name],
      autoComplete: AUTOCOMPLETE[field.name] ?? 'off',
      'aria-required': required && !field.locked ? true : undefined,
      ref: (element: Control | null) => {
        if (element) controls.current.set(field.name, element);
        else controls.current.delete(field.name);
      },
      onBlur: () => onBlur(field),
    };
    const onceSetHint = field.config?.once_set ? t('PERSONAL_INFO.ONCE_SET') : undefined;

    if (field.locked) {
      const shown =
        field.type === 'country' ? (options.find((o) => o.value === value)?.label ?? value) : value;
      return (
        <TextField {...common} label={fieldLabel} value={shown} readOnly hint={t('PERSONAL_INFO.LOCKED')} />
      );
    }

    const states = field.type === 'state' ? statesOf(values.country) : null;
    const selectOf = (list: SelectOption[], hint?: string) => (
      <SelectField
        {...common}
        label={fieldLabel}
        value={value}
        options={list}
        placeholder={t('PERSONAL_INFO.CHOOSE')}
        hint={hint}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
    if (field.type === 'country') {
      const list =
        value !== '' && !options.some((o) => o.value === value)
          ? [...options, { value, label: value }]
          : options;
      return selectOf(list, onceSetHint);
    }
    if (states) {
      const country = (values.country ?? '').toUpperCase();
      const list = states.map((code) => ({
        value: code,
        label: t(`PERSONAL_INFO.STATES.${country}.${code}`, { defaultValue: code }),
      }));
      if (value !== '' && !states.includes(value)) list.push({ value, label: value });
      const hint =
        form.autoFilledState !== null && value === form.autoFilledState
          ? t('PERSONAL_INFO.STATE_FILLED')
          : undefined;
      return selectOf(list, hint);
    }
    if (field.type === 'select') {
      const list = selectOptions(field, value).map((option) => ({
        value: option,
        label: t(`PERSONAL_INFO.OPTIONS.${field.name.toUpperCase()}.${option.toUpperCase()}`, {
          defaultValue: option,
        }),
      }));
      return selectOf(list, onceSetHint);
    }
    const date = field.type === 'date';
    const hint = date
      ? [t('PERSONAL_INFO.BIRTHDAY_HINT'), onceSetHint].filter(Boolean).join(' ')
      : onceSetHint;
    return (
      <TextField
        {...common}
        label={fieldLabel}
        value={value}
        hint={hint}
        type={field.type === 'phone' ? 'tel' : 'text'}
        inputMode={date ? 'numeric' : field.type === 'phone' ? 'tel' : undefined}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  };

  return (
    <form
      className="cr-form cr-form--wide"
      noValidate
      onSubmit={onSubmit}
      aria-busy={update.isPending || undefined}
      aria-labelledby={entry ? undefined : titleId}
    >
      {/* A popup has its own title; on a page (the profile) the form needs a heading of its own. */}
      {!entry && (
        <h2 id={titleId} className="cr-form__title">
          {t('MODALS.PERSONAL_INFO')}
        </h2>
      )}
      <p className="cr-form__text">{intro}</p>
      {formErrors.length > 0 && (
        <FormAlert className="cr-personal-info-form__alert">
          {formErrors.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </FormAlert>
      )}
      {countryMissing && (
        <FormAlert className="cr-personal-info-form__alert">
          <p>{t('PERSONAL_INFO.COUNTRIES_UNAVAILABLE')}</p>
          <Button variant="secondary" size="s" onClick={onReloadCountries}>
            {t('PERSONAL_INFO.RETRY')}
          </Button>
        </FormAlert>
      )}
      {saved && (
        <p className="cr-personal-info-form__saved" role="status">
          {t('PERSONAL_INFO.SAVED')}
        </p>
      )}
      <div className="cr-personal-info-form__fields">
        {fields.map((field) => (
          <div
            key={field.name}
            className={`cr-personal-info-form__field${WIDE_FIELDS.includes(field.name) ? ' cr-personal-info-form__field--wide' : ''}`}
          >
            {renderField(field)}
          </div>
        ))}
      </div>
      <Button type="submit" size="l" fullWidth loading={update.isPending}>
        {continueTo ? t('PERSONAL_INFO.SUBMIT_CONTINUE') : t('PERSONAL_INFO.SUBMIT')}
      </Button>
    </form>
  );
}

export default function PersonalInfoForm({ props, slot }: WidgetRenderProps<PersonalInfoFormProps>) {
  const { t } = useTranslation();
  const player = usePlayer();
  const info = usePlayerFields();
  const countries = useCountries();

  if (player.isError || info.isError) {
    return (
      <div className="cr-form cr-form--wide">
        <FormAlert className="cr-personal-info-form__alert">
          <p>{t('PERSONAL_INFO.LOAD_ERROR')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (player.isError) void player.refetch();
              if (info.isError) void info.refetch();
            }}
          >
            {t('PERSONAL_INFO.RETRY')}
          </Button>
        </FormAlert>
      </div>
    );
  }
  if (player.isPending || info.isPending || countries.isPending) {
    return (
      <div className="cr-form cr-form--wide cr-personal-info-form--loading">
        <Spinner />
      </div>
    );
  }
  // Only a signed-in player has a profile; the cashbox routes send guests to registration.
  if (!player.data) return null;
  return (
    <PersonalInfoFormLoaded
      key={player.data.id}
      props={props}
      slot={slot}
      player={player.data}
      info={info.data}
      countries={countries.data ?? []}
      onReloadCountries={() => void countries.refetch()}
    />
  );
}
