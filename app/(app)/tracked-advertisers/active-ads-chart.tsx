"use client";

import { SeriesChart } from "@/components/charts/series-chart";
import { formatDay } from "@/lib/format";
import type { Trend } from "@/lib/shared/tracking/trend";

const COLORS: Record<Trend, { line: string; fill: string }> = {
  up: { line: "#059669", fill: "rgba(5, 150, 105, 0.12)" },
  down: { line: "#dc2626", fill: "rgba(220, 38, 38, 0.10)" },
  stable: { line: "#6d5ce8", fill: "rgba(109, 92, 232, 0.12)" },
};

/** The active-ads evolution: one point a day, coloured by the trend. */
export function ActiveAdsChart({ points, trend, label }: { points: { date: string; activeAds: number }[]; trend: Trend; label: string }) {
  // One point draws no line: until the second daily point, say when the chart will appear.
  if (points.length < 2) {
    return (
      <div className="flex h-32 w-full min-w-0 items-center justify-center rounded-lg border border-dashed border-zinc-300 bg-zinc-50/70 px-4 text-center text-sm text-muted-foreground">
        <p>El gráfico aparecerá con el segundo registro diario: se toma uno cada día.</p>
      </div>
    );
  }
  return (
    <SeriesChart
      kind="line"
      className="h-32"
      label={label}
      labels={points.map((p) => formatDay(p.date).replace(/ \d{4}$/, ""))}
      values={points.map((p) => p.activeAds)}
      color={COLORS[trend]}
      pointRadius={points.length > 14 ? 0 : 3}
      yTicks={4}
      tooltipLabel={(_, value) => `${value} anuncios activos`}
    />
  );
}
