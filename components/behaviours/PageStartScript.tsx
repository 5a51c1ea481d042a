import { inlineCall } from "../../lib/browser/inline-script.ts";
import { notePageStart, PAGE_START_GLOBAL } from "../../lib/browser/page-start.ts";

const SOURCE = inlineCall(notePageStart, PAGE_START_GLOBAL);

/** First thing in <head>: notes when the page started, the origin of the "after load" delays (page-start.ts). */
export function PageStartScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own function, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
