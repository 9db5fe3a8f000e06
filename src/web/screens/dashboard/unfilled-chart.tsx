// Unfilled shifts per day of the next 7: one bar a day, a click opens that day's available shifts.
// Registers only the bar pieces (funnel-chart.tsx registers the same ones; registering twice is harmless).
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { clickableBars } from './bar-clicks';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export default function UnfilledChart({ labels, values, label, onOpen }: { labels: string[]; values: number[]; label: string; onOpen: (index: number) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0, color: 'rgba(0, 0, 0, 0.45)' }, grid: { color: '#f0f0f0' }, border: { display: false } },
          x: { grid: { display: false }, ticks: { color: 'rgba(0, 0, 0, 0.65)' } },
        },
        ...clickableBars(open),
      },
    });
    return () => chart.current?.destroy();
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = labels;
    // Today stands out: those shifts are the most urgent to fill.
    c.data.datasets = [{ data: values, backgroundColor: values.map((_, i) => (i === 0 ? '#fa8c16' : '#69b1ff')), borderRadius: 3, maxBarThickness: 44 }];
    c.update();
  }, [labels, values]);

  return <canvas ref={canvas} role="img" aria-label={label} data-testid="dashboard-unfilled-chart" />;
}
