import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContext } from './types.ts';

const SiteContextReact = createContext<SiteContext | null>(null);

export function SiteContextProvider({ value, children }: { value: SiteContext; children: ReactNode }) {
  return <SiteContextReact.Provider value={value}>{children}</SiteContextReact.Provider>;
}

/** The resolved site context of this page view (brand, country, licence, locale, auth...). */
export function useSiteContext(): SiteContext {
  const value = useContext(SiteContextReact);
  if (!value) throw new Error('useSiteContext needs a SiteContextProvider above it');
  return value;
}

// What the page knows of its own request (origin, host), for widgets that build absolute links.
export { usePageLocation } from './page-request.tsx';
