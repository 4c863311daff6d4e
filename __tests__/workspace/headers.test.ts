/**
 * Headers are checked where they are written, before any request: a name HTTP does not allow, a
 * value with a line break or NUL, and what a header takes from the job's environment (unset, or
 * holding a line break) are input errors naming the file, line and column.
 */
import { workspaceLoader } from '../__fixtures__/workspace.js';

const { load, loadErrors } = workspaceLoader();
const flowWithHeaders = (headers: string) =>
  `steps:\n  - request:\n      path: /users\n      headers:\n${headers}    expect: { status: 200 }\n`;

describe('header names and values', () => {
  it('refuses a header name HTTP does not allow, in a flow, an environment and a saved request', async () => {
    const errors = await loadErrors({
      'flows/smoke_users.yaml': flowWithHeaders('        "x bad": 1\n'),
      'environments/local.yaml': 'base_url: http://127.0.0.1:1\nheaders:\n  "x:colon": yes\n',
      'requests/login.yaml': 'method: POST\npath: /login\nheaders:\n  "(paren)": x\n',
    });
    expect(errors).toHaveLength(3);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\.falcon\/environments\/local\.yaml:3:3: invalid name 'x:colon' in 'headers' — use a header name/,
        ),
        expect.stringMatching(/^\.falcon\/flows\/smoke_users\.yaml:5:9: invalid name 'x bad'/),
        expect.stringMatching(/^\.falcon\/requests\/login\.yaml:4:3: invalid name '\(paren\)' in 'headers'/),
      ]),
    );
  });

  it('refuses a header value with a line break', async () => {
    const errors = await loadErrors({
      'flows/smoke_users.yaml': flowWithHeaders('        x-note: "one\\r\\nx-injected: two"\n'),
    });
    expect(errors).toEqual([expect.stringMatching(/^\.falcon\/flows\/smoke_users\.yaml:5:17: .*x-note/)]);
  });

  it('refuses an unset or multi-line {{env.NAME}} in the headers of the environment the flows use', async () => {
    const files = {
      'flows/smoke_users.yaml': flowWithHeaders('        x-trace: "{{env.TRACE}}"\n'),
      'environments/local.yaml':
        'base_url: http://127.0.0.1:1\nheaders:\n  authorization: "Bearer {{env.API_TOKEN}}"\n',
    };
    expect(await loadErrors(files, { TRACE: 'ok' })).toEqual([
      ".falcon/environments/local.yaml:3:18: environment variable API_TOKEN is not set ({{env.API_TOKEN}} in header 'authorization' of environment 'local') — set API_TOKEN in the environment of the job, e.g. env: in the workflow step",
    ]);
    expect(await loadErrors(files, { TRACE: 'line\n', API_TOKEN: 'token\n' })).toEqual([
      expect.stringMatching(
        /^\.falcon\/environments\/local\.yaml:3:18: environment variable API_TOKEN holds a line break/,
      ),
      expect.stringMatching(
        /^\.falcon\/flows\/smoke_users\.yaml:5:18: environment variable TRACE holds a line break/,
      ),
    ]);
  });

  it('does not judge an environment no selected flow uses', async () => {
    const workspace = await load({
      'flows/smoke_users.yaml': 'environment: local\n' + flowWithHeaders('        x-ok: yes\n'),
      'environments/local.yaml': 'base_url: http://127.0.0.1:1\n',
      'environments/prod.yaml':
        'base_url: https://api.example.com\nheaders:\n  authorization: "{{env.PROD_TOKEN}}"\n',
    });
    expect(workspace.flows).toHaveLength(1);
  });
});
