import { articleEditPath } from "../../../lib/config/admin.ts";
import type { LinkSuggestion } from "../../../lib/seo/link-suggestions.ts";

/** The editor's link suggestions, both ways (lib/seo/link-suggestions.ts), drawn on the server. */
export function LinkSuggestions({ outgoing, incoming }: { outgoing: LinkSuggestion[]; incoming: LinkSuggestion[] }) {
  return (
    <section aria-labelledby="article-liens" className="mt-10">
      <h2 id="article-liens" className="text-2xl font-bold text-ink">
        Liens suggérés
      </h2>
      <p className="mt-1 text-sm text-muted">
        D'après les mots que l'article partage avec les pages du site (version enregistrée). Les pages redirigées ne
        sont jamais proposées.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div data-link-suggestions="sortants">
          <h3 className="font-semibold text-ink">Pages à citer dans cet article</h3>
          {outgoing.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Aucune page du site ne partage assez de mots avec cet article.</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {outgoing.map((item) => (
                <li key={item.path} className="rounded-lg border border-line p-3 text-sm">
                  <a href={item.path} className="link-inline font-semibold underline">
                    {item.title}
                  </a>{" "}
                  <span className="break-all font-mono text-muted">{item.path}</span>
                  <p className="mt-1">{`Dans la phrase\u00a0: «\u00a0${item.sentence}\u00a0»`}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div data-link-suggestions="entrants">
          <h3 className="font-semibold text-ink">Articles qui pourraient citer celui-ci</h3>
          {incoming.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Aucun article publié ne traite assez du même sujet.</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {incoming.map((item) => (
                <li key={item.path} className="rounded-lg border border-line p-3 text-sm">
                  <span className="font-semibold">{item.title}</span>
                  <p className="mt-1">{`Dans la phrase\u00a0: «\u00a0${item.sentence}\u00a0»`}</p>
                  {item.articleId && (
                    <a
                      href={`${articleEditPath(item.articleId)}?phrase=${encodeURIComponent(item.sentence)}`}
                      className="link-inline mt-1 inline-block underline"
                    >
                      Ouvrir son éditeur à cette phrase
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
