import { create } from 'zustand';
import type { Attribution, UtmMetrics } from '../rules/affiliate.ts';

interface AttributionStore {
  /** The visitor's affiliate attribution once the page has resolved it; null before. */
  attribution: Attribution | null;
  /** The UTM keys of the landing page, or those kept from an earlier one. */
  utm: UtmMetrics | null;
  set: (values: Partial<Pick<AttributionStore, 'attribution' | 'utm'>>) => void;
}

/**
 * What this page knows of the visitor's attribution. Before consent (where the licence asks for
 * it) this is the only place it is kept: it lives as long as the page.
 */
export const useAttributionStore = create<AttributionStore>()((set) => ({
  attribution: null,
  utm: null,
  set: (values) => set(values),
}));
