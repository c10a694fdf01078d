import { describe, expect, it } from "vitest";
import {
  ApiError,
  loadMoreErrorMessage,
  saveErrorMessage,
  searchErrorMessage,
  SearchTimeoutError,
  withTimeout,
} from "@/app/(app)/search/search-api";

describe("search error messages (spec §8)", () => {
  it("the monthly quota, shown longer", () => {
    expect(searchErrorMessage(new ApiError(403, "Límite de anuncios excedido"))).toEqual({
      message: "Has alcanzado tu límite mensual de anuncios",
      quota: true,
    });
  });

  it("the 15-minute timeout, a server error, the server's own text, and the fallback", () => {
    expect(searchErrorMessage(new SearchTimeoutError()).message).toBe(
      "La búsqueda tardó más de 15 minutos. El servicio puede estar sobrecargado. Intenta de nuevo más tarde.",
    );
    expect(searchErrorMessage(new ApiError(500, "Error interno del servidor")).message).toBe(
      "Error del servidor. Verifica que el servicio esté funcionando correctamente.",
    );
    expect(searchErrorMessage(new ApiError(400, "País no válido")).message).toBe("País no válido");
    expect(searchErrorMessage(new ApiError(502, null)).message).toBe("Error en la búsqueda");
    expect(searchErrorMessage(new TypeError("Failed to fetch")).message).toBe("Error en la búsqueda");
  });

  it("load more: the quota message on 403, else a generic one", () => {
    expect(loadMoreErrorMessage(new ApiError(403, "Límite de anuncios excedido"))).toEqual({
      message: "Has alcanzado tu límite mensual de anuncios",
      quota: true,
    });
    expect(loadMoreErrorMessage(new ApiError(500, "x")).message).toBe("Error al cargar más resultados");
    // Another 403 (a revoked plan feature, say) is not the quota.
    expect(loadMoreErrorMessage(new ApiError(403, "Acceso denegado"))).toEqual({ message: "Error al cargar más resultados", quota: false });
  });
});

describe("save error messages (spec §8)", () => {
  it("already saved, refused by the plan, and anything else with its detail", () => {
    expect(saveErrorMessage(new ApiError(409, "Este anuncio ya está guardado"))).toEqual({
      message: "Este anuncio ya está guardado",
      alreadySaved: true,
    });
    expect(saveErrorMessage(new ApiError(403, "Tu plan GRATIS no incluye anuncios guardados")).message).toBe(
      "Tu plan actual no permite guardar anuncios. Considera hacer upgrade a un plan superior.",
    );
    expect(saveErrorMessage(new ApiError(404, "El anuncio ya no está disponible. Vuelve a buscarlo.")).message).toBe(
      "Error al guardar el anuncio: El anuncio ya no está disponible. Vuelve a buscarlo.",
    );
    expect(saveErrorMessage(new TypeError("Failed to fetch")).message).toBe("Error al guardar el anuncio: Error desconocido");
  });
});

describe("withTimeout", () => {
  it("turns a call that outlives the limit into a timeout", async () => {
    const never = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))));
    await expect(withTimeout(new AbortController().signal, 10, never)).rejects.toBeInstanceOf(SearchTimeoutError);
  });

  it("lets a caller's abort through as an abort, not a timeout", async () => {
    const outer = new AbortController();
    const call = withTimeout(outer.signal, 10_000, (signal) => new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))));
    outer.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});
