import { create } from 'zustand';
import { TOAST_DURATION_MS } from './timing.ts';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  /** i18n key of the message (spec §8 keys such as OOPS.RESTRICTED_GEO). */
  messageKey: string;
  values?: Record<string, string | number>;
  /** Persistent toasts stay until dismissed (e.g. the restricted-geo notice). */
  persistent?: boolean;
  /** A button that goes to an in-app path (spec §8: the canceled-payment warning "with action"). */
  action?: { labelKey: string; to: string };
}

interface ToastStore {
  toasts: Toast[];
  /** Shows a toast for 10 s (spec §9); a toast with the same id replaces the old one. */
  push: (toast: Omit<Toast, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastStore>()((set, get) => ({
  toasts: [],
  push: (toast) => {
    const id = toast.id ?? `toast-${++counter}`;
    const entry: Toast = { ...toast, id };
    set({ toasts: [...get().toasts.filter((t) => t.id !== id), entry] });
    clearTimeout(timers.get(id));
    if (!toast.persistent) {
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), TOAST_DURATION_MS),
      );
    }
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ toasts: [] });
  },
}));
