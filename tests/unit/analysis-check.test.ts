// The checks an AI analysis passes before anyone sees it: the hook is a real quote of the ad (accents,
// case and punctuation aside), the offer states no figure the ad does not, and answers cite only the
// parts the model was given.
import { describe, expect, it } from "vitest";
import { quoteOccursIn } from "@/lib/analysis/breakdown";
import { checkBreakdown } from "@/lib/services/analysis/check-breakdown";
import { goodBreakdown } from "../support/fake-openai";

const texts = ["¡¿Cansada de la CELULITIS?! Faja colombiana a $59.900, envío gratis y pago contra entrega."];

describe("quoteOccursIn", () => {
  it("finds a quote whatever its accents, case and punctuation", () => {
    expect(quoteOccursIn("cansada de la celulitis", texts)).toBe(true);
    expect(quoteOccursIn("¿Cansada de la celulitis?", texts)).toBe(true);
  });

  it("refuses a paraphrase, a partial word and an empty quote", () => {
    expect(quoteOccursIn("cansada de tu celulitis", texts)).toBe(false);
    expect(quoteOccursIn("celu", texts)).toBe(false);
    expect(quoteOccursIn("¡¿?!", texts)).toBe(false);
  });
});

describe("checkBreakdown", () => {
  it("accepts a hook quoted from the transcript, and cites only the parts given", () => {
    const b = goodBreakdown("me cambió la vida", ["texto", "imagen"]);
    const checked = checkBreakdown(b, { texts, transcript: "Esta faja me cambió la vida en un mes" });
    expect(checked.ok && checked.breakdown.hook.sources).toEqual(["transcripción"]);
    const noTranscript = checkBreakdown(goodBreakdown("Faja colombiana", ["imagen"]), { texts, transcript: null });
    expect(noTranscript.ok && noTranscript.breakdown.hook.sources).toEqual(["texto"]);
  });

  it("rejects a hook the ad never says", () => {
    expect(checkBreakdown(goodBreakdown("9 de cada 10 médicos la recomiendan"), { texts, transcript: null }).ok).toBe(false);
  });

  it("rejects an offer with a figure the ad does not state, and accepts the ad's own", () => {
    const invented = { ...goodBreakdown("Faja colombiana"), offer: { text: "2x1 a $49.900", sources: ["texto" as const] } };
    expect(checkBreakdown(invented, { texts, transcript: null }).ok).toBe(false);
    const stated = { ...goodBreakdown("Faja colombiana"), offer: { text: "A $59.900 con envío gratis", sources: ["texto" as const] } };
    expect(checkBreakdown(stated, { texts, transcript: null }).ok).toBe(true);
  });
});
