import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateLimitedError } from '../api/errors.ts';

/** How often the wait shown in a form counts down. */
const TICK_MS = 1_000;
const MINUTE_S = 60;

export interface RetryWait {
  /** Whole seconds before the form may send again; 0 when it may now. */
  secondsLeft: number;
  /** "Too many attempts. Try again in 14 minutes." while there is a wait, counting down; else null. */
  message: string | null;
  /**
   * The message as it was when the wait began, while there is a wait: what a screen reader
   * announces, once (the countdown itself would be announced every second).
   */
  announcement: string | null;
  /**
   * Starts the wait a 429 asked for and answers true; any other failure changes nothing and
   * answers false (the form shows it as usual).
   */
  startFrom: (error: unknown) => boolean;
}

/**
 * The wait a rate-limited form shows: the server's Retry-After, counting down each second, as
 * minutes (rounded up) from a minute on and as seconds below. The form keeps what was typed and
 * keeps its submit disabled while `secondsLeft > 0`.
 * @example const wait = useRetryWait(); mutate(body, { onError: (e) => wait.startFrom(e) || show(e) });
 */
export function useRetryWait(): RetryWait {
  const { t } = useTranslation();
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [startSeconds, setStartSeconds] = useState(0);

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const startFrom = useCallback((error: unknown) => {
    if (!(error instanceof RateLimitedError)) return false;
    const current = Date.now();
    setNow(current);
    setUntil(current + error.retryAfterSeconds * 1_000);
    setStartSeconds(error.retryAfterSeconds);
    return true;
  }, []);

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1_000));
  const waitMessage = (seconds: number) => {
    if (seconds >= MINUTE_S)
      return t('RATE_LIMIT.TRY_AGAIN_MINUTES', { count: Math.ceil(seconds / MINUTE_S) });
    if (seconds > 0) return t('RATE_LIMIT.TRY_AGAIN_SECONDS', { count: seconds });
    return null;
  };
  const message = waitMessage(secondsLeft);
  return { secondsLeft, message, announcement: message && waitMessage(startSeconds), startFrom };
}
