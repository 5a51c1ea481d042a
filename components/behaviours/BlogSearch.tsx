"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { matchesQuery } from "../../lib/browser/blog-search.ts";
import { BLOG_PATH, SEARCH_PARAMETER } from "../../lib/config/blog-pages.ts";
import { useAdoptedControl } from "./use-adopted-control.ts";

export interface BlogSearchItem {
  /** Unique key (the post's slug). */
  id: string;
  /** What the query is matched against: title, excerpt and category. */
  text: string;
  /** The server-rendered card. */
  card: ReactNode;
}

/**
 * The blog's search: a GET form to /blog, answered on the server from the published
 * articles (title, excerpt, category and body), so it works without script; with script, the list
 * is also filtered while one types (every word typed in an item's title, excerpt or category,
 * accents and case ignored). `query` is the search the server answered (empty on the whole list).
 */
export function BlogSearch({
  items,
  noResult,
  query = "",
}: {
  items: readonly BlogSearchItem[];
  noResult: string;
  query?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  // Words typed before the framework arrived filter the list at once (use-adopted-control.ts).
  const [typed, setTyped] = useAdoptedControl(form, SEARCH_PARAMETER, query, ([text]) => text);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // The list the server sent already answers its search: the live filter narrows it from there.
  const filter = typed.trim() === query.trim() ? "" : typed;
  const visible = items.map((item) => matchesQuery(item.text, filter));
  const shown = visible.filter(Boolean).length;

  return (
    <>
      <search className="mb-10 block max-w-xl">
        <form ref={form} method="get" action={BLOG_PATH} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="blog-search" className="block font-semibold">
              Rechercher un article
            </label>
            <input
              id="blog-search"
              name={SEARCH_PARAMETER}
              type="search"
              autoComplete="off"
              placeholder="Devis, notes de frais, gestion…"
              className="mt-2 block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-base"
              aria-describedby="blog-search-hint"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="btn btn-secondary">
            Rechercher
          </button>
        </form>
        <p id="blog-search-hint" className="mt-2 text-sm text-muted">
          {live
            ? "La liste se met à jour pendant la saisie ; « Rechercher » cherche aussi dans le texte des articles."
            : "Cherche dans les titres, les résumés, les catégories et le texte des articles."}
        </p>
      </search>

      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id} data-search={item.text} hidden={!visible[index]}>
            {item.card}
          </li>
        ))}
      </ul>
      {/* The live region only speaks when its text changes: empty while results exist. */}
      <p aria-live="polite" className="mt-6 text-lg font-medium" data-blog-search-empty>
        {shown === 0 ? noResult : ""}
      </p>
    </>
  );
}
