// Auth.js endpoints (session cookie for the browser), moved off /api/auth which the JSON API owns.
import { handlers } from "@/lib/auth/config";

export const { GET, POST } = handlers;
