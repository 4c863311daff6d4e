/**
 * The tools a message may call, as models vary their names, and what their schemas say about
 * arguments written as text: which parameter a bare value fills, and which type a value written
 * between tags (`<parameter=limit>5</parameter>`) was meant to have.
 */
import { isRecord } from '../../../util/document.js';

/** A tool as the recognisers need it: its name and, when known, its JSON Schema parameters. */
export interface ToolSignature {
  name: string;
  parameters?: unknown;
}

const FINAL_ANSWER_NAMES = new Set(['final_answer', 'finalanswer', 'final']);
/** Names models give to "no tool is needed" (Command R's `directly_answer`). */
const NO_TOOL_NAMES = new Set(['directly_answer', 'no_tool', 'none']);

export class ToolNames {
  private readonly exact = new Map<string, ToolSignature>();
  private readonly loose = new Map<string, ToolSignature>();

  constructor(tools: ReadonlyArray<string | ToolSignature>) {
    for (const tool of tools) {
      const signature = typeof tool === 'string' ? { name: tool } : tool;
      this.exact.set(signature.name.toLowerCase(), signature);
      this.loose.set(loosen(signature.name), signature);
    }
  }

  /** The registered spelling of a name as a model wrote it; unknown names come back cleaned. */
  resolve(raw: string): string {
    const name = clean(raw);
    return this.signature(name)?.name ?? name;
  }

  isRegistered(raw: string): boolean {
    return this.signature(clean(raw)) !== undefined;
  }

  /** The tools' names, as registered. */
  list(): string[] {
    return [...this.exact.values()].map((signature) => signature.name);
  }

  /**
   * Whether `args` fits the tool's declared parameters: an object holding every required one,
   * each declared one of its declared type, and nothing undeclared. Used where only the shape of
   * the arguments says that a value is a call (`{"read_file": {"path": "a.py"}}`); a tool declared
   * without parameters takes any object.
   */
  accepts(tool: string, args: unknown): boolean {
    if (!isRecord(args)) return false;
    const schema = this.signature(clean(tool))?.parameters;
    if (!isRecord(schema)) return true;
    const properties = isRecord(schema['properties']) ? schema['properties'] : {};
    const required = Array.isArray(schema['required']) ? schema['required'] : [];
    if (required.some((key) => typeof key === 'string' && !(key in args))) return false;
    return Object.entries(args).every(([key, value]) => {
      const property = properties[key];
      if (property === undefined) return schema['additionalProperties'] === true;
      const type = isRecord(property) ? property['type'] : undefined;
      const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type : [];
      return types.length === 0 || types.some((name) => hasType(value, name));
    });
  }

  /**
   * Whether the tool declares its parameters (a JSON Schema with `properties`). Where nothing but
   * the arguments' fit says a value is a call, a tool declared without them fits anything, so
   * such a reading needs a declaration to hold the arguments to.
   */
  declaresParameters(tool: string): boolean {
    const schema = this.signature(clean(tool))?.parameters;
    return isRecord(schema) && isRecord(schema['properties']);
  }

  /** Whether `parameter` is one of the tool's declared parameters. */
  declares(tool: string, parameter: string): boolean {
    const schema = this.signature(clean(tool))?.parameters;
    const properties = isRecord(schema) ? schema['properties'] : undefined;
    return isRecord(properties) && Object.hasOwn(properties, parameter);
  }

  /** `Final Answer` written as if it were a tool, unless a tool really has that name. */
  isFinalAnswer(raw: string): boolean {
    return !this.isRegistered(raw) && FINAL_ANSWER_NAMES.has(loosen(raw));
  }

  /** `directly_answer` and the like, unless a tool really has that name: not a call. */
  isNoTool(raw: string): boolean {
    return !this.isRegistered(raw) && NO_TOOL_NAMES.has(loosen(raw));
  }

  /** The parameter a bare value fills: the only required one, else the only one declared. */
  soleParameter(tool: string): string | undefined {
    const schema = this.signature(clean(tool))?.parameters;
    if (!isRecord(schema)) return undefined;
    const required = Array.isArray(schema['required']) ? schema['required'] : [];
    if (required.length === 1 && typeof required[0] === 'string') return required[0];
    const properties = isRecord(schema['properties']) ? Object.keys(schema['properties']) : [];
    return properties.length === 1 ? properties[0] : undefined;
  }

  /** The declared parameters in the order values given by position fill them: the required ones first. */
  parameterOrder(tool: string): string[] {
    const schema = this.signature(clean(tool))?.parameters;
    if (!isRecord(schema) || !isRecord(schema['properties'])) return [];
    const required = Array.isArray(schema['required'])
      ? schema['required'].filter((key): key is string => typeof key === 'string')
      : [];
    return [...new Set([...required, ...Object.keys(schema['properties'])])];
  }

  /** The JSON Schema type of one parameter, when declared. */
  parameterType(tool: string, parameter: string): string | undefined {
    const schema = this.signature(clean(tool))?.parameters;
    const properties = isRecord(schema) ? schema['properties'] : undefined;
    const property = isRecord(properties) ? properties[parameter] : undefined;
    const type = isRecord(property) ? property['type'] : undefined;
    if (typeof type === 'string') return type;
    return Array.isArray(type)
      ? type.find((item): item is string => typeof item === 'string' && item !== 'null')
      : undefined;
  }

  private signature(name: string): ToolSignature | undefined {
    return this.exact.get(name.toLowerCase()) ?? this.loose.get(loosen(name));
  }
}

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

/** `functions.read_file` (OpenAI's namespace, Kimi, Harmony) and `default_api.read_file` (Gemma) name the tool. */
function clean(raw: string): string {
  return raw
    .trim()
    .replace(/^[`'"]+|[`'"]+$/g, '')
    .replace(/^(?:functions|default_api|tools)\./i, '');
}

/** `Read-File`, `read file` and `readFile` all become `readfile` / `read_file` alike. */
function loosen(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
