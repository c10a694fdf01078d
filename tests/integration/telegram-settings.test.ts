// The Telegram webhook (secret-token header, exact commands) against a fake Bot API, and the settings
// API: validation, partial saves, the test notification with and without a bot, and a blocked chat.
// Connecting, buttons and commands: telegram-client.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as webhook } from "@/app/api/telegram/webhook/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/user/settings/route";
import { POST as testNotification } from "@/app/api/user/settings/test-notification/route";
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from "../support/fake-telegram";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { isReplyTo, textUpdate, waitForCall } from "../support/telegram-updates";
import { START_WITHOUT_TOKEN, UNKNOWN_MESSAGE_REPLY } from "@/lib/telegram/bot";

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

const headers = { "x-telegram-bot-api-secret-token": SECRET };

describe("POST /api/telegram/webhook", () => {
  it("refuses a request without or with a wrong secret-token header, touching nothing", async () => {
    expect((await callRoute(webhook, { body: textUpdate("/start", { chatId: 4242 }) })).status).toBe(401);
    expect(
      (await callRoute(webhook, { body: textUpdate("/start", { chatId: 4242 }), headers: { "x-telegram-bot-api-secret-token": "nope" } }))
        .status,
    ).toBe(401);
    expect(tg.calls).toEqual([]);
  });

  it("/start without a link explains how to connect; /ayuda lists the commands; /ayudar and other text get the pointer to /ayuda", async () => {
    const chatId = 770_000_000 + (Date.now() % 1_000_000);
    const replies: string[] = [];
    for (const text of ["/start", "/ayuda", "/ayudar", "hola"]) {
      const from = tg.calls.length;
      expect((await callRoute(webhook, { body: textUpdate(text, { chatId }), headers })).status).toBe(200);
      replies.push(String((await waitForCall(tg, from, isReplyTo(chatId))).body.text));
    }
    expect(replies[0]).toBe(START_WITHOUT_TOKEN);
    expect(replies[1]).toContain("/buscar");
    expect(replies[2]).toBe(UNKNOWN_MESSAGE_REPLY);
    expect(replies[3]).toBe(UNKNOWN_MESSAGE_REPLY);
  });
});

describe("/api/user/settings", () => {
  it("validates the time and zone, saves only the fields sent, and no longer takes a typed chat id", async () => {
    const { user, token } = await signedInUser("free");
    const typed = await callRoute(putSettings, { method: "PUT", token, body: { telegramId: "123456789" } });
    expect(typed.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBeNull();
    expect((await callRoute(putSettings, { method: "PUT", token, body: { analysisTime: "25:00" } })).status).toBe(400);
    expect((await callRoute(putSettings, { method: "PUT", token, body: { timeZone: "Mars/Base" } })).status).toBe(400);

    const saved = await callRoute(putSettings, { method: "PUT", token, body: { analysisTime: "07:30", timeZone: "Europe/Madrid" } });
    expect(saved.json).toMatchObject({
      success: true,
      message: "Configuración guardada exitosamente",
      user: { analysisTime: "07:30", timeZone: "Europe/Madrid" },
    });
    await callRoute(putSettings, { method: "PUT", token, body: { timeZone: "America/Bogota" } });
    const got = await callRoute(getSettings, { token });
    expect(got.json.user).toMatchObject({ telegramLinked: false, analysisTime: "07:30", timeZone: "America/Bogota", botConfigured: true });
  });

  it("a chat linked before (a typed id) keeps working and shows as connected", async () => {
    const { user, token } = await signedInUser("free");
    await db.user.update({ where: { id: user.id }, data: { telegramId: "55500" } });
    expect((await callRoute(getSettings, { token })).json.user).toMatchObject({ telegramLinked: true, telegramUsername: null });
  });

  it("sends the test notification to the saved ID, and explains a blocked chat", async () => {
    const { user, token } = await signedInUser("free");
    expect((await callRoute(testNotification, { method: "POST", token })).status).toBe(400);
    await db.user.update({ where: { id: user.id }, data: { telegramId: "55501" } });
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
      const { user, token } = await signedInUser("free");
      await db.user.update({ where: { id: user.id }, data: { telegramId: "9001" } });
      expect((await callRoute(getSettings, { token })).json.user).toMatchObject({ telegramLinked: true, botConfigured: false });
      const res = await callRoute(testNotification, { method: "POST", token });
      expect(res.status).toBe(400);
      expect(res.json.error).toContain("no está configurado");
      expect(tg.calls).toEqual([]);
    } finally {
      env.set({ TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN });
    }
  });
});
