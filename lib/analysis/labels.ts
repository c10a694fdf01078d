// The words the screens show for an analysis, apart from its zod schema (./breakdown.ts) so that a screen
// importing them does not load zod.

/** Where an answer came from: the ad's text, the video's transcript or the picture's description. */
export const SOURCES = ["texto", "transcripción", "imagen"] as const;
export type Source = (typeof SOURCES)[number];

export const SOURCE_LABELS: Record<Source, string> = {
  texto: "Texto del anuncio",
  transcripción: "Transcripción del video",
  imagen: "Descripción de la imagen",
};

/** Spanish labels of the breakdown's parts, in the order the screens show them. */
export const BREAKDOWN_LABELS = {
  hook: "Gancho",
  angle: "Ángulo",
  offer: "Oferta",
  cta: "Llamada a la acción",
  audience: "Público probable",
  emotion: "Emoción",
  copy: "Qué copiar",
  avoid: "Qué evitar",
} as const;
