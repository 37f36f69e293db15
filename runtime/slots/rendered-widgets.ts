import { createContext } from 'react';

/**
 * Collects the widgets a server render drew (server-entry.tsx provides it): the browser loads
 * their code before it hydrates, so that no widget suspends while hydrating (see loadWidgets).
 */
export const RenderedWidgets = createContext<Set<string> | null>(null);
