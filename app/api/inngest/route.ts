// GET/POST/PUT /api/inngest — Inngest's engine (cloud or self-hosted) discovers and runs the jobs here.
// Without an engine (no INNGEST_SIGNING_KEY, no INNGEST_DEV) the jobs run in-process and nothing may
// call them from outside: the route answers a JSON 503 that says so instead of Inngest's cloud-mode 500.
import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest";
import { errorJson } from "@/lib/api/handler";
import { env } from "@/lib/env";

const served = serve({ client: inngest, functions });

const NOT_SERVED =
  "Inngest no está configurado en este servidor (falta INNGEST_SIGNING_KEY): los trabajos programados se ejecutan en el propio servidor.";

function whenConfigured<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const e = env();
    if (!e.INNGEST_SIGNING_KEY && !e.INNGEST_DEV) return errorJson("UNAVAILABLE", NOT_SERVED, 503);
    return handler(...args);
  };
}

export const GET = whenConfigured(served.GET);
export const POST = whenConfigured(served.POST);
export const PUT = whenConfigured(served.PUT);
