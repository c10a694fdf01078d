import "server-only";
import { safeHref } from "@/lib/security/safe-link";
import { formatNumber, pluralize } from "@/lib/format";
import { escapeHtml, truncate } from "@/lib/telegram/format";
import { TREND_LABELS, type AlertKind, type Trend } from "@/lib/shared/tracking/trend";
import type { WinnerLabel } from "@/lib/score";

/** Message blocks (escaped HTML, balanced tags); sendToUser joins and splits them. */
export type Blocks = string[];

function signed(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : formatNumber(n);
}

export function testNotification(name: string, analysisTime: string, timeZone: string): Blocks {
  return [
    "🔔 <b>Notificación de prueba de AdRadar</b>",
    `Hola ${escapeHtml(name)}, tus notificaciones de Telegram están configuradas correctamente.`,
    `Recibirás el análisis diario a las ${escapeHtml(analysisTime)} (${escapeHtml(timeZone)}).`,
  ];
}

export type AnalysisAdvertiser = {
  pageName: string;
  activeAds: number;
  change: number | null;
  trend: Trend;
  newAds: number;
  stoppedAds: number;
};
export type AnalysisAd = { id: string; pageName: string; text: string; url: string | null; score: number; label: WinnerLabel | null };

/** "Puntuación 82 · Ganador" (docs/score.md); the score alone when the ad earns no label. */
export function scoreLine(score: number, label: WinnerLabel | null): string {
  return label ? `Puntuación ${score} · ${label}` : `Puntuación ${score}`;
}

export function dailyAnalysis(input: {
  name: string;
  day: string;
  advertisers: AnalysisAdvertiser[];
  topNewAds: AnalysisAd[];
  quota: { used: number; limit: number };
}): Blocks {
  const blocks: Blocks = [
    `📊 <b>Análisis diario de AdRadar</b> · ${escapeHtml(input.day)}`,
    `Hola ${escapeHtml(input.name)}, este es el resumen de tus anunciantes en seguimiento.`,
  ];
  if (input.advertisers.length === 0) {
    blocks.push("No tienes anunciantes activos en seguimiento. Usa SEGUIR en un anuncio de tus búsquedas para empezar.");
  }
  for (const a of input.advertisers) {
    const change = a.change === null ? "sin datos del día anterior" : `${signed(a.change)} desde ayer`;
    blocks.push(
      [
        `<b>${escapeHtml(a.pageName)}</b>`,
        `Anuncios activos: ${formatNumber(a.activeAds)} (${change})`,
        `Tendencia: ${TREND_LABELS[a.trend]}`,
        `Nuevos: ${formatNumber(a.newAds)} · Detenidos: ${formatNumber(a.stoppedAds)}`,
      ].join("\n"),
    );
  }
  if (input.topNewAds.length > 0) {
    blocks.push(
      [
        "🆕 <b>Anuncios nuevos del día</b>",
        ...input.topNewAds.map((ad, i) => {
          const label = `${i + 1}. ${escapeHtml(ad.pageName)}: ${escapeHtml(truncate(ad.text || "(sin texto)", 120))}\n${scoreLine(ad.score, ad.label)}`;
          const href = safeHref(ad.url);
          return href ? `${label}\n<a href="${escapeHtml(href)}">Ver anuncio</a>` : label;
        }),
      ].join("\n"),
    );
  }
  const pct = input.quota.limit > 0 ? Math.round((input.quota.used / input.quota.limit) * 100) : 0;
  blocks.push(`📦 <b>Tu cuota</b>: ${formatNumber(input.quota.used)} de ${formatNumber(input.quota.limit)} anuncios este mes (${pct} %)`);
  return blocks;
}

const ALERT_TITLES: Record<AlertKind, string> = {
  growth: "📈 <b>Crecimiento fuerte</b>",
  decline: "📉 <b>Caída fuerte</b>",
  stopped: "⛔ <b>Anuncios detenidos</b>",
};

export function trackingAlert(kind: AlertKind, pageName: string, previous: number, current: number): Blocks {
  const name = `<b>${escapeHtml(pageName)}</b>`;
  const body =
    kind === "stopped"
      ? `${name} ya no tiene anuncios activos (antes tenía ${formatNumber(previous)}).`
      : `${name} pasó de ${formatNumber(previous)} a ${pluralize(current, "anuncio activo", "anuncios activos")}.`;
  return [ALERT_TITLES[kind], body];
}
