import type { Locale } from '@casino/contracts';
import type { SportKey } from '../../feed/feed.sports.js';

/**
 * Market and group names in the four languages, per sport and market type. Every type of
 * every sport in src/markets has its entry here (feed.labels.test.ts checks it), so a
 * client never shows a raw key. Lines are not part of a market's name: its outcomes carry
 * them ("Over 2.5", "Home FC −0.25").
 */

/** Four texts in the order of LOCALES: en-US, fr-fr, ar-ar, ru. */
export type Texts = readonly [en: string, fr: string, ar: string, ru: string];

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2 | 3> = { 'en-US': 0, 'fr-fr': 1, 'ar-ar': 2, ru: 3 };

export function textIn(texts: Texts, locale: Locale): string {
  return texts[LOCALE_INDEX[locale]];
}

/** Where a client files a market; in this order on an event's page. */
export const GROUPS = ['main', 'totals', 'handicaps', 'score', 'halves', 'sets', 'maps', 'players'] as const;
export type GroupId = (typeof GROUPS)[number];

export const GROUP_NAMES: Record<GroupId, Texts> = {
  main: ['Main', 'Principaux', 'الرئيسية', 'Основные'],
  totals: ['Totals', 'Totaux', 'المجاميع', 'Тоталы'],
  handicaps: ['Handicaps', 'Handicaps', 'الهانديكاب', 'Форы'],
  score: ['Correct score', 'Score exact', 'النتيجة الصحيحة', 'Точный счёт'],
  halves: ['Halves', 'Mi-temps', 'الأشواط', 'Таймы'],
  sets: ['Sets', 'Sets', 'المجموعات', 'Сеты'],
  maps: ['Maps', 'Cartes', 'الخرائط', 'Карты'],
  players: ['Placings', 'Classements', 'المراكز', 'Места'],
};

/** Where a sport calls its sets otherwise (volleyball and table tennis: games, "партии"). */
export const GROUP_NAMES_BY_SPORT: Partial<Record<SportKey, Partial<Record<GroupId, Texts>>>> = {
  volleyball: { sets: ['Sets', 'Sets', 'الأشواط', 'Партии'] },
  'table-tennis': { sets: ['Games', 'Manches', 'الأشواط', 'Партии'] },
};

export interface MarketLabel {
  name: Texts;
  group: GroupId;
}

const label = (group: GroupId, ...name: Texts): MarketLabel => ({ name, group });

const MATCH_WINNER = label('main', 'Match winner', 'Vainqueur du match', 'الفائز بالمباراة', 'Победитель матча');
const MATCH_RESULT = label('main', 'Match result', 'Résultat du match', 'نتيجة المباراة', 'Исход матча');

const POINTS_SPORT: Record<string, MarketLabel> = {
  moneyline: label(
    'main',
    'Winner (incl. overtime)',
    'Vainqueur (prolongations incluses)',
    'الفائز (بما في ذلك الوقت الإضافي)',
    'Победитель (с учётом овертаймов)',
  ),
  spread: label('handicaps', 'Point spread', 'Handicap de points', 'هانديكاب النقاط', 'Фора по очкам'),
  total: label(
    'totals',
    'Total points (incl. overtime)',
    'Total de points (prolongations incluses)',
    'مجموع النقاط (بما في ذلك الوقت الإضافي)',
    'Тотал очков (с учётом овертаймов)',
  ),
};

const RALLY_SETS = (ru: { handicap: string; total: string }, fr = { handicap: 'sets', total: 'sets' }) => ({
  'match-winner': MATCH_WINNER,
  'set-handicap': label('sets', 'Set handicap', `Handicap de ${fr.handicap}`, 'هانديكاب الأشواط', ru.handicap),
  'total-sets': label('sets', 'Total sets', `Nombre de ${fr.total}`, 'مجموع الأشواط', ru.total),
  'total-points': label('totals', 'Total points', 'Total de points', 'مجموع النقاط', 'Тотал очков'),
});

/** Every market type of every sport: its name and group. */
export const MARKET_LABELS: Record<SportKey, Record<string, MarketLabel>> = {
  football: {
    '1x2': MATCH_RESULT,
    'double-chance': label('main', 'Double chance', 'Double chance', 'الفرصة المزدوجة', 'Двойной шанс'),
    total: label('totals', 'Total goals', 'Total de buts', 'مجموع الأهداف', 'Тотал голов'),
    'both-teams-to-score': label(
      'totals',
      'Both teams to score',
      'Les deux équipes marquent',
      'كلا الفريقين يسجل',
      'Обе забьют',
    ),
    'correct-score': label('score', 'Correct score', 'Score exact', 'النتيجة الصحيحة', 'Точный счёт'),
    'asian-handicap': label(
      'handicaps',
      'Asian handicap',
      'Handicap asiatique',
      'الهانديكاب الآسيوي',
      'Азиатская фора',
    ),
    'first-half-1x2': label(
      'halves',
      '1st half result',
      'Résultat de la 1re mi-temps',
      'نتيجة الشوط الأول',
      'Исход 1-го тайма',
    ),
    'first-half-total': label(
      'halves',
      '1st half total goals',
      'Total de buts de la 1re mi-temps',
      'مجموع أهداف الشوط الأول',
      'Тотал голов 1-го тайма',
    ),
  },
  'ice-hockey': {
    '1x2': label(
      'main',
      'Regular time result',
      'Résultat du temps réglementaire',
      'النتيجة في الوقت الأصلي',
      'Исход основного времени',
    ),
    moneyline: label(
      'main',
      'Winner (incl. overtime and shootout)',
      'Vainqueur (prolongation et tirs au but inclus)',
      'الفائز (بما في ذلك الوقت الإضافي وركلات الترجيح)',
      'Победитель (с учётом овертайма и буллитов)',
    ),
    'puck-line': label('handicaps', 'Puck line', 'Handicap (puck line)', 'الهانديكاب', 'Фора'),
    total: label(
      'totals',
      'Total goals (incl. overtime)',
      'Total de buts (prolongation incluse)',
      'مجموع الأهداف (بما في ذلك الوقت الإضافي)',
      'Тотал голов (с учётом овертайма)',
    ),
  },
  baseball: {
    moneyline: label(
      'main',
      'Winner (incl. extra innings)',
      'Vainqueur (manches supplémentaires incluses)',
      'الفائز (بما في ذلك الأشواط الإضافية)',
      'Победитель (с учётом экстра-иннингов)',
    ),
    'run-line': label('handicaps', 'Run line', 'Handicap (run line)', 'الهانديكاب', 'Фора'),
    total: label(
      'totals',
      'Total runs (incl. extra innings)',
      'Total de points (manches supplémentaires incluses)',
      'مجموع النقاط (بما في ذلك الأشواط الإضافية)',
      'Тотал ранов (с учётом экстра-иннингов)',
    ),
  },
  basketball: POINTS_SPORT,
  'american-football': POINTS_SPORT,
  handball: {
    '1x2': MATCH_RESULT,
    handicap: label('handicaps', 'Handicap', 'Handicap', 'الهانديكاب', 'Фора'),
    total: label('totals', 'Total goals', 'Total de buts', 'مجموع الأهداف', 'Тотал голов'),
  },
  tennis: {
    'match-winner': MATCH_WINNER,
    'set-handicap': label('sets', 'Set handicap', 'Handicap de sets', 'هانديكاب المجموعات', 'Фора по сетам'),
    'total-sets': label('sets', 'Total sets', 'Nombre de sets', 'مجموع المجموعات', 'Тотал сетов'),
    'total-games': label('totals', 'Total games', 'Nombre de jeux', 'مجموع الأشواط', 'Тотал геймов'),
    'game-handicap': label('handicaps', 'Game handicap', 'Handicap de jeux', 'هانديكاب الأشواط', 'Фора по геймам'),
  },
  volleyball: RALLY_SETS({ handicap: 'Фора по партиям', total: 'Тотал партий' }),
  'table-tennis': RALLY_SETS(
    { handicap: 'Фора по партиям', total: 'Тотал партий' },
    { handicap: 'manches', total: 'manches' },
  ),
  'e-sport': {
    'match-winner': MATCH_WINNER,
    'map-handicap': label('maps', 'Map handicap', 'Handicap de cartes', 'هانديكاب الخرائط', 'Фора по картам'),
    'total-maps': label('maps', 'Total maps', 'Nombre de cartes', 'مجموع الخرائط', 'Тотал карт'),
  },
  golf: {
    winner: label('main', 'Tournament winner', 'Vainqueur du tournoi', 'الفائز بالبطولة', 'Победитель турнира'),
    'top-5': label('players', 'Top 5 finish', 'Dans le top 5', 'ضمن أفضل 5', 'Топ-5'),
    'top-10': label('players', 'Top 10 finish', 'Dans le top 10', 'ضمن أفضل 10', 'Топ-10'),
    'winning-score': label(
      'totals',
      'Winning score (strokes)',
      'Score du vainqueur (coups)',
      'نتيجة الفائز (عدد الضربات)',
      'Результат победителя (удары)',
    ),
  },
};
