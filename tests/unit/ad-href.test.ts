// The ad page's back link: a search card's link says it came from a search, and the page reads that and
// nothing else (an array, another word or an injected value lead back to the archive, never to an error).
import { describe, expect, it } from "vitest";
import { adHref } from "@/lib/shared/archive/ad-href";
import { adPageFromSchema } from "@/lib/validation/archive";

describe("adHref and the ad page's ?desde=", () => {
  it("links the ad page, from a search card with the search named", () => {
    expect(adHref("12/34")).toBe("/ads/12%2F34");
    expect(adHref("1234", "search")).toBe("/ads/1234?desde=busqueda");
  });

  it("reads only 'busqueda' as the search; anything else is the archive", () => {
    const from = (q: Record<string, unknown>) => adPageFromSchema.parse(q).desde;
    expect(from({ desde: new URL(adHref("1", "search"), "http://x").searchParams.get("desde") })).toBe("busqueda");
    for (const other of [undefined, "", "archivo", "BUSQUEDA", ["busqueda", "x"], "busqueda<script>"]) {
      expect(from({ desde: other })).toBeUndefined();
    }
  });
});
