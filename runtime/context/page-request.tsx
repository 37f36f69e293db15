import type { i18n as I18n } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import type { Device } from './types.ts';

/**
 * What the page knows about its own request before any browser API: the server renders the first
 * view with it (runtime/app/first-view-renderer.tsx), and the client hydrates with the same values, so
 * that both render the same markup. Without a provider (a page the client renders alone) the
 * browser's own location and media queries answer.
 */
export interface PageRequest {
  /** `https://nova.example`: for canonical and hreflang links. */
  origin: string;
  /** `nova.example`: picks the brand and mirror. */
  host: string;
  /** The device the server rendered for; the first client render uses it, then the media query. */
  device: Device;
  /** The translator, already loaded: the page renders without waiting for its messages. */
  i18n?: I18n;
}

const PageRequestContext = createContext<PageRequest | null>(null);

export function PageRequestProvider({ value, children }: { value: PageRequest; children: ReactNode }) {
  return <PageRequestContext.Provider value={value}>{children}</PageRequestContext.Provider>;
}

/** The page's request, or null when the client renders on its own. */
export function usePageRequest(): PageRequest | null {
  return useContext(PageRequestContext);
}

/** Origin and host of the page: the server's request when it rendered it, else the browser's location. */
export function usePageLocation(): { origin: string; host: string } {
  const request = useContext(PageRequestContext);
  return request ?? { origin: window.location.origin, host: window.location.host };
}
