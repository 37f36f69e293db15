import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiLabels } from './ui-labels.tsx';
import './countdown.css';

/** The parts of a remaining time, each zero-padded to two digits; `days` is null when zero. */
export interface CountdownParts {
  days: string | null;
  hours: string;
  minutes: string;
  seconds: string;
  /** Whole seconds left (rounded up, so 00:00:00 shows only at the end). */
  totalSeconds: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Splits the milliseconds left into countdown parts (spec §4 Promo status).
 * @example countdownParts(90_061_000) // { days: '01', hours: '01', minutes: '01', seconds: '01', ... }
 */
export function countdownParts(msLeft: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  return {
    days: days > 0 ? pad(days) : null,
    hours: pad(Math.floor((totalSeconds % 86_400) / 3600)),
    minutes: pad(Math.floor((totalSeconds % 3600) / 60)),
    seconds: pad(totalSeconds % 60),
    totalSeconds,
  };
}

export interface CountdownProps {
  /** The moment the countdown reaches zero. */
  to: Date | number | string;
  /** Called once when zero is reached (also when `to` is already past on mount). */
  onEnd?: () => void;
  /** Custom rendering of the parts; defaults to "01d 02h 03m 04s". */
  children?: (parts: CountdownParts) => ReactNode;
  className?: string;
}

const msUntil = (to: number) => to - Date.now();

/** A timer that ticks each second and stops at zero (spec §4). */
export function Countdown({ to, onEnd, children, className }: CountdownProps) {
  const target = new Date(to).getTime();
  const [msLeft, setMsLeft] = useState(() => msUntil(target));
  const labels = useUiLabels();
  const onEndRef = useRef(onEnd);
  // The end is signalled once per target, even when effects re-run (Strict Mode, re-mounts).
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = msUntil(target);
      setMsLeft(left);
      if (left <= 0) {
        if (endedFor.current !== target) {
          endedFor.current = target;
          onEndRef.current?.();
        }
        return;
      }
      // Wake up when the shown second changes, so the display does not drift.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  const parts = countdownParts(msLeft);
  const { units } = labels;
  return (
    <span role="timer" className={className ? `cr-countdown ${className}` : 'cr-countdown'}>
      {children
        ? children(parts)
        : [
            parts.days !== null && [parts.days, units.days],
            [parts.hours, units.hours],
            [parts.minutes, units.minutes],
            [parts.seconds, units.seconds],
          ]
            .filter((part): part is [string, string] => Array.isArray(part))
            .map(([value, unit]) => (
              <span key={unit} className="cr-countdown__part">
                {/* A server-rendered page shows the server's second; the first tick corrects it. */}
                <span className="cr-countdown__value" suppressHydrationWarning>
                  {value}
                </span>
                <span className="cr-countdown__unit">{unit}</span>
              </span>
            ))}
    </span>
  );
}
