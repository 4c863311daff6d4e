/**
 * Agent events as people read them. In CI each turn becomes one collapsible log group (thought,
 * calls, short observations, usage), so a long investigation stays scannable; problems are also
 * raised as warnings, so they show up without opening any group.
 */
import type { AgentEvent } from './types.js';
import type { Log } from '../../core/log.js';

/** Observations and thoughts are cut to this many characters in the log; the model saw them whole. */
export const LOGGED_TEXT_CHARS = 400;

export function describeEvent(event: AgentEvent, maxChars = LOGGED_TEXT_CHARS): string {
  switch (event.type) {
    case 'thinking':
      return `thought: ${clip(event.text, maxChars)}`;
    case 'tool_call':
      return `call ${event.call.name}(${clip(event.call.arguments, maxChars)})`;
    case 'observation':
      return `${event.ok ? 'result' : 'failed'} ${event.call.name}: ${clip(event.output, maxChars)}`;
    case 'answer':
      return `final answer: ${clip(event.text, maxChars)}`;
    case 'error':
      return `error: ${event.message}`;
    case 'tool_usage': {
      const perTool = Object.entries(event.perTool)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      return `tool calls so far: ${event.total}${perTool ? ` (${perTool})` : ''}`;
    }
    case 'confirmation_required':
      return `${event.request.tool} wants to change ${event.request.path}: ${
        event.answer.approved ? 'approved' : `refused (${event.answer.reason})`
      }`;
  }
}

/**
 * An event sink that writes to `log`, one group per turn. Call `flush()` when the run ends so the
 * last turn is not lost.
 */
export function createEventLogger(
  log: Log,
  /** Masks the run's secrets in every line: a model may echo one it read. */
  redact: (text: string) => string = (text) => text,
): { emit(event: AgentEvent): void; flush(): void } {
  let turn: number | undefined;
  let lines: string[] = [];

  const flush = () => {
    if (turn !== undefined && lines.length > 0) {
      if (log.group) log.group(`Agent turn ${turn}`, lines);
      else for (const line of lines) log.info(`agent turn ${turn}: ${line}`);
    }
    lines = [];
  };

  return {
    emit(event) {
      if (turn !== undefined && event.turn !== turn) flush();
      turn = event.turn;
      const line = redact(describeEvent(event));
      lines.push(line);
      if (event.type === 'error') log.warning(`agent: ${redact(event.message)}`);
      if (event.type === 'confirmation_required' && !event.answer.approved) log.warning(`agent: ${line}`);
      // The loop closes every turn it got a reply for with the usage line.
      if (event.type === 'tool_usage') flush();
    },
    flush,
  };
}

function clip(text: string, maxChars: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= maxChars ? oneLine : `${oneLine.slice(0, maxChars)}… (${oneLine.length} chars)`;
}
