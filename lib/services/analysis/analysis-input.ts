import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { countryName } from "@/lib/providers/catalog";
import type { NormalizedAd } from "@/lib/providers/types";
import { adSignals } from "@/lib/signals";

export const AD_NOT_ARCHIVED = "Este anuncio no está en el archivo";
/** The model reads at most this much of the transcript: a long video's words past it add little. */
const MAX_TRANSCRIPT_CHARS = 6_000;
const MAX_TEXT_CHARS = 4_000;

/** What the model reads about one archived ad, and what the answer's quotes are checked against. */
export type AnalysisInput = {
  adId: string;
  /** The ad's own words: bodies, titles, descriptions and captions. */
  texts: string[];
  transcript: string | null;
  /** The user's country 'Qué copiar' is adapted to (ISO-2), or null. */
  country: string | null;
  /** sha256 of the text analysed: a different hash later allows 'Volver a analizar'. */
  textHash: string;
  /** The prompt's user message. */
  prompt: string;
};

type AdRow = {
  id: string;
  pageName: string;
  bodies: string[];
  linkTitles: string[];
  linkDescriptions: string[];
  linkCaptions: string[];
  data: unknown;
  lifespanDays: number;
  collationCount: number;
  seenCountries: string[];
  mediaType: string;
  transcript: string | null;
  endedAt: Date | null;
};

const clean = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** The hash of the text an analysis reads; the same for the same words whatever their order of arrival. */
export function analysedTextHash(texts: readonly string[], transcript: string | null): string {
  return createHash("sha256")
    .update(JSON.stringify({ texts, transcript: transcript?.trim() || null }))
    .digest("hex");
}

/** The ad's texts as the analysis reads them (also what the hash covers). */
export function adTexts(row: Pick<AdRow, "bodies" | "linkTitles" | "linkDescriptions" | "linkCaptions">): string[] {
  return clean([...row.bodies, ...row.linkTitles, ...row.linkDescriptions, ...row.linkCaptions]);
}

/**
 * Ad content is hostile text: it goes to the model fenced as data, and the system prompt says that
 * nothing inside the fence is an instruction.
 */
function fence(label: string, text: string): string {
  return `<${label}>\n${text.replaceAll("<", "‹").replaceAll(">", "›")}\n</${label}>`;
}

/** Reads the archived ad and builds the model's input (the user's country adapts 'Qué copiar'). */
export async function loadAnalysisInput(adId: string, userCountry: string | null): Promise<AnalysisInput> {
  const row = await db.ad.findUnique({
    where: { id: adId },
    select: {
      id: true,
      pageName: true,
      bodies: true,
      linkTitles: true,
      linkDescriptions: true,
      linkCaptions: true,
      data: true,
      lifespanDays: true,
      collationCount: true,
      seenCountries: true,
      mediaType: true,
      transcript: true,
      endedAt: true,
    },
  });
  if (!row) throw new AppError("NOT_FOUND", AD_NOT_ARCHIVED);
  return buildAnalysisInput(row, userCountry);
}

export function buildAnalysisInput(row: AdRow, userCountry: string | null): AnalysisInput {
  const texts = adTexts(row);
  const transcript = row.transcript?.trim() ? row.transcript.trim().slice(0, MAX_TRANSCRIPT_CHARS) : null;
  const ad = (row.data && typeof row.data === "object" ? row.data : {}) as Partial<NormalizedAd>;
  const signals = adSignals(ad, { countries: row.seenCountries });
  const apify = ad.apify_data;
  const facts = [
    `Anunciante: ${row.pageName || "sin nombre"}`,
    `Días en circulación: ${row.lifespanDays}${row.endedAt ? " (ya finalizó)" : " (sigue activo)"}`,
    `Variantes (anuncios con el mismo creativo y texto): ${row.collationCount}`,
    `Países donde se vio: ${row.seenCountries.length > 0 ? row.seenCountries.map(countryName).join(", ") : "desconocidos"}`,
    `Formato: ${row.mediaType === "VIDEO" ? "video" : row.mediaType === "IMAGE" ? "imagen" : "sin medios"}`,
    apify?.cta_text ? `Botón del anuncio: ${apify.cta_text}` : null,
    apify?.link_url ? `Enlace: ${apify.link_url}` : null,
    `Señales detectadas: ${
      [
        signals.cash_on_delivery ? "pago contra entrega" : null,
        signals.free_shipping ? "envío gratis" : null,
        signals.whatsapp ? "WhatsApp" : null,
        signals.storefront ? `tienda ${signals.storefront}` : null,
      ]
        .filter(Boolean)
        .join(", ") || "ninguna"
    }`,
    `Precios detectados en el texto: ${signals.prices.length > 0 ? signals.prices.map((p) => p.text).join(", ") : "ninguno"}`,
  ].filter((l): l is string => l !== null);

  const text = texts.join("\n\n").slice(0, MAX_TEXT_CHARS);
  const prompt = [
    `País del usuario (adapta 'Qué copiar' a él): ${userCountry ? countryName(userCountry) : "Latinoamérica en general"}`,
    fence("datos_del_archivo", facts.join("\n")),
    fence("texto_del_anuncio", text || "(el anuncio no tiene texto)"),
    transcript ? fence("transcripcion_del_video", transcript) : "No hay transcripción del video.",
  ].join("\n\n");
  return { adId: row.id, texts, transcript, country: userCountry, textHash: analysedTextHash(texts, row.transcript), prompt };
}
