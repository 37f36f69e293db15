import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Layout } from '../../schemas/layout.schema.ts';
import { presentRouteOf, popupName, type PagePresence } from '../routing/index.ts';
import { stripAnyLocalePrefix } from '../routing/locale-prefix.ts';
import { usePageHydrated } from '../slots/page-hydration.ts';
import { warmWidget } from '../slots/slot.tsx';

/**
 * The popup a site path opens (its route's modal, `/deposit` → `cashbox`), or null for a page or
 * a path that leads nowhere.
 * @example popupOfPath('/de/deposit', presence) → 'cashbox'
 */
export function popupOfPath(path: string, presence: PagePresence): string | null {
  const matched = presentRouteOf(stripAnyLocalePrefix(path) || '/', presence);
  const modal = matched?.route.modal;
  return modal ? popupName({ name: modal, params: matched.params }) : null;
}

/**
 * Once the page is live, warms its popups ahead of their opening (popup-warmer.ts, loaded then:
 * the page's start does without it): a popup's widgets load their code and start their first
 * queries (their module's `prefetch`), so that it opens with its content.
 */
export function useWarmPopups(layout: Layout | undefined, presence: PagePresence, signedIn: boolean): void {
  const queryClient = useQueryClient();
  const live = usePageHydrated();

  useEffect(() => {
    if (!layout || !live) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./popup-warmer.ts').then(
      ({ warmPopups }) => {
        if (gone) return;
        stop = warmPopups({
          signedIn,
          popupOf: (path) => popupOfPath(path, presence),
          warm: (popup) => {
            for (const entry of layout.slots[popup] ?? []) warmWidget(entry.widget, queryClient);
          },
        });
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [layout, live, presence, signedIn, queryClient]);
}
