import type { PaymentSystemConfig } from '@casino/contracts';

/** A system as the server lists it, for this screen's tests: a card deposit, 5 to 10 000 EUR. */
export const testSystem = (overrides: Partial<PaymentSystemConfig> = {}): PaymentSystemConfig => ({
  direction: 'deposit',
  slug: 'card',
  name: 'Card payments',
  description: 'Visa, Mastercard',
  kind: 'card',
  currency: null,
  limitsCurrency: 'EUR',
  min: 5,
  max: 10_000,
  isTemporaryDisabled: false,
  sort: 0,
  texts: { 'fr-fr': { name: 'Carte bancaire', description: '' } },
  available: true,
  ...overrides,
});
