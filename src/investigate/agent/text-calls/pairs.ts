/**
 * Calls written as a tool's name and then its arguments as key and value, every piece set apart
 * by tool-call markup of any spelling: Solar Open 2's
 * `<|tool_call:start|>name<|tool_arg:start|>key<|tool_arg:value|>value<|tool_arg:end|>…`, and the
 * `<arg_key>`/`<arg_value>` families with their tags renamed. Only tokens that are call markup
 * separate the pieces (special tokens `<|…|>`, tags that say tool, call, function, arg, param, key,
 * value or sep); any other tag (`<b>`, `<html>`) is part of a value.
 *
 * No family vouches for the call, so it is read strictly: the name is an offered tool with declared
 * parameters and stands right after markup, every key is one of its declared parameters, and the
 * values, typed as declared, are arguments its schema accepts. A pair the message ends in was cut.
 */
import { typedCall } from './shapes.js';
import { Findings, type Recogniser } from './types.js';

const TOKEN = /<\|[^|<>\n]{1,60}\|>|<[｜|][^｜|<>\n]{1,60}[｜|]>|<\/?[^<>\n]{1,60}>/g;
const CALL_WORDS = /tool|call|func|invoke|arg|param|key|value|sep/i;
/** Bounded so a message full of tags stays a short scan. */
const MAX_PIECES = 5_000;

interface Piece {
  text: string;
  /** Where the markup before the piece starts (the call's start when the piece is a name). */
  markupAt: number;
  /** Where the piece ends. */
  end: number;
  /** Whether call markup follows the piece. */
  closed: boolean;
}

export const pairs: Recogniser = {
  dialect: 'A name and key/value pairs set apart by call markup',
  recognise(text, tools) {
    const findings = new Findings();
    const pieces = piecesOf(text);
    for (let i = 0; i < pieces.length; i++) {
      const name = pieces[i]?.text.trim() ?? '';
      if (!tools.isRegistered(name) || !tools.declaresParameters(name)) continue;
      const tool = tools.resolve(name);
      const args: Record<string, string> = {};
      let j = i + 1;
      let cut = false;
      for (; j < pieces.length; j += 2) {
        const key = pieces[j]?.text.trim() ?? '';
        const value = pieces[j + 1];
        if (!tools.declares(tool, key) || key in args) break;
        if (!value || !value.closed) {
          cut = true;
          break;
        }
        args[key] = value.text;
      }
      if (cut) {
        findings.cut(`The call to ${tool}`, pieces[i]?.markupAt ?? 0);
        break;
      }
      if (Object.keys(args).length === 0) continue;
      const call = typedCall(tool, args, tools);
      if (call) findings.add(call, pieces[i]?.markupAt ?? 0, pieces[j - 1]?.end ?? text.length);
      i = j - 1;
    }
    return findings.result();
  },
};

/** The text between call markup, blank stretches left out; the text before the first markup is not a piece. */
function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  // Where the run of markup before the next piece starts.
  let markupAt: number | undefined;
  let from = 0;
  for (const token of text.matchAll(TOKEN)) {
    if (!CALL_WORDS.test(token[0])) continue;
    if (pieces.length >= MAX_PIECES) break;
    const between = text.slice(from, token.index);
    if (between.trim() === '') markupAt ??= token.index;
    else {
      if (markupAt !== undefined) pieces.push({ text: between, markupAt, end: token.index, closed: true });
      markupAt = token.index;
    }
    from = token.index + token[0].length;
  }
  const tail = text.slice(from);
  if (markupAt !== undefined && tail.trim() !== '')
    pieces.push({ text: tail, markupAt, end: text.length, closed: false });
  return pieces;
}
