import { renderTemplate, templateReferences, type TemplateScope } from './template.js';
import type { Expect } from './types.js';

/**
 * The parts of a step's expectations that may hold `{{placeholders}}`: header and body checks
 * (`eq: "{{productId}}"`). Schemas are never templated: they are compiled once and reused, and a
 * `{{` inside a schema (a `pattern`, say) means itself.
 */
export function templatedExpectations(expect: Expect): Pick<Expect, 'headers' | 'body'> {
  return { headers: expect.headers, body: expect.body };
}

/** Whether a step's expectations hold placeholders, decided once per step rather than per request. */
const templated = new WeakMap<Expect, boolean>();

/** The expectations with their placeholders filled; untouched (same object) when there are none. */
export function renderExpect(expect: Expect, scope: TemplateScope): Expect {
  let hasPlaceholders = templated.get(expect);
  if (hasPlaceholders === undefined) {
    hasPlaceholders = templateReferences(templatedExpectations(expect)).length > 0;
    templated.set(expect, hasPlaceholders);
  }
  return hasPlaceholders ? { ...expect, ...renderTemplate(templatedExpectations(expect), scope) } : expect;
}
