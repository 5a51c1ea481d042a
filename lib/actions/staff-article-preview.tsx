"use server";

import type { ReactNode } from "react";
import { ArticleView } from "../../components/blog/ArticleView.tsx";
import { articleEditPath, NEW_ARTICLE_PATH } from "../config/admin.ts";
import { articleContentOfForm, formValuesFrom } from "../content/articles/article-form.ts";
import { ARTICLE_MESSAGES } from "../content/articles/article-rules.ts";
import { articleViewOf } from "../content/articles/article-view.ts";
import { articleById } from "../server/articles/articles-store.ts";
import { staffOrNull } from "../server/staff-guard.ts";

/**
 * The editor's live preview: what the form holds now, rendered on the server by the
 * public page's own component, its Markdown sanitised as the page's will be. Staff only; nothing
 * is saved.
 */
export async function previewArticleAction(form: FormData): Promise<ReactNode> {
  const id = String(form.get("id") ?? "");
  const signedIn = await staffOrNull("articles", id ? articleEditPath(id) : NEW_ARTICLE_PATH);
  if (!signedIn)
    return (
      <p role="alert" className="p-4 font-medium text-danger">
        {ARTICLE_MESSAGES.previewSessionEnded}
      </p>
    );
  const { directory } = signedIn;
  const values = formValuesFrom(form);
  const current = id ? await articleById(directory.db, id) : undefined;
  const content = articleContentOfForm(values, current?.cover ?? null);
  const view = articleViewOf(content, current?.publishAt ?? null);
  // An empty heading is no heading: until the title is typed, the preview names what will go there.
  return <ArticleView {...view} title={view.title.trim() || ARTICLE_MESSAGES.previewUntitled} />;
}
