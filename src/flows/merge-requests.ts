import type { RequestTemplate } from './types.js';

/**
 * The saved request is the base; the step's own fields win, and its headers, query and params merge
 * in. A step that gives its own body (json, body or form) or target (path or url) replaces the
 * saved one whole, so a saved `json` never rides along with a step's `form`.
 */
export function mergeRequests(base: RequestTemplate | undefined, own: RequestTemplate): RequestTemplate {
  if (!base) return own;
  const inherited: RequestTemplate = { ...base };
  if (own.json !== undefined || own.body !== undefined || own.form !== undefined) {
    delete inherited.json;
    delete inherited.body;
    delete inherited.form;
  }
  if (own.path !== undefined || own.url !== undefined) {
    delete inherited.path;
    delete inherited.url;
  }
  const merged: RequestTemplate = { ...inherited, ...own };
  if (base.headers || own.headers) merged.headers = { ...base.headers, ...own.headers };
  if (base.query || own.query) merged.query = { ...base.query, ...own.query };
  if (base.params || own.params) merged.params = { ...base.params, ...own.params };
  return merged;
}
