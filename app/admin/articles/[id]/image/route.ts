import { articleEditPath, signInLocation } from "../../../../../lib/config/admin.ts";
import { ARTICLE_IMAGE_LIMITS, ARTICLE_LIMITS } from "../../../../../lib/content/articles/article-rules.ts";
import {
  coverOf,
  type ImageRefusal,
  prepareArticleImage,
  storeArticleImage,
} from "../../../../../lib/server/articles/article-images.ts";
import { articleById, saveArticle } from "../../../../../lib/server/articles/articles-store.ts";
import { staffForRequest } from "../../../../../lib/server/staff-guard.ts";

/**
 * POST /admin/articles/{id}/image: an article's cover image sent from its editor (a form that
 * posts a file: it works without JavaScript), with its alternative text. Checked before it is
 * decoded, made into its set, kept in the store (its files in the images' bucket when there is
 * one: lib/config/image-bucket.ts), and set as the cover by a save like the editor's
 * (the replaced version kept in the history; refused if the article changed meanwhile). The
 * answer goes back to the editor with its message.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const REFUSALS: Record<ImageRefusal, string> = {
  empty: "image-vide",
  notImage: "image-format",
  tooLarge: "image-trop-lourde",
  tooManyPixels: "image-trop-grande",
  unreadable: "image-illisible",
};

/** The form's body: the file and a few fields, well under this. */
const MAX_BODY = ARTICLE_IMAGE_LIMITS.maxBytes + 64 * 1024;

type Params = Promise<{ id: string }>;

/**
 * Back to the editor with `message`. A relative address: the request's own URL may name another
 * host than the browser's (behind a proxy, or Next's own), and the form's policy (form-action
 * 'self') covers the redirect it follows too.
 */
const see = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
const back = (id: string, message: string) => see(`${articleEditPath(id)}?message=${message}`);

export async function POST(request: Request, { params }: { params: Params }): Promise<Response> {
  const { id } = await params;
  const guarded = await staffForRequest(request, "articles");
  // Signed out: the sign-in page, then back to the editor; another role: the French 403 as it is.
  if (guarded instanceof Response) return guarded.status === 401 ? see(signInLocation(articleEditPath(id))) : guarded;
  const { staff, directory } = guarded;
  const article = await articleById(directory.db, id);
  if (!article) return back(id, "article-inconnu");
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY) return back(id, "image-trop-lourde");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back(id, "image-vide");
  }
  const file = form.get("image");
  const alt = String(form.get("alt") ?? "").trim();
  if (!(file instanceof File) || file.size === 0) return back(id, "image-vide");
  if (file.size > ARTICLE_IMAGE_LIMITS.maxBytes) return back(id, "image-trop-lourde");
  if (alt.length < ARTICLE_LIMITS.altMin || alt.length > ARTICLE_LIMITS.altMax)
    return back(id, "image-texte-alternatif");
  const prepared = await prepareArticleImage(new Uint8Array(await file.arrayBuffer()));
  if (!prepared.ok) return back(id, REFUSALS[prepared.reason]);
  try {
    await storeArticleImage(directory.db, prepared.image);
  } catch (error) {
    // The bucket (or the store) did not take every file: no row written, the cover unchanged.
    console.error(`[article-images] not stored: ${(error as Error).name}: ${(error as Error).message}`);
    return back(id, "image-non-enregistree");
  }
  const change = await saveArticle(
    directory.db,
    id,
    Number(form.get("version")),
    { ...article, cover: coverOf(prepared.image, alt) },
    staff.userId,
  );
  if (change.ok) return back(id, "image-enregistree");
  if ("conflict" in change) return back(id, "article-modifie-entre-temps");
  if ("problems" in change) return back(id, "image-texte-alternatif");
  return back(id, "article-inconnu");
}
