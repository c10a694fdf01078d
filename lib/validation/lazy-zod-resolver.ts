import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

/**
 * react-hook-form's `zodResolver(schema)` for a schema whose module, and zod with it, loads on the form's
 * first validation rather than with the screen (docs/benchmarks.md §3). Once loaded it is that very
 * resolver, so the form's errors are the same; a load that fails is tried again on the next validation.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver<Input, unknown, Output>(schema),
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
