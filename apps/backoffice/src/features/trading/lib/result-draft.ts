import type { TradingResult, TradingResultShape } from '@casino/contracts';

/** One line of the result form: the two sides' goals, points or games, as typed. */
export interface ScoreLine {
  home: string;
  away: string;
}

/**
 * The result form as typed: the periods of a score (or the sets of a match) line by line, the
 * overtime when there was one, and a field's strokes by competitor with its winner.
 */
export interface ResultDraft {
  lines: ScoreLine[];
  overtime: ScoreLine | null;
  strokes: Record<string, string>;
  winner: string;
}

/** Why a draft is not a result yet: each has its sentence in the screen's texts (trading.result.errors). */
export type ResultProblem =
  'incomplete' | 'overtimeNeeded' | 'overtimeNotLevel' | 'setLevel' | 'noWinner' | 'winnerNeeded' | 'winnerNotBest';

const blank = (): ScoreLine => ({ home: '', away: '' });
const typed = (score: { home: number; away: number }): ScoreLine => ({
  home: String(score.home),
  away: String(score.away),
});

/** The form for the event's shape, filled with the result that stands when it is one of that shape. */
export function draftOf(shape: TradingResultShape, standing: TradingResult | null): ResultDraft {
  const draft: ResultDraft = { lines: [], overtime: null, strokes: {}, winner: '' };
  if (shape.kind === 'score') {
    const known = standing?.kind === 'score' && standing.periods.length === shape.periods ? standing : undefined;
    draft.lines = Array.from({ length: shape.periods }, (_, i) => (known ? typed(known.periods[i]!) : blank()));
    draft.overtime = known?.overtime ? typed(known.overtime) : null;
  } else if (shape.kind === 'sets') {
    const known = standing?.kind === 'sets' ? standing.sets : [];
    draft.lines = Array.from({ length: shape.bestOf }, (_, i) => (known[i] ? typed(known[i]) : blank()));
  } else {
    const known = standing?.kind === 'field' ? standing : undefined;
    draft.strokes = Object.fromEntries(shape.field.map(({ id }) => [id, String(known?.strokes[id] ?? '')]));
    draft.winner = known?.winner ?? '';
  }
  return draft;
}

type Score = { home: number; away: number };

const sumOf = (scores: readonly Score[]) =>
  scores.reduce<Score>((sum, score) => ({ home: sum.home + score.home, away: sum.away + score.away }), {
    home: 0,
    away: 0,
  });

const count = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : undefined);

function scoreOf(line: ScoreLine): Score | undefined {
  const home = count(line.home);
  const away = count(line.away);
  return home === undefined || away === undefined ? undefined : { home, away };
}

type Built = { ok: true; result: TradingResult } | { ok: false; problem: ResultProblem };

function scoreResult(shape: Extract<TradingResultShape, { kind: 'score' }>, draft: ResultDraft): Built {
  const parsed = draft.lines.map(scoreOf);
  if (parsed.some((score) => !score)) return { ok: false, problem: 'incomplete' };
  const periods = parsed as Score[];
  const regular = sumOf(periods);
  const level = regular.home === regular.away;
  const result = { kind: 'score' as const, periods };
  if (!draft.overtime || shape.overtime === 'never') {
    if (level && shape.overtime === 'until-decided') return { ok: false, problem: 'overtimeNeeded' };
    return { ok: true, result };
  }
  const overtime = scoreOf(draft.overtime);
  if (!overtime) return { ok: false, problem: 'incomplete' };
  if (!level) return { ok: false, problem: 'overtimeNotLevel' };
  if (shape.overtime === 'until-decided' && overtime.home === overtime.away) return { ok: false, problem: 'noWinner' };
  return { ok: true, result: { ...result, overtime } };
}

function setsResult(draft: ResultDraft): Built {
  // The sets played are the lines filled in; the ones after the match was decided stay empty.
  const filled = draft.lines.filter((line) => line.home.trim() !== '' || line.away.trim() !== '');
  const parsed = filled.map(scoreOf);
  if (parsed.length === 0 || parsed.some((score) => !score)) return { ok: false, problem: 'incomplete' };
  const sets = parsed as Score[];
  if (sets.some((score) => score.home === score.away)) return { ok: false, problem: 'setLevel' };
  const home = sets.filter((score) => score.home > score.away).length;
  const away = sets.length - home;
  const last = sets.at(-1)!;
  const lastToHome = last.home > last.away;
  // As the book reads sets: one side leads, and the last set is the one that gave it the match.
  if (home === away || lastToHome !== home > away) return { ok: false, problem: 'noWinner' };
  return { ok: true, result: { kind: 'sets', sets } };
}

function fieldResult(shape: Extract<TradingResultShape, { kind: 'field' }>, draft: ResultDraft): Built {
  const strokes = shape.field.map(({ id }) => [id, count(draft.strokes[id] ?? '')] as const);
  if (strokes.some(([, value]) => !value)) return { ok: false, problem: 'incomplete' };
  const best = Math.min(...strokes.map(([, value]) => value!));
  const leaders = strokes.filter(([, value]) => value === best).map(([id]) => id);
  // A tie for first is decided by a play-off: the trader names its winner.
  const winner = draft.winner || (leaders.length === 1 ? leaders[0]! : '');
  if (!winner) return { ok: false, problem: 'winnerNeeded' };
  if (!leaders.includes(winner)) return { ok: false, problem: 'winnerNotBest' };
  return { ok: true, result: { kind: 'field', strokes: Object.fromEntries(strokes), winner } as TradingResult };
}

/** The result the form describes, as POST …/result/ takes it, or why it is not one. */
export function resultOf(shape: TradingResultShape, draft: ResultDraft): Built {
  if (shape.kind === 'score') return scoreResult(shape, draft);
  if (shape.kind === 'sets') return setsResult(draft);
  return fieldResult(shape, draft);
}

/** What a score sport's periods are called: football's halves, hockey's periods, basketball's quarters. */
export function periodWord(sport: string): 'half' | 'period' | 'quarter' | 'inning' {
  if (sport === 'football' || sport === 'handball') return 'half';
  if (sport === 'basketball' || sport === 'american-football') return 'quarter';
  if (sport === 'baseball') return 'inning';
  return 'period';
}

/** A result in one line: "3–1 (2–0, 1–1)", "6–3, 4–6, 7–5", or a field's winner and strokes. */
export function resultLine(result: TradingResult, names: Readonly<Record<string, string>> = {}): string {
  const pair = (score: Score) => `${score.home}–${score.away}`;
  if (result.kind === 'sets') return result.sets.map(pair).join(', ');
  if (result.kind === 'field') return `${names[result.winner] ?? result.winner} (${result.strokes[result.winner]})`;
  const total = sumOf([...result.periods, ...(result.overtime ? [result.overtime] : [])]);
  const overtime = result.overtime ? ` + ${pair(result.overtime)}` : '';
  return `${pair(total)} (${result.periods.map(pair).join(', ')}${overtime})`;
}
