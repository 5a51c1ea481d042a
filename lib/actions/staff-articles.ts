"use server";

import { redirect } from "next/navigation";
import { ARTICLES_ADMIN_PATH, articleEditPath, NEW_ARTICLE_PATH } from "../config/admin.ts";
import { BLOG_PATH } from "../config/blog-pages.ts";
import {
  ARTICLE_FORM_FIELDS,
  type ArticleFormField,
  type ArticleFormState,
  articleContentOfForm,
  formValuesFrom,
} from "../content/articles/article-form.ts";
import { ARTICLE_MESSAGES, articleStatus } from "../content/articles/article-rules.ts";
import { formatLongDateTime } from "../format/french-format.ts";
import { parisLocalTime } from "../format/paris-time.ts";
import { announceChange } from "../server/announce-change.ts";
import {
  type ArticleChange,
  articleById,
  createArticle,
  deleteArticle,
  restoreRevision,
  saveArticle,
  setPublication,
} from "../server/articles/articles-store.ts";
import { listStaff } from "../server/staff/accounts.ts";
import { requireStaff, staffOrNull } from "../server/staff-guard.ts";

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The store's problem keys (`cta.target`) as the form's fields (`ctaTarget`). */
const FIELD_OF: Record<string, ArticleFormField | "form"> = {
  "cta.target": "ctaTarget",
  "cta.title": "ctaTitle",
  "cta.text": "ctaText",
  "cta.label": "ctaLabel",
  cta: "ctaTitle",
  "cover.alt": "coverAlt",
  cover: "coverAlt",
};
function formErrors(problems: Partial<Record<string, string>>): ArticleFormState["errors"] {
  const errors: ArticleFormState["errors"] = {};
  for (const [key, message] of Object.entries(problems)) {
    const known = (ARTICLE_FORM_FIELDS as readonly string[]).includes(key) ? (key as ArticleFormField) : "form";
    if (message) errors[FIELD_OF[key] ?? known] ??= message;
  }
  return errors;
}

/**
 * Creates an article, or saves the one named by `id` over the version the form was opened on
 * (/admin/articles/…). Refused, the form comes back with what was typed and each reason; saved
 * over by someone else meanwhile, it says who and when and keeps what was typed; saved, the
 * editor says so (the replaced version is kept in the history).
 */
export async function saveArticleAction(_: ArticleFormState, form: FormData): Promise<ArticleFormState> {
  const id = field(form, "id");
  const values = formValuesFrom(form);
  const signedIn = await staffOrNull("articles", id ? articleEditPath(id) : NEW_ARTICLE_PATH);
  if (!signedIn) return { values, errors: { form: ARTICLE_MESSAGES.sessionEnded } };
  const { staff, directory } = signedIn;
  const current = id ? await articleById(directory.db, id) : undefined;
  if (id && !current) redirect(`${ARTICLES_ADMIN_PATH}?message=article-inconnu`);
  const content = articleContentOfForm(values, current?.cover ?? null);
  const version = Number(field(form, "version"));
  const change: ArticleChange =
    id && current
      ? await saveArticle(directory.db, id, version, content, staff.userId)
      : await createArticle(directory.db, content, staff.userId);
  if (change.ok) {
    // A live article changed (or moved: its former address too): search engines hear of it (IndexNow).
    if (current && articleStatus(change.article.state, change.article.publishAt, Date.now()) === "published")
      await announceChange(
        directory.db,
        [`${BLOG_PATH}/${change.article.slug}`, `${BLOG_PATH}/${current.slug}`],
        Date.now(),
      );
    redirect(`${articleEditPath(change.article.id)}?message=${id ? "article-enregistre" : "article-cree"}`);
  }
  if ("problems" in change) return { values, errors: formErrors(change.problems) };
  if ("conflict" in change) {
    const members = await listStaff(directory);
    const by = members.find((member) => member.id === change.conflict.updatedBy)?.name ?? "un autre membre de l'équipe";
    const when = formatLongDateTime(new Date(change.conflict.updatedAt));
    return {
      values,
      errors: { form: ARTICLE_MESSAGES.conflict(by, when) },
      conflict: { version: change.conflict.version },
    };
  }
  redirect(`${ARTICLES_ADMIN_PATH}?message=article-inconnu`);
}

/** Publishes now, schedules (a Paris date and time in the future) or takes offline, over the version the page showed. */
export async function publicationAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const back = articleEditPath(id);
  const { staff, directory } = await requireStaff(back, "articles");
  const version = Number(field(form, "version"));
  const kind = field(form, "publication");
  const now = Date.now();
  let publication: Parameters<typeof setPublication>[3];
  if (kind === "programmer") {
    const at = parisLocalTime(field(form, "date"));
    if (at === null) redirect(`${back}?message=date-programmation-invalide`);
    if (at <= now) redirect(`${back}?message=date-programmation-passee`);
    publication = { scheduleAt: at };
  } else publication = kind === "depublier" ? { unpublish: true } : { publish: "now" };
  const change = await setPublication(directory.db, id, version, publication, staff.userId, now);
  if (change.ok) {
    // Search engines hear of it (IndexNow): now, or a scheduled one when it goes out.
    await announceChange(
      directory.db,
      [`${BLOG_PATH}/${change.article.slug}`, BLOG_PATH],
      now,
      "scheduleAt" in publication ? { at: publication.scheduleAt } : {},
    );
    const message =
      kind === "programmer" ? "article-programme" : kind === "depublier" ? "article-depublie" : "article-publie";
    redirect(`${back}?message=${message}`);
  }
  if ("conflict" in change) redirect(`${back}?message=article-modifie-entre-temps`);
  redirect(`${ARTICLES_ADMIN_PATH}?message=article-inconnu`);
}

/** Brings back one version of the history, over the version the page showed. */
export async function restoreRevisionAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const back = articleEditPath(id);
  const { staff, directory } = await requireStaff(back, "articles");
  const change = await restoreRevision(
    directory.db,
    id,
    Number(field(form, "revision")),
    Number(field(form, "version")),
    staff.userId,
  );
  if (change.ok) redirect(`${back}?message=version-restauree`);
  if ("conflict" in change) redirect(`${back}?message=article-modifie-entre-temps`);
  if ("problems" in change) redirect(`${back}?message=article-inconnu`);
  redirect(`${ARTICLES_ADMIN_PATH}?message=article-inconnu`);
}

/** Deletes an article, once its confirmation box is ticked (checked here too). */
export async function deleteArticleAction(form: FormData): Promise<void> {
  const id = field(form, "id");
  const { staff, directory } = await requireStaff(articleEditPath(id), "articles");
  if (form.get("confirmation") !== "oui") redirect(`${articleEditPath(id)}?message=confirmation-manquante`);
  const deleted = await deleteArticle(directory.db, id, staff.userId);
  redirect(`${ARTICLES_ADMIN_PATH}?message=${deleted.ok ? "article-supprime" : "article-inconnu"}`);
}
