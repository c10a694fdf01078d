// @vitest-environment happy-dom
// Field wires its label, error and hint to the one control inside it, whatever component that is, and
// leaves alone what the control says about itself.
import { cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

afterEach(cleanup);

describe("Field", () => {
  it("names the control by its label and points it at its error and hint", () => {
    render(
      h(Field, {
        id: "term",
        label: "Término de búsqueda",
        error: "Por favor ingresa un término",
        hint: "Hasta 100 caracteres",
        children: h(Input, {}),
      }),
    );
    const input = screen.getByLabelText("Término de búsqueda");
    expect(input.id).toBe("term");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("term-error term-hint");
    expect(document.getElementById("term-error")?.textContent).toBe("Por favor ingresa un término");
    expect(document.getElementById("term-hint")?.textContent).toBe("Hasta 100 caracteres");
  });

  it("marks nothing invalid and describes nothing when there is nothing to say", () => {
    render(h(Field, { id: "name", label: "Nombre", children: h(Input, {}) }));
    const input = screen.getByLabelText("Nombre");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("keeps the control's own attributes and its other props", () => {
    render(
      h(Field, {
        id: "field-id",
        label: "Correo",
        error: "Correo inválido",
        children: h(Input, { id: "own-id", "aria-describedby": "own-help", placeholder: "tu@correo.com", type: "email" }),
      }),
    );
    const input = screen.getByPlaceholderText("tu@correo.com");
    expect(input.id).toBe("own-id");
    expect(input.getAttribute("aria-describedby")).toBe("own-help");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("type")).toBe("email");
  });
});
