/**
 * What a message says after its last call. A model that calls a tool stops there: it has not seen
 * the result, so the end of its turn is markup (closing tags, end-of-turn tokens, a fence's end) and
 * at most a word on what it is about to do. Prose after the call is what a call shown rather than
 * made is followed by: the answer it was an example in, the result it returned, the sentence it
 * was quoted in ("I was going to write <tool_call>…</tool_call> but this is simple: 10"), the log
 * line it was printed on.
 *
 * The prose is judged by its form, not by its words: markup is set aside, then a line that is the
 * model's own step (a ReAct `Thought:`) or a statement of what it is doing next (`I'll report
 * back.`, `Checking Madrid.`) ends a turn as a call's does; any other sentence means the call may
 * be shown rather than made. The loop does not run it, and asks the model to send the call alone.
 */
import { THOUGHT_LINE } from './react.js';

/** Markup and markers: tags, special tokens, bracketed tokens, fences, a marker word in capitals. */
const MARKUP =
  /<[^<>\n]{0,80}>|<[|｜][^\n]{0,60}?[|｜]>|\[\[?[^\]\n]{0,40}\]\]?|`{3,}[\w-]*|~{3,}[\w-]*|\\\[\/?[\w:.-]*\\\]|(?<![\p{L}\p{N}])[\p{Lu}_][\p{Lu}\p{N}_/#-]{2,}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\/?end(?![\p{L}\p{N}])/gu;
/** A word of prose: letters in any script, or one ideograph (Chinese and Japanese put no spaces between words). */
const WORD =
  /[\p{L}][\p{L}\p{M}'’-]*|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/**
 * A sentence on what the model is doing or about to do: it has not seen the result yet. The first
 * person future, `Let me …` (not `Let me know`), after `Then`, `First`, `Next step:` or `Once …,`;
 * what the call will do (`This will give you the total.`); a present participle opening a
 * sentence (`Checking the forecast now.`). A `once` clause ends at its comma or its `I'll`, so
 * the words in it are read one way only.
 */
const NEXT_STEP =
  /^(?:(?:then|next(?:[ \t]+step)?:?|now|first|so|and),?[ \t]+|once\b[^.!?\n,]{0,200}?(?:,[ \t]*|[ \t]+(?=I(?:'|’)ll\b|I[ \t]+will\b)))*(?:I(?:'|’)ll|I[ \t]+will|I(?:'|’)m[ \t]+going[ \t]+to|I[ \t]+am[ \t]+going[ \t]+to|let[ \t]+me(?![ \t]+know)|(?:this|that|it)[ \t]+(?:will|should)\b|waiting|stand[ \t]+by|\p{Lu}\p{Ll}+ing\b)/iu;

/** A ReAct `Thought:` opening a trimmed line: the model's own step. */
const THOUGHT_LINE_START = new RegExp(THOUGHT_LINE.source, 'i');
/** A sentence that says the result is on its way: `Results coming up.`, `Give me a sec~`. */
const PENDING =
  /\b(?:coming up|shortly|in a moment)[.!…~]*$|^(?:give me|just|one|wait)[ \t]+(?:a[ \t]+)?(?:sec(?:ond)?|moment|minute)\b/iu;

/**
 * The first sentence after the calls that is not the model's next step, if any. A sentence the
 * last call stands inside ("First I'll read the config <tool_call>…</tool_call> and then decide")
 * is judged whole, from where it starts before the call.
 */
export function proseAfterCall(
  region: string,
  calls: ReadonlyArray<{ at: number; end: number }>,
): string | undefined {
  const last = calls.reduce((latest, call) => (call.end > latest.end ? call : latest));
  // Markup ends a piece of prose: a word between two tokens (`<|close|>tools<|sep|>`) is markup's.
  const rest = region.slice(last.end).replace(MARKUP, '\n');
  const sentences = rest
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !THOUGHT_LINE_START.test(line))
    .flatMap(sentencesOf)
    .filter((sentence) => words(sentence) >= 2);
  const first = sentences[0];
  if (first !== undefined && /^\p{Ll}/u.test(first))
    sentences[0] = `${sentenceBefore(region, calls, last.at)} ${first}`.trim();
  const shown = sentences.find((sentence) => !NEXT_STEP.test(sentence) && !PENDING.test(sentence));
  return shown === undefined ? undefined : clip(shown);
}

/** The words of the sentence that runs up to `at`, the calls and markup in it left out. */
function sentenceBefore(
  region: string,
  calls: ReadonlyArray<{ at: number; end: number }>,
  at: number,
): string {
  const pieces: string[] = [];
  let from = 0;
  for (const call of [...calls].sort((a, b) => a.at - b.at)) {
    if (call.end > at || call.at < from) continue;
    pieces.push(region.slice(from, call.at), ' ');
    from = call.end;
  }
  pieces.push(region.slice(from, at));
  const plain = pieces.join('').replace(MARKUP, ' ').trimEnd();
  const start = Math.max(...['.', '!', '?', '。', '！', '？', '\n'].map((end) => plain.lastIndexOf(end))) + 1;
  return plain.slice(start).replace(/\s+/g, ' ').trim();
}

function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?。！？])\s*/u)
    .map((sentence) => sentence.replace(/^[\s"'`*_—–,;:)\]}>-]+/u, '').trim())
    .filter((sentence) => sentence !== '');
}

function words(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

function clip(sentence: string): string {
  return sentence.length <= 80 ? sentence : `${sentence.slice(0, 77)}…`;
}
