import { cn } from "@/lib/utils";
import type { SeriesChartProps } from "./series-chart";

/** The product's chart colours, the preview's and chart.js's (series-chart-canvas.tsx). */
export const SERIES_BRAND = { line: "#6d5ce8", fill: "rgba(109, 92, 232, 0.12)" };
/** Room left around the drawing, in the viewBox's units, so that a line's stroke is not cut at the edges. */
const PAD = 2;
const WIDTH = 300;
const HEIGHT = 100;

/**
 * The series drawn as plain SVG, rendered with the page: what the user sees until chart.js (loaded after
 * the page, series-chart.tsx) has drawn the interactive chart over it, so the figures are there at first
 * paint rather than a skeleton. No axes or tooltips: the first and last labels and the highest value say
 * the scale. Hidden from assistive technology: the chart's box carries its name (series-chart.tsx).
 */
export function SeriesPreview({ kind, labels, values, color = SERIES_BRAND, className }: SeriesChartProps & { className?: string }) {
  const max = Math.max(1, ...values);
  const n = values.length;
  const x = (i: number) => PAD + (n <= 1 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (n - 1));
  const y = (v: number) => HEIGHT - PAD - (Math.max(0, v) / max) * (HEIGHT - 2 * PAD);
  let shape: React.ReactNode = null;
  if (n > 0 && kind === "bar") {
    const slot = (WIDTH - 2 * PAD) / n;
    const bar = Math.max(1, Math.min(slot * 0.7, 18));
    shape = values.map((v, i) => (
      <rect key={i} x={PAD + i * slot + (slot - bar) / 2} y={y(v)} width={bar} height={HEIGHT - PAD - y(v)} rx={1.5} fill={color.line} />
    ));
  } else if (n > 0) {
    const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    shape = (
      <>
        <polygon points={`${x(0).toFixed(1)},${HEIGHT - PAD} ${points} ${x(n - 1).toFixed(1)},${HEIGHT - PAD}`} fill={color.fill} />
        <polyline points={points} fill="none" stroke={color.line} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </>
    );
  }
  return (
    <div aria-hidden="true" className={cn("flex size-full flex-col gap-1", className)}>
      <div className="relative min-h-0 flex-1">
        <span className="absolute top-0 left-0 text-[10px] text-zinc-500 tabular-nums">{max}</span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="size-full pl-6">
          <line x1={0} x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#e4e4e7" vectorEffect="non-scaling-stroke" />
          {shape}
        </svg>
      </div>
      {n > 0 ? (
        <div className="flex justify-between pl-6 text-[10px] text-zinc-500">
          <span>{labels[0]}</span>
          {n > 1 ? <span>{labels[n - 1]}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
