import { style } from '@vanilla-extract/css';
import { tooltipSurface } from '../../styles/overlay.css.ts';

export const tooltip = style([tooltipSurface, { maxWidth: 280, whiteSpace: 'pre-line' }]);
