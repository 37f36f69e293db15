import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { ApiError, useRequestPasswordReset, validationErrors } from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { validation, type ValidationError } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/define-widget.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Button } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { TextField } from '../../runtime/ui/text-field.tsx';
import type { RemindPasswordProps } from './remind-password.schema.ts';
import './remind-password.css';

const firstMessage = (value: string[] | string | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** A message the server sent outside any field (`{ error: '...' }`), if it is readable text. */
function bodyMessage(error: unknown): string | null {
  const body = error instanceof ApiError ? error.body : null;
  const message = body && typeof body === 'object' ? (body as { error?: unknown }).error : null;
  return typeof message === 'string' && message.includes(' ') ? message : null;
}

function SentNotice({ email, loginLink }: { email: string; loginLink: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to the news so that it is read out and Tab continues from it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="cr-remind-password__result" role="status">
      <h3 ref={heading} tabIndex={-1} className="cr-remind-password__title">
        {t('REMIND_PASSWORD.SENT_TITLE')}
      </h3>
      <p className="cr-remind-password__text">{t('REMIND_PASSWORD.SENT', { email })}</p>
      {loginLink}
    </div>
  );
}

export default function RemindPassword({ props, slot }: WidgetRenderProps<RemindPasswordProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const request = useRequestPasswordReset();
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
    const fields = validationErrors(failure);
    if (!fields) {
      setFormError(bodyMessage(failure) ?? t('REMIND_PASSWORD.SEND_FAILED'));
      return;
    }
    const emailMessage = firstMessage(fields.email);
    const other = Object.entries(fields)
      .filter(([field]) => field !== 'email')
      .map(([, value]) => firstMessage(value))
      .filter((text): text is string => Boolean(text));
    setError(emailMessage);
    setFormError(other.length > 0 ? other.join(' ') : emailMessage ? null : t('REMIND_PASSWORD.SEND_FAILED'));
    if (emailMessage) input.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found =
      message(validation.required(email, t('REMIND_PASSWORD.EMAIL'))) ?? message(validation.email(email));
    setError(found);
    setFormError(null);
    if (found) {
      input.current?.focus();
      return;
    }
    const address = email.trim();
    request.mutate({ email: address }, { onSuccess: () => setSentTo(address), onError: showServerError });
  };

  const loginPath = joinPrefix(localePrefixOf(ctx), props.loginPath ?? '/login');
  // Leaving for the login popup route: this popup closes first so the stack holds only the new one.
  const loginLink = (
    <Button href={loginPath} variant="secondary" size="l" fullWidth onClick={() => close(entry?.id)}>
      {t('REMIND_PASSWORD.BACK_TO_LOGIN')}
    </Button>
  );

  return (
    <div className="cr-remind-password">
      {sentTo !== null ? (
        <SentNotice email={sentTo} loginLink={loginLink} />
      ) : (
        <form
          className="cr-remind-password__form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={request.isPending || undefined}
        >
          <p className="cr-remind-password__text">{t('REMIND_PASSWORD.INTRO')}</p>
          {formError && (
            <p className="cr-remind-password__error" role="alert">
              {formError}
            </p>
          )}
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
          <Button type="submit" size="l" fullWidth loading={request.isPending}>
            {t('REMIND_PASSWORD.SUBMIT')}
          </Button>
          <p className="cr-remind-password__aside">
            {t('REMIND_PASSWORD.REMEMBERED')}{' '}
            <Link className="cr-remind-password__link" to={loginPath} onClick={() => close(entry?.id)}>
              {t('REMIND_PASSWORD.LOG_IN')}
            </Link>
          </p>
        </form>
      )}
    </div>
  );
}
