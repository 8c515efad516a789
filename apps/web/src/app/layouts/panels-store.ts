import { create } from 'zustand';

/** Which side panel is open on small screens: the start (menu) or end (account) one. */
type Panel = 'start' | 'end' | null;

interface PanelsState {
  open: Panel;
  /** The address the open panel was opened at. */
  openedAt: string | null;
  toggle(panel: Exclude<Panel, null>): void;
  close(): void;
  /** The page changed to `pathname`: a panel opened elsewhere closes. */
  arrive(pathname: string): void;
}

export const usePanels = create<PanelsState>()((set, get) => ({
  open: null,
  openedAt: null,
  // The address bar, not the rendered route: a navigation still rendering (a redirect after
  // sign-out) has already changed it, and must not close a panel opened after it began.
  toggle: (panel) => set((s) => ({ open: s.open === panel ? null : panel, openedAt: window.location.pathname })),
  close: () => set({ open: null, openedAt: null }),
  arrive: (pathname) => {
    if (get().open && get().openedAt !== pathname) get().close();
  },
}));
