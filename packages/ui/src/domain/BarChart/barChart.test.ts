import { describe, expect, it } from 'vitest';
import { collectionsTooltip, formatAxisThousands, formatCount, hasValues, monthlyBars } from './barChart.ts';
import { barIndexAt, barLayout, labelLinesOf, nextBarIndex, yAxisMax } from './barLayout.ts';

const data = [
  { label: 'September 2026', value: 10000 },
  { label: 'October 2026', value: 25000 },
  { label: 'November 2026', value: 5000 },
];

describe('the y axis', () => {
  it('ends at 1.2 times the highest value', () => {
    expect(yAxisMax([10000, 25000, 5000])).toBe(30000);
    expect(yAxisMax([4], 1.5)).toBe(6);
  });

  it('still has a scale when every value is zero or there is none', () => {
    expect(yAxisMax([0, 0])).toBe(1);
    expect(yAxisMax([])).toBe(1);
  });

  it('writes ticks in thousands', () => {
    expect(formatAxisThousands(0)).toBe('0');
    expect(formatAxisThousands(12000)).toBe('12k');
    expect(formatAxisThousands(2500)).toBe('2.5k');
    expect(formatAxisThousands(500)).toBe('0.5k');
  });

  it('writes count ticks as whole numbers', () => {
    expect(formatCount(1200)).toBe('1,200');
  });
});

describe('the collections tooltip', () => {
  it("reads 'NPR amount (x.xk)'", () => {
    expect(collectionsTooltip(12500)).toBe('NPR 12,500 (12.5k)');
    expect(collectionsTooltip(150000)).toBe('NPR 1,50,000 (150.0k)');
    expect(collectionsTooltip(0)).toBe('NPR 0 (0.0k)');
  });

  it("names the gym's currency and groups digits as its country does", () => {
    expect(collectionsTooltip(150000, 'LKR')).toBe('LKR 150,000 (150.0k)');
    expect(collectionsTooltip(150000, 'INR')).toBe('INR 1,50,000 (150.0k)');
    expect(collectionsTooltip(2500.5, 'AUD')).toBe('AUD 2,500.50 (2.5k)');
  });
});

describe('monthly bars', () => {
  it("label each month 'Month YYYY'", () => {
    expect(monthlyBars([{ year: 2026, month: 1, value: 3 }])).toEqual([{ label: 'January 2026', value: 3 }]);
  });

  it('count as empty when nothing is above zero', () => {
    expect(hasValues([{ value: 0 }])).toBe(false);
    expect(hasValues([])).toBe(false);
    expect(hasValues([{ value: 0 }, { value: 1 }])).toBe(true);
  });
});

describe('bar layout', () => {
  const layout = barLayout(data, { width: 600, height: 300, tickFormat: formatAxisThousands });

  it('draws bars in proportion to their values from a shared baseline', () => {
    const [a, b, c] = layout.bars;
    expect(a && b && c).toBeTruthy();
    if (!a || !b || !c) return;
    expect(a.height / b.height).toBeCloseTo(10000 / 25000);
    expect(c.height / b.height).toBeCloseTo(5000 / 25000);
    for (const bar of layout.bars) expect(bar.y + bar.height).toBeCloseTo(layout.plot.bottom);
  });

  it('leaves the highest bar below the top of the axis (the 1.2 headroom)', () => {
    const highest = layout.bars[1];
    const plotHeight = layout.plot.bottom - layout.plot.top;
    expect(highest?.height).toBeCloseTo(plotHeight / 1.2);
    expect(layout.yMax).toBe(30000);
  });

  it('places bars left to right in data order without overlapping', () => {
    const xs = layout.bars.map((bar) => bar.x);
    expect([...xs].sort((p, q) => p - q)).toEqual(xs);
    for (let i = 1; i < layout.bars.length; i++) {
      const previous = layout.bars[i - 1];
      const current = layout.bars[i];
      if (previous && current) expect(current.x).toBeGreaterThanOrEqual(previous.x + previous.width);
    }
  });

  it('labels ticks with the formatter, from zero upwards', () => {
    expect(layout.ticks[0]).toMatchObject({ value: 0, text: '0' });
    expect(layout.ticks.map((t) => t.text)).toContain('10k');
    expect(Math.max(...layout.ticks.map((t) => t.value))).toBeLessThanOrEqual(30000);
  });

  it('draws every label, month over year, when they fit under their bars', () => {
    expect(layout.labelEvery).toBe(1);
    expect(layout.bars.map((bar) => bar.labelLines)).toEqual([
      ['September', '2026'],
      ['October', '2026'],
      ['November', '2026'],
    ]);
  });

  it('thins twelve month labels on a phone so that no two touch, the latest always drawn', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ label: `September ${2000 + i}`, value: i }));
    for (const width of [300, 360, 600]) {
      const thin = barLayout(twelve, { width, height: 300 });
      expect(thin.labelEvery).toBeGreaterThan(1);
      expect(thin.bars.at(-1)?.labelLines).toEqual(['September', '2011']);
      const drawn = thin.bars.filter((bar) => bar.labelLines.length > 0);
      const labelWidth = 'September'.length * 7.5;
      for (const [i, bar] of drawn.entries()) {
        const next = drawn[i + 1];
        if (next) expect(next.centre - bar.centre).toBeGreaterThanOrEqual(labelWidth + 8);
      }
      // The first and last labels stay inside the drawing.
      expect((drawn[0]?.centre ?? 0) - labelWidth / 2).toBeGreaterThanOrEqual(0);
      expect((drawn.at(-1)?.centre ?? 0) + labelWidth / 2).toBeLessThanOrEqual(width);
    }
    expect(barLayout(twelve, { width: 1200, height: 300 }).labelEvery).toBe(1);
  });

  it('splits a label at its last space, without the comma before the year', () => {
    expect(labelLinesOf('Nov 3, 2026')).toEqual(['Nov 3', '2026']);
    expect(labelLinesOf('Nov 2026')).toEqual(['Nov', '2026']);
    expect(labelLinesOf('Total')).toEqual(['Total']);
  });

  it('keeps only whole-number ticks for small counts unless told otherwise', () => {
    const small = [{ label: 'A', value: 2 }];
    expect(barLayout(small, { width: 300, height: 200 }).ticks.map((t) => t.value)).toEqual([0, 1, 2]);
    expect(
      barLayout(small, { width: 300, height: 200, integerTicks: false }).ticks.map((t) => t.value),
    ).toContain(0.5);
  });

  it('gives zero-height bars to zero and negative values', () => {
    const zero = barLayout([{ label: 'A', value: 0 }], { width: 300, height: 200 });
    expect(zero.bars[0]?.height).toBe(0);
  });
});

describe('the bar under the pointer', () => {
  const { bars } = barLayout(data, { width: 600, height: 300 });
  it('is found anywhere in its column, gaps split halfway', () => {
    const [a, b, c] = bars;
    if (!a || !b || !c) throw new Error('three bars expected');
    expect(barIndexAt(bars, a.centre)).toBe(0);
    expect(barIndexAt(bars, b.x + 1)).toBe(1);
    const gap = b.x - (a.x + a.width);
    expect(barIndexAt(bars, a.x + a.width + gap / 2 - 1)).toBe(0);
    expect(barIndexAt(bars, a.x + a.width + gap / 2 + 1)).toBe(1);
    expect(barIndexAt(bars, c.x + c.width - 1)).toBe(2);
  });

  it('is none left of the first bar or right of the last', () => {
    expect(barIndexAt(bars, 0)).toBeNull();
    expect(barIndexAt(bars, 599)).toBeNull();
  });
});

describe('keyboard movement between bars', () => {
  it('moves with the arrow keys, Home and End, and stops at the ends', () => {
    expect(nextBarIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(nextBarIndex(2, 'ArrowRight', 3)).toBe(2);
    expect(nextBarIndex(0, 'ArrowLeft', 3)).toBe(0);
    expect(nextBarIndex(1, 'Home', 3)).toBe(0);
    expect(nextBarIndex(0, 'End', 3)).toBe(2);
    expect(nextBarIndex(0, 'Enter', 3)).toBeNull();
  });
});
