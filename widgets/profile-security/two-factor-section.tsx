import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorBodyMessage,
  errorCode,
  fieldErrorsOf,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRetryWait,
  useStartTwoFactorSetup,
  validationErrors,
  type Player,
  type TwoFactorSetup,
} from '../../runtime/queries/index.ts';
import { validation } from '../../runtime/rules/index.ts';
import { Button, FormAlert, FormWait, TextField, useSubmitOnce } from '../../runtime/ui/index.ts';
import { QrCode } from './qr-code.tsx';

/** An authenticator code: six digits (apps show them as "123 456"; the space is dropped). */
const CODE_PATTERN = /^\d{6}$/;
/** The key is shown in groups of four characters, as authenticator apps ask for it. */
const KEY_GROUP = /.{1,4}/g;
/** The answer to a confirmation of a set-up that is over (too many wrong codes, expired, none). */
const SETUP_ENDED = 'two_factor_setup_ended';

const normaliseCode = (value: string) => value.replace(/[\s-]/g, '');

interface CodeFormProps {
  /** What the field's hint says to do. */
  hint: string;
  submitText: string;
  /** Sends the code; a refusal is shown by the form. */
  send: (code: string) => Promise<unknown>;
  /** The server ended the attempt (a set-up): the section starts over. */
  onEnded?: () => void;
  /** The server refused for a state the page had not caught up with (already on or off). */
  onStale: () => void;
  children?: ReactNode;
}

/** A code of the authenticator app, checked here for its form and by the server for its value. */
function CodeForm({ hint, submitText, send, onEnded, onStale, children }: CodeFormProps) {
  const { t } = useTranslation();
  const wait = useRetryWait();
  const submitting = useSubmitOnce();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const showFailure = (failure: unknown) => {
    if (errorCode(failure) === SETUP_ENDED && onEnded) {
      onEnded();
      return;
    }
    const found = fieldErrorsOf(failure, ['otp_attempt'] as const);
    if (found?.fields.otp_attempt) {
      setError(t('PROFILE_SECURITY.CODE_WRONG'));
      input.current?.focus();
      return;
    }
    if (found && found.other.length > 0) {
      // Switched on or off meanwhile (another tab, another device): the section shows what is.
      setFormError(t('PROFILE_SECURITY.STATE_CHANGED'));
      onStale();
      return;
    }
    setFormError(errorBodyMessage(failure) ?? t('PROFILE_SECURITY.SWITCH_FAILED'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wait.secondsLeft > 0) return;
    const value = normaliseCode(code);
    const required = validation.required(value, t('PROFILE_SECURITY.CODE'));
    const problem = required
      ? t(required.key, required.params ?? {})
      : CODE_PATTERN.test(value)
        ? undefined
        : t('PROFILE_SECURITY.CODE_FORMAT');
    setError(problem);
    setFormError(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    void submitting.run(async () => {
      try {
        await send(value);
      } catch (failure) {
        if (wait.startFrom(failure)) setFormError(null);
        else showFailure(failure);
      }
    });
  };

  return (
    <form
      className="cr-form cr-profile-security__form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting.pending || undefined}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormWait message={wait.message} announcement={wait.announcement} />
      <TextField
        ref={input}
        label={t('PROFILE_SECURITY.CODE')}
        name="otp_attempt"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={error}
        hint={hint}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="cr-profile-security__actions">
        <Button type="submit" loading={submitting.pending} aria-disabled={wait.secondsLeft > 0 || undefined}>
          {submitText}
        </Button>
        {children}
      </div>
    </form>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The new secret: its QR code, the key as text to type or copy, and the first code to turn it on. */
function SetupSteps({
  setup,
  onDone,
  onCancel,
  onEnded,
  onStale,
}: {
  setup: TwoFactorSetup;
  onDone: () => void;
  onCancel: () => void;
  onEnded: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [copy, setCopy] = useState<CopyState>('idle');
  const title = useRef<HTMLParagraphElement>(null);
  // The button that opened the steps is gone: the first step takes the focus and is read out.
  useEffect(() => title.current?.focus(), []);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="cr-profile-security__setup">
      <p ref={title} tabIndex={-1} className="cr-profile-security__step">
        {t('PROFILE_SECURITY.SCAN')}
      </p>
      <QrCode
        value={setup.otpauth_uri}
        label={t('PROFILE_SECURITY.QR_LABEL')}
        unavailable={<p className="cr-form__text">{t('PROFILE_SECURITY.QR_UNAVAILABLE')}</p>}
      />
      <p className="cr-profile-security__step">{t('PROFILE_SECURITY.MANUAL')}</p>
      <div className="cr-profile-security__key">
        <code>{setup.secret.match(KEY_GROUP)?.join(' ')}</code>
        <Button variant="secondary" size="s" onClick={() => void copyKey()}>
          {t('PROFILE_SECURITY.COPY')}
        </Button>
        <span className="cr-profile-security__copied" role="status">
          {copy === 'copied'
            ? t('PROFILE_SECURITY.COPIED')
            : copy === 'failed'
              ? t('PROFILE_SECURITY.COPY_FAILED')
              : ''}
        </span>
      </div>
      <CodeForm
        hint={t('PROFILE_SECURITY.CODE_HINT')}
        submitText={t('PROFILE_SECURITY.TURN_ON')}
        send={async (code) => {
          await confirm.mutateAsync(code);
          onDone();
        }}
        onEnded={onEnded}
        onStale={onStale}
      >
        <Button variant="ghost" onClick={onCancel}>
          {t('PROFILE_SECURITY.CANCEL')}
        </Button>
      </CodeForm>
    </div>
  );
}

type Notice = 'turned-on' | 'turned-off' | 'ended' | null;

/** Two-factor sign-in: pair an authenticator app while it is off, remove it with a code while on. */
export function TwoFactorSection({ player, onStale }: { player: Player; onStale: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const setUpButton = useRef<HTMLButtonElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  const enabled = player.two_factor_enabled;

  // The form the focus was in is gone once two-factor switched or the set-up closed: the focus goes
  // to what replaced it.
  // Set by the handlers, taken once the new part is on screen.
  const [focusTarget, setFocusTarget] = useState<'done' | 'set-up' | null>(null);
  useEffect(() => {
    const target =
      focusTarget === 'done' ? doneMessage.current : focusTarget === 'set-up' ? setUpButton.current : null;
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, enabled, setup]);

  const begin = () => {
    setNotice(null);
    setStartError(null);
    start.mutate(undefined, {
      onSuccess: (answer) => setSetup(answer),
      onError: (failure) => {
        if (validationErrors(failure)) {
          // Switched on meanwhile (another tab, another device): the section shows what is.
          setStartError(t('PROFILE_SECURITY.STATE_CHANGED'));
          onStale();
        } else {
          setStartError(errorBodyMessage(failure) ?? t('PROFILE_SECURITY.SETUP_FAILED'));
        }
      },
    });
  };

  const backToStart = (next: Notice) => {
    setSetup(null);
    setNotice(next);
    // The steps are gone: the focus goes back to the button that starts them.
    setFocusTarget('set-up');
  };

  if (enabled) {
    return (
      <div className="cr-profile-security__body">
        {notice === 'turned-on' && (
          <p ref={doneMessage} tabIndex={-1} className="cr-profile-security__done" role="status">
            {t('PROFILE_SECURITY.TURNED_ON')}
          </p>
        )}
        <p className="cr-profile-security__state cr-profile-security__state--on">
          {t('PROFILE_SECURITY.TWO_FACTOR_ON')}
        </p>
        <CodeForm
          hint={t('PROFILE_SECURITY.TURN_OFF_HINT')}
          submitText={t('PROFILE_SECURITY.TURN_OFF')}
          send={async (code) => {
            await disable.mutateAsync(code);
            setNotice('turned-off');
            setFocusTarget('set-up');
          }}
          onStale={onStale}
        />
      </div>
    );
  }

  return (
    <div className="cr-profile-security__body">
      {notice === 'turned-off' && (
        <p className="cr-profile-security__done" role="status">
          {t('PROFILE_SECURITY.TURNED_OFF')}
        </p>
      )}
      {notice === 'ended' && <FormAlert>{t('PROFILE_SECURITY.SETUP_ENDED')}</FormAlert>}
      <p className="cr-profile-security__state">{t('PROFILE_SECURITY.TWO_FACTOR_OFF')}</p>
      {setup ? (
        <SetupSteps
          setup={setup}
          onDone={() => {
            setSetup(null);
            setNotice('turned-on');
            setFocusTarget('done');
          }}
          onCancel={() => backToStart(null)}
          onEnded={() => backToStart('ended')}
          onStale={onStale}
        />
      ) : (
        <>
          {startError && <FormAlert>{startError}</FormAlert>}
          <div className="cr-profile-security__actions">
            <Button ref={setUpButton} loading={start.isPending} onClick={begin}>
              {t('PROFILE_SECURITY.SET_UP')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
