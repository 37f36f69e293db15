import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import './form.css';

/**
 * A form-level message (a server error that belongs to no field, a failed request), announced
 * as soon as it appears.
 * @example {formError && <FormAlert>{formError}</FormAlert>}
 */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `cr-form__alert ${className}` : 'cr-form__alert'} role="alert">
      {children}
    </div>
  );
}

export interface FormWaitProps {
  /** The wait as it counts down ("Try again in 42 seconds"), or null when there is none. */
  message: string | null;
  /** The same at the moment the wait began: announced once. */
  announcement: string | null;
}

/**
 * The wait of a rate-limited form: said once to assistive technology when it begins, then
 * counting down on screen in a timer that is not read out every second.
 * @example <FormWait message={wait.message} announcement={wait.announcement} />
 */
export function FormWait({ message, announcement }: FormWaitProps) {
  if (!message) return null;
  return (
    <div className="cr-form__alert">
      <span className="cr-visually-hidden" role="alert">
        {announcement}
      </span>
      <span role="timer">{message}</span>
    </div>
  );
}

export interface FormAsideProps {
  /** The question before the link ("Already have an account?"). */
  text: ReactNode;
  linkText: ReactNode;
  /** An in-app route, locale prefix included. */
  to: string;
  /** Runs before the navigation: a popup closes itself before another one opens. */
  onClick?: () => void;
}

/**
 * The line under a form that leads to the next popup.
 * @example <FormAside text={t('FORM.HAVE_ACCOUNT')} linkText={t('FORM.LOG_IN')} to={loginPath} onClick={close} />
 */
export function FormAside({ text, linkText, to, onClick }: FormAsideProps) {
  return (
    <p className="cr-form__aside">
      {text}{' '}
      <Link className="cr-form__link" to={to} onClick={onClick}>
        {linkText}
      </Link>
    </p>
  );
}

export interface FormResultProps {
  title: ReactNode;
  /** Muted text under the title. */
  text?: ReactNode;
  /** The actions under the text (continue, close, back to login). */
  children?: ReactNode;
}

/**
 * What replaces a form once it is done ("Check your mail"). The form the focus was in is gone,
 * so the title takes the focus: it is read out and Tab goes on from it.
 */
export function FormResult({ title, text, children }: FormResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="cr-form" role="status">
      <h3 ref={heading} tabIndex={-1} className="cr-form__title">
        {title}
      </h3>
      {text && <p className="cr-form__text">{text}</p>}
      {children}
    </div>
  );
}

/** What `useSubmitOnce` gives a form: the guarded runner and whether a write is in flight. */
export interface SubmitOnce {
  /** Runs `work` unless the previous run is still going; resolves when it has settled. */
  run: (work: () => Promise<void>) => Promise<void>;
  /** True while a run is in flight: the submit button's `loading` (disabled, and busy to assistive tech). */
  pending: boolean;
}

/**
 * One write at a time from a form or a button. The in-flight mark is a ref, not only state: the
 * second click of a double click can arrive before React renders the first one's busy state, and
 * must not send a second deposit, recall or registration.
 * @example const submit = useSubmitOnce(); <Button type="submit" loading={submit.pending}> with onSubmit={() => void submit.run(send)}
 */
export function useSubmitOnce(): SubmitOnce {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
