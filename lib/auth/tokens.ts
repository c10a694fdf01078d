import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { authSecret, env } from "@/lib/env";
import { verifiedCredential } from "./verified-credentials";

const ISSUER = "adradar";
type Audience = "api" | "login-ticket";

// One imported key per secret (tests change it): importing it anew on every request was a measurable
// share of each API call's CPU (the cached search's profile).
let imported: { secret: string; key: Promise<CryptoKey> } | undefined;

function key(): Promise<CryptoKey> {
  const secret = authSecret();
  if (imported?.secret !== secret) {
    const bytes = new TextEncoder().encode(secret);
    imported = { secret, key: crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]) };
  }
  return imported.key;
}

export type TokenClaims = { userId: string; sessionVersion: number };

async function sign(claims: TokenClaims, audience: Audience, expiresIn: string): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await key());
}

function read(token: string, audience: Audience): Promise<TokenClaims | null> {
  return verifiedCredential(`${audience} ${token}`, async () => {
    try {
      const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, audience, algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.sv !== "number" || typeof payload.exp !== "number") return null;
      return { value: { userId: payload.sub, sessionVersion: payload.sv }, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  });
}

/** The bearer token the JSON API's login returns; revoked when the user's sessionVersion moves on. */
export function issueApiToken(claims: TokenClaims): Promise<string> {
  return sign(claims, "api", `${env().AUTH_TOKEN_MAX_AGE_DAYS}d`);
}

export function readApiToken(token: string): Promise<TokenClaims | null> {
  return read(token, "api");
}

/**
 * A one-minute ticket minted only after the password was verified (and rate-limited) by our service.
 * Auth.js's Credentials provider accepts nothing else, so credentials are checked in exactly one place.
 */
export function issueLoginTicket(claims: TokenClaims): Promise<string> {
  return sign(claims, "login-ticket", "60s");
}

export function readLoginTicket(ticket: string): Promise<TokenClaims | null> {
  return read(ticket, "login-ticket");
}
