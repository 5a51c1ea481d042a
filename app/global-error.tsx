"use client";

import { ERROR_PAGE_CSS } from "../lib/config/error-page-style.ts";

/**
 * What a visitor sees when a page cannot be drawn at all (an error in the root layout, in a page
 * rendered per request such as the back office's, or a script error React cannot recover from),
 * instead of Next's own screen, which is in English. It replaces the whole document, the site's
 * stylesheet included, hence its own few rules. Real links, no state: Next loads it with every
 * page, so it stays small.
 */
export default function GlobalError() {
  return (
    <html lang="fr">
      <head>
        <title>Une erreur est survenue</title>
        <style>{ERROR_PAGE_CSS}</style>
      </head>
      <body>
        <main>
          <h1>Une erreur est survenue</h1>
          <p>
            Cette page n'a pas pu s'afficher. Veuillez réessayer dans un instant ; si le problème persiste, écrivez-nous
            depuis la page de contact.
          </p>
          <nav aria-label="Que faire">
            <a href="?">Réessayer</a>
            <a href="/">Retour à l'accueil</a>
            <a href="/contact">Nous contacter</a>
          </nav>
        </main>
      </body>
    </html>
  );
}
