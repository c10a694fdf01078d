import "server-only";
import { InputFile } from "grammy";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendAfter } from "@/lib/services/watches/quiet-hours";
import { userTimeZone } from "@/lib/time-zone";
import { getBot } from "@/lib/telegram/bot";
import { openThumbnail } from "@/lib/services/archive/thumbnails";
import { watchKeyboard } from "@/lib/services/telegram/buttons";
import { holdLease, releaseLease, THIS_NODE, waitForLease } from "./outbox-lease";
import { sendToUser, type SendOutcome } from "./send-telegram";

/** A message whose send failed is tried again at the next ticks for this long, then given up. */
const RETRY_FOR_MS = 24 * 3_600_000;
const RETRY_AFTER_MS = 5 * 60_000;
/** Telegram's media groups hold 2 to 10 items. */
const MEDIA_GROUP_MAX = 10;
/** Messages in flight at most; the throttler spaces their sends. */
const BATCH = 300;
/** The outbox lease lasts this long and is renewed before every batch. */
const LEASE_SECONDS = 120;
const LEASE_ID = "watch-messages";
export type WatchSendOutcome = SendOutcome | "not_due";

/** How long a drain waits for another node's to end before leaving its messages to that node. */
const LEASE_WAIT = { waitMs: 15_000, pollMs: 100 };

/**
 * Claims due messages for this holder. Rows left 'sending' by a holder whose lease ran out (a node that
 * died mid-batch) are taken back: the lease is ours now, so nobody else is sending them.
 */
async function claimBatch(now: Date, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "WatchMessage" SET "status" = 'sending', "claimedAt" = now()
    WHERE "id" IN (
      SELECT "id" FROM "WatchMessage"
      WHERE ("status" = 'queued' AND "sendAfter" <= ${now})
         OR ("status" = 'sending' AND "claimedAt" < now() - make_interval(secs => ${LEASE_SECONDS}))
      ORDER BY "sendAfter" ASC
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

/** Sends one claimed message: its text with the buttons, then the kept thumbnails. */
async function sendClaimed(messageId: string, now: Date): Promise<WatchSendOutcome> {
  const message = await db.watchMessage.findUniqueOrThrow({
    where: { id: messageId },
    include: {
      watch: {
        select: { user: { select: { id: true, telegramId: true, telegramBlockedAt: true, timeZone: true, browserTimeZone: true } } },
      },
    },
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
    const retryAt = sendAfter(new Date(now.getTime() + RETRY_AFTER_MS), userTimeZone(user, env().APP_TIMEZONE));
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
let wakers: (() => void)[] = [];
/** Resolves at the next drainWatchMessages call: a message was just queued. */
const nextCall = () => new Promise<void>((resolve) => wakers.push(resolve));
/** The lease is renewed this often while sending. */
const RENEW_MS = 10_000;

async function sendOne(id: string): Promise<void> {
  const outcome = await sendClaimed(id, new Date(state.now)).catch((e: unknown) => {
    console.error(`[watches] message ${id}: ${e instanceof Error ? e.message : String(e)}`);
    return "failed" as const;
  });
  if (outcome === "sent") state.sent += 1;
}

/**
 * The node holding the outbox lease sends; the others wait a moment for it (it sends their due messages
 * too) and then take it. Up to BATCH messages are in flight (the throttler spaces them to the bot's
 * limits), topped up as they finish and as new ones are queued, so the sending never pauses while
 * anything is due. The lease is renewed while sending, so a node that dies loses it within
 * LEASE_SECONDS and its claimed rows go back to the queue.
 */
async function drainOnce(): Promise<void> {
  if (!(await waitForLease(LEASE_ID, THIS_NODE, LEASE_SECONDS, LEASE_WAIT))) return;
  const inflight = new Set<Promise<void>>();
  let renewed = Date.now();
  try {
    for (;;) {
      if (Date.now() - renewed > RENEW_MS) {
        if (!(await holdLease(LEASE_ID, THIS_NODE, LEASE_SECONDS))) break;
        renewed = Date.now();
      }
      const ids = inflight.size <= BATCH / 2 ? await claimBatch(new Date(state.now), BATCH - inflight.size) : [];
      state.due += ids.length;
      for (const id of ids) {
        const p: Promise<void> = sendOne(id).finally(() => inflight.delete(p));
        inflight.add(p);
      }
      if (inflight.size === 0) break;
      if (ids.length === 0 || inflight.size > BATCH / 2) await Promise.race([...inflight, nextCall()]);
    }
  } finally {
    await Promise.all(inflight);
    await releaseLease(LEASE_ID, THIS_NODE);
  }
}

/**
 * Sends every due watch message, through this process's one drain: calls while it runs join it (and make
 * it look again before it stops, so a message queued meanwhile is not left for the next tick).
 */
export function drainWatchMessages(now: Date): Promise<void> {
  state.now = Math.max(state.now, now.getTime());
  state.again = true;
  const woken = wakers;
  wakers = [];
  for (const wake of woken) wake();
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
 * One watch's message: queued, and the outbox drain asked to send it with everything else due. The caller
 * does not wait for Telegram: a delivery that waited for its own send would hold its worker for the
 * queue's length, and the deliveries could then not keep the queue full enough for Telegram's 30 a second
 * (the bench showed ~20). The drain goes on in this process; the hourly tick's own drain (which waits) is
 * the backstop for a drain that never finished. 'not_due' when the message is held for the quiet hours.
 */
export async function sendWatchMessage(messageId: string, now: Date): Promise<WatchSendOutcome | "queued"> {
  const message = await db.watchMessage.findUnique({ where: { id: messageId }, select: { status: true, sendAfter: true } });
  if (!message) return "not_due";
  // A drain already running (another delivery's) may have claimed it, or sent it, between its insert and
  // this read: it is in the outbox's hands all the same.
  if (message.status === "sending" || message.status === "sent") return "queued";
  if (message.status !== "queued" || message.sendAfter > now) return "not_due";
  void drainWatchMessages(now).catch((e: unknown) => console.error(`[watches] drain: ${e instanceof Error ? e.message : String(e)}`));
  return "queued";
}

/** The hourly tick: every held watch message whose time has come (after the quiet hours). */
export async function sendDueWatchMessages(now: Date): Promise<{ sent: number; due: number }> {
  const before = { sent: state.sent, due: state.due };
  await drainWatchMessages(now);
  return { sent: state.sent - before.sent, due: state.due - before.due };
}
