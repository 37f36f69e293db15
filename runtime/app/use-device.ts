import { useSyncExternalStore } from 'react';
import type { Device } from '../context/types.ts';
import { usePageRequest } from '../context/page-request.tsx';

/** Phones and small tablets get the mobile layout (bottom bar, sidebar, full-screen popups). */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * The device of the layout. A server-rendered page hydrates with the device the server rendered
 * for (guessed from the user agent), then follows the media query.
 */
export function useDevice(): Device {
  const serverDevice = usePageRequest()?.device ?? 'desktop';
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => serverDevice,
  );
}
