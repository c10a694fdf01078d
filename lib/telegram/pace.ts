import type { Transformer } from "grammy";

/**
 * Telegram's limits for one bot, as the sender keeps them: at most `perWindow` sends in any `windowMs`
 * for the bot, evenly spaced, and `chatGapMs` from Telegram's answer to one send to the next send to the
 * same private chat (`groupGapMs` for a group: 20 a minute).
 */
export type Pace = { perWindow: number; windowMs: number; chatGapMs: number; groupGapMs: number };

/** Slots a late timer may use at once: lag is made up, a long wait is not banked into a burst. */
const CATCH_UP_SLOTS = 2;
/** Idle chats are forgotten once the map holds this many more than the queue. */
const SWEEP_OVER = 1_000;

type Job = { key: string; start: () => void };
type Chat = { busy: boolean; readyAt: number };

/**
 * A grammY API transformer that spaces the calls naming a chat to Telegram's limits. Send times follow
 * a fixed grid (one slot every windowMs / perWindow), so a busy event loop that fires a timer late costs
 * no rate: the missed slots are used at once, within the window's cap. A queue library that yields a
 * turn of the event loop per job (Bottleneck, under @grammyjs/transformer-throttler) sends one job per
 * turn or two, and a process doing other work meanwhile fell to ~21 sends a second. The queue is one
 * list in arrival order: the first call whose chat is free and past its gap goes next, so a chat waiting
 * out its own second never idles the others, and one chat's calls leave in order, one at a time.
 * Calls without a chat (getMe, answerCallbackQuery…) are not counted by Telegram and pass straight on.
 */
export function pacedCalls(pace: Pace): Transformer {
  const slotMs = pace.windowMs / pace.perWindow;
  const queue: Job[] = [];
  const chats = new Map<string, Chat>();
  /** Times of the last sends, at most perWindow of them. */
  const recent: number[] = [];
  let nextSlot = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function pump(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const now = Date.now();
    nextSlot = Math.max(nextSlot, now - CATCH_UP_SLOTS * slotMs);
    while (recent.length > 0 && recent[0] <= now - pace.windowMs) recent.shift();
    let wakeAt = Infinity;
    for (let i = 0; i < queue.length && nextSlot <= now;) {
      if (recent.length >= pace.perWindow) {
        wakeAt = recent[0] + pace.windowMs;
        break;
      }
      const job = queue[i];
      const chat = chats.get(job.key);
      if (chat?.busy) {
        i += 1;
        continue;
      }
      if (chat && chat.readyAt > now) {
        wakeAt = Math.min(wakeAt, chat.readyAt);
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      chats.set(job.key, { busy: true, readyAt: Infinity });
      recent.push(now);
      nextSlot += slotMs;
      job.start();
    }
    if (queue.length > 0 && nextSlot > now) wakeAt = Math.min(wakeAt, nextSlot);
    if (chats.size > queue.length + SWEEP_OVER) {
      for (const [key, chat] of chats) if (!chat.busy && chat.readyAt <= now) chats.delete(key);
    }
    if (wakeAt !== Infinity) timer = setTimeout(pump, Math.max(1, Math.ceil(wakeAt - now)));
  }

  return (prev, method, payload, signal) => {
    if (!payload || !("chat_id" in payload)) return prev(method, payload, signal);
    const key = String(payload.chat_id);
    const gapMs = Number(key) < 0 ? pace.groupGapMs : pace.chatGapMs;
    return new Promise((resolve, reject) => {
      // Idle until now: the grid starts afresh, so the quiet time is not spent as a burst.
      if (queue.length === 0 && !timer) nextSlot = Math.max(nextSlot, Date.now());
      const job: Job = {
        key,
        start: () => {
          signal?.removeEventListener("abort", abort);
          prev(method, payload, signal)
            .then(resolve, reject)
            .finally(() => {
              // The gap runs from the answer: Telegram counts a send when it has received it, and a
              // send with files may arrive well after it left, so the next one waits for the answer.
              chats.set(key, { busy: false, readyAt: Date.now() + gapMs });
              pump();
            });
        },
      };
      function abort() {
        const at = queue.indexOf(job);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new Error(`${method} aborted while waiting for Telegram's limits`));
      }
      signal?.addEventListener("abort", abort, { once: true });
      queue.push(job);
      pump();
    });
  };
}
