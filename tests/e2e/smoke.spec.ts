// Smoke: the production server is up and reaches its database.
import { expect, test } from "@playwright/test";

test("GET /api/health answers 200 JSON with status ok", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(await res.json()).toMatchObject({ status: "ok" });
});
