import { startTransition, useEffect, useState } from 'react';
import type { Device } from '../context/types.ts';
import { usePageRequest } from '../context/page-request.tsx';

/** Phones and small tablets get the mobile layout (bottom bar, sidebar, full-screen popups). */
export const MOBILE_QUERY = '(max-width: 767px)';

function mediaDevice(): Device {
  return window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

/**
 * The device of the layout. A server-rendered page hydrates with the device the server rendered
 * for (guessed from the user agent), then follows the media query; a page the client renders on
 * its own starts from the media query.
 *
 * A change of device renders the whole page with the other layout. It is a transition, so that
 * React renders it in slices between which the page stays responsive: when the server guessed
 * wrong (an iPad sends a desktop user agent, a desktop window can be phone-narrow), the first
 * render after hydration swaps every widget, which as an urgent update was one task of over a
 * second on a throttled phone.
 */
export function useDevice(): Device {
  const serverDevice = usePageRequest()?.device;
  const [device, setDevice] = useState<Device>(() => serverDevice ?? mediaDevice());

  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const follow = () => startTransition(() => setDevice(mediaDevice()));
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  return device;
}
