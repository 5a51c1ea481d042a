"use client";

import { useEffect, useRef } from "react";

/** A settings form's refusals, focused when an answer brings them so that they are read out. */
export function SettingErrors({ id, errors, answer }: { id: string; errors: readonly string[]; answer: unknown }) {
  const alert = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer with refusals moves the focus, even the same ones.
  useEffect(() => {
    if (errors.length > 0) alert.current?.focus();
  }, [answer]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={alert}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger bg-white p-3 font-medium text-danger"
    >
      <p>Rien n'a été enregistré{"\u00a0"}:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
