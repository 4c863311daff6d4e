/**
 * The structured core end to end: the example shop with its planted contract bug in a git
 * repository, the real pipeline in `pr` mode with a start command, and a scripted model whose first
 * fix is wrong. The verification failure goes back to the model; its second fix is verified.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { resolveOptions } from '../../../src/options.js';
import { runPipeline } from '../../../src/pipeline.js';
import { startScriptedModel, turns, type ScriptedModel } from '../../__fixtures__/openai/scripted-model.js';
import {
  BUG_LINE,
  BUGGY_START,
  SHOP_PASSWORD,
  shopRepository,
  shopSource,
  startBuggyShop,
  type RunningShop,
} from '../../__fixtures__/shop.js';

let shop: RunningShop;
let repo: string;
let model: ScriptedModel | undefined;
let original: string;

beforeAll(async () => {
  shop = await startBuggyShop();
  original = await shopSource();
});
afterAll(() => shop.close());
beforeEach(async () => {
  repo = await shopRepository('falcon-structured-');
});
afterEach(async () => {
  await model?.close();
  model = undefined;
  await rm(repo, { recursive: true, force: true });
});

async function investigate(core: string, extra: Record<string, string> = {}) {
  const options = resolveOptions(
    {
      'base-url': shop.url,
      types: 'smoke,contract',
      agent: 'on',
      'llm-base-url': model!.url,
      model: 'scripted-1',
      confirmations: 'pr',
      core,
      history: 'off',
      ...extra,
    },
    repo,
    (name) => `--${name}`,
  );
  const warnings: string[] = [];
  const result = await runPipeline(options, {
    env: { ...process.env, SHOP_PASSWORD },
    publisher: { log: { info: () => undefined, warning: (message) => warnings.push(message) } },
  });
  return { result, warnings };
}

const START = {
  'start-command': BUGGY_START,
  'ready-url': '/health',
  'ready-timeout': '20s',
};

it('retries with the verification result until the fix is verified', async () => {
  // Attempt 1 "fixes" the wrong line; attempt 2 removes the bug.
  const wrong = original.replace('res.writeHead(status, {', "res.writeHead(status, { 'x-fixed': 'no',");
  expect(wrong).not.toBe(original);
  model = await startScriptedModel([
    turns.call('plan', {
      action: 'add',
      task: 'price is sent as a string; send the number; contract_products must pass',
    }),
    turns.call('write_file', { path: 'server.js', content: wrong }),
    turns.text('Final Answer: a header was missing.'),
    turns.call('write_file', {
      path: 'server.js',
      content: original.replace(BUG_LINE, 'sendJson(res, 200, product);'),
    }),
    turns.text('Final Answer: getProduct sent price as a string; it now sends the number.'),
  ]);
  const { result } = await investigate('structured', START);

  expect(result.exitCode).toBe(1);
  const investigation = result.investigation!;
  expect(investigation.core).toMatchObject({
    ran: 'structured',
    source: 'requested',
    metrics: { subTasks: 2 },
  });
  expect(investigation.proposals).toHaveLength(1);
  expect(investigation.proposals[0]!.verification.status).toBe('verified');
  expect(investigation.proposals[0]!.files[0]!.diff).toContain('+      sendJson(res, 200, product);');

  // The second attempt was told, in plain words, why the first fix failed.
  const retryTask = JSON.stringify(model.requests[3]!.body['messages']);
  expect(retryTask).toContain('did not pass verification');
  expect(retryTask).toContain('1 target flow still fails: .falcon/flows/contract_products.yaml');
  expect(retryTask).toContain('x-fixed');
  expect(await readFile(path.join(repo, 'server.js'), 'utf8')).toBe(original);
});

describe('what the model is told of a fix that failed', () => {
  /** A plausible wrong fix: the price stays a string, only written differently ("12.5"). */
  const wrongButClose = () =>
    original.replace(
      BUG_LINE,
      'sendJson(res, 200, priceAsString ? { ...product, price: String(product.price) } : product);',
    );
  const right = () => original.replace(BUG_LINE, 'sendJson(res, 200, product);');
  /** What the retry says the patched service answered: the price as the wrong fix wrote it. */
  const toldWhatTheFixDid = (messages: unknown) =>
    JSON.stringify(messages).includes('with your fix:   got $.price: must be a number (got \\"12.5\\")');

  /**
   * A model that reacts to what it is told, as a real one does: after staging a change it answers;
   * it stages the right fix only once it reads what its wrong fix made the service answer.
   */
  function reactiveModel(options: { coach?: boolean; stubborn?: boolean } = {}) {
    return ({ body }: { body: Record<string, unknown> }) => {
      const messages = body['messages'] as Array<{ role: string; content: string | null }>;
      if (options.coach && JSON.stringify(messages[0]).includes('You are the coach')) {
        return turns.text(JSON.stringify({ issues: [] }));
      }
      if (messages.at(-1)?.role === 'tool')
        return turns.text('Final Answer: getProduct sends price as a string.');
      const content = !options.stubborn && toldWhatTheFixDid(messages) ? right() : wrongButClose();
      return turns.call('write_file', { path: 'server.js', content });
    };
  }

  it('gives the failing check of the re-run beside the original one, and records each attempt', async () => {
    model = await startScriptedModel(reactiveModel());
    const { result } = await investigate('structured', START);
    const investigation = result.investigation!;
    expect(investigation.proposals.map((proposal) => proposal.verification.status)).toEqual(['verified']);
    expect(investigation.proposals[0]!.files[0]!.diff).toContain('+      sendJson(res, 200, product);');

    const retry = JSON.stringify(
      model.requests.find((request) => toldWhatTheFixDid(request.body['messages']))!.body,
    );
    expect(retry).toContain('before your fix: got $.price: must be a number (got \\"12.50\\")');
    expect(retry).toContain('GET /products/1 → 200');
    expect(investigation.attempts).toEqual([
      {
        number: 1,
        files: [{ path: 'server.js', added: 1, removed: 1 }],
        outcome: 'failed',
        detail: expect.stringContaining('(got "12.5")'),
        posted: false,
      },
      { number: 2, files: [{ path: 'server.js', added: 1, removed: 1 }], outcome: 'verified', posted: true },
    ]);
  });

  it('stops when an attempt stages a change it already tried, and says so', async () => {
    model = await startScriptedModel(reactiveModel({ stubborn: true }));
    const { result } = await investigate('structured', START);
    const investigation = result.investigation!;
    expect(investigation.attempts?.map((attempt) => attempt.outcome)).toEqual(['failed', 'repeated']);
    expect(investigation.agent).toMatchObject({
      message:
        'attempt 2 staged the same change as attempt 1, which did not pass verification, so the structured core stopped',
    });
    // Two sessions of two turns each: the repeat was not verified again, nothing ran after it.
    expect(model.requests).toHaveLength(4);
    expect(investigation.proposals.map((proposal) => proposal.verification.status)).toEqual(['failed']);
  });

  it("under the adversarial core, the coach's review of the wrong fix cites the failing check and only the right fix is proposed", async () => {
    model = await startScriptedModel(reactiveModel({ coach: true }));
    const { result } = await investigate('adversarial', START);
    const investigation = result.investigation!;
    expect(investigation.proposals).toHaveLength(1);
    expect(investigation.proposals[0]!.verification.status).toBe('verified');
    expect(investigation.proposals[0]!.review).toMatchObject({ approved: true, score: 1, iterations: 2 });
    const [first, second] = investigation.attempts!;
    expect(first).toMatchObject({ outcome: 'failed', posted: false });
    expect(first!.review).toMatchObject({
      approved: false,
      score: 0.6,
      issues: [
        { severity: 'critical', message: expect.stringMatching(/^verification failed: .*\(got "12\.5"\)/) },
      ],
    });
    expect(second).toMatchObject({ outcome: 'verified', posted: true, review: { approved: true } });
  });
});

it('says so and falls back to freeform when fixes cannot be verified', async () => {
  model = await startScriptedModel([turns.text('Final Answer: getProduct sends price as a string.')]);
  const { result, warnings } = await investigate('structured');
  expect(result.investigation!.core).toMatchObject({ ran: 'freeform' });
  expect(warnings).toContain(
    'agent: the structured core verifies its fixes, which needs confirmations: pr and a start-command: the freeform core runs instead',
  );
});

describe('the adversarial core', () => {
  const wrong = () => original.replace('res.writeHead(status, {', "res.writeHead(status, { 'x-fixed': 'no',");
  const right = () => original.replace(BUG_LINE, 'sendJson(res, 200, product);');
  const review = (issues: unknown[]) => turns.text(JSON.stringify({ issues }));

  it('sends a rejected fix back with the critique, and approves the clean one with its score', async () => {
    model = await startScriptedModel([
      turns.call('write_file', { path: 'server.js', content: wrong() }),
      turns.text('Final Answer: a header was missing.'),
      review([{ severity: 'critical', message: 'changes an unrelated header instead of the price' }]),
      turns.call('write_file', { path: 'server.js', content: right() }),
      turns.text('Final Answer: getProduct sent price as a string; it now sends the number.'),
      review([]),
    ]);
    const { result } = await investigate('adversarial');
    const investigation = result.investigation!;
    expect(investigation.core).toMatchObject({ ran: 'adversarial', metrics: { reviewIterations: 2 } });
    expect(investigation.proposals).toHaveLength(1);
    expect(investigation.proposals[0]!.review).toEqual({
      approved: true,
      score: 1,
      issues: [],
      iterations: 2,
    });
    expect(investigation.proposals[0]!.files[0]!.diff).toContain('+      sendJson(res, 200, product);');

    const coachRequest = model.requests[2]!.body;
    expect(coachRequest['tools']).toBeUndefined();
    expect(JSON.stringify(coachRequest['messages'])).toContain('You are the coach');
    expect(JSON.stringify(model.requests[3]!.body['messages'])).toContain(
      'The reviewer rejected your fix (score 0.6, 0.8 needed)',
    );
  });

  it('never lets a fix the coach keeps rejecting become a suggestion', async () => {
    const rejected = [
      turns.call('write_file', { path: 'server.js', content: wrong() }),
      turns.text('Final Answer: a header was missing.'),
      review([{ severity: 'critical', message: 'loosens nothing but fixes nothing either' }]),
    ];
    model = await startScriptedModel([...rejected, ...rejected, ...rejected]);
    const { result } = await investigate('adversarial');
    const [proposal] = result.investigation!.proposals;
    expect(proposal!.review).toMatchObject({ approved: false, score: 0.6, iterations: 3 });
    const { planSuggestions } = await import('../../../src/publish/github/suggestions.js');
    const plan = planSuggestions(
      [proposal!],
      [{ path: 'server.js', patch: '@@ -1,1 +1,1 @@\n-x\n+y' }],
      'all',
    );
    expect(plan.suggestions).toEqual([]);
    expect(plan.outsideDiff.map((part) => part.reason)).toEqual(['not approved by the review']);
  });

  it('scores issues 1 − (0.4·critical + 0.2·major + 0.1·minor) and reads the verdict out of prose', async () => {
    const { parseIssues, qualityScore } = await import('../../../src/investigate/cores/adversarial.js');
    expect(qualityScore([{ severity: 'critical' }, { severity: 'major' }, { severity: 'minor' }])).toBe(0.3);
    expect(qualityScore([{ severity: 'critical' }, { severity: 'critical' }, { severity: 'critical' }])).toBe(
      0,
    );
    expect(
      parseIssues('Here is my review:\n```json\n{"issues": [{"severity": "minor", "message": "long"}]}\n```'),
    ).toEqual([{ severity: 'minor', message: 'long' }]);
    expect(parseIssues('Looks good to me!')).toEqual([
      { severity: 'major', message: 'the review was not the JSON asked for, so the fix is not approved' },
    ]);
  });
});

describe('the review in the comment', () => {
  it('shows the coach’s verdict, its score and its issues beside the fix', async () => {
    const { renderProposals } = await import('../../../src/report/render/investigation.js');
    const text = renderProposals(
      [
        {
          id: 'abc123',
          title: 'Send price as a number',
          rationale: '',
          files: [
            {
              path: 'server.js',
              diff: '--- a/server.js\n+++ b/server.js\n',
              added: 1,
              removed: 1,
              created: false,
            },
          ],
          targetFlows: ['.falcon/flows/contract_products.yaml'],
          verification: { status: 'verified', passed: [] },
          review: {
            approved: true,
            score: 0.9,
            issues: [{ severity: 'minor', message: 'a comment would help' }],
            iterations: 2,
          },
        },
      ],
      undefined,
      '###',
    );
    expect(text).toContain(
      '✅ **approved by the review** (score 0.90 after 2 rounds): minor: a comment would help',
    );
  });
});
