import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { POST as saveAd } from "@/app/api/saved-ads/route";
import { POST as track } from "@/app/api/tracked-advertisers/route";
import { POST as login } from "@/app/api/auth/login/route";
import { callRoute, createTestPlan, createTestUser, TEST_PASSWORD } from "../support/factories";

async function signedIn(planType: string) {
  const user = await createTestUser({ planType });
  const { json } = await callRoute(login, { body: { email: user.email, password: TEST_PASSWORD } });
  const token = json.token as string;
  const res = await callRoute(search, { token, body: { value: "crema", minDays: 0 } });
  return { user, token, ads: res.json.data as { id: string; page_id: string; page_name: string }[] };
}

describe("GUARDAR (POST /api/saved-ads)", () => {
  it("saves the server's copy of the ad with the search defaults, then answers 409 on the second save", async () => {
    const { user, token, ads } = await signedIn("pioneros");
    const tampered = { ...ads[0], page_name: "Manipulado" };
    const first = await callRoute(saveAd, { token, body: { adData: tampered, tags: ["búsqueda", "crema"], collection: "Búsqueda" } });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe("Anuncio guardado exitosamente");
    const row = await db.savedAd.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ collection: "Búsqueda", tags: ["búsqueda", "crema"] });
    expect((row.adData as { page_name: string }).page_name).toBe(ads[0].page_name);

    const second = await callRoute(saveAd, { token, body: { adData: ads[0] } });
    expect(second.status).toBe(409);
    expect(second.json.error).toBe("Este anuncio ya está guardado");
  });

  it("refuses the free plan with a 403 naming 'anuncios guardados'", async () => {
    const { token, ads } = await signedIn("free");
    const res = await callRoute(saveAd, { token, body: { adData: ads[0] } });
    expect(res.status).toBe(403);
    expect(res.json.error).toContain("anuncios guardados");
  });

  it("stops at the plan's limit even when saves race", async () => {
    const plan = await createTestPlan({ savedAdsLimit: 3 });
    const { user, token, ads } = await signedIn(plan.type);
    const results = await Promise.all(ads.slice(0, 8).map((ad) => callRoute(saveAd, { token, body: { adData: ad } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: "PLAN_LIMIT", error: "Has alcanzado el límite de 3 anuncios guardados de tu plan" });
    }
    expect(await db.savedAd.count({ where: { userId: user.id } })).toBe(3);
  });

  it("answers an unknown ad id with a Spanish 404", async () => {
    const { token } = await signedIn("pioneros");
    const res = await callRoute(saveAd, { token, body: { adData: { id: "no-existe" } } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: "NOT_FOUND", error: "El anuncio ya no está disponible. Vuelve a buscarlo." });
  });
});

describe("SEGUIR (POST /api/tracked-advertisers)", () => {
  it("follows an advertiser with its first daily point, and refuses a second follow", async () => {
    const { user, token, ads } = await signedIn("pioneros");
    const ad = ads[0];
    const body = {
      pageId: ad.page_id,
      pageName: ad.page_name,
      productType: "digital",
      notes: "  competidor fuerte  ",
      initialActiveAdsCount: 4,
    };
    const res = await callRoute(track, { token, body });
    expect(res.status).toBe(201);
    const row = await db.trackedAdvertiser.findFirstOrThrow({ where: { userId: user.id }, include: { dailyStats: true } });
    expect(row).toMatchObject({ productType: "digital", notes: "competidor fuerte", active: true });
    expect(row.dailyStats).toHaveLength(1);
    const again = await callRoute(track, { token, body });
    expect(again.status).toBe(409);
  });

  it("refuses the free plan with the plan-limit words the client recognises", async () => {
    const { token, ads } = await signedIn("free");
    const res = await callRoute(track, { token, body: { pageId: ads[0].page_id, pageName: ads[0].page_name } });
    expect(res.status).toBe(403);
    expect(res.json.error).toContain("Límite de anuncios");
  });

  it("validates the payload in Spanish", async () => {
    const { token } = await signedIn("pioneros");
    const res = await callRoute(track, { token, body: { pageId: "1", pageName: "", productType: "x" } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      error: "El tipo de producto es requerido",
      field: "productType",
    });
    const noName = await callRoute(track, { token, body: { pageId: "1", pageName: "  " } });
    expect(noName.json).toMatchObject({ error: "El nombre de la página es requerido", field: "pageName" });
    const badId = await callRoute(track, { token, body: { pageId: "../1", pageName: "Marca" } });
    expect(badId.json).toMatchObject({ error: "El ID de la página no es válido", field: "pageId" });
  });
});
