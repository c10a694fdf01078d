/**
 * A local fake of the Telegram Bot API (`${apiRoot}/bot<token>/<method>`), so the real grammY code (with
 * its throttler and auto-retry) runs against real sockets. It behaves like Telegram where it matters:
 * - limits: at most `global.limit` messages in any `global.windowMs` for the bot and `perChat.limit` per
 *   chat in `perChat.windowMs` (Telegram's ~30/s and 1/s by default; tests configure small windows), and
 *   a send over a limit answers 429 with `parameters.retry_after` (whole seconds, at least 1);
 * - `storm(n)`: the next n sends answer 429 whatever the timing, so a test of the retry never depends on
 *   how fast the machine is;
 * - chats in `blocked` answer 403, chats in `failing` 500, and `failNext(n)` makes the next n sendMessage
 *   calls answer 500 whatever the chat; `failAfter(n)` lets n more through, then answers 500 once (a split
 *   message whose second part fails);
 * - getMe, setMyCommands, answerCallbackQuery, editMessageText and editMessageReplyMarkup, with the sent
 *   messages kept (text and keyboard) so an edit shows on `messages`.
 * Every call is recorded with its JSON body and status, 429s included; `messages` holds what was delivered.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_BOT_TOKEN = "123456:TEST-token_for-fake-bot-api";
export const FAKE_BOT_USERNAME = "AdRadarTestBot";

export type BotCall = { method: string; token: string; body: Record<string, unknown>; status: number; at: number };
export type Limit = { limit: number; windowMs: number };
export type FakeTelegramOptions = { global?: Limit | null; perChat?: Limit | null; /** Default: any free port. */ port?: number };
export type StoredMessage = { messageId: number; chatId: string; text: string; replyMarkup: unknown; at: number };

export type FakeTelegram = {
  url: string;
  calls: BotCall[];
  /** sendMessage calls not refused with 429 (a 403 or 500 answer included), in order. */
  sent(): { chatId: string; text: string; parseMode: unknown; replyMarkup: unknown }[];
  /** Every accepted message by id, with its current text and keyboard (after any edit). */
  messages: Map<number, StoredMessage>;
  /** How many calls were refused with 429. */
  tooManyRequests(): number;
  blocked: Set<string>;
  /** Chats whose sends answer 500, as Telegram does when it has trouble of its own. */
  failing: Set<string>;
  /** The next `count` sends answer 429 with this retry_after (seconds). */
  storm(count: number, retryAfter?: number): void;
  /** The next `count` sendMessage calls answer 500. */
  failNext(count: number): void;
  /** The next `ok` sendMessage calls go through, the one after them answers 500. */
  failAfter(ok: number): void;
  /** Replaces the limits (null: none). */
  setLimits(opts: FakeTelegramOptions): void;
  reset(): void;
  close(): Promise<void>;
};

const SENDS = new Set(["sendMessage", "sendPhoto", "sendMediaGroup"]);

/** True when every string in `v` (a request body) is well-formed UTF-16, so encodes to UTF-8. */
function wellFormed(v: unknown): boolean {
  if (typeof v === "string") return v.isWellFormed();
  if (Array.isArray(v)) return v.every(wellFormed);
  if (v && typeof v === "object") return Object.entries(v).every(([k, x]) => k.isWellFormed() && wellFormed(x));
  return true;
}

export async function startFakeTelegram(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const calls: BotCall[] = [];
  const blocked = new Set<string>();
  const failing = new Set<string>();
  const messages = new Map<number, StoredMessage>();
  let limits: { global: Limit | null; perChat: Limit | null } = { global: options.global ?? null, perChat: options.perChat ?? null };
  let storm = { count: 0, retryAfter: 1 };
  let failNext = 0;
  /** Accepted sendMessage calls left before the one failAfter fails; null: none asked. */
  let failAfter: number | null = null;
  /** Accepted send times: all of them, and per chat. */
  let globalTimes: number[] = [];
  let chatTimes = new Map<string, number[]>();
  let messageId = 0;

  /** Milliseconds until a send fits under `limit`, given the accepted send times (0: it fits now). */
  function waitFor(times: number[], limit: Limit | null, now: number): number {
    if (!limit) return 0;
    while (times.length > 0 && times[0] <= now - limit.windowMs) times.shift();
    return times.length < limit.limit ? 0 : times[times.length - limit.limit] + limit.windowMs - now;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const match = /^\/bot([^/]+)\/(\w+)/.exec(req.url ?? "");
      const at = Date.now();
      let call: BotCall | null = null;
      const reply = (status: number, json: unknown) => {
        if (call) call.status = status;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (!match) return reply(404, { ok: false, error_code: 404, description: "Not Found" });
      const [, token, method] = match;
      let body: Record<string, unknown> = {};
      const raw = Buffer.concat(chunks).toString("latin1");
      if (/^multipart\/form-data/.test(req.headers["content-type"] ?? "")) {
        // A send with files (sendPhoto, sendMediaGroup): its text fields, chat_id first, and not the bytes.
        for (const m of raw.matchAll(/name="(\w+)"\r\n\r\n([^\r]*)\r\n/g)) body[m[1]] = Buffer.from(m[2], "latin1").toString("utf8");
      } else {
        try {
          body = chunks.length ? (JSON.parse(Buffer.from(raw, "latin1").toString("utf8")) as Record<string, unknown>) : {};
        } catch {
          body = {};
        }
      }
      call = { method, token, body, status: 0, at };
      calls.push(call);
      if (token !== FAKE_BOT_TOKEN) return reply(401, { ok: false, error_code: 401, description: "Unauthorized" });
      // Telegram's server checks every string of a request is UTF-8: half an emoji (a lone surrogate, sent
      // by JSON as \ud83d) fails the whole call.
      if (!wellFormed(body))
        return reply(400, { ok: false, error_code: 400, description: "Bad Request: strings must be encoded in UTF-8" });
      const chatId = String(body.chat_id ?? "");
      const tooMany = (seconds: number) =>
        reply(429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${seconds}`,
          parameters: { retry_after: seconds },
        });
      if (SENDS.has(method) || method.startsWith("editMessage")) {
        if (storm.count > 0) {
          storm.count -= 1;
          return tooMany(storm.retryAfter);
        }
        const times = chatTimes.get(chatId) ?? [];
        const wait = Math.max(waitFor(globalTimes, limits.global, at), waitFor(times, limits.perChat, at));
        if (wait > 0) return tooMany(Math.max(1, Math.ceil(wait / 1000)));
        globalTimes.push(at);
        times.push(at);
        chatTimes.set(chatId, times);
      }
      switch (method) {
        case "getMe":
          return reply(200, {
            ok: true,
            result: {
              id: 123456,
              is_bot: true,
              first_name: "AdRadar",
              username: FAKE_BOT_USERNAME,
              can_join_groups: false,
              can_read_all_group_messages: false,
              supports_inline_queries: false,
            },
          });
        case "sendMessage": {
          if (blocked.has(chatId)) return reply(403, { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" });
          if (failing.has(chatId) || failNext > 0 || failAfter === 0) {
            failNext = Math.max(0, failNext - 1);
            if (failAfter === 0) failAfter = null;
            return reply(500, { ok: false, error_code: 500, description: "Internal Server Error" });
          }
          if (failAfter !== null) failAfter -= 1;
          const text = String(body.text ?? "");
          if (text.length > 4096) return reply(400, { ok: false, error_code: 400, description: "Bad Request: message is too long" });
          if (JSON.stringify(body.reply_markup ?? "").length > 10_000) {
            return reply(400, { ok: false, error_code: 400, description: "Bad Request: reply markup is too long" });
          }
          messageId += 1;
          messages.set(messageId, { messageId, chatId, text, replyMarkup: body.reply_markup ?? null, at });
          return reply(200, {
            ok: true,
            result: { message_id: messageId, date: Math.floor(at / 1000), chat: { id: Number(chatId), type: "private" }, text },
          });
        }
        case "editMessageText":
        case "editMessageReplyMarkup": {
          const stored = messages.get(Number(body.message_id));
          if (!stored || stored.chatId !== chatId)
            return reply(400, { ok: false, error_code: 400, description: "Bad Request: message to edit not found" });
          if (method === "editMessageText") stored.text = String(body.text ?? "");
          if ("reply_markup" in body || method === "editMessageReplyMarkup") stored.replyMarkup = body.reply_markup ?? null;
          return reply(200, {
            ok: true,
            result: { message_id: stored.messageId, chat: { id: Number(chatId), type: "private" }, text: stored.text },
          });
        }
        default:
          // answerCallbackQuery, setMyCommands, sendPhoto, sendMediaGroup, setWebhook…
          return reply(200, { ok: true, result: true });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    messages,
    blocked,
    failing,
    sent: () =>
      calls
        .filter((c) => c.method === "sendMessage" && c.status !== 429)
        .map((c) => ({
          chatId: String(c.body.chat_id),
          text: String(c.body.text),
          parseMode: c.body.parse_mode,
          replyMarkup: c.body.reply_markup,
        })),
    tooManyRequests: () => calls.filter((c) => c.status === 429).length,
    failNext: (count) => {
      failNext = count;
    },
    failAfter: (ok) => {
      failAfter = ok;
    },
    storm: (count, retryAfter = 1) => {
      storm = { count, retryAfter };
    },
    setLimits: (opts) => {
      limits = { global: opts.global ?? null, perChat: opts.perChat ?? null };
    },
    reset: () => {
      calls.length = 0;
      blocked.clear();
      failing.clear();
      messages.clear();
      storm = { count: 0, retryAfter: 1 };
      failNext = 0;
      failAfter = null;
      globalTimes = [];
      chatTimes = new Map();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
