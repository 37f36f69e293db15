import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { trackStep } from '../../runtime/analytics/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  errorBodyMessage,
  errorCode,
  fieldErrorsOf,
  reportServerErrors,
  useRetryWait,
  useSignIn,
  type SignInUser,
} from '../../runtime/queries/index.ts';
import { joinPrefix, safeRedirectTarget } from '../../runtime/routing/index.ts';
import { validation, type ValidationError } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Button, FormAlert, FormAside, FormWait, TextField, useSubmitOnce } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { LoginFormProps } from './login-form.schema.ts';
import './login-form.css';

type Field = 'email' | 'password' | 'otp_attempt';
type FieldErrors = Partial<Record<Field, string>>;
type Step = 'credentials' | 'code';

const FIELDS: readonly Field[] = ['email', 'password', 'otp_attempt'];

export default function LoginForm({ props }: WidgetRenderProps<LoginFormProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const wait = useRetryWait();
  const submitting = useSubmitOnce();
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === 'login'));
  const close = useModalStore((s) => s.close);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('credentials');
  const [codeHint, setCodeHint] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    otp_attempt: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    trackStep({ flow: 'login', step: 'opened', ...(step === 'code' && { twoFactor: true }) });
  }, [step]);

  useEffect(() => {
    if (step === 'code') refs.otp_attempt.current?.focus();
    // The refs object is rebuilt each render but its refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Where the guest was going: followed after sign-in, carried on to sign-up (same-origin only).
  const redirect = safeRedirectTarget(
    entry?.params.redirect ?? new URLSearchParams(location.search).get('redirect'),
    '',
  );

  const message = (error: ValidationError | null) => (error ? t(error.key, error.params ?? {}) : undefined);

  const validate = (): FieldErrors => {
    if (step === 'code') {
      return { otp_attempt: message(validation.required(code, t('LOGIN_FORM.CODE'))) };
    }
    return {
      email: message(validation.required(email, t('LOGIN_FORM.EMAIL'))) ?? message(validation.email(email)),
      password: message(validation.required(password, t('LOGIN_FORM.PASSWORD'))),
    };
  };

  const focusFirst = (found: FieldErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const finish = () => {
    close(entry?.id);
    if (redirect) void navigate(redirect, { replace: true });
    else if (entry?.params.closeTo) void navigate(entry.params.closeTo, { replace: true });
  };

  // The errors come from the HTTP error, or from the bare body that the 2FA step rethrows.
  const showServerError = (error: unknown) => {
    const found = fieldErrorsOf(error, FIELDS);
    const twoFactor = step === 'code' || undefined;
    if (!found) {
      trackStep({ flow: 'login', step: 'failed', reason: 'error', twoFactor });
      setFormError(errorBodyMessage(error) ?? t('LOGIN_FORM.ERROR_GENERIC'));
      return;
    }
    void reportServerErrors('LoginForm', found.errors);
    // The server asking for the second factor is no failure: the code step opens (tracked there).
    if (!(step === 'credentials' && found.fields.otp_attempt)) {
      trackStep({ flow: 'login', step: 'failed', reason: 'refused', twoFactor });
    }
    if (step === 'code' && errorCode(error) === 'two_factor_ended') {
      // The code step is over (too many wrong codes, or expired): back to the password, kept typed.
      setStep('credentials');
      setCode('');
      setCodeHint(null);
      setErrors({});
      setFormError(found.fields.otp_attempt ?? t('LOGIN_FORM.ERROR_GENERIC'));
      return;
    }
    const next: FieldErrors = { ...found.fields };
    const other = found.other.map((problem) => problem.message);
    if (step === 'credentials' && next.otp_attempt) {
      // The server asks for the second factor: its message explains where the code was sent.
      setStep('code');
      setCodeHint(next.otp_attempt);
      delete next.otp_attempt;
    }
    setErrors(next);
    setFormError(other.length > 0 ? other.join(' ') : null);
    focusFirst(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wait.secondsLeft > 0) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    const twoFactor = step === 'code' || undefined;
    if (FIELDS.some((field) => found[field])) {
      trackStep({ flow: 'login', step: 'failed', reason: 'invalid', twoFactor });
      focusFirst(found);
      return;
    }
    const user: SignInUser = { email: email.trim(), password };
    if (step === 'code') user.otp_attempt = code.trim();
    // One attempt at a time: Enter and a click together must not spend two of the few tries.
    void submitting.run(async () => {
      trackStep({ flow: 'login', step: 'submitted', twoFactor });
      try {
        const player = await signIn.mutateAsync(user);
        if (player) {
          trackStep({ flow: 'login', step: 'succeeded', twoFactor });
          finish();
        } else {
          trackStep({ flow: 'login', step: 'failed', reason: 'error', twoFactor });
          setFormError(t('LOGIN_FORM.ERROR_GENERIC'));
        }
      } catch (error) {
        // Too many attempts: the wait shows instead of any other message.
        if (wait.startFrom(error)) {
          trackStep({ flow: 'login', step: 'failed', reason: 'rate-limited', twoFactor });
          setFormError(null);
        } else showServerError(error);
      }
    });
  };

  const prefix = localePrefixOf(ctx);
  // Leaving for another popup route: this popup closes first so the stack holds only the new one.
  const leaveTo = (path: string, query = '') => ({
    to: joinPrefix(prefix, path) + query,
    onClick: () => close(entry?.id),
  });
  // Sign-up keeps where the guest was going (the registration form carries it on).
  const redirectQuery = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';

  return (
    <form className="cr-form" noValidate onSubmit={onSubmit} aria-busy={submitting.pending || undefined}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormWait message={wait.message} announcement={wait.announcement} />
      {step === 'credentials' ? (
        <>
          <TextField
            ref={refs.email}
            label={t('LOGIN_FORM.EMAIL')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            ref={refs.password}
            label={t('LOGIN_FORM.PASSWORD')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      ) : (
        <TextField
          ref={refs.otp_attempt}
          label={t('LOGIN_FORM.CODE')}
          name="otp_attempt"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          error={errors.otp_attempt}
          hint={codeHint ?? t('LOGIN_FORM.CODE_HINT')}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button
        type="submit"
        size="l"
        fullWidth
        loading={submitting.pending}
        aria-disabled={wait.secondsLeft > 0 || undefined}
      >
        {step === 'code' ? t('LOGIN_FORM.VERIFY') : t('LOGIN_FORM.SUBMIT')}
      </Button>
      {step === 'code' && (
        <Button
          variant="ghost"
          fullWidth
          onClick={() => {
            setStep('credentials');
            setCode('');
            setErrors({});
            setFormError(null);
          }}
        >
          {t('LOGIN_FORM.BACK')}
        </Button>
      )}
      <div className="cr-login-form__links">
        <Link className="cr-form__link" {...leaveTo(props.remindPath)}>
          {t('LOGIN_FORM.FORGOT_PASSWORD')}
        </Link>
        <FormAside
          text={t('LOGIN_FORM.NO_ACCOUNT')}
          linkText={t('LOGIN_FORM.REGISTER')}
          {...leaveTo(props.registrationPath, redirectQuery)}
        />
      </div>
    </form>
  );
}
