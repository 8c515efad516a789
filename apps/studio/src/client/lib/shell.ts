import { createContext, useContext } from 'react';
import type { ClientState } from './api';

/** What every game's console shows besides the game's own controls: the balance and the info panel. */
export interface Shell {
  state: ClientState;
  openInfo: () => void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the game shell');
  return shell;
}

/**
 * Inside the casino's game frame the page around the game already shows its name, real or
 * demo and the way back: the game shows no title bar of its own. Opened as the whole page (a
 * phone's full window), it has nothing around it and shows its own.
 */
export const isEmbedded = () => window.parent !== window;
