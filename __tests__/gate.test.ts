import { decideGate } from '../src/gate.js';
import type { Coverage, FlowResult, FlowStatus } from '../src/core/results.js';
import type { FlowType } from '../src/core/modes.js';
import { flowResult } from './__fixtures__/results.js';

function flow(type: FlowType, status: FlowStatus, file = `${type}_${status}.yaml`): FlowResult {
  return flowResult({ file, type, status });
}

describe('decideGate', () => {
  it('passes when every gated flow passed, whatever the others did', () => {
    const gate = decideGate(
      [flow('smoke', 'passed'), flow('contract', 'passed'), flow('performance', 'failed')],
      ['smoke', 'contract'],
    );
    expect(gate.verdict).toBe('pass');
    expect(gate.blocking).toEqual([]);
    expect(gate.nonBlocking.map((result) => result.type)).toEqual(['performance']);
    expect(gate.gatedCount).toBe(2);
  });

  it('fails on a failed or errored gated flow and names them', () => {
    const gate = decideGate(
      [
        flow('smoke', 'failed', 'a.yaml'),
        flow('contract', 'error', 'b.yaml'),
        flow('contract', 'passed', 'c.yaml'),
      ],
      ['smoke', 'contract'],
    );
    expect(gate.verdict).toBe('fail');
    expect(gate.blocking.map((result) => result.file)).toEqual(['a.yaml', 'b.yaml']);
  });

  it('never fails with an empty gate, and says it gated nothing', () => {
    const gate = decideGate([flow('smoke', 'failed')], []);
    expect(gate.verdict).toBe('pass');
    expect(gate.gatedCount).toBe(0);
    expect(gate.nonBlocking).toHaveLength(1);
  });
});

describe('decideGate: coverage', () => {
  const coverage = (exercised: boolean[]): Coverage => ({
    operations: { documented: exercised.length, exercised: exercised.filter(Boolean).length },
    statuses: { documented: 0, exercised: 0 },
    requestMedia: { documented: 0, exercised: 0 },
    responseMedia: { documented: 0, exercised: 0 },
    byOperation: exercised.map((done, index) => ({
      operation: `GET /op${index}`,
      exercised: done,
      statuses: { documented: [], exercised: [] },
      undocumented: [],
      requestMedia: { documented: [], exercised: [] },
      responseMedia: { documented: [], exercised: [] },
    })),
  });
  const passing = [flow('smoke', 'passed')];

  it('fails below min_operations and lists every operation not exercised', () => {
    const gate = decideGate(passing, ['smoke'], undefined, [], {
      coverage: coverage([true, false, true, false, true]),
      minOperations: 80,
    });
    expect(gate.verdict).toBe('fail');
    expect(gate.coverage).toMatchObject({ percent: 60, passed: false, missing: ['GET /op1', 'GET /op3'] });
  });

  it('passes at the threshold exactly, and reports coverage without one', () => {
    const met = decideGate(passing, ['smoke'], undefined, [], {
      coverage: coverage([true, true, true, true, false]),
      minOperations: 80,
    });
    expect(met.verdict).toBe('pass');
    expect(met.coverage).toMatchObject({ percent: 80, passed: true, missing: [] });
    const unset = decideGate(passing, ['smoke'], undefined, [], { coverage: coverage([false]) });
    expect(unset.verdict).toBe('pass');
    expect(unset.coverage).toMatchObject({ percent: 0, passed: true });
    expect(decideGate(passing, ['smoke']).coverage).toBeUndefined();
  });
});
