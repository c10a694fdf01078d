// The register form (docs/product.md §5): an empty "Confirmar contraseña" gets a message of its own, under
// its own field, whatever else is still wrong; a filled one that differs reads 'Las contraseñas no coinciden'.
import { describe, expect, it } from "vitest";
import { CONFIRM_PASSWORD_REQUIRED, registerSchema } from "@/lib/validation/auth";

const filled = {
  name: "Ana García",
  email: "ana@correo.com",
  invitationToken: "a".repeat(64),
  password: "secreto1",
  confirmPassword: "secreto1",
};

/** The message the form shows under a field: the first issue on its path. */
function messageUnder(values: Record<string, string>, field: string): string | undefined {
  const result = registerSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join(".") === field)?.message;
}

describe("Confirmar contraseña", () => {
  it("empty, with every other field empty too, still says so under itself", () => {
    expect(messageUnder({ name: "", email: "", invitationToken: "", password: "", confirmPassword: "" }, "confirmPassword")).toBe(
      CONFIRM_PASSWORD_REQUIRED,
    );
    expect(CONFIRM_PASSWORD_REQUIRED).toBe("Confirma la contraseña");
  });

  it("empty under a valid password asks for it rather than saying they differ", () => {
    expect(messageUnder({ ...filled, confirmPassword: "" }, "confirmPassword")).toBe(CONFIRM_PASSWORD_REQUIRED);
  });

  it("filled and different: 'Las contraseñas no coinciden'; equal: nothing", () => {
    expect(messageUnder({ ...filled, confirmPassword: "otra-clave" }, "confirmPassword")).toBe("Las contraseñas no coinciden");
    expect(registerSchema.safeParse(filled).success).toBe(true);
  });
});
