import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Asks the database the smallest question: it answers once it can take queries. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
