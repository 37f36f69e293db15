import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorBodyMessage,
  fieldErrorsOf,
  useChangePassword,
  usePlayerFields,
  useRetryWait,
} from '../../runtime/queries/index.ts';
import { validation, type ValidationError } from '../../runtime/rules/index.ts';
import { Button, FormAlert, FormWait, TextField, useSubmitOnce } from '../../runtime/ui/index.ts';

type Field = 'current_password' | 'password' | 'password_confirmation';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['current_password', 'password', 'password_confirmation'];

/** The password change: the current password, the new one by the registration rules, repeated. */
export function PasswordSection({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const wait = useRetryWait();
  const submitting = useSubmitOnce();
  // The server's length rule when it is known; the characters rule is spec §5's (as at registration).
  const passwordLength = usePlayerFields().data?.fields.find((f) => f.field === 'password')?.length;
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const refs = {
    current_password: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
  };

  const message = (found: ValidationError | null) => (found ? t(found.key, found.params ?? {}) : undefined);

  const validate = (): FieldErrors => {
    const { current_password: current, password, password_confirmation: confirmation } = values;
    const label = t('NEW_PASSWORD.PASSWORD');
    return {
      current_password: message(validation.required(current, t('PROFILE_SECURITY.CURRENT_PASSWORD'))),
      password:
        message(validation.required(password, label)) ??
        message(validation.passwordChars(password)) ??
        (passwordLength
          ? (message(validation.minLength(password, passwordLength.minimum, label)) ??
            message(validation.maxLength(password, passwordLength.maximum, label)))
          : undefined),
      password_confirmation:
        message(validation.required(confirmation, t('NEW_PASSWORD.PASSWORD_CONFIRMATION'))) ??
        message(validation.passwordConfirm(password, confirmation)),
    };
  };

  const focusFirst = (found: FieldErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const showServerError = (failure: unknown) => {
    const found = fieldErrorsOf(failure, FIELDS);
    if (!found) {
      setFormError(errorBodyMessage(failure) ?? t('PROFILE_SECURITY.SAVE_FAILED'));
      return;
    }
    // The one refusal every player meets gets its own words; the rules' messages come as the server says them.
    const next: FieldErrors = {
      ...found.fields,
      ...(found.fields.current_password
        ? { current_password: t('PROFILE_SECURITY.CURRENT_PASSWORD_WRONG') }
        : {}),
    };
    setErrors(next);
    const other = found.other.map((problem) => problem.message);
    setFormError(
      other.length > 0
        ? other.join(' ')
        : FIELDS.some((f) => next[f])
          ? null
          : t('PROFILE_SECURITY.SAVE_FAILED'),
    );
    focusFirst(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wait.secondsLeft > 0) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    setChanged(false);
    if (FIELDS.some((field) => found[field])) {
      focusFirst(found);
      return;
    }
    void submitting.run(async () => {
      try {
        await change.mutateAsync(values);
        setValues({ current_password: '', password: '', password_confirmation: '' });
        setChanged(true);
      } catch (failure) {
        if (wait.startFrom(failure)) setFormError(null);
        else showServerError(failure);
      }
    });
  };

  const field = (name: Field) => ({
    ref: refs[name],
    name,
    type: 'password' as const,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form
      className="cr-form cr-profile-security__form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={submitting.pending || undefined}
    >
      <p className="cr-form__text">{t('PROFILE_SECURITY.PASSWORD_INTRO')}</p>
      {changed && (
        <p className="cr-profile-security__done" role="status">
          {t('PROFILE_SECURITY.PASSWORD_CHANGED')}
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormWait message={wait.message} announcement={wait.announcement} />
      <TextField
        {...field('current_password')}
        label={t('PROFILE_SECURITY.CURRENT_PASSWORD')}
        autoComplete="current-password"
      />
      <TextField
        {...field('password')}
        label={t('NEW_PASSWORD.PASSWORD')}
        autoComplete="new-password"
        hint={t('NEW_PASSWORD.PASSWORD_HINT')}
      />
      <TextField
        {...field('password_confirmation')}
        label={t('NEW_PASSWORD.PASSWORD_CONFIRMATION')}
        autoComplete="new-password"
      />
      <Button type="submit" loading={submitting.pending} aria-disabled={wait.secondsLeft > 0 || undefined}>
        {t('PROFILE_SECURITY.PASSWORD_SUBMIT')}
      </Button>
    </form>
  );
}
