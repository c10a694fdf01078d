"use client";

import { preloadSeriesChart, SeriesChart } from "@/components/charts/series-chart";
import { formatDay, pluralize } from "@/lib/format";

// The chart is part of this screen's first view: its code is asked for with the screen's (series-chart.tsx).
preloadSeriesChart();

/** Distinct advertisers seen running the product each week, Monday to Sunday. */
export function AdvertisersChart({ weeks, label }: { weeks: { week: string; advertisers: number }[]; label: string }) {
  return (
    <SeriesChart
      kind="bar"
      label={label}
      labels={weeks.map((w) => formatDay(w.week).replace(/ \d{4}$/, ""))}
      values={weeks.map((w) => w.advertisers)}
      xTicks={7}
      tooltipTitle={(week) => `Semana del ${week}`}
      tooltipLabel={(_, value) => pluralize(value, "anunciante", "anunciantes")}
    />
  );
}
