import type { GameLang, GameType } from '@casino/contracts';

/** One game as a provider's catalogue describes it; bets in minor units of any currency. */
export interface ProviderGame {
  gameId: string;
  name: string;
  description: string;
  type: GameType;
  category: string;
  producer: { code: string; name: string };
  rtp: number | null;
  volatility: string | null;
  hasDemo: boolean;
  hasFreeSpins: boolean;
  image: string;
  imageDesktop: string;
  minBet: number;
  maxBet: number;
}

export interface RealLaunch {
  gameId: string;
  /** The seamless-wallet launch token (it carries the free-spin session, if any). */
  token: string;
  lang: GameLang;
  clientType: 'desktop' | 'mobile';
  returnUrl?: string | undefined;
}

export interface DemoLaunch {
  gameId: string;
  currency: string;
  lang: GameLang;
}

/**
 * What the platform needs from a game provider. The studio is one; a third-party provider
 * is added as another adapter in this folder and listed in services.ts. Money never flows
 * through an adapter: the provider calls the seamless-wallet API with the launch token.
 */
export interface GameProviderAdapter {
  /** The integration code: the `{provider}` of `/slots/{provider}/{gameId}` and of the seamless API. */
  readonly code: string;
  readonly name: string;
  /** The shared HMAC secret of the seamless-wallet calls, registered at start. */
  readonly walletSecret: string;
  /** The provider's whole catalogue; throws when the provider cannot be reached or answers nonsense. */
  fetchCatalogue(): Promise<ProviderGame[]>;
  /** The address the game frame loads for real (and free-spin) play. */
  realSessionUrl(launch: RealLaunch): string;
  demoSessionUrl(launch: DemoLaunch): string;
}

export class ProviderUnavailableError extends Error {}
