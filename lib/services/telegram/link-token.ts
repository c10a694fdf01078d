import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { botUsername } from "@/lib/telegram/bot";

/** How long a 'Conectar Telegram' link works. */
export const LINK_TOKEN_TTL_MS = 15 * 60_000;

/** Only the hash is stored: a leaked database row cannot be replayed as a link. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * POST /api/user/telegram/link: a fresh single-use token and the bot's deep link. 24 random bytes in
 * base64url (32 characters) fit Telegram's 64-character `start` parameter and its [A-Za-z0-9_-] alphabet.
 * The user's older unused tokens are dropped: the newest link is the one on their screen.
 */
export async function createTelegramLink(userId: string, now: Date = new Date()): Promise<{ url: string; expiresAt: string }> {
  const username = await botUsername();
  if (!username) {
    throw new AppError(
      "BAD_REQUEST",
      "El bot de Telegram no está configurado en este servidor. Pide al administrador que defina TELEGRAM_BOT_TOKEN.",
    );
  }
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  await db.$transaction([
    db.telegramLinkToken.deleteMany({ where: { userId, usedAt: null } }),
    db.telegramLinkToken.create({ data: { userId, tokenHash: hashLinkToken(token), expiresAt } }),
  ]);
  return { url: `https://t.me/${username}?start=${token}`, expiresAt: expiresAt.toISOString() };
}

export type LinkOutcome = { ok: true; name: string } | { ok: false; reason: "invalid" | "expired" | "used" | "taken" };

/**
 * `/start <token>` in a private chat: claims the token (one UPDATE, so two taps cannot both link) and
 * links the chat to its user. A chat linked to another account is not taken over: a link someone else made
 * and got the chat's owner to tap would move their alerts away and let the other account write to this
 * chat. It answers 'taken', leaves the token unused, and links once the chat is unlinked (/desconectar).
 * Two links of the same chat at once take turns on a lock of the chat, so it never ends with two accounts.
 */
export async function redeemTelegramLink(
  token: string,
  chat: { id: number | string; username?: string | null },
  now: Date = new Date(),
): Promise<LinkOutcome> {
  const tokenHash = hashLinkToken(token);
  const chatId = String(chat.id);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`telegram-chat:${chatId}`}))`;
    const row = await tx.telegramLinkToken.findUnique({ where: { tokenHash }, select: { userId: true, usedAt: true, expiresAt: true } });
    if (!row) return { ok: false, reason: "invalid" } as const;
    if (row.usedAt) return { ok: false, reason: "used" } as const;
    if (row.expiresAt <= now) return { ok: false, reason: "expired" } as const;
    const other = await tx.user.findFirst({ where: { telegramId: chatId, id: { not: row.userId } }, select: { id: true } });
    if (other) return { ok: false, reason: "taken" } as const;
    const claimed = await tx.telegramLinkToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return { ok: false, reason: "used" } as const;
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { telegramId: chatId, telegramUsername: chat.username ?? null, telegramBlockedAt: null },
      select: { name: true },
    });
    return { ok: true, name: user.name } as const;
  });
}

/** DELETE /api/user/telegram/link: no more messages, buttons or commands for this account. */
export async function unlinkTelegram(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { telegramId: null, telegramUsername: null, telegramBlockedAt: null } });
}

/** `/desconectar` in the chat: unlinks whichever account the chat belongs to. True when one was. */
export async function unlinkTelegramChat(chatId: number | string): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { telegramId: String(chatId) },
    data: { telegramId: null, telegramUsername: null, telegramBlockedAt: null },
  });
  return count > 0;
}

/** The account a chat is linked to (the most recently updated when old typed ids made several). */
export async function userForChat(chatId: number | string) {
  return db.user.findFirst({
    where: { telegramId: String(chatId) },
    orderBy: { updatedAt: "desc" },
    select: { id: true, name: true },
  });
}
