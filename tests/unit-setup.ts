/**
 * Every unit test (vitest.config.ts): Testing Library's waitFor and findBy* wait up to 10 s
 * instead of 1 s. They still return as soon as what they wait for is there; the longer bound only
 * keeps a busy or slow machine (a build beside the tests, a CI runner three times slower) from
 * failing a test that would pass given the time: a verdict never depends on the machine's speed.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });
