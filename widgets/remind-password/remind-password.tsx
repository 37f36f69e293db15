import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  errorBodyMessage,
  fieldErrorsOf,
  useRequestPasswordReset,
  useRetryWait,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { validation, type ValidationError } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Button,
  FormAlert,
  FormAside,
  FormResult,
  FormWait,
  TextField,
  useSubmitOnce,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { RemindPasswordProps } from './remind-password.schema.ts';

export default function RemindPassword({ props, slot }: WidgetRenderProps<RemindPasswordProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const request = useRequestPasswordReset();
  const wait = useRetryWait();
  const submitting = useSubmitOnce();
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot));
  const close = useModalStore((s) => s.close);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const message = (found: ValidationError | null) => (found ? t(found.key, found.params ?? {}) : undefined);

  // Spec §8: a failed request throws the response; its field errors go next to the field.
  const showServerError = (failure: unknown) => {
    const found = fieldErrorsOf(failure, ['email']);
    if (!found) {
      setFormError(errorBodyMessage(failure) ?? t('REMIND_PASSWORD.SEND_FAILED'));
      return;
    }
    const emailMessage = found.fields.email;
    const other = found.other.map((problem) => problem.message);
    setError(emailMessage);
    setFormError(other.length > 0 ? other.join(' ') : emailMessage ? null : t('REMIND_PASSWORD.SEND_FAILED'));
    if (emailMessage) input.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wait.secondsLeft > 0) return;
    const found =
      message(validation.required(email, t('REMIND_PASSWORD.EMAIL'))) ?? message(validation.email(email));
    setError(found);
    setFormError(null);
    if (found) {
      input.current?.focus();
      return;
    }
    const address = email.trim();
    // One request at a time: Enter and a click together send one mail.
    void submitting.run(async () => {
      try {
        await request.mutateAsync({ email: address });
        setSentTo(address);
      } catch (failure) {
        // Too many requests: the wait shows instead of any other message.
        if (wait.startFrom(failure)) setFormError(null);
        else showServerError(failure);
      }
    });
  };

  const loginPath = joinPrefix(localePrefixOf(ctx), props.loginPath);
  // Leaving for the login popup route: this popup closes first so the stack holds only the new one.
  const leave = () => close(entry?.id);

  if (sentTo !== null) {
    return (
      <FormResult title={t('REMIND_PASSWORD.SENT_TITLE')} text={t('REMIND_PASSWORD.SENT', { email: sentTo })}>
        <Button href={loginPath} variant="secondary" size="l" fullWidth onClick={leave}>
          {t('REMIND_PASSWORD.BACK_TO_LOGIN')}
        </Button>
      </FormResult>
    );
  }

  return (
    <form className="cr-form" noValidate onSubmit={onSubmit} aria-busy={submitting.pending || undefined}>
      <p className="cr-form__text">{t('REMIND_PASSWORD.INTRO')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormWait message={wait.message} announcement={wait.announcement} />
      <TextField
        ref={input}
        label={t('REMIND_PASSWORD.EMAIL')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button
        type="submit"
        size="l"
        fullWidth
        loading={submitting.pending}
        aria-disabled={wait.secondsLeft > 0 || undefined}
      >
        {t('REMIND_PASSWORD.SUBMIT')}
      </Button>
      <FormAside
        text={t('REMIND_PASSWORD.REMEMBERED')}
        linkText={t('REMIND_PASSWORD.LOG_IN')}
        to={loginPath}
        onClick={leave}
      />
    </form>
  );
}
