"use client";

import { preloadSeriesChart, SeriesChart } from "@/components/charts/series-chart";
import { formatDay } from "@/lib/format";

// The chart is part of this screen's first view: its code is asked for with the screen's (series-chart.tsx).
preloadSeriesChart();

/** New ads per week (by start, or first sighting), Monday to Sunday. */
export function LaunchesChart({ weeks, label }: { weeks: { week: string; launches: number }[]; label: string }) {
  return (
    <SeriesChart
      kind="bar"
      label={label}
      labels={weeks.map((w) => formatDay(w.week).replace(/ \d{4}$/, ""))}
      values={weeks.map((w) => w.launches)}
      xTicks={7}
      tooltipTitle={(week) => `Semana del ${week}`}
      tooltipLabel={(_, value) => `${value} anuncios nuevos`}
    />
  );
}
