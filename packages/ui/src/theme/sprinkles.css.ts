import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { DESKTOP_MEDIA_QUERY } from './media.ts';
import { vars } from './theme.css.ts';

/** Layout properties with a value per breakpoint: `{ mobile, desktop }` (mobile first). */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': DESKTOP_MEDIA_QUERY },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
    maxWidth: { form: '440px', content: '760px', wide: '1200px', none: 'none' },
    flex: { fill: '1 1 0%', none: 'none' },
    gridTemplateColumns: {
      one: '1fr',
      two: 'repeat(2, minmax(0, 1fr))',
      three: 'repeat(3, minmax(0, 1fr))',
      four: 'repeat(4, minmax(0, 1fr))',
      auto: 'repeat(auto-fill, minmax(240px, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, accent: vars.color.accent },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
