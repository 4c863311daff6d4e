import type { JsonSchema } from '../core/results.js';
import { binaryFields } from '../openapi/cases.js';
import { isJsonMediaType, normalizeMediaType } from '../openapi/media.js';
import { isRecord } from '../util/document.js';
import { formFields, multipartBody, MULTIPART_BOUNDARY, type FormField } from '../util/form-body.js';
import type { InitOperation } from './operations.js';
import { firstExample, sampleValue, type SampleOptions } from './values.js';

/**
 * The body a generated step sends, in the first media type of the operation's that Falcon can
 * write, JSON first: `json:`, a form as `form:` (a list repeats its field, an object is written
 * the way form encoders write one, `card[number]`), and multipart, text and binary bodies as a
 * `body:` with its content type. Other media types (XML without an example) are left to a person.
 */

export interface BodyInputs {
  json?: unknown;
  form?: Record<string, FormField>;
  body?: string;
}

export interface Body {
  mediaType: string;
  inputs: BodyInputs;
  /** The content type the step must name itself (anything `json:` and `form:` do not add). */
  contentType?: string;
  /** A form's or multipart's fields before encoding, with the schema to check them against. */
  typed?: unknown;
  schema?: JsonSchema;
  /** Made from what the spec shows. */
  shown: boolean;
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

type Kind = 'json' | 'form' | 'multipart' | 'text' | 'binary' | 'xml';

/** The media types Falcon writes, in the order it picks them. */
const KINDS: Array<[Kind, (media: string) => boolean]> = [
  ['json', isJsonMediaType],
  ['form', (media) => media === FORM],
  ['multipart', (media) => media === MULTIPART],
  ['text', (media) => media.startsWith('text/') && media !== 'text/xml' && media !== 'text/html'],
  [
    'binary',
    (media) =>
      media === 'application/octet-stream' ||
      media === '*/*' ||
      /^(image|audio|video)\//.test(media) ||
      media === 'application/pdf' ||
      media === 'application/zip',
  ],
  ['xml', (media) => /[/+]xml$/.test(media)],
];

export function requestBody(
  entry: InitOperation,
  options: SampleOptions,
): { body?: Body } | { skip: string } {
  const body = entry.operation.requestBody;
  const keys = Object.keys(body?.content ?? {});
  if (!body || keys.length === 0) return {};
  for (const [kind, accepts] of KINDS) {
    const key = keys.find((candidate) => accepts(normalizeMediaType(candidate)));
    if (key === undefined) continue;
    const made = makeBody(kind, key, entry, options);
    if (made) return { body: made };
    if (body.required && kind !== 'xml')
      return { skip: 'needs a request body the spec shows no example for and its schema cannot make' };
  }
  if (!body.required) return {};
  return { skip: `sends ${keys.join(', ')}: write its body by hand` };
}

function makeBody(kind: Kind, key: string, entry: InitOperation, options: SampleOptions): Body | undefined {
  const media = normalizeMediaType(key);
  const schema = entry.operation.requestBody?.content[key]?.schema;
  const example = options.schemaOnly ? undefined : shownExample(entry, key);
  const sample = example ?? sampleValue(schema, options);
  if (!sample) return undefined;
  switch (kind) {
    case 'json':
      return {
        mediaType: key,
        inputs: { json: sample.value },
        ...(media === 'application/json' ? {} : { contentType: key }),
        shown: sample.shown,
      };
    case 'form': {
      if (!isRecord(sample.value)) return undefined;
      return {
        mediaType: key,
        inputs: { form: formFields(sample.value) },
        typed: sample.value,
        ...(schema !== undefined ? { schema } : {}),
        shown: sample.shown,
      };
    }
    case 'multipart': {
      if (!isRecord(sample.value)) return undefined;
      return {
        mediaType: key,
        inputs: { body: multipartBody(sample.value, binaryFields(schema)) },
        contentType: `${MULTIPART}; boundary=${MULTIPART_BOUNDARY}`,
        typed: sample.value,
        ...(schema !== undefined ? { schema } : {}),
        shown: sample.shown,
      };
    }
    case 'xml':
      // XML is written by hand unless the spec shows the document itself.
      return example && typeof example.value === 'string'
        ? { mediaType: key, inputs: { body: example.value }, contentType: key, shown: true }
        : undefined;
    default: {
      const value = typeof sample.value === 'string' ? sample.value : JSON.stringify(sample.value);
      return { mediaType: key, inputs: { body: value }, contentType: key, shown: sample.shown };
    }
  }
}

/** The body example the spec shows for the media type (3.x `example`/`examples`, 2.0 `x-examples`). */
function shownExample(entry: InitOperation, key: string): { value: unknown; shown: boolean } | undefined {
  const requestBody = entry.raw.requestBody;
  const media = isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content[key] : undefined;
  if (isRecord(media)) {
    if (media.example !== undefined) return { value: media.example, shown: true };
    const first = firstExample(media.examples);
    if (first) return first;
  }
  for (const parameter of entry.rawParameters.values()) {
    if (parameter.in !== 'body') continue;
    const examples = parameter['x-examples'];
    if (isRecord(examples) && examples[key] !== undefined) return { value: examples[key], shown: true };
  }
  return undefined;
}
