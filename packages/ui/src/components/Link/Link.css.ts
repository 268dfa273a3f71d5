import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focus.css.ts';
import { vars } from '../../theme/theme.css.ts';
import type { LinkVariant } from './Link.tsx';

export const link = recipe({
  base: [focusRing, { color: vars.color.accent, cursor: 'pointer', borderRadius: vars.radius.small }],
  variants: {
    variant: {
      inline: { textDecoration: 'underline', textUnderlineOffset: 2 },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.touchTarget,
        minWidth: vars.size.touchTarget,
        textDecoration: 'underline',
        textUnderlineOffset: 2,
      },
      nav: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.small,
        color: vars.color.text,
        textDecoration: 'none',
        fontWeight: vars.fontWeight.medium,
        selectors: {
          '&[data-hovered]': { textDecoration: 'underline' },
          '&[aria-current="page"]': {
            color: vars.color.accent,
            textDecoration: 'underline',
            textUnderlineOffset: 6,
          },
        },
      },
    } satisfies Record<LinkVariant, StyleRule>,
  },
});
