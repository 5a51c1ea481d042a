"use client";

import { type ReactNode, useEffect, useState } from "react";
import { matchesQuery } from "../../lib/browser/blog-search.ts";

export interface BlogSearchItem {
  /** Unique key (the post's slug). */
  id: string;
  /** What the query is matched against: title, excerpt and category. */
  text: string;
  /** The server-rendered card. */
  card: ReactNode;
}

/**
 * The blog list with its live filter: every word typed must appear in an item's text (accents and
 * case ignored); the cards themselves are rendered on the server and passed in.
 */
export function BlogSearch({ items, noResult }: { items: readonly BlogSearchItem[]; noResult: string }) {
  const [query, setQuery] = useState("");
  // Without script the box could not work: it stays invisible, its space kept so that nothing shifts when it shows.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const visible = items.map((item) => matchesQuery(item.text, query));
  const shown = visible.filter(Boolean).length;

  return (
    <>
      {/* A live filter with nothing to submit: <search>, not a form without a submit button. */}
      <search className={`${ready ? "" : "invisible "}mb-10 block max-w-md`}>
        <label htmlFor="blog-search" className="block font-semibold">
          Rechercher un article
        </label>
        <input
          id="blog-search"
          type="search"
          autoComplete="off"
          placeholder="Devis, notes de frais, gestion…"
          className="mt-2 block w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-base"
          aria-describedby="blog-search-hint"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <p id="blog-search-hint" className="mt-2 text-sm text-muted">
          La liste se met à jour pendant la saisie.
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
