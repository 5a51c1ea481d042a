"use client";

import { type FormEvent, useState } from "react";

/**
 * A form's file held to `maxBytes` before it is sent: a file over Next's limit of an action's body
 * would be refused before the action, in English; the form says so itself, in French, and sends nothing.
 */
export function useFileLimit(
  field: string,
  maxBytes: number,
): {
  tooBig: boolean;
  checkSize: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [tooBig, setTooBig] = useState(false);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get(field);
    const over = file instanceof File && file.size > maxBytes;
    setTooBig(over);
    if (over) event.preventDefault();
  };
  return { tooBig, checkSize };
}
