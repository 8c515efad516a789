import { create } from 'zustand';

/** Which side panel is open on small screens: the start (menu) or end (account) one. */
type Panel = 'start' | 'end' | null;

interface PanelsState {
  open: Panel;
  toggle(panel: Exclude<Panel, null>): void;
  close(): void;
}

export const usePanels = create<PanelsState>()((set) => ({
  open: null,
  toggle: (panel) => set((s) => ({ open: s.open === panel ? null : panel })),
  close: () => set({ open: null }),
}));
