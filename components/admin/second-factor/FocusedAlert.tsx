"use client";

import { useEffect, useRef } from "react";

/**
 * The refusal of a back-office form, focused when it appears so that it is read out (with
 * JavaScript; without, the page is drawn again with it). `id` lets the field name it.
 */
export function FocusedAlert({ id, message, answer }: { id: string; message: string | null; answer: unknown }) {
  const alert = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer moves the focus, even with the same text.
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [answer, message]);
  if (!message) return null;
  return (
    <p
      ref={alert}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger bg-white p-3 font-medium text-danger"
    >
      {message}
    </p>
  );
}
