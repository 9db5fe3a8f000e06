// The UTM chart: one line per source over the days of the range, visits or sign-ups. Chart.js pieces are
// registered here only, so they load with this screen and never with the login page.
import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

const COLOURS = ['#1890ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#8c8c8c'];

export interface UtmSeries { source: string; values: number[] }

export default function UtmChart({ days, series, label }: { days: string[]; series: UtmSeries[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'line'> | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, {
      type: 'line',
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { maxTicksLimit: 10 } } },
      },
    });
    return () => chart.current?.destroy();
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = days.map((d) => d.slice(5));
    c.data.datasets = series.map((s, i) => ({
      label: s.source, data: s.values, borderColor: COLOURS[i % COLOURS.length], backgroundColor: COLOURS[i % COLOURS.length],
      borderWidth: 2, pointRadius: 0, tension: 0.25,
    }));
    c.update();
  }, [days, series]);

  return <canvas ref={canvas} role="img" aria-label={label} data-testid="utm-chart" />;
}
