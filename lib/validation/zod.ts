import { z } from "zod";

// Zod's built-in messages (wrong types, missing fields) in Spanish; our own messages override them.
z.config(z.locales.es());
// No `new Function` probe: the pages' CSP has no 'unsafe-eval', and the probe alone raised a violation on
// every page that validates a form. The interpreted parser is fast enough for our schemas.
z.config({ jitless: true });

export { z };

/** Messages shared by several schemas, exactly as docs/product.md §5 words them. */
export const messages = {
  fillAllFields: "Por favor completa todos los campos",
  invalidJson: "El cuerpo de la solicitud no es un JSON válido",
  invalidBody: "Los datos enviados no son válidos",
  unknownField: "Los datos enviados contienen campos que no se pueden modificar",
} as const;
