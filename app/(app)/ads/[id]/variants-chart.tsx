"use client";

import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";
import { Line } from "react-chartjs-2";
import { formatDate } from "@/lib/format";

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

type Point = { day: string; variants: number; active: boolean };

/** The variant count on each day the ad was seen; one point is a sentence, not a chart. */
export function VariantsChart({ points, label }: { points: Point[]; label: string }) {
  if (points.length < 2) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-4 text-sm text-muted-foreground">
        {points.length === 1
          ? `Por ahora solo hay un registro (${points[0].variants} ${points[0].variants === 1 ? "variante" : "variantes"}). La gráfica aparecerá cuando el anuncio se vea en más días.`
          : "Todavía no hay registros diarios de este anuncio."}
      </p>
    );
  }
  return (
    <div className="relative h-48 w-full min-w-0">
      {/* The canvas is the image (react-chartjs-2 gives it role="img"): it carries the name. */}
      <Line
        aria-label={label}
        data={{
          labels: points.map((p) => formatDate(`${p.day}T12:00:00Z`).replace(/ \d{4}$/, "")),
          datasets: [
            {
              data: points.map((p) => p.variants),
              borderColor: "#6d5ce8",
              backgroundColor: "rgba(109, 92, 232, 0.12)",
              fill: true,
              tension: 0.3,
              stepped: false,
              pointRadius: points.length > 30 ? 0 : 3,
              pointHoverRadius: 4,
              borderWidth: 2,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: {
                label: (ctx) => `${ctx.parsed.y} variantes${points[ctx.dataIndex]?.active === false ? " (inactivo)" : ""}`,
              },
            },
          },
          scales: {
            x: { grid: { display: false }, ticks: { maxTicksLimit: 6, font: { size: 10 } } },
            y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 5, font: { size: 10 } } },
          },
        }}
      />
    </div>
  );
}
