/**
 * The one rule for a URL something is sent to (an environment's `base_url`, a step's or saved
 * request's `url`, the model's `ollama.url` and `openai.base_url`): absolute, http or https, and
 * without `user:password@`, which the HTTP clients drop (so the requests would go out
 * unauthenticated) and which messages would print. The loader checks each URL where it is written
 * by this rule, the rule the clients apply when they are sent.
 */
export type HttpUrlProblem = 'not-http' | 'credentials';

export function httpUrlProblem(text: string): HttpUrlProblem | undefined {
  const url = URL.parse(text.trim());
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'not-http';
  if (url.username !== '' || url.password !== '') return 'credentials';
  return undefined;
}

/** A URL problem in words: `label` names the setting (`base_url`, `ollama.url`); the URL is shown only when it holds no password. */
export function describeUrlProblem(
  label: string,
  text: string,
  problem: HttpUrlProblem,
  advice: { example: string; credentials: string } = {
    example: 'http://localhost:3000',
    credentials:
      'remove them and send them in a header instead, e.g. authorization: "Basic {{env.API_AUTH}}"',
  },
): { message: string; hint: string } {
  return problem === 'not-http'
    ? {
        message: `${label} must be an absolute http(s) URL, not ${JSON.stringify(text)}`,
        hint: `write it with its scheme, e.g. ${advice.example}`,
      }
    : {
        message: `${label} must not carry credentials (user:password@): they would not be sent`,
        hint: advice.credentials,
      };
}
