import { create } from 'zustand';

/** The open game's session address: set when the session is created, cleared on leaving the frame. */
interface GameSessionState {
  url: string | null;
  sessionId: string | null;
  set(url: string, sessionId: string | null): void;
  clear(): void;
}

export const useGameSessionStore = create<GameSessionState>()((set) => ({
  url: null,
  sessionId: null,
  set: (url, sessionId) => set({ url, sessionId }),
  clear: () => set({ url: null, sessionId: null }),
}));
