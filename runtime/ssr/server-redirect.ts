import { createContext } from 'react';

/**
 * Where a server render found that the page redirects (server-entry.tsx provides it): the server
 * answers with an HTTP redirect instead of a page. React Router's <Navigate> does nothing in a
 * static render, and warns.
 */
export interface ServerRedirectNote {
  to?: string;
}

export const ServerRedirect = createContext<ServerRedirectNote | null>(null);
