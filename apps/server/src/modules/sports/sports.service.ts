import {
  type EmbeddedSportsbook,
  type ErrorCode,
  type IntegrationLoginAnswer,
  NATIVE_SPORTSBOOK,
  SessionCreateAnswer,
  type SportsbookIntegration,
  type SportsbookIntegrationSetting,
} from '@casino/contracts';
import { platformProof } from '@casino/service-kit';
import { AppError } from '../../lib/app-error.js';
import type { SeamlessService } from '../seamless/index.js';
import type { SettingsService } from '../settings/index.js';
import {
  createSportsbookClient,
  type ProviderAnswer,
  type ProviderCall,
  ProviderUnreachableError,
  type SportsbookClient,
} from './sports.provider-client.js';
import { createProviderSessions, type ProviderSession } from './sports.sessions.js';

/** The provider code the in-house sportsbook calls the seamless wallet with. */
export const SPORTSBOOK_PROVIDER = 'sportsbook';

// The platform's own codes for these two answers (the web's locales translate them).
const INTEGRATION_DISABLED: ErrorCode = 'integration_disabled';
const PROVIDER_UNAVAILABLE: ErrorCode = 'provider_unavailable';

const unavailable = () => new AppError(PROVIDER_UNAVAILABLE, 503, 'The sportsbook is not available. Try again later.');

/** A provider's refusal on the way to the call (opening the player's session): answered as it came. */
class ProviderRefusal extends Error {
  constructor(readonly answer: ProviderAnswer) {
    super('provider refusal');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A provider's answer as the player gets it: a success or a refusal with its code (and its
 * details: coefs_changed's new odds) as it came. A 401 would make the site sign the player
 * out, though only the provider session was refused: the sportsbook is unavailable instead.
 */
function passOn(answer: ProviderAnswer): ProviderAnswer {
  if (answer.status >= 200 && answer.status < 300) return answer;
  if (answer.status !== 401 && isObject(answer.body) && typeof answer.body.code === 'string') return answer;
  throw unavailable();
}

/** Integration C's player calls the platform forwards: the paths after `/api/c` on the provider. */
export type NativeCall = Omit<ProviderCall, 'token'>;

export type SportsService = ReturnType<typeof createSportsService>;

/** The platform's side of the sportsbook integrations (SPEC.md §7). */
export function createSportsService(deps: {
  seamless: SeamlessService;
  settings: SettingsService;
  sportsbook: { url: string; walletSecret: string };
  now: () => Date;
  /** The provider's client; by default one to `sportsbook.url`. */
  client?: SportsbookClient;
}) {
  const client =
    deps.client ??
    createSportsbookClient({ url: deps.sportsbook.url, proof: platformProof(deps.sportsbook.walletSecret) });

  /** The integration as the operator set it; refused with integration_disabled when it is off. */
  async function enabled(id: SportsbookIntegration): Promise<SportsbookIntegrationSetting> {
    const integration = (await deps.settings.sportsbookIntegrations()).find((entry) => entry.id === id);
    if (!integration?.enabled) throw new AppError(INTEGRATION_DISABLED, 404, 'This sportsbook is not available.');
    return integration;
  }

  async function launchToken(userId: number, integration: SportsbookIntegration): Promise<string> {
    if (!(await deps.seamless.findProvider(SPORTSBOOK_PROVIDER)))
      throw new AppError('provider_not_found', 503, 'The sportsbook is not available.');
    return deps.seamless.issueLaunchToken(userId, SPORTSBOOK_PROVIDER, `sport:${integration}`);
  }

  async function send(call: ProviderCall): Promise<ProviderAnswer> {
    try {
      return await client.call(call);
    } catch (error) {
      if (error instanceof ProviderUnreachableError) throw unavailable();
      throw error;
    }
  }

  /** Exchanges a launch token for the player's provider session, as an embedded client would. */
  async function openSession(userId: number): Promise<ProviderSession> {
    const token = await launchToken(userId, NATIVE_SPORTSBOOK);
    const answer = passOn(await send({ method: 'POST', path: '/api/c/session/create', body: { token } }));
    if (answer.status !== 200) throw new ProviderRefusal(answer);
    const session = SessionCreateAnswer.safeParse(answer.body);
    const expiresAt = session.success ? Date.parse(session.data.expires_at) : NaN;
    if (!session.success || Number.isNaN(expiresAt)) throw unavailable();
    return { token: session.data.token, expiresAt, answer: answer.body as Record<string, unknown> };
  }

  const sessions = createProviderSessions({ open: openSession, now: deps.now });

  /** Runs `work` for an enabled integration C; a refusal met on the way is the answer. */
  async function native(
    work: (integration: SportsbookIntegrationSetting) => Promise<ProviderAnswer>,
  ): Promise<ProviderAnswer> {
    const integration = await enabled(NATIVE_SPORTSBOOK);
    try {
      return await work(integration);
    } catch (error) {
      if (error instanceof ProviderRefusal) return error.answer;
      throw error;
    }
  }

  return {
    /** Lets the sportsbook call the seamless wallet with its secret (on every start: a rotated secret takes effect). */
    registerProvider: () =>
      deps.seamless.registerProvider({
        code: SPORTSBOOK_PROVIDER,
        name: 'Sportsbook',
        secret: deps.sportsbook.walletSecret,
      }),

    /**
     * A token for the player's embedded sportsbook: a seamless launch token for the
     * sportsbook provider, which exchanges it for a session of its own.
     */
    async login(userId: number, integration: EmbeddedSportsbook): Promise<IntegrationLoginAnswer> {
      await enabled(integration);
      const token = await launchToken(userId, integration);
      return integration === 'alt' ? { access_token: token } : { token };
    },

    /** Integration C's session/create: the player's provider session, its base_url the integration's public URL. */
    createNativeSession: (userId: number) =>
      native(async ({ url }) => {
        const session = await sessions.get(userId);
        return { status: 200, body: { ...session.answer, base_url: url } };
      }),

    /**
     * Forwards one of integration C's player calls with the player's provider session, so a
     * player only ever reaches their own tickets. A session the provider no longer knows
     * (expired, or lost with its database) is opened again once and the call sent again:
     * nothing was done with the refused one.
     */
    forwardNative: (userId: number, call: NativeCall) =>
      native(async () => {
        const path = `/api/c${call.path}`;
        let session = await sessions.get(userId);
        let answer = await send({ ...call, path, token: session.token });
        if (answer.status === 401) {
          session = await sessions.renew(userId, session);
          answer = await send({ ...call, path, token: session.token });
        }
        return passOn(answer);
      }),

    /** Closes the provider's kept-alive connections. */
    close: () => client.close(),
  };
}
