import { promptInstall } from './pwa-install.ts';
import { usePwaInstall } from './use-pwa-install.ts';

export interface PwaInstallAction {
  /** False once the app runs installed (standalone display mode) or has just been installed. */
  available: boolean;
  /** The browser's own prompt when it offered one (`beforeinstallprompt`), else the instructions. */
  install: () => Promise<void>;
}

/**
 * The "install the app" entry of the sidebar and the footer: prompts where the browser allows it,
 * otherwise (iOS, or the prompt already used) shows the install instructions.
 */
export function usePwaInstallAction({
  showInstructions,
  onInstalled,
}: {
  showInstructions: () => void;
  onInstalled?: () => void;
}): PwaInstallAction {
  const { canPrompt, installed } = usePwaInstall();
  return {
    available: !installed,
    install: async () => {
      if (!canPrompt) {
        showInstructions();
        return;
      }
      const outcome = await promptInstall();
      if (outcome === 'accepted') onInstalled?.();
      else if (outcome === 'unavailable') showInstructions();
    },
  };
}
