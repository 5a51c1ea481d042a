/**
 * An article's body as the public page shows it: its Markdown rendered as the site's
 * articles have always been (lib/content/blog.ts: typographic punctuation, an anchor on every
 * heading), then sanitised with sanitize-html, a maintained allow-list sanitiser: the team writes
 * Markdown, and whatever raw HTML it holds keeps only the elements and attributes an article needs.
 * No script, style, frame, form or event handler; links and images only to http(s), mailto, tel
 * or this site's own paths. The public page never runs a script from an article.
 */
import sanitizeHtml from "sanitize-html";
import { renderMarkdown } from "../blog.ts";

const HEADINGS = ["h2", "h3", "h4"] as const;

export const ARTICLE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // What is dropped goes with its content when that content is code (script, style…), else its text stays.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "title"],
  // An image from another site over https or from this one; anything else is dropped.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^(?:https:\/\/|\/(?!\/))/.test(frame.attribs.src ?? ""),
  // A level-1 heading is the article's title: one written in the body becomes a level 2.
  transformTags: { h1: "h2" },
};

export function renderArticleHtml(markdown: string): string {
  return sanitizeHtml(renderMarkdown(markdown), ARTICLE_HTML_POLICY);
}
