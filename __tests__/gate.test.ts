import { decideGate } from '../src/gate.js';
import type { FlowResult, FlowStatus } from '../src/core/results.js';
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
