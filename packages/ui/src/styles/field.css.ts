import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** What every form field shares: label above, control, description or error below. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const errorText = style({ fontSize: vars.fontSize.small, color: vars.color.criticalText });

/** The frame's line, drawn inside the box so an input in it fills the whole touch target. */
const frame = (colour: string) => `inset 0 0 0 1px ${colour}`;

/**
 * The box around typed input; NativeField marks the invalid and disabled states with data attributes.
 * Its line is an inset shadow rather than a border: a border would leave the input inside it 2 px
 * short of the touch target.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  width: '100%',
  paddingInline: vars.space.medium,
  border: 'none',
  boxShadow: frame(vars.color.borderStrong),
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  outline: 'none',
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': {
      boxShadow: `${frame(vars.color.focusRing)}, 0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { boxShadow: frame(vars.color.critical) },
    '&[data-invalid]:focus-within': {
      boxShadow: `${frame(vars.color.critical)}, 0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
  // Forced colours drop shadows: the frame is a border there.
  '@media': { '(forced-colors: active)': { border: '1px solid FieldText' } },
});

/** A control for several lines of text: the field's box, growing downwards. */
export const multilineControl = style([
  control,
  { paddingBlock: vars.space.small, resize: 'vertical', lineHeight: vars.lineHeight.body },
]);

/** An input inside `control` (the control draws its frame over the input's edge). */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  padding: 0,
});

/** A control with its label beside it (checkbox, switch): the whole line is the touch target. */
export const inlineControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  position: 'relative',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

/** The native checkbox under a drawn one: still focused, clicked through its label and announced. */
export const hiddenToggle = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: 0,
  opacity: 0,
});

/** A group of choices (checkboxes, segments) as a fieldset without the browser's frame. */
export const fieldset = style([field, { margin: 0, padding: 0, border: 0 }]);

/**
 * A legend sits in the fieldset's border by default; floated, it becomes an ordinary item of the
 * field's column, over the choices like any field's label.
 */
export const legend = style([label, { float: 'left', padding: 0 }]);
