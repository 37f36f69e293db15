import { useEffect, useState } from 'react';

/**
 * Keeps a closing surface mounted for `delayMs` so it can animate out.
 * Returns whether to render it and whether it is in its closing phase.
 */
export function useDelayedUnmount(open: boolean, delayMs: number): { mounted: boolean; closing: boolean } {
  const [mounted, setMounted] = useState(open);
  // Adjusting state during render (not in an effect) avoids a frame where an opening surface
  // is missing.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), delayMs);
    return () => clearTimeout(timer);
  }, [open, mounted, delayMs]);
  return { mounted: open || mounted, closing: !open && mounted };
}
