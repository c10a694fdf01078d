import "server-only";
import { InputFile } from "grammy";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendAfter } from "@/lib/services/watches/quiet-hours";
import { userTimeZone } from "@/lib/time-zone";
import { getBot } from "@/lib/telegram/bot";
import { openKeptThumbnail } from "@/lib/services/archive/thumbnails";
import { watchKeyboard } from "@/lib/services/telegram/buttons";
import { claimMessages, recordOutcomes, type ClaimedMessage, type MessageOutcome } from "./outbox-claims";
import { holdLease, releaseLease, THIS_NODE, waitForLease } from "./outbox-lease";
import { sendBlocks, type SendOutcome } from "./send-telegram";

/** A message whose send failed is tried again at the next ticks for this long, then given up. */
const RETRY_FOR_MS = 24 * 3_600_000;
const RETRY_AFTER_MS = 5 * 60_000;
/** Telegram's media groups hold 2 to 10 items. */
const MEDIA_GROUP_MAX = 10;
/** Messages in flight at most; the bot's pacing spaces their sends. */
const BATCH = 300;
/** The outbox lease lasts this long and is renewed while sending. */
const LEASE_SECONDS = 120;
const LEASE_ID = "watch-messages";
/** Outcomes are written this often, or as soon as this many wait. */
const RECORD_EVERY_MS = 500;
const RECORD_AT = 100;
export type WatchSendOutcome = SendOutcome | "not_due";

/** How long a drain waits for another node's to end before leaving its messages to that node. */
const LEASE_WAIT = { waitMs: 15_000, pollMs: 100 };

/**
 * A send that failed for a reason other than a blocked chat (a network error, a 5xx from Telegram) is not
 * the user's doing: the message waits for the next hourly tick (outside the quiet hours) instead of being
 * lost, for RETRY_FOR_MS from its run. Null once that is over: it stays failed.
 */
function retryAt(message: ClaimedMessage, now: Date): Date | null {
  if (now.getTime() - message.createdAt.getTime() >= RETRY_FOR_MS) return null;
  return sendAfter(new Date(now.getTime() + RETRY_AFTER_MS), userTimeZone(message, env().APP_TIMEZONE));
}

/** Sends one claimed message: its text with the buttons, then the kept thumbnails. */
async function sendClaimed(message: ClaimedMessage, now: Date): Promise<MessageOutcome> {
  const user = { id: message.userId, telegramId: message.telegramId, telegramBlockedAt: message.telegramBlockedAt };
  const { status, detail, chatId, sentParts } = await sendBlocks(
    user,
    message.blocks,
    (chat) => watchKeyboard(message.watchId, message.adIds, { userId: user.id, chatId: chat }),
    message.sentParts,
  );
  if (status === "sent" && message.photos.length > 0 && chatId) await sendPhotos(chatId, message.photos);
  const log = status === "skipped" ? null : { userId: user.id, refId: message.watchId, status, message: detail, chatId };
  return { id: message.id, status, retryAt: status === "failed" ? retryAt(message, now) : null, sentParts, at: new Date(), log };
}

/** The kept thumbnails ("adId hash"), as one media group (a single photo when only one is kept). */
async function sendPhotos(chatId: string, photos: string[]): Promise<void> {
  const bot = getBot();
  if (!bot) return;
  const files: InputFile[] = [];
  for (const photo of photos.slice(0, MEDIA_GROUP_MAX)) {
    const [adId, hash] = photo.split(" ");
    const object = await openKeptThumbnail(adId, hash);
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

/**
 * The outcomes waiting to be written, and the ids this holder has in hand (sending or not yet recorded):
 * those are never claimed again as abandoned, however long Telegram keeps them waiting.
 */
function outcomeRecorder() {
  const mine = new Set<string>();
  let pending: MessageOutcome[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await recordOutcomes(batch);
        for (const o of batch) mine.delete(o.id);
      } catch (e) {
        // Kept in hand and written with the next batch: a row left 'sending' would be sent again.
        console.error(`[watches] recording ${batch.length} outcomes: ${e instanceof Error ? e.message : String(e)}`);
        pending.unshift(...batch);
      }
    });
    return writing;
  };
  return {
    mine,
    add(outcome: MessageOutcome) {
      pending.push(outcome);
      if (outcome.status === "sent") state.sent += 1;
      if (pending.length >= RECORD_AT) void flush();
      else timer ??= setTimeout(() => void flush(), RECORD_EVERY_MS);
    },
    flush,
    /** Written until nothing is left, or the database keeps refusing. */
    async close() {
      for (let tries = 0; tries < 3 && (pending.length > 0 || tries === 0); tries += 1) await flush();
    },
  };
}

/**
 * The node holding the outbox lease sends; the others wait a moment for it (it sends their due messages
 * too) and then take it. Up to BATCH messages are in flight (the bot's pacing spaces them to Telegram's
 * limits, taking whichever chat is free next), topped up as they finish and as new ones are queued, so
 * the sending never pauses while anything is due. A message leaves the flight when Telegram answers; its
 * outcome is written with others' a moment later. The lease is renewed while sending, so a node that
 * dies loses it within LEASE_SECONDS and its claimed rows go back to the queue.
 */
async function drainOnce(): Promise<void> {
  if (!(await waitForLease(LEASE_ID, THIS_NODE, LEASE_SECONDS, LEASE_WAIT))) return;
  const inflight = new Set<Promise<void>>();
  const recorder = outcomeRecorder();
  let renewed = Date.now();
  try {
    for (;;) {
      if (Date.now() - renewed > RENEW_MS) {
        if (!(await holdLease(LEASE_ID, THIS_NODE, LEASE_SECONDS))) break;
        renewed = Date.now();
      }
      const claimed =
        inflight.size <= BATCH / 2
          ? await claimMessages(new Date(state.now), BATCH - inflight.size, LEASE_SECONDS, [...recorder.mine])
          : [];
      state.due += claimed.length;
      for (const message of claimed) {
        recorder.mine.add(message.id);
        const p: Promise<void> = sendClaimed(message, new Date(state.now))
          .catch((e: unknown): MessageOutcome => {
            console.error(`[watches] message ${message.id}: ${e instanceof Error ? e.message : String(e)}`);
            return {
              id: message.id,
              status: "failed",
              retryAt: retryAt(message, new Date(state.now)),
              sentParts: message.sentParts,
              at: new Date(),
              log: null,
            };
          })
          .then((outcome) => recorder.add(outcome))
          .finally(() => inflight.delete(p));
        inflight.add(p);
      }
      if (inflight.size === 0) break;
      if (claimed.length === 0 || inflight.size > BATCH / 2) await Promise.race([...inflight, nextCall()]);
    }
  } finally {
    await Promise.all(inflight);
    await recorder.close();
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
