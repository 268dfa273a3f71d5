import { style } from '@vanilla-extract/css';
import { description } from '../../styles/field.css.ts';

export const counter = style([description, { alignSelf: 'flex-end' }]);
