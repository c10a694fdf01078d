// Telegram as a client, against the fake Bot API through the real webhook: connecting in one tap (valid,
// expired, reused, foreign token, group chat), every button (with an unlinked chat and a forged button),
// every command, a 429 storm, the outbox lease across nodes, and a re-sent update handled once.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, pgPool } from "@/lib/db";
import { POST as webhook } from "@/app/api/telegram/webhook/route";
import { DELETE as unlink, POST as link } from "@/app/api/user/telegram/link/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/user/settings/route";
import { storeAds } from "@/lib/services/ads/store-ads";
import { sendDailyAnalysis } from "@/lib/services/notifications/daily-analysis";
import { trackAdvertiser } from "@/lib/services/tracking/track-advertiser";
import { trackAdvertiserSchema } from "@/lib/validation/tracking";
import { sendToUser } from "@/lib/services/notifications/send-telegram";
import { drainWatchMessages } from "@/lib/services/notifications/send-watch-messages";
import { holdLease, releaseLease, waitForLease } from "@/lib/services/notifications/outbox-lease";
import { signCallback } from "@/lib/services/telegram/callback-data";
import { configureBot } from "@/lib/services/telegram/configure-bot";
import { answerStrandedUpdates, HANDLER_FAILED_REPLY } from "@/lib/services/telegram/updates";
import { INVALID_CALLBACK, NOT_LINKED_CALLBACK } from "@/lib/services/telegram/callback-action";
import { GROUP_CHAT_REPLY, LINK_REPLIES, NOT_LINKED_REPLY, UNLINKED_REPLY } from "@/lib/telegram/bot";
import { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, startFakeTelegram, type FakeTelegram } from "../support/fake-telegram";
import { callRoute, createTestPlan, createTestUser, scopedEnv, signedInUser } from "../support/factories";
import { archivedAd, newPageId, nonce } from "../support/archive";
import { button, callbackUpdate, isReplyTo, textUpdate, toChat, waitForCall, type ChatOpts } from "../support/telegram-updates";

const SECRET = "webhook-secret-client-0123456789";
const headers = { "x-telegram-bot-api-secret-token": SECRET };
let tg: FakeTelegram;
const env = scopedEnv();

beforeAll(async () => {
  tg = await startFakeTelegram();
  env.set({
    TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    APP_TIMEZONE: "America/Bogota",
    APP_URL: "https://adradar.test",
  });
});
afterAll(async () => {
  env.restore();
  await tg.close();
});
beforeEach(() => tg.reset());

let chatSeq = 0;
/** A chat id of this file's own: files running at once share the database. */
function newChat(): number {
  chatSeq += 1;
  return 880_000_000 + (Date.now() % 1_000_000) * 10 + chatSeq;
}

/** Posts an update to the webhook (200 at once) and waits for the bot's first reply to the chat. */
async function say(text: string, chat: ChatOpts) {
  const from = tg.calls.length;
  const res = await callRoute(webhook, { body: textUpdate(text, chat), headers });
  expect(res.status).toBe(200);
  return waitForCall(tg, from, isReplyTo(chat.chatId));
}

/**
 * Presses a button and waits for its answer (and, with `edited`, for the message's keyboard to change);
 * returns the answer's text.
 */
async function press(chatId: number, messageId: number, data: string, opts: { edited?: boolean } = {}) {
  const from = tg.calls.length;
  expect((await callRoute(webhook, { body: callbackUpdate(tg, chatId, messageId, data), headers })).status).toBe(200);
  const answer = await waitForCall(tg, from, (c) => c.method === "answerCallbackQuery");
  if (opts.edited) await waitForCall(tg, from, (c) => c.method === "editMessageReplyMarkup" && c.status === 200);
  return String(answer.body.text ?? "");
}

/** The token of a deep link. */
const tokenOf = (url: string) => new URL(url).searchParams.get("start") ?? "";

/** A signed-in user whose chat is linked through the deep link, as a person would do it. */
async function linkedUser(planType = "pioneros", username?: string) {
  const signed = await signedInUser(planType);
  const chatId = newChat();
  const { json } = await callRoute<{ url: string }>(link, { method: "POST", token: signed.token });
  await say(`/start ${tokenOf(json.url)}`, { chatId, username });
  return { ...signed, chatId };
}

describe("connect in one tap", () => {
  it("links the private chat that opens the deep link, says so in Spanish, and the settings show the @username", async () => {
    const { user, token } = await signedInUser("free");
    const before = await callRoute<{ user: { telegramLinked: boolean } }>(getSettings, { token });
    expect(before.json.user.telegramLinked).toBe(false);

    const res = await callRoute<{ url: string }>(link, { method: "POST", token });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^https://t\\.me/${FAKE_BOT_USERNAME}\\?start=[A-Za-z0-9_-]{32}$`));
    const token32 = tokenOf(res.json.url);
    // Stored hashed: the database never holds the token itself.
    const row = await db.telegramLinkToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token32).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token32);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const chatId = newChat();
    const reply = await say(`/start ${token32}`, { chatId, username: "ana_tg" });
    expect(String(reply.body.text)).toContain("este chat está conectado a tu cuenta de AdRadar");
    const after = await callRoute<{ user: { telegramLinked: boolean; telegramUsername: string | null } }>(getSettings, { token });
    expect(after.json.user).toMatchObject({ telegramLinked: true, telegramUsername: "ana_tg" });
    expect(after.json.user).not.toHaveProperty("telegramId");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBe(String(chatId));
  });

  it("a used, an expired and an unknown token link nothing and say why", async () => {
    const { user, token } = await signedInUser("free");
    const first = tokenOf((await callRoute<{ url: string }>(link, { method: "POST", token })).json.url);
    const owner = newChat();
    await say(`/start ${first}`, { chatId: owner });

    const other = newChat();
    expect(String((await say(`/start ${first}`, { chatId: other })).body.text)).toBe(LINK_REPLIES.used);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBe(String(owner));

    const second = tokenOf((await callRoute<{ url: string }>(link, { method: "POST", token })).json.url);
    // The clock of the token row, moved past its 15 minutes.
    await db.telegramLinkToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(String((await say(`/start ${second}`, { chatId: other })).body.text)).toBe(LINK_REPLIES.expired);

    expect(String((await say(`/start ${"x".repeat(32)}`, { chatId: other })).body.text)).toBe(LINK_REPLIES.invalid);
    expect(await db.user.count({ where: { telegramId: String(other) } })).toBe(0);
  });

  it("a token of another account links that account only, never over a chat another account holds; a newer link replaces the older one", async () => {
    const a = await signedInUser("free");
    const b = await signedInUser("free");
    const old = tokenOf((await callRoute<{ url: string }>(link, { method: "POST", token: a.token })).json.url);
    const fresh = tokenOf((await callRoute<{ url: string }>(link, { method: "POST", token: a.token })).json.url);
    const chatId = newChat();
    expect(String((await say(`/start ${old}`, { chatId })).body.text)).toBe(LINK_REPLIES.invalid);
    await say(`/start ${fresh}`, { chatId });
    expect((await db.user.findUniqueOrThrow({ where: { id: a.user.id } })).telegramId).toBe(String(chatId));
    expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).telegramId).toBeNull();

    // B's link tapped in A's chat (B made it and sent it to A's owner): the chat stays A's, and says how to move it.
    const bToken = tokenOf((await callRoute<{ url: string }>(link, { method: "POST", token: b.token })).json.url);
    expect(String((await say(`/start ${bToken}`, { chatId })).body.text)).toBe(LINK_REPLIES.taken);
    expect((await db.user.findUniqueOrThrow({ where: { id: a.user.id } })).telegramId).toBe(String(chatId));
    expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).telegramId).toBeNull();
    // Unlinked by its owner, the same link then moves it: it belongs to B alone, its buttons and commands act for B.
    expect(String((await say("/desconectar", { chatId })).body.text)).toBe(UNLINKED_REPLY);
    await say(`/start ${bToken}`, { chatId });
    expect((await db.user.findUniqueOrThrow({ where: { id: a.user.id } })).telegramId).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).telegramId).toBe(String(chatId));
  });

  it("a group chat gets an explanation and no link; the token still works in a private chat", async () => {
    const { user, token } = await signedInUser("free");
    const t = tokenOf((await callRoute<{ url: string }>(link, { method: "POST", token })).json.url);
    const group = -newChat();
    expect(String((await say(`/start ${t}`, { chatId: group, type: "group" })).body.text)).toBe(GROUP_CHAT_REPLY);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBeNull();
    const chatId = newChat();
    await say(`/start ${t}`, { chatId });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBe(String(chatId));
  });

  it("'Desconectar' in the app and /desconectar in the chat unlink; a chat id cannot be typed any more", async () => {
    const a = await linkedUser("free");
    const res = await callRoute<{ user: { telegramLinked: boolean } }>(unlink, { method: "DELETE", token: a.token });
    expect(res.json.user.telegramLinked).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: a.user.id } })).telegramId).toBeNull();

    const b = await linkedUser("free");
    expect(String((await say("/desconectar", { chatId: b.chatId })).body.text)).toBe(UNLINKED_REPLY);
    expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).telegramId).toBeNull();
    expect(String((await say("/desconectar", { chatId: b.chatId })).body.text)).toBe(NOT_LINKED_REPLY);

    const typed = await callRoute(putSettings, { method: "PUT", token: b.token, body: { telegramId: "123456789" } });
    expect(typed.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).telegramId).toBeNull();
  });
});

/** An ad in the archive, and a watch message about it sent to the user's chat; returns the message id. */
async function watchMessageFor(userId: string, chatId: number) {
  const ad = archivedAd({ page_id: newPageId(), page_name: `Tienda ${nonce()}` });
  await storeAds([ad], { country: "MX" });
  const watch = await db.watch.create({
    data: { userId, name: "Cremas MX", params: { value: "crema", country: "MX" }, queryKey: nonce(), telegram: true },
  });
  await db.watchMessage.create({
    data: {
      watchId: watch.id,
      userId,
      window: nonce(),
      blocks: ["🔎 <b>Vigilancia: Cremas MX</b>", "1 anuncio nuevo"],
      photoAdIds: [],
      adIds: [ad.id],
      sendAfter: new Date(Date.now() - 1000),
    },
  });
  const from = tg.calls.length;
  await drainWatchMessages(new Date());
  const sent = await waitForCall(tg, from, isReplyTo(chatId));
  const messageId = [...tg.messages.values()].find((m) => m.chatId === String(chatId) && m.at >= sent.at)!.messageId;
  return { ad, watch, messageId };
}

describe("buttons", () => {
  it("a watch message carries every button; 'Guardar' saves through the web's limits and shows '✓ Guardado'", async () => {
    const plan = await createTestPlan({ savedAdsLimit: 1 });
    const { user, chatId } = await linkedUser(plan.type);
    const { ad, messageId } = await watchMessageFor(user.id, chatId);
    expect(button(tg, messageId, "Ver en AdRadar").url).toBe(`https://adradar.test/ads/${ad.id}`);
    for (const text of ["Guardar", "Seguir anunciante", "Silenciar 7 días", "Pausar vigilancia"]) {
      expect(button(tg, messageId, text).callback_data).toBeTruthy();
    }

    const save = button(tg, messageId, "Guardar").callback_data!;
    expect(await press(chatId, messageId, save, { edited: true })).toBe("Anuncio guardado en tu biblioteca");
    expect(await db.savedAd.count({ where: { userId: user.id, adId: ad.id } })).toBe(1);
    expect(button(tg, messageId, "✓ Guardado")).toBeTruthy();

    // The plan allows one saved ad: a second ad is refused with the web's own message.
    const second = await watchMessageFor(user.id, chatId);
    const refused = await press(chatId, second.messageId, button(tg, second.messageId, "Guardar").callback_data!);
    expect(refused).toBe("Has alcanzado el límite de 1 anuncio guardado de tu plan");
    expect(await db.savedAd.count({ where: { userId: user.id } })).toBe(1);
    expect(button(tg, second.messageId, "Guardar")).toBeTruthy();
  });

  it("'Seguir anunciante', 'Silenciar 7 días' and 'Pausar vigilancia' act on the user's own rows", async () => {
    const { user, chatId } = await linkedUser();
    const { ad, watch, messageId } = await watchMessageFor(user.id, chatId);

    expect(await press(chatId, messageId, button(tg, messageId, "Seguir anunciante").callback_data!, { edited: true })).toContain(
      "Ahora sigues a",
    );
    expect(await db.trackedAdvertiser.count({ where: { userId: user.id, pageId: ad.page_id } })).toBe(1);
    expect(button(tg, messageId, "✓ Siguiendo")).toBeTruthy();

    const before = Date.now();
    await press(chatId, messageId, button(tg, messageId, "Silenciar 7 días").callback_data!, { edited: true });
    const muted = (await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).mutedUntil!;
    expect(muted.getTime()).toBeGreaterThanOrEqual(before + 7 * 86_400_000 - 1000);
    expect(button(tg, messageId, "✓ Silenciada 7 días")).toBeTruthy();

    expect(await press(chatId, messageId, button(tg, messageId, "Pausar vigilancia").callback_data!, { edited: true })).toBe(
      "Vigilancia pausada",
    );
    expect((await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("paused");
  });

  it("an action slower than the answer's wait answers 'Procesando…' at once, then shows its outcome on the message", async () => {
    const { user, chatId } = await linkedUser();
    const { watch, messageId } = await watchMessageFor(user.id, chatId);
    const pause = button(tg, messageId, "Pausar vigilancia").callback_data!;
    // The watch's row is held, so the pause cannot finish until the test lets it: slow on any machine.
    const holder = await pgPool().connect();
    const wait = process.env.TELEGRAM_ANSWER_WITHIN_MS!;
    env.set({ TELEGRAM_ANSWER_WITHIN_MS: "50" });
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "Watch" WHERE "id" = $1 FOR UPDATE`, [watch.id]);
      const from = tg.calls.length;
      const handled = callRoute(webhook, { body: callbackUpdate(tg, chatId, messageId, pause), headers });
      const answer = await waitForCall(tg, from, (c) => c.method === "answerCallbackQuery");
      expect(answer.body.text).toBe("Procesando…");
      expect((await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("active");

      await holder.query("COMMIT");
      await waitForCall(tg, from, (c) => c.method === "editMessageReplyMarkup" && c.status === 200);
      expect((await handled).status).toBe(200);
      expect((await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("paused");
      expect(button(tg, messageId, "✓ Vigilancia pausada")).toBeTruthy();
      // One answer per press: Telegram refuses a second.
      expect(tg.calls.slice(from).filter((c) => c.method === "answerCallbackQuery")).toHaveLength(1);
    } finally {
      await holder.query("ROLLBACK").catch(() => {});
      holder.release();
      env.set({ TELEGRAM_ANSWER_WITHIN_MS: wait });
    }
  });

  it("the daily analysis carries the buttons of its new ads, and 'Guardar' there saves", async () => {
    const { user, chatId } = await linkedUser();
    const ad = archivedAd({ page_id: newPageId(), page_name: `Tienda ${nonce()}` });
    await storeAds([ad], { country: "MX" });
    const tracked = await trackAdvertiser(
      user.id,
      trackAdvertiserSchema.parse({ pageId: ad.page_id, pageName: ad.page_name, country: "ALL" }),
    );
    // Following made today's first point: the ad is its new one.
    const point = await db.advertiserDailyStat.findFirstOrThrow({ where: { trackedAdvertiserId: tracked.id }, orderBy: { date: "desc" } });
    await db.advertiserDailyStat.update({ where: { id: point.id }, data: { activeAds: 1, newAds: 1, adIds: [ad.id], newAdIds: [ad.id] } });
    const day = point.date.toISOString().slice(0, 10);
    expect(await sendDailyAnalysis(user.id, day)).toBe("sent");
    const messageId = [...tg.messages.values()].filter((m) => m.chatId === String(chatId)).at(-1)!.messageId;
    expect(button(tg, messageId, "Ver en AdRadar").url).toBe(`https://adradar.test/ads/${ad.id}`);
    expect(button(tg, messageId, "Seguir anunciante").callback_data).toBeTruthy();
    expect(await press(chatId, messageId, button(tg, messageId, "Guardar").callback_data!, { edited: true })).toBe(
      "Anuncio guardado en tu biblioteca",
    );
    expect(await db.savedAd.count({ where: { userId: user.id, adId: ad.id } })).toBe(1);
  });

  it("a button pressed in a chat not linked to the message's user does nothing but say so", async () => {
    const { user, chatId } = await linkedUser();
    const { ad, messageId } = await watchMessageFor(user.id, chatId);
    const save = button(tg, messageId, "Guardar").callback_data!;
    // The same button, in a chat nobody linked.
    const stranger = newChat();
    tg.messages.set(999_000 + (stranger % 1000), { ...tg.messages.get(messageId)!, chatId: String(stranger) });
    expect(await press(stranger, 999_000 + (stranger % 1000), save)).toBe(NOT_LINKED_CALLBACK);
    // After the user unlinks, their own old buttons stop working too.
    await db.user.update({ where: { id: user.id }, data: { telegramId: null } });
    expect(await press(chatId, messageId, save)).toBe(NOT_LINKED_CALLBACK);
    expect(await db.savedAd.count({ where: { userId: user.id, adId: ad.id } })).toBe(0);
  });

  it("a forged button (made up, or signed for another account) is refused and changes nothing", async () => {
    const victim = await linkedUser();
    const { watch } = await watchMessageFor(victim.user.id, victim.chatId);
    const attacker = await linkedUser();
    const own = await watchMessageFor(attacker.user.id, attacker.chatId);
    // The victim's watch id in a button signed for the victim's chat, pressed from the attacker's chat.
    const stolen = signCallback("p", watch.id, victim.user.id, String(victim.chatId))!;
    expect(await press(attacker.chatId, own.messageId, stolen)).toBe(INVALID_CALLBACK);
    const madeUp = `p:${watch.id}:${"A".repeat(16)}`;
    expect(await press(attacker.chatId, own.messageId, madeUp)).toBe(INVALID_CALLBACK);
    expect(await press(attacker.chatId, own.messageId, "not-ours")).toBe(INVALID_CALLBACK);
    expect((await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("active");
  });
});

describe("commands", () => {
  it("/buscar answers the archive's top 5 by score with buttons and a link to all results, without quota", async () => {
    const { user, chatId } = await linkedUser();
    const word = nonce();
    const ads = Array.from({ length: 7 }, (_, i) =>
      archivedAd({
        page_id: newPageId(),
        page_name: `Tienda ${i}`,
        ad_creative_bodies: [`Serum ${word} número ${i}`],
        collation_count: 1 + i * 3,
      }),
    );
    await storeAds(ads, { country: "MX" });
    const usedBefore = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched;
    const reply = await say(`/buscar ${word} mx`, { chatId });
    const text = String(reply.body.text);
    expect(text).toContain("Los 5 mejores por puntuación");
    const scores = [...text.matchAll(/Puntuación (\d+)/g)].map((m) => Number(m[1]));
    expect(scores).toHaveLength(5);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const rows = (reply.body.reply_markup as { inline_keyboard: { text: string; url?: string }[][] }).inline_keyboard;
    expect(rows.flat().filter((b) => b.text.startsWith("Guardar"))).toHaveLength(5);
    expect(rows.flat().find((b) => b.text === "Ver todos los resultados")?.url).toBe(`https://adradar.test/archive?q=${word}&country=MX`);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(usedBefore);

    expect(String((await say("/buscar", { chatId })).body.text)).toContain("/buscar crema natural MX");
  });

  it("/novedades, /vigilancias (with pause and resume), /cuota and /ayuda", async () => {
    const { user, chatId } = await linkedUser();
    await db.feedItem.create({
      data: { userId: user.id, kind: "growth", refKey: nonce(), title: "Crecimiento fuerte", body: "Tienda X pasó de 3 a 9" },
    });
    const feed = String((await say("/novedades", { chatId })).body.text);
    expect(feed).toContain("Crecimiento fuerte");
    expect(feed).toContain("1 sin leer");

    const watch = await db.watch.create({ data: { userId: user.id, name: "Zapatos CO", params: { value: "zapatos" }, queryKey: nonce() } });
    const list = await say("/vigilancias", { chatId });
    expect(String(list.body.text)).toContain("Zapatos CO");
    const listId = [...tg.messages.values()].at(-1)!.messageId;
    expect(await press(chatId, listId, button(tg, listId, "⏸️ Pausar").callback_data!, { edited: true })).toBe("Vigilancia pausada");
    expect((await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("paused");
    await say("/vigilancias", { chatId });
    const again = [...tg.messages.values()].at(-1)!.messageId;
    expect(await press(chatId, again, button(tg, again, "▶️ Reanudar").callback_data!, { edited: true })).toBe("Vigilancia reanudada");
    expect((await db.watch.findUniqueOrThrow({ where: { id: watch.id } })).status).toBe("active");

    expect(String((await say("/cuota", { chatId })).body.text)).toMatch(/Tu cuota.*\n0 de [\d.]+ anuncios este mes \(0 %\)/);
    const help = String((await say("/ayuda", { chatId })).body.text);
    for (const c of ["/buscar", "/novedades", "/vigilancias", "/cuota", "/desconectar", "/ayuda"]) expect(help).toContain(c);
  });

  it("/vigilancias with many long names, emojis at the cut, answers every watch in messages Telegram accepts", async () => {
    const plan = await createTestPlan({ maxWatches: 100 });
    const { user, chatId } = await linkedUser(plan.type);
    const names = Array.from(
      { length: 45 },
      (_, i) => `Cremas naturales para piel grasa · MX 🔥 ofertas de temporada número ${i} ${"x".repeat(30)}`,
    );
    await db.watch.createMany({ data: names.map((name) => ({ userId: user.id, name, params: { value: "crema" }, queryKey: nonce() })) });
    const from = tg.calls.length;
    await say("/vigilancias", { chatId });
    // The third message is the last: each one leaves a second after the one before, as Telegram asks.
    await waitForCall(tg, from, (c) => isReplyTo(chatId)(c) && String(c.body.text).includes("(41–45 de 45)"));
    const sent = tg.calls.slice(from).filter((c) => c.method === "sendMessage" && toChat(chatId)(c));
    expect(sent.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(sent.map((c) => String(c.body.text).split("\n")[0])).toEqual([
      "👁 <b>Tus vigilancias</b> (1–20 de 45)",
      "👁 <b>Tus vigilancias</b> (21–40 de 45)",
      "👁 <b>Tus vigilancias</b> (41–45 de 45)",
    ]);
    const buttons = sent.flatMap((c) => (c.body.reply_markup as { inline_keyboard: { text: string }[][] }).inline_keyboard.flat());
    expect(buttons).toHaveLength(45);
    expect(buttons.every((b) => b.text.startsWith("⏸️ Pausar: Cremas naturales para piel grasa · MX") && b.text.isWellFormed())).toBe(true);
  });

  it("/vigilancias on a plan without watches says so and offers the plans, not a button the plan cannot use", async () => {
    const { chatId } = await linkedUser("free");
    const reply = await say("/vigilancias", { chatId });
    expect(String(reply.body.text)).toBe("No tienes vigilancias: tu plan actual no las incluye. Mira en Planes cuál las incluye.");
    expect(String(reply.body.text)).not.toContain("Vigilar esta búsqueda");
    const rows = (reply.body.reply_markup as { inline_keyboard: { text: string; url?: string }[][] }).inline_keyboard;
    expect(rows.flat().map((b) => [b.text, b.url])).toEqual([["Ver planes", "https://adradar.test/user-plans"]]);
  });

  it("commands in a chat nobody linked say how to connect; the commands are registered in Spanish", async () => {
    expect(String((await say("/cuota", { chatId: newChat() })).body.text)).toBe(NOT_LINKED_REPLY);
    expect(await configureBot()).toEqual({ configured: true, commands: 6 });
    const set = tg.calls.filter((c) => c.method === "setMyCommands");
    expect(set.length).toBeGreaterThan(0);
    expect(set[0].body).toMatchObject({ language_code: "es", scope: { type: "all_private_chats" } });
    expect((set[0].body.commands as { command: string }[]).map((c) => c.command)).toEqual([
      "buscar",
      "novedades",
      "vigilancias",
      "cuota",
      "desconectar",
      "ayuda",
    ]);
  });
});

describe("Telegram's limits", () => {
  it("in a 429 storm every message still arrives, exactly once", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createTestUser()));
    const chats = users.map(() => String(newChat()));
    tg.storm(12);
    const outcomes = await Promise.all(
      users.flatMap((u, i) =>
        [1, 2, 3].map((n) => sendToUser({ id: u.id, telegramId: chats[i], telegramBlockedAt: null }, "test", [`mensaje ${n} para ${i}`])),
      ),
    );
    expect(outcomes.every((o) => o === "sent")).toBe(true);
    expect(tg.tooManyRequests()).toBe(12);
    const delivered = [...tg.messages.values()].map((m) => `${m.chatId}|${m.text}`);
    expect(delivered).toHaveLength(12);
    expect(new Set(delivered).size).toBe(12);
  });

  it("one node at a time holds the outbox lease; it passes on only once the holder's time runs out", async () => {
    // A lease of this test's own (the outbox's is shared by every file running at once).
    const id = `test-${nonce()}`;
    expect(await holdLease(id, "node-a", 60)).toBe(true);
    expect(await holdLease(id, "node-b", 60)).toBe(false);
    expect(await waitForLease(id, "node-b", 60, { waitMs: 0, pollMs: 10 })).toBe(false);
    expect(await holdLease(id, "node-a", 60)).toBe(true);
    // node-a stops renewing (it died): its lease ends and node-b takes over.
    await db.telegramSenderLease.update({ where: { id }, data: { until: new Date(Date.now() - 1000) } });
    expect(await holdLease(id, "node-b", 60)).toBe(true);
    expect(await holdLease(id, "node-a", 60)).toBe(false);
    await releaseLease(id, "node-b");
    expect(await holdLease(id, "node-a", 60)).toBe(true);
    await releaseLease(id, "node-a");
  });

  it("a message claimed by a node that died goes back out once the lease is someone else's", async () => {
    const { user, chatId } = await linkedUser();
    const watch = await db.watch.create({ data: { userId: user.id, name: "Huérfano", params: {}, queryKey: nonce(), telegram: true } });
    const message = await db.watchMessage.create({
      data: {
        watchId: watch.id,
        userId: user.id,
        window: nonce(),
        blocks: [`huérfano ${nonce()}`],
        photoAdIds: [],
        status: "sending",
        claimedAt: new Date(Date.now() - 10 * 60_000),
        sendAfter: new Date(Date.now() - 10 * 60_000),
      },
    });
    await drainWatchMessages(new Date());
    expect((await db.watchMessage.findUniqueOrThrow({ where: { id: message.id } })).status).toBe("sent");
    expect(tg.sent().filter((m) => m.chatId === String(chatId) && m.text === message.blocks[0])).toHaveLength(1);
  });
});

describe("the webhook", () => {
  it("answers 200 at once and handles a re-sent update once", async () => {
    const { chatId } = await linkedUser();
    const update = textUpdate("/ayuda", { chatId });
    const from = tg.calls.length;
    const first = await callRoute(webhook, { body: update, headers });
    const again = await callRoute(webhook, { body: update, headers });
    expect([first.status, again.status]).toEqual([200, 200]);
    await waitForCall(tg, from, isReplyTo(chatId));
    // A later update's reply proves the copy had its chance to run and did not.
    await say("/cuota", { chatId });
    const helps = tg.calls.slice(from).filter((c) => isReplyTo(chatId)(c) && String(c.body.text).includes("AdRadar en Telegram"));
    expect(helps).toHaveLength(1);
    expect(await db.telegramUpdate.count({ where: { updateId: BigInt(update.update_id) } })).toBe(1);
  });

  it("answers a stored update whose job never ran when Telegram sends it again, and the sweep answers one it does not", async () => {
    const { chatId } = await linkedUser();
    // Stored by an earlier delivery whose event never reached the job (the send failed, the route said 500).
    const resent = textUpdate("/ayuda", { chatId });
    await db.telegramUpdate.create({ data: { updateId: BigInt(resent.update_id), payload: resent } });
    let from = tg.calls.length;
    expect((await callRoute(webhook, { body: resent, headers })).status).toBe(200);
    expect(String((await waitForCall(tg, from, isReplyTo(chatId))).body.text)).toContain("AdRadar en Telegram");

    // One Telegram does not send again: the sweep takes it up after two minutes, and drops one too old to answer.
    const now = new Date();
    const stranded = textUpdate("/cuota", { chatId });
    const stale = textUpdate("/novedades", { chatId });
    const old = textUpdate("/ayuda", { chatId });
    await db.telegramUpdate.createMany({
      data: [
        { updateId: BigInt(stranded.update_id), payload: stranded, receivedAt: new Date(now.getTime() - 3 * 60_000) },
        { updateId: BigInt(stale.update_id), payload: stale, receivedAt: new Date(now.getTime() - 45 * 60_000) },
        {
          updateId: BigInt(old.update_id),
          payload: old,
          receivedAt: new Date(now.getTime() - 3 * 86_400_000),
          handledAt: new Date(now.getTime() - 3 * 86_400_000),
        },
      ],
    });
    from = tg.calls.length;
    const swept = await answerStrandedUpdates(now);
    expect(swept.answered).toBeGreaterThanOrEqual(1);
    expect(String((await waitForCall(tg, from, isReplyTo(chatId))).body.text)).toMatch(/Tu cuota/);
    const rows = await db.telegramUpdate.findMany({
      where: { updateId: { in: [stranded, stale, old].map((u) => BigInt(u.update_id)) } },
      select: { updateId: true, handledAt: true },
    });
    expect(rows.map((r) => [Number(r.updateId), r.handledAt !== null]).sort()).toEqual(
      [
        [stranded.update_id, true],
        [stale.update_id, true],
      ].sort(),
    );
    expect(tg.calls.slice(from).filter((c) => isReplyTo(chatId)(c))).toHaveLength(1);
  });

  it("tells the chat when its command could not be answered, rather than leaving it without a word", async () => {
    const { chatId } = await linkedUser();
    tg.failNext(1);
    const from = tg.calls.length;
    expect((await callRoute(webhook, { body: textUpdate("/ayuda", { chatId }), headers })).status).toBe(200);
    const apology = await waitForCall(tg, from, isReplyTo(chatId));
    expect(apology.body.text).toBe(HANDLER_FAILED_REPLY);
  });

  it("refuses a request without the secret and an update PostgreSQL could not store, touching nothing", async () => {
    const update = textUpdate("/ayuda", { chatId: newChat() });
    expect((await callRoute(webhook, { body: update })).status).toBe(401);
    const nul = textUpdate("hola\u0000", { chatId: newChat() });
    expect((await callRoute(webhook, { body: nul, headers })).status).toBe(400);
    expect(await db.telegramUpdate.count({ where: { updateId: { in: [BigInt(update.update_id), BigInt(nul.update_id)] } } })).toBe(0);
  });
});
