import { HOME_BASE_HEADER, type HomeTexts, writeHomeTexts } from "../config/home-texts.ts";

const READ_TIMEOUT_MS = 2_000;

/** The home page as built, read once per process from the Node origin (it changes with the build only). */
let built: Promise<string | undefined> | undefined;
/** The last page written, for the texts it was written with. */
let written: { texts: string; html: string } | undefined;

function builtHome(origin: string): Promise<string | undefined> {
  built ??= fetch(`${origin}/`, { headers: { [HOME_BASE_HEADER]: "1" }, signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
    .then((answer) => (answer.ok ? answer.text() : undefined))
    .catch(() => undefined)
    .then((html) => {
      if (!html) built = undefined; // tried again by the next visitor
      return html;
    });
  return built;
}

/**
 * The home page with the texts saved in the back office (issue 24), for a visitor's GET /: the
 * pre-rendered page with the texts written in (writeHomeTexts), under the page's own headers and
 * CSP (its inline scripts are the same). Undefined when the page as built cannot be read: the
 * visitor then gets it with its default texts. Kept by no cache longer than the settings' reading.
 */
export async function homeWithTexts(
  origin: string,
  texts: HomeTexts,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const html = await builtHome(origin);
  if (!html) return undefined;
  const key = JSON.stringify(texts);
  if (written?.texts !== key) written = { texts: key, html: writeHomeTexts(html, texts) };
  return new Response(written.html, {
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

/** Forgets what this process read (tests). */
export function forgetBuiltHome(): void {
  built = undefined;
  written = undefined;
}
