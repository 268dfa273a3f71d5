import { describe, expect, it } from 'vitest';
import {
  type BannerModel,
  feedFailureMessage,
  judgeBannerModel,
  type LifterBanner,
  lightDescription,
} from './banner-model.ts';
import { feedOf, LIFTER_ON_SECOND_BENCH, NOT_DECIDED, ONE_DECIDED, TWO_GOOD } from './fixtures.ts';

function lifterBanner(model: BannerModel): LifterBanner {
  if (model.kind !== 'lifter') throw new Error(`expected a lifter, got '${model.message}'`);
  return model;
}

describe('judgeBannerModel', () => {
  it('waits for data, then for a lifter with a name', () => {
    expect(judgeBannerModel(undefined)).toEqual({ kind: 'waiting', message: 'Waiting for data...' });
    expect(judgeBannerModel(feedOf({ lifter: null }))).toEqual({
      kind: 'waiting',
      message: 'Waiting for lifter...',
    });
    expect(judgeBannerModel(feedOf({ lifter: { ...LIFTER_ON_SECOND_BENCH, name: '  ' } }))).toMatchObject({
      message: 'Waiting for lifter...',
    });
  });

  it('shows the lifter, the attempts with the current one, bests and total, and no lights while referees decide', () => {
    const model = lifterBanner(judgeBannerModel(feedOf({ results: ONE_DECIDED })));
    expect(model.name).toBe('Sita Rai');
    expect(model.details).toEqual(['Age 24', 'NP', 'Open, -63 kg', '61.4 kg']);
    expect(model.rows.map((row) => row.label)).toEqual(['Squat', 'Bench', 'Deadlift']);
    expect(model.rows[0]?.attempts.map((box) => box.state)).toEqual(['good', 'failed', 'good']);
    expect(model.rows[1]?.attempts).toEqual([
      { attempt: 1, weight: 60, state: 'good', current: false, label: 'Attempt 1: 60, good' },
      { attempt: 2, weight: 65, state: 'pending', current: true, label: 'Attempt 2: 65, current, pending' },
      { attempt: 3, weight: null, state: 'empty', current: false, label: 'Attempt 3: none, empty' },
    ]);
    expect(model.rows.map((row) => row.best)).toEqual([132.5, 60, 0]);
    expect(model.currentAttemptSummary).toBe('Bench 65 kg');
    expect(model.lights).toBeNull();
    expect(model.total).toBe(192.5);
  });

  it('reveals all three lights together and lets two good lights count the current attempt', () => {
    const model = lifterBanner(judgeBannerModel(feedOf({ results: TWO_GOOD })));
    expect(model.lights?.map((light) => light.label)).toEqual([
      'Judge 1: Good Lift',
      'Judge 2: No Lift',
      'Judge 3: Good Lift',
    ]);
    expect(model.rows[1]?.attempts[1]?.state).toBe('good');
    expect(model.total).toBe(197.5);
  });

  it("shows a red light's reason card with it, and none with a white light", () => {
    const model = lifterBanner(
      judgeBannerModel(
        feedOf({ results: { '1': true, '2': false, '3': false }, cards: { '1': 2, '2': 1, '3': null } }),
      ),
    );
    expect(model.lights?.map((light) => light.card)).toEqual([null, 'red', null]);
    expect(model.lights?.map(lightDescription)).toEqual([
      'Judge 1: Good Lift',
      'Judge 2: No Lift, red card',
      'Judge 3: No Lift',
    ]);
  });

  it("summarises a lift with no current attempt as '-' kg", () => {
    const model = lifterBanner(judgeBannerModel(feedOf({ lift: 'S', results: NOT_DECIDED })));
    expect(model.currentAttemptSummary).toBe('Squat - kg');
    expect(model.rows[0]?.attempts.some((box) => box.current)).toBe(false);
  });

  it('names the platform whose feed failed', () => {
    expect(feedFailureMessage(7)).toBe('Failed to fetch data for Platform 7');
  });
});
