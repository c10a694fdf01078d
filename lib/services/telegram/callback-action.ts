import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { NormalizedAd } from "@/lib/providers/types";
import { saveAd } from "@/lib/services/saved-ads/save-ad";
import { trackAdvertiser } from "@/lib/services/tracking/track-advertiser";
import { muteWatch } from "@/lib/services/watches/mute-watch";
import { updateWatch } from "@/lib/services/watches/update-watch";
import { saveAdSchema } from "@/lib/validation/saved-ads";
import { trackAdvertiserSchema } from "@/lib/validation/tracking";
import { updateWatchSchema } from "@/lib/validation/watches";
import { BUTTON } from "./buttons";
import { parseCallback, verifyCallback, type ParsedCallback } from "./callback-data";

export const NOT_LINKED_CALLBACK =
  "Este chat no está conectado a la cuenta de este mensaje: no se hizo nada. Conéctalo desde AdRadar → Configuración → Notificaciones.";
export const INVALID_CALLBACK = "Este botón no es válido: no se hizo nada.";

/** What the bot tells the user (`answer`) and, on success, what the pressed button then reads (`done`). */
export type CallbackResult = { answer: string; done?: string };

/**
 * One pressed button. The chat must be linked to the account the button was signed for; anything else
 * (an unlinked chat, a forwarded or forged button, data that is not ours) does nothing but say so. The
 * action itself goes through the same services, with the same plan limits, as the web.
 */
export async function runCallback(chatId: number | string, data: string, now: Date = new Date()): Promise<CallbackResult> {
  const parsed = parseCallback(data);
  if (!parsed) return { answer: INVALID_CALLBACK };
  const chat = String(chatId);
  const users = await db.user.findMany({ where: { telegramId: chat }, select: { id: true } });
  const user = users.find((u) => verifyCallback(parsed, u.id, chat));
  if (!user) return { answer: users.length === 0 ? NOT_LINKED_CALLBACK : INVALID_CALLBACK };
  try {
    return await act(user.id, parsed, now);
  } catch (e) {
    // Already saved or followed (from the web, or a second tap): the button shows it is done.
    if (e instanceof AppError && e.code === "CONFLICT" && parsed.kind === "g") return { answer: e.message, done: BUTTON.saved };
    if (e instanceof AppError && e.code === "CONFLICT" && parsed.kind === "f") return { answer: e.message, done: BUTTON.followed };
    if (e instanceof AppError) return { answer: e.message };
    throw e;
  }
}

async function act(userId: string, { kind, id }: ParsedCallback, now: Date): Promise<CallbackResult> {
  switch (kind) {
    case "g":
      await saveAd(userId, saveAdSchema.parse({ adData: { id } }));
      return { answer: "Anuncio guardado en tu biblioteca", done: BUTTON.saved };
    case "f": {
      const ad = await db.ad.findUnique({ where: { id }, select: { data: true } });
      if (!ad) throw new AppError("NOT_FOUND", "El anuncio ya no está disponible.");
      const data = ad.data as unknown as NormalizedAd;
      await trackAdvertiser(
        userId,
        trackAdvertiserSchema.parse({ pageId: data.page_id, pageName: data.page_name || data.page_id, country: "ALL" }),
      );
      return { answer: `Ahora sigues a ${data.page_name || "este anunciante"}`, done: BUTTON.followed };
    }
    case "m":
      await muteWatch(userId, id, now);
      return { answer: "Vigilancia silenciada 7 días: sigue llenando Novedades, sin mensajes aquí", done: BUTTON.muted };
    case "p":
      await updateWatch(userId, id, updateWatchSchema.parse({ status: "paused" }));
      return { answer: "Vigilancia pausada", done: BUTTON.paused };
    case "r":
      await updateWatch(userId, id, updateWatchSchema.parse({ status: "active" }));
      return { answer: "Vigilancia reanudada", done: BUTTON.resumed };
  }
}
