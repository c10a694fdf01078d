"use client";

import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";
import { Line } from "react-chartjs-2";
import { formatDate } from "@/lib/format";
import type { Trend } from "@/lib/tracking/trend";

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

const COLORS: Record<Trend, { line: string; fill: string }> = {
  up: { line: "#059669", fill: "rgba(5, 150, 105, 0.12)" },
  down: { line: "#dc2626", fill: "rgba(220, 38, 38, 0.10)" },
  stable: { line: "#6d5ce8", fill: "rgba(109, 92, 232, 0.12)" },
};

/** The active-ads evolution: one point a day, coloured by the trend. */
export function ActiveAdsChart({ points, trend, label }: { points: { date: string; activeAds: number }[]; trend: Trend; label: string }) {
  const color = COLORS[trend];
  // One point draws no line: until the second daily point, say when the chart will appear.
  if (points.length < 2) {
    return (
      <div className="flex h-32 w-full min-w-0 items-center justify-center rounded-lg border border-dashed border-zinc-300 bg-zinc-50/70 px-4 text-center text-sm text-muted-foreground">
        <p>El gráfico aparecerá con el segundo registro diario: se toma uno cada día.</p>
      </div>
    );
  }
  return (
    <div className="relative h-32 w-full min-w-0">
      {/* The canvas is the image (react-chartjs-2 gives it role="img"): it carries the name. */}
      <Line
        aria-label={label}
        data={{
          labels: points.map((p) => formatDate(`${p.date}T12:00:00Z`).replace(/ \d{4}$/, "")),
          datasets: [
            {
              data: points.map((p) => p.activeAds),
              borderColor: color.line,
              backgroundColor: color.fill,
              fill: true,
              tension: 0.3,
              pointRadius: points.length > 14 ? 0 : 3,
              pointHoverRadius: 4,
              borderWidth: 2,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false }, tooltip: { callbacks: { label: (ctx) => `${ctx.parsed.y} anuncios activos` } } },
          scales: {
            x: { grid: { display: false }, ticks: { maxTicksLimit: 6, font: { size: 10 } } },
            y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 4, font: { size: 10 } } },
          },
        }}
      />
    </div>
  );
}
