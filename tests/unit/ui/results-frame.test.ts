// @vitest-environment happy-dom
// The shared list frame (components/ui/results-frame.tsx): a first page the server rendered is content, not
// a placeholder, while SWR revalidates it; before any page the frame is busy and shows its skeleton. The
// archive's frame stayed aria-busy over its server-rendered cards, so assistive tech (and bench:screens)
// waited for a round trip the cards did not need.
import { cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import type { SWRInfiniteResponse } from "swr/infinite";
import { afterEach, describe, expect, it } from "vitest";
import { ResultsFrame } from "@/components/ui/results-frame";

afterEach(cleanup);

type Page = { items: string[]; more: boolean };

function list(data: Page[] | undefined, isLoading: boolean): SWRInfiniteResponse<Page, Error> {
  return {
    data,
    error: undefined,
    isLoading,
    isValidating: isLoading,
    size: 1,
    setSize: async () => data,
    mutate: async () => data,
  } as unknown as SWRInfiniteResponse<Page, Error>;
}

function frame(l: SWRInfiniteResponse<Page, Error>) {
  return render(
    h(ResultsFrame<Page, string>, {
      list: l,
      itemsOf: (p) => p.items,
      hasNextPage: (p) => p.more,
      headingId: "lista",
      title: "Anuncios archivados",
      one: "anuncio",
      many: "anuncios",
      skeleton: h("div", { "data-testid": "skeleton" }),
      errorTitle: "No se pudo buscar en el archivo",
      empty: h("p", null, "Vacío"),
      end: "No hay más anuncios en el archivo con estos filtros.",
      children: (items: string[]) => h("ul", null, ...items.map((i) => h("li", { key: i }, i))),
    }),
  );
}

describe("ResultsFrame", () => {
  it("shows the server's first page, not busy, while SWR revalidates it", () => {
    frame(list([{ items: ["a", "b"], more: true }], true));
    const section = screen.getByRole("region", { name: "Anuncios archivados" });
    expect(section.getAttribute("aria-busy")).toBeNull();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b"]);
    expect(screen.queryByTestId("skeleton")).toBeNull();
  });

  it("is busy with its skeleton while no page has arrived", () => {
    frame(list(undefined, true));
    expect(screen.getByRole("region", { name: "Anuncios archivados" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.getByTestId("skeleton")).toBeTruthy();
  });
});
