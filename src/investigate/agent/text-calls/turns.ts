/**
 * Another speaker's turn inside a reply. A model that writes the user's, the system's or a tool's
 * turn is reproducing a conversation: an earlier exchange echoed back whole (its call, what the
 * call returned, the answer), or one it went on inventing past its own turn because nothing
 * stopped it. Either way no call in it is the model's action now: one was made before, the other
 * acts on a result nobody returned.
 *
 * Two kinds of marker open such a turn:
 * - A chat template's role marker, anywhere in the reply, in the spellings servers leave in the
 *   text: ChatML (`<|im_start|>tool`), Llama 3 and 4 headers, Gemma's turns, Apertus', Phi's and
 *   GLM's role tokens, Granite's roles, Command's turn tokens, Harmony's `<|start|>` for users and
 *   tools, Mistral's `[INST]` and `[TOOL_RESULTS]`, DeepSeek's user and tool-output tokens, Kimi's,
 *   NeMo's, Seed-OSS's, MiniMax's and EXAONE's; and API messages of those roles (`"role": "tool"`).
 * - What a call returned, after a call: an output element (`<tool_response>`, `<output>`,
 *   `<result>`), an output token (`[TOOL_RESULT]`, ModelScope's `<|startofexec|>`), an output
 *   fence (Gemma's `tool_outputs`), a line giving the result after an arrow (`→ 65536`), ReAct's
 *   `Observation:` with an answer after it, the indented lines a command printed under its line, a
 *   list of results presented after it.
 *   Before any call it is a result the model restates and reasons from.
 *
 * The assistant's own turn opening after a call says the same from the other side: what stood
 * before it was an earlier turn.
 *
 * A marker with nothing after it is the model handing the turn over (GLM's `<|observation|>`,
 * ReAct's `Observation:` left by the stop word): its call is the action.
 */
import { balanced } from './json.js';
import { OBSERVATION_LINE } from './react.js';

const OTHER_ROLES = String.raw`(?:user|system|developer|tool|tool_response|ipython|function|observation)`;
const ROLE_MARKER = new RegExp(
  [
    String.raw`<\|im_start\|>[ \t]*${OTHER_ROLES}\b`,
    String.raw`<\|im_(?:user|system)\|>`,
    String.raw`<\|(?:start_header_id|header_start)\|>[ \t]*${OTHER_ROLES}[ \t]*<\|(?:end_header_id|header_end)\|>`,
    String.raw`<start_of_turn>[ \t]*user\b|<\|turn>[ \t]*(?:user|system|tool)\b`,
    String.raw`<\|(?:user|system|developer)_start\|>`,
    String.raw`<\|(?:user|system|observation)\|>`,
    String.raw`<\|start_of_role\|>[ \t]*${OTHER_ROLES}[ \t]*<\|end_of_role\|>`,
    String.raw`<\|(?:USER|SYSTEM)_TOKEN\|>`,
    String.raw`<\|start\|>[ \t]*(?:user|system|developer|functions\.)`,
    String.raw`\[(?:INST|TOOL_RESULTS|SYSTEM_PROMPT)\]`,
    String.raw`<[｜|](?:User|tool[▁_ ]outputs?[▁_ ]begin)[｜|]>`,
    String.raw`<extra_id_1>[ \t]*(?:User|Tool|System)\b`,
    String.raw`<seed:bos>[ \t]*${OTHER_ROLES}\b`,
    String.raw`\]~b\][ \t]*${OTHER_ROLES}\b`,
    String.raw`\[\|(?:user|system|tool)\|\]`,
    // A speaker's tag first on a line (`[system] …`); a conversation as API messages (`{"role": "tool", …}`).
    String.raw`^[ \t]*\[(?:system|user|tool|function)\]`,
    String.raw`"role"\s*:\s*"${OTHER_ROLES}"`,
  ].join('|'),
  'gim',
);
/** The assistant's own turn opening, in the templates' spellings (Harmony's are read by its reader). */
const ASSISTANT_OPENING =
  /<\|im_start\|>[ \t]*assistant\b|<\|(?:start_header_id|header_start)\|>[ \t]*assistant[ \t]*<\|(?:end_header_id|header_end)\|>|<start_of_turn>[ \t]*model\b|<\|assistant_start\|>|<\|start_of_role\|>[ \t]*assistant[ \t]*<\|end_of_role\|>|<\|CHATBOT_TOKEN\|>|<[｜|]Assistant[｜|]>/;
const OUTPUT_MARKER = new RegExp(
  [
    // Not a bare `<response>`: llama.cpp's Hermes 2 Pro format wraps the model's own call in it.
    String.raw`<(?:(?:tool|function)[_-]?)?(?:results?|outputs?|observations?)>|<(?:tool|function)[_-]?responses?>`,
    // Retrieval agents' results after a search (`<information>` of Search-R1's format).
    String.raw`<information>`,
    String.raw`\[(?:TOOL|FUNCTION)[_ ](?:RESULTS?|OUTPUTS?|RESPONSES?)\]`,
    String.raw`<\|(?:startofexec|(?:begin_)?(?:\w+_)?(?:outputs?|results?|responses?))\|>`,
    // Gemma's ```` ```tool_outputs ```` fence; a line that gives the result after an arrow.
    String.raw`^[ \t]*(?:\`{3,}|~{3,})[ \t]*(?:tool_|function_)?(?:outputs?|results?|responses?)\b`,
    String.raw`^[ \t]*[→⇒][ \t]*\S`,
  ].join('|'),
  'gim',
);
/**
 * An answer line: ReAct's observation counts only when one follows it, since a model that invents
 * an observation and goes on acting was only not stopped at it, and its first action is still the
 * one it meant.
 */
const ANSWER = /^[ \t>#*_-]*(?:[*_]{2})?(?:final[ _-]?)?answer(?:[*_]{2})?[ \t]*:|<answer>/im;
/**
 * Indented lines, then a line of text that is not: what a command printed, then what followed. A
 * closing tag is the call's own wrapper closing, not output.
 */
const INDENTED_BLOCK = /^((?:[ \t]+(?!<\/)\S[^\n]*\n)+)(?:[ \t]*\n)*\S/;
/**
 * After a blank line, a line that introduces a list ("Current weather in Paris:", "Based on the
 * search results, it introduces:"), then the list: results presented as if the call had returned.
 */
const PRESENTED = /\n[ \t]*\n([^\n]*\S[ \t]*:)[ \t]*\n(?:[ \t]*(?:[-*•]|\d+[.)])[ \t]+\S[^\n]*(?:\n|$)){2}/;
const CLOSING = /<\/|```|[)\]}][ \t]*$/m;
/** An end-of-turn token, last in the text: `<|im_end|>`, `</s>`, `<｜end▁of▁sentence｜>`. */
const TRAILING_TOKEN = /(?:<\|[^|<>\n]{1,30}\|>|<\/s>|<[｜|][^｜|<>\n]{1,30}[｜|]>)$/;

/**
 * The first marker in `text` of another speaker's turn, as written: a role marker anywhere, or what
 * a call returned after `firstCall` (where the first call starts); undefined when there is none.
 * `values` are the calls' own argument values: a marker written there as well (a file being
 * written that holds `<result>`, a request body with `"role": "user"`) is the call's content, so
 * only markers beyond those count.
 */
export function otherSpeakersTurn(text: string, firstCall: number, values = ''): string | undefined {
  const end = contentEnd(text);
  const outside = (marker: RegExp, from: number): RegExpExecArray | undefined => {
    // A marker with nothing after it hands the turn over.
    const found = [...text.slice(from, end).matchAll(marker)].filter(
      (match) => from + match.index + match[0].length < end,
    );
    return found.length > [...values.matchAll(marker)].length ? found[0] : undefined;
  };
  const role = outside(ROLE_MARKER, 0);
  if (role) return role[0].trim();
  // The assistant's turn opening after a call, even last: what came before it was the prompt.
  const opening = ASSISTANT_OPENING.exec(text.slice(firstCall + 1));
  if (opening && !/<\|channel\|>|<\|message\|>/.test(text.slice(firstCall))) return opening[0].trim();
  const output = outside(OUTPUT_MARKER, firstCall);
  if (output) return output[0].trim();
  const after = text.slice(firstCall);
  const printed = printedUnder(text, firstCall, end);
  if (printed !== undefined) return printed;
  const presented = PRESENTED.exec(after);
  // A list with the call's closing after it (a tag, a fence, a bracket) is inside the call: a value.
  if (presented && !CLOSING.test(after.slice(presented.index + presented[0].length)))
    return presented[1]?.trim();
  const observation = outside(OBSERVATION_LINE, firstCall);
  const answer = observation && ANSWER.exec(after.slice(observation.index));
  if (observation && answer) return observation[0].trim();
  return undefined;
}

/**
 * A command-line transcript: the call alone on its line with its brackets closed, the lines under
 * it indented (what it printed), then text again (the answer drawn from it). Returns the first
 * printed line.
 */
function printedUnder(text: string, firstCall: number, end: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', firstCall - 1) + 1;
  const lineEnd = text.indexOf('\n', firstCall);
  const before = text.slice(lineStart, firstCall);
  if (lineEnd === -1 || (before.trim() !== '' && !/:\s*$/.test(before))) return undefined;
  // The whole call on its line, brackets and all: not the opening of a wrapper around the lines below.
  const call = text.slice(firstCall, lineEnd).trimEnd();
  if (!/[([{]/.test(call) || !/[)\]}]$/.test(call) || !balanced(call)) return undefined;
  const block = INDENTED_BLOCK.exec(text.slice(lineEnd + 1, end));
  return block ? block[1]?.trim() : undefined;
}

/**
 * Where the text's content ends, before the blanks and end-of-turn tokens after it: a marker past
 * it is the model handing the turn over. Walked back a token at a time, so a long run stays linear.
 */
function contentEnd(text: string): number {
  let end = text.length;
  for (;;) {
    while (end > 0 && /\s/.test(text[end - 1] ?? '')) end--;
    const token = TRAILING_TOKEN.exec(text.slice(Math.max(0, end - 34), end));
    if (!token) return end;
    end -= token[0].length;
  }
}

/**
 * GLM-4's header: `<|assistant|>` then a metadata line naming where the content goes
 * (`<|assistant|>simple_browser⏎search("…")` addresses a built-in browser). Content addressed to
 * a tool is that tool's input, whatever call it looks like.
 */
const ADDRESSED = /<\|assistant\|>[ \t]*([A-Za-z_][\w.-]*)[ \t]*\r?\n[ \t]*\S/;

/** The tool the reply's content is addressed to, when its header names one. */
export function addressee(text: string): string | undefined {
  return ADDRESSED.exec(text)?.[1];
}
