"use client";

import { SeriesChart } from "@/components/charts/series-chart";
import { formatDay } from "@/lib/format";
import type { HistoryStats } from "@/lib/services/history/search-history";

const dayLabel = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "UTC" });

/** Searches per UTC day over the stats period, as bars. */
export function SearchesChart({ daily }: { daily: HistoryStats["daily"] }) {
  const total = daily.reduce((s, d) => s + d.searches, 0);
  const first = daily[0] ? formatDay(daily[0].date) : "";
  const last = daily.length ? formatDay(daily[daily.length - 1].date) : "";
  return (
    <SeriesChart
      kind="bar"
      className="h-48 sm:h-56"
      label={`Búsquedas por día: ${total} en el periodo, del ${first} al ${last}`}
      labels={daily.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`)))}
      values={daily.map((d) => d.searches)}
      xTicks={10}
      tooltipLabel={(_, value) => `${value} búsquedas`}
    />
  );
}
