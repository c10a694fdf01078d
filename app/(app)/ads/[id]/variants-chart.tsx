"use client";

import { preloadSeriesChart, SeriesChart } from "@/components/charts/series-chart";
import { formatDay, pluralize } from "@/lib/format";

// The chart is part of this screen's first view: its code is asked for with the screen's (series-chart.tsx).
preloadSeriesChart();

type Point = { day: string; variants: number; active: boolean };

/** The variant count on each day the ad was seen; one point is a sentence, not a chart. */
export function VariantsChart({ points, label }: { points: Point[]; label: string }) {
  if (points.length < 2) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-4 text-sm text-muted-foreground">
        {points.length === 1
          ? `Por ahora solo hay un registro (${pluralize(points[0].variants, "variante", "variantes")}). La gráfica aparecerá cuando el anuncio se vea en más días.`
          : "Todavía no hay registros diarios de este anuncio."}
      </p>
    );
  }
  return (
    <SeriesChart
      kind="line"
      label={label}
      labels={points.map((p) => formatDay(p.day).replace(/ \d{4}$/, ""))}
      values={points.map((p) => p.variants)}
      pointRadius={points.length > 30 ? 0 : 3}
      tooltipLabel={(i, value) => `${value} variantes${points[i]?.active === false ? " (inactivo)" : ""}`}
    />
  );
}
