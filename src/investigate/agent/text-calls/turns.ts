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
 *   NeMo's, Seed-OSS's, MiniMax's and EXAONE's.
 * - What a call returned, after a call: an output element (`<tool_response>`, `<output>`,
 *   `<result>`), an output token (`[TOOL_RESULT]`, ModelScope's `<|startofexec|>`), ReAct's
 *   `Observation:` with an answer after it. Before any call it is a result the model restates and
 *   reasons from.
 *
 * A marker with nothing after it is the model handing the turn over (GLM's `<|observation|>`,
 * ReAct's `Observation:` left by the stop word): its call is the action.
 */
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
  ].join('|'),
  'i',
);
const OUTPUT_MARKER = new RegExp(
  [
    // Not a bare `<response>`: llama.cpp's Hermes 2 Pro format wraps the model's own call in it.
    String.raw`<(?:(?:tool|function)[_-]?)?(?:results?|outputs?|observations?)>|<(?:tool|function)[_-]?responses?>`,
    String.raw`\[(?:TOOL|FUNCTION)[_ ](?:RESULTS?|OUTPUTS?|RESPONSES?)\]`,
    String.raw`<\|(?:startofexec|(?:tool|function|python)[_ ]?(?:outputs?|results?|responses?))\|>`,
  ].join('|'),
  'i',
);
/**
 * ReAct's observation counts when an answer follows it: a model that invents one and goes on
 * acting was only not stopped at it, and its first action is still the one it meant.
 */
const OBSERVATION = /^[ \t]*(?:[*_]{2})?observation(?:[*_]{2})?[ \t]*:/im;
const ANSWER = /^[ \t>#*_-]*(?:[*_]{2})?(?:final[ _-]?)?answer(?:[*_]{2})?[ \t]*:|<answer>/im;
/** An end-of-turn token, last in the text: `<|im_end|>`, `</s>`, `<｜end▁of▁sentence｜>`. */
const TRAILING_TOKEN = /(?:<\|[^|<>\n]{1,30}\|>|<\/s>|<[｜|][^｜|<>\n]{1,30}[｜|]>)$/;

/**
 * The first marker of another speaker's turn in `text`, as written: a role marker anywhere, or
 * what a call returned after `firstCall` (where the first call starts); undefined when there is none.
 */
export function otherSpeakersTurn(text: string, firstCall: number): string | undefined {
  const end = contentEnd(text);
  const opens = (match: RegExpExecArray | null, offset: number): match is RegExpExecArray =>
    match !== null && offset + match.index + match[0].length < end;
  const role = ROLE_MARKER.exec(text);
  if (opens(role, 0)) return role[0].trim();
  const after = text.slice(firstCall);
  const output = OUTPUT_MARKER.exec(after);
  if (opens(output, firstCall)) return output[0];
  const observation = OBSERVATION.exec(after);
  const answer = ANSWER.exec(after);
  if (opens(observation, firstCall) && answer && answer.index > observation.index) return observation[0].trim();
  return undefined;
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
