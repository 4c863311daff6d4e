/**
 * Refuses a Node older than Falcon CI is built for, in words, before anything else is loaded: the
 * bundle takes Node's own modules with `process.getBuiltinModule` and keeps its history with
 * `node:sqlite`, so on an older Node it would fail with an error that reads like a bug of its own.
 * Imported first by the CLI's entry, so it runs first.
 */
import packageJson from '../../package.json' with { type: 'json' };
import { EXIT_INPUT_ERROR } from '../core/exit-codes.js';

/** The oldest Node Falcon CI runs on: package.json's `engines.node`, a `>=major.minor` range. */
export const OLDEST_NODE = oldestNode(packageJson.engines.node);

function oldestNode(range: string): readonly [number, number] {
  const match = /^>=(\d+)\.(\d+)/.exec(range);
  if (!match) throw new Error(`package.json's engines.node is not a >=major.minor range: ${range}`);
  return [Number(match[1]), Number(match[2])];
}

/** What to tell someone running Falcon CI on Node `version` (e.g. `20.20.2`); undefined when it is recent enough. */
export function nodeVersionProblem(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [oldestMajor, oldestMinor] = OLDEST_NODE;
  if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor)) return undefined;
  return `falcon: Falcon CI needs Node ${oldestMajor}.${oldestMinor} or newer, and this is Node ${version}: install a newer Node (https://nodejs.org) and run it again`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exit(EXIT_INPUT_ERROR);
}
