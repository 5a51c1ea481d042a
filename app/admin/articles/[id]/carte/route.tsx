import { ogImage } from "../../../../../lib/seo/og/image.tsx";
import { postCard } from "../../../../../lib/seo/og/post-card.ts";
import { articleById } from "../../../../../lib/server/articles/articles-store.ts";
import { staffForRequest } from "../../../../../lib/server/staff-guard.ts";

/**
 * GET /admin/articles/{id}/carte: the social card the saved version will have once published (the
 * public page's own drawing), for the editor's preview, a draft's too; signed-in staff only.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const context = await staffForRequest(request, "articles");
  if (context instanceof Response) return context;
  const article = await articleById(context.directory.db, (await params).id);
  if (!article) return new Response("Article introuvable.", { status: 404, headers: { "Cache-Control": "no-store" } });
  const image = await ogImage(postCard(article));
  image.headers.set("Cache-Control", "private, no-store");
  return image;
}
