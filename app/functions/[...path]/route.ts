import { siteUrl } from "../../../lib/config/env.ts";
import { inWorkerd } from "../../../lib/config/platform.ts";
import { SERVER_ERRORS } from "../../../lib/forms/messages.ts";
import { withSecurityHeaders } from "../../../lib/security/headers.ts";
import { serveFunctionRequest } from "../../../lib/server/runtime.ts";

/**
 * Every path under /functions/: POST /functions/v1/<name> are the functions, wire-compatible with
 * Supabase Edge Functions (`functions.invoke` of @supabase/supabase-js). Every method reaches the
 * function's code, which answers the CORS preflight, 405 with Allow, and the French errors itself;
 * a path that names no function (/functions/v1/a/b, /functions/v2/x) gets its French JSON 404.
 * The Worker of the edge recipe serves no function (they run on the Node origin at SUPABASE_URL,
 * beside the store): there, every path under /functions/ gets that 404.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ path: string[] }>;
}

/** The function a path names: /functions/v1/<name>; any other path names none (""). */
export function functionName(path: readonly string[]): string {
  return path.length === 2 && path[0] === "v1" ? (path[1] ?? "") : "";
}

async function handle(request: Request, { params }: Context): Promise<Response> {
  if (inWorkerd())
    return withSecurityHeaders(Response.json({ error: SERVER_ERRORS.notFound }, { status: 404 }), siteUrl());
  const { path } = await params;
  return withSecurityHeaders(await serveFunctionRequest(request, functionName(path)), siteUrl());
}

export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
