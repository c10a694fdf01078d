import "server-only";
import { formatNumber, pluralize } from "@/lib/format";
import { escapeHtml, truncate } from "@/lib/telegram/format";
import type { FeedAd } from "@/lib/services/feed/feed-item";
import type { HookAndAngle } from "@/lib/services/analysis/watch-analyses";
import { arrivalSentence } from "@/lib/shared/watches/arrival";
import { scoreLine, type Blocks } from "./messages";

/** How many of a run's new ads a Telegram message lists (the feed keeps them all). */
export const TELEGRAM_TOP_ADS = 5;

/** "3 anuncios nuevos" / "1 anuncio nuevo". */
export function newAdsSentence(n: number): string {
  return pluralize(n, "anuncio nuevo", "anuncios nuevos");
}

export const QUOTA_PAUSE_SENTENCE =
  "Llegaste al límite de anuncios de tu plan este mes: la vigilancia queda pausada y se reanudará sola cuando se renueve tu cuota.";

function adBlock(ad: FeedAd, index: number, appUrl: string, at: Date, analysis: HookAndAngle | undefined): string {
  const lines = [
    `${index}. <b>${escapeHtml(truncate(ad.pageName, 80))}</b>`,
    `${scoreLine(ad.score, ad.label)} · ${formatNumber(ad.daysRunning)} días activo`,
  ];
  if (ad.arrival) lines.push(`🌎 ${escapeHtml(arrivalSentence(ad.arrival, at))}`);
  if (ad.product) {
    const href = `${appUrl}/products/${encodeURIComponent(ad.product.id)}`;
    lines.push(`🏪 <a href="${escapeHtml(href)}">Usado por ${formatNumber(ad.product.storeCount)} tiendas</a>`);
  }
  if (ad.text) lines.push(escapeHtml(truncate(ad.text, 160)));
  if (analysis) {
    lines.push(`🎣 Gancho: «${escapeHtml(truncate(analysis.hook, 160))}»`);
    lines.push(`🧭 Ángulo: ${escapeHtml(truncate(analysis.angle, 200))}`);
  }
  lines.push(`<a href="${escapeHtml(`${appUrl}/ads/${encodeURIComponent(ad.id)}`)}">Ver anuncio en AdRadar</a>`);
  return lines.join("\n");
}

/**
 * One watch run's Telegram message: the count, the top 5 new ads (score, label, advertiser, days
 * running, arrival, a link to the ad's page), and the pause notice when the quota ran out. Every outside
 * string is escaped; sendToUser splits it below Telegram's limit.
 */
export function watchMessage(input: {
  watchName: string;
  ads: FeedAd[];
  pausedForQuota: boolean;
  appUrl: string;
  at: Date;
  /** 'Incluir análisis IA': each listed ad's hook and angle, when it has them. */
  analyses?: ReadonlyMap<string, HookAndAngle>;
}): Blocks {
  const blocks: Blocks = [`🔎 <b>Vigilancia: ${escapeHtml(input.watchName)}</b>`];
  if (input.ads.length > 0) {
    const shown = input.ads.slice(0, TELEGRAM_TOP_ADS);
    const more = input.ads.length > shown.length ? ` (los ${shown.length} mejores aquí; todos en Novedades)` : "";
    blocks.push(`${newAdsSentence(input.ads.length)}${more}`);
    shown.forEach((ad, i) => blocks.push(adBlock(ad, i + 1, input.appUrl, input.at, input.analyses?.get(ad.id))));
  }
  if (input.pausedForQuota) blocks.push(`⏸️ <b>Vigilancia pausada</b>\n${QUOTA_PAUSE_SENTENCE}`);
  return blocks;
}
