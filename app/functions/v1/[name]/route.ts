import { siteUrl } from "../../../../lib/config/env.ts";
import { withSecurityHeaders } from "../../../../lib/security/headers.ts";
import { serveFunctionRequest } from "../../../../lib/server/runtime.ts";

/**
 * POST /functions/v1/<name>: the functions, wire-compatible with Supabase Edge Functions
 * (`functions.invoke` of @supabase/supabase-js). Every method reaches the function's code, which
 * answers the CORS preflight, 405 with Allow, and the French errors itself.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

interface Context {
  params: Promise<{ name: string }>;
}

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { name } = await params;
  return withSecurityHeaders(await serveFunctionRequest(request, name), siteUrl());
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
