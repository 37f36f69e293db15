import { useEffect, useState } from 'react';
import { POPUP_RESIZE_DEBOUNCE_MS } from './constants.ts';

export interface ViewportSize {
  width: number;
  height: number;
}

const measure = (): ViewportSize =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/**
 * The viewport size for popups that place themselves, updated once the resizing has paused
 * for 150 ms (spec §9) rather than on every resize event.
 */
export function useViewportSize(): ViewportSize {
  const [size, setSize] = useState(measure);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(measure()), POPUP_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
