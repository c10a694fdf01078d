import { config } from "zod";
import es from "zod/v4/locales/es.js";

// Zod's built-in messages (wrong types, missing fields) in Spanish; our own messages override them.
// The one locale, imported on its own: `z.locales.es()` kept every locale in the browser's bundle.
config(es());
// No `new Function` probe: the pages' CSP has no 'unsafe-eval', and the probe alone raised a violation on
// every page that validates a form. The interpreted parser is fast enough for our schemas.
config({ jitless: true });

// Import as `import * as z from "@/lib/validation/zod"`: zod's own `z` is one object holding all of zod,
// so a bundler keeps all of it (≈ 90 kB gzipped on every screen with a form); property reads of a
// module namespace let it keep only what the schemas use.
export * from "zod";

/** Messages shared by several schemas, exactly as docs/product.md §5 words them. */
export const messages = {
  fillAllFields: "Por favor completa todos los campos",
  invalidJson: "El cuerpo de la solicitud no es un JSON válido",
  invalidBody: "Los datos enviados no son válidos",
  unknownField: "Los datos enviados contienen campos que no se pueden modificar",
} as const;
