import "server-only";
import type { InlineKeyboardMarkup } from "grammy/types";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { formatDate, formatNumber } from "@/lib/format";
import { userTimeZone } from "@/lib/time-zone";
import { getUsage } from "@/lib/services/billing/get-usage";
import { searchArchive } from "@/lib/services/archive/search-archive";
import { listFeed } from "@/lib/services/feed/list-feed";
import { listWatches } from "@/lib/services/watches/list-watches";
import { scoreLine } from "@/lib/services/notifications/messages";
import { escapeHtml, truncate } from "@/lib/telegram/format";
import { archiveSearchSchema } from "@/lib/validation/archive";
import { STATUS_LABELS } from "@/lib/shared/watches/labels";
import { adsKeyboard, linkRow, type Recipient } from "./buttons";
import { signCallback } from "./callback-data";

/** A reply: escaped HTML and its keyboard. */
export type BotReply = { text: string; markup?: InlineKeyboardMarkup };

/** The bot's commands, in the order /ayuda and Telegram's menu (setMyCommands) list them. */
export const BOT_COMMANDS = [
  { command: "buscar", description: "Buscar en el archivo: /buscar términos [país]" },
  { command: "novedades", description: "Tus novedades sin leer" },
  { command: "vigilancias", description: "Tus vigilancias, con pausar y reanudar" },
  { command: "cuota", description: "Tu uso de anuncios este mes" },
  { command: "desconectar", description: "Desconectar este chat de AdRadar" },
  { command: "ayuda", description: "Qué puede hacer este bot" },
] as const;

export const HELP_TEXT = [
  "🤖 <b>AdRadar en Telegram</b>",
  ...BOT_COMMANDS.map((c) => `/${c.command} — ${escapeHtml(c.description)}`),
  "",
  "Los mensajes de vigilancias, alertas y el análisis diario traen botones: Guardar, Seguir anunciante, Ver en AdRadar y, en las vigilancias, Silenciar 7 días y Pausar vigilancia.",
].join("\n");

export const SEARCH_USAGE = "Escribe qué buscar, por ejemplo: <code>/buscar crema natural MX</code> (el país es opcional).";
const TOP = 5;
/** How many archive ads are read to pick the top 5 by score. */
const CANDIDATES = 50;

/** "/buscar crema natural MX": the last word is a country when it is two letters. */
export function parseSearchArgs(args: string): { q: string; country?: string } | null {
  const words = args.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const last = words.at(-1)!;
  if (words.length > 1 && /^[A-Za-z]{2}$/.test(last)) return { q: words.slice(0, -1).join(" "), country: last.toUpperCase() };
  return { q: words.join(" ") };
}

/** /buscar: the archive's top 5 by score (no upstream call, no quota), each with its buttons. */
export async function searchReply(to: Recipient, args: string): Promise<BotReply> {
  const parsed = parseSearchArgs(args);
  if (!parsed) return { text: SEARCH_USAGE };
  const input = archiveSearchSchema.safeParse({ q: parsed.q, country: parsed.country, limit: String(CANDIDATES) });
  if (!input.success) return { text: escapeHtml(input.error.issues[0]?.message ?? "Búsqueda no válida") };
  const { ads } = await searchArchive(to.userId, input.data);
  const top = [...ads].sort((a, b) => b.ad.winner_score - a.ad.winner_score).slice(0, TOP);
  const query = new URLSearchParams({ q: input.data.q ?? "", ...(input.data.country ? { country: input.data.country } : {}) });
  const all = linkRow("Ver todos los resultados", `/archive?${query}`);
  const title = `🔎 <b>${escapeHtml(parsed.q)}</b>${parsed.country ? ` · ${escapeHtml(parsed.country)}` : ""}`;
  if (top.length === 0) return { text: `${title}\nNo hay anuncios en el archivo para esta búsqueda.`, markup: { inline_keyboard: [all] } };
  const lines = top.map(({ ad }, i) => {
    const text = ad.ad_creative_bodies.find((b) => b.trim()) ?? ad.ad_creative_link_titles.find((t) => t.trim()) ?? "";
    return [
      `${i + 1}. <b>${escapeHtml(truncate(ad.page_name, 80))}</b>`,
      `${scoreLine(ad.winner_score, ad.winner_label ?? null)}`,
      ...(text ? [escapeHtml(truncate(text, 140))] : []),
    ].join("\n");
  });
  return {
    text: [`${title}\nLos ${top.length} mejores por puntuación en el archivo:`, ...lines].join("\n\n"),
    markup: adsKeyboard(
      top.map(({ ad }) => ad.id),
      to,
      [all],
    ),
  };
}

/** /novedades: the unread entries of the feed, newest first. */
export async function feedReply(userId: string): Promise<BotReply> {
  const { items, unread } = await listFeed(userId, { limit: 10 });
  const fresh = items.filter((i) => i.readAt === null);
  const open = { inline_keyboard: [linkRow("Abrir Novedades", "/novedades")] };
  if (fresh.length === 0) return { text: "📭 No tienes novedades sin leer.", markup: open };
  const lines = fresh.map((i) => `• <b>${escapeHtml(truncate(i.title, 100))}</b>${i.body ? `\n${escapeHtml(truncate(i.body, 200))}` : ""}`);
  return { text: [`📬 <b>Novedades</b> · ${formatNumber(unread)} sin leer`, ...lines].join("\n\n"), markup: open };
}

/**
 * Watches listed per message in /vigilancias: a plan allows up to 100, and one message of them all would
 * pass Telegram's 4,096 characters and its keyboard's size; 20 lines and their buttons stay well within.
 */
const WATCHES_PER_MESSAGE = 20;

/** /vigilancias: each watch with its state and a pause or resume button, 20 watches a message. */
export async function watchesReply(to: Recipient): Promise<BotReply[]> {
  const { watches, limits } = await listWatches(to.userId);
  if (watches.length === 0 && limits.maxWatches === 0) {
    // Never tell a plan without watches to use a button it cannot use.
    return [
      {
        text: "No tienes vigilancias: tu plan actual no las incluye. Mira en Planes cuál las incluye.",
        markup: { inline_keyboard: [linkRow("Ver planes", "/user-plans")] },
      },
    ];
  }
  if (watches.length === 0) {
    return [
      {
        text: "No tienes vigilancias. Crea una desde una búsqueda con «Vigilar esta búsqueda».",
        markup: { inline_keyboard: [linkRow("Abrir AdRadar", "/search")] },
      },
    ];
  }
  const replies: BotReply[] = [];
  for (let from = 0; from < watches.length; from += WATCHES_PER_MESSAGE) {
    const part = watches.slice(from, from + WATCHES_PER_MESSAGE);
    const rows = part.flatMap((w) => {
      const data = w.status === "active" ? signCallback("p", w.id, to.userId, to.chatId) : signCallback("r", w.id, to.userId, to.chatId);
      const text = `${w.status === "active" ? "⏸️ Pausar" : "▶️ Reanudar"}: ${truncate(w.name, 40)}`;
      return data ? [[{ text, callback_data: data }]] : [];
    });
    const lines = part.map(
      (w) =>
        `• <b>${escapeHtml(truncate(w.name, 80))}</b> — ${escapeHtml(STATUS_LABELS[w.status])}${w.lastOutcome ? `\n  ${escapeHtml(truncate(w.lastOutcome, 200))}` : ""}`,
    );
    const title = watches.length > WATCHES_PER_MESSAGE ? ` (${from + 1}–${from + part.length} de ${watches.length})` : "";
    replies.push({ text: [`👁 <b>Tus vigilancias</b>${title}`, ...lines].join("\n"), markup: { inline_keyboard: rows } });
  }
  return replies;
}

/** /cuota: the month's usage, as the usage card shows it. */
export async function quotaReply(userId: string, now: Date = new Date()): Promise<BotReply> {
  const [u, zone] = await Promise.all([
    getUsage(userId, now),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true, browserTimeZone: true } }),
  ]);
  const pct = u.monthlyLimit > 0 ? Math.round((u.adsFetched / u.monthlyLimit) * 100) : 0;
  return {
    text: [
      `📦 <b>Tu cuota</b> · plan ${escapeHtml(u.effectivePlanName)}`,
      `${formatNumber(u.adsFetched)} de ${formatNumber(u.monthlyLimit)} anuncios este mes (${pct} %)`,
      `Quedan ${formatNumber(u.adsRemaining)} · se renueva el ${escapeHtml(formatDate(u.resetDate, userTimeZone(zone, env().APP_TIMEZONE)))}`,
    ].join("\n"),
  };
}
