import { ERROR_PAGE_CSS } from "../config/error-page-style.ts";
import { escapeHtml } from "../format/escape-html.ts";
import { FIELD_LABELS, type LabelledField } from "../forms/labels.ts";
import { STALE_FORM_TEXTS } from "../forms/messages.ts";
import { bundledActionIds, isStaleAction, postedActionId, postedAsDocument } from "./server-actions.ts";

/** What the visitor typed in the fields the site names (never a password nor a hidden field), label → value. */
export function typedValues(form: FormData): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  for (const [name, label] of Object.entries(FIELD_LABELS) as Array<[LabelledField, string]>) {
    const values = form
      .getAll(name)
      .filter((value): value is string => typeof value === "string" && value.trim() !== "");
    if (values.length) rows.push([label, values.join(", ")]);
  }
  return rows;
}

/**
 * The answer to a form posted from a page of an earlier build (lib/security/server-actions.ts):
 * 409 with a French page saying nothing was sent, what the visitor had typed, and the way back
 * to the form as it is now. No script; the error pages' own few rules (the page has no stylesheet).
 */
export function staleFormResponse(path: string, form: FormData, headers: Record<string, string>): Response {
  const rows = typedValues(form)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value).replace(/\n/g, "<br>")}</dd>`)
    .join("");
  const html = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(STALE_FORM_TEXTS.title)}</title><style>${ERROR_PAGE_CSS}</style></head><body><main><h1>${escapeHtml(STALE_FORM_TEXTS.title)}</h1><p>${escapeHtml(STALE_FORM_TEXTS.explanation)}</p>${rows ? `<dl>${rows}</dl>` : ""}<p><a href="${escapeHtml(path)}">${escapeHtml(STALE_FORM_TEXTS.back)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 409,
    headers: { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Posted from this site's own pages (the browser's Origin, checked as Next checks a server
 * action's): another site's form is left to Next, so that no page of this origin shows its text.
 */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A form posted without JavaScript (an HTML form's body, no `Next-Action` header) to an action
 * this build does not have: its answer; otherwise undefined and the request goes on. Reads a copy
 * of the body: the action still gets the original.
 */
export async function staleFormAnswer(
  request: Request,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  if (!postedAsDocument(request) || !fromThisSite(request)) return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded"))
    return undefined;
  const known = bundledActionIds();
  if (known.size === 0) return undefined;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return undefined; // not a form Next could read either: its own answer
  }
  if (!isStaleAction(postedActionId(form), known)) return undefined;
  return staleFormResponse(new URL(request.url).pathname, form, headers);
}
