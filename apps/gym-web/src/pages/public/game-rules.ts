/** The hidden game: stop a swinging bar inside the good zone, three attempts, like a meet. */
export const GOOD_ZONE = { from: 40, to: 60 } as const;
export const ATTEMPTS = 3;

/** The bar's position (0 to 100) after `elapsedMs`, swinging up and down once every 1.6 s. */
export function barPosition(elapsedMs: number, periodMs = 1_600): number {
  const phase = (elapsedMs % periodMs) / periodMs;
  return Math.round((phase < 0.5 ? phase * 2 : 2 - phase * 2) * 100);
}

export const isGoodLift = (position: number) => position >= GOOD_ZONE.from && position <= GOOD_ZONE.to;
