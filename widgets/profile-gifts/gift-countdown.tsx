import { useEffect, useRef, useState, type RefObject } from 'react';
import { countdownParts, useUiLabels } from '../../runtime/ui/index.ts';

/** Longest delay a browser timer takes (about 24.8 days); a later end is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether an element is on screen in a visible page. Where IntersectionObserver is missing, an
 * element counts as on screen.
 */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  const [pageVisible, setPageVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const onVisibility = () => setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView && pageVisible;
}

export interface GiftCountdownProps {
  /** The deadline (ISO date). */
  to: string;
  /** Called once when the deadline passes, seen or not (the list is read again then). */
  onEnd?: () => void;
  className?: string;
}

/**
 * The time left to a gift's deadline, counting down each second only while it is on screen: a long
 * list of gifts renders no more than the timers the player sees, and each only its own text. The
 * end is signalled by one timer whatever is visible.
 */
export function GiftCountdown({ to, onEnd, className }: GiftCountdownProps) {
  const target = Date.parse(to);
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useOnScreen(ref);
  const [now, setNow] = useState(() => Date.now());
  const { units } = useUiLabels();
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (!visible) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = target - current;
      if (left <= 0) return;
      // Wake up when the shown second changes, so the display does not drift.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [visible, target]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const left = target - Date.now();
      if (left <= 0) {
        onEndRef.current?.();
        return;
      }
      timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    };
    if (!Number.isNaN(target)) wait();
    return () => clearTimeout(timer);
  }, [target]);

  if (Number.isNaN(target)) return null;
  const parts = countdownParts(target - now);
  const shown: [string, string][] = [
    ...(parts.days !== null ? [[parts.days, units.days] as [string, string]] : []),
    [parts.hours, units.hours],
    [parts.minutes, units.minutes],
    [parts.seconds, units.seconds],
  ];
  return (
    <span ref={ref} role="timer" className={className ? `cr-countdown ${className}` : 'cr-countdown'}>
      {shown.map(([value, unit]) => (
        <span key={unit} className="cr-countdown__part">
          {/* The server's second is not the browser's: the next tick shows the browser's. */}
          <span className="cr-countdown__value" suppressHydrationWarning>
            {value}
          </span>
          <span className="cr-countdown__unit">{unit}</span>
        </span>
      ))}
    </span>
  );
}
