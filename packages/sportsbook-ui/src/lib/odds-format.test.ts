import { afterEach, describe, expect, it } from 'vitest';
import { formatOdds } from './format';
import { americanOdds, fractionalOdds, setOddsFormat } from './odds-format';

describe('odds formats', () => {
  afterEach(() => setOddsFormat('decimal'));

  it('writes the bookmakers’ fractions for common prices and reduces the others', () => {
    expect(fractionalOdds(2)).toBe('1/1');
    expect(fractionalOdds(1.5)).toBe('1/2');
    expect(fractionalOdds(1.91)).toBe('10/11');
    expect(fractionalOdds(2.5)).toBe('6/4');
    expect(fractionalOdds(3.37)).toBe('237/100');
    expect(fractionalOdds(1.06)).toBe('3/50');
  });

  it('writes American lines for favourites and outsiders', () => {
    expect(americanOdds(2)).toBe('+100');
    expect(americanOdds(2.5)).toBe('+150');
    expect(americanOdds(1.5)).toBe('-200');
    expect(americanOdds(1.91)).toBe('-110');
  });

  it('follows the chosen format everywhere odds are written', () => {
    expect(formatOdds(2.5, 'fr-fr')).toBe('2,50');
    setOddsFormat('fractional');
    expect(formatOdds(2.5, 'fr-fr')).toBe('6/4');
    setOddsFormat('american');
    expect(formatOdds(2.5, 'fr-fr')).toBe('+150');
  });
});
