import { type ThemeName, themes, vars } from '@gym/ui/themes';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** `var(--color-text__1x2y)` → `--color-text__1x2y`: the custom property a theme sets. */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^),]+).*$/, '$1');

/** The values the theme's class really gives its variables, read from the page's computed style. */
function useThemeValues(theme: ThemeName, group: Record<string, string>) {
  const probe = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setValues(
      Object.fromEntries(
        Object.entries(group).map(([name, variable]) => [
          name,
          style.getPropertyValue(propertyOf(variable)).trim(),
        ]),
      ),
    );
  }, [group]);
  return { probe: <div ref={probe} className={themes[theme]} hidden />, values };
}

/** sRGB relative luminance (WCAG 2.2) of '#rrggbb'; null for anything else. */
function luminance(colour: string): number | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return null;
  const channels = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, e.g. 4.5 for 4.5:1. */
export function contrastRatio(first: string, second: string): number | null {
  const a = luminance(first);
  const b = luminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const cell: CSSProperties = { padding: '6px 10px', borderBottom: '1px solid #d9dde4', textAlign: 'left' };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', margin: '8px 0 24px', width: '100%' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const verdict = (ratio: number | null) => {
  if (ratio === null) return '—';
  const grade = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large text, UI' : 'below AA';
  return `${ratio.toFixed(2)}:1 ${grade}`;
};

/** Every semantic colour of a theme, with its contrast against the page's background and a surface. */
export function ColourTokens({ theme }: { theme: ThemeName }) {
  const { probe, values } = useThemeValues(theme, vars.color);
  const background = values.background ?? '';
  const surface = values.surface ?? '';
  return (
    <>
      {probe}
      <Table head={['Token', 'Swatch', 'Value', 'On background', 'On surface']}>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>color.{name}</code>
            </td>
            <td style={cell}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 40,
                  height: 20,
                  background: value,
                  border: '1px solid #9aa1ad',
                }}
              />
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>{verdict(contrastRatio(value, background))}</td>
            <td style={cell}>{verdict(contrastRatio(value, surface))}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** One group of size tokens: its name, value and a sample drawn at that size. */
function SizeTable({
  title,
  group,
  values,
  sample,
}: {
  title: string;
  group: string;
  values: Record<string, string>;
  sample: (value: string) => ReactNode;
}) {
  return (
    <>
      <h3>{title}</h3>
      <Table head={['Token', 'Value', 'Sample']}>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>
                {group}.{name}
              </code>
            </td>
            <td style={cell}>{value}</td>
            <td style={cell}>{sample(value)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The type scale, spacing and radii, each drawn at its own size. */
export function SizeTokens() {
  const type = useThemeValues('light', vars.fontSize);
  const space = useThemeValues('light', vars.space);
  const radius = useThemeValues('light', vars.radius);
  return (
    <>
      {type.probe}
      {space.probe}
      {radius.probe}
      <SizeTable
        title="Type scale"
        group="fontSize"
        values={type.values}
        sample={(value) => <span style={{ fontSize: value }}>Everest Fitness रु १,२५,००० ශ්‍රී ලංකා</span>}
      />
      <SizeTable
        title="Spacing"
        group="space"
        values={space.values}
        sample={(value) => (
          <span style={{ display: 'inline-block', height: 12, width: value, background: '#1d4ed8' }} />
        )}
      />
      <SizeTable
        title="Radii"
        group="radius"
        values={radius.values}
        sample={(value) => (
          <span
            style={{
              display: 'inline-block',
              width: 48,
              height: 32,
              borderRadius: value,
              border: '2px solid #1d4ed8',
            }}
          />
        )}
      />
    </>
  );
}
