"use client";

/**
 * What a visitor sees when a page cannot be drawn at all (an error in the root layout, in a page
 * rendered per request such as the back office's, or a script error React cannot recover from),
 * instead of Next's own screen, which is in English. It replaces the whole document, the site's
 * stylesheet included, hence its few inline styles (the site's colours). Real links, no state:
 * Next loads it with every page, so it stays small.
 */
export default function GlobalError() {
  const link = { color: "#1d4ed8", fontWeight: 600 };
  return (
    <html lang="fr">
      <title>Une erreur est survenue</title>
      <body style={{ margin: 0, font: "1rem/1.6 system-ui, sans-serif", color: "#0f172a" }}>
        <main style={{ maxWidth: "36rem", margin: "0 auto", padding: "4rem 1.5rem" }}>
          <h1>Une erreur est survenue</h1>
          <p style={{ color: "#475569" }}>
            Cette page n'a pas pu s'afficher. Veuillez réessayer dans un instant ; si le problème persiste, écrivez-nous
            depuis la page de contact.
          </p>
          <p style={{ display: "flex", flexWrap: "wrap", gap: "1.5rem" }}>
            <a href="?" style={link}>
              Réessayer
            </a>
            <a href="/" style={link}>
              Retour à l'accueil
            </a>
            <a href="/contact" style={link}>
              Nous contacter
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
