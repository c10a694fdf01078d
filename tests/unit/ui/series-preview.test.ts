// @vitest-environment happy-dom
// The chart's first drawing (components/charts/series-preview.tsx), rendered with the page until chart.js
// has loaded: the advertiser's and the product's pages stood on a skeleton for 150–300 ms although their
// figures were in the HTML. It must draw the series it is given (the same heights, the scale it names),
// and the chart's box must carry one name whichever drawing shows.
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createElement as h } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SeriesPreview } from "@/components/charts/series-preview";
import { SeriesChart } from "@/components/charts/series-chart";

afterEach(cleanup);

const labels = ["3 nov", "10 nov", "17 nov", "24 nov"];

describe("SeriesPreview", () => {
  it("draws one bar per point, as tall as its value against the highest, and names the scale", () => {
    const { container } = render(h(SeriesPreview, { kind: "bar", label: "Lanzamientos", labels, values: [2, 8, 0, 4] }));
    const bars = [...container.querySelectorAll("rect")];
    expect(bars).toHaveLength(4);
    const heights = bars.map((b) => Number(b.getAttribute("height")));
    expect(heights[1]).toBeGreaterThan(heights[3]);
    expect(heights[3]).toBeCloseTo(heights[1] / 2, 5);
    expect(heights[0]).toBeCloseTo(heights[1] / 4, 5);
    expect(heights[2]).toBe(0);
    expect(container.textContent).toContain("8");
    expect(container.textContent).toContain("3 nov");
    expect(container.textContent).toContain("24 nov");
  });

  it("draws a line through every point, the highest at the top", () => {
    const { container } = render(h(SeriesPreview, { kind: "line", label: "Variantes", labels, values: [1, 3, 2, 3] }));
    const points = (container.querySelector("polyline")?.getAttribute("points") ?? "").split(" ");
    expect(points).toHaveLength(4);
    const ys = points.map((p) => Number(p.split(",")[1]));
    expect(ys[1]).toBe(ys[3]);
    expect(ys[1]).toBeLessThan(ys[2]);
    expect(ys[2]).toBeLessThan(ys[0]);
  });

  it("an empty series draws no shape and no labels", () => {
    const { container } = render(h(SeriesPreview, { kind: "bar", label: "Nada", labels: [], values: [] }));
    expect(container.querySelectorAll("rect, polyline")).toHaveLength(0);
  });
});

describe("SeriesChart", () => {
  it("is drawn in the server's HTML, not a skeleton, under one accessible name", () => {
    const html = renderToString(h(SeriesChart, { kind: "bar", label: "Lanzamientos por semana", labels, values: [2, 8, 0, 4] }));
    expect(html).toContain("<rect");
    expect(html).not.toContain("animate-pulse");
    document.body.innerHTML = html;
    expect(screen.getAllByRole("img", { name: "Lanzamientos por semana" })).toHaveLength(1);
  });
});
