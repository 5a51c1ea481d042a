/** How much of a pre-rendered page is React's inline Flight payload (the `self.__next_f.push(…)` scripts). */
import { isExecutableInlineScript, scanTags } from "../../../lib/seo/html-scan.ts";

export interface HtmlShare {
  /** The whole document, bytes as served uncompressed. */
  htmlBytes: number;
  /** The inline scripts that carry the Flight payload, bytes. */
  flightBytes: number;
}

export function htmlShare(html: string): HtmlShare {
  const flight = scanTags(html)
    .filter(isExecutableInlineScript)
    .map((tag) => tag.text ?? "")
    .filter(
      (text) => text.startsWith("self.__next_f.push(") || text.startsWith("(self.__next_f=self.__next_f||[]).push("),
    );
  return {
    htmlBytes: Buffer.byteLength(html),
    flightBytes: flight.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
  };
}
