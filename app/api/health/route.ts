// GET /api/health — liveness plus a database round trip, for load balancers and the test suite.
import { methods } from "@/lib/api/handler";
import { NextResponse } from "next/server";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

async function handleGet() {
  const started = Date.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok", database: "ok", latencyMs: Date.now() - started });
  } catch {
    return NextResponse.json({ status: "degraded", database: "unreachable" }, { status: 503 });
  }
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
