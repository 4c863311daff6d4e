/**
 * The flow JSON Schema (schemas/flow.schema.json, also published for editors), compiled with ajv.
 *
 * Any node of the schema can be validated on its own: explaining a failed `oneOf` means asking
 * which branch a value was meant for and what that branch alone says about it.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import flowSchema from '../../../schemas/flow.schema.json' with { type: 'json' };
import { escapeSegment } from '../../util/json-pointer.js';

export const SCHEMA_ID = 'https://falcon-ci.dev/schemas/flow.schema.json';

/** The parts of a schema node that error messages are written from. */
export interface SchemaNode {
  title?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

export const rootSchema = flowSchema as unknown as SchemaNode & { definitions: Record<string, SchemaNode> };

let ajv: Ajv | undefined;
const validators = new Map<SchemaNode, ValidateFunction>();

/** Compiled on first use: importing this module stays cheap for code that never parses a flow. */
export function validatorFor(node: SchemaNode): ValidateFunction {
  let validate = validators.get(node);
  if (validate) return validate;
  ajv ??= new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true });
  if (!ajv.getSchema(SCHEMA_ID)) ajv.addSchema(flowSchema);
  const pointer = pointerOf(node);
  validate = ajv.getSchema(pointer === '' ? SCHEMA_ID : `${SCHEMA_ID}#${pointer}`);
  if (!validate) throw new Error(`flow schema has no node at ${pointer}`);
  validators.set(node, validate);
  return validate;
}

let pointers: Map<unknown, string> | undefined;

/** JSON pointer of a node of the flow schema, found by identity (ajv's verbose errors hand us the node). */
function pointerOf(node: SchemaNode): string {
  if (!pointers) {
    const found = new Map<unknown, string>();
    const walk = (value: unknown, pointer: string): void => {
      if (typeof value !== 'object' || value === null) return;
      found.set(value, pointer);
      for (const [key, child] of Object.entries(value)) {
        walk(child, `${pointer}/${escapeSegment(key)}`);
      }
    };
    walk(rootSchema, '');
    pointers = found;
  }
  const pointer = pointers.get(node);
  if (pointer === undefined) throw new Error('schema node is not part of the flow schema');
  return pointer;
}

/** Follows `#/definitions/…` references, which are the only kind the flow schema uses. */
export function resolveRef(node: SchemaNode): SchemaNode {
  const prefix = '#/definitions/';
  if (node.$ref?.startsWith(prefix)) {
    const target = rootSchema.definitions[node.$ref.slice(prefix.length)];
    if (target) return resolveRef(target);
  }
  return node;
}
