import { afterEach, describe, expect, it } from 'vitest';
import { formatOdds } from './format';
import { formatOddsAs, setOddsFormat, toAmerican, toFraction } from './odds-format';

describe('odds formats', () => {
  afterEach(() => setOddsFormat('decimal'));

  it('follows the chosen format everywhere odds are written', () => {
    expect(formatOdds(2.5, 'fr-fr')).toBe('2,50');
    setOddsFormat('fractional');
    expect(formatOdds(2.5, 'fr-fr')).toBe('3/2');
    setOddsFormat('american');
    expect(formatOdds(2.5, 'fr-fr')).toBe('+150');
  });
});

describe('formatOddsAs', () => {
  it('writes decimal odds with 2 places, 3 when the third is not zero', () => {
    expect(formatOddsAs(2.5, 'decimal')).toBe('2.50');
    expect(formatOddsAs(2, 'decimal')).toBe('2.00');
    expect(formatOddsAs(1.91, 'decimal')).toBe('1.91');
    expect(formatOddsAs(1.875, 'decimal')).toBe('1.875');
    expect(formatOddsAs(101, 'decimal')).toBe('101.00');
    expect(formatOddsAs(2.5, 'decimal', ',')).toBe('2,50');
  });

  it.each([
    // The spec's examples.
    [2.0, '1/1', '+100'],
    [1.5, '1/2', '-200'],
    [1.91, '10/11', '-110'],
    [2.5, '3/2', '+150'],
    [3.0, '2/1', '+200'],
    // Rounded prices of the usual fractions.
    [1.33, '1/3', '-300'],
    [1.67, '2/3', '-150'],
    [1.83, '5/6', '-120'],
    [1.36, '4/11', '-275'],
    [1.73, '8/11', '-138'],
    [1.62, '8/13', '-163'],
    [1.53, '8/15', '-188'],
    [1.57, '4/7', '-175'],
    [1.44, '4/9', '-225'],
    [1.29, '2/7', '-350'],
    [1.22, '2/9', '-450'],
    [1.17, '1/6', '-600'],
    [1.14, '1/7', '-700'],
    [1.11, '1/9', '-900'],
    [1.08, '1/12', '-1200'],
    [2.38, '11/8', '+138'],
    [2.63, '13/8', '+163'],
    [2.88, '15/8', '+188'],
    [3.13, '17/8', '+213'],
    [4.33, '10/3', '+333'],
    [2.05, '21/20', '+105'],
    [1.01, '1/100', '-10000'],
    [101, '100/1', '+10000'],
    // No usual fraction near: hundredths, reduced.
    [1.95, '19/20', '-105'],
    [2.15, '23/20', '+115'],
    [3.4, '12/5', '+240'],
    [1.81, '81/100', '-123'],
    [1.82, '41/50', '-122'],
    [7.3, '63/10', '+630'],
    [151, '150/1', '+15000'],
    [1.875, '22/25', '-114'],
  ] as const)('%s is %s and %s', (decimal, fractional, american) => {
    expect(formatOddsAs(decimal, 'fractional')).toBe(fractional);
    expect(formatOddsAs(decimal, 'american')).toBe(american);
  });

  it('exact fractions come back as themselves', () => {
    expect(toFraction(1 + 10 / 11)).toEqual([10, 11]);
    expect(toFraction(1 + 1 / 3)).toEqual([1, 3]);
    expect(toFraction(1 + 100 / 30)).toEqual([10, 3]);
    expect(toAmerican(1 + 10 / 11)).toBe(-110);
  });

  it('writes a usual price as its fraction in American too', () => {
    expect(formatOddsAs(1.33, 'american')).toBe('-300');
    expect(formatOddsAs(1.22, 'american')).toBe('-450');
    expect(formatOddsAs(4.33, 'american')).toBe('+333');
  });

  it('writes evens as +100, also when a price just under it rounds there', () => {
    expect(toAmerican(2)).toBe(100);
    expect(toAmerican(1.998)).toBe(100);
    expect(formatOddsAs(1.998, 'american')).toBe('+100');
  });

  it('gives "-" for what is not odds', () => {
    for (const format of ['decimal', 'fractional', 'american'] as const) {
      expect(formatOddsAs(Number.NaN, format)).toBe('-');
      expect(formatOddsAs(Number.POSITIVE_INFINITY, format)).toBe('-');
      expect(formatOddsAs(0.5, format)).toBe('-');
    }
    // A void leg at 1.00 is still written, except in American, which has no form for it.
    expect(formatOddsAs(1, 'decimal')).toBe('1.00');
    expect(formatOddsAs(1, 'fractional')).toBe('0/1');
    expect(formatOddsAs(1, 'american')).toBe('-');
  });

  it('every format leads back to about the decimal price it came from', () => {
    const far: string[] = [];
    for (let hundredths = 101; hundredths <= 5000; hundredths += 1) {
      const decimal = hundredths / 100;
      const american = toAmerican(decimal);
      const fromAmerican = american > 0 ? 1 + american / 100 : 1 + 100 / -american;
      const [numerator, denominator] = toFraction(decimal);
      const fromFraction = 1 + numerator / denominator;
      if (Math.abs(fromAmerican - decimal) >= 0.01 || Math.abs(fromFraction - decimal) > 0.0051) {
        far.push(`${decimal}: ${numerator}/${denominator} ${american}`);
      }
    }
    expect(far).toEqual([]);
  });
});
