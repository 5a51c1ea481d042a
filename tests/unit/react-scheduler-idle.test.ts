// @vitest-environment jsdom
import { createElement, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { reactSchedulerIdle } from "../support/react-scheduler-idle.ts";

const effects: string[] = [];

function Probe() {
  useEffect(() => {
    effects.push("passive effect");
  });
  return null;
}

it("a page's end waits for the passive effects React queued outside act", async () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
  const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const root = createRoot(document.createElement("div"));
  try {
    root.render(createElement(Probe));
    expect(effects).toEqual([]);
    await reactSchedulerIdle();
    expect(effects).toEqual(["passive effect"]);
  } finally {
    root.unmount();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
});
