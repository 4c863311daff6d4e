/**
 * Whether the readers of untrusted text stay linear: a model's reply read for tool calls and an
 * error body read for stack frames, each made of one piece repeated (blanks, brackets, tags, fence
 * lines, half-written calls and frames: the shapes that make a careless pattern backtrack), read
 * at 100 KB and at 400 KB. Linear reading takes 4× as long for 4× the text, quadratic 16×;
 * target: the worst piece ≤ 8×, room for the timer's and the collector's noise on reads of a few
 * milliseconds.
 *
 * The eighth row of `npm run bench` (bench/suite.bench.ts).
 */
import { readTextCalls } from '../src/investigate/agent/text-calls/index.js';
import { extractStackLocations } from '../src/investigate/triage/stack-traces.js';
import { ROUNDS, type Row } from './harness.js';

const SMALL = 100_000;
const LARGE = 400_000;
const TARGET = 8;

const PIECES = [
  ' ',
  '\n',
  '{',
  '[',
  '<',
  '<|',
  'a(',
  '```x\n',
  '^^^search\n',
  '<search a="1" ',
  '<search>\n',
  '<tool name="search">',
  'The log shows:\n\n',
  'It was:\n',
  'for example:\n',
  '[Tool result: 1]\n',
  'search(query: ',
  '"x.py", line ',
  'at f (/app/x.js:',
  '/app/x.rb: in f, ',
  '{file,"x.erl"},',
  'Caused by ',
  '  | \t/build/x.go:',
  'Caused by\n',
  'a=%2Fx.rb%3A1&',
  '2026-01-01 00:00 in x.py in ',
  "'x.rs' at line ",
  '1. e\n',
  '<|im_start|>user\n',
  '<output>',
  'Observation: x\n',
  '\u2192 1\n',
  '  search(query="x")\n    1\n',
  '>>> x\n',
  '[x] y\n',
  '`a` b\n',
  '[call:search]',
  'a=1 b=2 ',
  'call:search{',
  'function<\uff5ctool\u2581sep\uff5c>',
  '<p>File: /x.php</p>\n',
  '  2026-01-01 00:00 x\n',
  'x.php [ ',
  '[E] #0 /x.php(1)',
  'a.b.C: x\n  a.b.C.f(C.java:1)\n',
  'a.b/f  x.clj: ',
  '  1: Backtrace::new\n    at /x.rs:1\n  2: a::AError::new\n    at /y.rs:2\n',
];

const TOOLS = [{ name: 'search', parameters: { type: 'object', properties: { query: { type: 'string' } } } }];

/** Warm-up reads before the timed rounds: V8 compiles a regular expression natively only after a few runs. */
const WARM_UPS = 3;

/**
 * The fastest of the rounds, after the warm-up reads: what the reading costs, without the pauses
 * of the collector and of the regular-expression engine's tiering, which a median of a few
 * millisecond-long rounds can still catch.
 */
function timed(read: () => unknown): number {
  for (let warm = 0; warm < WARM_UPS; warm++) read();
  let fastest = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    read();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

export function readersRow(): Row {
  let worst = { piece: '', growth: 0, ms: 0 };
  for (const piece of PIECES) {
    for (const read of [
      (text: string) => readTextCalls(text, TOOLS),
      (text: string) => extractStackLocations(text),
    ]) {
      const small = piece.repeat(Math.ceil(SMALL / piece.length));
      const large = piece.repeat(Math.ceil(LARGE / piece.length));
      // A floor of one millisecond keeps timer noise on a fast piece from reading as growth.
      const largeMs = timed(() => read(large));
      const growth =
        Math.max(1, largeMs) /
        Math.max(
          1,
          timed(() => read(small)),
        );
      if (growth > worst.growth) worst = { piece, growth, ms: largeMs };
    }
  }
  return {
    work: `tool calls and stack frames read from ${PIECES.length} hostile texts, 100 KB and 400 KB: worst growth`,
    floor: 'linear (4×)',
    falcon: `${worst.growth.toFixed(2)}× (${JSON.stringify(worst.piece)}, ${worst.ms.toFixed(0)} ms at 400 KB)`,
    target: `≤ ${TARGET}×`,
    met: worst.growth <= TARGET,
  };
}
