// The fuzz and hostile-input suites accept an error message only if it is one of ours, in Spanish.
import { describe, expect, it } from "vitest";
import { isSpanishApiMessage } from "../support/api-errors";

describe("isSpanishApiMessage", () => {
  it.each([
    "Ya sigues a este anunciante",
    "Recurso no encontrado",
    "El texto no puede superar 100 caracteres",
    "Demasiados intentos de inicio de sesión. Intenta de nuevo en 15 minutos.",
    "Entrada inválida: se esperaba texto, recibido número",
  ])("accepts our message or zod's Spanish one: %s", (message) => {
    expect(isSpanishApiMessage(message)).toBe(true);
  });

  it.each([
    "Invalid input: expected string, received number",
    "value too long for type character varying(255)",
    "Hola, esto no lo escribimos nosotros",
    "Método no permitido (405)",
    "",
    "  ",
  ])("refuses what is not: %j", (message) => {
    expect(isSpanishApiMessage(message)).toBe(false);
  });

  it("refuses English literals of our own code (lib/services/images/proxy-image.ts)", () => {
    expect(isSpanishApiMessage("Image download timed out")).toBe(false);
  });
});
