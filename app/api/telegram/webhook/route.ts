// POST /api/telegram/webhook — Telegram's updates for the bot; refused without the secret-token header.
// Answers 200 as soon as the update is stored: a job answers it, and a re-sent update_id is ignored.
import { timingSafeEqual } from "node:crypto";
import { errorJson, methods, publicRoute } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { sendJobEvent } from "@/inngest/local";
import { TELEGRAM_UPDATE_EVENT } from "@/inngest/functions/telegram";
import { receiveTelegramUpdate } from "@/lib/services/telegram/updates";
import { telegramUpdateSchema } from "@/lib/validation/telegram";

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const handlePost = publicRoute(async ({ req }) => {
  const { TELEGRAM_WEBHOOK_SECRET: secret, TELEGRAM_BOT_TOKEN: token } = env();
  // Checked before the body is read: without the shared secret nothing of the update is touched.
  if (!secret || !sameSecret(req.headers.get("x-telegram-bot-api-secret-token"), secret)) {
    return errorJson("UNAUTHORIZED", "Token secreto no válido", 401);
  }
  if (!token) return errorJson("NOT_FOUND", "El bot de Telegram no está configurado", 404);
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "Actualización no válida");
  }
  const parsed = telegramUpdateSchema.safeParse(body);
  if (!parsed.success) throw new AppError("BAD_REQUEST", "Actualización no válida");
  if (await receiveTelegramUpdate(body as { update_id: number })) {
    await sendJobEvent({ name: TELEGRAM_UPDATE_EVENT, data: { updateId: parsed.data.update_id } });
  }
  return Response.json({ ok: true });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
