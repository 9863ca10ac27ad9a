import { axisMax, barChart, niceStep } from './geometry';

describe('the y-axis', () => {
  it('steps in 1, 2, 5 × 10^n with four whole steps', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(250)).toBe(500);
    expect(axisMax(0)).toBe(4);
    expect(axisMax(10)).toBe(20);
    expect(axisMax(1200)).toBe(2000);
    expect(axisMax(4000)).toBe(4000);
  });
});

describe('barChart', () => {
  const days = Array.from({ length: 30 }, (_, i) => ({
    key: `2030-01-${String(i + 1).padStart(2, '0')}`,
    value: i === 9 ? 4000 : i * 10,
  }));

  it('draws one bar per day, heights in proportion, inside the plot', () => {
    const chart = barChart(days, { width: 700, height: 200 });
    expect(chart.bars).toHaveLength(30);
    expect(chart.max).toBe(4000);
    const top = chart.bars[9]!;
    expect(top.height).toBeCloseTo(chart.plot.bottom - chart.plot.top);
    expect(top.y).toBeCloseTo(chart.plot.top);
    expect(chart.bars[0]!.height).toBe(0);
    for (const b of chart.bars) {
      expect(b.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(b.x + b.width).toBeLessThanOrEqual(chart.plot.right + 0.001);
    }
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('labels about six days, never two side by side', () => {
    const { labelled } = barChart(days);
    expect(labelled.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < labelled.length; i++) expect(labelled[i]! - labelled[i - 1]!).toBeGreaterThan(1);
  });

  it('does not crowd the last label of twelve months', () => {
    const months = Array.from({ length: 12 }, (_, i) => ({ key: `m${i}`, value: i }));
    const { labelled } = barChart(months);
    expect(labelled).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('draws an empty chart for no days and for idle days', () => {
    expect(barChart([]).bars).toEqual([]);
    const idle = barChart([{ key: '2030-01-01', value: 0 }]);
    expect(idle.bars[0]!.height).toBe(0);
    expect(idle.max).toBe(4);
  });
});
