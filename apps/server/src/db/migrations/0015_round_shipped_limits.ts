import { type Kysely, sql } from 'kysely';

/**
 * The shipped card and crypto systems' maximum was the terms' 10 000 TND converted to
 * 2 985 EUR, which reads as a mistake beside the bank transfer's 2 980 EUR (a converted
 * limit is rounded to three figures inwards). A maximum an operator changed is left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE payment_systems SET max_amount = 298000
    WHERE slug IN ('card', 'crypto') AND limits_currency = 'EUR' AND max_amount = 298500;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE payment_systems SET max_amount = 298500
    WHERE slug IN ('card', 'crypto') AND limits_currency = 'EUR' AND max_amount = 298000;
  `.execute(db);
}
