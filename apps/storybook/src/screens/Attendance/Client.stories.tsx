import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/attendance/1') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};

/** The hard attendance in Nepali, Sinhala and Hindi (issue 26). */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };

/**
 * A Nepali gym that reads Bikram Sambat: the calendar is a BS month (Falgun 2082, 13 February to
 * 14 March 2026: the punches of both AD months), its days numbered in BS.
 */
export const HardInNepaliBikramSambat = {
  parameters: {
    language: 'ne',
    calendar: 'BS',
    screen: { path: '/attendance/1?month=11&year=2082', viewer: 'owner' },
  },
};
