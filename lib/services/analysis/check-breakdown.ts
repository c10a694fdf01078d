import "server-only";
import { quoteOccursIn, type Breakdown } from "@/lib/analysis/breakdown";
import type { Source } from "@/lib/analysis/labels";

/** Digit runs ("40", "2x1" gives 2 and 1, "59.900" gives 59900): the figures a text states. */
function figures(text: string): string[] {
  return [...text.replace(/(\d)[.,\s](?=\d{3}\b)/g, "$1").matchAll(/\d+/g)].map((m) => m[0].replace(/^0+(?=\d)/, ""));
}

export type CheckedBreakdown = { ok: true; breakdown: Breakdown } | { ok: false; reason: string };

/**
 * The guards the schema cannot express: the hook is a real quote of the ad's text or transcript, the
 * offer states no figure the ad does not, and each answer cites only parts the model was given.
 * A failed check makes the answer malformed: not stored, not charged.
 */
export function checkBreakdown(breakdown: Breakdown, source: { texts: readonly string[]; transcript: string | null }): CheckedBreakdown {
  const sources = source.transcript ? [...source.texts, source.transcript] : [...source.texts];
  if (!quoteOccursIn(breakdown.hook.quote, sources)) {
    return { ok: false, reason: "the hook is not quoted from the ad's text or transcript" };
  }
  const stated = new Set(sources.flatMap(figures));
  const invented = figures(breakdown.offer.text).filter((f) => !stated.has(f));
  if (invented.length > 0) return { ok: false, reason: `the offer states figures the ad does not: ${invented.join(", ")}` };

  // Only the parts the model was given; the picture is never described to it yet.
  const given = new Set<Source>(source.transcript ? ["texto", "transcripción"] : ["texto"]);
  const cite = (list: Source[]): Source[] => {
    const kept = [...new Set(list.filter((s) => given.has(s)))];
    return kept.length > 0 ? kept : ["texto"];
  };
  const hookSources: Source[] = quoteOccursIn(breakdown.hook.quote, source.texts) ? cite(breakdown.hook.sources) : ["transcripción"];
  return {
    ok: true,
    breakdown: {
      hook: { ...breakdown.hook, sources: hookSources },
      angle: { ...breakdown.angle, sources: cite(breakdown.angle.sources) },
      offer: { ...breakdown.offer, sources: cite(breakdown.offer.sources) },
      cta: { ...breakdown.cta, sources: cite(breakdown.cta.sources) },
      audience: { ...breakdown.audience, sources: cite(breakdown.audience.sources) },
      emotion: { ...breakdown.emotion, sources: cite(breakdown.emotion.sources) },
      copy: breakdown.copy.map((c) => ({ ...c, sources: cite(c.sources) })),
      avoid: { ...breakdown.avoid, sources: cite(breakdown.avoid.sources) },
    },
  };
}
