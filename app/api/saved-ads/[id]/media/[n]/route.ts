// GET /api/saved-ads/{id}/media/{n} — the kept copy of a saved ad's creative, to its owner only; the original link meanwhile.
import { errorJson, userRoute, methods } from "@/lib/api/handler";
import { savedAdMediaParamsSchema } from "@/lib/validation/saved-ads";
import { openSavedAdMedia } from "@/lib/services/images/kept-media";

type Params = { id: string; n: string };

const handleGet = userRoute<Params>(async ({ user, params }) => {
  const { id, n } = savedAdMediaParamsSchema.parse(params);
  const media = await openSavedAdMedia(user.id, id, n);
  if (media.kind === "missing") return errorJson("NOT_FOUND", "Recurso no encontrado", 404);
  if (media.kind === "original") {
    // Not kept yet: the browser fetches the original through the image proxy, and asks here again next time.
    return new Response(null, {
      status: 307,
      headers: { location: `/api/proxy-image?url=${encodeURIComponent(media.url)}`, "cache-control": "no-store" },
    });
  }
  const headers: Record<string, string> = {
    "content-type": media.object.contentType,
    // Content-addressed and owner-only: the browser may keep it, shared caches may not.
    "cache-control": "private, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  };
  if (media.object.size !== null) headers["content-length"] = String(media.object.size);
  return new Response(media.object.body, { status: 200, headers });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
