import { createContext, useContext, type ReactNode } from 'react';

/**
 * Words the primitives say on their own (close buttons, carousel arrows, loading). The design
 * system knows no i18n keys: the app shell provides translated labels once through
 * `UiLabelsProvider`; these English defaults keep primitives usable in tests and galleries.
 */
export interface UiLabels {
  close: string;
  dismiss: string;
  previous: string;
  next: string;
  /** Accessible name of carousel dot n of total. */
  slide: (n: number, total: number) => string;
  loading: string;
  notifications: string;
  units: { days: string; hours: string; minutes: string; seconds: string };
}

export const DEFAULT_UI_LABELS: UiLabels = {
  close: 'Close',
  dismiss: 'Dismiss',
  previous: 'Previous',
  next: 'Next',
  slide: (n, total) => `Slide ${n} of ${total}`,
  loading: 'Loading',
  notifications: 'Notifications',
  units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
};

const UiLabelsContext = createContext<UiLabels>(DEFAULT_UI_LABELS);

export function UiLabelsProvider({ labels, children }: { labels: UiLabels; children: ReactNode }) {
  return <UiLabelsContext value={labels}>{children}</UiLabelsContext>;
}

export function useUiLabels(): UiLabels {
  return useContext(UiLabelsContext);
}
