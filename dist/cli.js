#!/usr/bin/env node
import { E as EXIT_INPUT_ERROR, p as packageJson, a as EXIT_BUG } from './chunks/exit-codes.js';

/**
 * Refuses a Node older than Falcon CI is built for, in words, before anything else is loaded: the
 * bundle takes Node's own modules with `process.getBuiltinModule` and keeps its history with
 * `node:sqlite`, so on an older Node it would fail with an error that reads like a bug of its own.
 * Imported first by the CLI's entry, so it runs first.
 */
/** The oldest Node Falcon CI runs on: package.json's `engines.node`, a `>=major.minor` range. */
const OLDEST_NODE = oldestNode(packageJson.engines.node);
function oldestNode(range) {
    const match = /^>=(\d+)\.(\d+)/.exec(range);
    if (!match)
        throw new Error(`package.json's engines.node is not a >=major.minor range: ${range}`);
    return [Number(match[1]), Number(match[2])];
}
/** What to tell someone running Falcon CI on Node `version` (e.g. `20.20.2`); undefined when it is recent enough. */
function nodeVersionProblem(version) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    const [oldestMajor, oldestMinor] = OLDEST_NODE;
    if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor))
        return undefined;
    return `falcon: Falcon CI needs Node ${oldestMajor}.${oldestMinor} or newer, and this is Node ${version}: install a newer Node (https://nodejs.org) and run it again`;
}
const problem = nodeVersionProblem(process.versions.node);
if (problem !== undefined) {
    process.stderr.write(`${problem}\n`);
    process.exit(EXIT_INPUT_ERROR);
}

const builtin$1 = process.getBuiltinModule('node:module');

const builtin = process.getBuiltinModule('node:v8');

// First: on a Node too old to run the rest, this says so and stops.
// V8 lets the young generation grow to 64 MB twice over while a run builds its flows and results,
// and that space stays with the process: a flow of 20,000 steps peaked at 350 MB. Kept at its
// first size, the young generation is collected more often, each time cheaply, and the same run
// peaks near 220 MB in the same time. (The size limits are read once, when V8 starts; the growth
// factor is read at each growth, so it can still be set here.)
builtin.setFlagsFromString('--semi-space-growth-factor=1');
// Node keeps the bundle's compiled code on disk (its compile cache, in the temporary folder unless
// NODE_COMPILE_CACHE says where; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a second run skips
// parsing and compiling it. Enabled before the CLI is imported, so the CLI is cached too.
builtin$1.enableCompileCache?.();
const { main } = await import('./chunks/cli.js');
// A reader that stops early (`falcon history | head`) closes the pipe. What was left to print has
// no reader, but the run goes on to its verdict, reports and exit code; only that error is dropped.
process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
        throw error;
});
// The bundle's entry: kept apart from cli.ts so tests can import `main` without running it.
main(process.argv.slice(2), process.env, process.cwd()).then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`falcon: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\nThis is a bug in Falcon CI; please report it with the lines above.\n`);
    process.exitCode = EXIT_BUG;
});
