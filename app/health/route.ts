import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { serverRuntime } from "../../lib/server/runtime.ts";

/**
 * Liveness for load balancers and the test harness: 200 once the store answers, 503 otherwise. The
 * Worker of the edge recipe has no store (it is the Node origin's): it answers 200 when it runs.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

export async function GET(): Promise<Response> {
  if (inWorkerd()) return withSecurityHeaders(Response.json({ status: "ok" }, { headers: NO_STORE }), siteUrl());
  try {
    const { store } = await serverRuntime();
    await store.ping();
    return withSecurityHeaders(Response.json({ status: "ok" }, { headers: NO_STORE }), siteUrl());
  } catch {
    return withSecurityHeaders(Response.json({ status: "unavailable" }, { status: 503, headers: NO_STORE }), siteUrl());
  }
}
