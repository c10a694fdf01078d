import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

/** What a button does: save the ad, follow its advertiser, mute / pause / resume the watch. */
export const CALLBACK_KINDS = { g: "save", f: "follow", m: "mute", p: "pause", r: "resume" } as const;
export type CallbackKind = keyof typeof CALLBACK_KINDS;

/** Telegram's callback_data holds at most 64 bytes. */
const MAX_DATA = 64;
const SIG_LENGTH = 16;

function signature(kind: string, id: string, userId: string, chatId: string): string {
  return createHmac("sha256", `telegram-callback:${authSecret()}`)
    .update(`${kind}\n${id}\n${userId}\n${chatId}`)
    .digest("base64url")
    .slice(0, SIG_LENGTH);
}

/**
 * A button's callback_data: the action and its object, signed for the one user and chat the message
 * went to (96 bits of HMAC). The payload names an ad or a watch, but only a signature made for the
 * pressing chat's own account is accepted, so it can never act on someone else's watch, and the same
 * button stops working once the chat is unlinked. Null when the id is too long to fit.
 */
export function signCallback(kind: CallbackKind, id: string, userId: string, chatId: string): string | null {
  const data = `${kind}:${id}:${signature(kind, id, userId, chatId)}`;
  return Buffer.byteLength(data) <= MAX_DATA ? data : null;
}

export type ParsedCallback = { kind: CallbackKind; id: string; sig: string };

/** The parts of a callback_data, or null when it is not one of ours at all. */
export function parseCallback(data: string): ParsedCallback | null {
  const match = /^([gfmpr]):([A-Za-z0-9_-]{1,40}):([A-Za-z0-9_-]{16})$/.exec(data);
  return match ? { kind: match[1] as CallbackKind, id: match[2], sig: match[3] } : null;
}

/** True when `parsed` was signed for this user and chat. */
export function verifyCallback(parsed: ParsedCallback, userId: string, chatId: string): boolean {
  const expected = Buffer.from(signature(parsed.kind, parsed.id, userId, chatId));
  const given = Buffer.from(parsed.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
