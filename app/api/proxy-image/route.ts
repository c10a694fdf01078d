// GET /api/proxy-image?url= — an ad creative from Meta's CDN (or a demo file) served through the app.
import { parseQuery, userRoute, methods } from "@/lib/api/handler";
import { proxyImageQuerySchema } from "@/lib/validation/images";
import { proxyImage } from "@/lib/services/images/proxy-image";

const handleGet = userRoute(async ({ req, user }) => {
  const { url } = parseQuery(req, proxyImageQuerySchema);
  const image = await proxyImage(url, { userId: user.id });
  return new Response(image.body, { status: image.status, headers: image.headers });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
