/**
 * A local fake of the Telegram Bot API (`${apiRoot}/bot<token>/<method>`), so the real grammY code runs
 * against real sockets. Records every call with its JSON body; chats in `blocked` answer 403 as Telegram
 * does when a user has blocked the bot.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_BOT_TOKEN = "123456:TEST-token_for-fake-bot-api";
export const FAKE_BOT_USERNAME = "AdRadarTestBot";

export type BotCall = { method: string; token: string; body: Record<string, unknown> };

export type FakeTelegram = {
  url: string;
  calls: BotCall[];
  /** sendMessage calls, as { chatId, text }. */
  sent(): { chatId: string; text: string; parseMode: unknown }[];
  blocked: Set<string>;
  /** Chats whose sends answer 500, as Telegram does when it has trouble of its own. */
  failing: Set<string>;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: BotCall[] = [];
  const blocked = new Set<string>();
  const failing = new Set<string>();
  let messageId = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const match = /^\/bot([^/]+)\/(\w+)/.exec(req.url ?? "");
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (!match) return reply(404, { ok: false, error_code: 404, description: "Not Found" });
      const [, token, method] = match;
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      calls.push({ method, token, body });
      if (token !== FAKE_BOT_TOKEN) return reply(401, { ok: false, error_code: 401, description: "Unauthorized" });
      if (method === "getMe") {
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
      }
      if (method === "sendMessage") {
        const chatId = String(body.chat_id);
        if (blocked.has(chatId)) return reply(403, { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" });
        if (failing.has(chatId)) return reply(500, { ok: false, error_code: 500, description: "Internal Server Error" });
        const text = String(body.text ?? "");
        if (text.length > 4096) return reply(400, { ok: false, error_code: 400, description: "Bad Request: message is too long" });
        messageId += 1;
        return reply(200, {
          ok: true,
          result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: "private" }, text },
        });
      }
      return reply(200, { ok: true, result: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    blocked,
    failing,
    sent: () =>
      calls
        .filter((c) => c.method === "sendMessage")
        .map((c) => ({ chatId: String(c.body.chat_id), text: String(c.body.text), parseMode: c.body.parse_mode })),
    reset: () => {
      calls.length = 0;
      blocked.clear();
      failing.clear();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
