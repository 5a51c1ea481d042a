import type { ReactNode } from "react";

/** Top of an inner page: optional eyebrow, the page's single h1 and a lead paragraph. */
export function PageIntro({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="container-page pb-8 pt-8 md:pt-12">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
      {lead && <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{lead}</p>}
      {children}
    </header>
  );
}
