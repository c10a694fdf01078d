import { describe, expect, it } from "vitest";
import { ApiError, ApiTimeoutError } from "@/lib/api/client";
import { saveErrorMessage } from "@/lib/client/saved-ads";
import { loadMoreErrorMessage, searchErrorMessage } from "@/lib/client/search";

describe("search error messages (docs/product.md §8), chosen by the error's code", () => {
  it("the monthly quota, shown longer", () => {
    expect(searchErrorMessage(new ApiError(403, "Límite de anuncios excedido", "QUOTA_EXCEEDED"))).toEqual({
      message: "Has alcanzado tu límite mensual de anuncios",
      quota: true,
    });
    // The code decides, not the text: a reworded server message is still the quota…
    expect(searchErrorMessage(new ApiError(403, "Cuota agotada", "QUOTA_EXCEEDED")).quota).toBe(true);
    // …and the quota's words under another code are not.
    expect(searchErrorMessage(new ApiError(403, "Límite de anuncios excedido", "FORBIDDEN"))).toEqual({
      message: "Límite de anuncios excedido",
      quota: false,
    });
  });

  it("the 15-minute timeout, a server error, the server's own text, and the fallback", () => {
    expect(searchErrorMessage(new ApiTimeoutError()).message).toBe(
      "La búsqueda tardó más de 15 minutos. El servicio puede estar sobrecargado. Intenta de nuevo más tarde.",
    );
    const serverError = "Error del servidor. Verifica que el servicio esté funcionando correctamente.";
    expect(searchErrorMessage(new ApiError(500, "Error interno del servidor", "INTERNAL")).message).toBe(serverError);
    expect(searchErrorMessage(new ApiError(500, null)).message).toBe(serverError);
    expect(searchErrorMessage(new ApiError(400, "País no válido", "BAD_REQUEST")).message).toBe("País no válido");
    expect(searchErrorMessage(new ApiError(502, null)).message).toBe("Error en la búsqueda");
    expect(searchErrorMessage(new TypeError("Failed to fetch")).message).toBe("Error en la búsqueda");
  });

  it("load more: the quota message for the quota, else a generic one", () => {
    expect(loadMoreErrorMessage(new ApiError(403, "Límite de anuncios excedido", "QUOTA_EXCEEDED"))).toEqual({
      message: "Has alcanzado tu límite mensual de anuncios",
      quota: true,
    });
    expect(loadMoreErrorMessage(new ApiError(500, "x", "INTERNAL")).message).toBe("Error al cargar más resultados");
    // Another 403 (a revoked plan feature, say) is not the quota.
    expect(loadMoreErrorMessage(new ApiError(403, "Acceso denegado", "FORBIDDEN"))).toEqual({
      message: "Error al cargar más resultados",
      quota: false,
    });
  });
});

describe("save error messages (docs/product.md §8)", () => {
  it("already saved, refused by the plan, and anything else with its detail", () => {
    expect(saveErrorMessage(new ApiError(409, "Este anuncio ya está guardado", "CONFLICT"))).toEqual({
      message: "Este anuncio ya está guardado",
      alreadySaved: true,
    });
    expect(saveErrorMessage(new ApiError(403, "Tu plan GRATIS no incluye anuncios guardados", "PLAN_LIMIT")).message).toBe(
      "Tu plan actual no permite guardar más anuncios. Mejora tu plan para guardar más.",
    );
    expect(
      saveErrorMessage(new ApiError(403, "Has alcanzado el límite de 50 anuncios guardados de tu plan", "PLAN_LIMIT")).alreadySaved,
    ).toBe(false);
    expect(saveErrorMessage(new ApiError(404, "El anuncio ya no está disponible. Vuelve a buscarlo.", "NOT_FOUND")).message).toBe(
      "Error al guardar el anuncio: El anuncio ya no está disponible. Vuelve a buscarlo.",
    );
    expect(saveErrorMessage(new TypeError("Failed to fetch")).message).toBe("Error al guardar el anuncio: Error desconocido");
  });
});
