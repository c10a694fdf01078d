import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { refreshDerivedFields } from "@/lib/providers/normalize";
import type { NormalizedAd } from "@/lib/providers/types";
import { adSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";

const FOLDER = path.join(process.cwd(), "lib", "signals");

/** The version the detectors' sources call for, computed as lib/signals/version.ts says. */
function sourcesVersion(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(FOLDER)
    .filter((f) => f.endsWith(".ts") && f !== "version.ts")
    .sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(FOLDER, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

const stored = {
  id: "1",
  page_id: "p1",
  page_name: "Tienda Uno",
  ad_creative_bodies: ["Pagas al recibir. Envío gratis a todo el país."],
  ad_delivery_start_time: "2026-11-01T00:00:00.000Z",
  ad_delivery_stop_time: null,
  is_active: true,
  collation_count: 1,
  countries: ["CO"],
  apify_data: {},
} as unknown as NormalizedAd;

describe("signals kept with the ad", () => {
  it("change version with any change to a detector", () => {
    // A stale version would show every ad stored since the change with the old detectors' badges.
    expect(SIGNALS_VERSION, `lib/signals changed: set SIGNALS_VERSION in lib/signals/version.ts to "${sourcesVersion()}"`).toBe(
      sourcesVersion(),
    );
  });

  it("are read as stored when the version is current, and again when it is not", () => {
    const kept = { ...adSignals(stored), whatsapp: true };
    // A marker the detectors would never say for this text shows which path the read took.
    expect(refreshDerivedFields({ ...stored, signals: kept, signals_version: SIGNALS_VERSION }).signals.whatsapp).toBe(true);
    expect(refreshDerivedFields({ ...stored, signals: kept, signals_version: "000000000000" }).signals.whatsapp).toBe(false);
    expect(refreshDerivedFields({ ...stored, signals: kept }).signals).toEqual(adSignals(stored));
    expect(refreshDerivedFields({ ...stored, signals: kept }).signals.cash_on_delivery).toBe(true);
  });
});
