import type { ClientState } from '../lib/api';

/** What the shell (app.tsx) gives the game it shows. */
export interface GameProps {
  state: ClientState;
  /** Called with the balance after a round (the platform's answer). */
  onBalance: (balance: number | null) => void;
  onError: (code: string) => void;
}
