import { LOCALES, type Locale } from '@casino/contracts';
import type { FeedEvent } from '../../feed/feed.calendar.js';
import type { SportKey } from '../../feed/feed.sports.js';
import {
  GROUP_NAMES,
  GROUP_NAMES_BY_SPORT,
  MARKET_LABELS,
  textIn,
  type GroupId,
  type MarketLabel,
  type Texts,
} from './feed.labels.markets.js';

/**
 * What the feed shows in words, in the site's four languages: sports, markets, groups,
 * outcomes (with the teams' names where a player expects them) and the live clock.
 * Competitors, tournaments and categories keep their generated names.
 */

/** The feed's language when a request names none (or one it does not speak). */
export const FEED_DEFAULT_LOCALE: Locale = 'en-US';

/** The locale a `lang` parameter names: a locale code, or its language alone ("fr", "AR", "ru-RU"). */
export function localeOf(lang: string | undefined): Locale {
  if (!lang) return FEED_DEFAULT_LOCALE;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lang.toLowerCase());
  if (exact) return exact;
  const language = lang.toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? FEED_DEFAULT_LOCALE;
}

export const SPORT_NAMES: Record<SportKey, Texts> = {
  football: ['Football', 'Football', 'كرة القدم', 'Футбол'],
  basketball: ['Basketball', 'Basket-ball', 'كرة السلة', 'Баскетбол'],
  baseball: ['Baseball', 'Baseball', 'البيسبول', 'Бейсбол'],
  'ice-hockey': ['Ice hockey', 'Hockey sur glace', 'هوكي الجليد', 'Хоккей'],
  tennis: ['Tennis', 'Tennis', 'التنس', 'Теннис'],
  handball: ['Handball', 'Handball', 'كرة اليد', 'Гандбол'],
  golf: ['Golf', 'Golf', 'الغولف', 'Гольф'],
  'american-football': ['American football', 'Football américain', 'كرة القدم الأمريكية', 'Американский футбол'],
  'table-tennis': ['Table tennis', 'Tennis de table', 'كرة الطاولة', 'Настольный теннис'],
  volleyball: ['Volleyball', 'Volley-ball', 'الكرة الطائرة', 'Волейбол'],
  'e-sport': ['eSport', 'eSport', 'الرياضات الإلكترونية', 'Киберспорт'],
};

export const sportName = (sport: SportKey, locale: Locale): string => textIn(SPORT_NAMES[sport], locale);

export function marketLabel(sport: SportKey, type: string): MarketLabel | undefined {
  return MARKET_LABELS[sport][type];
}

export function groupName(sport: SportKey, group: GroupId, locale: Locale): string {
  return textIn(GROUP_NAMES_BY_SPORT[sport]?.[group] ?? GROUP_NAMES[group], locale);
}

const WORDS = {
  draw: ['Draw', 'Match nul', 'تعادل', 'Ничья'],
  drawInPair: ['draw', 'nul', 'تعادل', 'ничья'],
  or: ['{a} or {b}', '{a} ou {b}', '{a} أو {b}', '{a} или {b}'],
  over: ['Over {line}', 'Plus de {line}', 'أكثر من {line}', 'Больше {line}'],
  under: ['Under {line}', 'Moins de {line}', 'أقل من {line}', 'Меньше {line}'],
  yes: ['Yes', 'Oui', 'نعم', 'Да'],
  no: ['No', 'Non', 'لا', 'Нет'],
  otherScore: ['Any other score', 'Autre score', 'نتيجة أخرى', 'Другой счёт'],
} satisfies Record<string, Texts>;

/** A line as written in the language: "2.5" in English and Arabic, "2,5" in French and Russian. */
export function formatNumber(value: number, locale: Locale): string {
  const text = String(Math.abs(value));
  const written = locale === 'fr-fr' || locale === 'ru' ? text.replace('.', ',') : text;
  return value < 0 ? `\u2212${written}` : written;
}

/** A handicap as a side holds it: "−0.25", "+1.5", "0". */
export function formatHandicap(value: number, locale: Locale): string {
  return value > 0 ? `+${formatNumber(value, locale)}` : formatNumber(value, locale);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const sideName = (event: FeedEvent, side: 'home' | 'away') => (event.kind === 'match' ? event[side].name : side);

/** The kind of selection each market type offers, for naming its outcomes. */
function shapeOf(type: string): 'result' | 'pair' | 'total' | 'handicap' | 'yes-no' | 'score' | 'competitor' {
  if (type === 'double-chance') return 'pair';
  if (type === 'correct-score') return 'score';
  if (type === 'both-teams-to-score') return 'yes-no';
  if (type === 'winner' || type.startsWith('top-')) return 'competitor';
  if (type.includes('total') || type === 'winning-score') return 'total';
  if (type.includes('handicap') || ['spread', 'puck-line', 'run-line'].includes(type)) return 'handicap';
  return 'result';
}

/**
 * An outcome's name as a player reads it: the team for a result ("Home FC", "Draw"), the
 * team and its line for a handicap ("Home FC −0.25", "Away FC +0.25"), over or under a line
 * for a total ("Over 2.5"), the competitor for golf, the score for a correct score.
 */
export function outcomeName(
  event: FeedEvent,
  type: string,
  line: number | undefined,
  outcome: string,
  locale: Locale,
): string {
  const word = (key: keyof typeof WORDS) => textIn(WORDS[key], locale);
  const side = (id: string) =>
    id === 'home' || id === 'away' ? sideName(event, id) : id === 'draw' ? word('drawInPair') : id;
  switch (shapeOf(type)) {
    case 'result':
      return outcome === 'draw' ? word('draw') : side(outcome);
    case 'pair': {
      const [a = '', b = ''] = outcome.split('-');
      const pair = fill(word('or'), { a: side(a), b: side(b) });
      return pair.charAt(0).toUpperCase() + pair.slice(1); // a pair that starts with the draw
    }
    case 'total':
      if (outcome === 'over' || outcome === 'under') {
        return fill(word(outcome), { line: formatNumber(line ?? 0, locale) });
      }
      return outcome;
    case 'handicap': {
      if (outcome !== 'home' && outcome !== 'away') return outcome;
      const held = outcome === 'home' ? (line ?? 0) : -(line ?? 0);
      return `${sideName(event, outcome)} ${formatHandicap(held, locale)}`;
    }
    case 'yes-no':
      return outcome === 'yes' ? word('yes') : outcome === 'no' ? word('no') : outcome;
    case 'score':
      if (outcome === 'other') return word('otherScore');
      return locale === 'ru' ? outcome.replace('-', ':') : outcome;
    case 'competitor':
      return event.kind === 'field' ? (event.field.find((c) => c.id === outcome)?.name ?? outcome) : side(outcome);
  }
}

// ——— The live clock ———

type ClockRule = [RegExp, Texts];

/** The simulator's clock labels (English) and how each language writes them; {n} is the number in the label. */
const CLOCK: readonly ClockRule[] = [
  [/^1st half (\d+)'$/, ["1st half {n}'", "1re mi-temps {n}'", "الشوط الأول {n}'", "1-й тайм {n}'"]],
  [/^2nd half (\d+)'$/, ["2nd half {n}'", "2e mi-temps {n}'", "الشوط الثاني {n}'", "2-й тайм {n}'"]],
  [/^Half-time$/, ['Half-time', 'Mi-temps', 'استراحة بين الشوطين', 'Перерыв']],
  [/^Full time$/, ['Full time', 'Fin du match', 'نهاية المباراة', 'Матч окончен']],
  [/^Period (\d+)$/, ['Period {n}', 'Période {n}', 'الفترة {n}', '{n}-й период']],
  [
    /^After period (\d+)$/,
    ['After period {n}', 'Après la période {n}', 'بعد الفترة {n}', 'Перерыв после {n}-го периода'],
  ],
  [/^Inning (\d+)$/, ['Inning {n}', 'Manche {n}', 'الشوط {n}', '{n}-й иннинг']],
  [/^After inning (\d+)$/, ['After inning {n}', 'Après la manche {n}', 'بعد الشوط {n}', 'После {n}-го иннинга']],
  [/^Extra inning$/, ['Extra inning', 'Manche supplémentaire', 'شوط إضافي', 'Экстра-иннинг']],
  [/^Overtime$/, ['Overtime', 'Prolongation', 'الوقت الإضافي', 'Овертайм']],
  [/^Q(\d+)$/, ['Q{n}', 'Quart-temps {n}', 'الربع {n}', '{n}-я четверть']],
  [/^Half (\d+)$/, ['Half {n}', 'Mi-temps {n}', 'الشوط {n}', '{n}-й тайм']],
  [/^Break$/, ['Break', 'Pause', 'استراحة', 'Перерыв']],
  [/^Set (\d+)$/, ['Set {n}', 'Set {n}', 'المجموعة {n}', '{n}-й сет']],
  [/^Game (\d+)$/, ['Game {n}', 'Manche {n}', 'الشوط {n}', '{n}-я партия']],
  [/^Map (\d+)$/, ['Map {n}', 'Carte {n}', 'الخريطة {n}', '{n}-я карта']],
  [/^Round (\d+)$/, ['Round {n}', 'Tour {n}', 'الجولة {n}', '{n}-й раунд']],
  [/^(?:Final|Finished)$/, ['Finished', 'Terminé', 'انتهت', 'Завершён']],
];

/** The live clock's label in the language (the simulator writes it in English). */
export function clockLabel(label: string, locale: Locale): string {
  for (const [pattern, texts] of CLOCK) {
    const match = pattern.exec(label);
    if (match) return fill(textIn(texts, locale), { n: match[1] ?? '' });
  }
  return label;
}

/** Every clock label pattern (for the tests). */
export const CLOCK_PATTERNS: readonly RegExp[] = CLOCK.map(([pattern]) => pattern);
