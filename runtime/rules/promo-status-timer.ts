import { useEffect, useRef, useState } from 'react';
import {
  countdownParts,
  nextTickIn,
  promoStatus,
  type CountdownParts,
  type PromoStatus,
  type PromoTimes,
} from './promo-status.ts';

/**
 * A countdown to `target` (ms since the epoch) that ticks every second and stops at zero
 * (spec §4): its parts are zero-padded, days hidden when zero, and `done` in its last second.
 * `onEnd` is called once per target when the target is reached (also when it is already past).
 * A null target never ticks. Kept apart from promo-status.ts, whose rules are React-free.
 * @example const { parts } = useCountdown(status.target, () => refetch());
 */
export function useCountdown(target: number | null, onEnd?: () => void): CountdownParts {
  const [now, setNow] = useState(() => Date.now());
  const onEndRef = useRef(onEnd);
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (target === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (target - at <= 0) {
        if (endedFor.current !== target) {
          endedFor.current = target;
          onEndRef.current?.();
        }
        return;
      }
      // Wake when the shown second changes, so the display does not drift.
      timer = setTimeout(tick, nextTickIn(target, at) + 1);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);

  return countdownParts(target === null ? 0 : target - now);
}

/**
 * The live promo status display of an item (spec §4): its status now and the countdown to its
 * next change. When the countdown ends the status moves on (future → active → archive) and
 * `onChange` is called, so the caller can ask the platform for the item again.
 * @example const { status, parts } = useLivePromoStatus(tournament, () => void refetch());
 */
export function useLivePromoStatus(
  item: PromoTimes,
  onChange?: () => void,
): { status: PromoStatus; parts: CountdownParts } {
  const [now, setNow] = useState(() => Date.now());
  const status = promoStatus(item, now);
  const parts = useCountdown(status.target, () => {
    setNow(Date.now());
    onChange?.();
  });
  return { status, parts };
}
