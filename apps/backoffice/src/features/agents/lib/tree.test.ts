import type { AgentSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { asTree } from './tree';

const agent = (id: number, parent_id: number | null): AgentSummary => ({
  id,
  username: `a${id}`,
  email: `a${id}@example.com`,
  parent_id,
  parent_username: null,
  currency: 'EUR',
  balance: 0,
  players: 0,
  commission_rate: 0,
  is_banned: false,
  created_at: '2026-01-01T00:00:00Z',
});

const shape = (rows: ReturnType<typeof asTree>) => rows.map(({ agent: a, depth }) => [a.id, depth]);

describe('the agents as a tree', () => {
  it("puts each sub-agent under its parent, below the calling agent's direct ones", () => {
    const list = [agent(2, 1), agent(3, 2), agent(4, 1), agent(5, 3)];
    expect(shape(asTree(list, 1))).toEqual([
      [2, 0],
      [3, 1],
      [5, 2],
      [4, 0],
    ]);
  });

  it("starts the owner's tree at the agents whose parent is not listed", () => {
    const list = [agent(10, null), agent(11, 10), agent(12, 99)];
    expect(shape(asTree(list, null))).toEqual([
      [10, 0],
      [11, 1],
      [12, 0],
    ]);
  });
});
