import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { cn } from '../../../lib/cn';

// Only the pieces the dashboard draws, so the rest of Chart.js stays out of the bundle.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  LinearScale,
  Tooltip,
);

type ChartCanvasProps = {
  config: ChartConfiguration<'doughnut'> | ChartConfiguration<'bar'>;
  /** What the chart shows, read by screen readers; the figures are also written out beside it. */
  label: string;
  className?: string;
};

/** A Chart.js chart filling its box; `config` should be memoised, as a new one redraws the chart. */
export function ChartCanvas({ config, label, className }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={cn('relative', className)}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

/** A colour from the theme (e.g. 'brand-600'), so the charts match the rest of the screen. */
export function themeColor(token: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--color-${token}`).trim();
  return value || fallback;
}
