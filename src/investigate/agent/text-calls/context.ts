/**
 * Where in a message a call may be the model's action. Reasoning blocks are deliberation (a call
 * drafted there was only considered); code that only shows syntax (an indented block, a fence
 * without a call label amid prose, a fence in a programming language), quotations, list items and
 * calls introduced as examples are documentation. Calls that start in any of them are not run.
 */
import { escapeRegExp } from '../../../util/text.js';
import { readJsonAt } from './json.js';
import { THOUGHT_LINE } from './react.js';

/**
 * Reasoning blocks. Tags first, in any spelling a family gives them: `<think>` (DeepSeek-R1, Qwen3,
 * GLM), `<thinking>`, `<thought>`, `<reasoning>`, `<reflection>`, `<scratch_pad>` (Hermes' planning
 * prompt), and the same under a namespace
 * (`<seed:think>` of Seed-OSS, `<mm:think>`); then the special-token pairs: `[THINK]` (Magistral),
 * Command's thinking tokens, `◁think▷` (Kimi), Gemma 4's `<|channel>thought … <channel|>`,
 * Apertus' inner monologue `<|inner_prefix|> … <|inner_suffix|>`.
 */
const THINK_WORDS = String.raw`(?:think|thinking|thought|thoughts|reasoning|reflection|scratch_?pad)`;
const THINK_TAG = new RegExp(String.raw`<((?:[\w-]+:)?${THINK_WORDS})>`, 'i');
const REASONING: Array<[open: RegExp, close: RegExp]> = [
  [/\[THINK\]/, /\[\/THINK\]/],
  [/<\|START_THINKING\|>/, /<\|END_THINKING\|>/],
  [/◁think▷/, /◁\/think▷/],
  [/<\|channel>(?:thought|analysis)?/, /<channel\|>/],
  [/<\|inner_prefix\|>/, /<\|inner_suffix\|>/],
  // Harmony's analysis channel without a recipient is chain of thought; `to=` makes it a call.
  [/(?:<\|start\|>assistant)?<\|channel\|>analysis<\|message\|>/, /<\|end\|>|(?=<\|start\|>|<\|channel\|>)/],
];
/** A closing reasoning marker with no opening before it: servers that strip the opening one leave this. */
const ORPHAN_CLOSE = new RegExp(
  String.raw`^[\s\S]*?(<\/(?:[\w-]+:)?${THINK_WORDS}>|\[\/THINK\]|<\|END_THINKING\|>|◁\/think▷|<channel\|>|<\|inner_suffix\|>)`,
  'i',
);
const HARMONY_FINAL = /(?:<\|start\|>assistant)?<\|channel\|>final<\|message\|>|<\|return\|>|<\|end\|>/g;

/** The opening markers, a tag's own closing tag found for it (`<seed:think>` closes with `</seed:think>`). */
function openings(): Array<[open: RegExp, close: (match: RegExpExecArray) => RegExp]> {
  return [
    [THINK_TAG, (match) => new RegExp(`</${escapeRegExp(match[1] ?? 'think')}>`, 'i')],
    ...REASONING.map(([open, close]): [RegExp, () => RegExp] => [open, () => close]),
  ];
}

export interface MessageParts {
  /** The message without its reasoning: where calls are looked for and the answer is read. */
  visible: string;
  reasoning: string;
}

export function separateReasoning(text: string): MessageParts {
  const parts: string[] = [];
  let visible = text;
  // Servers that strip the opening tag leave the reasoning before a lone closing one.
  const orphan = ORPHAN_CLOSE.exec(visible);
  const markers = openings();
  if (orphan && !markers.some(([open]) => open.test(visible.slice(0, orphan.index + orphan[0].length)))) {
    parts.push(visible.slice(0, orphan[0].length - (orphan[1]?.length ?? 0)));
    visible = visible.slice(orphan[0].length);
  }
  for (;;) {
    let first: { index: number; open: RegExpExecArray; close: RegExp } | undefined;
    for (const [open, close] of markers) {
      const match = open.exec(visible);
      if (match && (!first || match.index < first.index))
        first = { index: match.index, open: match, close: close(match) };
    }
    if (!first) break;
    const bodyStart = first.index + first.open[0].length;
    const close = first.close.exec(visible.slice(bodyStart));
    // An unclosed block runs to the end: the model was still thinking when it stopped.
    const bodyEnd = close ? bodyStart + close.index : visible.length;
    const end = close ? bodyEnd + close[0].length : visible.length;
    parts.push(visible.slice(bodyStart, bodyEnd));
    visible = visible.slice(0, first.index) + visible.slice(end);
  }
  if (!/to=/.test(visible)) visible = visible.replace(HARMONY_FINAL, '');
  return {
    visible,
    reasoning: parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * Fence labels that announce a call: JSON and XML, and any label made of a call's words (Gemma's
 * `tool_code`, `tool_call`, `tool_use`, `function_call`, `tool-request`); any other label is a program.
 */
const CALL_FENCE =
  /^(?:json5?|xml|(?:tool|function)s?(?:[_-]?(?:calls?|code|uses?|requests?|invocations?))?)$/;
const JSON_FENCES = new Set(['json', 'json5']);
/**
 * A line that introduces what comes below it: ending in a colon (full-width too), or in a cue with
 * nothing after it ("…a model may write a call as text, for example⏎<call>").
 */
const INTRODUCES = /[:：]\s*$|(?:for example|for instance|e\.g\.|such as|like (?:this|so))[\s,]*$/i;
/** A logfmt field's start: a word, then `=`. */
const FIELD = /^\p{L}[\p{L}\w.]*=/u;
/** A Python prompt, a blank after it (Functionary's `>>>name` has none). */
const REPL_PROMPT = /^[ \t]*>>> \S/;
/** A comment line in code: `#`, `//`, `--`, `;`, `%`. */
const CODE_COMMENT = /^[ \t]*(?:#(?!!)|\/\/|--[ \t]|;|%)/;
/** Words that introduce an example or a warning rather than an action. */
const EXAMPLE_CUE = new RegExp(
  [
    String.raw`\be\.g\.|\bfor (?:example|instance)\b`,
    // "an example", "the example:", but not the example.com domain.
    String.raw`\b(?:an?|the|this|as an?)\s+examples?\b(?!\.\w)|\bexamples?\s*:`,
    String.raw`\b(?:looks?|would look) like (?:this|so)\b|\blike (?:this|so)(?:\s+\w+)?\s*:|\bsyntax\b|\bformat (?:is|like)\b|\btemplate\b|\busage\s*:`,
    // What should have happened is not what the model does: "The server should have emitted …".
    String.raw`\b(?:should|would|could) have (?:been |)(?:emitted|returned|sent|produced|written|looked|printed)\b`,
    // What a test expects, kept for reference: "Expected response:", "Earlier step, for reference:".
    String.raw`\bexpected\s+(?:response|output|result|reply|calls?|tool[ _]calls?)s?\s*:|\bfor reference\b`,
    // Several forms of one thing shown side by side: "All of these read the same file:".
    String.raw`\b(?:all|any|either|both|each) of (?:these|them|the following)\b|\bsuch as\s*:`,
    // The same cues in Chinese: 比如, 例如, 举例.
    String.raw`比如|例如|譬如|举例`,
    // "Here is what a tool call looks like in Qwen's format:"
    String.raw`\bwhat\b[^.!?\n]{0,40}\blooks? like\b`,
    String.raw`\b(?:don'?t|do not|never) (?:write|use|call)\b`,
  ].join('|'),
  'i',
);
/**
 * Elements that hold examples, quotations or what a call gave back (`<tool_result>`,
 * `<function_response>`, `<observation>`), to the end of the text when never closed. A bare
 * `<response>` is not among them: llama.cpp's Hermes 2 Pro format wraps the model's own call in it.
 */
const SHOWING_ELEMENT =
  /<(examples?|samples?|quote|blockquote|(?:tool|function)[_-]?(?:results?|outputs?|observations?|responses?)|results?|outputs?|observations?)\b[^>]*>[\s\S]*?(?:<\/\1>|$)/gi;
const ACTION_LINE = /^\s*(?:[*_#]+\s*)?(?:action(?: input)?|tool[ _]call)s?\b/i;
/**
 * A line that introduces what something else wrote or printed ("The log shows:", "It returned:",
 * "Earlier output was:"): the paragraph after it is a quotation, calls in it were made before.
 */
const QUOTING_CUE =
  /\b(?:logs?|output|transcript|history|trace|shows?|showed|printed|returned|said|reads|was|were|ran|called|executed|invoked)[ \t]*:(?:[*_]{1,2})?[ \t]*$|\b(?:logs?|transcript|history|records?|dump|outputs|shows|showed|printed|answered|responded|replied|previous|earlier|prior|trajectory|rollout)\b[^:\n]{0,40}:(?:[*_]{1,2})?[ \t]*$|\bthe (?:model|parser|server|client|proxy|api|sdk|ui|gateway|framework|library)\b[^:\n]{0,60}:(?:[*_]{1,2})?[ \t]*$/i;
/**
 * A call the model reports having made, or meant to and did not ("Here is what I ran: {…} — it
 * returned three guides", "I was going to run …", "刚才我调用了 …"):
 * from these words to the end of their sentence, what is written was done before.
 */
const REPORTED_CALL =
  /\b(?:what\s+)?(?:I|we)\s+(?:already\s+)?(?:ran|called|invoked|executed|used|sent)\b|\b(?:I|we)\s+(?:was|were)\s+(?:going|about)\s+to\s+(?:run|call|use|send|invoke)\b|(?:我们?)(?:已经|刚才|刚刚)?(?:调用|使用|运行|执行)了/i;
/**
 * A line that gives what a call returned (`[Tool result: …]`, `Function output: …`): the call just
 * above it was made already, and both are a record. ReAct's own `Observation:` is not one: a
 * model that invents it still meant the action before it.
 */
const RESULT_LINE = /^[ \t]*(?:\[[ \t]*)?(?:tool|function)[ _-]?(?:results?|outputs?|responses?)[ \t]*:/i;
/**
 * A line a program logged or reported: under a tag (`[Use Tools]: [{…}]`, `[INFO] …`, a
 * program's own `[petsitter] …`), after a timestamp (`2026-01-28 17:14:22 WARNING …`), or what it
 * parsed or received (`Parsed call: {…}`). A record, and a call in it was made before. A dialect's own bracket tokens (`[TOOL_CALLS]`) have
 * no colon after them.
 */
const LOGGED_LINE =
  /^[ \t]*(?:\[[A-Za-z][A-Za-z0-9 -]{0,30}\][ \t]*:|\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\[?\d{1,2}\/\d{1,2}\/\d{2,4}[ T]\d{1,2}:\d{2}|(?:parsed|received|returned|decoded|extracted|recovered|detected|captured|logged)\b[^:\n]{0,30}:|(?:previous|earlier|prior|last)\s+(?:steps?|calls?|turns?|actions?|runs?)\b[^:\n]{0,20}:)/i;
/**
 * A program's own tag or a log level in brackets (`[petsitter] …`, `[Maisaka] …`, `[INFO] …`),
 * unlike a dialect's upper-case tokens (`[TOOL_CALLS]`).
 */
const LOG_TAG =
  /^[ \t]*\[(?:[a-z][a-z0-9.-]{1,30}|[A-Z][a-z][A-Za-z0-9.-]{0,30}(?: [A-Z][A-Za-z0-9.-]{0,30})?|INFO|WARN|WARNING|ERROR|DEBUG|TRACE)\][ \t]+\S/;
/** The end of a sentence: a stop, then a blank and a capital letter or the end of the line; a full-width stop. */
const SENTENCE_END = /[.!?](?=\s+[A-Z]|\s*$)|[。！？]/g;
/** Words of what the model is about to do ("Let me see what the handler shows:"): not a quotation. */
const INTENT = /\b(?:let me|let's|I'll|I will|I'm going to|I am going to)\b/i;
/** A user's turn in a few-shot pair (`Query: "…"` then the call it maps to): the call is an example. */
const EXAMPLE_QUERY =
  /^[ \t]*(?:[*_]{2})?(?:example[ _]?)?(?:query|question|user|input|q|prompt)(?:[*_]{2})?[ \t]*:/i;

export type Range = [start: number, end: number];

/**
 * The stretches of `text` where a call that starts is documentation, not an action. `isCall` says
 * whether a fence's code is nothing but a call to an offered tool: such a fence is the model's
 * action wherever it stands, unless it is named an example.
 */
export function documentationRanges(
  text: string,
  isCall: (code: string, info: string) => boolean = () => false,
): Range[] {
  const ranges: Range[] = [];
  const lines = lineSpans(text);
  const paragraphs = paragraphBounds(lines);
  // Where the text's non-blank part starts and ends: a block that spans it is the whole message.
  const first = text.length - text.trimStart().length;
  const last = text.trimEnd().length;

  // Fenced blocks.
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w+#.-]*)([^\n]*)/.exec(lines[i]?.text ?? '');
    if (!open) continue;
    const j = fenceEnd(lines, i, open[1] ?? '```');
    const start = lines[i]?.start ?? 0;
    const end = lines[j]?.end ?? text.length;
    const label = (open[2] ?? '').toLowerCase();
    const before = previousLine(lines, i);
    const alone = first < last && start <= first && end >= last;
    const afterAction =
      ACTION_LINE.test(lines[i]?.text ?? '') || (before !== undefined && ACTION_LINE.test(before));
    // An example is announced before it ("For example:") or named after it ("This is an example").
    const after = nextLine(lines, j);
    const example = [before, after].some((line) => line !== undefined && EXAMPLE_CUE.test(line));
    const code = lines
      .slice(i + 1, j)
      .map((line) => line.text)
      .join('\n');
    // A JSON fence holding anything but JSON (a diff, an edit's conflict markers) shows a file. A
    // marker with text after it (DeepSeek's "```<｜tool▁call▁end｜>") still ends the JSON.
    const json = code.split(/^[ \t]*(?:`{3,}|~{3,})/m)[0] ?? '';
    const callFence = CALL_FENCE.test(label) && (!JSON_FENCES.has(label) || holdsOnlyJson(json));
    const info = `${open[2] ?? ''}${open[3] ?? ''}`.trim();
    const call = afterAction || alone || (!example && (callFence || isCall(code, info)));
    if (!call) ranges.push([start, end]);
    // A comment in code (`# print(parse('<function=…>'))`) is a note, whatever it quotes.
    for (let k = i + 1; k < j; k++) {
      const comment = lines[k];
      if (comment && CODE_COMMENT.test(comment.text)) ranges.push([comment.start, comment.end]);
    }
    i = j;
  }

  // Elements that hold examples, quotations or output: what the model shows, not what it does.
  for (const element of text.matchAll(SHOWING_ELEMENT))
    ranges.push([element.index, element.index + element[0].length]);

  // Whether a paragraph (by its first line) holds a line of words: computed once for each.
  const prose = new Map<number, boolean>();
  const proseIn = (start: number): boolean => {
    let found = prose.get(start);
    if (found === undefined) {
      found = false;
      for (let k = start; k <= (paragraphs.end[start] ?? start) && !found; k++)
        found = /[A-Za-z]{2,}[ \t]+[A-Za-z]{2,}/.test(lines[k]?.text.replace(/`[^`\n]*`/g, '') ?? '');
      prose.set(start, found);
    }
    return found;
  };
  let logContinuedTo = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    // Indented code after a blank line and a line of prose: syntax shown, not a call.
    if (/^(?: {4}|\t)\S/.test(line.text) && (lines[i - 1]?.text.trim() ?? '') === '' && line.start > first) {
      const prose = previousLine(lines, i);
      if (prose !== undefined && /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(prose) && !/[<>{}[\]=()|]/.test(prose)) {
        let j = i;
        while (
          j + 1 < lines.length &&
          (/^(?: {4}|\t)/.test(lines[j + 1]?.text ?? '') || lines[j + 1]?.text.trim() === '')
        )
          j++;
        ranges.push([line.start, lines[j]?.end ?? line.end]);
        i = j;
        continue;
      }
    }
    // Quotations and list items.
    if (/^\s*(?:>(?!>>)|[-*+•]\s|\d+[.)]\s)/.test(line.text)) {
      ranges.push([line.start, line.end]);
      continue;
    }
    // Inline code amid prose shows a call; on an `Action:` line it is one. The prose may be on
    // the paragraph's other lines ("Das Modell antwortet mit …⏎`"tool_calls": […]`.").
    if (!ACTION_LINE.test(line.text)) {
      const inParagraph =
        (paragraphs.start[i] !== i || paragraphs.end[i] !== i) && proseIn(paragraphs.start[i] ?? i);
      for (const span of line.text.matchAll(/`[^`\n]+`/g)) {
        const outside = line.text.slice(0, span.index) + line.text.slice(span.index + span[0].length);
        if (inParagraph || /[A-Za-z]{2,}/.test(outside))
          ranges.push([line.start + span.index, line.start + span.index + span[0].length]);
      }
    }
    // A Python session: the `>>> ` line and what it printed below it, up to the next prompt.
    if (REPL_PROMPT.test(line.text)) {
      let j = i;
      while (
        j + 1 < lines.length &&
        (lines[j + 1]?.text.trim() ?? '') !== '' &&
        !REPL_PROMPT.test(lines[j + 1]?.text ?? '')
      )
        j++;
      ranges.push([line.start, lines[j]?.end ?? line.end]);
    }
    // A call introduced as an example on its own line, or right after a line that introduces one
    // (in its last sentence: "… the syntax. Now let me check your config:" introduces a call).
    const cueBefore = EXAMPLE_CUE.exec(line.text);
    if (cueBefore) ranges.push([line.start + cueBefore.index, line.end]);
    // A sentence that runs on past its line ("I was going to run⏎<call>⏎but …") takes its paragraph.
    const reported = REPORTED_CALL.exec(line.text);
    if (reported) {
      const stop = sentenceEnd(line.text, reported.index);
      const end = stop !== undefined ? line.start + stop : (lines[paragraphs.end[i] ?? i]?.end ?? line.end);
      ranges.push([line.start + reported.index, end]);
    }
    // A log record, with the indented lines that continue it. A record inside the continuation
    // of one before it is already marked, so the lines are walked once.
    if (
      i > logContinuedTo &&
      (LOGGED_LINE.test(line.text) || LOG_TAG.test(line.text) || loggedFields(line.text))
    ) {
      let j = i;
      while (j + 1 < lines.length && /^[ \t]+\S/.test(lines[j + 1]?.text ?? '')) j++;
      ranges.push([line.start, lines[j]?.end ?? line.end]);
      logContinuedTo = j;
    }
    // A ReAct `Thought:` is reasoning: a call written in it was only considered.
    if (line.text.search(THOUGHT_LINE) !== -1) ranges.push([line.start, line.end]);
    if (RESULT_LINE.test(line.text) && i > 0)
      ranges.push([lines[paragraphs.start[i - 1] ?? 0]?.start ?? 0, line.end]);
    const previous = lines[i - 1]?.text ?? '';
    // After blank lines too: "For example:⏎⏎<call>".
    const above = line.text.trim() === '' ? undefined : previousLine(lines, i);
    if (above !== undefined && INTRODUCES.test(above) && EXAMPLE_CUE.test(lastSentence(above)))
      ranges.push([line.start, lines[paragraphs.end[i] ?? i]?.end ?? line.end]);
    // What a quoting line introduces, after blank lines too: the paragraph below it.
    if (QUOTING_CUE.test(line.text) && !ACTION_LINE.test(line.text) && !INTENT.test(line.text)) {
      let from = i + 1;
      while (from < lines.length && lines[from]?.text.trim() === '') from++;
      if (from < lines.length)
        ranges.push([lines[from]?.start ?? 0, lines[paragraphs.end[from] ?? from]?.end ?? text.length]);
    }
    if (EXAMPLE_QUERY.test(previous) && !ACTION_LINE.test(line.text)) ranges.push([line.start, line.end]);
  }
  return ranges;
}

/**
 * For each line, where the lines that run on from it without a blank one between end (`end`), and
 * from where the lines run on to it (`start`): computed once, so that marking a paragraph from
 * every line of it stays linear.
 */
function paragraphBounds(lines: readonly LineSpan[]): { start: number[]; end: number[] } {
  const filled = lines.map((line) => line.text.trim() !== '');
  const start: number[] = [];
  const end: number[] = [];
  for (let i = 0; i < lines.length; i++) start[i] = i > 0 && filled[i - 1] ? (start[i - 1] ?? i) : i;
  for (let i = lines.length - 1; i >= 0; i--)
    end[i] = i + 1 < lines.length && filled[i + 1] ? (end[i + 1] ?? i) : i;
  return { start, end };
}

/**
 * A line of `key=value` fields (logfmt), two or more, plain words before the first: a program's
 * record (`回复器生成成功 文本='…' 总耗时ms=18`). Call syntax before the first `=` (a bracket, a tag,
 * a quote) makes it a call's keyword arguments or attributes instead. Read token by token, so a
 * long line stays linear.
 */
function loggedFields(line: string): boolean {
  const first = line.indexOf('=');
  if (first === -1 || /[<>()[\]{}"']/.test(line.slice(0, first))) return false;
  let fields = 0;
  for (const token of line.split(/\s+/)) if (FIELD.test(token) && ++fields >= 2) return true;
  return false;
}

/** The last sentence of a line. */
function lastSentence(line: string): string {
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let stop = SENTENCE_END.exec(line); stop; stop = SENTENCE_END.exec(line))
    if (stop.index < line.trimEnd().length - 1) start = stop.index + 1;
  return line.slice(start);
}

/** Where the sentence that holds `from` ends: after its stop; undefined when it runs on past the line. */
function sentenceEnd(line: string, from: number): number | undefined {
  SENTENCE_END.lastIndex = from;
  const stop = SENTENCE_END.exec(line);
  return stop ? stop.index + 1 : undefined;
}

/** Code that is nothing but JSON values (one cut off at the end still counts: it is a cut call's). */
function holdsOnlyJson(code: string): boolean {
  let values = 0;
  for (let at = 0; code.slice(at).trim() !== ''; values++) {
    const value = readJsonAt(code, at);
    if (value && 'truncated' in value) return true;
    if (!value) return false;
    at = value.end;
  }
  return values > 0;
}

export function inside(ranges: readonly Range[], at: number): boolean {
  return ranges.some(([start, end]) => at >= start && at < end);
}

interface LineSpan {
  text: string;
  start: number;
  end: number;
}

function lineSpans(text: string): LineSpan[] {
  const spans: LineSpan[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    spans.push({ text: line, start, end: start + line.length });
    start += line.length + 1;
  }
  return spans;
}

/** The line closing the fence opened on line `open` with `marker`; the last line when it never closes. */
function fenceEnd(lines: readonly LineSpan[], open: number, marker: string): number {
  for (let j = open + 1; j < lines.length; j++) {
    const text = lines[j]?.text.trim() ?? '';
    if (text.startsWith(marker) && /^[`~]+$/.test(text)) return j;
  }
  return lines.length - 1;
}

/** The nearest non-blank line below line `index`. */
function nextLine(lines: readonly LineSpan[], index: number): string | undefined {
  for (let i = index + 1; i < lines.length; i++) {
    const text = lines[i]?.text ?? '';
    if (text.trim() !== '') return text;
  }
  return undefined;
}

/** The nearest non-blank line above line `index`. */
function previousLine(lines: readonly LineSpan[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const text = lines[i]?.text ?? '';
    if (text.trim() !== '') return text;
  }
  return undefined;
}
