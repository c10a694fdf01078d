import { describe, expect, it } from "vitest";
import { clientIpFrom } from "@/lib/request-ip";

describe("clientIpFrom", () => {
  it("takes the address our proxy appended, not what the client sent before it", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.5" }))).toBe("203.0.113.5");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.5" }))).toBe("203.0.113.5");
  });

  it("walks left one entry per trusted proxy in a chain", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.5, 10.0.0.2" }), 2)).toBe("203.0.113.5");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.5" }), 3)).toBe("203.0.113.5");
  });

  it("falls back to X-Real-IP, then to nothing", () => {
    expect(clientIpFrom(new Headers({ "x-real-ip": " 203.0.113.9 " }))).toBe("203.0.113.9");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": " , " , "x-real-ip": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpFrom(new Headers())).toBeNull();
  });
});
