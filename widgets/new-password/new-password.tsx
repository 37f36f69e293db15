import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  errorBodyMessage,
  fieldErrorsOf,
  usePlayer,
  usePlayerFields,
  useResetPassword,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { validation, type ValidationError } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { Button, FormAlert, TextField } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { NewPasswordProps } from './new-password.schema.ts';

/** Query parameter of the reset link (`<site>/new-password?reset_password_token=...`). */
const TOKEN_PARAM = 'reset_password_token';

type Field = 'password' | 'password_confirmation';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['password', 'password_confirmation'];

export default function NewPassword({ props, slot }: WidgetRenderProps<NewPasswordProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useResetPassword();
  const player = usePlayer();
  // The server's password rule (length) when it is known; the characters rule is spec §5's.
  const passwordLength = usePlayerFields().data?.fields.find((f) => f.field === 'password')?.length;
  const push = useToastStore((s) => s.push);
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot));
  const close = useModalStore((s) => s.close);
  const token = entry?.params[TOKEN_PARAM] ?? new URLSearchParams(location.search).get(TOKEN_PARAM) ?? '';

  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);
  // Between the saved password and the player's profile: the form stays busy.
  const [finishing, setFinishing] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    password_confirmation: useRef<HTMLInputElement>(null),
  };

  const prefix = localePrefixOf(ctx);
  const remindPath = joinPrefix(prefix, props.remindPath);
  const leave = () => close(entry?.id);

  const message = (found: ValidationError | null) => (found ? t(found.key, found.params ?? {}) : undefined);

  const validate = (): FieldErrors => {
    const label = t('NEW_PASSWORD.PASSWORD');
    return {
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

  /** The server signs the player in with the new password (sandbox and platform); else: log in. */
  const finish = async () => {
    setFinishing(true);
    const { data } = await player.refetch();
    setFinishing(false);
    close(entry?.id);
    if (data) {
      push({ kind: 'success', messageKey: 'NEW_PASSWORD.CHANGED_SIGNED_IN' });
      void navigate(entry?.params.closeTo ?? joinPrefix(prefix, '/'), { replace: true });
    } else {
      push({ kind: 'success', messageKey: 'NEW_PASSWORD.CHANGED_LOG_IN' });
      void navigate(joinPrefix(prefix, props.loginPath), { replace: true });
    }
  };

  const showServerError = (failure: unknown) => {
    const found = fieldErrorsOf(failure, FIELDS);
    if (!found) {
      setFormError(errorBodyMessage(failure) ?? t('NEW_PASSWORD.SAVE_FAILED'));
      return;
    }
    const next: FieldErrors = found.fields;
    // An error on the token: the link is used or expired, and a new one is offered.
    const refused = found.other.some((problem) => problem.key === TOKEN_PARAM);
    const other = found.other
      .filter((problem) => problem.key !== TOKEN_PARAM)
      .map((problem) => problem.message);
    setTokenRefused(refused);
    setErrors(next);
    setFormError(
      other.length > 0
        ? other.join(' ')
        : refused || next.password || next.password_confirmation
          ? null
          : t('NEW_PASSWORD.SAVE_FAILED'),
    );
    focusFirst(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (FIELDS.some((field) => found[field])) {
      focusFirst(found);
      return;
    }
    setTokenRefused(false);
    reset.mutate(
      { reset_password_token: token, password, password_confirmation: confirmation },
      { onSuccess: () => void finish(), onError: showServerError },
    );
  };

  const requestNewLink = (text: string) => (
    <FormAlert>
      {text}{' '}
      <Link className="cr-form__link" to={remindPath} onClick={leave}>
        {t('NEW_PASSWORD.REQUEST_NEW_LINK')}
      </Link>
    </FormAlert>
  );

  if (!token) {
    return <div className="cr-form">{requestNewLink(t('NEW_PASSWORD.NO_TOKEN'))}</div>;
  }

  const busy = reset.isPending || finishing;
  return (
    <form className="cr-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <p className="cr-form__text">{t('NEW_PASSWORD.INTRO')}</p>
      {tokenRefused && requestNewLink(t('NEW_PASSWORD.TOKEN_INVALID'))}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        ref={refs.password}
        label={t('NEW_PASSWORD.PASSWORD')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={t('NEW_PASSWORD.PASSWORD_HINT')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        ref={refs.password_confirmation}
        label={t('NEW_PASSWORD.PASSWORD_CONFIRMATION')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        error={errors.password_confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" size="l" fullWidth loading={busy}>
        {t('NEW_PASSWORD.SUBMIT')}
      </Button>
    </form>
  );
}
