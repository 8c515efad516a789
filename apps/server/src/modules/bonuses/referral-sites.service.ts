import { randomInt } from 'node:crypto';
import { isWebAddress, REFERRAL_CODE_PREFIX, type ReferralSite, type ReferralSiteRequest } from '@casino/contracts';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './referral-sites.repository.js';

type SiteRequest = z.output<typeof ReferralSiteRequest>;

/** Enough for an affiliate's sites; a cap keeps one player from filling the table. */
const MAX_SITES = 20;
// Without 0/O and 1/I: a code read aloud or copied by hand still works.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  REFERRAL_CODE_PREFIX + Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** SPEC.md §5: name and link not blank, the link a valid URL, each refused with its own code. */
function checked(request: SiteRequest) {
  const name = request.name.trim();
  const link = request.link.trim();
  if (!name) throw new AppError('referral_site_name_blank', 400, 'The site name must not be empty.');
  if (!link) throw new AppError('referral_site_link_blank', 400, 'The site link must not be empty.');
  if (!isWebAddress(link)) throw new AppError('referral_site_link_invalid', 400, 'The site link is not a valid URL.');
  return { name, link };
}

export type ReferralSiteService = ReturnType<typeof createReferralSiteService>;

/** An affiliate's referral sites, and the players who sign up with their codes. */
export function createReferralSiteService(deps: { db: Db; now: () => Date }) {
  return {
    async create(userId: number, request: SiteRequest): Promise<ReferralSite> {
      const { name, link } = checked(request);
      if (Number((await repo.countSites(deps.db, userId)).count) >= MAX_SITES) {
        throw new AppError('bad_request', 400, `At most ${MAX_SITES} referral sites.`);
      }
      for (;;) {
        const row = await repo.insertSite(deps.db, { userId, name, link, code: newCode(), now: deps.now() });
        if (row) return { id: row.id, name, link, code: row.code, players: 0, createdAt: row.created_at.toISOString() };
      }
    },

    async list(userId: number): Promise<ReferralSite[]> {
      return (await repo.listSites(deps.db, userId)).map((row) => ({
        id: row.id,
        name: row.name,
        link: row.link,
        code: row.code,
        players: Number(row.players),
        createdAt: row.created_at.toISOString(),
      }));
    },

    /**
     * The agent a sign-up with `code` (upper-cased) places the player under (decision 044): the
     * site's owner when they are an agent (role A); null for a player's site or no site.
     */
    async agentOf(code: string, db: Executor = deps.db): Promise<number | null> {
      return (await repo.findAgentOfCode(db, code))?.id ?? null;
    },

    /** A new player signed up with a site's code (upper-cased): counted as its referral, in the sign-up. */
    async refer(tx: Tx, userId: number, code: string): Promise<void> {
      const site = await repo.findSiteByCode(tx, code);
      if (!site) throw new AppError('referral_code_not_found', 400, 'This code does not exist.');
      await repo.insertReferral(tx, userId, site.id, deps.now());
    },
  };
}
