import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (and above) the viewport a deferred widget starts to render: one screen. */
export const DEFERRED_ROOT_MARGIN = '100% 0px';

/**
 * Deferred entries still waiting. The first key press mounts them all, one per frame: keyboard
 * navigation (Tab) and find-in-page reach the whole page, not only what was scrolled past.
 */
const waiting = new Set<() => void>();
let listening = false;

function mountAllOnFirstKey(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(
    'keydown',
    () => {
      const mounts = [...waiting];
      waiting.clear();
      const next = () => {
        mounts.shift()?.();
        if (mounts.length > 0) requestAnimationFrame(next);
      };
      next();
      listening = false;
    },
    { once: true, capture: true },
  );
}

/**
 * A widget below the first view: a placeholder that keeps its room until the widget mounts,
 * when it comes within a screen of the viewport, or at the player's first key press. The first
 * view renders (and, after server rendering, hydrates) without the rest of the page: a phone
 * that never scrolls never pays for it. Once mounted, a widget stays.
 */
export function DeferredEntry({ widget, children }: { widget: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (mounted) return undefined;
    const mount = () => setMounted(true);
    waiting.add(mount);
    mountAllOnFirstKey();
    const dequeue = () => waiting.delete(mount);
    const node = placeholder.current;
    if (!node || typeof IntersectionObserver === 'undefined') return dequeue;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) mount();
      },
      { rootMargin: DEFERRED_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      dequeue();
    };
  }, [mounted]);

  if (mounted) return children;
  return <div ref={placeholder} className="cr-slot__deferred" data-widget={widget} aria-hidden="true" />;
}
