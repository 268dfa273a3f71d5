/**
 * The themes' colours as plain values. theme.css.ts fills the theme contract from them, and what
 * cannot use vanilla-extract reads the same values: the <judge-results> widget builds its
 * shadow-root stylesheet from them (import '@gym/ui/theme-colours').
 */
import { palette } from './tokens.ts';

/** The semantic colours of the light theme. */
export const lightColours = {
  background: palette.grey50,
  surface: palette.white,
  surfaceRaised: palette.white,
  border: palette.grey200,
  borderStrong: palette.grey400,
  text: palette.grey900,
  textMuted: palette.grey600,
  accent: palette.blue700,
  accentHover: palette.blue800,
  onAccent: palette.white,
  accentSurface: palette.blue50,
  success: palette.green700,
  onSuccess: palette.white,
  successSurface: palette.green50,
  successText: palette.green700,
  warning: palette.yellow300,
  onWarning: palette.grey900,
  warningSurface: palette.yellow50,
  warningText: palette.yellow800,
  critical: palette.red700,
  onCritical: palette.white,
  criticalSurface: palette.red50,
  criticalText: palette.red700,
  focusRing: palette.blue700,
  overlay: 'rgba(15, 17, 21, 0.5)',
};

export type SemanticColour = keyof typeof lightColours;

/** The same meanings in the dark theme. */
export const darkColours: Record<SemanticColour, string> = {
  background: palette.ink,
  surface: palette.night,
  surfaceRaised: palette.nightRaised,
  border: palette.nightBorder,
  borderStrong: palette.grey400,
  text: palette.mist,
  textMuted: palette.mistMuted,
  accent: palette.blue400,
  accentHover: palette.blue300,
  onAccent: palette.ink,
  accentSurface: palette.blue950,
  success: palette.green400,
  onSuccess: palette.ink,
  successSurface: palette.green950,
  successText: palette.green400,
  warning: palette.yellow300,
  onWarning: palette.ink,
  warningSurface: palette.yellow950,
  warningText: palette.yellow300,
  critical: palette.red400,
  onCritical: palette.ink,
  criticalSurface: palette.red950,
  criticalText: palette.red400,
  focusRing: palette.blue400,
  overlay: 'rgba(0, 0, 0, 0.65)',
};

/**
 * A competition platform's own colours, the same in both themes: the lights sit in a black housing
 * as on a real light box, so a good lift's white light, a no lift's red one and a referee still
 * deciding (a dim dashed ring) tell apart from across a hall and on a stream, in either theme; the
 * referees' reason cards (1 red, 2 blue, 3 yellow) are each edged in white.
 */
export const platformColours = {
  lightHousing: palette.ink,
  waitingRing: palette.grey400,
  goodLight: palette.white,
  noLight: palette.red500,
  cardEdge: palette.white,
  reasonCard: { red: palette.red700, blue: palette.blue700, yellow: palette.yellow300 },
} as const;
