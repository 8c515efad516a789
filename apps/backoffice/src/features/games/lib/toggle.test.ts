import { describe, expect, it } from 'vitest';
import { toggled } from './toggle';

describe('toggling what the lobby hides', () => {
  it('hides a game, shows it again, and leaves the producers as they were', () => {
    const start = { game_ids: ['b'], producers: ['studio'] };
    const hidden = toggled(start, 'game_ids', 'a');
    expect(hidden).toEqual({ game_ids: ['a', 'b'], producers: ['studio'] });
    expect(toggled(hidden, 'game_ids', 'a')).toEqual(start);
    expect(toggled(start, 'producers', 'studio')).toEqual({ game_ids: ['b'], producers: [] });
  });
});
