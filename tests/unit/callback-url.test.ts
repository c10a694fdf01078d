// The post-login destination (`callbackUrl`) must never send the user to another site.
import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/utils";
import { authUrlFor } from "@/lib/auth/origin";

describe("safeCallbackUrl", () => {
  it.each([
    ["/search", "/search"],
    ["/search?value=crema&country=ES", "/search?value=crema&country=ES"],
    ["/saved-ads#notas", "/saved-ads#notas"],
    ["/a/../search", "/search"],
  ])("keeps the same-origin path %s", (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/search",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.example/search",
    "http:evil.example",
    "evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "/search\u0000",
    "",
    "/" + "a".repeat(2048),
  ])("refuses %j and falls back to /", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
    expect(authUrlFor(value)).toBe("/auth");
  });

  it.each(["/%2F%2Fevil.example", "/%5Cevil.example", "/%0a/evil.example", "/search?next=//evil.example"])(
    "keeps an encoded trick %j as a path on our own origin",
    (value) => {
      const result = safeCallbackUrl(value);
      expect(result.startsWith("/") && !result.startsWith("//") && !result.includes("\\")).toBe(true);
      expect(new URL(result, "https://adradar.example").origin).toBe("https://adradar.example");
    },
  );

  it.each([undefined, null, 42, ["/search"], { url: "/search" }])("refuses a value that is not a string (%j)", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
  });
});
