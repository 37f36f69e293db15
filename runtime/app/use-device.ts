import { useSyncExternalStore } from 'react';
import type { Device } from '../context/types.ts';

/** Phones and small tablets get the mobile layout (bottom bar, sidebar, full-screen popups). */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useDevice(): Device {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => 'desktop',
  );
}
