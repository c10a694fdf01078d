// Hostile ad content as a provider could deliver it: markup, script-bearing attributes,
// `javascript:` and `data:` links, bidi overrides, zero-width characters and a 100 KB text. Shared by the
// Telegram integration test (served by the fake ScrapeCreators) and the Chromium spec (written to the
// e2e database in the shape the provider's normalizer stores).

/** A global the injected markup would set if it ever ran. */
export const PWNED = "__adradarPwned";

export const HOSTILE = {
  pageName: `Tienda <script>window.${PWNED}=1</script><img src=x onerror="window.${PWNED}=2"> \u202eatsE\u202c`,
  body: `Oferta <img src=x onerror="window.${PWNED}=3;alert(1)"> <a href="javascript:alert(2)">clic</a> \u200b\u200d\u2060 fin \u202egnp.exe`,
  title: `<svg onload="window.${PWNED}=4">Título</svg>`,
  caption: `<iframe src="javascript:alert(3)"></iframe>`,
  cta: `<b onmouseover="alert(4)">Comprar</b>`,
  /** One unbroken 100 KB word: the worst case for a layout (nothing to wrap at). */
  huge: `A${"W".repeat(100 * 1024)}`,
  links: ["javascript:alert(document.domain)", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", " JaVaScRiPt:alert(1)"],
} as const;
