import { renderTemplate, type TemplateScope } from './template.js';
import type { Expect } from './types.js';

/**
 * The parts of a step's expectations that may hold `{{placeholders}}`: header and body checks
 * (`eq: "{{productId}}"`). Schemas are never templated: they are compiled once and reused, and a
 * `{{` inside a schema (a `pattern`, say) means itself.
 */
export function templatedExpectations(expect: Expect): Pick<Expect, 'headers' | 'body'> {
  return { headers: expect.headers, body: expect.body };
}

/** The expectations with their placeholders filled; untouched (same object) when there are none. */
export function renderExpect(expect: Expect, scope: TemplateScope): Expect {
  if (!expect.headers && !expect.body) return expect;
  if (!JSON.stringify(templatedExpectations(expect)).includes('{{')) return expect;
  return { ...expect, ...renderTemplate(templatedExpectations(expect), scope) };
}
