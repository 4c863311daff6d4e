import { fingerprint, toFilePatches } from '../../../src/investigate/fixes/patches.js';
import { buildProposals, titleOf } from '../../../src/investigate/fixes/proposals.js';
import type { StagedChange } from '../../../src/repo/overlay.js';

const CHANGES: StagedChange[] = [
  {
    path: 'src/limits.ts',
    before: 'export const MAX = 10;\n',
    after: 'export const MAX = 50;\n',
    versions: 1,
  },
  { path: 'src/users.ts', before: 'a\n', after: 'b\n', versions: 2 },
  { path: 'docs/api.md', before: undefined, after: '# API\n', versions: 1 },
];

const RATIONALE = '## Accept page sizes up to 50\n\nThe spec allows limit ≤ 50 but the handler capped at 10.';

describe('buildProposals', () => {
  it('makes one proposal of every staged change when the agent gave no grouping', () => {
    const proposals = buildProposals({
      changes: CHANGES,
      rationale: RATIONALE,
      targetFlows: ['flows/users.yaml'],
    });
    expect(proposals).toHaveLength(1);
    const [proposal] = proposals;
    expect(proposal).toEqual({
      id: fingerprint(toFilePatches(CHANGES)),
      title: 'Accept page sizes up to 50',
      rationale: RATIONALE,
      files: toFilePatches(CHANGES),
      targetFlows: ['flows/users.yaml'],
      verification: { status: 'not_run', reason: 'not verified yet' },
    });
  });

  it("follows the agent's grouping, and the files it left out form one more proposal", () => {
    const proposals = buildProposals({
      changes: CHANGES,
      rationale: RATIONALE,
      targetFlows: ['flows/users.yaml', 'flows/docs.yaml'],
      groups: [
        { files: ['./src/limits.ts', 'src/users.ts'], targetFlows: ['flows/users.yaml'] },
        { files: ['src/users.ts', 'src/not-changed.ts'], title: 'Duplicate only' },
      ],
    });
    expect(proposals.map((proposal) => proposal.files.map((file) => file.path))).toEqual([
      ['src/limits.ts', 'src/users.ts'],
      ['docs/api.md'],
    ]);
    expect(proposals[0]!.targetFlows).toEqual(['flows/users.yaml']);
    expect(proposals[1]!.targetFlows).toEqual(['flows/users.yaml', 'flows/docs.yaml']);
    expect(new Set(proposals.map((proposal) => proposal.id)).size).toBe(2);
  });

  it('gives nothing when no staged change changes anything', () => {
    const unchanged: StagedChange[] = [{ path: 'a.txt', before: 'x\n', after: 'x\n', versions: 1 }];
    expect(buildProposals({ changes: unchanged, rationale: RATIONALE, targetFlows: [] })).toEqual([]);
    expect(buildProposals({ changes: [], rationale: RATIONALE, targetFlows: [] })).toEqual([]);
  });

  it('keeps the same id across runs that stage the same change', () => {
    const first = buildProposals({ changes: CHANGES, rationale: 'one wording', targetFlows: [] });
    const second = buildProposals({ changes: [...CHANGES].reverse(), rationale: 'another', targetFlows: [] });
    expect(second[0]!.id).toBe(first[0]!.id);
  });
});

describe('titleOf', () => {
  it('takes the first non-empty line without Markdown marks', () => {
    expect(titleOf('\n\n- **Fix the limit check**\nmore', ['a'])).toBe('Fix the limit check');
    expect(titleOf('1. Return 404   for unknown ids', ['a'])).toBe('Return 404 for unknown ids');
  });

  it('cuts a long line and names the files when there is no text', () => {
    const title = titleOf('x'.repeat(300), ['a']);
    expect(title).toHaveLength(100);
    expect(title.endsWith('…')).toBe(true);
    expect(titleOf('  \n', ['src/a.ts'])).toBe('Proposed change to src/a.ts');
    expect(titleOf('', ['a', 'b'])).toBe('Proposed change to 2 files');
  });
});
