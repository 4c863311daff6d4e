import { nodeVersionProblem } from '../../src/doors/node-version.js';

describe('nodeVersionProblem', () => {
  it.each(['22.19.0', '22.20.1', '24.21.0', '25.0.0'])('accepts Node %s', (version) => {
    expect(nodeVersionProblem(version)).toBeUndefined();
  });

  it.each(['20.20.2', '22.18.0', '18.0.0'])(
    'refuses Node %s in words, naming the version needed',
    (version) => {
      expect(nodeVersionProblem(version)).toBe(
        `falcon: Falcon CI needs Node 22.19 or newer, and this is Node ${version}: install a newer Node (https://nodejs.org) and run it again`,
      );
    },
  );
});
