// The bot's pacing of Telegram calls (lib/telegram/pace.ts), on fake timers: when each call leaves is
// decided by the pacing's own clock, so these figures are exact and do not depend on the machine.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCallFn, Transformer } from "grammy";
import { pacedCalls } from "@/lib/telegram/pace";

const PACE = { perWindow: 10, windowMs: 1000, chatGapMs: 1000, groupGapMs: 3000 };

/** Calls `send(chat)` through the pacing; each answers at once and records when it left. */
function harness(transformer: Transformer) {
  const left: { chat: string; text: string; at: number }[] = [];
  const prev = (async (method: string, payload: { chat_id: string; text: string }) => {
    left.push({ chat: String(payload.chat_id), text: payload.text, at: Date.now() });
    return { ok: true, result: true };
  }) as unknown as ApiCallFn;
  const send = (chat: string, text = "") =>
    (transformer as unknown as (p: ApiCallFn, m: string, payload: object) => Promise<unknown>)(prev, "sendMessage", {
      chat_id: chat,
      text,
    });
  return { left, send };
}

/** The most calls that left within any `windowMs`. */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  for (let i = 0; i < times.length; i += 1) most = Math.max(most, times.filter((t) => t >= times[i] && t < times[i] + windowMs).length);
  return most;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the pacing of Telegram calls", () => {
  it("keeps the bot under its limit in every window, at the full rate", async () => {
    const { left, send } = harness(pacedCalls(PACE));
    const all = Array.from({ length: 40 }, (_, i) => send(`chat-${i}`));
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    expect(left).toHaveLength(40);
    expect(
      busiestWindow(
        left.map((c) => c.at),
        PACE.windowMs,
      ),
    ).toBeLessThanOrEqual(PACE.perWindow);
    // 40 calls at 10 a second: the last leaves about 3.9 s after the first, not later.
    expect(left[39].at - left[0].at).toBeLessThan(4_000);
  });

  it("sends a chat's calls in order, a gap apart, and other chats' meanwhile", async () => {
    const { left, send } = harness(pacedCalls(PACE));
    const all = [...["1", "2", "3"].map((t) => send("busy", t)), ...Array.from({ length: 6 }, (_, i) => send(`other-${i}`))];
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all(all);
    const busy = left.filter((c) => c.chat === "busy");
    expect(busy.map((c) => c.text)).toEqual(["1", "2", "3"]);
    expect(busy[1].at - busy[0].at).toBeGreaterThanOrEqual(PACE.chatGapMs);
    expect(busy[2].at - busy[1].at).toBeGreaterThanOrEqual(PACE.chatGapMs);
    // The six other chats did not wait behind the busy one's seconds: all left within the first second.
    expect(left.filter((c) => c.chat.startsWith("other-")).every((c) => c.at - left[0].at < PACE.windowMs)).toBe(true);
  });

  it("keeps the rate when the event loop fires its timers late", async () => {
    const { left, send } = harness(pacedCalls(PACE));
    const all = Array.from({ length: 60 }, (_, i) => send(`chat-${i}`));
    // Every timer fires 60 ms late (a process busy with other work): the clock moves on between them.
    for (let step = 0; step < 200 && left.length < 60; step += 1) {
      vi.setSystemTime(Date.now() + 60);
      await vi.advanceTimersToNextTimerAsync();
    }
    await Promise.all(all);
    expect(
      busiestWindow(
        left.map((c) => c.at),
        PACE.windowMs,
      ),
    ).toBeLessThanOrEqual(PACE.perWindow);
    // At 10 a second, 60 calls need 5.9 s; a pacing that lost the lag at each timer would need 9.5 s.
    expect(left[59].at - left[0].at).toBeLessThan(6_500);
  });
});
