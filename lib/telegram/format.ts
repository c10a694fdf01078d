/**
 * Telegram message text: HTML parse mode with every outside string escaped, split below Telegram's
 * 4,096-character limit on block boundaries so no tag is ever cut in two. Pure.
 */

export const TELEGRAM_MAX_MESSAGE = 4096;
/** Leaves room for the "(1/3)" marker and any counting differences. */
export const SPLIT_AT = 4000;

/** Escapes text for parse_mode HTML (names, ad texts, anything not written by us). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Where to cut `text` at or before `at` without splitting a surrogate pair: Telegram refuses a whole
 * message (400) whose text holds half an emoji.
 */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return at > 0 && at < text.length && code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

/** Cuts plain text to `max` characters with an ellipsis (before escaping), never inside an emoji. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, safeCut(clean, max - 1)).trimEnd()}…`;
}

/**
 * Joins blocks (each already-escaped HTML with balanced tags) with blank lines into messages of at most
 * `max` characters. A single block longer than `max` is cut at a line break, or hard at `max` as a last
 * resort (only plain, tag-free blocks can be that long).
 */
export function splitMessage(blocks: readonly string[], max: number = SPLIT_AT): string[] {
  const pieces: string[] = [];
  for (const block of blocks) {
    if (block.length <= max) {
      pieces.push(block);
      continue;
    }
    let rest = block;
    while (rest.length > max) {
      let cut = rest.lastIndexOf("\n", max);
      if (cut <= 0) cut = safeCut(rest, max);
      // Never split an HTML entity such as &amp;
      const amp = rest.lastIndexOf("&", cut);
      if (amp > cut - 8 && amp > 0 && !rest.slice(amp, cut).includes(";")) cut = amp;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut).replace(/^\n/, "");
    }
    if (rest) pieces.push(rest);
  }
  const messages: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const next = current ? `${current}\n\n${piece}` : piece;
    if (next.length > max && current) {
      messages.push(current);
      current = piece;
    } else {
      current = next;
    }
  }
  if (current) messages.push(current);
  return messages;
}
