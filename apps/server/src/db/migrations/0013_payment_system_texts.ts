import { type Kysely, sql } from 'kysely';

/**
 * A payment system's name and description per site locale (en-US, fr-fr, ar-ar, ru), as
 * `{ "<locale>": { "name": …, "description": … } }`; `name` and `description` stay the
 * default text for a locale without its own. The shipped systems get all four, unless an
 * operator has already changed their texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_systems
      ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(texts) = 'object');
  `.execute(db);

  const texts = (en: Text, fr: Text, ar: Text, ru: Text) => ({ 'en-US': en, 'fr-fr': fr, 'ar-ar': ar, ru });
  const shipped: { direction: string; slug: string; texts: ReturnType<typeof texts> }[] = [
    {
      direction: 'deposit',
      slug: 'card',
      texts: texts(
        ['Bank card', 'Visa or Mastercard; the amount arrives within 5 minutes.'],
        ['Carte bancaire', 'Visa ou Mastercard ; le montant arrive en 5 minutes.'],
        ['بطاقة مصرفية', 'فيزا أو ماستركارد؛ يصل المبلغ خلال 5 دقائق.'],
        ['Банковская карта', 'Visa или Mastercard; деньги поступят в течение 5 минут.'],
      ),
    },
    {
      direction: 'payout',
      slug: 'card',
      texts: texts(
        ['Bank card', 'Paid to your Visa or Mastercard once confirmed, usually within an hour.'],
        [
          'Carte bancaire',
          'Versé sur votre carte Visa ou Mastercard après confirmation, en général en moins d’une heure.',
        ],
        ['بطاقة مصرفية', 'يُدفع إلى بطاقة فيزا أو ماستركارد بعد التأكيد، عادةً خلال ساعة.'],
        ['Банковская карта', 'Выплата на вашу карту Visa или Mastercard после подтверждения, обычно в течение часа.'],
      ),
    },
    {
      direction: 'deposit',
      slug: 'crypto',
      texts: texts(
        ['Cryptocurrency', 'Bitcoin, Ethereum, USDT and more; credited after the network confirms it.'],
        ['Cryptomonnaie', 'Bitcoin, Ethereum, USDT et d’autres ; crédité dès que le réseau l’a confirmé.'],
        ['عملة مشفرة', 'بيتكوين وإيثريوم وUSDT وغيرها؛ يُضاف المبلغ بعد تأكيد الشبكة.'],
        ['Криптовалюта', 'Bitcoin, Ethereum, USDT и другие; зачисляется после подтверждения сетью.'],
      ),
    },
    {
      direction: 'payout',
      slug: 'crypto',
      texts: texts(
        ['Cryptocurrency', 'Paid to your wallet address once confirmed.'],
        ['Cryptomonnaie', 'Versé à l’adresse de votre portefeuille après confirmation.'],
        ['عملة مشفرة', 'يُدفع إلى عنوان محفظتك بعد التأكيد.'],
        ['Криптовалюта', 'Выплата на адрес вашего кошелька после подтверждения.'],
      ),
    },
    {
      direction: 'deposit',
      slug: 'bank-transfer',
      texts: texts(
        ['Bank transfer', 'Transfer the amount to our bank account; an operator confirms it on arrival.'],
        ['Virement bancaire', 'Virez le montant sur notre compte bancaire ; un opérateur le confirme à son arrivée.'],
        ['تحويل مصرفي', 'حوّل المبلغ إلى حسابنا المصرفي؛ يؤكده أحد المشغلين عند وصوله.'],
        ['Банковский перевод', 'Переведите сумму на наш банковский счёт; оператор подтвердит её при поступлении.'],
      ),
    },
    {
      direction: 'payout',
      slug: 'bank-transfer',
      texts: texts(
        ['Bank transfer', 'Paid to your bank account (IBAN) after an operator confirms it.'],
        ['Virement bancaire', 'Versé sur votre compte bancaire (IBAN) après confirmation par un opérateur.'],
        ['تحويل مصرفي', 'يُدفع إلى حسابك المصرفي (IBAN) بعد أن يؤكده أحد المشغلين.'],
        ['Банковский перевод', 'Выплата на ваш банковский счёт (IBAN) после подтверждения оператором.'],
      ),
    },
  ];
  for (const system of shipped) {
    const json = Object.fromEntries(
      Object.entries(system.texts).map(([locale, [name, description]]) => [locale, { name, description }]),
    );
    const [name, description] = system.texts['en-US'];
    // Only where the default text is still the shipped English one: an operator's own wording stays alone.
    await sql`
      UPDATE payment_systems SET texts = ${JSON.stringify(json)}::jsonb
      WHERE direction = ${system.direction} AND slug = ${system.slug}
        AND name = ${name} AND description = ${description} AND texts = '{}'::jsonb
    `.execute(db);
  }
}

type Text = [name: string, description: string];

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_systems DROP COLUMN texts`.execute(db);
}
