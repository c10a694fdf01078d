// A cached search is the hot path (bench:search). What it costs the database is counted
// here, statement by statement at the pg driver, so a change that adds round trips to every search
// fails a test instead of only lowering a noisy benchmark figure (docs/benchmarks.md §1).
import { describe, expect, it } from "vitest";
import { POST as search } from "@/app/api/search/route";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { archiveChanged } from "@/lib/services/ads/archive-version";
import { callRoute, signedInUser } from "../support/factories";
import { statementsSentDuring } from "../support/sent-statements";

/** Every statement the app's pool sends while `fn` runs (their first words). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSentDuring(fn)).map((s) => s.text.trim().replace(/\s+/g, " ").slice(0, 60));
}

describe("a cached POST /api/search", () => {
  it("sends three statements once the page is prepared: user, search budget, the one write with the marks", async () => {
    const { token } = await signedInUser("pioneros");
    const body = { value: "crema", minDays: 0 };
    expect((await callRoute<SearchReply>(search, { token, body })).status).toBe(200);

    let reply: Awaited<ReturnType<typeof callRoute<SearchReply>>> | undefined;
    const sent = await statementsDuring(async () => {
      reply = await callRoute<SearchReply>(search, { token, body });
    });
    expect(reply?.status).toBe(200);
    expect(reply?.json.cached).toBe(true);
    expect(reply?.json.data.length).toBeGreaterThan(0);
    // No interactive transaction: the charge, deliveries, history, saved search and ledger row are one statement.
    expect(sent.filter((s) => /^(BEGIN|COMMIT|ROLLBACK)/i.test(s))).toEqual([]);
    expect(sent, sent.join("\n")).toHaveLength(3);
  });

  it("reads the page again, in two more statements, once this process wrote to the archive", async () => {
    const { token } = await signedInUser("pioneros");
    const body = { value: "faja", minDays: 0 };
    expect((await callRoute<SearchReply>(search, { token, body })).status).toBe(200);
    archiveChanged();

    let reply: Awaited<ReturnType<typeof callRoute<SearchReply>>> | undefined;
    const sent = await statementsDuring(async () => {
      reply = await callRoute<SearchReply>(search, { token, body });
    });
    expect(reply?.json.cached).toBe(true);
    // user, budget, the cached page, the score's context with the thumbnails, the one write.
    expect(sent, sent.join("\n")).toHaveLength(5);
  });
});
