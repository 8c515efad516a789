import type { FeedEvent, FieldEvent } from '../feed/feed.calendar.js';
import type { Competitor } from '../feed/feed.catalogue.js';
import { GOLF_MODEL } from '../pricing/pricing.golf.js';
import { type EventModel, fieldModel } from '../pricing/pricing.models.js';
import { discreteNormal } from '../pricing/pricing.normal.js';
import { gaussian, type Draw } from './live.draws.js';
import { certain } from './live.timeline.js';
import type { FieldDetail, LiveClock, Snapshot, SportLive, Timeline } from './live.types.js';

/**
 * Golf in play, round by round: each competitor's round is a normal number of strokes
 * around a quarter of the model's four-round mean (sd halved: four independent rounds
 * add up to the model's total), rounded; the leaderboard moves at the end of each round,
 * a dangerous moment. A tie for first goes to a play-off won by one of the tied, drawn
 * evenly, as the model has it. In play, each competitor's total is the strokes so far plus
 * the model's total for the rounds left; nothing is decided before the last round ends.
 */

const ROUNDS = 4;

function asField(event: FeedEvent): FieldEvent {
  if (event.kind !== 'field') throw new RangeError('golf is played by a field');
  return event;
}

const meanOf = (competitor: Competitor) =>
  GOLF_MODEL.meanStrokes - GOLF_MODEL.strokesPerSkill * (competitor.attack + competitor.defence);

function timeline(event: FeedEvent, draw: Draw): Timeline<FieldDetail> {
  const { field } = asField(event);
  const initial: FieldDetail = { kind: 'field', rounds: 0, strokes: Object.fromEntries(field.map((c) => [c.id, 0])) };
  let detail = initial;
  const snapshots: Snapshot<FieldDetail>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const strokes = Object.fromEntries(
      field.map((c) => {
        const score = Math.max(
          1,
          Math.round(meanOf(c) / ROUNDS + (GOLF_MODEL.sd / 2) * gaussian(draw, c.id, 'round', round)),
        );
        return [c.id, detail.strokes[c.id]! + score];
      }),
    );
    detail = { kind: 'field', rounds: round + 1, strokes };
    snapshots.push({ at: round + 1, detail, danger: true });
  }
  const best = Math.min(...Object.values(detail.strokes));
  const tied = field.map((c) => c.id).filter((id) => detail.strokes[id] === best);
  const winner = tied[Math.floor(draw('play-off') * tied.length)]!;
  return {
    planLength: ROUNDS,
    end: ROUNDS,
    initial,
    snapshots,
    result: { kind: 'field', strokes: detail.strokes, winner },
  };
}

function clock(_: Timeline<FieldDetail>, at: number): LiveClock {
  const elapsed = Math.min(Math.max(at, 0), ROUNDS);
  if (elapsed >= ROUNDS) return { period: ROUNDS - 1, elapsed, label: 'Final' };
  return { period: Math.floor(elapsed), elapsed, label: `Round ${Math.floor(elapsed) + 1}` };
}

const models = new Map<string, EventModel>();

export const GOLF_LIVE: SportLive<FieldDetail> = {
  timeline,
  clock,
  score: () => ({ home: 0, away: 0 }),
  model(event, detail) {
    // The leaderboard only moves at the end of a round: one computation (a costly one) per round.
    const key = [event.id, event.name, JSON.stringify(detail.strokes)].join('\u0000');
    let model = models.get(key);
    if (!model) {
      model = liveFieldModel(asField(event), detail);
      if (models.size >= 64) models.delete(models.keys().next().value!);
      models.set(key, model);
    }
    return model;
  },
  reachable: () => ({}),
};

/** The field's model in play: strokes taken, plus what the rounds left are expected to take. */
function liveFieldModel({ field }: FieldEvent, { rounds, strokes }: FieldDetail): EventModel {
  const left = (ROUNDS - rounds) / ROUNDS;
  return fieldModel(
    field.map((c) => c.id),
    field.map((c) =>
      left > 0
        ? discreteNormal(strokes[c.id]! + meanOf(c) * left, GOLF_MODEL.sd * Math.sqrt(left), 1)
        : certain(strokes[c.id]!),
    ),
  );
}
