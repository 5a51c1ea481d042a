/**
 * « Remplacer par l'adresse finale »: a link's address changed in an article's Markdown, wherever
 * the Markdown writes that address as a link (`[texte](adresse "titre")`, `<adresse>`,
 * `href="adresse"`); the same characters elsewhere in the text stay.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function replaceHref(markdown: string, href: string, next: string): { text: string; count: number } {
  if (href === "") return { text: markdown, count: 0 };
  const target = escapeRegExp(href);
  const patterns = [
    new RegExp(`(\\]\\(\\s*<?)${target}(?=>?(?:\\s|\\)))`, "g"),
    new RegExp(`(<)${target}(?=>)`, "g"),
    new RegExp(`(href\\s*=\\s*["'])${target}(?=["'])`, "gi"),
  ];
  let count = 0;
  let text = markdown;
  for (const pattern of patterns)
    text = text.replace(pattern, (_whole, before: string) => {
      count++;
      return `${before}${next}`;
    });
  return { text, count };
}
