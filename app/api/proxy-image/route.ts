// GET /api/proxy-image?url= — an ad creative from Meta's CDN (or a demo file) served through the app.
import { userRoute, methods } from "@/lib/api/handler";
import { proxyImage } from "@/lib/services/images/proxy-image";

const handleGet = userRoute(async ({ req, user }) => {
  const image = await proxyImage(new URL(req.url).searchParams.get("url"), { userId: user.id });
  return new Response(image.body, { status: image.status, headers: image.headers });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
