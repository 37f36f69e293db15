import { useSyncExternalStore } from 'react';
import type { Attribution, UtmMetrics } from '../rules/affiliate.ts';

export interface VisitorAttribution {
  /** The visitor's affiliate attribution once the page has resolved it; null before. */
  attribution: Attribution | null;
  /** The UTM keys of the landing page, or those kept from an earlier one. */
  utm: UtmMetrics | null;
}

// A plain store rather than zustand: zustand shared with this lazily loaded code would be split
// out of the lobby's bundle into a chunk of its own, which costs the lobby bytes.
let state: VisitorAttribution = { attribution: null, utm: null };
const listeners = new Set<() => void>();

/**
 * What this page knows of the visitor's attribution. Before consent (where the licence asks for
 * it) this is the only place it is kept: it lives as long as the page.
 */
export function visitorAttribution(): VisitorAttribution {
  return state;
}

export function setVisitorAttribution(values: Partial<VisitorAttribution>): void {
  state = { ...state, ...values };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's affiliate tag as this page resolved it (null before, or without one). */
export function useResolvedStag(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => state.attribution?.stag ?? null,
    () => null,
  );
}
