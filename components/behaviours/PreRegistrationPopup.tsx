"use client";

import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { onIdle } from "../../lib/browser/idle.ts";
import { loadOnce } from "../../lib/browser/load-once.ts";
import { isMaintenanceScreenShown } from "../../lib/browser/maintenance-mode.ts";
import { msUntilAfterPageStart } from "../../lib/browser/page-start.ts";
import { readRaw, STORAGE_KEYS, write } from "../../lib/browser/storage.ts";
import { markedTimeout, TIMING_MARKS } from "../../lib/browser/timing-marks.ts";
import { TIMINGS } from "../../lib/browser/timings.ts";
import type { PopupAction, PreRegistrationDialog } from "./PreRegistrationDialog.tsx";

const FLAG = STORAGE_KEYS.hasSeenPreRegistrationPopup;

/** Another modal already open (a form dialog, native or Radix): the popup never covers it. */
const OTHER_DIALOG = 'dialog[open], [role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

type DialogComponent = typeof PreRegistrationDialog;

/**
 * The dialog (Radix) is only needed 6 s after load: its code is fetched once the browser is idle,
 * never before the page is usable, and is there by the time the popup opens.
 */
const loadDialog = loadOnce<DialogComponent>(() =>
  import("./PreRegistrationDialog.tsx").then((module) => module.PreRegistrationDialog),
);

/** False when the popup must not open now; when another dialog is in the way, asks again once it is gone. */
function mayOpen(retry: (delay: number) => void): boolean {
  if (readRaw(FLAG) !== undefined || isMaintenanceScreenShown(document)) return false;
  const other = document.querySelector(OTHER_DIALOG);
  if (other instanceof HTMLDialogElement) {
    other.addEventListener("close", () => retry(TIMINGS.preRegistrationDelayMs), { once: true });
    return false;
  }
  if (other) {
    retry(TIMINGS.preRegistrationDelayMs); // a Radix dialog says nothing when it closes: look again later
    return false;
  }
  return true;
}

/**
 * The home page's pre-registration popup for Score Client (spec section 4): opens 6 s after the
 * page started loading (lib/browser/page-start.ts) while hasSeenPreRegistrationPopup is not set,
 * never over another dialog nor the maintenance screen. `startedAt` (performance.now()'s clock): when
 * the page started, for a caller that knows (the site script mounts it apart from Next's React:
 * pre-registration-island.tsx); else page-start.ts decides. The X ("Fermer") and "Tester Gratuitement" (which opens Score Client in a new tab) set
 * the flag; "Plus tard", Escape and any other way of closing it close it until 50 s later. The
 * focus goes back where it was.
 */
export function PreRegistrationPopup({ startedAt }: { startedAt?: number }) {
  const [Dialog, setDialog] = useState<DialogComponent>();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const returnTo = useRef<Element | null>(null);

  const schedule = useCallback((delay: number | ((now: number) => number)) => {
    window.clearTimeout(timer.current);
    const open = async () => {
      if (!mayOpen(schedule)) return;
      const component = await loadDialog().catch(() => undefined);
      if (!component) {
        console.warn("[pre-registration] the popup could not be loaded");
        return;
      }
      if (!mayOpen(schedule)) return;
      returnTo.current = document.activeElement;
      // A transition: React may render the dialog in slices. Its commit, and the synchronous render
      // Radix's refs ask for in it, stay one task (docs/bench-history.md, the popup as an island).
      startTransition(() => {
        setDialog(() => component);
        setOpen(true);
      });
    };
    timer.current = markedTimeout(TIMING_MARKS.popupArmed, TIMING_MARKS.popupFired, () => void open(), delay);
  }, []);

  useEffect(() => {
    if (readRaw(FLAG) !== undefined) return;
    schedule((now) => msUntilAfterPageStart(TIMINGS.preRegistrationDelayMs, now, startedAt));
    const cancelPrefetch = onIdle(() => void loadDialog().catch(() => undefined));
    return () => {
      window.clearTimeout(timer.current);
      cancelPrefetch();
    };
  }, [schedule, startedAt]);

  const decide = (action: PopupAction) => {
    if (action === "later") schedule(TIMINGS.preRegistrationSnoozeMs);
    else write(FLAG, "true");
    // No trigger to go back to: the focus returns to where the visitor was, at once (Radix would
    // do it a timer later, after the dialog and its focus trap are gone).
    const target = returnTo.current;
    returnTo.current = null;
    flushSync(() => setOpen(false));
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  return Dialog ? <Dialog open={open} onDecide={decide} /> : null;
}
