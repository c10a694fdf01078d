// 'Conectar Telegram' end to end, at a desktop's and a phone's width: the button shows the bot's deep link,
// Telegram (here: the spec, posting the update to the webhook exactly as Telegram would) delivers
// `/start <token>` to the bot, and the settings screen turns to 'Conectado como @…' without a reload;
// 'Desconectar' undoes it. The e2e servers' bot (playwright.config.ts) talks to the fake Bot API this
// spec starts on TELEGRAM_FAKE_PORT.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FAKE_BOT_USERNAME, startFakeTelegram, type FakeTelegram } from "../support/fake-telegram";
import { pageWidth, registerNewUser } from "./helpers";
import { TELEGRAM_FAKE_PORT } from "./ports";

const WEBHOOK_SECRET = "e2e-telegram-webhook-secret-0123456789";

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: "serial" });

let tg: FakeTelegram;
test.beforeAll(async () => {
  tg = await startFakeTelegram({ port: TELEGRAM_FAKE_PORT });
});
test.afterAll(async () => {
  await tg?.close();
});

async function openNotifications(page: Page) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Notificaciones" }).click();
  await expect(page.getByText("Telegram no está conectado")).toBeVisible();
}

async function noSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: 'Conectar Telegram' gives the deep link and the screen turns to 'Conectado' once the bot gets /start`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await registerNewUser(page, `e2e-tg-${width}`);
    await openNotifications(page);
    const connect = page.getByRole("button", { name: "Conectar Telegram" });
    await expect(connect).toBeEnabled();

    await connect.click();
    const open = page.getByRole("link", { name: "Abrir Telegram" });
    await expect(open).toHaveAttribute("href", new RegExp(`^https://t\\.me/${FAKE_BOT_USERNAME}\\?start=[A-Za-z0-9_-]{32}$`));
    await expect(page.getByText("Esperando la confirmación del bot…")).toBeVisible();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(width);
    await noSeriousAxe(page);

    // What Telegram does when the user taps 'Iniciar' in the chat the link opened.
    const token = new URL((await open.getAttribute("href")) ?? "").searchParams.get("start") ?? "";
    const chatId = 610_000_000 + width * 1000 + Math.floor(Math.random() * 1000);
    const username = `ana_${width}`;
    const updateId = Date.now() * 10 + (width === 375 ? 1 : 0);
    const res = await request.post("/api/telegram/webhook", {
      headers: { "x-telegram-bot-api-secret-token": WEBHOOK_SECRET },
      data: {
        update_id: updateId,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private", first_name: "Ana", username },
          from: { id: chatId, is_bot: false, first_name: "Ana", username },
          text: `/start ${token}`,
          entities: [{ type: "bot_command", offset: 0, length: 6 }],
        },
      },
    });
    expect(res.status()).toBe(200);

    // No reload: the screen asks until the bot has linked the chat.
    await expect(page.getByText(`Conectado como @${username}`)).toBeVisible();
    await expect(open).toBeHidden();
    await expect.poll(() => tg.sent().some((m) => m.chatId === String(chatId) && m.text.includes("este chat está conectado"))).toBe(true);
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(width);
    await noSeriousAxe(page);

    await page.getByRole("button", { name: "Desconectar" }).click();
    await expect(page.getByText("Telegram desconectado")).toBeVisible();
    await expect(page.getByText("Telegram no está conectado")).toBeVisible();
    await expect(page.getByRole("button", { name: "Conectar Telegram" })).toBeVisible();
  });
}
