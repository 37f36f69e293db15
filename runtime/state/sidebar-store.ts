import { create } from 'zustand';

interface SidebarStore {
  open: boolean;
  show: () => void;
  hide: () => void;
  toggle: () => void;
}

/** Whether the mobile sidebar is open (spec §4 Sidebar). */
export const useSidebarStore = create<SidebarStore>()((set, get) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
  toggle: () => set({ open: !get().open }),
}));
