import { create } from 'zustand';
import { MODAL_CLOSE_DELAY_MS } from './timing.ts';

export interface ModalEntry {
  id: number;
  name: string;
  params: Record<string, string>;
  /** True during the close delay, so the modal can animate out before it is removed. */
  closing: boolean;
}

interface ModalStore {
  stack: ModalEntry[];
  open: (name: string, params?: Record<string, string>) => number;
  /** Closes the given modal (the top one by default) after the spec's 100 ms close delay. */
  close: (id?: number) => void;
  closeAll: () => void;
}

let nextId = 1;

/** The modal stack (spec §4 Modals): one entry per open modal, top last. */
export const useModalStore = create<ModalStore>()((set, get) => ({
  stack: [],
  open: (name, params = {}) => {
    const top = get().stack.at(-1);
    if (top && top.name === name && !top.closing) {
      set({ stack: [...get().stack.slice(0, -1), { ...top, params }] });
      return top.id;
    }
    const id = nextId++;
    set({ stack: [...get().stack, { id, name, params, closing: false }] });
    return id;
  },
  close: (id) => {
    const target = id ?? get().stack.at(-1)?.id;
    if (target === undefined) return;
    set({ stack: get().stack.map((m) => (m.id === target ? { ...m, closing: true } : m)) });
    setTimeout(() => set({ stack: get().stack.filter((m) => m.id !== target) }), MODAL_CLOSE_DELAY_MS);
  },
  closeAll: () => set({ stack: [] }),
}));
