// The Telegram webhook (secret-token header, exact commands) against a fake Bot API, and the settings
// API: validation, partial saves, the test notification with and without a bot, and a blocked chat.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as webhook } from "@/app/api/telegram/webhook/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/user/settings/route";
import { POST as testNotification } from "@/app/api/user/settings/test-notification/route";
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from "../support/fake-telegram";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";

const SECRET = "webhook-secret-0123456789";
let tg: FakeTelegram;
const env = scopedEnv();

beforeAll(async () => {
  tg = await startFakeTelegram();
  env.set({
    TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    APP_TIMEZONE: "America/Bogota",
  });
});
afterAll(async () => {
  env.restore();
  await tg.close();
});
beforeEach(() => tg.reset());

let updateId = 1;
function textUpdate(text: string, chatId = 4242) {
  const command = /^\/\w+/.exec(text)?.[0];
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: "private", first_name: "Ana" },
      from: { id: chatId, is_bot: false, first_name: "Ana" },
      text,
      ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command.length }] } : {}),
    },
  };
}

describe("POST /api/telegram/webhook", () => {
  it("refuses a request without or with a wrong secret-token header, touching nothing", async () => {
    expect((await callRoute(webhook, { body: textUpdate("/start") })).status).toBe(401);
    expect((await callRoute(webhook, { body: textUpdate("/start"), headers: { "x-telegram-bot-api-secret-token": "nope" } })).status).toBe(
      401,
    );
    expect(tg.calls).toEqual([]);
  });

  it("/start, /id and /help answer with the chat id and the steps; /idea and other text get the pointer to /help", async () => {
    const headers = { "x-telegram-bot-api-secret-token": SECRET };
    for (const cmd of ["/start", "/id", "/help"]) {
      expect((await callRoute(webhook, { body: textUpdate(cmd, 777), headers })).status).toBe(200);
    }
    await callRoute(webhook, { body: textUpdate("/idea", 777), headers });
    await callRoute(webhook, { body: textUpdate("hola", 777), headers });
    const sent = tg.sent();
    expect(sent).toHaveLength(5);
    for (const s of sent.slice(0, 3)) {
      expect(s.chatId).toBe("777");
      expect(s.text).toContain("<code>777</code>");
      expect(s.text).toContain("Configuración → Notificaciones");
    }
    expect(sent[3].text).toContain("/help");
    expect(sent[3].text).not.toContain("777");
    expect(sent[4].text).toBe(sent[3].text);
  });
});

describe("/api/user/settings", () => {
  it("validates the Telegram ID and the time, and saving the ID alone keeps the analysis time", async () => {
    const { user, token } = await signedInUser("free");
    const bad = await callRoute(putSettings, { method: "PUT", token, body: { telegramId: "12ab" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("El ID de Telegram debe ser un número");
    expect((await callRoute(putSettings, { method: "PUT", token, body: { analysisTime: "25:00" } })).status).toBe(400);
    expect((await callRoute(putSettings, { method: "PUT", token, body: { timeZone: "Mars/Base" } })).status).toBe(400);

    const saved = await callRoute(putSettings, { method: "PUT", token, body: { analysisTime: "07:30", timeZone: "Europe/Madrid" } });
    expect(saved.json).toMatchObject({
      success: true,
      message: "Configuración guardada exitosamente",
      user: { analysisTime: "07:30", timeZone: "Europe/Madrid" },
    });
    await callRoute(putSettings, { method: "PUT", token, body: { telegramId: "123456789" } });
    const got = await callRoute(getSettings, { token });
    expect(got.json.user).toMatchObject({ telegramId: "123456789", analysisTime: "07:30", timeZone: "Europe/Madrid", botConfigured: true });
    await callRoute(putSettings, { method: "PUT", token, body: { telegramId: null } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBeNull();
  });

  it("sends the test notification to the saved ID, and explains a blocked chat", async () => {
    const { user, token } = await signedInUser("free");
    expect((await callRoute(testNotification, { method: "POST", token })).status).toBe(400);
    await callRoute(putSettings, { method: "PUT", token, body: { telegramId: "55501" } });
    const ok = await callRoute(testNotification, { method: "POST", token });
    expect(ok.json).toMatchObject({ success: true, message: "¡Notificación de prueba enviada! Revisa tu Telegram." });
    expect(tg.sent()).toEqual([expect.objectContaining({ chatId: "55501", parseMode: "HTML" })]);
    expect(tg.sent()[0].text).toContain("Notificación de prueba");

    tg.blocked.add("55501");
    const blocked = await callRoute(testNotification, { method: "POST", token });
    expect(blocked.status).toBe(400);
    expect(blocked.json.error).toContain("/start");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramBlockedAt).not.toBeNull();
    expect(await db.notificationLog.findMany({ where: { userId: user.id }, select: { status: true }, orderBy: { sentAt: "asc" } })).toEqual(
      [{ status: "sent" }, { status: "blocked" }],
    );
  });

  it("without a bot token, settings still save and the test explains that the bot is not configured", async () => {
    env.set({ TELEGRAM_BOT_TOKEN: "" });
    try {
      const { token } = await signedInUser("free");
      expect((await callRoute(putSettings, { method: "PUT", token, body: { telegramId: "9001" } })).json.user).toMatchObject({
        telegramId: "9001",
        botConfigured: false,
      });
      const res = await callRoute(testNotification, { method: "POST", token });
      expect(res.status).toBe(400);
      expect(res.json.error).toContain("no está configurado");
      expect(tg.calls).toEqual([]);
    } finally {
      env.set({ TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN });
    }
  });
});
