import { A_COMPLETER } from "../../lib/config/legal.ts";

/**
 * A legal detail as text, each « [à compléter] » placeholder highlighted: a build without the
 * legal details set (development) shows plainly what a live site must fill in (docs/deploying.md, "Legal details").
 */
export function LegalValue({ children }: { children: string }) {
  const at = children.indexOf(A_COMPLETER);
  if (at === -1) return children;
  return (
    <>
      {children.slice(0, at)}
      <mark data-legal-missing>{A_COMPLETER}</mark>
      <LegalValue>{children.slice(at + A_COMPLETER.length)}</LegalValue>
    </>
  );
}
