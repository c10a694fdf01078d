"use client";

import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatDate } from "@/lib/format";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/** New ads per week (by start, or first sighting), Monday to Sunday. */
export function LaunchesChart({ weeks, label }: { weeks: { week: string; launches: number }[]; label: string }) {
  return (
    <div className="relative h-48 w-full min-w-0">
      {/* The canvas is the image (react-chartjs-2 gives it role="img"): it carries the name. */}
      <Bar
        aria-label={label}
        data={{
          labels: weeks.map((w) => formatDate(`${w.week}T12:00:00Z`).replace(/ \d{4}$/, "")),
          datasets: [{ data: weeks.map((w) => w.launches), backgroundColor: "#6d5ce8", borderRadius: 3, maxBarThickness: 18 }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: { title: (items) => `Semana del ${items[0]?.label ?? ""}`, label: (ctx) => `${ctx.parsed.y} anuncios nuevos` },
            },
          },
          scales: {
            x: { grid: { display: false }, ticks: { maxTicksLimit: 7, font: { size: 10 } } },
            y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 5, font: { size: 10 } } },
          },
        }}
      />
    </div>
  );
}
