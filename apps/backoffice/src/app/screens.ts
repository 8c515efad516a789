import type { StaffRole } from '@casino/contracts';
import type { IconProps } from '@casino/ui/icons';
import type { ComponentType } from 'react';
import {
  AuditIcon,
  BallIcon,
  ChartIcon,
  ContentIcon,
  DiceIcon,
  DocumentCheckIcon,
  GiftIcon,
  NetworkIcon,
  PaymentsIcon,
  PlayersIcon,
  ShieldIcon,
  SlidersIcon,
  TransferIcon,
} from '@/components/icons';

/** Every screen the console is to have, and the roles that may open it (docs/permissions.md). */
const CATALOGUE = {
  players: { roles: ['C', 'A', 'SO', 'O'], icon: PlayersIcon },
  payments: { roles: ['SO', 'O'], icon: PaymentsIcon },
  'payment-systems': { roles: ['SA', 'O'], icon: SlidersIcon },
  'cashier-transfer': { roles: ['C', 'A'], icon: TransferIcon },
  agents: { roles: ['A', 'O'], icon: NetworkIcon },
  kyc: { roles: ['SO', 'O'], icon: DocumentCheckIcon },
  bonuses: { roles: ['SO', 'O'], icon: GiftIcon },
  games: { roles: ['SA', 'O'], icon: DiceIcon },
  content: { roles: ['SA', 'O'], icon: ContentIcon },
  trading: { roles: ['SA', 'O'], icon: BallIcon },
  audit: { roles: ['O'], icon: AuditIcon },
  reports: { roles: ['O'], icon: ChartIcon },
  staff: { roles: ['O'], icon: ShieldIcon },
} as const satisfies Record<string, { roles: readonly StaffRole[]; icon: ComponentType<IconProps> }>;

export type ScreenName = keyof typeof CATALOGUE;

export interface Screen {
  name: ScreenName;
  /** Its address under /backoffice/: the name. */
  path: string;
  roles: readonly StaffRole[];
  icon: ComponentType<IconProps>;
  /** The page module, loaded when the screen is first opened. */
  page: () => Promise<{ default: ComponentType }>;
}

/** A screen of the catalogue, with its page module. */
export function screen(name: ScreenName, page: Screen['page']): Screen {
  return { name, path: name, ...CATALOGUE[name], page };
}

/**
 * The screens built so far, in the navigation's order. Adding one is one line here, once its page
 * module (a default export under src/features/<name>/) exists:
 *
 *   screen('players', () => import('@/features/players/players-page')),
 *
 * Its route (/backoffice/<name>/…, the page loaded lazily), its navigation entry, its card on the
 * home page and its role check all follow; its texts are `screens.<name>` in the locales.
 */
export const SCREENS: readonly Screen[] = [
  screen('players', () => import('@/features/players/players-page')),
  screen('payments', () => import('@/features/payments/payments-page')),
  screen('payment-systems', () => import('@/features/payment-systems/payment-systems-page')),
  screen('cashier-transfer', () => import('@/features/cashier-transfer/cashier-transfer-page')),
  screen('agents', () => import('@/features/agents/agents-page')),
  screen('kyc', () => import('@/features/kyc/kyc-page')),
  screen('bonuses', () => import('@/features/bonuses/bonuses-page')),
  screen('games', () => import('@/features/games/games-page')),
  screen('content', () => import('@/features/content/content-page')),
  screen('trading', () => import('@/features/trading/trading-page')),
  screen('audit', () => import('@/features/audit/audit-page')),
  screen('staff', () => import('@/features/staff/staff-page')),
  screen('reports', () => import('@/features/reports/reports-page')),
];

/** The screens a role may open, in the navigation's order. */
export function screensFor(role: StaffRole, screens: readonly Screen[] = SCREENS): Screen[] {
  return screens.filter((entry) => entry.roles.includes(role));
}
