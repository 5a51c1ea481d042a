import type { NextRequest } from "next/server";
import { SEARCH_PARAMETER, STORE_RENDER_HEADER } from "../../lib/config/blog-pages.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { inWorkerd } from "../../lib/config/platform.ts";
import { selfOrigin } from "../../lib/config/self-origin.ts";
import { withSecurityHeaders } from "../../lib/security/headers.ts";
import { blogPageAnswer, SearchesBusy } from "../../lib/server/pages/blog-page-answer.ts";
import { serverRuntime } from "../../lib/server/runtime.ts";
import { staffDirectory } from "../../lib/server/staff-directory.ts";

/**
 * GET /site-pages?path=/blog/{slug}[&q=…]: the public blog's page as the store has it,
 * asked by the middleware of every instance and of the edge Worker once per version of the
 * published articles (lib/config/blog-pages.ts). Public on purpose: it holds what the page shows.
 * The Worker has no store: 404 there. 503 when the store cannot answer: the middleware then serves
 * the page as built.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };
const RENDER_TIMEOUT_MS = 20_000;

export async function GET(request: NextRequest): Promise<Response> {
  const answer = (body: unknown, status = 200) =>
    withSecurityHeaders(Response.json(body, { status, headers: NO_STORE }), siteUrl());
  if (inWorkerd()) return answer({ error: "Introuvable." }, 404);
  const path = request.nextUrl.searchParams.get("path") ?? "";
  const query = request.nextUrl.searchParams.get(SEARCH_PARAMETER) ?? "";
  const origin = selfOrigin(request);
  try {
    const { db } = await staffDirectory();
    const page = await blogPageAnswer(db, path, query, async (pathname, words) => {
      const url = new URL(pathname, origin);
      if (words) url.searchParams.set(SEARCH_PARAMETER, words);
      const rendered = await fetch(url, {
        headers: { [STORE_RENDER_HEADER]: "1" },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      return { status: rendered.status, body: await rendered.text() };
    });
    return page ? answer(page) : answer({ error: "Introuvable." }, 404);
  } catch (error) {
    // Too many searches at once: refused without a log line each (the middleware serves the list as built).
    if (error instanceof SearchesBusy) return answer({ error: "Recherche momentanément indisponible." }, 503);
    await serverRuntime().then(
      ({ logger }) => logger.warn({ path, error: (error as Error).message }, "blog page not answered from the store"),
      () => undefined,
    );
    return answer({ error: "Page indisponible." }, 503);
  }
}
