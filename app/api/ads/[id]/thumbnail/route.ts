// GET /api/ads/{id}/thumbnail — an archived ad's kept WebP thumbnail, which outlives Meta's links.
import { errorJson, userRoute, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { openThumbnail } from "@/lib/services/archive/thumbnails";

const handleGet = userRoute<{ id: string }>(async ({ params }) => {
  const object = await openThumbnail(idParamSchema.parse(params).id);
  if (!object) return errorJson("NOT_FOUND", "Miniatura no disponible", 404);
  const headers: Record<string, string> = {
    "content-type": "image/webp",
    // Public ad data, but served to signed-in users only: the browser may keep it, shared caches may not.
    "cache-control": "private, max-age=86400",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  };
  if (object.size !== null) headers["content-length"] = String(object.size);
  return new Response(object.body, { status: 200, headers });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
