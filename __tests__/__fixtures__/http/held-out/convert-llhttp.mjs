/**
 * Turns llhttp's response tests (test/response/*.md of https://github.com/nodejs/llhttp) into the
 * held-out corpus of llhttp-responses.json: the bytes of each strict-mode response test, and what
 * a client sending one GET must get from them by llhttp's own expected log. PROVENANCE.md says how.
 *
 *   node convert-llhttp.mjs <llhttp checkout> > llhttp-responses.json
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const [checkout] = process.argv.slice(2);
if (!checkout) throw new Error('usage: node convert-llhttp.mjs <llhttp checkout>');
const folder = path.join(checkout, 'test', 'response');

/** llhttp's flags (src/llhttp/constants.ts). */
const F_CHUNKED = 0x08;
const F_CONTENT_LENGTH = 0x20;

/** The input as llhttp's test/md-test.ts builds it from a ```http block. */
function inputOf(block) {
  let input = block.replace(/\n$/, '');
  input = input.replace(/\\(\r\n|\r|\n)/g, '');
  input = input.replace(/\r\n|\r|\n/g, '\r\n');
  input = input.replace(/\\r/g, '\r');
  input = input.replace(/\\n/g, '\n');
  input = input.replace(/\\t/g, '\t');
  input = input.replace(/\\f/g, '\f');
  input = input.replace(/\\x([0-9a-fA-F]+)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  input = input.replace(/\\([0-7]{1,3})/g, (_, digits) => String.fromCharCode(parseInt(digits, 8)));
  input = input.replace(/\$\{(.+?)\}/g, (_, code) => `${vm.runInNewContext(code)}`);
  return input;
}

/** A span's text as the log prints it: a quoted string, or `cr`, `lf`, `crlf`. */
function spanText(raw) {
  if (raw.startsWith('"')) return raw.slice(1, -1);
  return { cr: '\r', lf: '\n', crlf: '\r\n' }[raw] ?? raw;
}

/** What the first final answer in the log is: an error, or status, headers and body. */
function expectedOf(log) {
  const messages = [];
  let current;
  let field = '';
  let value = '';
  let error;
  for (const line of log.split('\n')) {
    const event = line.replace(/^off=\d+ (?:len=\d+ )?/, '');
    if (event === 'message begin') {
      current = { headers: [], body: '', complete: false };
      messages.push(current);
    } else if (event.startsWith('span[header_field]=')) field += spanText(event.slice(19));
    else if (event === 'header_field complete') current.headers.push([field, '']);
    else if (event.startsWith('span[header_value]=')) value += spanText(event.slice(19));
    else if (event === 'header_value complete') {
      current.headers[current.headers.length - 1][1] = value;
      field = '';
      value = '';
    } else if (event.startsWith('headers complete')) {
      const [, status, flags, length] = /status=(\d+) .*flags=([0-9a-f]+) content_length=(\d+)/.exec(event);
      Object.assign(current, { status: Number(status), flags: parseInt(flags, 16), length: Number(length) });
    } else if (event.startsWith('span[body]=')) current.body += spanText(event.slice(11));
    else if (event === 'message complete') current.complete = true;
    else if (event.startsWith('error ')) {
      error = /reason="(.*)"$/.exec(event)?.[1] ?? event;
      break;
    }
  }
  for (const message of messages) {
    if (message.status === 101) return { error: 'switched protocols' };
    if (message.complete && message.status < 200) continue;
    if (message.complete) return answered(message);
    if (message === messages.at(-1) && error !== undefined) return { error };
    // The input ended here: the test server closes the connection, which ends a body read to the
    // end and cuts anything else.
    if (message.status !== undefined && !(message.flags & F_CHUNKED) && !(message.flags & F_CONTENT_LENGTH))
      return answered(message);
    return { error: 'the connection closed before the response was complete' };
  }
  return { error: error ?? 'no response' };
}

function answered(message) {
  return { status: message.status, headers: message.headers, body: message.body };
}

/** The tests of one md file: heading, meta, ```http and ```log blocks, strict responses only. */
function testsOf(file) {
  const text = readFileSync(path.join(folder, file), 'utf8');
  const tests = [];
  // One test per section: a heading, then its meta comment, input and log.
  for (const section of text.split(/^(?=#+ )/m)) {
    const name = /^#+ (.+)$/m.exec(section)?.[1]?.trim();
    const test = /<!-- meta=(\{.*\}) -->\s*```http\n([\s\S]*?)```[\s\S]*?```log\n([\s\S]*?)```/.exec(section);
    if (name === undefined || test === null) continue;
    const [, meta, http, log] = test;
    const settings = JSON.parse(meta);
    // Lenient modes are not undici's; pausing and skipping the body are parser callbacks, not answers.
    if (settings.type !== 'response' || settings.pause || settings.skipBody) continue;
    tests.push({ source: `test/response/${file}: ${name}`, input: inputOf(http), expect: expectedOf(log) });
  }
  return tests;
}

const corpus = readdirSync(folder)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .flatMap(testsOf);
process.stdout.write(`${JSON.stringify(corpus, null, 1)}\n`);
