// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { getSortedPosts } from "../blog.ts";
import { renderArticleHtml } from "./article-html.ts";

/** Classic cross-site scripting vectors (OWASP's filter evasion cheat sheet, mutation XSS), in Markdown and raw HTML. */
const VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  "<body onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="https://xss.example/x.swf">',
  '<a href="javascript:alert(1)">lien</a>',
  '<a href="JaVaScRiPt:alert(1)">lien</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">lien</a>',
  '<a href="java\tscript:alert(1)">lien</a>',
  '<a href=" javascript:alert(1)">lien</a>',
  "[lien](javascript:alert(1))",
  "[lien](JAVASCRIPT:alert(1))",
  "[lien](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![image](javascript:alert(1))",
  '<a href="vbscript:msgbox(1)">lien</a>',
  "<details open ontoggle=alert(1)>",
  '<form action="javascript:alert(1)"><button>Envoyer</button></form>',
  '<input autofocus onfocus="alert(1)">',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<p style="background:url(javascript:alert(1))">texte</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><script>alert(1)</script></template>",
  '<div onmouseover="alert(1)">survol</div>',
  "<<script>script>alert(1)<</script>/script>",
  '<a href="https://exemple.fr" onclick="alert(1)">lien</a>',
];

/** What, once parsed as a browser would, could run a script or leave the page. */
function dangers(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (
      ["script", "iframe", "object", "embed", "style", "link", "meta", "base", "form", "input", "svg", "math"].includes(
        tag,
      )
    )
      found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on") || name === "style" || name === "srcdoc") found.push(`${tag}[${name}]`);
      if (["href", "src", "action"].includes(name) && !/^(?:https?:|mailto:|tel:|\/|#)/i.test(value.trim()))
        found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

describe("an article's body", () => {
  it.each(VECTORS)("never carries a script: %s", (vector) => {
    const html = renderArticleHtml(`Un paragraphe.\n\n${vector}\n\nUn autre paragraphe.`);
    expect(dangers(html)).toEqual([]);
    expect(html).toContain("<p>Un paragraphe.</p>");
    expect(html).toContain("Un autre paragraphe.");
    expect(html).not.toMatch(/alert\(1\)<\/|<script/i);
  });

  it("keeps what an article needs: headings with anchors, lists, links, emphasis, tables, code", () => {
    const html = renderArticleHtml(
      [
        "# Titre dans le texte",
        "## Une section",
        'Du **gras**, de l\'*italique* et un [lien](https://exemple.fr "Exemple") ou [interne](/tarifs).',
        "- un\n- deux",
        "| A | B |\n|:--|--:|\n| 1 | 2 |",
        "`code`",
        "> citation",
      ].join("\n\n"),
    );
    expect(html).toContain('<h2 id="titre-dans-le-texte">Titre dans le texte</h2>');
    expect(html).toContain('<h2 id="une-section">Une section</h2>');
    expect(html).toContain("<strong>gras</strong>");
    expect(html).toContain("l\u2019<em>italique</em>");
    expect(html).toContain('<a href="https://exemple.fr" title="Exemple">lien</a>');
    expect(html).toContain('<a href="/tarifs">interne</a>');
    expect(html).toContain("<li>un</li>");
    expect(html).toContain('<th align="left">A</th>');
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<blockquote>");
    expect(renderArticleHtml("![Un graphique](/article-images/graphique.webp)")).toContain(
      '<img src="/article-images/graphique.webp" alt="Un graphique" />',
    );
  });

  it("renders the three articles of the specification as the site always has", () => {
    for (const post of getSortedPosts()) expect(renderArticleHtml(post.markdown)).toBe(post.html);
  });
});
