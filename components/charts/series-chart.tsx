"use client";

import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import { cn } from "@/lib/utils";
import { SeriesPreview } from "./series-preview";

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
// page is usable (and never render on the server). Meanwhile the same series is drawn as SVG with the page
// (series-preview.tsx): a skeleton there held the advertiser's and the product's pages' first view back by
// 150–300 ms (docs/benchmarks.md §6) although their figures were already in the HTML.
// A chunk that fails to arrive (a phone losing its network) leaves the preview in place instead of
// throwing the page's section into its error state.
const loadCanvas = () => import("./series-chart-canvas").catch(() => ({ default: () => null }));
const Canvas = dynamic(loadCanvas, { ssr: false, loading: () => null });

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
  const [drawn, setDrawn] = useState(false);
  // Stable, so the canvas's effect runs once when chart.js has drawn rather than after each of its renders.
  const onDrawn = useCallback(() => setDrawn(true), []);
  return (
    // One image with one name, whichever of the two drawings is showing (each is hidden from assistive
    // technology), so the name never appears twice while chart.js replaces the preview.
    <div role="img" aria-label={props.label} className={cn("relative h-48 w-full min-w-0", className)}>
      {drawn ? null : <SeriesPreview {...props} className="absolute inset-0" />}
      <Canvas {...props} onDrawn={onDrawn} />
    </div>
  );
}
