// When a layout itself fails (the session cannot be read while the database is down), Next shows the
// root's global error page in place of everything: it must speak Spanish and offer to try again.
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/app/globals.css", () => ({}));
const { default: GlobalError } = await import("@/app/global-error");

/** The first element of the tree `node` whose type is `type`. */
function find(node: ReactNode, type: string): ReactElement<{ onClick?: () => void; children?: ReactNode }> | null {
  if (!isValidElement<{ children?: ReactNode }>(node)) return null;
  if (node.type === type) return node as ReactElement<{ onClick?: () => void }>;
  const children = node.props.children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const found = find(child, type);
    if (found) return found;
  }
  return null;
}

describe("the global error page", () => {
  it("is a Spanish page that says what happened and offers 'Reintentar'", () => {
    const html = renderToStaticMarkup(GlobalError({ error: new Error("x"), retry: () => {} }));
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain("Algo salió mal");
    expect(html).toContain("No se pudo cargar la página");
    expect(html).toContain(">Reintentar</button>");
    expect(html).not.toMatch(/couldn.t load|Reload|Back/);
  });

  it("'Reintentar' asks Next to render the page again", () => {
    const retry = vi.fn();
    const button = find(GlobalError({ error: new Error("x"), retry }), "button");
    button?.props.onClick?.();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
