import { describe, expect, it } from 'vitest';
import {
  feedFailureMessage,
  type JudgeFeed,
  judgeBannerModel,
  type LifterData,
  lightDescription,
} from './banner-model.ts';

const lifter: LifterData = {
  name: 'Sita Rai',
  age: 24,
  countryCode: 'NP',
  divisions: ['Open', '-63 kg'],
  bodyweightKg: 61.4,
  squatKg: [120, 127.5, 132.5],
  benchKg: [60, null, null],
  deadliftKg: [null, null, null],
  squatStatus: [1, -1, 1],
  benchStatus: [0, 0, 0],
  deadliftStatus: [0, 0, 0],
};
const feed = (
  judgeResults: JudgeFeed['judgeResults'],
  lifterData: LifterData | null = lifter,
): JudgeFeed => ({
  liftData: { lifterData, platformData: { lift: 'B' } },
  judgeResults,
});
const undecided = { '1': null, '2': null, '3': null };

describe('judgeBannerModel', () => {
  it('waits for data, then for a lifter', () => {
    expect(judgeBannerModel(undefined)).toEqual({ kind: 'waiting', message: 'Waiting for data...' });
    expect(judgeBannerModel(feed(undecided, null))).toEqual({
      kind: 'waiting',
      message: 'Waiting for lifter...',
    });
    expect(judgeBannerModel(feed(undecided, { ...lifter, name: '  ' }))).toMatchObject({
      message: 'Waiting for lifter...',
    });
  });

  it('shows the attempts, the current one, bests and total, and no lights while referees decide', () => {
    const model = judgeBannerModel(feed({ '1': true, '2': null, '3': false }));
    if (model.kind !== 'lifter') throw new Error('expected a lifter');
    expect(model.details).toEqual(['Age 24', 'NP', 'Open, -63 kg', '61.4 kg']);
    expect(model.rows[0]?.attempts.map((box) => box.state)).toEqual(['good', 'failed', 'good']);
    expect(model.rows[1]?.attempts).toEqual([
      { weight: 60, state: 'pending', current: true },
      { weight: null, state: 'empty', current: false },
      { weight: null, state: 'empty', current: false },
    ]);
    expect(model.rows[0]?.best).toBe(132.5);
    expect(model.lights).toBeNull();
    expect(model.total).toBe(132.5);
  });

  it('reveals all three lights together and lets two good lights count the current attempt', () => {
    const model = judgeBannerModel(feed({ '1': true, '2': false, '3': true }));
    if (model.kind !== 'lifter') throw new Error('expected a lifter');
    expect(model.lights?.map((light) => light.label)).toEqual([
      'Judge 1: Good Lift',
      'Judge 2: No Lift',
      'Judge 3: Good Lift',
    ]);
    expect(model.rows[1]?.attempts[0]?.state).toBe('good');
    expect(model.total).toBe(192.5);
  });

  it("shows a red light's reason card with it, and none with a white light", () => {
    const model = judgeBannerModel({
      ...feed({ '1': true, '2': false, '3': false }),
      judgeCards: { '1': 2, '2': 1, '3': null },
    });
    if (model.kind !== 'lifter') throw new Error('expected a lifter');
    expect(model.lights?.map((light) => light.card)).toEqual([null, 'red', null]);
    expect(model.lights?.map(lightDescription)).toEqual([
      'Judge 1: Good Lift',
      'Judge 2: No Lift, red card',
      'Judge 3: No Lift',
    ]);
  });

  it('names the platform whose feed failed', () => {
    expect(feedFailureMessage(7)).toBe('Failed to fetch data for Platform 7');
  });
});
