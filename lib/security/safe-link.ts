/**
 * The one gate for links built from ad content (provider fields are hostile text): an absolute http(s)
 * URL comes back normalised, anything else (`javascript:`, `data:`, relative paths, odd text) is null,
 * so a screen or a Telegram message shows no link rather than a dangerous one. Used on the server and
 * in the browser.
 */
export function safeHref(raw: unknown, { httpsOnly = false }: { httpsOnly?: boolean } = {}): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  // Only an absolute URL: `new URL` alone would accept "//host" or "http:foo" quirks via a base.
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== "https:" && (httpsOnly || url.protocol !== "http:")) return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
