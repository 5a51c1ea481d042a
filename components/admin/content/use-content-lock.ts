"use client";

import { type RefObject, useEffect, useState } from "react";
import { renewContentLockAction } from "../../../lib/actions/staff-content.ts";
import { LOCK_RENEW_MS } from "../../../lib/config/content-lock.ts";

export interface LostLock {
  holderName: string;
  since: number;
}

/**
 * The lock of the item `form` edits: taken at the first thing typed (opening an item to read it
 * locks nothing), then renewed every LOCK_RENEW_MS and when the page comes back to the front, with an
 * autosave of the draft when something was typed since (which never releases the lock). Says when
 * someone took it over (the page keeps what was typed), and the item's revision after an autosave
 * (the next save names it). `holding`: nobody else held it when the page was drawn.
 */
export function useContentLock(form: RefObject<HTMLFormElement | null>, holding: boolean) {
  const [lost, setLost] = useState<LostLock>();
  const [revision, setRevision] = useState<number>();
  const [ended, setEnded] = useState<string>();
  useEffect(() => {
    const element = form.current;
    if (!holding || !element) return;
    // What was typed since the last save: inputs counted, those a save sent then set aside.
    let edits = 0;
    let saved = 0;
    let busy = false;
    // A renewal asked while one is under way runs right after it (the first claim and a tick together).
    let again = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const renew = async (autosave = edits > saved) => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      const sending = edits;
      try {
        const answer = await renewContentLockAction(new FormData(element), autosave);
        if (!answer) return;
        if ("ended" in answer) {
          setEnded(answer.ended);
          return;
        }
        setEnded(undefined);
        if (!answer.held) {
          setLost({ holderName: answer.holderName, since: answer.since });
          return;
        }
        if (answer.saved) {
          saved = sending;
          setRevision(answer.revision);
        }
      } catch {
        // Out of reach for a moment: the next renewal tries again.
      } finally {
        busy = false;
        if (again) {
          again = false;
          void renew();
        }
      }
    };
    const onInput = () => {
      edits++;
      if (timer) return;
      // The first thing typed takes the lock at once; what was typed is saved at the next renewal.
      timer = setInterval(() => void renew(), LOCK_RENEW_MS);
      void renew(false);
    };
    element.addEventListener("input", onInput);
    const onFront = () => {
      if (timer && document.visibilityState === "visible") void renew();
    };
    window.addEventListener("focus", onFront);
    document.addEventListener("visibilitychange", onFront);
    return () => {
      element.removeEventListener("input", onInput);
      clearInterval(timer);
      window.removeEventListener("focus", onFront);
      document.removeEventListener("visibilitychange", onFront);
    };
  }, [form, holding]);
  return { lost, revision, ended };
}
