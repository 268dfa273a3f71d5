import { style } from '@vanilla-extract/css';
import { control, description } from '../../styles/field.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const textArea = style([
  control,
  { paddingBlock: vars.space.small, resize: 'vertical', lineHeight: vars.lineHeight.body },
]);
export const counter = style([description, { alignSelf: 'flex-end' }]);
