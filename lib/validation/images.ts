import * as z from "./zod";
import { text } from "./primitives";

/** Longest image URL the proxy reads; Meta's signed CDN URLs stay well under it. */
export const MAX_IMAGE_URL_LENGTH = 4096;

export const imageUrlMessages = {
  missingUrl: "Falta la URL de la imagen",
  invalidUrl: "La URL de la imagen no es válida",
} as const;

/** GET /api/proxy-image?url=: the creative's URL (an https CDN URL or a /demo/ path). */
export const proxyImageQuerySchema = z.object({
  url: text({ max: MAX_IMAGE_URL_LENGTH, min: 1, required: imageUrlMessages.missingUrl, tooLong: imageUrlMessages.invalidUrl }),
});
