/**
 * The trace readers, in the order they claim lines: a line read by one is not offered to the
 * next. Rust comes before Node, whose `at file:line:col` its backtrace lines would also fit. The
 * generic reader comes last: it reads the frames of traces no family reader knows, and the lines
 * they passed over. A family is added in one file and one line here.
 */
import { dotnet } from './dotnet.js';
import { elixir } from './elixir.js';
import { generic } from './generic.js';
import type { TraceReader } from './frame.js';
import { go } from './go.js';
import { java } from './java.js';
import { node } from './node.js';
import { php } from './php.js';
import { python } from './python.js';
import { ruby } from './ruby.js';
import { rust } from './rust.js';

export const TRACE_READERS: readonly TraceReader[] = [
  python,
  java,
  dotnet,
  rust,
  node,
  go,
  php,
  ruby,
  elixir,
  generic,
];
