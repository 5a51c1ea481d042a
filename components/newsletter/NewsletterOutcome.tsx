"use client";

import { useEffect, useRef } from "react";

/**
 * What a newsletter page's form ended with: its heading and what it means. Shown in place of the
 * form; with JavaScript the focus moves to it, so that it is read at once. An error is an alert.
 */
export function NewsletterOutcome({
  title,
  text,
  error,
  focus,
}: {
  title: string;
  text: string;
  error: boolean;
  /** After a post answered in place (not on the page's first rendering). */
  focus: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div role={error ? "alert" : "status"} className={error ? "card border-danger" : "card"}>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {title}
      </h2>
      <p className="body-text mt-2">{text}</p>
    </div>
  );
}
