import { useSyncExternalStore } from 'react';
import { pwaInstallState, subscribePwaInstall, type PwaInstallState } from './pwa-install.ts';

/** Whether the app can be installed now, and whether it already is; re-renders on change. */
export function usePwaInstall(): PwaInstallState {
  return useSyncExternalStore(subscribePwaInstall, pwaInstallState, pwaInstallState);
}
