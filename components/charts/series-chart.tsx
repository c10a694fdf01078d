"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type SeriesChartProps = {
  kind: "line" | "bar";
  /** The chart's accessible name: what it shows, in a sentence. */
  label: string;
  labels: string[];
  values: number[];
  color?: { line: string; fill: string };
  /** The tooltip's line for a point. */
  tooltipLabel?: (index: number, value: number) => string;
  /** The tooltip's title from the point's axis label. */
  tooltipTitle?: (label: string) => string;
  pointRadius?: number;
  xTicks?: number;
  yTicks?: number;
};

// chart.js and react-chartjs-2 stay out of every page's first-load JavaScript: they arrive after the
// page is usable, with a skeleton of the chart's size meanwhile (and never render on the server).
const loadCanvas = () => import("./series-chart-canvas");
const Canvas = dynamic(loadCanvas, {
  ssr: false,
  loading: () => <Skeleton className="size-full rounded-lg" />,
});

/**
 * Asks for the chart's code now, in the browser. For a screen whose chart is part of its first view, called
 * where its module is evaluated: next/dynamic asks only when the chart renders, after hydration, so the
 * skeleton stood for the whole hydration and then the fetch. Screens whose chart is behind a click don't.
 */
export function preloadSeriesChart(): void {
  if (typeof window !== "undefined") void loadCanvas();
}

/**
 * One series over days or weeks, as a line or as bars: the product's single chart. `className` sizes
 * it (a height such as `h-48`); it takes its container's width.
 */
export function SeriesChart({ className, ...props }: SeriesChartProps & { className?: string }) {
  return (
    <div className={cn("relative h-48 w-full min-w-0", className)}>
      <Canvas {...props} />
    </div>
  );
}
