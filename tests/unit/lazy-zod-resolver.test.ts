import { describe, expect, it, vi } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import { lazyZodResolver } from "@/lib/validation/lazy-zod-resolver";
import { searchParamsSchema, type SearchParamsInput, type SearchParamsValues } from "@/lib/validation/search";
import { defaultSearchValues } from "@/lib/shared/search/prefill";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver (the search form's validation, loaded on first use)", () => {
  it("answers exactly what zodResolver answers, errors and parsed values alike", async () => {
    const lazy = lazyZodResolver<SearchParamsInput, SearchParamsValues>(async () => searchParamsSchema);
    const eager = zodResolver(searchParamsSchema);
    const empty = { ...defaultSearchValues(), value: "" };
    const filled = { ...defaultSearchValues(), value: "  crema ", minDays: "3" as unknown as number };

    const emptyResult = await lazy(empty, undefined, options);
    expect(emptyResult.errors.value?.message).toBe("Por favor ingresa un término de búsqueda");
    expect(emptyResult).toEqual(await eager(empty, undefined, options));

    const filledResult = await lazy(filled, undefined, options);
    expect(filledResult.errors).toEqual({});
    expect(filledResult.values).toMatchObject({ value: "crema", minDays: 3 });
  });

  it("loads the schema once, and again after a load that failed", async () => {
    const load = vi
      .fn<() => Promise<typeof searchParamsSchema>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(searchParamsSchema);
    const lazy = lazyZodResolver<SearchParamsInput, SearchParamsValues>(load);
    const values = { ...defaultSearchValues(), value: "crema" };

    await expect(lazy(values, undefined, options)).rejects.toThrow("chunk failed");
    await lazy(values, undefined, options);
    await lazy(values, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
