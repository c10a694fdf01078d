import { describe, expect, it } from "vitest";
import { safeHref } from "@/lib/security/safe-link";
import { hasMalformedPath } from "@/lib/api/malformed-path";
import { neutraliseFormula } from "@/lib/services/saved-ads/export-csv";

describe("safeHref: the one gate for links from ad content", () => {
  it.each([
    ["https://tienda.example/p?x=1", "https://tienda.example/p?x=1"],
    ["  http://tienda.example  ", "http://tienda.example/"],
    ["HTTPS://TIENDA.example/", "https://tienda.example/"],
  ])("keeps an absolute http(s) link: %s", (raw, href) => expect(safeHref(raw)).toBe(href));

  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "/relative/path",
    "//evil.example/x",
    "tienda.example",
    "http:evil.example",
    "https://user:pass@evil.example/",
    "",
    "\u202ehttps://x.example",
  ])("refuses %j", (raw) => expect(safeHref(raw)).toBeNull());

  it("refuses non-strings and, when asked, plain http", () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(42)).toBeNull();
    expect(safeHref("http://x.example", { httpsOnly: true })).toBeNull();
  });
});

describe("hasMalformedPath", () => {
  it.each(["/api/saved-ads/%ff%fe", "/api/x/%", "/api/x/%E0%A4%A", "/api/nextauth/%c0"])("flags %s", (p) =>
    expect(hasMalformedPath(p)).toBe(true),
  );
  it.each(["/api/saved-ads/abc", "/api/x/%20y", "/buscar/%C3%B1"])("lets %s through", (p) => expect(hasMalformedPath(p)).toBe(false));
});

describe("neutraliseFormula (OWASP CSV injection)", () => {
  it.each([
    "=1+1",
    "+1",
    "-1+2",
    "@SUM(A1)",
    "\t=1",
    "\r=1",
    "\n=1+1",
    " =1+1",
    "\u00a0 @x",
    '＝HYPERLINK("http://x","y")',
    "＋1",
    "－1",
    "＠SUM(A1)",
    "\u3000＝1",
  ])("quotes %j", (v) => expect(neutraliseFormula(v)).toBe(`'${v}`));
  it.each(["hola", "1-2", "a=b", "", "Crema (30 ml)", "Ｃrema ＝ buena"])("leaves %j alone", (v) => expect(neutraliseFormula(v)).toBe(v));
});
