import { marked, type Token, type Tokens } from "marked";

/** An article's body as the analysis reads it: its blocks in order, as plain text. */
export type Part =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "image"; alt: string };

/** Markdown's inline marks left out: the words a reader reads. */
function plain(tokens: readonly Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if (token.type === "image") return "";
      if ("tokens" in token && token.tokens) return plain(token.tokens, "text" in token ? String(token.text) : "");
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

function imagesOf(tokens: readonly Token[] | undefined, into: Part[]): void {
  for (const token of tokens ?? []) {
    if (token.type === "image") into.push({ kind: "image", alt: (token as Tokens.Image).text });
    else if ("tokens" in token && token.tokens) imagesOf(token.tokens, into);
  }
}

/** The headings, paragraphs (list items and quotes among them) and images of a Markdown body. */
export function markdownParts(body: string): Part[] {
  const parts: Part[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "heading") parts.push({ kind: "heading", text: plain(token.tokens, token.text) });
      else if (token.type === "paragraph" || token.type === "text") {
        const text = plain(token.tokens, token.text).trim();
        if (text) parts.push({ kind: "paragraph", text });
        imagesOf(token.tokens, parts);
      } else if (token.type === "list") for (const item of (token as Tokens.List).items) visit(item.tokens);
      else if (token.type === "blockquote") visit((token as Tokens.Blockquote).tokens);
    }
  };
  visit(marked.lexer(body));
  return parts;
}
