import type { TradingResultShape } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, resultLine, resultOf } from './result-draft';

const football: TradingResultShape = { kind: 'score', periods: 2, overtime: 'never' };
const hockey: TradingResultShape = { kind: 'score', periods: 3, overtime: 'until-decided' };
const tennis: TradingResultShape = { kind: 'sets', bestOf: 3 };
const golf: TradingResultShape = {
  kind: 'field',
  field: [
    { id: 'g1', name: 'Ann Lee' },
    { id: 'g2', name: 'Bo Kim' },
    { id: 'g3', name: 'Cy Ray' },
  ],
};
const lines = (...scores: [string, string][]) => scores.map(([home, away]) => ({ home, away }));

describe('the result form as a result', () => {
  it("reads a score's periods, refusing blanks and overtime a sport has not", () => {
    const draft = { ...draftOf(football, null), lines: lines(['2', '0'], [' 1', '1 ']) };
    expect(resultOf(football, draft)).toEqual({
      ok: true,
      result: {
        kind: 'score',
        periods: [
          { home: 2, away: 0 },
          { home: 1, away: 1 },
        ],
      },
    });
    expect(resultOf(football, { ...draft, lines: lines(['2', ''], ['1', '1']) })).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(resultOf(football, { ...draft, lines: lines(['2', '-1'], ['1', '1']) })).toMatchObject({ ok: false });
  });

  it('asks for what came after regular time when the sport plays on, and only after a level game', () => {
    const level = { ...draftOf(hockey, null), lines: lines(['1', '1'], ['0', '0'], ['1', '1']) };
    expect(resultOf(hockey, level)).toEqual({ ok: false, problem: 'overtimeNeeded' });
    const decided = { ...level, overtime: { home: '0', away: '1' } };
    expect(resultOf(hockey, decided)).toMatchObject({ ok: true, result: { overtime: { home: 0, away: 1 } } });
    expect(resultOf(hockey, { ...decided, overtime: { home: '1', away: '1' } })).toEqual({
      ok: false,
      problem: 'noWinner',
    });
    const ahead = { ...decided, lines: lines(['2', '1'], ['0', '0'], ['1', '1']) };
    expect(resultOf(hockey, ahead)).toEqual({ ok: false, problem: 'overtimeNotLevel' });
  });

  it('takes the sets filled in, each with a winner, the last one deciding the match', () => {
    const draft = draftOf(tennis, null);
    expect(draft.lines).toHaveLength(3);
    const played = { ...draft, lines: lines(['6', '3'], ['4', '6'], ['7', '5']) };
    expect(resultOf(tennis, played)).toMatchObject({ ok: true, result: { kind: 'sets', sets: [{}, {}, {}] } });
    const twoSets = { ...draft, lines: lines(['6', '3'], ['6', '4'], ['', '']) };
    expect(resultOf(tennis, twoSets)).toMatchObject({ ok: true, result: { sets: [{}, {}] } });
    expect(resultOf(tennis, { ...draft, lines: lines(['6', '6'], ['6', '4'], ['', '']) })).toEqual({
      ok: false,
      problem: 'setLevel',
    });
    expect(resultOf(tennis, { ...draft, lines: lines(['6', '3'], ['4', '6'], ['', '']) })).toEqual({
      ok: false,
      problem: 'noWinner',
    });
  });

  it("takes a field's strokes; the fewest win, and a tie needs the play-off's winner", () => {
    const draft = { ...draftOf(golf, null), strokes: { g1: '270', g2: '268', g3: '275' } };
    expect(resultOf(golf, draft)).toEqual({
      ok: true,
      result: { kind: 'field', strokes: { g1: 270, g2: 268, g3: 275 }, winner: 'g2' },
    });
    const tie = { ...draft, strokes: { ...draft.strokes, g1: '268' } };
    expect(resultOf(golf, tie)).toEqual({ ok: false, problem: 'winnerNeeded' });
    expect(resultOf(golf, { ...tie, winner: 'g1' })).toMatchObject({ ok: true, result: { winner: 'g1' } });
    expect(resultOf(golf, { ...tie, winner: 'g3' })).toEqual({ ok: false, problem: 'winnerNotBest' });
    expect(resultOf(golf, { ...draft, strokes: { g1: '270', g2: '268' } })).toEqual({
      ok: false,
      problem: 'incomplete',
    });
  });

  it('starts from the result that stands, when it has the shape', () => {
    const standing = {
      kind: 'score' as const,
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 2 },
      ],
    };
    expect(draftOf(football, standing).lines).toEqual(lines(['1', '0'], ['0', '2']));
    expect(draftOf(hockey, standing).lines).toEqual(lines(['', ''], ['', ''], ['', '']));
    expect(resultLine(standing)).toBe('1–2 (1–0, 0–2)');
    expect(resultLine({ kind: 'field', strokes: { g1: 270, g2: 268 }, winner: 'g2' }, { g2: 'Bo Kim' })).toBe(
      'Bo Kim (268)',
    );
  });
});
