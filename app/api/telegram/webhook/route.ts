// POST /api/telegram/webhook — Telegram's updates for the bot; refused without the secret-token header.
import { timingSafeEqual } from "node:crypto";
import { errorJson, methods, publicRoute } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { getReadyBot } from "@/lib/telegram/bot";
import { AppError } from "@/lib/errors";

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const handlePost = publicRoute(async ({ req }) => {
  const secret = env().TELEGRAM_WEBHOOK_SECRET;
  // Checked before the body is read: without the shared secret nothing of the update is touched.
  if (!secret || !sameSecret(req.headers.get("x-telegram-bot-api-secret-token"), secret)) {
    return errorJson("UNAUTHORIZED", "Token secreto no válido", 401);
  }
  const bot = await getReadyBot();
  if (!bot) return errorJson("NOT_FOUND", "El bot de Telegram no está configurado", 404);
  let update: unknown;
  try {
    update = await req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "Actualización no válida");
  }
  if (!update || typeof update !== "object" || typeof (update as { update_id?: unknown }).update_id !== "number") {
    throw new AppError("BAD_REQUEST", "Actualización no válida");
  }
  await bot.handleUpdate(update as Parameters<typeof bot.handleUpdate>[0]);
  return Response.json({ ok: true });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
