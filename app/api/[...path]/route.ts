// Any /api path no route handles: a JSON 404 in the API's error shape, not Next's HTML page.
import { errorJson } from "@/lib/api/handler";

const notFound = async () => errorJson("NOT_FOUND", "Recurso no encontrado", 404);

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
