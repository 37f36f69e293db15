import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryWait } from '../queries/retry-wait.ts';
import * as validation from '../rules/validation.ts';
import type { ValidationError } from '../rules/validation.ts';
import { Button } from './button.tsx';
import { FormAlert, FormWait, useSubmitOnce } from './form.tsx';
import { TextField } from './text-field.tsx';

/** What a refused request says: under the field, and for the form as a whole. */
export interface EmailLinkFailure {
  field?: string;
  form: string | null;
}

export interface EmailLinkFormProps {
  intro: ReactNode;
  /** The field's label, also the name its "required" message gives. */
  emailLabel: string;
  submitLabel: string;
  /** The address the field shows until the player types (a signed-in player's own). */
  defaultEmail?: string;
  /** Sends the request for `email` (trimmed); rejects with the API's error. */
  send: (email: string) => Promise<unknown>;
  /** Reads a refused request other than a rate limit (spec §8), which shows its wait instead. */
  readFailure: (failure: unknown) => EmailLinkFailure;
  /** What replaces the form once the link is sent to `email`. */
  sent: (email: string) => ReactNode;
  /** Below the submit button: a way elsewhere (FormAside). */
  children?: ReactNode;
}

/**
 * A form that asks for an e-mail address and sends a link to it (a password reset, a new
 * confirmation link): checks the address, sends it once however often it is submitted, shows the
 * server's wait when there were too many requests, keeps what was typed on a failure and focuses
 * the field when its message is about it.
 * @example <EmailLinkForm intro={…} emailLabel="E-mail" submitLabel="Send" send={…} readFailure={…} sent={(email) => …} />
 */
export function EmailLinkForm({
  intro,
  emailLabel,
  submitLabel,
  defaultEmail,
  send,
  readFailure,
  sent,
  children,
}: EmailLinkFormProps) {
  const { t } = useTranslation();
  const wait = useRetryWait();
  const submitting = useSubmitOnce();
  // Null until the player types: until then the field shows the default address.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const email = typed ?? defaultEmail ?? '';

  const message = (found: ValidationError | null) => (found ? t(found.key, found.params ?? {}) : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wait.secondsLeft > 0) return;
    const found = message(validation.required(email, emailLabel)) ?? message(validation.email(email));
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
        await send(address);
        setSentTo(address);
      } catch (failure) {
        // Too many requests: the wait shows instead of any other message.
        if (wait.startFrom(failure)) {
          setFormError(null);
          return;
        }
        const read = readFailure(failure);
        setError(read.field);
        setFormError(read.form);
        if (read.field) input.current?.focus();
      }
    });
  };

  if (sentTo !== null) return sent(sentTo);

  return (
    <form className="cr-form" noValidate onSubmit={onSubmit} aria-busy={submitting.pending || undefined}>
      <p className="cr-form__text">{intro}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormWait message={wait.message} announcement={wait.announcement} />
      <TextField
        ref={input}
        label={emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button
        type="submit"
        size="l"
        fullWidth
        loading={submitting.pending}
        aria-disabled={wait.secondsLeft > 0 || undefined}
      >
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
