/**
 * Every unit test (vitest.config.ts): Testing Library's waitFor and findBy* wait up to 10 s
 * instead of 1 s. They still return as soon as what they wait for is there; the longer bound only
 * keeps a busy or slow machine (a build beside the tests, a CI runner three times slower) from
 * failing a test that would pass given the time: a verdict never depends on the machine's speed.
 *
 * A file with a page (jsdom) ends once React has run the work it queued (see reactSchedulerIdle).
 */
import { configure } from "@testing-library/react";
import { afterAll } from "vitest";
import { reactSchedulerIdle } from "./support/react-scheduler-idle.ts";

configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== "undefined") afterAll(reactSchedulerIdle);
