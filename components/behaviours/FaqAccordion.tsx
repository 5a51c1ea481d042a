"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { adoptEarlyControl } from "../../lib/browser/early-controls.ts";
import type { FaqGroup } from "../../lib/catalog/faq.ts";
import { Icon } from "../icons/Icon.tsx";

/**
 * The FAQ as one Radix accordion over every group: one question open at a time, and a click
 * on the open one closes it. Every answer is in the server-rendered HTML (mounted, `hidden`
 * while closed), so search engines and find-in-page read it; /ressources/faq#<id> opens that question.
 * Before the framework has loaded, the early script (lib/browser/early-controls.ts) opens and closes
 * the questions the same way, one at a time; this component takes over the one left open.
 */
/** The key under which the early script and this component share the questions. */
const EARLY_KEY = "faq";

export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  const [open, setOpen] = useState("");
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const expanded = root.current?.querySelector(`[data-early="${EARLY_KEY}"][aria-expanded="true"]`);
    if (adoptEarlyControl(EARLY_KEY, expanded)) setOpen(expanded?.closest("[data-faq-item]")?.id ?? "");
  }, []);

  useEffect(() => {
    const ids = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
    const openFromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (ids.has(id)) setOpen(id);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [groups]);

  return (
    <Accordion.Root ref={root} type="single" collapsible value={open} onValueChange={setOpen} className="space-y-12">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="text-2xl font-bold">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id} id={item.id} data-faq-item className="group">
                <Accordion.Header>
                  <Accordion.Trigger
                    data-early={EARLY_KEY}
                    data-early-kind="accordion"
                    className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold hover:bg-brand-50"
                  >
                    <span>{item.question}</span>
                    <Icon
                      name="chevron"
                      className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                {/* forceMount keeps the answer in the HTML; `hidden` does what Radix would do by unmounting it. */}
                <Accordion.Content forceMount hidden={open !== item.id}>
                  <p className="px-5 pb-5 body-text">{item.answer}</p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}
