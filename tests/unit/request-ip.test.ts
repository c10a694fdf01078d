import { describe, expect, it } from "vitest";
import { addressBucket, clientIpFrom } from "@/lib/request-ip";

describe("clientIpFrom", () => {
  it("takes the last entry, the one our server (served directly) or our proxy wrote, not what the client sent before it", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.5" }))).toBe("203.0.113.5");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.5" }), 0)).toBe("203.0.113.5");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.5" }), 1)).toBe("203.0.113.5");
  });

  it("walks left one entry per trusted proxy in a chain", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.5, 10.0.0.2" }), 2)).toBe("203.0.113.5");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.5" }), 3)).toBe("203.0.113.5");
  });

  it("falls back to X-Real-IP, then to nothing", () => {
    expect(clientIpFrom(new Headers({ "x-real-ip": " 203.0.113.9 " }))).toBe("203.0.113.9");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": " , ", "x-real-ip": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpFrom(new Headers())).toBeNull();
  });
});

describe("addressBucket", () => {
  it("keeps IPv4 as is, and reads an IPv4-mapped IPv6 address as IPv4", () => {
    expect(addressBucket("203.0.113.5")).toBe("203.0.113.5");
    expect(addressBucket("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(addressBucket("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(addressBucket("2001:db8:1:2::1"));
  });

  it("names a missing address 'unknown'", () => {
    expect(addressBucket(null)).toBe("unknown");
  });
});
