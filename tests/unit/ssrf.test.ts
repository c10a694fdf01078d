import { describe, expect, it } from "vitest";
import type { LookupAddress } from "node:dns";
import { isAppError } from "@/lib/errors";
import {
  allowedHostSuffixes,
  assertAllowedUrl,
  BlockedAddressError,
  checkAddress,
  DEFAULT_ALLOWED_HOST_SUFFIXES,
  guardedLookup,
  isHostAllowed,
  messages,
  type UrlPolicy,
} from "@/lib/security/ssrf";

describe("address classification", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.254", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["100.127.255.254", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456:789a::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "ipv4Mapped"],
    ["::ffff:7f00:1", "ipv4Mapped"],
    ["::ffff:10.0.0.1", "ipv4Mapped"],
    ["64:ff9b::7f00:1", "rfc6052"],
    ["2002:7f00:1::1", "6to4"],
  ])("refuses %s (%s)", (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, range });
  });

  it("refuses the deprecated IPv4-compatible IPv6 form, which would otherwise pass as unicast", () => {
    expect(checkAddress("::7f00:1").allowed).toBe(false);
  });

  it("refuses what is not an address at all", () => {
    expect(checkAddress("localhost").allowed).toBe(false);
    expect(checkAddress("").allowed).toBe(false);
  });

  it.each(["157.240.1.35", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2a03:2880:f10c:83:face:b00c:0:25de"])(
    "allows the public address %s",
    (address) => {
      expect(checkAddress(address)).toEqual({ allowed: true, range: "unicast" });
    },
  );
});

describe("host allow-list", () => {
  const suffixes = [...DEFAULT_ALLOWED_HOST_SUFFIXES];

  it("accepts Meta's CDN hosts and their subdomains", () => {
    expect(isHostAllowed("scontent-mad1-1.xx.fbcdn.net", suffixes)).toBe(true);
    expect(isHostAllowed("fbcdn.net", suffixes)).toBe(true);
    expect(isHostAllowed("SCONTENT.CDNINSTAGRAM.COM", suffixes)).toBe(true);
    expect(isHostAllowed("lookaside.fbsbx.com", suffixes)).toBe(true);
  });

  it("refuses look-alikes", () => {
    expect(isHostAllowed("evilfbcdn.net", suffixes)).toBe(false);
    expect(isHostAllowed("fbcdn.net.evil.com", suffixes)).toBe(false);
    expect(isHostAllowed("facebook.com.evil.com", suffixes)).toBe(false);
  });

  it("extends the list from the environment value and ignores a dotless entry", () => {
    const list = allowedHostSuffixes(" cdn.example.com, *.img.example.org ,com,");
    expect(list).toEqual(expect.arrayContaining([...DEFAULT_ALLOWED_HOST_SUFFIXES, "cdn.example.com", "img.example.org"]));
    expect(list).not.toContain("com");
    expect(allowedHostSuffixes(undefined)).toEqual([...DEFAULT_ALLOWED_HOST_SUFFIXES]);
  });
});

describe("URL checks", () => {
  const policy: UrlPolicy = {
    allowedHostSuffixes: [...DEFAULT_ALLOWED_HOST_SUFFIXES],
    protocols: new Set(["https:"]),
    allowNonDefaultPorts: false,
    allowAddresses: [],
  };

  function refusal(raw: string, p: UrlPolicy = policy) {
    try {
      assertAllowedUrl(new URL(raw), p);
    } catch (e) {
      if (isAppError(e)) return { status: e.status, message: e.message };
      throw e;
    }
    return null;
  }

  it("accepts an https URL on an allowed host, including an explicit default port", () => {
    expect(refusal("https://scontent.xx.fbcdn.net/v/t39/123_n.jpg?oh=abc&oe=def")).toBeNull();
    expect(refusal("https://scontent.xx.fbcdn.net:443/v/t39/123_n.jpg")).toBeNull();
  });

  it("refuses plain http with a 400", () => {
    expect(refusal("http://scontent.xx.fbcdn.net/a.jpg")).toEqual({ status: 400, message: messages.httpsOnly });
  });

  it("refuses other schemes as invalid", () => {
    for (const raw of ["file:///etc/passwd", "ftp://fbcdn.net/a.jpg", "data:image/png;base64,AAAA", "javascript:alert(1)"]) {
      expect(refusal(raw)).toEqual({ status: 400, message: messages.invalidUrl });
    }
  });

  it("refuses a host that is not allow-listed with a 403", () => {
    expect(refusal("https://example.com/a.jpg")).toEqual({ status: 403, message: messages.originNotAllowed });
    expect(refusal("https://evilfbcdn.net/a.jpg")).toEqual({ status: 403, message: messages.originNotAllowed });
  });

  it("refuses credentials in the URL, including the user@host disguise", () => {
    expect(refusal("https://user:pass@scontent.fbcdn.net/a.jpg")).toEqual({ status: 400, message: messages.invalidUrl });
    expect(refusal("https://scontent.fbcdn.net@evil.com/a.jpg")?.status).toBe(400);
  });

  it("refuses a non-default port with a 403", () => {
    expect(refusal("https://scontent.fbcdn.net:8443/a.jpg")).toEqual({ status: 403, message: messages.originNotAllowed });
  });

  it("refuses IP literals, also in decimal and hex spellings the URL parser normalizes", () => {
    for (const raw of ["https://127.0.0.1/a.png", "https://2130706433/a.png", "https://0x7f.1/a.png", "https://[::1]/a.png"]) {
      expect(refusal(raw)?.status).toBe(403);
    }
  });

  it("refuses a private IP literal even when a careless allow-list entry matches it", () => {
    const careless = { ...policy, allowedHostSuffixes: ["0.0.1"] };
    expect(refusal("https://127.0.0.1/a.png", careless)).toEqual({ status: 403, message: messages.addressNotAllowed });
  });
});

describe("guarded lookup", () => {
  const table: Record<string, LookupAddress[]> = {
    "public.fbcdn.net": [
      { address: "157.240.1.35", family: 4 },
      { address: "2a03:2880:f10c:83:face:b00c:0:25de", family: 6 },
    ],
    "mixed.fbcdn.net": [
      { address: "157.240.1.35", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ],
    "local.fbcdn.net": [{ address: "127.0.0.1", family: 4 }],
  };
  const resolve = async (host: string) => table[host] ?? [];

  function lookup(host: string, options: { all?: boolean; family?: number }, allow: string[] = []) {
    return new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((done) =>
      guardedLookup(resolve, allow)(host, options, (err, address, family) => done({ err, address, family })),
    );
  }

  it("passes public addresses through, in both callback shapes", async () => {
    expect((await lookup("public.fbcdn.net", { all: true })).address).toEqual(table["public.fbcdn.net"]);
    expect(await lookup("public.fbcdn.net", {})).toMatchObject({ err: null, address: "157.240.1.35", family: 4 });
    expect(await lookup("public.fbcdn.net", { family: 6 })).toMatchObject({ err: null, address: "2a03:2880:f10c:83:face:b00c:0:25de" });
  });

  it("refuses the whole name when any of its addresses is private", async () => {
    const { err } = await lookup("mixed.fbcdn.net", { all: true });
    expect(err).toBeInstanceOf(BlockedAddressError);
    expect((err as BlockedAddressError).address).toBe("10.0.0.7");
  });

  it("refuses loopback unless the address is explicitly exempted", async () => {
    expect((await lookup("local.fbcdn.net", {})).err).toBeInstanceOf(BlockedAddressError);
    expect(await lookup("local.fbcdn.net", {}, ["127.0.0.1"])).toMatchObject({ err: null, address: "127.0.0.1" });
  });

  it("reports an unknown name as not found", async () => {
    expect((await lookup("nowhere.fbcdn.net", {})).err?.code).toBe("ENOTFOUND");
  });
});
