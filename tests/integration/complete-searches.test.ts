// POST /api/complete-searches (save by hand) and DELETE /api/complete-searches/{id}, scoped to their owner.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import * as completeSearches from "@/app/api/complete-searches/route";
import * as completeSearch from "@/app/api/complete-searches/[id]/route";
import { NOTHING_TO_SAVE, type CompleteSearchSummary } from "@/lib/services/complete-searches/complete-searches";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, signedInUser } from "../support/factories";

async function userWithAds() {
  const { user, token } = await signedInUser("pioneros");
  const res = await callRoute<SearchReply>(search, { token, body: { value: "bolso", minDays: 0 } });
  expect(res.json.data.length).toBeGreaterThan(3);
  return { user, token, adIds: res.json.data.map((a) => a.id) };
}

describe("POST /api/complete-searches", () => {
  it("saves the ads the product has seen, once each and in order, without charging anything", async () => {
    const { user, token, adIds } = await userWithAds();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const body = {
      searchName: "  Bolsos de cuero  ",
      searchParams: { value: "bolso", country: "ES" },
      adIds: [adIds[2], "9999999999999999", adIds[0], adIds[2]],
    };
    const res = await callRoute<{ search: CompleteSearchSummary }>(completeSearches.POST, { token, body });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: "Búsqueda guardada",
      search: { searchName: "Bolsos de cuero", totalResults: 2, source: "manual", metadata: { country: "ES" } },
    });
    const row = await db.completeSearch.findUniqueOrThrow({ where: { id: res.json.search.id } });
    expect(row).toMatchObject({ userId: user.id, adIds: [adIds[2], adIds[0]], autoSaved: false });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: before.adsFetched, searchesPerformed: before.searchesPerformed });

    // Named after the search when no name is given.
    const unnamed = await callRoute(completeSearches.POST, { token, body: { searchParams: { value: "bolso" }, adIds: [adIds[1]] } });
    expect(unnamed.json.search).toMatchObject({ searchName: "bolso", totalResults: 1 });
  });

  it("refuses a list with no ad it knows, or no ads at all, in Spanish", async () => {
    const { token } = await userWithAds();
    for (const adIds of [["9999999999999999"], []]) {
      const res = await callRoute(completeSearches.POST, { token, body: { searchParams: { value: "bolso" }, adIds } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "BAD_REQUEST", error: NOTHING_TO_SAVE });
    }
    const noValue = await callRoute(completeSearches.POST, { token, body: { searchParams: { value: " " }, adIds: ["1"] } });
    expect(noValue.json).toMatchObject({ error: "Por favor ingresa un término de búsqueda", field: "searchParams.value" });
  });

  it("refuses a stranger", async () => {
    const res = await callRoute(completeSearches.POST, { body: { searchParams: { value: "bolso" }, adIds: ["1"] } });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /api/complete-searches/{id}", () => {
  it("deletes the owner's saved search, which then is not found", async () => {
    const { user, token, adIds } = await userWithAds();
    const saved = await callRoute<{ search: CompleteSearchSummary }>(completeSearches.POST, {
      token,
      body: { searchParams: { value: "bolso" }, adIds },
    });
    const id = saved.json.search.id;

    const res = await callRoute(completeSearch.DELETE, { token, method: "DELETE", params: { id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Búsqueda eliminada" });
    expect(await db.completeSearch.count({ where: { id } })).toBe(0);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);

    const again = await callRoute(completeSearch.DELETE, { token, method: "DELETE", params: { id } });
    expect(again.status).toBe(404);
    const reload = await callRoute(completeSearch.GET, { token, params: { id } });
    expect(reload.status).toBe(404);
  });

  it("answers 404 for another user's saved search and leaves it in place", async () => {
    const owner = await userWithAds();
    const saved = await callRoute<{ search: CompleteSearchSummary }>(completeSearches.POST, {
      token: owner.token,
      body: { searchParams: { value: "bolso" }, adIds: owner.adIds },
    });
    const id = saved.json.search.id;

    const stranger = await signedInUser("pioneros");
    const res = await callRoute(completeSearch.DELETE, { token: stranger.token, method: "DELETE", params: { id } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: "NOT_FOUND", error: "Búsqueda guardada no encontrada" });
    expect(await db.completeSearch.count({ where: { id } })).toBe(1);

    const anonymous = await callRoute(completeSearch.DELETE, { method: "DELETE", params: { id } });
    expect(anonymous.status).toBe(401);
    expect(await db.completeSearch.count({ where: { id } })).toBe(1);
  });
});

describe("GET /api/complete-searches: 'Reciente'", () => {
  it("marks only the search run last, and none once that is over a day old", async () => {
    const { user, token } = await userWithAds();
    await callRoute(search, { token, body: { value: "reloj", minDays: 0 } });
    const list = await callRoute<{ searches: CompleteSearchSummary[] }>(completeSearches.GET, { token, method: "GET" });
    const searches = list.json.searches;
    expect(searches.map((s) => s.searchName)).toEqual(["reloj", "bolso"]);
    expect(searches.map((s) => s.isRecent)).toEqual([true, false]);

    await db.completeSearch.updateMany({ where: { userId: user.id }, data: { executedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    const old = await callRoute<{ searches: CompleteSearchSummary[] }>(completeSearches.GET, { token, method: "GET" });
    expect(old.json.searches.every((s) => !s.isRecent)).toBe(true);
  });
});
