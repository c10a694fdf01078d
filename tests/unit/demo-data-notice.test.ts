// The search screen's demo-data notice is for admins on the demo provider only.
import { describe, expect, it } from "vitest";
import { showsDemoDataNotice } from "@/lib/services/search/demo-data-notice";

const admin = { role: "admin" as const };
const user = { role: "user" as const };

describe("showsDemoDataNotice", () => {
  it("shows to an admin when no provider key is set (demo by default)", () => {
    expect(showsDemoDataNotice(admin, {})).toBe(true);
  });

  it("never shows to a normal user, demo or not", () => {
    expect(showsDemoDataNotice(user, {})).toBe(false);
    expect(showsDemoDataNotice(user, { AD_PROVIDER: "demo" })).toBe(false);
  });

  it("does not show once a real provider is configured", () => {
    expect(showsDemoDataNotice(admin, { SCRAPECREATORS_API_KEY: "k" })).toBe(false);
    expect(showsDemoDataNotice(admin, { AD_PROVIDER: "meta", META_ACCESS_TOKEN: "t" })).toBe(false);
  });

  it("shows when demo is chosen explicitly, even with a key present", () => {
    expect(showsDemoDataNotice(admin, { AD_PROVIDER: "demo", SCRAPECREATORS_API_KEY: "k" })).toBe(true);
  });
});
