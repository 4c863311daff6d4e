/**
 * The dialects, in the order they are tried: special-token and markup families first, the loose
 * forms (ReAct, a bare call line) after them, and last the generic readers, for the families none
 * of them knows: command lines (./command-line.ts), a name and key/value pairs between call markup
 * (./pairs.ts), labelled lines naming an offered tool (./labelled.ts) and JSON naming one in any
 * wrapper (./generic.ts), both read as documents in which any key may name the tool
 * (./named.ts). Each recogniser reads the whole message; the calls of the first family that finds
 * any are the message's calls, unless they are calls their tools' schemas refuse and a later
 * family reads as many calls, all of which the schemas accept. A call cut off in any family wins
 * over all: a message that was cut runs nothing.
 */
import { bracketTags } from './bracket-tags.js';
import { chatglm3 } from './chatglm3.js';
import { commandLine } from './command-line.js';
import { commandR } from './command-r.js';
import { inside, type Range } from './context.js';
import { deepseek } from './deepseek.js';
import { functionTag } from './function-tag.js';
import { functionary } from './functionary.js';
import { gemma } from './gemma.js';
import { generic } from './generic.js';
import { glm } from './glm.js';
import { gorilla } from './gorilla.js';
import { granite } from './granite.js';
import { harmony } from './harmony.js';
import { hermes } from './hermes.js';
import { inline } from './inline.js';
import { invoke } from './invoke.js';
import { kimi } from './kimi.js';
import { labelled } from './labelled.js';
import { llama } from './llama.js';
import { mistral } from './mistral.js';
import { pairs } from './pairs.js';
import { ToolNames, type ToolSignature } from './names.js';
import { xmlCall } from './xml-call.js';
import { phi4 } from './phi4.js';
import { pythonic } from './pythonic.js';
import { qwenAgent } from './qwen-agent.js';
import { react } from './react.js';
import { tokenPairs } from './token-pairs.js';
import { NONE, type FoundCall, type Recogniser, type Recognition } from './types.js';

export const RECOGNISERS: readonly Recogniser[] = [
  harmony,
  kimi,
  deepseek,
  commandR,
  mistral,
  functionary,
  llama,
  pythonic,
  gemma,
  chatglm3,
  gorilla,
  phi4,
  granite,
  invoke,
  functionTag,
  glm,
  hermes,
  qwenAgent,
  react,
  inline,
  xmlCall,
  bracketTags,
  tokenPairs,
  commandLine,
  pairs,
  labelled,
  generic,
];

/**
 * `(text, tools) → calls | attempted | none`. Calls and attempts that start in `documentation`
 * (examples, quotations, code that shows syntax) do not count.
 */
export function recognise(
  text: string,
  tools: ToolNames | ReadonlyArray<string | ToolSignature>,
  documentation: readonly Range[] = [],
): Recognition {
  const names = tools instanceof ToolNames ? tools : new ToolNames(tools);
  let firstCalls: FoundCall[] | undefined;
  let fittingCalls: FoundCall[] | undefined;
  let firstAttempt: Recognition | undefined;
  for (const recogniser of RECOGNISERS) {
    const result = outsideDocumentation(recogniser, text, names, documentation);
    if (result.kind === 'calls') {
      const calls = result.calls.filter((call) => !inside(documentation, call.at));
      if (calls.length === 0) continue;
      firstCalls ??= calls;
      // A reading that finds fewer calls than the first one is a part of the message, not all of it.
      if (calls.length >= firstCalls.length && calls.every((call) => fitsSchema(call, names)))
        fittingCalls ??= calls;
    } else if (result.kind === 'attempted' && !inside(documentation, result.at)) {
      if (result.cut) return result;
      firstAttempt ??= result;
    }
  }
  const calls = fittingCalls ?? firstCalls;
  return calls ? { kind: 'calls', calls } : (firstAttempt ?? NONE);
}

/** Documentation ranges a family's failed attempts are blanked out of, at most, before giving up. */
const MAX_BLANKED = 8;

/**
 * What a family reads, not counting what documentation shows: a call it cannot read in an example
 * (`<function=NAME>` in inline code) would make it give up on the whole message, so the example is
 * blanked out (its length kept, so every offset still holds) and the message read again.
 */
function outsideDocumentation(
  recogniser: Recogniser,
  text: string,
  names: ToolNames,
  documentation: readonly Range[],
): Recognition {
  let result = recogniser.recognise(text, names);
  let read = text;
  for (let blanked = 0; blanked < MAX_BLANKED && result.kind === 'attempted'; blanked++) {
    const at = result.at;
    const ranges = documentation.filter(([start, end]) => at >= start && at < end);
    if (ranges.length === 0) break;
    for (const [start, end] of ranges)
      read = read.slice(0, start) + read.slice(start, end).replace(/[^\n]/g, ' ') + read.slice(end);
    result = recogniser.recognise(read, names);
  }
  return result;
}

/**
 * Whether a call's arguments are ones its tool's schema accepts. Where a loose family reads a
 * call its tool refuses (`action: search` read as ReAct, without the query written beside it),
 * a later family that reads the same message into as many calls, each one its tool accepts, read
 * it as meant.
 */
function fitsSchema(call: FoundCall, names: ToolNames): boolean {
  let args: unknown;
  try {
    args = JSON.parse(call.arguments);
  } catch {
    return false;
  }
  return names.accepts(call.name, args);
}
