/**
 * Pythonic call lists: `[get_weather(city="Paris"), get_time(tz="CET")]`, over one line or many
 * (Llama 3.2, Llama 4, vLLM's `pythonic` parser), wrapped in Llama 4's `<|python_start|>…<|python_end|>`
 * LFM2's `<|tool_call_start|>…<|tool_call_end|>` or OLMo 3's `<function_calls>…</function_calls>` (one
 * call a line, or a list). Without a wrapper every name must be a tool:
 * a list of calls to unknown functions is code, not a request.
 */
import { findClosing } from './json.js';
import type { ToolNames } from './names.js';
import { pythonTextCall, readPythonCall } from './python.js';
import { Findings, type Recogniser, type TextCall } from './types.js';

const WRAPPER = /<\|python_start\|>|<\|tool_call_start\|>|<function_calls>/;
const WRAPPED = new RegExp(WRAPPER.source, 'g');
const WRAP_END = /<\|python_end\|>|<\|tool_call_end\|>|<\|eom\|>|<\|eot\|>|<\/function_calls>/;
const BARE = /^[ \t]*\[(?=\s*[A-Za-z_][\w.]*\s*\()/gm;

export const pythonic: Recogniser = {
  dialect: 'Pythonic lists / Llama 4 <|python_start|>',
  recognise(text, tools) {
    const findings = new Findings();
    for (const wrapper of text.matchAll(WRAPPED)) {
      const bodyStart = wrapper.index + wrapper[0].length;
      const close = WRAP_END.exec(text.slice(bodyStart));
      const end = close ? bodyStart + close.index + close[0].length : text.length;
      // A fence inside the wrapper (MiniCPM3's ```python) is formatting.
      const body = text
        .slice(bodyStart, close ? bodyStart + close.index : text.length)
        .trim()
        .replace(/^```[\w-]*[ \t]*\n?|\n?```$/g, '')
        .trim();
      // `<function_calls>` around `<invoke>` markup is ./invoke.ts's.
      if (body.startsWith('<')) continue;
      const calls = readList(body, tools, false);
      if (calls === 'truncated') findings.cut('The call list', wrapper.index);
      else if (calls) for (const call of calls) findings.add(call, wrapper.index, end);
      else findings.fail('The calls after <|python_start|> could not be read', wrapper.index);
    }
    if (WRAPPER.test(text)) return findings.result();
    for (const open of text.matchAll(BARE)) {
      const bracket = open.index + open[0].length - 1;
      const close = findClosing(text, bracket);
      const first = readPythonCall(
        text,
        bracket + 1 + (/^\s*/.exec(text.slice(bracket + 1))?.[0].length ?? 0),
      );
      if (close === -1) {
        if (first && tools.isRegistered(first.name)) findings.cut('The call list', open.index);
        continue;
      }
      // The list ends its line, an end-of-turn token (`<|eot_id|>`, `</s>`) aside.
      if (!/^[ \t]*(?:<\|\w+\|>|<\/s>)?[ \t]*(?:\n|$)/.test(text.slice(close + 1, close + 40))) continue;
      const calls = readList(text.slice(bracket, close + 1), tools, true);
      if (calls && calls !== 'truncated') for (const call of calls) findings.add(call, open.index, close + 1);
    }
    return findings.result();
  },
};

/** `[a(…), b(…)]` or a single `a(…)`; undefined when anything else is in it. */
function readList(
  body: string,
  tools: ToolNames,
  registeredOnly: boolean,
): TextCall[] | 'truncated' | undefined {
  const listed = body.startsWith('[');
  if (listed && findClosing(body, 0) === -1) return 'truncated';
  const inner = listed ? body.slice(1, findClosing(body, 0)) : body;
  const calls: TextCall[] = [];
  let pos = 0;
  for (;;) {
    while (/[\s,;]/.test(inner[pos] ?? '')) pos++;
    if (pos >= inner.length) break;
    const call = readPythonCall(inner, pos);
    if (!call) return undefined;
    if ('truncated' in call) return 'truncated';
    if (registeredOnly && !tools.isRegistered(call.name.replace(/\.call$/, ''))) return undefined;
    calls.push(pythonTextCall(call, tools));
    pos = call.end;
  }
  return calls.length > 0 ? calls : undefined;
}
