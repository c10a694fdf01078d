"use client";

import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatDate } from "@/lib/format";
import type { HistoryStats } from "@/lib/services/history/search-history";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const dayLabel = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "UTC" });

/** Searches per UTC day over the stats period, as bars. */
export function SearchesChart({ daily }: { daily: HistoryStats["daily"] }) {
  const total = daily.reduce((s, d) => s + d.searches, 0);
  return (
    <figure className="h-48 sm:h-56">
      <Bar
        aria-label={`Búsquedas por día: ${total} en el periodo, del ${daily[0] ? formatDate(`${daily[0].date}T12:00:00Z`) : ""} al ${daily.length ? formatDate(`${daily[daily.length - 1].date}T12:00:00Z`) : ""}`}
        role="img"
        data={{
          labels: daily.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`))),
          datasets: [
            { label: "Búsquedas", data: daily.map((d) => d.searches), backgroundColor: "#7057f0", borderRadius: 4, maxBarThickness: 18 },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: {
            x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12, font: { size: 11 } } },
            y: { beginAtZero: true, ticks: { precision: 0, font: { size: 11 } } },
          },
        }}
      />
      <figcaption className="sr-only">Búsquedas por día</figcaption>
    </figure>
  );
}
