import { beforeEach, describe, expect, it } from 'vitest';
import { usePanels } from './panels-store';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('side panels', () => {
  beforeEach(() => usePanels.getState().close());

  it('close when the page changes under them', () => {
    at('/slots/casino');
    usePanels.getState().toggle('end');
    usePanels.getState().arrive('/slots/live-casino');
    expect(usePanels.getState().open).toBeNull();
  });

  it('stay open when the page they were opened at finishes rendering (a redirect after sign-out)', () => {
    // The guard has sent the guest to the casino: the address bar says so while the profile
    // page is still on screen, and the player opens the sign-in panel at once.
    at('/slots/casino');
    usePanels.getState().toggle('end');
    usePanels.getState().arrive('/slots/casino');
    expect(usePanels.getState().open).toBe('end');
  });

  it('toggle: a second press closes, the other panel replaces it', () => {
    usePanels.getState().toggle('start');
    usePanels.getState().toggle('end');
    expect(usePanels.getState().open).toBe('end');
    usePanels.getState().toggle('end');
    expect(usePanels.getState().open).toBeNull();
  });
});
