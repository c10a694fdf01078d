import "server-only";
import type { InlineKeyboardButton, InlineKeyboardMarkup } from "grammy/types";
import { appUrl } from "@/lib/services/watches/deliver-watch";
import { signCallback } from "./callback-data";

export const BUTTON = {
  save: "Guardar",
  saved: "✓ Guardado",
  follow: "Seguir anunciante",
  followed: "✓ Siguiendo",
  view: "Ver en AdRadar",
  mute: "Silenciar 7 días",
  muted: "✓ Silenciada 7 días",
  pause: "Pausar vigilancia",
  paused: "✓ Vigilancia pausada",
  resume: "Reanudar",
  resumed: "✓ Reanudada",
} as const;

export type Recipient = { userId: string; chatId: string };

/** With several ads in one message each row of buttons says which ad it is for: "Guardar (2)". */
function label(text: string, n: number, total: number): string {
  return total > 1 ? `${text} (${n})` : text;
}

function callbackButton(text: string, data: string | null): InlineKeyboardButton[] {
  return data ? [{ text, callback_data: data }] : [];
}

/** 'Guardar', 'Seguir anunciante' and 'Ver en AdRadar' for each ad, one row per ad. */
export function adRows(adIds: readonly string[], to: Recipient): InlineKeyboardButton[][] {
  const base = appUrl();
  return adIds.map((id, i) => [
    ...callbackButton(label(BUTTON.save, i + 1, adIds.length), signCallback("g", id, to.userId, to.chatId)),
    ...callbackButton(label(BUTTON.follow, i + 1, adIds.length), signCallback("f", id, to.userId, to.chatId)),
    { text: label(BUTTON.view, i + 1, adIds.length), url: `${base}/ads/${encodeURIComponent(id)}` },
  ]);
}

/** A watch message's keyboard: its ads' rows, then 'Silenciar 7 días' and 'Pausar vigilancia'. */
export function watchKeyboard(watchId: string, adIds: readonly string[], to: Recipient): InlineKeyboardMarkup {
  return {
    inline_keyboard: [
      ...adRows(adIds, to),
      [
        ...callbackButton(BUTTON.mute, signCallback("m", watchId, to.userId, to.chatId)),
        ...callbackButton(BUTTON.pause, signCallback("p", watchId, to.userId, to.chatId)),
      ],
    ],
  };
}

/** The ads' rows alone (alerts, the daily analysis, /buscar), or undefined when there is none. */
export function adsKeyboard(
  adIds: readonly string[],
  to: Recipient,
  extra: InlineKeyboardButton[][] = [],
): InlineKeyboardMarkup | undefined {
  const rows = [...adRows(adIds, to), ...extra];
  return rows.length > 0 ? { inline_keyboard: rows } : undefined;
}

/** A URL button into the app ('Ver en AdRadar' for an alert, 'Ver todos los resultados' for /buscar). */
export function linkRow(text: string, path: string): InlineKeyboardButton[] {
  return [{ text, url: `${appUrl()}${path}` }];
}

/**
 * The keyboard after a button did its work: that button reads what was done ('✓ Guardado') and stops
 * being a button to press again; the others stay.
 */
export function markDone(markup: InlineKeyboardMarkup | undefined, data: string, doneText: string): InlineKeyboardMarkup | undefined {
  if (!markup) return undefined;
  return {
    inline_keyboard: markup.inline_keyboard.map((row) =>
      row.map((b) => ("callback_data" in b && b.callback_data === data ? { text: doneText, callback_data: "done" } : b)),
    ),
  };
}
