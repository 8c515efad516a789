import type { Insertable, Selectable } from 'kysely';
import type { Executor, Tx } from '../../db/database.js';
import type { PromoActivationsTable, PromoCodesTable } from '../../db/schema.js';

export type PromoCodeRow = Selectable<PromoCodesTable>;
export type PromoActivationRow = Selectable<PromoActivationsTable>;

/** The code's row, locked until commit: activations of one code run one after another. */
export function lockCode(tx: Tx, code: string) {
  return tx.selectFrom('promo_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export async function countActivations(tx: Tx, promoCodeId: number, userId: number): Promise<number> {
  const { count } = await tx
    .selectFrom('promo_activations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('promo_code_id', '=', promoCodeId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Notes an activation and counts it on the code (whose CHECK refuses one beyond the total). */
export async function insertActivation(tx: Tx, promoCodeId: number, userId: number, now: Date) {
  await tx
    .updateTable('promo_codes')
    .set((eb) => ({ activations: eb('activations', '+', 1) }))
    .where('id', '=', promoCodeId)
    .execute();
  return tx
    .insertInto('promo_activations')
    .values({
      promo_code_id: promoCodeId,
      user_id: userId,
      free_spin_session_id: null,
      free_bet_id: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Links an activation to the free spins or the free bet it granted. */
export function linkActivation(tx: Tx, id: number, link: { free_spin_session_id?: number; free_bet_id?: number }) {
  return tx.updateTable('promo_activations').set(link).where('id', '=', id).execute();
}

/** The player's activations with their codes, newest first. */
export function listActivations(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('promo_activations as a')
    .innerJoin('promo_codes as c', 'c.id', 'a.promo_code_id')
    .leftJoin('games as g', (join) =>
      join.onRef('g.integration', '=', 'c.provider').onRef('g.game_id', '=', 'c.game_id'),
    )
    .selectAll('c')
    .select(['a.id as activation_id', 'a.created_at as activated_at', 'g.name as game_name'])
    .where('a.user_id', '=', userId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export function insertCode(db: Executor, code: Insertable<PromoCodesTable>) {
  return db.insertInto('promo_codes').values(code).returningAll().executeTakeFirstOrThrow();
}

export function listCodes(db: Executor, limit: number) {
  return db.selectFrom('promo_codes').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Disables a code once; undefined when there is no such code. */
export function disableCode(db: Executor, id: number, now: Date) {
  return db
    .updateTable('promo_codes')
    .set((eb) => ({ disabled_at: eb.fn.coalesce('disabled_at', eb.val(now)) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
