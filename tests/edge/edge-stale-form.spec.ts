/**
 * In the edge Worker too, a form sent without JavaScript from a page of an earlier build gets the
 * middleware's French answer with what was typed, and nothing reaches the Node origin's store
 * (tests/e2e/stale-form-support.ts). The plain Playwright `test`: the 409 is a console error on purpose.
 */
import { test } from "../browser-test.ts";
import { staleFormWithoutJavaScript } from "../e2e/stale-form-support.ts";

test.use({ javaScriptEnabled: false });

test("a form from an earlier build's page, without JavaScript: the French answer in the Worker, then sent from the page as it is", async ({
  page,
}) => {
  await staleFormWithoutJavaScript(page);
});
