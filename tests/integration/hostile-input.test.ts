// Each hostile request that once got `500 Error interno del servidor` now gets a 4xx in the
// API's error shape with a Spanish message; unknown API paths and wrong methods answer JSON too.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as search, GET as searchGet } from "@/app/api/search/route";
import { GET as multiplePages, POST as multiplePagesPost } from "@/app/api/search/multiple-pages/route";
import { POST as saveAd, PUT as savedAdsPut, DELETE as savedAdsDelete } from "@/app/api/saved-ads/route";
import * as completeSearches from "@/app/api/complete-searches/route";
import * as completeSearch from "@/app/api/complete-searches/[id]/route";
import { POST as track, PATCH as trackPatch } from "@/app/api/tracked-advertisers/route";
import { POST as login, GET as loginGet } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as verify } from "@/app/api/auth/verify/route";
import { PUT as changePassword, POST as changePasswordPost } from "@/app/api/auth/change-password/route";
import { POST as suggestions } from "@/app/api/suggestions/route";
import { POST as advertiserStats } from "@/app/api/ads/advertiser-stats/route";
import { POST as scrapeAdvertiser } from "@/app/api/ads/scrape-advertiser/route";
import { GET as proxyImage } from "@/app/api/proxy-image/route";
import { GET as health, POST as healthPost } from "@/app/api/health/route";
import { POST as createWatch } from "@/app/api/watches/route";
import * as catchAll from "@/app/api/[...path]/route";
import { callRoute, createInvitation, signedInUser, uniqueEmail } from "../support/factories";
import { errorReplyProblem } from "../support/api-errors";

type Reply = Awaited<ReturnType<typeof callRoute>>;

const NUL = "\u0000";
const INVALID_TEXT = "El texto contiene caracteres no válidos";
const EXCLUDED_WORD_EMPTY = "Cada palabra excluida debe tener letras, números o signos";
const AD_LIBRARY =
  "https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=ALL&media_type=all&search_type=keyword_unordered";

/** A 4xx in the API's error shape with a Spanish message (and, when given, that message and field). */
function expectRefused(res: Reply, expected: { status?: number; message?: string; field?: string } = {}) {
  expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (expected.status) expect(res.status).toBe(expected.status);
  expect(errorReplyProblem(res)).toBeNull();
  if (expected.message) expect(res.json.message).toBe(expected.message);
  if (expected.field) expect(res.json.field).toBe(expected.field);
}

/** An e-mail of exactly `length` characters that passes the format check. */
function emailOfLength(length: number): string {
  const domain = "@prueba.test";
  return `${uniqueEmail("x").split("@")[0]}${"a".repeat(length)}`.slice(0, length - domain.length) + domain;
}

let token: string;
// Unique per run, so the login and register throttles never see another file's attempts.
const ip = () => ({ "x-forwarded-for": `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}` });

beforeAll(async () => {
  ({ token } = await signedInUser("pioneros"));
});

describe("NUL, lone surrogates and out-of-range integers get a Spanish 400, never a 500", () => {
  const searchBody = { value: "crema", minDays: 0 };
  const savedAd = { adData: { id: "1234567890" }, tags: ["crema"], collection: "Búsqueda", notes: "" };
  const completeBody = { searchName: "Mi búsqueda", searchParams: { value: "crema" }, adIds: ["1234567890"] };
  const tracked = {
    pageId: "1234567890",
    pageName: "Marca",
    pageProfileUri: "https://www.facebook.com/marca",
    pageProfilePictureUrl: "https://scontent.xx.fbcdn.net/p.jpg",
    pageLikeCount: 10,
    pageCategories: ["Belleza"],
    notes: "",
  };

  const cases: [string, () => Promise<Reply>, { message?: string; field?: string }][] = [
    [
      "POST /api/search value with NUL",
      () => callRoute(search, { token, body: { ...searchBody, value: `crema${NUL}` } }),
      { message: INVALID_TEXT, field: "value" },
    ],
    [
      "POST /api/search searchId with NUL",
      () => callRoute(search, { token, body: { ...searchBody, searchId: `abc${NUL}` } }),
      { field: "searchId" },
    ],
    [
      "POST /api/search value with a lone surrogate ('crema \\ud800')",
      () => callRoute(search, { token, body: { ...searchBody, value: "crema \ud800" } }),
      { message: INVALID_TEXT, field: "value" },
    ],
    // Excluded words are stored with the search (its history, a watch, a complete search) as JSON, which
    // PostgreSQL refuses with a NUL or a lone surrogate in it.
    [
      "POST /api/search excludedWords with NUL",
      () => callRoute(search, { token, body: { ...searchBody, excludedWords: ["barato", `a${NUL}`] } }),
      { message: INVALID_TEXT, field: "excludedWords.1" },
    ],
    [
      "POST /api/search excludedWords with a lone surrogate",
      () => callRoute(search, { token, body: { ...searchBody, excludedWords: ["\ud800"] } }),
      { message: INVALID_TEXT, field: "excludedWords.0" },
    ],
    [
      "POST /api/search excludedWords of accents alone (every ad would be hidden)",
      () => callRoute(search, { token, body: { ...searchBody, excludedWords: ["\u0301\u0301"] } }),
      { message: EXCLUDED_WORD_EMPTY, field: "excludedWords.0" },
    ],
    [
      "POST /api/search excludedWords of a zero-width space",
      () => callRoute(search, { token, body: { ...searchBody, excludedWords: ["\u200b"] } }),
      { message: EXCLUDED_WORD_EMPTY, field: "excludedWords.0" },
    ],
    [
      "POST /api/watches params.excludedWords with NUL",
      () => callRoute(createWatch, { token, body: { params: { value: "crema", excludedWords: [`a${NUL}`] } } }),
      { message: INVALID_TEXT, field: "params.excludedWords.0" },
    ],
    [
      "POST /api/complete-searches searchParams.excludedWords with NUL",
      () =>
        callRoute(completeSearches.POST, {
          token,
          body: { ...completeBody, searchParams: { value: "crema", excludedWords: [`a${NUL}`] } },
        }),
      { message: INVALID_TEXT, field: "searchParams.excludedWords.0" },
    ],
    [
      "POST /api/search cursor with NUL",
      () => callRoute(search, { token, body: { ...searchBody, cursor: `x${NUL}` } }),
      { message: INVALID_TEXT, field: "cursor" },
    ],
    ["POST /api/search page 2147483648", () => callRoute(search, { token, body: { ...searchBody, page: 2147483648 } }), { field: "page" }],
    [
      "POST /api/saved-ads collection with NUL",
      () => callRoute(saveAd, { token, body: { ...savedAd, collection: `Búsqueda${NUL}` } }),
      { message: INVALID_TEXT, field: "collection" },
    ],
    [
      "POST /api/saved-ads notes with NUL",
      () => callRoute(saveAd, { token, body: { ...savedAd, notes: `nota${NUL}` } }),
      { message: INVALID_TEXT, field: "notes" },
    ],
    [
      "POST /api/saved-ads tags with NUL",
      () => callRoute(saveAd, { token, body: { ...savedAd, tags: ["crema", `a${NUL}`] } }),
      { message: INVALID_TEXT, field: "tags.1" },
    ],
    [
      "POST /api/saved-ads adData.id with NUL",
      () => callRoute(saveAd, { token, body: { ...savedAd, adData: { id: `123${NUL}` } } }),
      { field: "adData.id" },
    ],
    [
      "POST /api/complete-searches searchName with NUL",
      () => callRoute(completeSearches.POST, { token, body: { ...completeBody, searchName: `Mi${NUL}` } }),
      { message: INVALID_TEXT, field: "searchName" },
    ],
    [
      "POST /api/complete-searches searchParams.value with NUL",
      () => callRoute(completeSearches.POST, { token, body: { ...completeBody, searchParams: { value: `crema${NUL}` } } }),
      { message: INVALID_TEXT, field: "searchParams.value" },
    ],
    [
      "POST /api/complete-searches adIds with NUL",
      () => callRoute(completeSearches.POST, { token, body: { ...completeBody, adIds: [`123${NUL}`] } }),
      { field: "adIds.0" },
    ],
    [
      "POST /api/tracked-advertisers pageName with NUL",
      () => callRoute(track, { token, body: { ...tracked, pageName: `Marca${NUL}` } }),
      { message: INVALID_TEXT, field: "pageName" },
    ],
    [
      "POST /api/tracked-advertisers pageProfileUri with NUL",
      () => callRoute(track, { token, body: { ...tracked, pageProfileUri: `https://f.com/${NUL}` } }),
      { message: INVALID_TEXT, field: "pageProfileUri" },
    ],
    [
      "POST /api/tracked-advertisers pageProfilePictureUrl with NUL",
      () => callRoute(track, { token, body: { ...tracked, pageProfilePictureUrl: `https://f.com/${NUL}.jpg` } }),
      { message: INVALID_TEXT, field: "pageProfilePictureUrl" },
    ],
    [
      "POST /api/tracked-advertisers notes with NUL",
      () => callRoute(track, { token, body: { ...tracked, notes: `nota${NUL}` } }),
      { message: INVALID_TEXT, field: "notes" },
    ],
    [
      "POST /api/tracked-advertisers pageCategories with NUL",
      () => callRoute(track, { token, body: { ...tracked, pageCategories: [`Belleza${NUL}`] } }),
      { message: INVALID_TEXT, field: "pageCategories.0" },
    ],
    [
      "POST /api/tracked-advertisers pageLikeCount 2147483648",
      () => callRoute(track, { token, body: { ...tracked, pageLikeCount: 2147483648 } }),
      { message: "Debe ser como máximo 2147483647", field: "pageLikeCount" },
    ],
    [
      "POST /api/tracked-advertisers initialActiveAdsCount 2147483648",
      () => callRoute(track, { token, body: { ...tracked, initialActiveAdsCount: 2147483648 } }),
      { field: "initialActiveAdsCount" },
    ],
    [
      "POST /api/auth/login email with NUL",
      () => callRoute(login, { body: { email: `ana${NUL}@prueba.test`, password: "secreto-123" }, headers: ip() }),
      { field: "email" },
    ],
    [
      "POST /api/auth/login email of 255 characters",
      () => callRoute(login, { body: { email: emailOfLength(255), password: "secreto-123" }, headers: ip() }),
      { field: "email" },
    ],
    [
      "POST /api/auth/register email with NUL",
      () =>
        callRoute(register, {
          body: { name: "Ana", email: `ana${NUL}@prueba.test`, password: "secreto-123", invitationToken: "f".repeat(64) },
          headers: ip(),
        }),
      { field: "email" },
    ],
    [
      "POST /api/auth/register name with a lone surrogate",
      () =>
        callRoute(register, {
          body: { name: "Ana \udfff", email: uniqueEmail(), password: "secreto-123", invitationToken: "f".repeat(64) },
          headers: ip(),
        }),
      { message: INVALID_TEXT, field: "name" },
    ],
    [
      "POST /api/auth/register email of 255 characters",
      () =>
        callRoute(register, {
          body: { name: "Ana", email: emailOfLength(255), password: "secreto-123", invitationToken: "f".repeat(64) },
          headers: ip(),
        }),
      { field: "email" },
    ],
    [
      "POST /api/auth/verify token with NUL",
      () => callRoute(verify, { body: { token: `abc${NUL}` } }),
      { message: INVALID_TEXT, field: "token" },
    ],
    [
      "PUT /api/auth/change-password newPassword with NUL",
      () =>
        callRoute(changePassword, { method: "PUT", token, body: { currentPassword: "secreto-123", newPassword: `nueva-${NUL}-clave` } }),
      { message: INVALID_TEXT, field: "newPassword" },
    ],
    [
      "POST /api/suggestions idea with NUL",
      () => callRoute(suggestions, { token, body: { idea: `fajas${NUL}` } }),
      { message: INVALID_TEXT, field: "idea" },
    ],
    [
      "POST /api/ads/advertiser-stats pageId with NUL",
      () => callRoute(advertiserStats, { token, body: { pageId: `123${NUL}`, country: "ES" } }),
      { field: "pageId" },
    ],
    [
      "POST /api/ads/scrape-advertiser cursor with NUL",
      () => callRoute(scrapeAdvertiser, { token, body: { pageId: "123", country: "ES", cursor: `c${NUL}` } }),
      { message: INVALID_TEXT, field: "cursor" },
    ],
    [
      "GET /api/complete-searches/%00",
      () => callRoute(completeSearch.GET, { token, params: { id: NUL }, url: "http://localhost/api/complete-searches/%00" }),
      { field: "id" },
    ],
    [
      "DELETE /api/complete-searches/%00",
      () =>
        callRoute(completeSearch.DELETE, {
          token,
          method: "DELETE",
          params: { id: NUL },
          url: "http://localhost/api/complete-searches/%00",
        }),
      { field: "id" },
    ],
    [
      "GET /api/complete-searches?limit=2147483648",
      () => callRoute(completeSearches.GET, { token, url: "http://localhost/api/complete-searches?limit=2147483648" }),
      { field: "limit" },
    ],
    [
      "GET /api/search/multiple-pages?initialUrl=…%2500",
      () =>
        callRoute(multiplePages, {
          token,
          url: `http://localhost/api/search/multiple-pages?initialUrl=${encodeURIComponent(`${AD_LIBRARY}&q=crema%00`)}`,
        }),
      { message: INVALID_TEXT },
    ],
    [
      "GET /api/search/multiple-pages?initialUrl= with a raw NUL",
      () =>
        callRoute(multiplePages, {
          token,
          url: `http://localhost/api/search/multiple-pages?initialUrl=${encodeURIComponent(AD_LIBRARY)}%00`,
        }),
      { message: INVALID_TEXT, field: "initialUrl" },
    ],
    [
      "GET /api/proxy-image?url= with NUL",
      () => callRoute(proxyImage, { token, url: "http://localhost/api/proxy-image?url=https%3A%2F%2Fscontent.xx.fbcdn.net%2Fa%00.png" }),
      { message: INVALID_TEXT, field: "url" },
    ],
  ];

  it.each(cases)("%s → Spanish 4xx", async (_name, send, expected) => {
    expectRefused(await send(), { status: 400, ...expected });
  });
});

describe("long e-mails and forwarded addresses at login", () => {
  it("POST /api/auth/login with a well-formed 244-character e-mail → 401, not a 500", async () => {
    const res = await callRoute(login, { body: { email: emailOfLength(244), password: "secreto-123" }, headers: ip() });
    expectRefused(res, { status: 401, message: "Correo electrónico o contraseña incorrectos" });
  });

  it("POST /api/auth/login behind a 4,000-character X-Forwarded-For → 401, not a 500", async () => {
    const res = await callRoute(login, {
      body: { email: uniqueEmail(), password: "secreto-123" },
      headers: { "x-forwarded-for": `198.18.0.1, ${"f".repeat(4000)}` },
    });
    expectRefused(res, { status: 401, message: "Correo electrónico o contraseña incorrectos" });
  });

  it("throttles an account registered with a 254-character e-mail like any other", async () => {
    const email = emailOfLength(254);
    const created = await callRoute(register, {
      body: { name: "Ana", email, password: "secreto-123", invitationToken: await createInvitation() },
      headers: ip(),
    });
    expect(created.status).toBe(201);
    const headers = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 20 && statuses.at(-1) !== 429; i++) {
      const res = await callRoute(login, { body: { email, password: "incorrecta" }, headers });
      expectRefused(res);
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
  });
});

describe("unknown API paths and wrong methods answer JSON", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)("%s /api/no-existe → JSON 404 'Recurso no encontrado'", async (method) => {
    const res = await callRoute(catchAll[method], { method, url: "http://localhost/api/no-existe", params: { path: ["no-existe"] } });
    expectRefused(res, { status: 404, message: "Recurso no encontrado" });
    expect(res.json.code).toBe("NOT_FOUND");
  });

  const wrongMethods: [string, Parameters<typeof callRoute>[0], string, string][] = [
    ["GET /api/search", searchGet, "GET", "POST"],
    ["POST /api/search/multiple-pages", multiplePagesPost, "POST", "GET"],
    ["PUT /api/saved-ads", savedAdsPut, "PUT", "GET, POST"],
    ["DELETE /api/saved-ads", savedAdsDelete, "DELETE", "GET, POST"],
    ["PUT /api/complete-searches/{id}", completeSearch.PUT, "PUT", "GET, DELETE"],
    ["PATCH /api/tracked-advertisers", trackPatch, "PATCH", "GET, POST"],
    ["GET /api/auth/login", loginGet, "GET", "POST"],
    ["POST /api/auth/change-password", changePasswordPost, "POST", "PUT"],
    ["POST /api/health", healthPost, "POST", "GET"],
  ];

  it.each(wrongMethods)("%s → JSON 405 with Allow", async (_name, handler, method, allow) => {
    const res = await callRoute(handler, { method, token, params: { id: "abc" }, ...(method === "GET" ? {} : { body: {} }) });
    expectRefused(res, { status: 405, message: "Método no permitido" });
    expect(res.json.code).toBe("METHOD_NOT_ALLOWED");
    expect(res.headers.get("allow")).toBe(allow);
  });

  it("the right method still works next to the 405s (GET /api/health)", async () => {
    expect((await callRoute(health)).status).toBe(200);
  });
});
