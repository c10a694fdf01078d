import type { MetadataRoute } from "next";

/**
 * Everything but the sign-in screen is behind a session: a crawler would only ever be sent to /auth, and
 * the app's own URLs (searches, saved ads, advertisers) name a user's work, which has no place in a search
 * engine. /auth is allowed so that the product's one public page, its front door, can be found; the longer
 * rule wins over `Disallow: /` for crawlers that follow RFC 9309. No sitemap: there is nothing else to list.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: "*", allow: "/auth", disallow: "/" } };
}
