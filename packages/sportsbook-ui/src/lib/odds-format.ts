/**
 * How odds are written: decimal (2.50), fractional (3/2) or American (+150). The site's
 * bookmaker settings choose; prices stay decimal everywhere else (the feed, the tickets).
 */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The fractions bookmakers print for the common prices, by decimal price in hundredths. */
const TRADITIONAL: Record<number, string> = {
  105: '1/20',
  110: '1/10',
  111: '1/9',
  112: '1/8',
  114: '1/7',
  116: '1/6',
  118: '2/11',
  120: '1/5',
  122: '2/9',
  125: '1/4',
  128: '2/7',
  130: '3/10',
  133: '1/3',
  136: '4/11',
  140: '2/5',
  144: '4/9',
  150: '1/2',
  153: '8/15',
  155: '11/20',
  157: '4/7',
  160: '3/5',
  162: '8/13',
  163: '5/8',
  166: '4/6',
  167: '4/6',
  170: '7/10',
  172: '8/11',
  173: '8/11',
  175: '3/4',
  180: '4/5',
  183: '5/6',
  185: '17/20',
  190: '9/10',
  191: '10/11',
  195: '19/20',
  200: '1/1',
  205: '21/20',
  210: '11/10',
  220: '6/5',
  225: '5/4',
  240: '7/5',
  250: '6/4',
  260: '8/5',
  262: '13/8',
  275: '7/4',
  280: '9/5',
  288: '15/8',
  300: '2/1',
  310: '21/10',
  320: '11/5',
  325: '9/4',
  340: '12/5',
  350: '5/2',
  360: '13/5',
  362: '21/8',
  375: '11/4',
  400: '3/1',
  433: '10/3',
  450: '7/2',
  500: '4/1',
  550: '9/2',
  600: '5/1',
  650: '11/2',
  700: '6/1',
  750: '13/2',
  800: '7/1',
  900: '8/1',
  1000: '9/1',
  1100: '10/1',
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The price as a fraction of profit to stake: the bookmakers' own where there is one, else reduced from hundredths. */
export function fractionalOdds(decimal: number): string {
  const hundredths = Math.round(decimal * 100);
  const known = TRADITIONAL[hundredths];
  if (known) return known;
  const profit = hundredths - 100;
  if (profit <= 0) return '0/1';
  const divisor = gcd(profit, 100);
  return `${profit / divisor}/${100 / divisor}`;
}

/** The American line: what 100 wins (+150), or what must be staked to win 100 (-200). */
export function americanOdds(decimal: number): string {
  if (decimal <= 1) return '0';
  if (decimal >= 2) return `+${Math.round((decimal - 1) * 100)}`;
  return `-${Math.round(100 / (decimal - 1))}`;
}

let current: OddsFormat = 'decimal';

/** Set by the page around the sportsbook from the player's settings; decimal standalone. */
export function setOddsFormat(format: OddsFormat): void {
  current = format;
}

export const oddsFormat = (): OddsFormat => current;
