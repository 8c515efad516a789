import type { Db } from '../../db/database.js';
import { createContentEditing } from './content.operator.service.js';
import { createPublicContent } from './content.public.service.js';
import { seedContent } from './content.seed.js';

export type ContentService = ReturnType<typeof createContentService>;

/**
 * The site's content (issue #24, SPEC §3 Slide, §7 Content; decision 039): what the site shows,
 * the operators' editing, and the shipped content that fills a new database.
 */
export function createContentService(deps: { db: Db; now: () => Date; shippedDir?: string }) {
  return {
    ...createPublicContent(deps),
    operator: createContentEditing(deps),
    seed: () => seedContent(deps),
  };
}
