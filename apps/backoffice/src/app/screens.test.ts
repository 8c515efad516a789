import type { StaffRole } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import enUS from '@/locales/en-US.json';
import { SCREENS, screen, screensFor, type ScreenName } from './screens';

const page = async () => ({ default: () => null });
const ALL: ScreenName[] = [
  'players',
  'payments',
  'payment-systems',
  'cashier-transfer',
  'agents',
  'kyc',
  'bonuses',
  'games',
  'content',
  'trading',
  'audit',
  'reports',
  'staff',
];

describe("the console's screens", () => {
  it('open for the roles of issue #25', () => {
    const opens = Object.fromEntries(ALL.map((name) => [name, screen(name, page).roles]));
    expect(opens).toEqual({
      players: ['C', 'A', 'SO', 'O'],
      payments: ['SO', 'O'],
      'payment-systems': ['SA', 'O'],
      'cashier-transfer': ['C', 'A'],
      agents: ['A', 'O'],
      kyc: ['SO', 'O'],
      bonuses: ['SO', 'O'],
      games: ['SA', 'O'],
      content: ['SA', 'O'],
      trading: ['SA', 'O'],
      audit: ['O'],
      reports: ['O'],
      staff: ['O'],
    });
  });

  it('are listed per role in the navigation order', () => {
    const all = ALL.map((name) => screen(name, page));
    const names = (role: StaffRole) => screensFor(role, all).map((entry) => entry.name);
    expect(names('C')).toEqual(['players', 'cashier-transfer']);
    expect(names('A')).toEqual(['players', 'cashier-transfer', 'agents']);
    expect(names('SA')).toEqual(['payment-systems', 'games', 'content', 'trading']);
    expect(names('O')).toEqual([
      'players',
      'payments',
      'payment-systems',
      'agents',
      'kyc',
      'bonuses',
      'games',
      'content',
      'trading',
      'audit',
      'reports',
      'staff',
    ]);
  });

  it('each have a title and a description, and only built screens are registered', () => {
    for (const name of ALL) expect(Object.keys(enUS.screens[name])).toEqual(['title', 'description']);
    expect(SCREENS.every((entry) => ALL.includes(entry.name))).toBe(true);
  });
});
