import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { trackStep } from '../../runtime/analytics/index.ts';
import { useBrand } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  errorBodyMessage,
  fieldErrorsOf,
  firstMessage,
  isEmailRejected,
  reportServerErrors,
  useCheckEmail,
  useCountries,
  useCurrencies,
  usePlayerFields,
  useRegister,
  useRetryWait,
  validationErrors,
  type EmailCheckCode,
  type FieldConfig,
} from '../../runtime/queries/index.ts';
import { joinPrefix, safeRedirectTarget } from '../../runtime/routing/index.ts';
import { ENABLED_CURRENCIES, validation, type ValidationError } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Button,
  CheckboxField,
  FormAlert,
  FormAside,
  FormWait,
  SelectField,
  Skeleton,
  TextField,
  type SelectOption,
  useBlurCheck,
  useSubmitOnce,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import {
  checkField,
  checkFields,
  defaultCurrency,
  emptyValues,
  isCheckboxField,
  isEstonianRegistration,
  REGISTRATION_FIELDS,
  registrationBody,
  registrationFieldSet,
  type CheckboxField as CheckboxName,
  type FieldErrors,
  type InputField,
  type RegistrationField,
  type RegistrationValues,
  type RuleContext,
} from './registration-fields.ts';
import { RegistrationSuccess } from './registration-success.tsx';
import type { RegistrationFormProps } from './registration-form.schema.ts';
import './registration-form.css';

/** Fields whose rules read another field: a change of the key re-checks them. */
const DEPENDENTS: Partial<Record<RegistrationField, RegistrationField[]>> = {
  password: ['password_confirmation'],
  country: ['postal_code', 'date_of_birth', 'currency'],
};

type TextFieldAttributes = {
  type?: string;
  autoComplete: string;
  inputMode?: 'email' | 'numeric' | 'tel' | 'text';
};

const TEXT_ATTRIBUTES: Partial<Record<InputField, TextFieldAttributes>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  password_confirmation: { type: 'password', autoComplete: 'new-password' },
  nickname: { autoComplete: 'nickname' },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  date_of_birth: { autoComplete: 'bday', inputMode: 'numeric' },
  mobile_phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  city: { autoComplete: 'address-level2' },
  address: { autoComplete: 'street-address' },
  postal_code: { autoComplete: 'postal-code' },
  bonus_code: { autoComplete: 'off' },
};

/** The e-mail check's code, from its answer or from its 422; undefined when the check did not run. */
function emailCheckCode(answer: unknown): EmailCheckCode | undefined {
  // The answer's body and the 422's alike carry the code as `errors.message`.
  const text: unknown = firstMessage(validationErrors(answer)?.message);
  return typeof text === 'string' ? (text as EmailCheckCode) : undefined;
}

export default function RegistrationForm({ props }: WidgetRenderProps<RegistrationFormProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const location = useLocation();
  const fieldsInfo = usePlayerFields();
  const currencies = useCurrencies();
  const countries = useCountries();
  const register = useRegister();
  const checkEmail = useCheckEmail();
  const wait = useRetryWait();
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === 'registration'));
  const close = useModalStore((s) => s.close);

  const [values, setValues] = useState<RegistrationValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [addedByServer, setAddedByServer] = useState<RegistrationField[]>([]);
  /** Where the mail went, once the server took the registration. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<RegistrationField, HTMLElement | null>>>({});
  /** E-mail → the check's code, so that a second submit of the same address is not checked again. */
  const emailChecks = useRef(new Map<string, EmailCheckCode>());
  const focusRequest = useRef<FieldErrors | null>(null);
  const checkOnBlur = useBlurCheck();
  useEffect(() => trackStep({ flow: 'sign-up', step: 'opened' }), []);
  // One registration at a time: a double click must not create two accounts.
  const submitting = useSubmitOnce();

  const prefix = localePrefixOf(ctx);
  const redirect = safeRedirectTarget(
    entry?.params.redirect ?? new URLSearchParams(location.search).get('redirect'),
    '',
  );

  const countryOptions = useMemo<SelectOption[]>(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([ctx.locale], { type: 'region' });
    } catch {
      // An engine without region names shows the API's English names.
    }
    return (countries.data ?? [])
      .map((country) => ({ value: country.code, label: names?.of(country.code) ?? country.name }))
      .sort((a, b) => a.label.localeCompare(b.label, ctx.locale));
  }, [countries.data, ctx.locale]);

  const currencyList = useMemo(
    () =>
      currencies.data && currencies.data.length > 0
        ? currencies.data
        : ENABLED_CURRENCIES.map((code) => ({ code, symbol: code, default: false })),
    [currencies.data],
  );
  const currencyOptions: SelectOption[] = currencyList.map(({ code, symbol }) => ({
    value: code,
    label: symbol && symbol !== code ? `${code} (${symbol})` : code,
  }));

  const configs = useMemo(
    () => new Map<string, FieldConfig>((fieldsInfo.data?.fields ?? []).map((f) => [f.field, f])),
    [fieldsInfo.data],
  );
  const brandCurrency = useBrand()?.defaultCurrency;
  const geoCountry = countryOptions.some((option) => option.value === ctx.country) ? ctx.country : '';

  /** What is typed, with the defaults the player has not changed (country from geo, its currency). */
  const effectiveOf = (typed: RegistrationValues): RegistrationValues => {
    const country = typed.country || geoCountry;
    const currency = typed.currency || defaultCurrency(country || ctx.country, brandCurrency, currencyList);
    return { ...typed, country, currency };
  };
  const effective = effectiveOf(values);
  const country = effective.country || ctx.country;
  const estonian = isEstonianRegistration(ctx.country, ctx.licence, country);
  const fields = registrationFieldSet({
    serverFields: fieldsInfo.data?.contexts.registration,
    extraFields: props.extraFields,
    confirmPassword: props.confirmPassword,
    estonian,
    addedByServer,
    // Without the country list there is nothing to pick from: the server takes the visitor's country.
  }).filter((field) => field !== 'country' || countryOptions.length > 0);

  const label = (field: RegistrationField): string => {
    switch (field) {
      case 'email':
        return t('REGISTRATION_FORM.EMAIL');
      case 'password':
        return t('REGISTRATION_FORM.PASSWORD');
      case 'password_confirmation':
        return t('REGISTRATION_FORM.PASSWORD_CONFIRMATION');
      case 'currency':
        return t('REGISTRATION_FORM.CURRENCY');
      case 'country':
        return t('REGISTRATION_FORM.COUNTRY');
      case 'nickname':
        return t('REGISTRATION_FORM.NICKNAME');
      case 'first_name':
        return t('REGISTRATION_FORM.FIRST_NAME');
      case 'last_name':
        return t('REGISTRATION_FORM.LAST_NAME');
      case 'date_of_birth':
        return t('REGISTRATION_FORM.DATE_OF_BIRTH');
      case 'gender':
        return t('REGISTRATION_FORM.GENDER');
      case 'mobile_phone':
        return t('REGISTRATION_FORM.MOBILE_PHONE');
      case 'city':
        return t('REGISTRATION_FORM.CITY');
      case 'address':
        return t('REGISTRATION_FORM.ADDRESS');
      case 'postal_code':
        return t('REGISTRATION_FORM.POSTAL_CODE');
      case 'bonus_code':
        return t('REGISTRATION_FORM.BONUS_CODE');
      case 'receive_promos':
        return t('REGISTRATION_FORM.RECEIVE_PROMOS');
      case 'receive_sms_promos':
        return t('REGISTRATION_FORM.RECEIVE_SMS_PROMOS');
      case 'terms_acceptance':
        return t('REGISTRATION_FORM.TERMS_NAME');
    }
  };

  const ruleContext = (typed: RegistrationValues): RuleContext => {
    const where = typed.country || ctx.country;
    return {
      configs,
      ageCountry: validation.ageRuleCountry({ geo: ctx.country, licence: ctx.licence, country: where }),
      postalCountry: where,
      now: Date.now(),
      label,
    };
  };

  const message = (error: ValidationError): string => t(error.key, error.params ?? {});

  const emailRejectionMessage = (code: EmailCheckCode): string => {
    switch (code) {
      case 'IBIZA::INVALID::BLACKLISTED':
        return t('REGISTRATION_FORM.ERRORS.EMAIL_BLACKLISTED');
      case 'IBIZA::INVALID::INVALID_DOMAIN':
        return t('REGISTRATION_FORM.ERRORS.EMAIL_INVALID_DOMAIN');
      default:
        return t('REGISTRATION_FORM.ERRORS.EMAIL_REJECTED');
    }
  };

  /** Asks for the first field with a message to take focus once this update has rendered. */
  const focusFirst = (found: FieldErrors) => {
    focusRequest.current = found;
  };
  useEffect(() => {
    const found = focusRequest.current;
    if (!found) return;
    focusRequest.current = null;
    // Form order; a field a server error added has mounted by now.
    const first = REGISTRATION_FIELDS.find((field) => found[field] && inputs.current[field]);
    if (first) inputs.current[first]?.focus();
  });

  /** Re-checks fields after a change or blur; a field passing its rules loses its message. */
  const recheck = (typed: RegistrationValues, names: readonly RegistrationField[]) => {
    const full = effectiveOf(typed);
    const rules = ruleContext(full);
    setErrors((previous) => {
      const next = { ...previous };
      for (const name of names) {
        const error = fields.includes(name) ? checkField(name, full, rules) : null;
        if (error) next[name] = message(error);
        else delete next[name];
      }
      return next;
    });
  };

  const update = <F extends RegistrationField>(field: F, value: RegistrationValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // While typing, only messages already shown are re-checked: a fix clears them at once.
    const shown = [field, ...(DEPENDENTS[field] ?? [])].filter((name) => errors[name] !== undefined);
    if (shown.length > 0) recheck(next, shown);
  };

  const onBlur = (field: RegistrationField) => {
    const value = values[field];
    // Leaving an untouched empty field says nothing yet; submit will.
    if (errors[field] === undefined && (typeof value !== 'string' || value === '')) return;
    // Not under a pressed pointer: a message that moved the submit would make its click miss.
    checkOnBlur(() => recheck(values, [field]));
  };

  /** The e-mail check (spec §5: it precedes registration); null when the address may register. */
  const emailRejection = async (email: string): Promise<string | null> => {
    let code = emailChecks.current.get(email);
    if (code === undefined) {
      try {
        code = emailCheckCode(await checkEmail.mutateAsync(email));
      } catch (error) {
        code = emailCheckCode(error);
      }
      // A check that could not run does not block: the registration call validates the address too.
      if (code === undefined) return null;
      emailChecks.current.set(email, code);
    }
    return isEmailRejected(code) ? emailRejectionMessage(code) : null;
  };

  const showServerError = (error: unknown) => {
    const found = fieldErrorsOf(error, REGISTRATION_FIELDS);
    trackStep({ flow: 'sign-up', step: 'failed', reason: found ? 'refused' : 'error' });
    if (!found) {
      setFormError(errorBodyMessage(error) ?? t('REGISTRATION_FORM.ERROR_GENERIC'));
      return;
    }
    void reportServerErrors('RegistrationForm', found.errors);
    const next: FieldErrors = found.fields;
    const other = found.other.map((problem) =>
      t('REGISTRATION_FORM.SERVER_FIELD_ERROR', { field: problem.key, message: problem.message }),
    );
    // The server wants a field the form did not ask for: it is added so the player can fill it.
    const added = (Object.keys(next) as RegistrationField[]).filter((field) => !fields.includes(field));
    if (added.length > 0) setAddedByServer((previous) => [...previous, ...added]);
    setErrors(next);
    setFormError(
      other.length > 0 || Object.keys(next).length === 0
        ? other.join(' ') || t('REGISTRATION_FORM.ERROR_GENERIC')
        : null,
    );
    focusFirst(next);
  };

  const busy = submitting.pending;

  const send = async () => {
    const found = checkFields(fields, effective, ruleContext(effective));
    const shown: FieldErrors = {};
    for (const [field, error] of Object.entries(found)) shown[field as RegistrationField] = message(error);
    setErrors(shown);
    setFormError(null);
    if (Object.keys(shown).length > 0) {
      trackStep({ flow: 'sign-up', step: 'failed', reason: 'invalid' });
      focusFirst(shown);
      return;
    }
    trackStep({ flow: 'sign-up', step: 'submitted' });
    const rejection = await emailRejection(effective.email.trim());
    if (rejection) {
      trackStep({ flow: 'sign-up', step: 'failed', reason: 'refused' });
      const found = { email: rejection };
      setErrors(found);
      focusFirst(found);
      return;
    }
    try {
      await register.mutateAsync(registrationBody(fields, effective, ctx.locale));
      trackStep({ flow: 'sign-up', step: 'succeeded' });
      // Nobody is signed in yet: the mailed link confirms the address and signs the player in.
      setSentTo(effective.email.trim());
    } catch (error) {
      // Too many attempts: the wait shows instead of any other message.
      if (wait.startFrom(error)) {
        trackStep({ flow: 'sign-up', step: 'failed', reason: 'rate-limited' });
        setFormError(null);
      } else showServerError(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wait.secondsLeft > 0) return;
    void submitting.run(send);
  };

  if (sentTo !== null) return <RegistrationSuccess email={sentTo} onClose={() => close(entry?.id)} />;

  if (fieldsInfo.isPending || currencies.isPending || countries.isPending) {
    return (
      <div className="cr-form" aria-busy="true">
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} height={44} />
        ))}
      </div>
    );
  }

  const fieldProps = (field: RegistrationField) => ({
    ref: (element: HTMLElement | null) => {
      inputs.current[field] = element;
    },
    name: field,
    error: errors[field],
    onBlur: () => onBlur(field),
  });

  const minimumAge = validation.minimumAgeFor(
    validation.ageRuleCountry({ geo: ctx.country, licence: ctx.licence, country }),
  );
  const termsHref = joinPrefix(prefix, props.termsPath);

  const checkboxLabel = (field: CheckboxName): ReactNode =>
    field === 'terms_acceptance' ? (
      <Trans
        i18nKey="REGISTRATION_FORM.TERMS"
        values={{ age: minimumAge }}
        components={{
          // Opens beside the form, so that nothing typed is lost. (Not `link`: the HTML parser
          // of Trans knows <link> as an empty element and would drop the link's text.)
          terms: <a className="cr-form__link" href={termsHref} target="_blank" rel="noopener noreferrer" />,
        }}
      />
    ) : (
      label(field)
    );

  const renderField = (field: RegistrationField): ReactNode => {
    if (isCheckboxField(field)) {
      return (
        <CheckboxField
          key={field}
          {...fieldProps(field)}
          label={checkboxLabel(field)}
          checked={values[field]}
          onChange={(event) => update(field, event.target.checked)}
        />
      );
    }
    if (field === 'currency' || field === 'country' || field === 'gender') {
      const options: SelectOption[] =
        field === 'currency'
          ? currencyOptions
          : field === 'country'
            ? countryOptions
            : (configs.get('gender')?.inclusion?.in ?? ['m', 'f']).map((value) => ({
                value,
                label:
                  value === 'm'
                    ? t('REGISTRATION_FORM.GENDER_MALE')
                    : value === 'f'
                      ? t('REGISTRATION_FORM.GENDER_FEMALE')
                      : value,
              }));
      return (
        <SelectField
          key={field}
          {...fieldProps(field)}
          label={label(field)}
          options={options}
          placeholder={effective[field] === '' ? t('REGISTRATION_FORM.CHOOSE') : undefined}
          value={effective[field]}
          onChange={(event) => update(field, event.target.value)}
        />
      );
    }
    const minPassword = configs.get('password')?.length?.minimum;
    const hint =
      field === 'date_of_birth'
        ? t('REGISTRATION_FORM.DATE_OF_BIRTH_HINT')
        : field === 'password' && minPassword
          ? t('REGISTRATION_FORM.PASSWORD_HINT', { min: minPassword })
          : undefined;
    return (
      <TextField
        key={field}
        {...fieldProps(field)}
        {...TEXT_ATTRIBUTES[field]}
        label={label(field)}
        hint={hint}
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
      />
    );
  };

  const loginHref = `${joinPrefix(prefix, props.loginPath)}${
    redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''
  }`;

  return (
    <form className="cr-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormWait message={wait.message} announcement={wait.announcement} />
      {fields.map(renderField)}
      <Button
        type="submit"
        size="l"
        fullWidth
        loading={busy}
        aria-disabled={wait.secondsLeft > 0 || undefined}
      >
        {t('REGISTRATION_FORM.SUBMIT')}
      </Button>
      <FormAside
        text={t('REGISTRATION_FORM.HAVE_ACCOUNT')}
        linkText={t('REGISTRATION_FORM.LOGIN')}
        to={loginHref}
        onClick={() => close(entry?.id)}
      />
    </form>
  );
}
