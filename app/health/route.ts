import { siteUrl } from "../../lib/config/env.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { serverRuntime } from "../../lib/server/runtime.ts";

/** Liveness for load balancers and the test harness: 200 once the store answers, 503 otherwise. */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export async function GET(): Promise<Response> {
  try {
    const { store } = await serverRuntime();
    await store.ping();
    return withSecurityHeaders(Response.json({ status: "ok" }, { headers: NO_STORE }), siteUrl());
  } catch {
    return withSecurityHeaders(Response.json({ status: "unavailable" }, { status: 503, headers: NO_STORE }), siteUrl());
  }
}
