// `npm run local` serves the app while the demo archive's history is still being written: the archive
// screen must say so while, and only while, a back-fill runs.
import { afterEach, describe, expect, it } from "vitest";
import { archiveFillingSince, markArchiveFilled, markArchiveFilling } from "@/lib/services/archive/archive-filling";

afterEach(markArchiveFilled);

describe("the demo archive's filling marker", () => {
  it("is set while a back-fill runs and gone once it ends", async () => {
    expect(await archiveFillingSince()).toBeNull();
    const since = new Date("2026-11-28T10:00:00.000Z");
    await markArchiveFilling(since);
    expect(await archiveFillingSince(new Date("2026-11-28T10:02:00.000Z"))).toEqual(since);
    await markArchiveFilled();
    expect(await archiveFillingSince(new Date("2026-11-28T10:02:00.000Z"))).toBeNull();
  });

  it("is ignored once stale: a back-fill stopped half-way must not leave the notice up for good", async () => {
    await markArchiveFilling(new Date("2026-11-28T10:00:00.000Z"));
    expect(await archiveFillingSince(new Date("2026-11-28T10:29:00.000Z"))).not.toBeNull();
    expect(await archiveFillingSince(new Date("2026-11-28T10:31:00.000Z"))).toBeNull();
  });
});
