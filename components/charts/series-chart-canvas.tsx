"use client";

import { BarElement, CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";
import { useEffect } from "react";
import { Bar, Line } from "react-chartjs-2";
import type { SeriesChartProps } from "./series-chart";
import { SERIES_BRAND } from "./series-preview";

// Registered once, for every chart of the product; this module is only ever loaded lazily (series-chart.tsx).
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Filler, Tooltip);

/** The chart.js side of {@link SeriesChart}: one series, the product's axes, no legend and no animation. */
export default function SeriesChartCanvas({
  kind,
  labels,
  values,
  color = SERIES_BRAND,
  tooltipLabel,
  tooltipTitle,
  pointRadius = 3,
  xTicks = 6,
  yTicks = 5,
  onDrawn,
}: SeriesChartProps & { onDrawn?: () => void }) {
  // react-chartjs-2 draws in its own effect, which runs before this one (children's effects first).
  useEffect(() => onDrawn?.(), [onDrawn]);
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          ...(tooltipTitle ? { title: (items: { label?: string }[]) => tooltipTitle(items[0]?.label ?? "") } : {}),
          ...(tooltipLabel
            ? { label: (ctx: { dataIndex: number; parsed: { y: number | null } }) => tooltipLabel(ctx.dataIndex, ctx.parsed.y ?? 0) }
            : {}),
        },
      },
    },
    scales: {
      x: { grid: { display: false }, ticks: { maxTicksLimit: xTicks, maxRotation: 0, font: { size: 10 } } },
      y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: yTicks, font: { size: 10 } } },
    },
  };
  // The chart's box is the image and carries the name (series-chart.tsx); the canvas is its drawing.
  if (kind === "bar") {
    return (
      <Bar
        aria-hidden="true"
        data={{ labels, datasets: [{ data: values, backgroundColor: color.line, borderRadius: 3, maxBarThickness: 18 }] }}
        options={options}
      />
    );
  }
  return (
    <Line
      aria-hidden="true"
      data={{
        labels,
        datasets: [
          {
            data: values,
            borderColor: color.line,
            backgroundColor: color.fill,
            fill: true,
            tension: 0.3,
            pointRadius,
            pointHoverRadius: 4,
            borderWidth: 2,
          },
        ],
      }}
      options={options}
    />
  );
}
