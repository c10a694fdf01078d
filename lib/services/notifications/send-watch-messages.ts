import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { InputFile } from "grammy";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendAfter } from "@/lib/services/watches/quiet-hours";
import { getBot } from "@/lib/telegram/bot";
import { openThumbnail } from "@/lib/services/archive/thumbnails";
import { watchKeyboard } from "@/lib/services/telegram/buttons";
import { sendToUser, type SendOutcome } from "./send-telegram";

/** A message whose send failed is tried again at the next ticks for this long, then given up. */
const RETRY_FOR_MS = 24 * 3_600_000;
const RETRY_AFTER_MS = 5 * 60_000;
/** Telegram's media groups hold 2 to 10 items. */
const MEDIA_GROUP_MAX = 10;
/** Messages claimed at a time; the throttler spaces their sends. */
const BATCH = 300;
/** The outbox lease lasts this long and is renewed before every batch. */
const LEASE_SECONDS = 120;
const LEASE_ID = "watch-messages";
/** This process, as the lease's holder. */
const HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export type WatchSendOutcome = SendOutcome | "not_due";

/**
 * Takes or renews the outbox lease (the database's clock decides expiry). Exactly one node holds a
 * current lease, so one node sends and the bot's limits, kept by that node's throttler, hold for all.
 */
async function holdLease(): Promise<boolean> {
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO "TelegramSenderLease" ("id", "holder", "until")
    VALUES (${LEASE_ID}, ${HOLDER}, now() + make_interval(secs => ${LEASE_SECONDS}))
    ON CONFLICT ("id") DO UPDATE SET "holder" = EXCLUDED."holder", "until" = EXCLUDED."until"
    WHERE "TelegramSenderLease"."until" < now() OR "TelegramSenderLease"."holder" = EXCLUDED."holder"
    RETURNING "holder"`;
  return rows.length > 0;
}

async function releaseLease(): Promise<void> {
  await db.telegramSenderLease.deleteMany({ where: { id: LEASE_ID, holder: HOLDER } });
}

/**
 * Claims due messages for this holder. Rows left 'sending' by a holder whose lease ran out (a node that
 * died mid-batch) are taken back: the lease is ours now, so nobody else is sending them.
 */
async function claimBatch(now: Date): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "WatchMessage" SET "status" = 'sending', "claimedAt" = now()
    WHERE "id" IN (
      SELECT "id" FROM "WatchMessage"
      WHERE ("status" = 'queued' AND "sendAfter" <= ${now})
         OR ("status" = 'sending' AND "claimedAt" < now() - make_interval(secs => ${LEASE_SECONDS}))
      ORDER BY "sendAfter" ASC
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

/** Sends one claimed message: its text with the buttons, then the kept thumbnails. */
async function sendClaimed(messageId: string, now: Date): Promise<WatchSendOutcome> {
  const message = await db.watchMessage.findUniqueOrThrow({
    where: { id: messageId },
    include: { watch: { select: { user: { select: { id: true, telegramId: true, telegramBlockedAt: true, timeZone: true } } } } },
  });
  const user = message.watch.user;
  const outcome = await sendToUser(user, "watch", message.blocks, {
    refId: message.watchId,
    markup: (chatId) => watchKeyboard(message.watchId, message.adIds, { userId: user.id, chatId }),
  });
  if (outcome === "sent" && message.photoAdIds.length > 0 && user.telegramId) await sendPhotos(user.telegramId, message.photoAdIds);
  if (outcome === "failed" && now.getTime() - message.createdAt.getTime() < RETRY_FOR_MS) {
    // A network error or a 5xx from Telegram is not the user's doing: the message waits for the next
    // hourly tick (outside the quiet hours) instead of being lost. A blocked chat is never retried.
    const retryAt = sendAfter(new Date(now.getTime() + RETRY_AFTER_MS), user.timeZone ?? env().APP_TIMEZONE);
    await db.watchMessage.update({ where: { id: messageId }, data: { status: "queued", sendAfter: retryAt, claimedAt: null } });
    return outcome;
  }
  await db.watchMessage.update({ where: { id: messageId }, data: { status: outcome, sentAt: new Date() } });
  return outcome;
}

/** The kept thumbnails of the message's ads, as one media group (a single photo when only one is kept). */
async function sendPhotos(chatId: string, adIds: string[]): Promise<void> {
  const bot = getBot();
  if (!bot) return;
  const files: InputFile[] = [];
  for (const adId of adIds.slice(0, MEDIA_GROUP_MAX)) {
    const object = await openThumbnail(adId);
    if (!object) continue;
    const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
    files.push(new InputFile(bytes, `${adId}.webp`));
  }
  try {
    if (files.length === 1) await bot.api.sendPhoto(chatId, files[0]);
    else if (files.length > 1)
      await bot.api.sendMediaGroup(
        chatId,
        files.map((media) => ({ type: "photo" as const, media })),
      );
  } catch (e) {
    // The text already went out; pictures are a bonus, not worth failing (or repeating) the message for.
    console.error(`[watches] media group to ${chatId} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

type DrainState = { running: Promise<void> | null; again: boolean; now: number; sent: number; due: number };
const state: DrainState = { running: null, again: false, now: 0, sent: 0, due: 0 };
const waiters = new Map<string, (outcome: WatchSendOutcome) => void>();

async function drainOnce(): Promise<void> {
  for (;;) {
    if (!(await holdLease())) return;
    const ids = await claimBatch(new Date(state.now));
    if (ids.length === 0) {
      await releaseLease();
      return;
    }
    state.due += ids.length;
    const at = new Date(state.now);
    await Promise.all(
      ids.map(async (id) => {
        const outcome = await sendClaimed(id, at).catch((e: unknown) => {
          console.error(`[watches] message ${id}: ${e instanceof Error ? e.message : String(e)}`);
          return "failed" as const;
        });
        if (outcome === "sent") state.sent += 1;
        waiters.get(id)?.(outcome);
        waiters.delete(id);
      }),
    );
  }
}

/**
 * Sends every due watch message, through this process's one drain: calls while it runs join it (and make
 * it look again before it stops, so a message queued meanwhile is not left for the next tick).
 */
export function drainWatchMessages(now: Date): Promise<void> {
  state.now = Math.max(state.now, now.getTime());
  state.again = true;
  state.running ??= (async () => {
    try {
      do {
        state.again = false;
        await drainOnce();
      } while (state.again);
    } finally {
      state.running = null;
      state.now = 0;
    }
  })();
  return state.running;
}

/**
 * One watch's message, now if it is due: the outbox drain sends it (with everything else due) and this
 * resolves as soon as that message is done, not when the whole outbox is. 'not_due' when it is held for
 * the quiet hours, or another node's drain has it.
 */
export async function sendWatchMessage(messageId: string, now: Date): Promise<WatchSendOutcome> {
  const done = new Promise<WatchSendOutcome>((resolve) => waiters.set(messageId, resolve));
  const outcome = await Promise.race([done, drainWatchMessages(now).then(() => null)]);
  waiters.delete(messageId);
  return outcome ?? "not_due";
}

/** The hourly tick: every held watch message whose time has come (after the quiet hours). */
export async function sendDueWatchMessages(now: Date): Promise<{ sent: number; due: number }> {
  const before = { sent: state.sent, due: state.due };
  await drainWatchMessages(now);
  return { sent: state.sent - before.sent, due: state.due - before.due };
}
