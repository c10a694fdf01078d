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

export type LinkOutcome = { ok: true; name: string } | { ok: false; reason: "invalid" | "expired" | "used" };

/**
 * `/start <token>` in a private chat: claims the token (one UPDATE, so two taps cannot both link) and
 * links the chat to its user. The chat is unlinked from anyone else first: a chat belongs to one account,
 * so its buttons and commands act for exactly one user.
 */
export async function redeemTelegramLink(
  token: string,
  chat: { id: number | string; username?: string | null },
  now: Date = new Date(),
): Promise<LinkOutcome> {
  const tokenHash = hashLinkToken(token);
  const chatId = String(chat.id);
  return db.$transaction(async (tx) => {
    const claimed = await tx.telegramLinkToken.updateManyAndReturn({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    if (claimed.length === 0) {
      const row = await tx.telegramLinkToken.findUnique({ where: { tokenHash }, select: { usedAt: true } });
      return { ok: false, reason: !row ? "invalid" : row.usedAt ? "used" : "expired" } as const;
    }
    const userId = claimed[0].userId;
    await tx.user.updateMany({ where: { telegramId: chatId, id: { not: userId } }, data: { telegramId: null, telegramUsername: null } });
    const user = await tx.user.update({
      where: { id: userId },
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
