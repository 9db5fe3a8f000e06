// The applications funnel: one centred bar per status of the main path (floating bars from -n/2 to n/2,
// so the widths taper like a funnel), its count beside it; a click opens that status's list. Chart.js
// pieces are registered here only, so they load with the dashboard and never with the login page.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type Plugin } from 'chart.js';
import { useEffect, useRef } from 'react';
import { clickableBars } from './bar-clicks';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface FunnelBar {
  label: string;
  count: number;
  /** The count as people read it ('1,234'). */
  shown: string;
}

const FONT = '12px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Writes each bar's count just past its right end (no datalabels plugin for one line of text). */
const counts: Plugin<'bar'> = {
  id: 'funnelCounts',
  afterDatasetsDraw(chart) {
    const shown = (chart.options.plugins as { funnelCounts?: { shown: string[] } }).funnelCounts?.shown ?? [];
    const { ctx } = chart;
    ctx.save();
    ctx.font = FONT;
    ctx.fillStyle = 'rgba(0, 0, 0, 0.65)';
    ctx.textBaseline = 'middle';
    chart.getDatasetMeta(0).data.forEach((bar, i) => {
      const { x, base, y } = bar.getProps(['x', 'base', 'y'], true) as { x: number; base: number; y: number };
      ctx.fillText(shown[i] ?? '', Math.max(x, base) + 6, y);
    });
    ctx.restore();
  },
};

export default function FunnelChart({ bars, label, onOpen }: { bars: FunnelBar[]; label: string; onOpen: (index: number) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar', [number, number][]> | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart<'bar', [number, number][]>(canvas.current, {
      type: 'bar',
      data: { labels: [], datasets: [] },
      plugins: [counts],
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        layout: { padding: { right: 8 } },
        plugins: {
          tooltip: { callbacks: { label: (item) => ` ${(item.chart.options.plugins as { funnelCounts?: { shown: string[] } }).funnelCounts?.shown[item.dataIndex] ?? ''}` } },
        },
        scales: {
          x: { display: false, grid: { display: false } },
          y: { grid: { display: false }, border: { display: false }, ticks: { font: { size: 12 }, color: 'rgba(0, 0, 0, 0.65)', autoSkip: false } },
        },
        ...clickableBars(open),
      },
    });
    return () => chart.current?.destroy();
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const widest = Math.max(1, ...bars.map((b) => b.count));
    c.data.labels = bars.map((b) => b.label);
    c.data.datasets = [{
      data: bars.map((b) => [-b.count / 2, b.count / 2] as [number, number]),
      // The main path darkens as it goes: later steps are fewer and worth more.
      backgroundColor: bars.map((_, i) => `rgba(24, 144, 255, ${0.35 + (0.6 * i) / Math.max(1, bars.length - 1)})`),
      borderRadius: 3,
      borderSkipped: false,
      barPercentage: 0.82,
      categoryPercentage: 1,
      minBarLength: 2,
    }];
    // Room right of the widest bar for its count.
    c.options.scales!.x!.min = -widest / 2 * 1.02;
    c.options.scales!.x!.max = widest / 2 * 1.32;
    (c.options.plugins as { funnelCounts?: { shown: string[] } }).funnelCounts = { shown: bars.map((b) => b.shown) };
    c.update();
  }, [bars]);

  return <canvas ref={canvas} role="img" aria-label={label} data-testid="dashboard-funnel-chart" />;
}
