import type { HiddenGames } from '@casino/contracts';

/** The hidden lists with one game id or producer shown again, or hidden. */
export function toggled(hidden: HiddenGames, kind: 'game_ids' | 'producers', value: string): HiddenGames {
  const list = hidden[kind];
  const next = list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value].sort();
  return { ...hidden, [kind]: next };
}
