import { n as isRecord, c as builtin$5, s as builtin$8, d as builtin$9, I as InputError, m as messageOf, L as InputErrors, j as plural } from './cancellation.js';
import { b as EXIT_PASSED } from './exit-codes.js';
import { ab as isJsonMediaType, u as mediaTypeOf, ac as IGNORED_HEADER_PARAMETERS, E as slug, a as builtin$4, b as builtin$7, e as builtin$b, i as builtin$c, h as builtin$d, a4 as builtin$f, d as builtin$g, ad as MASK, a2 as isSensitiveName, w as createContext, K as displayPath, ae as folderInsideRepository, af as workspaceLimits, J as readOptional, H as parseYamlSource, v as templateReferences, D as distExports } from './files.js';
import { a as serverUrls } from './api.js';
import { parseSpec, bundleSpec } from './load.js';
import { f as fast_check_default, c as binaryFields } from './cases2.js';
import { M as MULTIPART_BOUNDARY, m as multipartBody, f as formFields } from './form-body.js';
import { a as requireErrors, b as requirePoolBase, c as requirePool, d as requireSymbols, e as requireUtil$4, f as requireClient, g as requireConnect, h as requireDispatcher, r as requireAgent, i as requireRuntimeFeatures, j as requireUtil$5, k as requireWebidl, l as requireBody, m as requireConstants$2, n as requireDataUrl, o as requireInfra, p as requireConstants$3, q as requireFixedQueue, s as requireDiagnostics, t as requireEncoding, u as requireFormdata, v as requireGlobal$1 } from './agent2.js';
import { r as requireProxyAgent, a as requireSocks5ProxyAgent, b as requireEnvHttpProxyAgent } from './env-http-proxy-agent.js';
import { c as builtin, b as builtin$1, d as builtin$2, i as builtin$3, e as builtin$e, g as builtin$h } from './node-async_hooks.js';
import { b as builtin$6, a as builtin$a } from './node-timers.js';
import './node-url.js';

/** A schema too deep to sample is one the spec should give an example for. */
const MAX_DEPTH = 12;
/** Formats whose shape a plain string would break, with a value each accepts. */
const FORMAT_SAMPLES = {
    'date-time': '2024-01-01T00:00:00Z',
    date: '2024-01-01',
    time: '00:00:00Z',
    email: 'user@example.com',
    'idn-email': 'user@example.com',
    uuid: '00000000-0000-4000-8000-000000000000',
    uri: 'https://example.com/',
    url: 'https://example.com/',
    'uri-reference': '/example',
    iri: 'https://example.com/',
    hostname: 'example.com',
    'idn-hostname': 'example.com',
    ipv4: '192.0.2.1',
    ipv6: '2001:db8::1',
    byte: 'AA==',
    binary: 'x',
    password: 'example',
    duration: 'P1D',
    'json-pointer': '/example',
    regex: '.*',
};
/** The value the spec shows for a schema, if it shows one. */
function shownValue(schema) {
    if (!isRecord(schema))
        return undefined;
    if (schema.const !== undefined)
        return { value: schema.const, shown: true };
    if (schema.example !== undefined)
        return { value: schema.example, shown: true };
    if (Array.isArray(schema.examples) && schema.examples.length > 0)
        return { value: schema.examples[0], shown: true };
    if (schema.default !== undefined)
        return { value: schema.default, shown: true };
    if (Array.isArray(schema.enum) && schema.enum.length > 0) {
        const value = schema.enum.find((item) => item !== null) ?? schema.enum[0];
        return { value, shown: true };
    }
    return undefined;
}
/** The value `const` or `enum` leaves no choice about. */
function constrainedValue(schema) {
    if (schema.const !== undefined)
        return { value: schema.const, shown: true };
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return { value: schema.enum.find((item) => item !== null) ?? schema.enum[0], shown: true };
    return undefined;
}
/**
 * A value for the schema: the one it shows, else one made from its constraints. Undefined when
 * no value can be made without guessing (a `pattern`, a `$ref` back into itself, `not`).
 */
function sampleValue(schema, options = {}, depth = 0) {
    if (schema === true || schema === undefined)
        return undefined;
    if (!isRecord(schema) || depth > MAX_DEPTH)
        return undefined;
    if (options.nullWhenAllowed && allowsNull(schema))
        return { value: null, shown: false };
    const shown = options.schemaOnly ? constrainedValue(schema) : shownValue(schema);
    if (shown)
        return shown;
    if (typeof schema.$ref === 'string' || schema.not !== undefined)
        return undefined;
    if (Array.isArray(schema.allOf))
        return sampleAllOf(schema, schema.allOf, options, depth);
    for (const key of ['oneOf', 'anyOf']) {
        const choices = schema[key];
        if (!Array.isArray(choices))
            continue;
        // A choice that is only `null` is the least useful value to send; try it last.
        const ordered = [...choices].sort((a, b) => Number(isNullOnly(a)) - Number(isNullOnly(b)));
        for (const choice of ordered) {
            const value = sampleValue(choice, options, depth + 1);
            if (value)
                return value;
        }
        return undefined;
    }
    switch (typeOf(schema)) {
        case 'string':
            return sampleString(schema);
        case 'integer':
        case 'number':
            return sampleNumber(schema, typeOf(schema) === 'integer');
        case 'boolean':
            return { value: true, shown: false };
        case 'null':
            return { value: null, shown: false };
        case 'array':
            return sampleArray(schema, options, depth);
        case 'object':
            return sampleObject(schema, options, depth);
        default:
            return undefined;
    }
}
/** The schema's type: the first of a list that is not `null` (3.1), else what its keywords imply. */
function typeOf(schema) {
    const type = schema.type;
    if (typeof type === 'string')
        return type;
    if (Array.isArray(type)) {
        const named = type.filter((item) => typeof item === 'string');
        return named.find((item) => item !== 'null') ?? named[0];
    }
    if (isRecord(schema.properties) || Array.isArray(schema.required))
        return 'object';
    if (schema.items !== undefined)
        return 'array';
    return undefined;
}
function allowsNull(schema) {
    return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}
function isNullOnly(schema) {
    return (isRecord(schema) &&
        (schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.every((v) => v === null))));
}
function sampleString(schema) {
    const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
    if (format !== undefined && typeof schema.pattern !== 'string')
        return { value: format, shown: false };
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
    const fits = (value) => value.length >= min && value.length <= max;
    if (typeof schema.pattern === 'string') {
        const pattern = compile(schema.pattern);
        const value = pattern
            ? (PATTERN_CANDIDATES.find((candidate) => fits(candidate) && pattern.test(candidate)) ??
                drawnMatch(pattern, fits))
            : undefined;
        return value === undefined ? undefined : { value, shown: false };
    }
    const value = fits('example') ? 'example' : 'x'.repeat(Math.max(min, 1));
    return fits(value) ? { value, shown: false } : undefined;
}
/**
 * Strings tried against a `pattern`, the first that matches is sent: most patterns in specs
 * describe ids, numbers, words or dates, and one of these fits. No match: the spec needs an example.
 */
const PATTERN_CANDIDATES = [
    'example',
    '0',
    '1',
    'a',
    'A',
    'abc',
    'ABC',
    'example-1',
    'example_1',
    '2024-01-01',
    '2024-01-01T00:00:00Z',
    '00000000-0000-4000-8000-000000000000',
    'user@example.com',
    'https://example.com/',
    '#000000',
    'en',
    'en-US',
];
/**
 * A string drawn to match a pattern no candidate fits (`^[A-Z]{2}[0-9]{6}$`), from a fixed seed so
 * init writes the same value every time; the shortest of a few draws that also fits the lengths.
 */
function drawnMatch(pattern, fits) {
    try {
        const drawn = fast_check_default.sample(fast_check_default.stringMatching(pattern, { size: 'xsmall' }), { seed: 1, numRuns: 20 });
        return drawn
            .filter((value) => fits(value) && pattern.test(value) && printable(value))
            .sort((a, b) => a.length - b.length)[0];
    }
    catch {
        // A pattern fast-check cannot read: the spec should show an example.
        return undefined;
    }
}
/** Text a person can read and a header can carry: no control characters. */
function printable(value) {
    return [...value].every((char) => char >= ' ' && char !== '\u007f');
}
function compile(pattern) {
    try {
        return new RegExp(pattern, 'u');
    }
    catch {
        return undefined;
    }
}
function sampleNumber(schema, integer) {
    const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : 1;
    let low = 1;
    if (typeof schema.minimum === 'number')
        low = schema.minimum;
    // 3.0 writes exclusiveMinimum as a flag on minimum; 3.1 as the bound itself.
    if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number')
        low = schema.minimum + step;
    if (typeof schema.exclusiveMinimum === 'number')
        low = schema.exclusiveMinimum + step;
    let value = Math.ceil(low / step) * step;
    if (integer)
        value = Math.ceil(value);
    const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : Infinity;
    if (value > max || value >= exclusiveMax || (schema.exclusiveMaximum === true && value >= max)) {
        // Only a non-positive range is left: its upper end is the smallest change.
        value = Math.floor(Math.min(max, exclusiveMax - step) / step) * step;
    }
    return Number.isFinite(value) ? { value, shown: false } : undefined;
}
function sampleArray(schema, options, depth) {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const item = sampleValue(schema.items, options, depth + 1);
    if (!item)
        return min === 0 ? { value: [], shown: false } : undefined;
    const count = Math.max(min, 1);
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
    if (count > max)
        return { value: [], shown: false };
    // uniqueItems with one sampled value can only ever hold one.
    if (schema.uniqueItems === true && count > 1)
        return undefined;
    return { value: Array.from({ length: count }, () => structuredClone(item.value)), shown: item.shown };
}
/**
 * Every required property, and every optional one the spec shows a value for: a request the
 * schema accepts, as close to the documented example as the spec allows.
 */
function sampleObject(schema, options, depth) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : []);
    const value = {};
    // An empty object shows nothing, though nothing in it was made up either.
    let shown = Object.keys(properties).length === 0 && required.size === 0 ? false : true;
    let any = false;
    for (const [name, property] of Object.entries(properties)) {
        // A request leaves out what the server writes (readOnly) and what is on its way out.
        const skipped = isRecord(property) && (property.readOnly === true || property.deprecated === true);
        if (skipped && !required.has(name) && !options.everyProperty)
            continue;
        const sample = required.has(name) || options.everyProperty
            ? sampleValue(property, options, depth + 1)
            : optionalSample(property, options, depth + 1);
        if (sample === undefined) {
            if (required.has(name))
                return undefined;
            continue;
        }
        value[name] = sample.value;
        shown &&= sample.shown;
        any = true;
    }
    for (const name of required) {
        if (Object.hasOwn(value, name))
            continue;
        // Required but not described: any string is as good a guess as any other value.
        value[name] = 'example';
        shown = false;
    }
    return { value, shown: shown && (any || required.size > 0 || Object.keys(properties).length === 0) };
}
/** An optional property is sent only when the spec shows a value for it (or for all its parts). */
function optionalSample(schema, options, depth) {
    const sample = sampleValue(schema, options, depth);
    return sample?.shown ? sample : undefined;
}
function sampleAllOf(schema, parts, options, depth) {
    const rest = { ...schema };
    delete rest.allOf;
    const merged = {};
    let shown = true;
    // The keywords beside allOf take part only when they describe a value of their own.
    for (const part of typeOf(rest) === undefined ? parts : [rest, ...parts]) {
        const sample = sampleValue(part, options, depth + 1);
        if (!sample)
            return undefined;
        if (!isRecord(sample.value))
            return sample;
        Object.assign(merged, sample.value);
        shown &&= sample.shown;
    }
    return { value: merged, shown };
}
/** The first value of an OpenAPI 3 `examples` map (Example Objects) or of a plain list. */
function firstExample(examples) {
    if (Array.isArray(examples))
        return examples.length > 0 ? { value: examples[0], shown: true } : undefined;
    if (!isRecord(examples))
        return undefined;
    for (const example of Object.values(examples)) {
        if (isRecord(example) && example.value !== undefined)
            return { value: example.value, shown: true };
    }
    return undefined;
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
/** The media types Falcon writes, in the order it picks them. */
const KINDS = [
    ['json', isJsonMediaType],
    ['form', (media) => media === FORM],
    ['multipart', (media) => media === MULTIPART],
    ['text', (media) => media.startsWith('text/') && media !== 'text/xml' && media !== 'text/html'],
    [
        'binary',
        (media) => media === 'application/octet-stream' ||
            media === '*/*' ||
            /^(image|audio|video)\//.test(media) ||
            media === 'application/pdf' ||
            media === 'application/zip',
    ],
    ['xml', (media) => /[/+]xml$/.test(media)],
];
function requestBody(entry, options) {
    const body = entry.operation.requestBody;
    const keys = Object.keys(body?.content ?? {});
    if (!body || keys.length === 0)
        return {};
    for (const [kind, accepts] of KINDS) {
        const key = keys.find((candidate) => accepts(mediaTypeOf(candidate)));
        if (key === undefined)
            continue;
        const made = makeBody(kind, key, entry, options);
        if (made)
            return { body: made };
        if (body.required && kind !== 'xml')
            return { skip: 'needs a request body the spec shows no example for and its schema cannot make' };
    }
    if (!body.required)
        return {};
    return { skip: `sends ${keys.join(', ')}: write its body by hand` };
}
function makeBody(kind, key, entry, options) {
    const media = mediaTypeOf(key);
    const schema = entry.operation.requestBody?.content[key]?.schema;
    const example = options.schemaOnly ? undefined : shownExample(entry, key);
    const sample = example ?? sampleValue(schema, options);
    if (!sample)
        return undefined;
    switch (kind) {
        case 'json':
            return {
                mediaType: key,
                inputs: { json: sample.value },
                ...(media === 'application/json' ? {} : { contentType: key }),
                shown: sample.shown,
            };
        case 'form': {
            if (!isRecord(sample.value))
                return undefined;
            return {
                mediaType: key,
                inputs: { form: formFields(sample.value) },
                typed: sample.value,
                ...(schema !== undefined ? { schema } : {}),
                shown: sample.shown,
            };
        }
        case 'multipart': {
            if (!isRecord(sample.value))
                return undefined;
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
function shownExample(entry, key) {
    const requestBody = entry.raw.requestBody;
    const media = isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content[key] : undefined;
    if (isRecord(media)) {
        if (media.example !== undefined)
            return { value: media.example, shown: true };
        const first = firstExample(media.examples);
        if (first)
            return first;
    }
    for (const parameter of entry.rawParameters.values()) {
        if (parameter.in !== 'body')
            continue;
        const examples = parameter['x-examples'];
        if (isRecord(examples) && examples[key] !== undefined)
            return { value: examples[key], shown: true };
    }
    return undefined;
}

function operationInputs(entry, context) {
    const paths = {};
    for (const parameter of entry.operation.parameters) {
        if (parameter.in !== 'path')
            continue;
        const value = context.pathValue(parameter);
        if ('skip' in value)
            return value;
        paths[parameter.name] = value;
    }
    const first = attempt$1(entry, context, paths, {});
    if (!('problem' in first))
        return { inputs: first.inputs };
    if (first.fromExamples) {
        // The spec's example breaks its own schema: values made from the schema alone may fit.
        const again = attempt$1(entry, context, paths, { schemaOnly: true });
        if (!('problem' in again))
            return { inputs: again.inputs };
    }
    return { skip: first.problem };
}
function attempt$1(entry, context, paths, options) {
    const inputs = { params: {}, query: {}, headers: {} };
    const concrete = {
        method: entry.operation.method,
        path: entry.operation.path,
        query: {},
        headers: {},
    };
    const cookies = [];
    let fromExamples = false;
    for (const parameter of entry.operation.parameters) {
        if (parameter.in === 'path') {
            const { value, example } = paths[parameter.name];
            inputs.params[parameter.name] = value;
            concrete.path = concrete.path.replace(`{${parameter.name}}`, encodeURIComponent(text(example)));
            continue;
        }
        if (!parameter.required)
            continue;
        if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase()))
            continue;
        const raw = entry.rawParameters.get(`${parameter.in}:${parameter.name}`) ?? {};
        const found = parameterValue(raw, parameter, options);
        const label = `the ${parameter.in} parameter '${parameter.name}'`;
        if (!found) {
            return {
                problem: `needs a value for ${label} its schema cannot make: add an example to the spec`,
                fromExamples,
            };
        }
        fromExamples ||= found.shown;
        if (isRecord(found.value) || (Array.isArray(found.value) && found.value.some(isStructured))) {
            return { problem: `${label} takes an object: write its step by hand`, fromExamples };
        }
        if (parameter.in === 'query') {
            inputs.query[parameter.name] = found.value;
            concrete.query[parameter.name] = Array.isArray(found.value) ? found.value.map(text) : text(found.value);
        }
        else if (parameter.in === 'header') {
            inputs.headers[parameter.name.toLowerCase()] = text(found.value);
        }
        else {
            cookies.push(`${parameter.name}=${text(found.value)}`);
        }
    }
    if (cookies.length > 0) {
        // The step's cookie header replaces the environment's: the credentials ride along in it.
        if (context.environmentCookie)
            cookies.push(context.environmentCookie);
        inputs.headers.cookie = cookies.join('; ');
    }
    concrete.headers = { ...inputs.headers };
    const body = requestBody(entry, options);
    if ('skip' in body)
        return { problem: body.skip, fromExamples };
    if (body.body) {
        fromExamples ||= body.body.shown;
        Object.assign(inputs, body.body.inputs);
        if (body.body.contentType)
            inputs.headers['content-type'] = body.body.contentType;
        concrete.contentType = body.body.contentType ?? body.body.mediaType;
        concrete.headers['content-type'] = concrete.contentType;
        concrete.body = body.body.inputs.json ?? body.body.inputs.body ?? body.body.inputs.form;
        if (body.body.typed !== undefined && body.body.schema !== undefined) {
            // A form or multipart body is checked as the fields it was made of.
            const problems = context.spec.validate(body.body.schema, body.body.typed);
            if (problems.length > 0)
                return { problem: `the body the spec gives does not fit it: ${problems[0]}`, fromExamples };
        }
    }
    const problems = context.spec.checkRequest(entry.operation, concrete);
    if (problems.length > 0)
        return { problem: `the values the spec gives do not fit it: ${problems[0]}`, fromExamples };
    return { inputs };
}
/**
 * The value of a parameter: its own example, the first of its `examples`, Swagger's `x-example`,
 * or its schema's. A required text value is never empty: an empty value is no value (OpenAPI's
 * `allowEmptyValue` is off unless said), and a list holds at least one item.
 */
function parameterValue(raw, parameter, options = {}) {
    const allowEmpty = raw.allowEmptyValue === true;
    const usable = (value) => value !== undefined &&
        value !== null &&
        (allowEmpty || (value !== '' && !(Array.isArray(value) && value.length === 0)));
    if (!options.schemaOnly) {
        for (const shown of [raw.example, raw['x-example'], firstExample(raw.examples)?.value])
            if (usable(shown))
                return { value: shown, shown: true };
    }
    const schema = isRecord(parameter.schema) ? nonEmpty(parameter.schema, allowEmpty) : parameter.schema;
    const sample = sampleValue(schema, options);
    return sample && usable(sample.value) ? sample : undefined;
}
/** A schema whose strings and lists cannot be empty. */
function nonEmpty(schema, allowEmpty) {
    if (allowEmpty)
        return schema;
    const copy = { ...schema };
    if (copy.type === 'string' && !(typeof copy.minLength === 'number' && copy.minLength > 0))
        copy.minLength = 1;
    if (copy.type === 'array' && !(typeof copy.minItems === 'number' && copy.minItems > 0))
        copy.minItems = 1;
    return copy;
}
function isStructured(value) {
    return value !== null && typeof value === 'object';
}
function text(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** `orderId` → `order id`, `guild_id` → `guild id`: how a message names what a parameter holds. */
function describeName(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase()
        .trim();
}

const SAFE = new Set(['GET', 'HEAD']);
/** Names of the property a list answer keeps its items in, most common first. */
const LIST_PROPERTIES = ['items', 'data', 'results', 'records', 'value', 'values', 'entries', 'content'];
/** Parameter names too common to match a field of an unrelated answer by. */
const GENERIC = new Set(['id', 'key', 'name', 'uuid', 'slug', 'number', 'sid', 'code', 'ref']);
class ProducerIndex {
    operations;
    spec;
    byPath = new Map();
    links = new Map();
    /** Normalised field name → the reads that answer it. */
    fields = new Map();
    found = new Map();
    items = new Map();
    constructor(operations, spec) {
        this.operations = operations;
        this.spec = spec;
        for (const entry of operations) {
            const list = this.byPath.get(entry.operation.path) ?? [];
            list.push(entry);
            this.byPath.set(entry.operation.path, list);
        }
        this.indexLinks();
        this.indexFields();
    }
    /**
     * The producers of `parameter` for `consumer`, most trusted first for what the consumer does:
     * a read takes what a read shows before what a create makes; a write or delete wants what the
     * flow created itself.
     */
    producers(consumer, parameter, filter) {
        const key = `${consumer.label}\u0000${parameter}\u0000${filter.readsOnly}`;
        let known = this.found.get(key);
        if (!known)
            this.found.set(key, (known = this.find(consumer, parameter, filter)));
        return known;
    }
    find(consumer, parameter, filter) {
        const found = [];
        const add = (producer) => {
            if (!producer || producer.entry === consumer)
                return;
            if (filter.readsOnly && !SAFE.has(producer.entry.operation.method))
                return;
            if (producer.entry.operation.method === 'DELETE')
                return;
            if (!found.some((known) => known.entry === producer.entry && known.kind === producer.kind))
                found.push(producer);
        };
        const schema = consumer.operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === parameter)?.schema;
        const fits = (value) => this.fitsParameter(schema, value);
        for (const link of this.links.get(consumer) ?? [])
            add(this.linked(link, parameter, fits));
        const siblings = collectionPaths(consumer.operation.path, parameter).flatMap((collection) => this.byPath.get(collection) ?? []);
        const list = siblings.find((entry) => entry.operation.method === 'GET');
        const create = siblings.find((entry) => entry.operation.method === 'POST');
        const listed = list ? this.listed(list, parameter, fits) : undefined;
        const created = create ? this.created(create, parameter, fits) : undefined;
        const named = GENERIC.has(normal(parameter)) ? [] : this.named(consumer, parameter, fits);
        if (SAFE.has(consumer.operation.method)) {
            add(listed);
            add(created);
            named.forEach(add);
        }
        else {
            add(created);
            add(listed);
            named.forEach(add);
        }
        return found;
    }
    /**
     * Why a create has no chain to the item it makes, when it has an item path: said in the plan
     * instead of leaving the item's operations out without a word.
     */
    createWithoutId(create) {
        if (create.operation.method !== 'POST')
            return undefined;
        const item = this.itemPath(create);
        if (!item)
            return undefined;
        return this.created(create, item.parameter, () => true) ? undefined : item;
    }
    /** The path of the items a create's collection holds: `/pets/{petId}`, `/Messages/{Sid}.json`. */
    itemPath(create) {
        if (this.items.has(create))
            return this.items.get(create);
        const { base, extension } = splitExtension(create.operation.path.replace(/\/+$/, ''));
        let found;
        for (const path of this.byPath.keys()) {
            if (!path.startsWith(`${base}/`) || !path.endsWith(extension))
                continue;
            const match = /^\/\{([^{}/]+)\}$/.exec(path.slice(base.length, path.length - extension.length));
            if (match) {
                found = { itemPath: path, parameter: match[1] };
                break;
            }
        }
        this.items.set(create, found);
        return found;
    }
    /** The item operations on `collection/{id}` a create's chain goes through, with their parameter. */
    itemOperations(create) {
        const item = this.itemPath(create);
        if (item)
            return { parameter: item.parameter, entries: this.byPath.get(item.itemPath) ?? [] };
        // A create whose link names its item's operations chains to them wherever they live.
        for (const [target, links] of this.links) {
            const link = links.find((candidate) => candidate.source === create);
            const parameter = link && Object.keys(link.parameters)[0];
            if (parameter)
                return { parameter, entries: this.byPath.get(target.operation.path) ?? [target] };
        }
        return undefined;
    }
    indexLinks() {
        const byId = new Map(this.operations.flatMap((entry) => entry.operation.operationId ? [[entry.operation.operationId, entry]] : []));
        for (const source of this.operations) {
            const responses = isRecord(source.raw.responses) ? source.raw.responses : {};
            for (const [status, response] of Object.entries(responses)) {
                if (!/^2/.test(status) || !isRecord(response) || !isRecord(response.links))
                    continue;
                for (const link of Object.values(response.links)) {
                    if (!isRecord(link) || !isRecord(link.parameters))
                        continue;
                    const target = typeof link.operationId === 'string'
                        ? byId.get(link.operationId)
                        : typeof link.operationRef === 'string'
                            ? this.byReference(link.operationRef)
                            : undefined;
                    if (!target)
                        continue;
                    const parameters = {};
                    for (const [name, expression] of Object.entries(link.parameters))
                        if (typeof expression === 'string')
                            parameters[name.replace(/^path\./, '')] = expression;
                    const known = this.links.get(target) ?? [];
                    known.push({ source, parameters });
                    this.links.set(target, known);
                }
            }
        }
    }
    /** `#/paths/~1pets~1{petId}/get` → that operation. */
    byReference(reference) {
        const match = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(reference);
        if (!match)
            return undefined;
        const path = match[1].replace(/~1/g, '/').replace(/~0/g, '~');
        return this.byPath.get(path)?.find((entry) => entry.operation.method === match[2].toUpperCase());
    }
    linked(link, parameter, fits) {
        const expression = link.parameters[parameter];
        if (expression === undefined)
            return undefined;
        const body = /^\$response\.body#(\/.*)?$/.exec(expression);
        if (body) {
            const keys = (body[1] ?? '')
                .split('/')
                .slice(1)
                .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
            const schema = atPointer(successSchema(link.source.operation), keys);
            const example = fieldExample(schema);
            if (example !== undefined && !fits(example))
                return undefined;
            return { entry: link.source, kind: 'link', capture: jsonPath(keys), example };
        }
        const header = /^\$response\.header\.(.+)$/.exec(expression);
        if (header) {
            return {
                entry: link.source,
                kind: 'link',
                capture: { header: header[1].toLowerCase() },
                example: undefined,
            };
        }
        return undefined;
    }
    listed(list, parameter, fits) {
        const schema = successSchema(list.operation);
        const items = listItems(schema);
        if (!items)
            return undefined;
        // A list of names (`GET /gitignore/templates` → `["C", "Go"]`): each item is an id itself.
        const scalar = usableField(items.item, '', fits);
        if (scalar && isScalarSchema(items.item))
            return { entry: list, kind: 'list', capture: jsonPath([...items.at, 0]), example: scalar.example };
        const field = idField(items.item, parameter, fits);
        if (!field)
            return undefined;
        return {
            entry: list,
            kind: 'list',
            capture: jsonPath([...items.at, 0, ...(field.keys ?? [field.name])]),
            example: field.example,
        };
    }
    created(create, parameter, fits) {
        const field = idField(successSchema(create.operation), parameter, fits);
        if (field)
            return {
                entry: create,
                kind: 'create',
                capture: jsonPath(field.keys ?? [field.name]),
                example: field.example,
            };
        const headers = Object.entries(create.operation.responses)
            .filter(([status]) => /^2/.test(status))
            .flatMap(([, response]) => Object.keys(response.headers));
        if (headers.includes('location')) {
            // The last segment of the created item's address: `/pets/42` → `42`.
            return {
                entry: create,
                kind: 'create',
                capture: { regex: '([^/?#]+)/?(?:[?#].*)?$', from: 'header', header: 'location' },
                example: undefined,
            };
        }
        return undefined;
    }
    /** The top-level fields of every read's answer, and of its list's items. */
    indexFields() {
        for (const entry of this.operations) {
            if (entry.operation.method !== 'GET')
                continue;
            const schema = successSchema(entry.operation);
            const items = listItems(schema);
            const places = [[schema, []]];
            if (items)
                places.push([items.item, [...items.at, 0]]);
            for (const [where, at] of places) {
                for (const [name, property] of Object.entries(flatten(where)?.properties ?? {})) {
                    const known = this.fields.get(normal(name)) ?? [];
                    known.push({ entry, keys: [...at, name], schema: property });
                    this.fields.set(normal(name), known);
                }
            }
        }
    }
    /** Reads elsewhere whose answer (or its items) has a field named exactly like the parameter. */
    named(consumer, parameter, fits) {
        const found = [];
        for (const field of this.fields.get(normal(parameter)) ?? []) {
            if (field.entry === consumer)
                continue;
            const usable = usableField(field.schema, String(field.keys.at(-1)), fits);
            if (usable)
                found.push({
                    entry: field.entry,
                    kind: 'field',
                    capture: jsonPath(field.keys),
                    example: usable.example,
                });
        }
        // Operations without path parameters of their own first: they need nothing to be called.
        return found.sort((a, b) => pathParameterCount(a.entry.operation) - pathParameterCount(b.entry.operation));
    }
    fitsParameter(schema, value) {
        if (value === undefined || value === null)
            return value === undefined;
        if (typeof value === 'object')
            return false;
        if (!isRecord(schema))
            return true;
        // A path parameter arrives as text: a number field fits a string parameter, not the reverse.
        const type = schema.type;
        const asText = typeof value === 'string' ? value : String(value);
        const read = type === 'integer' || type === 'number'
            ? /^-?\d+(\.\d+)?$/.test(asText)
                ? Number(asText)
                : asText
            : type === 'boolean'
                ? asText === 'true'
                    ? true
                    : asText === 'false'
                        ? false
                        : asText
                : asText;
        return this.spec.validate(schema, read).length === 0;
    }
}
/**
 * The collection a path parameter picks an item of: `/repos/{owner}/pulls` for `pull_number` in
 * `/repos/{owner}/pulls/{pull_number}/reviews/{review_id}`; with the path's file extension too,
 * as some APIs write them (`/Messages/{Sid}.json` → `/Messages.json`).
 */
function collectionPaths(path, parameter) {
    const at = path.lastIndexOf(`/{${parameter}}`);
    if (at <= 0)
        return [];
    const collection = path.slice(0, at);
    const { extension } = splitExtension(path);
    return extension ? [collection, `${collection}${extension}`] : [collection];
}
/** `/Messages.json` → `/Messages` and `.json`. */
function splitExtension(path) {
    const match = /\.[A-Za-z0-9]+$/.exec(path.split('/').at(-1) ?? '');
    return match && !path.endsWith('}')
        ? { base: path.slice(0, -match[0].length), extension: match[0] }
        : { base: path, extension: '' };
}
/** The schema of the first documented 2xx JSON answer. */
function successSchema(operation) {
    for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2/.test(status))
            continue;
        for (const [media, content] of Object.entries(response.content))
            if (isJsonMediaType(media) && content.schema !== undefined)
                return content.schema;
    }
    return undefined;
}
/** The item schema of a list answer, and the path of the list inside it. */
function listItems(schema) {
    const flat = flatten(schema);
    if (!flat)
        return undefined;
    if (flat.type === 'array' || flat.items !== undefined)
        return flat.items === undefined ? undefined : { item: flat.items, at: [] };
    const properties = flat.properties;
    const arrays = Object.entries(properties).filter(([, property]) => {
        const inner = flatten(property);
        return (inner !== undefined &&
            (inner.type === 'array' || inner.items !== undefined) &&
            inner.items !== undefined);
    });
    if (arrays.length === 0)
        return undefined;
    const preferred = arrays.find(([name]) => LIST_PROPERTIES.includes(name.toLowerCase())) ??
        (arrays.length === 1 ? arrays[0] : undefined);
    if (!preferred)
        return undefined;
    return { item: flatten(preferred[1]).items, at: [preferred[0]] };
}
/** The field of `schema` that holds the item's id for `parameter`. */
function idField(schema, parameter, fits) {
    const flat = flatten(schema);
    if (!flat)
        return undefined;
    const wanted = [normal(parameter), normal(lastWord(parameter)), 'id'];
    for (const name of wanted) {
        const field = Object.keys(flat.properties).find((key) => normal(key) === name);
        if (field === undefined)
            continue;
        const found = usableField(flat.properties[field], field, fits);
        if (found)
            return found;
    }
    // A name that says nothing alone may sit one level down, as Kubernetes keeps `metadata.name`.
    if (!GENERIC.has(normal(parameter)))
        return undefined;
    for (const [outer, property] of Object.entries(flat.properties)) {
        const inner = flatten(property);
        const field = Object.keys(inner?.properties ?? {}).find((key) => normal(key) === normal(parameter));
        if (!inner || field === undefined)
            continue;
        const found = usableField(inner.properties[field], field, fits);
        if (found)
            return { ...found, keys: [outer, field] };
    }
    return undefined;
}
/** A scalar field that is never null and whose shown value (if any) fits the parameter. */
function usableField(schema, name, fits) {
    const flat = flatten(schema);
    if (flat?.nullable === true)
        return undefined;
    const types = Array.isArray(flat?.type) ? flat.type : flat?.type === undefined ? [] : [flat.type];
    if (types.includes('null') || types.includes('object') || types.includes('array'))
        return undefined;
    const example = fieldExample(schema);
    if (!fits(example ?? undefined))
        return undefined;
    return { name, example };
}
/** The value an answer shows for a field, as a mock or a reader of the spec would take it. */
function fieldExample(schema) {
    return sampleValue(schema)?.value;
}
/**
 * A schema's own keywords with `allOf` parts joined, and of `oneOf`/`anyOf` the properties every
 * branch has: what any answer the schema allows is sure to carry.
 */
function flatten(schema, depth = 0) {
    if (!isRecord(schema) || depth > 8)
        return undefined;
    const flat = {
        ...(schema.type !== undefined ? { type: schema.type } : {}),
        ...(schema.nullable !== undefined ? { nullable: schema.nullable } : {}),
        ...(schema.items !== undefined ? { items: schema.items } : {}),
        properties: isRecord(schema.properties) ? { ...schema.properties } : {},
    };
    if (Array.isArray(schema.allOf)) {
        for (const part of schema.allOf) {
            const inner = flatten(part, depth + 1);
            if (!inner)
                continue;
            flat.type ??= inner.type;
            flat.items ??= inner.items;
            for (const [name, property] of Object.entries(inner.properties))
                flat.properties[name] ??= property;
        }
    }
    for (const key of ['oneOf', 'anyOf']) {
        const branches = Array.isArray(schema[key]) ? schema[key] : [];
        const flats = branches.map((branch) => flatten(branch, depth + 1)).filter((inner) => inner !== undefined);
        if (flats.length === 0)
            continue;
        if (flats.every((inner) => inner.type === 'array' || inner.items !== undefined)) {
            flat.type ??= 'array';
            flat.items ??= flats[0].items;
        }
        const shared = Object.keys(flats[0].properties).filter((name) => flats.every((inner) => Object.hasOwn(inner.properties, name)));
        for (const name of shared)
            flat.properties[name] ??= flats[0].properties[name];
    }
    return flat;
}
function atPointer(schema, keys) {
    let node = schema;
    for (const key of keys) {
        const flat = flatten(node);
        if (!flat)
            return undefined;
        node = /^\d+$/.test(key) && flat.items !== undefined ? flat.items : flat.properties[key];
    }
    return node;
}
/** `['data', 0, 'id']` → `$.data[0].id`; a key that is no plain name is quoted. */
function jsonPath(keys) {
    return `$${keys
        .map((key) => typeof key === 'number' || /^\d+$/.test(key)
        ? `[${key}]`
        : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
            ? `.${key}`
            : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`)
        .join('')}`;
}
/** `petId`, `pet_id`, `Pet-ID` → `petid`. */
function normal(name) {
    return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
/** `pull_number` → `number`, `AccountSid` → `Sid`, `petId` → `Id`. */
function lastWord(name) {
    const words = name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[\s_.-]+/)
        .filter(Boolean);
    return words.at(-1) ?? name;
}
function isScalarSchema(schema) {
    const flat = flatten(schema);
    return flat !== undefined && ['string', 'integer', 'number'].includes(String(flat.type));
}
function pathParameterCount(operation) {
    return operation.parameters.filter((parameter) => parameter.in === 'path').length;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** The order steps are written in: reads first, deletes last. */
const METHOD_ORDER = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'];
/** A name `{{name}}` reads as one variable (a dot would read a field of it). */
const TEMPLATE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Parameter names that say nothing without the resource they name (`/pets/{id}` → `pet_id`). */
const GENERIC_NAMES = new Set(['id', 'key', 'name', 'uuid', 'slug', 'number', 'sid', 'code', 'ref']);
function planFlows(inputs) {
    return new Planner(inputs).plan();
}
class Planner {
    inputs;
    index;
    skipped = [];
    shared = new Map();
    constructor(inputs) {
        this.inputs = inputs;
        this.index = new ProducerIndex(inputs.operations, inputs.spec);
    }
    plan() {
        const flows = [];
        const functional = this.functionalFlows();
        const chained = new Set(functional.flatMap((flow) => flow.operations));
        for (const [tag, entries] of byTag(this.inputs.operations)) {
            flows.push(...this.smokeFlow(tag, entries));
            flows.push(...this.contractFlow(tag, entries, chained));
        }
        flows.push(...functional.map(({ file, flow }) => ({ file, flow })));
        for (const [tag, entries] of byTag(this.inputs.operations))
            flows.push(...this.securityFlows(tag, entries));
        return { flows: uniqueFiles(flows), skipped: this.skipped, shared: [...this.shared.values()] };
    }
    skip(flow, entry, reason) {
        this.skipped.push({ flow, operation: entry.label, reason });
    }
    smokeFlow(tag, entries) {
        const file = `smoke_${slug(tag)}.yaml`;
        const builder = new FlowBuilder(this, 'smoke');
        for (const entry of entries) {
            if (!SAFE_METHODS.has(entry.operation.method))
                continue;
            const skip = builder.add(entry);
            if (skip)
                this.skip(file, entry, skip);
        }
        return builder.isEmpty() ? [] : [{ file, flow: builder.flow(`${tag} answers`, [tag]) }];
    }
    contractFlow(tag, entries, chained) {
        const file = `contract_${slug(tag)}.yaml`;
        const builder = new FlowBuilder(this, 'contract');
        for (const entry of entries) {
            if (entry.operation.method === 'DELETE') {
                // A delete runs only in a functional chain, on what the chain created.
                if (!chained.has(entry))
                    this.skip(file, entry, this.unchainedDelete(entry));
                continue;
            }
            const skip = builder.add(entry);
            if (skip)
                this.skip(file, entry, skip);
        }
        return builder.isEmpty() ? [] : [{ file, flow: builder.flow(`${tag} keeps its contract`, [tag]) }];
    }
    /** Why a delete is in no flow: nothing creates what it would delete, or the create names no id. */
    unchainedDelete(entry) {
        for (const create of this.inputs.operations) {
            const missing = this.index.createWithoutId(create);
            if (missing?.itemPath === entry.operation.path)
                return `deletes data, and the answer of ${create.label} (the create it would follow) names no id for {${missing.parameter}}: add a link or an id field to its response`;
        }
        return 'deletes data: no operation of the spec creates what it deletes; write it into a flow that creates it first';
    }
    /**
     * One security flow per tag and credentials header: every secured operation sent once with the
     * environment's credentials, then without them and with forged ones (both must be refused).
     */
    securityFlows(tag, entries) {
        const builders = new Map();
        const file = `security_${slug(tag)}.yaml`;
        for (const entry of entries) {
            if (entry.security.length === 0)
                continue;
            const header = probeHeader(entry, this.inputs.schemes);
            if ('skip' in header) {
                this.skip(file, entry, header.skip);
                continue;
            }
            if (entry.operation.method === 'DELETE') {
                this.skip(file, entry, 'deletes data: probe it by hand on something a setup step creates');
                continue;
            }
            let builder = builders.get(header.header);
            if (!builder)
                builders.set(header.header, (builder = new FlowBuilder(this, 'security')));
            const skip = builder.add(entry);
            if (skip)
                this.skip(file, entry, skip);
        }
        const split = builders.size > 1;
        return [...builders]
            .filter(([, builder]) => !builder.isEmpty())
            .map(([header, builder]) => ({
            file: split ? `security_${slug(tag)}_${slug(header)}.yaml` : file,
            flow: {
                ...builder.flow(`${tag} refuses requests without valid credentials${split ? ` in ${header}` : ''}`, [tag]),
                security: { probes: ['no_auth', 'bad_auth'], auth_header: header },
            },
        }));
    }
    /**
     * Create → read → update → delete chains: the create's answer gives the id the item's
     * operations use (a link, a field named like the parameter or `id`, or the `Location` header),
     * the delete goes in `teardown`. A create with an item path but no id in its answer is said.
     */
    functionalFlows() {
        const flows = [];
        /** Item paths with a chain: one create per kind of item. */
        const chained = new Set();
        const files = new Set();
        for (const create of this.inputs.operations) {
            if (create.operation.method !== 'POST')
                continue;
            const items = this.index.itemOperations(create);
            if (!items || chained.has(items.entries[0]?.operation.path ?? ''))
                continue;
            const file = functionalFile(create.operation.path, files);
            const first = items.entries.find((entry) => entry !== create) ?? items.entries[0];
            const producer = this.index
                .producers(first, items.parameter, { readsOnly: false })
                .find((candidate) => candidate.entry === create);
            if (!producer) {
                const missing = this.index.createWithoutId(create);
                if (missing)
                    this.skip(file, create, `no create → read → delete chain: its answer names no id for {${missing.parameter}} (no field ${missing.parameter} or id, no Location header, no link): add one to the spec`);
                continue;
            }
            const builder = new FlowBuilder(this, 'functional');
            const createSkip = builder.add(create);
            if (createSkip) {
                this.skip(file, create, createSkip);
                continue;
            }
            const binding = builder.bind(producer, items.parameter, first);
            const used = [create];
            const ordered = [...items.entries].sort(byMethod).filter((entry) => entry !== create);
            for (const entry of ordered) {
                const skip = builder.add(entry, {
                    bound: { [items.parameter]: binding },
                    teardown: entry.operation.method === 'DELETE',
                });
                if (skip)
                    this.skip(file, entry, skip);
                else
                    used.push(entry);
            }
            if (used.length < 2)
                continue;
            chained.add(items.entries[0]?.operation.path ?? '');
            files.add(file);
            flows.push({
                file,
                operations: used,
                flow: builder.flow(`${describeName(lastLiteralSegment(create.operation.path))}: ${chainVerbs(used)}`, [create.tag]),
            });
        }
        return flows;
    }
    /** The shared variable a path parameter reads when no answer gives it: one per name for all flows. */
    sharedValue(entry, parameter) {
        const raw = entry.rawParameters.get(`path:${parameter.name}`) ?? {};
        const found = parameterValue(raw, parameter);
        if (!found)
            return {
                skip: `needs an existing ${describeName(parameter.name)}, and its schema allows no value Falcon can make: add ${parameter.name} to variables.json`,
            };
        const base = sharedName(entry.operation.path, parameter.name);
        for (let n = 1;; n++) {
            const name = n === 1 ? base : `${base}_${n}`;
            const known = this.shared.get(name);
            if (!known) {
                this.shared.set(name, { name, value: found.value, shown: found.shown, operations: [entry.label] });
                return { value: `{{${name}}}`, example: found.value };
            }
            // The same name with a value this parameter accepts is the same thing.
            if (this.inputs.spec.validate(parameter.schema ?? {}, pathText(known.value, parameter.schema)).length ===
                0) {
                if (!known.operations.includes(entry.label))
                    known.operations.push(entry.label);
                return { value: `{{${name}}}`, example: known.value };
            }
        }
    }
}
/**
 * One flow being written: steps in order, each operation once, every step after the ones whose
 * answers it reads.
 */
class FlowBuilder {
    planner;
    kind;
    steps = [];
    teardown = [];
    placed = new Map();
    ids = new Set();
    /** `step id + capture` → the variable it fills. */
    captures = new Map();
    names = new Set();
    /** Operations being added, so two that need each other's answers give up instead of looping. */
    adding = new Set();
    constructor(planner, kind) {
        this.planner = planner;
        this.kind = kind;
    }
    isEmpty() {
        return this.steps.length + this.teardown.length === 0;
    }
    flow(name, tags) {
        return {
            name,
            tags,
            // Every failure is reported: what depends on a failed capture is skipped by the runner.
            continue_on_failure: true,
            steps: this.steps,
            ...(this.teardown.length > 0 ? { teardown: this.teardown } : {}),
        };
    }
    /** Adds the operation's step, after the steps its path values come from; else says why not. */
    add(entry, options = {}) {
        if (this.placed.has(entry))
            return undefined;
        if (this.adding.has(entry))
            return 'its path values come from an answer that itself needs this one';
        this.adding.add(entry);
        try {
            const variables = this.planner.inputs.variables;
            const result = operationInputs(entry, {
                spec: this.planner.inputs.spec,
                ...(this.planner.inputs.environmentCookie
                    ? { environmentCookie: this.planner.inputs.environmentCookie }
                    : {}),
                pathValue: (parameter) => {
                    const bound = options.bound?.[parameter.name];
                    if (bound)
                        return bound;
                    if (Object.hasOwn(variables, parameter.name) && TEMPLATE_NAME.test(parameter.name))
                        return { value: `{{${parameter.name}}}`, example: variables[parameter.name] };
                    return this.fromAnswer(entry, parameter) ?? this.planner.sharedValue(entry, parameter);
                },
            });
            if ('skip' in result)
                return result.skip;
            const made = step(entry, result.inputs, this.ids, expectationOf(this.kind, entry.operation));
            this.placed.set(entry, made);
            (options.teardown ? this.teardown : this.steps).push(made);
            return undefined;
        }
        finally {
            this.adding.delete(entry);
        }
    }
    /** The capture variable a producer's step fills for `parameter`, the step added first if need be. */
    bind(producer, parameter, consumer) {
        const producerStep = this.placed.get(producer.entry);
        const key = `${String(producerStep.id)}\u0000${JSON.stringify(producer.capture)}`;
        let name = this.captures.get(key);
        if (name === undefined) {
            const base = sharedName(consumer.operation.path, parameter);
            name = base;
            for (let n = 2; this.names.has(name); n++)
                name = `${base}_${n}`;
            this.names.add(name);
            this.captures.set(key, name);
            producerStep.capture = {
                ...(isRecord(producerStep.capture) ? producerStep.capture : {}),
                [name]: producer.capture,
            };
        }
        const schema = consumer.operation.parameters.find((candidate) => candidate.name === parameter)?.schema;
        return { value: `{{${name}}}`, example: producer.example ?? sampleValue(schema)?.value ?? 1 };
    }
    /** The value of a path parameter from an answer earlier in this flow, its producer added if need be. */
    fromAnswer(entry, parameter) {
        const producers = this.planner.index.producers(entry, parameter.name, {
            readsOnly: this.kind === 'smoke',
        });
        for (const producer of producers) {
            if (!this.placed.has(producer.entry) && this.add(producer.entry) !== undefined)
                continue;
            return this.bind(producer, parameter.name, entry);
        }
        return undefined;
    }
}
/** The checks a step asks for: contract and functional steps a documented success and its schema. */
function expectationOf(kind, operation) {
    return kind === 'contract' || kind === 'functional' ? contractExpect(operation) : undefined;
}
/** Two tags may slug alike (`Pet` and `pet`): the later flow gets `_2`, never the same file. */
function uniqueFiles(flows) {
    const taken = new Set();
    return flows.map((planned) => {
        let file = planned.file;
        for (let n = 2; taken.has(file); n++)
            file = planned.file.replace(/\.yaml$/, `_${n}.yaml`);
        taken.add(file);
        return { ...planned, file };
    });
}
/**
 * The header a probe can take the credentials out of: one that every accepted way of calling
 * the operation needs. With two alternatives in two headers, removing one still authenticates.
 */
function probeHeader(entry, schemes) {
    const headersPerAlternative = entry.security.map((names) => new Set(names.flatMap((name) => {
        const scheme = schemes.get(name);
        return scheme?.in === 'header' ? [scheme.key] : scheme?.in === 'cookie' ? ['cookie'] : [];
    })));
    const [first, ...rest] = headersPerAlternative;
    const shared = [...(first ?? [])].filter((header) => rest.every((set) => set.has(header)));
    if (shared.length > 0)
        return { header: shared[0] };
    const all = [...new Set(headersPerAlternative.flatMap((set) => [...set]))];
    if (all.length === 0)
        return { skip: 'its credentials go in the query: the probes take them out of a header' };
    return {
        skip: `accepts credentials in ${all.join(' or ')}: a probe without one of them would still be let in`,
    };
}
/** The checks of a contract step: a documented success status, and the schema when there is one. */
function contractExpect(operation) {
    const success = Object.keys(operation.responses).filter((status) => /^2(\d\d|XX)$/i.test(status));
    const expect = {};
    if (success.length > 0) {
        const statuses = success.map((status) => (/^\d+$/.test(status) ? Number(status) : '2xx'));
        expect.status = statuses.length === 1 ? statuses[0] : statuses;
        const withSchema = success.some((status) => Object.values(operation.responses[status]?.content ?? {}).some((media) => media.schema !== undefined));
        // A HEAD answer has no body to hold to the schema.
        if (withSchema && operation.method !== 'HEAD')
            expect.schema = 'spec';
    }
    return expect;
}
function step(entry, inputs, ids, expect) {
    const operation = entry.operation;
    const request = {};
    if (operation.operationId === undefined) {
        request.method = operation.method;
        request.path = operation.path;
    }
    if (Object.keys(inputs.params).length > 0)
        request.params = inputs.params;
    if (Object.keys(inputs.query).length > 0)
        request.query = inputs.query;
    if (Object.keys(inputs.headers).length > 0)
        request.headers = inputs.headers;
    if (inputs.json !== undefined)
        request.json = inputs.json;
    if (inputs.form !== undefined)
        request.form = inputs.form;
    if (inputs.body !== undefined)
        request.body = inputs.body;
    const result = { id: uniqueId(operation, ids) };
    if (operation.summary)
        result.name = operation.summary;
    if (operation.operationId !== undefined)
        result.operation = operation.operationId;
    if (Object.keys(request).length > 0)
        result.request = request;
    if (expect && Object.keys(expect).length > 0)
        result.expect = expect;
    return result;
}
function uniqueId(operation, ids) {
    const base = (operation.operationId ?? `${operation.method}-${operation.path}`)
        .replace(/[^A-Za-z0-9_.-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'step';
    let id = base;
    for (let n = 2; ids.has(id); n++)
        id = `${base}-${n}`;
    ids.add(id);
    return id;
}
/**
 * The variable that holds a path parameter's value: its own name (`owner`, `petId`), or, for a
 * name that says nothing alone, qualified by the resource before it (`/pets/{id}` → `pet_id`).
 */
function sharedName(path, parameter) {
    let name = parameter.replace(/[^A-Za-z0-9_-]+/g, '_');
    if (GENERIC_NAMES.has(parameter.toLowerCase())) {
        const segments = path.split('/');
        const at = segments.indexOf(`{${parameter}}`);
        const before = segments
            .slice(0, at < 0 ? segments.length : at)
            .reverse()
            .find((segment) => segment !== '' && !segment.includes('{') && !/^by[-_]/i.test(segment));
        if (before)
            name = `${singular(before.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase())}_${name}`;
    }
    return /^[A-Za-z_]/.test(name) && name !== 'env' ? name : `_${name}`;
}
/** `pets` → `pet`, `categories` → `category`: enough to name a resource's id. */
function singular(word) {
    if (/ies$/.test(word))
        return word.replace(/ies$/, 'y');
    if (/(ss|us)$/.test(word))
        return word;
    return word.replace(/s$/, '');
}
/** A path parameter's value as the spec reads it from the path. */
function pathText(value, schema) {
    const type = isRecord(schema) ? schema.type : undefined;
    if ((type === 'integer' || type === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
        return Number(value);
    if (type === 'string' && typeof value !== 'string')
        return String(value);
    return value;
}
/** `create, read, delete`: what the chain does, in its order. */
function chainVerbs(entries) {
    const verbs = entries.map((entry) => {
        const method = entry.operation.method;
        if (entry === entries[0])
            return 'create';
        return method === 'GET' || method === 'HEAD' ? 'read' : method === 'DELETE' ? 'delete' : 'update';
    });
    return [...new Set(verbs)].join(', ');
}
/**
 * `functional_pets.yaml`; the collection's parent joins in when another chain took the name
 * (`/hooks/{hook_id}/comments` → `functional_hooks_comments.yaml`).
 */
function functionalFile(path, taken) {
    const literals = path
        .split('/')
        .filter((segment) => segment !== '' && !segment.includes('{'))
        .map((segment) => slug(segment.replace(/\.[A-Za-z0-9]+$/, '')).replace(/-/g, '_'));
    for (let count = 1; count <= literals.length; count++) {
        const file = `functional_${literals.slice(-count).join('_')}.yaml`;
        if (!taken.has(file))
            return file;
    }
    return `functional_${literals.join('_') || 'api'}.yaml`;
}
function lastLiteralSegment(path) {
    return (path
        .split('/')
        .filter((segment) => segment !== '' && !segment.includes('{'))
        .at(-1) ?? 'api');
}
function byMethod(a, b) {
    return (METHOD_ORDER.indexOf(a.operation.method) - METHOD_ORDER.indexOf(b.operation.method) ||
        a.operation.path.localeCompare(b.operation.path));
}
function byTag(operations) {
    const groups = new Map();
    for (const entry of operations) {
        const group = groups.get(entry.tag) ?? [];
        group.push(entry);
        groups.set(entry.tag, group);
    }
    for (const group of groups.values())
        group.sort(byMethod);
    return groups;
}

function initOperations(parsed) {
    const paths = isRecord(parsed.document.paths) ? parsed.document.paths : {};
    const globalSecurity = parsed.document.security;
    return parsed.spec.operations.map((operation) => {
        const pathItem = isRecord(paths[operation.path]) ? paths[operation.path] : {};
        const raw = isRecord(pathItem[operation.method.toLowerCase()])
            ? pathItem[operation.method.toLowerCase()]
            : {};
        const rawParameters = new Map();
        for (const parameter of [...list(pathItem.parameters), ...list(raw.parameters)]) {
            if (isRecord(parameter))
                rawParameters.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
        }
        const tags = list(raw.tags).filter((tag) => typeof tag === 'string');
        return {
            operation,
            raw,
            rawParameters,
            tag: tags[0] ?? firstSegment(operation.path),
            security: securityAlternatives(raw.security ?? globalSecurity),
            label: operation.operationId ?? `${operation.method} ${operation.path}`,
        };
    });
}
/** `[]` or a list holding `{}` means the operation may be called without credentials. */
function securityAlternatives(security) {
    if (!Array.isArray(security))
        return [];
    const alternatives = security.filter(isRecord).map((requirement) => Object.keys(requirement));
    return alternatives.some((names) => names.length === 0) ? [] : alternatives;
}
/**
 * The security schemes, each with the environment variable its credential is read from: the
 * scheme's name in capitals (`petstore_auth` → `PETSTORE_AUTH`), with `_TOKEN` for bearer tokens.
 */
function securitySchemes(parsed) {
    const document = parsed.document;
    const declared = parsed.version === '2.0'
        ? document.securityDefinitions
        : isRecord(document.components)
            ? document.components.securitySchemes
            : undefined;
    const schemes = new Map();
    for (const [name, value] of Object.entries(isRecord(declared) ? declared : {})) {
        if (!isRecord(value))
            continue;
        const base = name
            .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
            .replace(/[^A-Za-z0-9]+/g, '_')
            .replace(/^_+|_+$/g, '')
            .toUpperCase();
        const envName = /^[A-Z_]/.test(base) ? base : `API_${base}`;
        const type = value.type;
        const scheme = typeof value.scheme === 'string' ? value.scheme.toLowerCase() : '';
        if (type === 'apiKey' && typeof value.name === 'string') {
            const where = value.in === 'query' || value.in === 'cookie' ? value.in : 'header';
            const key = where === 'header' ? value.name.toLowerCase() : value.name;
            const reference = `{{env.${envName}}}`;
            schemes.set(name, {
                name,
                in: where,
                key,
                envName,
                value: where === 'cookie' ? `${value.name}=${reference}` : reference,
            });
        }
        else if (type === 'basic' || (type === 'http' && scheme === 'basic')) {
            const variable = envName.endsWith('CREDENTIALS') ? envName : `${envName}_CREDENTIALS`;
            schemes.set(name, {
                name,
                in: 'header',
                key: 'authorization',
                envName: variable,
                value: `Basic {{env.${variable}}}`,
            });
        }
        else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
            const variable = envName.endsWith('TOKEN') ? envName : `${envName}_TOKEN`;
            const prefix = type === 'http' && scheme !== 'bearer' && scheme !== '' ? value.scheme : 'Bearer';
            schemes.set(name, {
                name,
                in: 'header',
                key: 'authorization',
                envName: variable,
                value: `${String(prefix)} {{env.${variable}}}`,
            });
        }
    }
    return schemes;
}
/** The first segment that names something: `/v1/customers` → `customers`, `/2010-04-01/Accounts` → `Accounts`. */
function firstSegment(path) {
    const named = (segment) => segment !== '' && !segment.includes('{') && !/^(v\d+(\.\d+)*|\d{4}-\d{2}-\d{2}|api|rest)$/i.test(segment);
    return (path.split('/').find(named) ??
        path.split('/').find((segment) => segment !== '' && !segment.includes('{')) ??
        'api');
}
function list(value) {
    return Array.isArray(value) ? value : [];
}

var undici = {exports: {}};

var balancedPool;
var hasRequiredBalancedPool;

function requireBalancedPool () {
	if (hasRequiredBalancedPool) return balancedPool;
	hasRequiredBalancedPool = 1;

	const {
	  BalancedPoolMissingUpstreamError,
	  InvalidArgumentError
	} = requireErrors();
	const {
	  PoolBase,
	  kClients,
	  kNeedDrain,
	  kAddClient,
	  kRemoveClient,
	  kGetDispatcher
	} = requirePoolBase();
	const Pool = requirePool();
	const { kOriginless, kUrl } = requireSymbols();
	const util = requireUtil$4();
	const kFactory = Symbol('factory');

	const kOptions = Symbol('options');
	const kGreatestCommonDivisor = Symbol('kGreatestCommonDivisor');
	const kCurrentWeight = Symbol('kCurrentWeight');
	const kIndex = Symbol('kIndex');
	const kWeight = Symbol('kWeight');
	const kMaxWeightPerServer = Symbol('kMaxWeightPerServer');
	const kErrorPenalty = Symbol('kErrorPenalty');

	/**
	 * Calculate the greatest common divisor of two numbers by
	 * using the Euclidean algorithm.
	 *
	 * @param {number} a
	 * @param {number} b
	 * @returns {number}
	 */
	function getGreatestCommonDivisor (a, b) {
	  if (a === 0) return b

	  while (b !== 0) {
	    const t = b;
	    b = a % b;
	    a = t;
	  }
	  return a
	}

	function defaultFactory (origin, opts) {
	  return new Pool(origin, opts)
	}

	class BalancedPool extends PoolBase {
	  constructor (upstreams = [], { factory = defaultFactory, connect, tls, ...opts } = {}) {
	    if (typeof factory !== 'function') {
	      throw new InvalidArgumentError('factory must be a function.')
	    }

	    super(opts);

	    this[kOriginless] = true;
	    if (connect && typeof connect !== 'function') connect = { ...connect };
	    if (tls && typeof tls !== 'function') tls = { ...tls };
	    this[kOptions] = { ...util.deepClone(opts), connect, tls };
	    this[kIndex] = -1;
	    this[kCurrentWeight] = 0;

	    this[kMaxWeightPerServer] = this[kOptions].maxWeightPerServer || 100;
	    this[kErrorPenalty] = this[kOptions].errorPenalty || 15;

	    if (!Array.isArray(upstreams)) {
	      upstreams = [upstreams];
	    }

	    this[kFactory] = factory;

	    for (const upstream of upstreams) {
	      this.addUpstream(upstream);
	    }
	    this._updateBalancedPoolStats();
	  }

	  addUpstream (upstream) {
	    const upstreamOrigin = util.parseOrigin(upstream).origin;

	    if (this[kClients].find((pool) => (
	      pool[kUrl].origin === upstreamOrigin &&
	      pool.closed !== true &&
	      pool.destroyed !== true
	    ))) {
	      return this
	    }
	    const pool = this[kFactory](upstreamOrigin, this[kOptions]);

	    this[kAddClient](pool);
	    pool.on('connect', () => {
	      pool[kWeight] = Math.min(this[kMaxWeightPerServer], pool[kWeight] + this[kErrorPenalty]);
	    });

	    pool.on('connectionError', () => {
	      pool[kWeight] = Math.max(1, pool[kWeight] - this[kErrorPenalty]);
	      this._updateBalancedPoolStats();
	    });

	    pool.on('disconnect', (...args) => {
	      const err = args[2];
	      if (err && err.code === 'UND_ERR_SOCKET') {
	        // decrease the weight of the pool.
	        pool[kWeight] = Math.max(1, pool[kWeight] - this[kErrorPenalty]);
	        this._updateBalancedPoolStats();
	      }
	    });

	    for (const client of this[kClients]) {
	      client[kWeight] = this[kMaxWeightPerServer];
	    }

	    this._updateBalancedPoolStats();

	    return this
	  }

	  _updateBalancedPoolStats () {
	    let result = 0;
	    for (let i = 0; i < this[kClients].length; i++) {
	      result = getGreatestCommonDivisor(this[kClients][i][kWeight], result);
	    }

	    this[kGreatestCommonDivisor] = result;
	  }

	  removeUpstream (upstream) {
	    const upstreamOrigin = util.parseOrigin(upstream).origin;

	    const pool = this[kClients].find((pool) => (
	      pool[kUrl].origin === upstreamOrigin &&
	      pool.closed !== true &&
	      pool.destroyed !== true
	    ));

	    if (pool) {
	      this[kRemoveClient](pool);
	    }

	    return this
	  }

	  getUpstream (upstream) {
	    const upstreamOrigin = util.parseOrigin(upstream).origin;

	    return this[kClients].find((pool) => (
	      pool[kUrl].origin === upstreamOrigin &&
	      pool.closed !== true &&
	      pool.destroyed !== true
	    ))
	  }

	  get upstreams () {
	    return this[kClients]
	      .filter(dispatcher => dispatcher.closed !== true && dispatcher.destroyed !== true)
	      .map((p) => p[kUrl].origin)
	  }

	  [kGetDispatcher] () {
	    // We validate that pools is greater than 0,
	    // otherwise we would have to wait until an upstream
	    // is added, which might never happen.
	    if (this[kClients].length === 0) {
	      throw new BalancedPoolMissingUpstreamError()
	    }

	    let counter = 0;

	    let maxWeightIndex = -1;

	    while (counter++ < this[kClients].length) {
	      this[kIndex] = (this[kIndex] + 1) % this[kClients].length;
	      const pool = this[kClients][this[kIndex]];

	      // decrease the current weight every `this[kClients].length`.
	      if (this[kIndex] === 0) {
	        // Set the current weight to the next lower weight.
	        this[kCurrentWeight] = this[kCurrentWeight] - this[kGreatestCommonDivisor];

	        if (this[kCurrentWeight] <= 0) {
	          this[kCurrentWeight] = this[kMaxWeightPerServer];
	        }
	      }

	      // Skip unavailable pools after updating the current weight for this cycle.
	      if (
	        pool[kNeedDrain] ||
	        pool.closed === true ||
	        pool.destroyed === true
	      ) {
	        continue
	      }

	      // Track the best fallback if no pool matches the current weight.
	      if (maxWeightIndex === -1 || pool[kWeight] > this[kClients][maxWeightIndex][kWeight]) {
	        maxWeightIndex = this[kIndex];
	      }

	      if (pool[kWeight] >= this[kCurrentWeight]) {
	        return pool
	      }
	    }

	    if (maxWeightIndex === -1) {
	      return
	    }

	    this[kCurrentWeight] = this[kClients][maxWeightIndex][kWeight];
	    this[kIndex] = maxWeightIndex;
	    return this[kClients][maxWeightIndex]
	  }
	}

	balancedPool = BalancedPool;
	return balancedPool;
}

var roundRobinPool;
var hasRequiredRoundRobinPool;

function requireRoundRobinPool () {
	if (hasRequiredRoundRobinPool) return roundRobinPool;
	hasRequiredRoundRobinPool = 1;

	const {
	  PoolBase,
	  kClients,
	  kNeedDrain,
	  kAddClient,
	  kGetDispatcher,
	  kHasDispatcher,
	  kRemoveClient,
	  kRetireClient,
	  kDrainQueue
	} = requirePoolBase();
	const Client = requireClient();
	const {
	  InvalidArgumentError
	} = requireErrors();
	const util = requireUtil$4();
	const { kUrl, kQueued } = requireSymbols();
	const buildConnector = requireConnect();

	const kOptions = Symbol('options');
	const kConnections = Symbol('connections');
	const kFactory = Symbol('factory');
	const kIndex = Symbol('index');

	function defaultFactory (origin, opts) {
	  return new Client(origin, opts)
	}

	class RoundRobinPool extends PoolBase {
	  constructor (origin, {
	    connections,
	    factory = defaultFactory,
	    connect,
	    connectTimeout,
	    tls,
	    maxCachedSessions,
	    socketPath,
	    autoSelectFamily,
	    autoSelectFamilyAttemptTimeout,
	    allowH2,
	    clientTtl,
	    ...options
	  } = {}) {
	    if (connections != null && (!Number.isFinite(connections) || connections < 0)) {
	      throw new InvalidArgumentError('invalid connections')
	    }

	    if (typeof factory !== 'function') {
	      throw new InvalidArgumentError('factory must be a function.')
	    }

	    if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
	      throw new InvalidArgumentError('connect must be a function or an object')
	    }

	    if (typeof connect !== 'function') {
	      connect = buildConnector({
	        ...tls,
	        maxCachedSessions,
	        allowH2,
	        socketPath,
	        timeout: connectTimeout,
	        ...(typeof autoSelectFamily === 'boolean' ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
	        ...connect
	      });
	    }

	    super(options);

	    this[kConnections] = connections || null;
	    this[kUrl] = util.parseOrigin(origin);
	    this[kOptions] = { ...util.deepClone(options), connect, allowH2, clientTtl, socketPath };
	    this[kFactory] = factory;
	    this[kIndex] = -1;

	    this.on('connect', (origin, targets) => {
	      if (clientTtl != null && clientTtl > 0) {
	        for (const target of targets) {
	          Object.assign(target, { ttl: Date.now() });
	        }
	      }
	    });

	    this.on('connectionError', (origin, targets, error) => {
	      // Retire (close) the client rather than only dropping it from
	      // kClients: otherwise its drain listener keeps pulling requests from
	      // the pool queue onto a client that pool.destroy() can't reach.
	      for (const target of targets) {
	        if (this[kClients].includes(target)) {
	          this[kRetireClient](target);
	        }
	      }

	      // The retired client no longer drains the pool queue, so hand any
	      // queued requests to another (possibly new) client.
	      if (this[kQueued] > 0) {
	        this[kDrainQueue](origin, targets.slice(1));
	      }
	    });
	  }

	  [kGetDispatcher] () {
	    const clientTtlOption = this[kOptions].clientTtl;

	    // If we have no clients yet, create one
	    if (this[kClients].length === 0) {
	      const dispatcher = this[kFactory](this[kUrl], this[kOptions]);
	      this[kAddClient](dispatcher);
	      return dispatcher
	    }

	    // Round-robin through existing clients
	    let checked = 0;
	    while (checked < this[kClients].length) {
	      this[kIndex] = (this[kIndex] + 1) % this[kClients].length;
	      const client = this[kClients][this[kIndex]];

	      // Check if client is stale (TTL expired)
	      if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && ((Date.now() - client.ttl) > clientTtlOption)) {
	        this[kRemoveClient](client);
	        this[kIndex]--;
	        continue
	      }

	      // Return client if it's not draining
	      if (!client[kNeedDrain]) {
	        return client
	      }

	      checked++;
	    }

	    // All clients are busy, create a new one if we haven't reached the limit
	    if (!this[kConnections] || this[kClients].length < this[kConnections]) {
	      const dispatcher = this[kFactory](this[kUrl], this[kOptions]);
	      this[kAddClient](dispatcher);
	      return dispatcher
	    }
	  }

	  [kHasDispatcher] () {
	    const clientTtlOption = this[kOptions].clientTtl;
	    for (let i = 0; i < this[kClients].length; i++) {
	      const client = this[kClients][i];

	      if (clientTtlOption != null && clientTtlOption > 0 && client.ttl && ((Date.now() - client.ttl) > clientTtlOption)) {
	        this[kRemoveClient](client);
	        if (i <= this[kIndex]) {
	          this[kIndex]--;
	        }
	        i--;
	      } else if (!client[kNeedDrain]) {
	        return true
	      }
	    }

	    if (!this[kConnections] || this[kClients].length < this[kConnections]) {
	      const dispatcher = this[kFactory](this[kUrl], this[kOptions]);
	      this[kAddClient](dispatcher);
	      return true
	    }

	    return false
	  }
	}

	roundRobinPool = RoundRobinPool;
	return roundRobinPool;
}

var dispatcher1Wrapper;
var hasRequiredDispatcher1Wrapper;

function requireDispatcher1Wrapper () {
	if (hasRequiredDispatcher1Wrapper) return dispatcher1Wrapper;
	hasRequiredDispatcher1Wrapper = 1;

	const Dispatcher = requireDispatcher();
	const { InvalidArgumentError } = requireErrors();
	const { toRawHeaders } = requireUtil$4();
	const { kOriginless, kUrl } = requireSymbols();

	class LegacyHandlerWrapper {
	  #handler

	  constructor (handler) {
	    this.#handler = handler;
	  }

	  onRequestStart (controller, context) {
	    this.#handler.onConnect?.((reason) => controller.abort(reason), context);
	  }

	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    const rawHeaders = Array.isArray(controller?.rawHeaders)
	      ? controller.rawHeaders
	      : toRawHeaders(controller?.rawHeaders ?? headers ?? {});
	    this.#handler.onUpgrade?.(statusCode, rawHeaders, socket);
	  }

	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    const rawHeaders = Array.isArray(controller?.rawHeaders)
	      ? controller.rawHeaders
	      : toRawHeaders(controller?.rawHeaders ?? headers ?? {});

	    if (this.#handler.onHeaders?.(statusCode, rawHeaders, () => controller.resume(), statusMessage) === false) {
	      controller.pause();
	    }
	  }

	  onResponseData (controller, chunk) {
	    if (this.#handler.onData?.(chunk) === false) {
	      controller.pause();
	    }
	  }

	  onResponseEnd (controller, trailers) {
	    const rawTrailers = Array.isArray(controller?.rawTrailers)
	      ? controller.rawTrailers
	      : toRawHeaders(controller?.rawTrailers ?? trailers ?? {});
	    this.#handler.onComplete?.(rawTrailers);
	  }

	  onResponseError (_controller, err) {
	    if (!this.#handler.onError) {
	      throw err
	    }

	    this.#handler.onError(err);
	  }

	  onBodySent (chunk) {
	    this.#handler.onBodySent?.(chunk);
	  }

	  onRequestSent () {
	    this.#handler.onRequestSent?.();
	  }

	  onResponseStarted () {
	    this.#handler.onResponseStarted?.();
	  }
	}

	class Dispatcher1Wrapper extends Dispatcher {
	  #dispatcher

	  constructor (dispatcher) {
	    super();

	    if (!dispatcher || typeof dispatcher.dispatch !== 'function') {
	      throw new InvalidArgumentError('Argument dispatcher must implement dispatch')
	    }

	    this.#dispatcher = dispatcher;
	    this[kUrl] = dispatcher[kUrl];
	    this[kOriginless] = dispatcher[kOriginless];
	  }

	  static wrapHandler (handler) {
	    if (!handler || typeof handler !== 'object') {
	      throw new InvalidArgumentError('handler must be an object')
	    }

	    if (typeof handler.onRequestStart === 'function') {
	      return handler
	    }

	    return new LegacyHandlerWrapper(handler)
	  }

	  dispatch (opts, handler) {
	    // Legacy (v1) consumers do not support HTTP/2, so force HTTP/1.1.
	    // See https://github.com/nodejs/undici/issues/4989
	    if (opts.allowH2 !== false) {
	      opts = { ...opts, allowH2: false };
	    }

	    return this.#dispatcher.dispatch(opts, Dispatcher1Wrapper.wrapHandler(handler))
	  }

	  // Older undici versions read WebSocket and EventSource receive limits from
	  // the (legacy) global dispatcher, which is this wrapper, so report the
	  // wrapped dispatcher's settings.
	  get webSocketOptions () {
	    return this.#dispatcher.webSocketOptions
	  }

	  get eventSourceOptions () {
	    return this.#dispatcher.eventSourceOptions
	  }

	  close (...args) {
	    return this.#dispatcher.close(...args)
	  }

	  destroy (...args) {
	    return this.#dispatcher.destroy(...args)
	  }
	}

	dispatcher1Wrapper = Dispatcher1Wrapper;
	return dispatcher1Wrapper;
}

var retryHandler;
var hasRequiredRetryHandler;

function requireRetryHandler () {
	if (hasRequiredRetryHandler) return retryHandler;
	hasRequiredRetryHandler = 1;
	const assert = builtin;

	const { kRetryHandlerDefaultRetry } = requireSymbols();
	const { RequestRetryError, RequestAbortedError } = requireErrors();
	const {
	  hasSafeIterator,
	  isDisturbed,
	  parseRangeHeader,
	  wrapRequestBody
	} = requireUtil$4();

	function calculateRetryAfterHeader (retryAfter) {
	  const retryTime = new Date(retryAfter).getTime();
	  return isNaN(retryTime) ? null : retryTime - Date.now()
	}

	function validatePartialResponseContentLength (headers, range, statusCode, retryCount) {
	  const contentLength = headers['content-length'];
	  if (contentLength == null) {
	    return
	  }

	  if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) {
	    return
	  }

	  const length = Number(contentLength);
	  const expectedLength = range.end - range.start + 1;
	  if (!Number.isFinite(length) || length !== expectedLength) {
	    throw new RequestRetryError('Content-Length mismatch', statusCode, {
	      headers,
	      data: { count: retryCount }
	    })
	  }
	}

	// A stable controller handed to the downstream handler for the lifetime of the
	// request. Each transparent retry/resume is a *separate* dispatch with its
	// *own* connection controller. Without a stable proxy the downstream body keeps
	// flow-controlling the original (now-dead) controller while data flows on the
	// new one: backpressure pauses the new connection's controller, but the
	// consumer's resume() targets the old one, so the resumed body stalls forever.
	// The proxy always forwards to the controller of the currently active connection.
	// An abort is additionally reported to the handler so it can cancel a pending
	// retry backoff instead of letting the request hang until the backoff elapses.
	// The notification is a private callback the handler hands over on construction,
	// so nothing outside the handler can trigger it.
	class RetryController {
	  #onAbort
	  #paused = false
	  #target = null

	  constructor (onAbort) {
	    this.#onAbort = onAbort;
	  }

	  set target (target) {
	    this.#target = target;
	    if (this.#paused) {
	      target?.pause();
	    }
	  }

	  get target () { return this.#target }

	  pause () {
	    this.#paused = true;
	    this.#target?.pause();
	  }

	  resume () {
	    this.#paused = false;
	    this.#target?.resume();
	  }

	  abort (reason) {
	    this.#target?.abort(reason);
	    this.#onAbort(reason);
	  }

	  get paused () { return this.#paused || (this.#target?.paused ?? false) }
	  get aborted () { return this.#target?.aborted ?? false }
	  get reason () { return this.#target?.reason ?? null }
	  get rawHeaders () { return this.#target?.rawHeaders ?? null }
	  set rawHeaders (value) {
	    if (this.#target) {
	      this.#target.rawHeaders = value;
	    }
	  }

	  get rawTrailers () { return this.#target?.rawTrailers ?? null }
	  set rawTrailers (value) {
	    if (this.#target) {
	      this.#target.rawTrailers = value;
	    }
	  }
	}

	class RetryHandler {
	  constructor (opts, { dispatch, handler }) {
	    const { retryOptions, ...dispatchOpts } = opts;
	    const {
	      // Retry scoped
	      retry: retryFn,
	      maxRetries,
	      maxTimeout,
	      minTimeout,
	      timeoutFactor,
	      // Response scoped
	      methods,
	      errorCodes,
	      retryAfter,
	      statusCodes,
	      throwOnError
	    } = retryOptions ?? {};

	    this.error = null;
	    this.dispatch = dispatch;
	    this.handler = handler;
	    this.opts = { ...dispatchOpts, body: wrapRequestBody(opts.body) };
	    this.retryOpts = {
	      throwOnError: throwOnError ?? true,
	      retry: retryFn ?? RetryHandler[kRetryHandlerDefaultRetry],
	      retryAfter: retryAfter ?? true,
	      maxTimeout: maxTimeout ?? 30 * 1000, // 30s,
	      minTimeout: minTimeout ?? 500, // .5s
	      timeoutFactor: timeoutFactor ?? 2,
	      maxRetries: maxRetries ?? 5,
	      // What errors we should retry
	      methods: methods ?? ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE', 'QUERY'],
	      // Indicates which errors to retry
	      statusCodes: statusCodes ?? [500, 502, 503, 504, 429],
	      // List of errors to retry
	      errorCodes: errorCodes ?? [
	        'ECONNRESET',
	        'ECONNREFUSED',
	        'ENOTFOUND',
	        'ENETDOWN',
	        'ENETUNREACH',
	        'EHOSTDOWN',
	        'EHOSTUNREACH',
	        'EPIPE',
	        'UND_ERR_SOCKET'
	      ]
	    };

	    this.retryCount = 0;
	    this.retryCountCheckpoint = 0;
	    this.headersSent = false;
	    this.start = 0;
	    this.end = null;
	    this.etag = null;
	    this.statusCode = null;
	    this.headers = null;
	    this.controllerProxy = new RetryController(reason => this.#onAbort(reason));
	    // A retry decision is in flight (the policy may be holding a backoff
	    // timer). While pending, a consumer abort cancels the wait.
	    this.retryPending = false;
	    // Backoff timer returned by the retry policy, so #onAbort can cancel it.
	    // Null for custom policies that do not return their timer.
	    this.retryTimer = null;
	    // A response can complete while its controller is paused if the peer closes
	    // the connection. Hold its body until the retry policy decides whether to
	    // discard it for a retry or forward it as the final response.
	    this.pendingResponseData = null;
	    this.pendingResponseTrailers = null;
	    this.pendingResponseEnded = false;
	    // Set once an abort during the backoff delivered the terminal error
	    // downstream; late policy callbacks and connection errors are then moot.
	    this.aborted = false;
	  }

	  onResponseStartWithRetry (controller, statusCode, headers, statusMessage, err) {
	    if (this.retryOpts.throwOnError) {
	      // Preserve old behavior for status codes that are not eligible for retry
	      if (this.retryOpts.statusCodes.includes(statusCode) === false) {
	        if (this.headersSent) {
	          // The downstream handler already received the response from an
	          // earlier attempt. Forwarding this response would replace the
	          // downstream body and leave the original body pending forever.
	          this.handler.onResponseError?.(this.controllerProxy, err);
	        } else {
	          this.headersSent = true;
	          this.checkpointResponseEnd(headers);
	          this.handler.onResponseStart?.(this.controllerProxy, statusCode, headers, statusMessage);
	        }
	      } else {
	        this.error = err;
	      }

	      return
	    }

	    if (isDisturbed(this.opts.body)) {
	      this.headersSent = true;
	      this.checkpointResponseEnd(headers);
	      this.handler.onResponseStart?.(this.controllerProxy, statusCode, headers, statusMessage);
	      return
	    }

	    function shouldRetry (passedErr) {
	      if (this.aborted) {
	        // Aborted while the policy was deciding; the decision is moot.
	        return
	      }
	      this.retryPending = false;
	      this.retryTimer = null;

	      const pendingData = this.pendingResponseData;
	      const pendingTrailers = this.pendingResponseTrailers;
	      const pendingEnd = this.pendingResponseEnded;
	      this.pendingResponseData = null;
	      this.pendingResponseTrailers = null;
	      this.pendingResponseEnded = false;

	      if (passedErr) {
	        if (this.headersSent) {
	          // The downstream handler already received the response from an
	          // earlier attempt. Forwarding this response would replace the
	          // downstream body and leave the original body pending forever.
	          this.handler.onResponseError?.(this.controllerProxy, passedErr);
	        } else {
	          this.headersSent = true;
	          this.checkpointResponseEnd(headers);
	          this.handler.onResponseStart?.(this.controllerProxy, statusCode, headers, statusMessage);
	          controller.resume();

	          if (pendingEnd) {
	            for (const chunk of pendingData) {
	              this.onResponseData(controller, chunk);
	            }
	            this.onResponseEnd(controller, pendingTrailers);
	          }
	          return
	        }
	        controller.resume();
	        return
	      }

	      this.error = err;
	      controller.resume();
	      if (pendingEnd) {
	        this.onResponseEnd(controller, pendingTrailers);
	      }
	    }

	    // The pause()/resume() pair (here and in shouldRetry) acts on THIS
	    // connection's controller -- never the downstream proxy. We hold this exact
	    // connection while the retry policy decides (possibly after a timeout) and
	    // must resume the same one. Routing this through controllerProxy would risk
	    // resuming a different connection if a later dispatch re-points the proxy in
	    // between, leaving this one paused forever -- the very stall the proxy exists
	    // to prevent.
	    controller.pause();
	    // The default policy returns its backoff timer so an abort can cancel it;
	    // a custom policy may return anything (or nothing), which is ignored.
	    this.retryPending = true;
	    this.pendingResponseData = [];
	    this.pendingResponseTrailers = null;
	    this.pendingResponseEnded = false;
	    this.retryTimer = this.retryOpts.retry(
	      err,
	      {
	        state: { counter: this.retryCount },
	        opts: { retryOptions: this.retryOpts, ...this.opts }
	      },
	      shouldRetry.bind(this)
	    ) ?? null;
	  }

	  checkpointResponseEnd (headers) {
	    if (this.end == null && this.opts.method !== 'HEAD') {
	      const contentLength = headers['content-length'];
	      this.end = contentLength != null ? Number(contentLength) - 1 : null;

	      assert(
	        this.end == null || Number.isFinite(this.end),
	        'invalid content-length'
	      );

	      this.resume = this.end != null;
	    }
	  }

	  onRequestStart (controller, context) {
	    // request.js creates a fresh RequestController per dispatch and passes that
	    // same instance to every later callback of the dispatch. onRequestStart is
	    // the first callback (it is where the controller is created), so re-pointing
	    // the proxy here is enough to keep it on the active connection across every
	    // transparent retry/resume.
	    this.controllerProxy.target = controller;
	    if (!this.headersSent) {
	      this.handler.onRequestStart?.(this.controllerProxy, context);
	    }
	  }

	  onBodySent (chunk) {
	    this.handler.onBodySent?.(chunk);
	  }

	  onRequestSent () {
	    this.handler.onRequestSent?.();
	  }

	  onRequestUpgrade (_controller, statusCode, headers, socket) {
	    this.handler.onRequestUpgrade?.(this.controllerProxy, statusCode, headers, socket);
	  }

	  static [kRetryHandlerDefaultRetry] (err, { state, opts }, cb) {
	    const { statusCode, code, headers } = err;
	    const { method, retryOptions } = opts;
	    const {
	      maxRetries,
	      minTimeout,
	      maxTimeout,
	      timeoutFactor,
	      statusCodes,
	      errorCodes,
	      methods,
	      retryAfter
	    } = retryOptions;
	    const { counter } = state;

	    // Any code that is not a Undici's originated and allowed to retry
	    if (code && code !== 'UND_ERR_REQ_RETRY' && !errorCodes.includes(code)) {
	      cb(err);
	      return
	    }

	    // If a set of method are provided and the current method is not in the list
	    if (Array.isArray(methods) && !methods.includes(method)) {
	      cb(err);
	      return
	    }

	    // If a set of status code are provided and the current status code is not in the list
	    if (
	      statusCode != null &&
	      Array.isArray(statusCodes) &&
	      !statusCodes.includes(statusCode)
	    ) {
	      cb(err);
	      return
	    }

	    // If we reached the max number of retries
	    if (counter > maxRetries) {
	      cb(err);
	      return
	    }

	    let retryAfterHeader = retryAfter === false ? undefined : headers?.['retry-after'];
	    if (retryAfterHeader) {
	      retryAfterHeader = Number(retryAfterHeader);
	      retryAfterHeader = Number.isNaN(retryAfterHeader)
	        ? calculateRetryAfterHeader(headers['retry-after'])
	        : retryAfterHeader * 1e3; // Retry-After is in seconds
	    }

	    const retryTimeout =
	      retryAfterHeader === 0
	        ? 0
	        : retryAfterHeader > 0
	          ? Math.min(retryAfterHeader, maxTimeout)
	          : Math.min(minTimeout * timeoutFactor ** (counter - 1), maxTimeout);

	    // Return the backoff timer so the handler can cancel it when the
	    // consumer aborts while the retry decision is pending.
	    return setTimeout(() => cb(null), retryTimeout)
	  }

	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    if (statusCode < 200) {
	      this.handler.onResponseStart?.(this.controllerProxy, statusCode, headers, statusMessage);
	      return
	    }

	    this.error = null;
	    this.retryCount += 1;
	    this.statusCode = statusCode;
	    this.headers = headers;

	    // Checkpoint for resume from where we left it
	    if (this.headersSent) {
	      // Only Partial Content 206 supposed to provide Content-Range,
	      // any other status code that partially consumed the payload
	      // should not be retried because it would result in downstream
	      // wrongly concatenate multiple responses.
	      if (statusCode !== 206 && (this.start > 0 || statusCode !== 200)) {
	        throw new RequestRetryError('server does not support the range header and the payload was partially consumed', statusCode, {
	          headers,
	          data: { count: this.retryCount }
	        })
	      }

	      const contentRange = parseRangeHeader(headers['content-range']);
	      // If no content range
	      if (!contentRange) {
	        // We always throw here as we want to indicate that we entred unexpected path
	        throw new RequestRetryError('Content-Range mismatch', statusCode, {
	          headers,
	          data: { count: this.retryCount }
	        })
	      }

	      // Let's start with a weak etag check
	      if (this.etag != null && this.etag !== headers.etag) {
	        // We always throw here as we want to indicate that we entred unexpected path
	        throw new RequestRetryError('ETag mismatch', statusCode, {
	          headers,
	          data: { count: this.retryCount }
	        })
	      }

	      validatePartialResponseContentLength(headers, contentRange, statusCode, this.retryCount);

	      const { start, size, end = size ? size - 1 : null } = contentRange;

	      if (this.start !== start || (this.end != null && this.end !== end)) {
	        throw new RequestRetryError('Content-Range mismatch', statusCode, {
	          headers,
	          data: { count: this.retryCount }
	        })
	      }

	      return
	    }

	    if (statusCode >= 300) {
	      const err = new RequestRetryError('Request failed', statusCode, {
	        headers,
	        data: {
	          count: this.retryCount
	        }
	      });

	      this.onResponseStartWithRetry(controller, statusCode, headers, statusMessage, err);
	      return
	    }

	    if (this.end == null) {
	      if (statusCode === 206) {
	        // First time we receive 206
	        const range = parseRangeHeader(headers['content-range']);

	        if (range == null || range.end == null) {
	          this.headersSent = true;
	          this.handler.onResponseStart?.(
	            this.controllerProxy,
	            statusCode,
	            headers,
	            statusMessage
	          );
	          return
	        }

	        validatePartialResponseContentLength(headers, range, statusCode, this.retryCount);

	        const { start, size, end = size ? size - 1 : null } = range;
	        assert(
	          start != null && Number.isFinite(start),
	          'content-range mismatch'
	        );
	        assert(end != null && Number.isFinite(end), 'invalid content-length');

	        this.start = start;
	        this.end = end;
	      }

	      // We make our best to checkpoint the body for further range headers
	      if (this.end == null && this.opts.method !== 'HEAD') {
	        const contentLength = headers['content-length'];
	        this.end = contentLength != null ? Number(contentLength) - 1 : null;
	      }

	      assert(Number.isFinite(this.start));
	      assert(
	        this.end == null || Number.isFinite(this.end),
	        'invalid content-length'
	      );

	      this.resume = true;
	      this.etag = headers.etag != null ? headers.etag : null;

	      // Weak etags are not useful for comparison nor cache
	      // for instance not safe to assume if the response is byte-per-byte
	      // equal
	      if (
	        this.etag != null &&
	        this.etag[0] === 'W' &&
	        this.etag[1] === '/'
	      ) {
	        this.etag = null;
	      }

	      this.headersSent = true;
	      this.handler.onResponseStart?.(
	        this.controllerProxy,
	        statusCode,
	        headers,
	        statusMessage
	      );
	    } else {
	      throw new RequestRetryError('Request failed', statusCode, {
	        headers,
	        data: { count: this.retryCount }
	      })
	    }
	  }

	  onResponseData (_controller, chunk) {
	    if (this.pendingResponseData !== null) {
	      this.pendingResponseData.push(chunk);
	      return
	    }

	    if (this.error) {
	      return
	    }

	    this.start += chunk.length;

	    this.handler.onResponseData?.(this.controllerProxy, chunk);
	  }

	  onResponseEnd (_controller, trailers) {
	    if (this.pendingResponseData !== null) {
	      this.pendingResponseTrailers = trailers;
	      this.pendingResponseEnded = true;
	      return
	    }

	    if (this.error && this.retryOpts.throwOnError) {
	      throw this.error
	    }

	    if (!this.error) {
	      // Verify that the received body length matches the expected range
	      // when we have a finite end position (from Content-Length or Content-Range)
	      if (this.end != null && Number.isFinite(this.end)) {
	        if (this.start !== this.end + 1) {
	          throw new RequestRetryError('Content-Range mismatch', this.statusCode, {
	            headers: this.headers,
	            data: { count: this.retryCount }
	          })
	        }
	      }
	      this.retryCount = 0;
	      return this.handler.onResponseEnd?.(this.controllerProxy, trailers)
	    }

	    this.retry();
	  }

	  retry () {
	    if (this.start !== 0) {
	      this.opts = {
	        ...this.opts,
	        headers: buildResumeHeaders(this.opts.headers, `bytes=${this.start}-${this.end ?? ''}`, this.etag)
	      };
	    }

	    try {
	      this.retryCountCheckpoint = this.retryCount;
	      this.dispatch(this.opts, this);
	    } catch (err) {
	      this.handler.onResponseError?.(this.controllerProxy, err);
	    }
	  }

	  onResponseError (controller, err) {
	    if (this.aborted) {
	      // #onAbort already delivered the terminal error downstream; the late
	      // error of the torn-down connection must not be forwarded twice.
	      return
	    }

	    // controller is THIS failed connection (not the proxy): we inspect whether
	    // the consumer aborted it to decide retry-vs-propagate.
	    if (controller?.aborted || isDisturbed(this.opts.body) || (this.headersSent && !this.resume)) {
	      this.handler.onResponseError?.(this.controllerProxy, err);
	      return
	    }

	    function shouldRetry (returnedErr) {
	      if (this.aborted) {
	        // Aborted while the policy was deciding; the decision is moot.
	        return
	      }
	      this.retryPending = false;
	      this.retryTimer = null;

	      if (!returnedErr) {
	        this.retry();
	        return
	      }

	      this.handler?.onResponseError?.(this.controllerProxy, returnedErr);
	    }

	    // We reconcile in case of a mix between network errors
	    // and server error response
	    if (this.retryCount - this.retryCountCheckpoint > 0) {
	      // We count the difference between the last checkpoint and the current retry count
	      this.retryCount =
	        this.retryCountCheckpoint +
	        (this.retryCount - this.retryCountCheckpoint);
	    } else {
	      this.retryCount += 1;
	    }

	    this.retryPending = true;
	    this.retryTimer = this.retryOpts.retry(
	      err,
	      {
	        state: { counter: this.retryCount },
	        opts: { retryOptions: this.retryOpts, ...this.opts }
	      },
	      shouldRetry.bind(this)
	    ) ?? null;
	  }

	  #onAbort (reason) {
	    // A consumer abort lands on the controller proxy. If the retry policy is
	    // still deciding (typically holding a backoff timer), cancel the wait and
	    // surface the abort immediately instead of letting the request hang until
	    // the backoff elapses.
	    if (!this.retryPending) {
	      return
	    }

	    this.aborted = true;
	    this.retryPending = false;
	    clearTimeout(this.retryTimer);
	    this.retryTimer = null;
	    this.pendingResponseData = null;
	    this.pendingResponseTrailers = null;
	    this.pendingResponseEnded = false;
	    this.handler.onResponseError?.(this.controllerProxy, reason ?? new RequestAbortedError());
	  }
	}

	function isReplacedHeader (key, etag) {
	  const name = key.toLowerCase();
	  return name === 'range' || (etag != null && name === 'if-match')
	}

	function buildResumeHeaders (headers, range, etag) {
	  if (Array.isArray(headers) || (headers && typeof headers === 'object' && hasSafeIterator(headers))) {
	    const ret = [];
	    if (Array.isArray(headers)) {
	      for (let i = 0; i < headers.length; i += 2) {
	        if (!isReplacedHeader(headers[i], etag)) {
	          ret.push(headers[i], headers[i + 1]);
	        }
	      }
	    } else {
	      for (const [key, value] of headers) {
	        if (!isReplacedHeader(key, etag)) {
	          ret.push(key, value);
	        }
	      }
	    }
	    ret.push('range', range);
	    // Weak etag check - weak etags will make comparison algorithms never match
	    if (etag != null) {
	      ret.push('if-match', etag);
	    }
	    return ret
	  }

	  const ret = {};
	  for (const key in headers) {
	    if (Object.hasOwn(headers, key) && !isReplacedHeader(key, etag)) {
	      ret[key] = headers[key];
	    }
	  }
	  ret.range = range;
	  if (etag != null) {
	    ret['if-match'] = etag;
	  }
	  return ret
	}

	retryHandler = RetryHandler;
	return retryHandler;
}

var retryAgent;
var hasRequiredRetryAgent;

function requireRetryAgent () {
	if (hasRequiredRetryAgent) return retryAgent;
	hasRequiredRetryAgent = 1;

	const Dispatcher = requireDispatcher();
	const RetryHandler = requireRetryHandler();
	const { kOriginless, kUrl } = requireSymbols();

	class RetryAgent extends Dispatcher {
	  #agent = null
	  #options = null
	  constructor (agent, options = {}) {
	    super(options);
	    this.#agent = agent;
	    this.#options = options;
	    this[kUrl] = agent[kUrl];
	    this[kOriginless] = agent[kOriginless];
	  }

	  dispatch (opts, handler) {
	    const retry = new RetryHandler({
	      ...opts,
	      retryOptions: this.#options
	    }, {
	      dispatch: this.#agent.dispatch.bind(this.#agent),
	      handler
	    });
	    return this.#agent.dispatch(opts, retry)
	  }

	  // WebSocket and EventSource read their receive limits from the dispatcher
	  // they are given, so report the wrapped agent's settings rather than none.
	  get webSocketOptions () {
	    return this.#agent.webSocketOptions
	  }

	  get eventSourceOptions () {
	    return this.#agent.eventSourceOptions
	  }

	  close () {
	    return this.#agent.close()
	  }

	  destroy () {
	    return this.#agent.destroy()
	  }
	}

	retryAgent = RetryAgent;
	return retryAgent;
}

var h2cClient;
var hasRequiredH2cClient;

function requireH2cClient () {
	if (hasRequiredH2cClient) return h2cClient;
	hasRequiredH2cClient = 1;

	const { InvalidArgumentError } = requireErrors();
	const Client = requireClient();

	class H2CClient extends Client {
	  constructor (origin, clientOpts) {
	    if (typeof origin === 'string') {
	      origin = new URL(origin);
	    }

	    if (origin.protocol !== 'http:') {
	      throw new InvalidArgumentError(
	        'h2c-client: Only h2c protocol is supported'
	      )
	    }

	    const { maxConcurrentStreams, pipelining, ...opts } =
	            clientOpts ?? {};
	    const defaultMaxConcurrentStreams = maxConcurrentStreams ?? 100;
	    let defaultPipelining = 100;

	    if (
	      maxConcurrentStreams != null &&
	            (!Number.isInteger(maxConcurrentStreams) ||
	            maxConcurrentStreams < 1)
	    ) {
	      throw new InvalidArgumentError('maxConcurrentStreams must be a positive integer, greater than 0')
	    }

	    if (pipelining != null && Number.isInteger(pipelining) && pipelining > 0) {
	      defaultPipelining = pipelining;
	    }

	    if (defaultPipelining > defaultMaxConcurrentStreams) {
	      throw new InvalidArgumentError(
	        'h2c-client: pipelining cannot be greater than maxConcurrentStreams'
	      )
	    }

	    super(origin, {
	      ...opts,
	      maxConcurrentStreams: defaultMaxConcurrentStreams,
	      pipelining: defaultPipelining,
	      allowH2: true,
	      useH2c: true
	    });
	  }
	}

	h2cClient = H2CClient;
	return h2cClient;
}

var api = {};

var apiRequest = {exports: {}};

var readable;
var hasRequiredReadable;

function requireReadable () {
	if (hasRequiredReadable) return readable;
	hasRequiredReadable = 1;

	const assert = builtin;
	const { addAbortListener } = builtin$1;
	const { Readable } = builtin$2;
	const { RequestAbortedError, NotSupportedError, InvalidArgumentError, AbortError } = requireErrors();
	const util = requireUtil$4();

	const kConsume = Symbol('kConsume');
	const kReading = Symbol('kReading');
	const kBody = Symbol('kBody');
	const kAbort = Symbol('kAbort');
	const kContentType = Symbol('kContentType');
	const kContentLength = Symbol('kContentLength');
	const kUsed = Symbol('kUsed');
	const kBytesRead = Symbol('kBytesRead');

	const noop = () => {};

	/**
	 * @class
	 * @extends {Readable}
	 * @see https://fetch.spec.whatwg.org/#body
	 */
	class BodyReadable extends Readable {
	  /**
	   * @param {object} opts
	   * @param {(this: Readable, size: number) => void} opts.resume
	   * @param {() => (void | null)} opts.abort
	   * @param {string} [opts.contentType = '']
	   * @param {number} [opts.contentLength]
	   * @param {number} [opts.highWaterMark = 64 * 1024]
	   */
	  constructor ({
	    resume,
	    abort,
	    contentType = '',
	    contentLength,
	    highWaterMark = 64 * 1024 // Same as nodejs fs streams.
	  }) {
	    super({
	      autoDestroy: true,
	      read: resume,
	      highWaterMark
	    });

	    this._readableState.dataEmitted = false;

	    this[kAbort] = abort;

	    /** @type {Consume | null} */
	    this[kConsume] = null;

	    /** @type {number} */
	    this[kBytesRead] = 0;

	    /** @type {ReadableStream|null} */
	    this[kBody] = null;

	    /** @type {boolean} */
	    this[kUsed] = false;

	    /** @type {string} */
	    this[kContentType] = contentType;

	    /** @type {number|null} */
	    this[kContentLength] = Number.isFinite(contentLength) ? contentLength : null;

	    /**
	     * Is stream being consumed through Readable API?
	     * This is an optimization so that we avoid checking
	     * for 'data' and 'readable' listeners in the hot path
	     * inside push().
	     *
	     * @type {boolean}
	     */
	    this[kReading] = false;
	  }

	  /**
	   * @param {Error|null} err
	   * @param {(error:(Error|null)) => void} callback
	   * @returns {void}
	   */
	  _destroy (err, callback) {
	    if (!err && !this._readableState.endEmitted) {
	      err = new RequestAbortedError();
	    }

	    if (err) {
	      this[kAbort]();
	    }

	    // Workaround for Node "bug". If the stream is destroyed in same
	    // tick as it is created, then a user who is waiting for a
	    // promise (i.e micro tick) for installing an 'error' listener will
	    // never get a chance and will always encounter an unhandled exception.
	    if (!this[kUsed]) {
	      setImmediate(callback, err);
	    } else {
	      callback(err);
	    }
	  }

	  /**
	   * @param {string|symbol} event
	   * @param {(...args: any[]) => void} listener
	   * @returns {this}
	   */
	  on (event, listener) {
	    if (event === 'data' || event === 'readable') {
	      this[kReading] = true;
	      this[kUsed] = true;
	    }
	    return super.on(event, listener)
	  }

	  /**
	   * @param {string|symbol} event
	   * @param {(...args: any[]) => void} listener
	   * @returns {this}
	   */
	  addListener (event, listener) {
	    return this.on(event, listener)
	  }

	  /**
	   * @param {string|symbol} event
	   * @param {(...args: any[]) => void} listener
	   * @returns {this}
	   */
	  off (event, listener) {
	    const ret = super.off(event, listener);
	    if (event === 'data' || event === 'readable') {
	      this[kReading] = (
	        this.listenerCount('data') > 0 ||
	        this.listenerCount('readable') > 0
	      );
	    }
	    return ret
	  }

	  /**
	   * @param {string|symbol} event
	   * @param {(...args: any[]) => void} listener
	   * @returns {this}
	   */
	  removeListener (event, listener) {
	    return this.off(event, listener)
	  }

	  /**
	   * @param {Buffer|null} chunk
	   * @returns {boolean}
	   */
	  push (chunk) {
	    if (chunk) {
	      this[kBytesRead] += chunk.length;
	      if (this[kConsume]) {
	        consumePush(this[kConsume], chunk);
	        return this[kReading] ? super.push(chunk) : true
	      }
	    }

	    return super.push(chunk)
	  }

	  /**
	   * Consumes and returns the body as a string.
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-text
	   * @returns {Promise<string>}
	   */
	  text () {
	    return consume(this, 'text')
	  }

	  /**
	   * Consumes and returns the body as a JavaScript Object.
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-json
	   * @returns {Promise<unknown>}
	   */
	  json () {
	    return consume(this, 'json')
	  }

	  /**
	   * Consumes and returns the body as a Blob
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-blob
	   * @returns {Promise<Blob>}
	   */
	  blob () {
	    return consume(this, 'blob')
	  }

	  /**
	   * Consumes and returns the body as an Uint8Array.
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-bytes
	   * @returns {Promise<Uint8Array>}
	   */
	  bytes () {
	    return consume(this, 'bytes')
	  }

	  /**
	   * Consumes and returns the body as an ArrayBuffer.
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-arraybuffer
	   * @returns {Promise<ArrayBuffer>}
	   */
	  arrayBuffer () {
	    return consume(this, 'arrayBuffer')
	  }

	  /**
	   * Not implemented
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-formdata
	   * @throws {NotSupportedError}
	   */
	  async formData () {
	    // TODO: Implement.
	    throw new NotSupportedError()
	  }

	  /**
	   * Returns true if the body is not null and the body has been consumed.
	   * Otherwise, returns false.
	   *
	   * @see https://fetch.spec.whatwg.org/#dom-body-bodyused
	   * @readonly
	   * @returns {boolean}
	   */
	  get bodyUsed () {
	    return util.isDisturbed(this)
	  }

	  /**
	   * @see https://fetch.spec.whatwg.org/#dom-body-body
	   * @readonly
	   * @returns {ReadableStream}
	   */
	  get body () {
	    if (!this[kBody]) {
	      this[kBody] = ReadableStream.from(this);
	      if (this[kConsume]) {
	        // TODO: Is this the best way to force a lock?
	        this[kBody].getReader(); // Ensure stream is locked.
	        assert(this[kBody].locked);
	      }
	    }
	    return this[kBody]
	  }

	  /**
	   * Dumps the response body by reading `limit` number of bytes.
	   * @param {object} opts
	   * @param {number} [opts.limit = 131072] Number of bytes to read.
	   * @param {AbortSignal} [opts.signal] An AbortSignal to cancel the dump.
	   * @returns {Promise<null>}
	   */
	  dump (opts) {
	    const signal = opts?.signal;

	    if (signal != null && (typeof signal !== 'object' || !('aborted' in signal))) {
	      return Promise.reject(new InvalidArgumentError('signal must be an AbortSignal'))
	    }

	    const limit = opts?.limit && Number.isFinite(opts.limit)
	      ? opts.limit
	      : 128 * 1024;

	    if (signal?.aborted) {
	      return Promise.reject(signal.reason ?? new AbortError())
	    }

	    if (this._readableState.closeEmitted) {
	      return Promise.resolve(null)
	    }

	    return new Promise((resolve, reject) => {
	      if (
	        (this[kContentLength] && (this[kContentLength] > limit)) ||
	        this[kBytesRead] > limit
	      ) {
	        this.destroy(new AbortError());
	      }

	      if (signal) {
	        const onAbort = () => {
	          this.destroy(signal.reason ?? new AbortError());
	        };
	        const abortListener = addAbortListener(signal, onAbort);
	        this
	          .on('close', function () {
	            abortListener[Symbol.dispose]();
	            if (signal.aborted) {
	              reject(signal.reason ?? new AbortError());
	            } else {
	              resolve(null);
	            }
	          });
	      } else {
	        this.on('close', resolve);
	      }

	      this
	        .on('error', noop)
	        .on('data', () => {
	          if (this[kBytesRead] > limit) {
	            this.destroy();
	          }
	        })
	        .resume();
	    })
	  }

	  /**
	   * @param {BufferEncoding} encoding
	   * @returns {this}
	   */
	  setEncoding (encoding) {
	    if (Buffer.isEncoding(encoding)) {
	      // Delegate to Node.js Readable.setEncoding() which initializes a
	      // StringDecoder and re-encodes already-buffered chunks. This properly
	      // handles multi-byte sequences split at chunk boundaries for the
	      // for-await / on('data') paths. Without this, Node.js uses
	      // buf.toString(encoding) on each chunk, producing U+FFFD for split chars.
	      //
	      // The consume path (body.text(), body.json(), ...) copes with the
	      // decoded strings this leaves in state.buffer, see consumeStart().
	      super.setEncoding(encoding);
	    }
	    return this
	  }
	}

	/**
	 * @see https://streams.spec.whatwg.org/#readablestream-locked
	 * @param {BodyReadable} bodyReadable
	 * @returns {boolean}
	 */
	function isLocked (bodyReadable) {
	  // Consume is an implicit lock.
	  return bodyReadable[kBody]?.locked === true || bodyReadable[kConsume] !== null
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#body-unusable
	 * @param {BodyReadable} bodyReadable
	 * @returns {boolean}
	 */
	function isUnusable (bodyReadable) {
	  return util.isDisturbed(bodyReadable) || isLocked(bodyReadable)
	}

	/**
	 * @typedef {'text' | 'json' | 'blob' | 'bytes' | 'arrayBuffer'} ConsumeType
	 */

	/**
	 * @template {ConsumeType} T
	 * @typedef {T extends 'text' ? string :
	 *           T extends 'json' ? unknown :
	 *           T extends 'blob' ? Blob :
	 *           T extends 'arrayBuffer' ? ArrayBuffer :
	 *           T extends 'bytes' ? Uint8Array :
	 *           never
	 * } ConsumeReturnType
	 */
	/**
	 * @typedef {object} Consume
	 * @property {ConsumeType} type
	 * @property {BodyReadable} stream
	 * @property {((value?: any) => void)} resolve
	 * @property {((err: Error) => void)} reject
	 * @property {number} length
	 * @property {Buffer[]} body
	 */

	/**
	 * @template {ConsumeType} T
	 * @param {BodyReadable} stream
	 * @param {T} type
	 * @returns {Promise<ConsumeReturnType<T>>}
	 */
	function consume (stream, type) {
	  assert(!stream[kConsume]);

	  return new Promise((resolve, reject) => {
	    if (isUnusable(stream)) {
	      const rState = stream._readableState;
	      if (rState.destroyed && rState.closeEmitted === false) {
	        stream
	          .on('error', reject)
	          .on('close', () => {
	            reject(new TypeError('unusable'));
	          });
	      } else {
	        reject(rState.errored ?? new TypeError('unusable'));
	      }
	    } else {
	      queueMicrotask(() => {
	        stream[kConsume] = {
	          type,
	          stream,
	          resolve,
	          reject,
	          length: 0,
	          body: []
	        };

	        stream
	          .on('error', function (err) {
	            consumeFinish(this[kConsume], err);
	          })
	          .on('close', function () {
	            if (this[kConsume].body !== null) {
	              consumeFinish(this[kConsume], new RequestAbortedError());
	            }
	          });

	        consumeStart(stream[kConsume]);
	      });
	    }
	  })
	}

	/**
	 * @param {Consume} consume
	 * @returns {void}
	 */
	function consumeStart (consume) {
	  if (consume.body === null) {
	    return
	  }

	  const { _readableState: state } = consume.stream;

	  if (state.bufferIndex) {
	    const start = state.bufferIndex;
	    const end = state.buffer.length;
	    for (let n = start; n < end; n++) {
	      consumePush(consume, state.buffer[n]);
	    }
	  } else {
	    for (const chunk of state.buffer) {
	      consumePush(consume, chunk);
	    }
	  }

	  // If setEncoding() was called, state.buffer holds decoded strings, which
	  // consumePush() turns back into bytes. The trailing bytes of a multi-byte
	  // sequence split across a chunk boundary are not part of any of those
	  // strings, they are held inside the decoder until the rest arrives, so
	  // take them from there.
	  const decoder = state.decoder;
	  if (decoder != null && decoder.lastNeed > 0) {
	    consumePush(consume, Buffer.from(decoder.lastChar.subarray(0, decoder.lastTotal - decoder.lastNeed)));
	  }

	  if (state.endEmitted) {
	    // No `this` to read the consume off here: consumeStart is a free function, called from
	    // the queueMicrotask above. The callback below does have one, because the emitter passes
	    // the stream as its receiver. Returning matters too - consumeEnd() clears consume.stream,
	    // which the resume() below would then dereference.
	    consumeEnd(consume, state.encoding);
	    return
	  }

	  consume.stream.on('end', function () {
	    consumeEnd(this[kConsume], this._readableState.encoding);
	  });

	  consume.stream.resume();

	  while (consume.stream.read() != null) {
	    // Loop
	  }
	}

	/**
	 * @param {Buffer[]} chunks
	 * @param {number} length
	 * @param {BufferEncoding} [encoding='utf8']
	 * @returns {string}
	 */
	function chunksDecode (chunks, length, encoding) {
	  if (chunks.length === 0 || length === 0) {
	    return ''
	  }
	  const buffer = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
	  const bufferLength = buffer.length;

	  // Skip BOM.
	  const start =
	    bufferLength > 2 &&
	    buffer[0] === 0xef &&
	    buffer[1] === 0xbb &&
	    buffer[2] === 0xbf
	      ? 3
	      : 0;
	  if (!encoding || encoding === 'utf8' || encoding === 'utf-8') {
	    return buffer.utf8Slice(start, bufferLength)
	  } else {
	    return buffer.subarray(start, bufferLength).toString(encoding)
	  }
	}

	/**
	 * @param {Buffer[]} chunks
	 * @param {number} length
	 * @returns {Uint8Array}
	 */
	function chunksConcat (chunks, length) {
	  if (chunks.length === 0 || length === 0) {
	    return new Uint8Array(0)
	  }
	  if (chunks.length === 1) {
	    // fast-path
	    return new Uint8Array(chunks[0])
	  }
	  const buffer = new Uint8Array(Buffer.allocUnsafeSlow(length).buffer);

	  let offset = 0;
	  for (let i = 0; i < chunks.length; ++i) {
	    const chunk = chunks[i];
	    buffer.set(chunk, offset);
	    offset += chunk.length;
	  }

	  return buffer
	}

	/**
	 * @param {Consume} consume
	 * @param {BufferEncoding} encoding
	 * @returns {void}
	 */
	function consumeEnd (consume, encoding) {
	  const { type, body, resolve, stream, length } = consume;

	  try {
	    if (type === 'text') {
	      resolve(chunksDecode(body, length, encoding));
	    } else if (type === 'json') {
	      resolve(JSON.parse(chunksDecode(body, length, encoding)));
	    } else if (type === 'arrayBuffer') {
	      resolve(chunksConcat(body, length).buffer);
	    } else if (type === 'blob') {
	      resolve(new Blob(body, { type: stream[kContentType] }));
	    } else if (type === 'bytes') {
	      resolve(chunksConcat(body, length));
	    }

	    consumeFinish(consume);
	  } catch (err) {
	    stream.destroy(err);
	  }
	}

	/**
	 * @param {Consume} consume
	 * @param {Buffer|string} chunk
	 * @returns {void}
	 */
	function consumePush (consume, chunk) {
	  if (consume.body === null) {
	    return
	  }

	  if (typeof chunk === 'string') {
	    // Buffered before the consume started, while an encoding was set.
	    // consume.length has to stay a byte count and chunksDecode()/chunksConcat()
	    // only work on bytes, so re-encode. A string's own length is in UTF-16 code
	    // units and Uint8Array.prototype.set() ignores a string argument entirely.
	    chunk = Buffer.from(chunk, consume.stream._readableState.encoding);
	  }

	  consume.length += chunk.length;
	  consume.body.push(chunk);
	}

	/**
	 * @param {Consume} consume
	 * @param {Error} [err]
	 * @returns {void}
	 */
	function consumeFinish (consume, err) {
	  if (consume.body === null) {
	    return
	  }

	  if (err) {
	    consume.reject(err);
	  } else {
	    consume.resolve();
	  }

	  // Reset the consume object to allow for garbage collection.
	  consume.type = null;
	  consume.stream = null;
	  consume.resolve = null;
	  consume.reject = null;
	  consume.length = 0;
	  consume.body = null;
	}

	readable = {
	  Readable: BodyReadable,
	  chunksDecode
	};
	return readable;
}

var hasRequiredApiRequest;

function requireApiRequest () {
	if (hasRequiredApiRequest) return apiRequest.exports;
	hasRequiredApiRequest = 1;

	const assert = builtin;
	const { AsyncResource } = builtin$3;
	const { Readable } = requireReadable();
	const { InvalidArgumentError, RequestAbortedError } = requireErrors();
	const util = requireUtil$4();

	function noop () {}

	class RequestHandler extends AsyncResource {
	  constructor (opts, callback) {
	    if (!opts || typeof opts !== 'object') {
	      throw new InvalidArgumentError('invalid opts')
	    }

	    const { signal, method, opaque, body, onInfo, responseHeaders, highWaterMark } = opts;

	    try {
	      if (typeof callback !== 'function') {
	        throw new InvalidArgumentError('invalid callback')
	      }

	      if (highWaterMark != null && (!Number.isFinite(highWaterMark) || highWaterMark < 0)) {
	        throw new InvalidArgumentError('invalid highWaterMark')
	      }

	      if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
	        throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
	      }

	      if (method === 'CONNECT') {
	        throw new InvalidArgumentError('invalid method')
	      }

	      if (onInfo && typeof onInfo !== 'function') {
	        throw new InvalidArgumentError('invalid onInfo callback')
	      }

	      super('UNDICI_REQUEST');
	    } catch (err) {
	      if (util.isStream(body)) {
	        util.destroy(body.on('error', noop), err);
	      }
	      throw err
	    }

	    this.method = method;
	    this.responseHeaders = responseHeaders || null;
	    this.opaque = opaque || null;
	    this.callback = callback;
	    this.res = null;
	    this.abort = null;
	    this.body = body;
	    this.trailers = {};
	    this.context = null;
	    this.controller = null;
	    this.onInfo = onInfo || null;
	    this.highWaterMark = highWaterMark;
	    this.reason = null;
	    this.removeAbortListener = null;

	    if (signal?.aborted) {
	      this.reason = signal.reason ?? new RequestAbortedError();
	    } else if (signal) {
	      this.removeAbortListener = util.addAbortListener(signal, () => {
	        this.reason = signal.reason ?? new RequestAbortedError();
	        if (this.res) {
	          // Null the reference before destroying, mirroring onResponseError, so
	          // that chunks flushed after the abort (e.g. an async decompressor
	          // flush) are dropped by the `!this.res` guard in onResponseData
	          // instead of being pushed into the torn-down stream.
	          const res = this.res;
	          this.res = null;
	          util.destroy(res.on('error', noop), this.reason);
	        } else if (this.abort) {
	          this.abort(this.reason);
	        }
	      });
	    }
	  }

	  onRequestStart (controller, context) {
	    if (this.reason) {
	      controller.abort(this.reason);
	      return
	    }

	    assert(this.callback);

	    this.controller = controller;
	    this.abort = (reason) => controller.abort(reason);
	    this.context = context;
	  }

	  onResponseStart (controller, statusCode, headers, statusText) {
	    const { callback, opaque, context, responseHeaders, highWaterMark } = this;

	    const rawHeaders = controller?.rawHeaders;
	    const responseHeaderData = responseHeaders === 'raw'
	      ? util.parseRawHeaders(rawHeaders)
	      : headers;

	    if (statusCode < 200) {
	      if (this.onInfo) {
	        this.onInfo({ statusCode, headers: responseHeaderData });
	      }
	      return
	    }

	    const parsedHeaders = headers;
	    const contentType = parsedHeaders?.['content-type'];
	    const contentLength = parsedHeaders?.['content-length'];
	    const res = new Readable({
	      resume: () => controller.resume(),
	      abort: (reason) => controller.abort(reason),
	      contentType,
	      contentLength: this.method !== 'HEAD' && contentLength
	        ? Number(contentLength)
	        : null,
	      highWaterMark
	    });

	    if (this.removeAbortListener) {
	      res.on('close', this.removeAbortListener);
	      this.removeAbortListener = null;
	    }

	    this.callback = null;
	    this.res = res;
	    if (callback !== null) {
	      try {
	        this.runInAsyncScope(callback, null, null, {
	          statusCode,
	          statusText,
	          headers: responseHeaderData,
	          trailers: this.trailers,
	          opaque,
	          body: res,
	          context
	        });
	      } catch (err) {
	        // If the callback throws synchronously, we need to handle it
	        // Remove reference to res to allow res being garbage collected
	        this.res = null;

	        // Destroy the response stream
	        util.destroy(res.on('error', noop), err);

	        // Use queueMicrotask to re-throw the error so it reaches uncaughtException
	        queueMicrotask(() => {
	          throw err
	        });
	      }
	    }
	  }

	  onResponseData (controller, chunk) {
	    if (!this.res) {
	      return
	    }

	    if (this.res.push(chunk) === false) {
	      controller.pause();
	    }
	  }

	  onResponseEnd (_controller, trailers) {
	    if (trailers && typeof trailers === 'object') {
	      for (const key of Object.keys(trailers)) {
	        if (key === '__proto__') {
	          Object.defineProperty(this.trailers, key, {
	            value: trailers[key],
	            enumerable: true,
	            configurable: true,
	            writable: true
	          });
	        } else {
	          this.trailers[key] = trailers[key];
	        }
	      }
	    }
	    this.res?.push(null);
	  }

	  onResponseError (_controller, err) {
	    const { res, callback, body, opaque } = this;

	    if (callback) {
	      // TODO: Does this need queueMicrotask?
	      this.callback = null;
	      queueMicrotask(() => {
	        this.runInAsyncScope(callback, null, err, { opaque });
	      });
	    }

	    if (res) {
	      this.res = null;
	      // Ensure all queued handlers are invoked before destroying res.
	      queueMicrotask(() => {
	        util.destroy(res.on('error', noop), err);
	      });
	    }

	    if (body) {
	      this.body = null;

	      if (util.isStream(body)) {
	        body.on('error', noop);
	        util.destroy(body, err);
	      }
	    }

	    if (this.removeAbortListener) {
	      this.removeAbortListener();
	      this.removeAbortListener = null;
	    }
	  }
	}

	function request (opts, callback) {
	  if (callback === undefined) {
	    return new Promise((resolve, reject) => {
	      request.call(this, opts, (err, data) => {
	        return err ? reject(err) : resolve(data)
	      });
	    })
	  }

	  try {
	    const handler = new RequestHandler(opts, callback);

	    this.dispatch(opts, handler);
	  } catch (err) {
	    if (typeof callback !== 'function') {
	      throw err
	    }
	    const opaque = opts?.opaque;
	    queueMicrotask(() => callback(err, { opaque }));
	  }
	}

	apiRequest.exports = request;
	apiRequest.exports.RequestHandler = RequestHandler;
	return apiRequest.exports;
}

var abortSignal;
var hasRequiredAbortSignal;

function requireAbortSignal () {
	if (hasRequiredAbortSignal) return abortSignal;
	hasRequiredAbortSignal = 1;

	const { addAbortListener } = requireUtil$4();
	const { RequestAbortedError } = requireErrors();

	const kListener = Symbol('kListener');
	const kSignal = Symbol('kSignal');

	function abort (self) {
	  if (self.abort) {
	    self.abort(self[kSignal]?.reason);
	  } else {
	    self.reason = self[kSignal]?.reason ?? new RequestAbortedError();
	  }
	  removeSignal(self);
	}

	function addSignal (self, signal) {
	  self.reason = null;

	  self[kSignal] = null;
	  self[kListener] = null;

	  if (!signal) {
	    return
	  }

	  if (signal.aborted) {
	    abort(self);
	    return
	  }

	  self[kSignal] = signal;
	  self[kListener] = () => {
	    abort(self);
	  };

	  addAbortListener(self[kSignal], self[kListener]);
	}

	function removeSignal (self) {
	  if (!self[kSignal]) {
	    return
	  }

	  if ('removeEventListener' in self[kSignal]) {
	    self[kSignal].removeEventListener('abort', self[kListener]);
	  } else {
	    self[kSignal].removeListener('abort', self[kListener]);
	  }

	  self[kSignal] = null;
	  self[kListener] = null;
	}

	abortSignal = {
	  addSignal,
	  removeSignal
	};
	return abortSignal;
}

var apiStream;
var hasRequiredApiStream;

function requireApiStream () {
	if (hasRequiredApiStream) return apiStream;
	hasRequiredApiStream = 1;

	const assert = builtin;
	const { AsyncResource } = builtin$3;
	const { InvalidArgumentError, InvalidReturnValueError } = requireErrors();
	const util = requireUtil$4();
	const { addSignal, removeSignal } = requireAbortSignal();

	function noop () {}

	function getWritableError (stream) {
	  return stream.errored ?? stream.writableErrored ?? stream._writableState?.errored
	}

	function createPrematureCloseError () {
	  const err = new Error('Premature close');
	  err.code = 'ERR_STREAM_PREMATURE_CLOSE';
	  return err
	}

	function trackWritableLifecycle (stream, callback) {
	  let done = false;

	  const cleanup = () => {
	    stream.removeListener('close', onClose);
	    stream.removeListener('error', onError);
	    stream.removeListener('finish', onFinish);
	  };

	  const finish = (err, fromErrorEvent = false) => {
	    if (done) {
	      return
	    }

	    done = true;
	    cleanup();
	    callback(err, fromErrorEvent);
	  };

	  const onClose = () => {
	    const err = getWritableError(stream);
	    finish(err ?? (!stream.writableFinished ? createPrematureCloseError() : undefined));
	  };

	  const onError = (err) => finish(err, true);
	  const onFinish = () => finish();

	  stream.on('close', onClose);
	  stream.on('error', onError);
	  stream.on('finish', onFinish);

	  if (stream.closed) {
	    process.nextTick(onClose);
	  } else if (stream.writableFinished) {
	    process.nextTick(onFinish);
	  }
	}

	class StreamHandler extends AsyncResource {
	  constructor (opts, factory, callback) {
	    if (!opts || typeof opts !== 'object') {
	      throw new InvalidArgumentError('invalid opts')
	    }

	    const { signal, method, opaque, body, onInfo, responseHeaders } = opts;

	    try {
	      if (typeof callback !== 'function') {
	        throw new InvalidArgumentError('invalid callback')
	      }

	      if (typeof factory !== 'function') {
	        throw new InvalidArgumentError('invalid factory')
	      }

	      if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
	        throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
	      }

	      if (method === 'CONNECT') {
	        throw new InvalidArgumentError('invalid method')
	      }

	      if (onInfo && typeof onInfo !== 'function') {
	        throw new InvalidArgumentError('invalid onInfo callback')
	      }

	      super('UNDICI_STREAM');
	    } catch (err) {
	      if (util.isStream(body)) {
	        util.destroy(body.on('error', noop), err);
	      }
	      throw err
	    }

	    this.responseHeaders = responseHeaders || null;
	    this.opaque = opaque || null;
	    this.factory = factory;
	    this.callback = callback;
	    this.res = null;
	    this.abort = null;
	    this.context = null;
	    this.controller = null;
	    this.trailers = null;
	    this.body = body;
	    this.onInfo = onInfo || null;

	    if (util.isStream(body)) {
	      body.on('error', (err) => {
	        this.onResponseError(this.controller, err);
	      });
	    }

	    addSignal(this, signal);
	  }

	  onRequestStart (controller, context) {
	    if (this.reason) {
	      controller.abort(this.reason);
	      return
	    }

	    assert(this.callback);

	    this.controller = controller;
	    this.abort = (reason) => controller.abort(reason);
	    this.context = context;
	  }

	  onResponseStart (controller, statusCode, headers, _statusMessage) {
	    const { factory, opaque, context, responseHeaders } = this;

	    const rawHeaders = controller?.rawHeaders;
	    const responseHeaderData = responseHeaders === 'raw'
	      ? util.parseRawHeaders(rawHeaders)
	      : headers;

	    if (statusCode < 200) {
	      if (this.onInfo) {
	        this.onInfo({ statusCode, headers: responseHeaderData });
	      }
	      return
	    }

	    this.factory = null;

	    if (factory === null) {
	      return
	    }

	    const res = this.runInAsyncScope(factory, null, {
	      statusCode,
	      headers: responseHeaderData,
	      opaque,
	      context
	    });

	    if (
	      !res ||
	      typeof res.write !== 'function' ||
	      typeof res.end !== 'function' ||
	      typeof res.on !== 'function'
	    ) {
	      throw new InvalidReturnValueError('expected Writable')
	    }

	    trackWritableLifecycle(res, (err, fromErrorEvent) => {
	      const { callback, res, opaque, trailers, abort } = this;

	      this.res = null;
	      if (err || !res?.readable) {
	        util.destroy(res, fromErrorEvent ? undefined : err);
	      }

	      this.callback = null;
	      this.runInAsyncScope(callback, null, err || null, { opaque, trailers });

	      if (err) {
	        abort(err);
	      }
	    });

	    res.on('drain', () => controller.resume());

	    this.res = res;

	    const needDrain = res.writableNeedDrain !== undefined
	      ? res.writableNeedDrain
	      : res._writableState?.needDrain;

	    if (needDrain === true) {
	      controller.pause();
	    }
	  }

	  onResponseData (controller, chunk) {
	    const { res } = this;

	    if (!res) {
	      return
	    }

	    if (res.write(chunk) === false) {
	      controller.pause();
	    }
	  }

	  onResponseEnd (_controller, trailers) {
	    const { res } = this;

	    removeSignal(this);

	    if (!res) {
	      return
	    }

	    if (trailers && typeof trailers === 'object') {
	      this.trailers = trailers;
	    }

	    res.end();
	  }

	  onResponseError (_controller, err) {
	    const { res, callback, opaque, body } = this;

	    removeSignal(this);

	    this.factory = null;

	    if (res) {
	      this.res = null;
	      util.destroy(res, err);
	    } else if (callback) {
	      this.callback = null;
	      queueMicrotask(() => {
	        this.runInAsyncScope(callback, null, err, { opaque });
	      });
	    }

	    if (body) {
	      this.body = null;
	      util.destroy(body, err);
	    }
	  }
	}

	function stream (opts, factory, callback) {
	  if (callback === undefined) {
	    return new Promise((resolve, reject) => {
	      stream.call(this, opts, factory, (err, data) => {
	        return err ? reject(err) : resolve(data)
	      });
	    })
	  }

	  try {
	    const handler = new StreamHandler(opts, factory, callback);

	    this.dispatch(opts, handler);
	  } catch (err) {
	    if (typeof callback !== 'function') {
	      throw err
	    }
	    const opaque = opts?.opaque;
	    queueMicrotask(() => callback(err, { opaque }));
	  }
	}

	apiStream = stream;
	return apiStream;
}

var apiPipeline;
var hasRequiredApiPipeline;

function requireApiPipeline () {
	if (hasRequiredApiPipeline) return apiPipeline;
	hasRequiredApiPipeline = 1;

	const {
	  Readable,
	  Duplex,
	  PassThrough
	} = builtin$2;
	const assert = builtin;
	const { AsyncResource } = builtin$3;
	const {
	  InvalidArgumentError,
	  InvalidReturnValueError,
	  RequestAbortedError
	} = requireErrors();
	const util = requireUtil$4();
	const { kBodyUsed } = requireSymbols();
	const { addSignal, removeSignal } = requireAbortSignal();

	function noop () {}

	const kResume = Symbol('resume');

	class PipelineRequest extends Readable {
	  constructor () {
	    super({ autoDestroy: true });

	    this[kResume] = null;
	    // Pipeline request bodies come from a live writable side and cannot be
	    // replayed across redirects or retries, even before any bytes are read.
	    this[kBodyUsed] = true;
	  }

	  _read () {
	    const { [kResume]: resume } = this;

	    if (resume) {
	      this[kResume] = null;
	      resume();
	    }
	  }

	  _destroy (err, callback) {
	    this._read();

	    callback(err);
	  }
	}

	class PipelineResponse extends Readable {
	  constructor (resume) {
	    super({ autoDestroy: true });
	    this[kResume] = resume;
	  }

	  _read () {
	    this[kResume]();
	  }

	  _destroy (err, callback) {
	    if (!err && !this._readableState.endEmitted) {
	      err = new RequestAbortedError();
	    }

	    callback(err);
	  }
	}

	class PipelineHandler extends AsyncResource {
	  constructor (opts, handler) {
	    if (!opts || typeof opts !== 'object') {
	      throw new InvalidArgumentError('invalid opts')
	    }

	    if (typeof handler !== 'function') {
	      throw new InvalidArgumentError('invalid handler')
	    }

	    const { signal, method, opaque, onInfo, responseHeaders } = opts;

	    if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
	      throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
	    }

	    if (method === 'CONNECT') {
	      throw new InvalidArgumentError('invalid method')
	    }

	    if (onInfo && typeof onInfo !== 'function') {
	      throw new InvalidArgumentError('invalid onInfo callback')
	    }

	    super('UNDICI_PIPELINE');

	    this.opaque = opaque || null;
	    this.responseHeaders = responseHeaders || null;
	    this.handler = handler;
	    this.abort = null;
	    this.context = null;
	    this.onInfo = onInfo || null;

	    this.req = new PipelineRequest().on('error', noop);

	    this.ret = new Duplex({
	      readableObjectMode: opts.objectMode,
	      autoDestroy: true,
	      read: () => {
	        const { body } = this;

	        if (body?.resume) {
	          body.resume();
	        }
	      },
	      write: (chunk, encoding, callback) => {
	        const { req } = this;

	        if (req.push(chunk, encoding) || req._readableState.destroyed) {
	          callback();
	        } else {
	          req[kResume] = callback;
	        }
	      },
	      destroy: (err, callback) => {
	        const { body, req, res, ret, abort } = this;

	        if (!err && !ret._readableState.endEmitted) {
	          err = new RequestAbortedError();
	        }

	        if (abort && err) {
	          abort();
	        }

	        util.destroy(body, err);
	        util.destroy(req, err);
	        util.destroy(res, err);

	        removeSignal(this);

	        callback(err);
	      }
	    }).on('prefinish', () => {
	      const { req } = this;

	      // Node < 15 does not call _final in same tick.
	      req.push(null);
	    });

	    this.res = null;

	    addSignal(this, signal);
	  }

	  onRequestStart (controller, context) {
	    const { res } = this;

	    if (this.reason) {
	      controller.abort(this.reason);
	      return
	    }

	    assert(!res, 'pipeline cannot be retried');

	    this.abort = (reason) => controller.abort(reason);
	    this.context = context;
	  }

	  onResponseStart (controller, statusCode, headers, _statusMessage) {
	    const { opaque, handler, context } = this;

	    if (statusCode < 200) {
	      if (this.onInfo) {
	        const rawHeaders = controller?.rawHeaders;
	        const responseHeaders = this.responseHeaders === 'raw'
	          ? util.parseRawHeaders(rawHeaders)
	          : headers;
	        this.onInfo({ statusCode, headers: responseHeaders });
	      }
	      return
	    }

	    this.res = new PipelineResponse(() => controller.resume());

	    let body;
	    try {
	      this.handler = null;
	      const rawHeaders = controller?.rawHeaders;
	      const responseHeaders = this.responseHeaders === 'raw'
	        ? util.parseRawHeaders(rawHeaders)
	        : headers;
	      body = this.runInAsyncScope(handler, null, {
	        statusCode,
	        headers: responseHeaders,
	        opaque,
	        body: this.res,
	        context
	      });
	    } catch (err) {
	      this.res.on('error', noop);
	      throw err
	    }

	    if (!body || typeof body.on !== 'function') {
	      throw new InvalidReturnValueError('expected Readable')
	    }

	    body
	      .on('data', (chunk) => {
	        const { ret, body } = this;

	        if (!ret.push(chunk) && body.pause) {
	          body.pause();
	        }
	      })
	      .on('error', (err) => {
	        const { ret } = this;

	        util.destroy(ret, err);
	      })
	      .on('end', () => {
	        const { ret } = this;

	        ret.push(null);
	      })
	      .on('close', () => {
	        const { ret } = this;

	        if (!ret._readableState.ended) {
	          util.destroy(ret, new RequestAbortedError());
	        }
	      });

	    this.body = body;
	  }

	  onResponseData (controller, chunk) {
	    const { res } = this;

	    if (res.push(chunk) === false) {
	      controller.pause();
	    }
	  }

	  onResponseEnd (_controller, _trailers) {
	    const { res } = this;
	    res.push(null);
	  }

	  onResponseError (_controller, err) {
	    const { ret } = this;
	    this.handler = null;
	    util.destroy(ret, err);
	  }
	}

	function pipeline (opts, handler) {
	  try {
	    const pipelineHandler = new PipelineHandler(opts, handler);
	    this.dispatch({ ...opts, body: pipelineHandler.req }, pipelineHandler);
	    return pipelineHandler.ret
	  } catch (err) {
	    return new PassThrough().destroy(err)
	  }
	}

	apiPipeline = pipeline;
	return apiPipeline;
}

var apiUpgrade;
var hasRequiredApiUpgrade;

function requireApiUpgrade () {
	if (hasRequiredApiUpgrade) return apiUpgrade;
	hasRequiredApiUpgrade = 1;

	const { InvalidArgumentError, SocketError } = requireErrors();
	const { AsyncResource } = builtin$3;
	const assert = builtin;
	const util = requireUtil$4();
	const { kHTTP2Stream } = requireSymbols();
	const { addSignal, removeSignal } = requireAbortSignal();

	class UpgradeHandler extends AsyncResource {
	  constructor (opts, callback) {
	    if (!opts || typeof opts !== 'object') {
	      throw new InvalidArgumentError('invalid opts')
	    }

	    if (typeof callback !== 'function') {
	      throw new InvalidArgumentError('invalid callback')
	    }

	    const { signal, opaque, responseHeaders } = opts;

	    if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
	      throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
	    }

	    super('UNDICI_UPGRADE');

	    this.responseHeaders = responseHeaders || null;
	    this.opaque = opaque || null;
	    this.callback = callback;
	    this.abort = null;
	    this.context = null;

	    addSignal(this, signal);
	  }

	  onRequestStart (controller, context) {
	    if (this.reason) {
	      controller.abort(this.reason);
	      return
	    }

	    assert(this.callback);

	    this.abort = (reason) => controller.abort(reason);
	    this.context = context;
	  }

	  onResponseStart () {
	    throw new SocketError('bad upgrade', null)
	  }

	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    const expectedStatusCode = socket[kHTTP2Stream] === true ? 200 : 101;

	    if (statusCode !== expectedStatusCode) {
	      const socketInfo = socket[kHTTP2Stream] === true ? null : util.getSocketInfo(socket);
	      controller.abort(new SocketError('bad upgrade', socketInfo));
	      return
	    }

	    const { callback, opaque, context } = this;

	    removeSignal(this);

	    this.callback = null;

	    const rawHeaders = controller?.rawHeaders;
	    const responseHeaders = this.responseHeaders === 'raw'
	      ? util.parseRawHeaders(rawHeaders)
	      : headers;

	    this.runInAsyncScope(callback, null, null, {
	      headers: responseHeaders,
	      socket,
	      opaque,
	      context
	    });
	  }

	  onResponseError (_controller, err) {
	    const { callback, opaque } = this;

	    removeSignal(this);

	    if (callback) {
	      this.callback = null;
	      queueMicrotask(() => {
	        this.runInAsyncScope(callback, null, err, { opaque });
	      });
	    }
	  }
	}

	function upgrade (opts, callback) {
	  if (callback === undefined) {
	    return new Promise((resolve, reject) => {
	      upgrade.call(this, opts, (err, data) => {
	        return err ? reject(err) : resolve(data)
	      });
	    })
	  }

	  try {
	    const upgradeHandler = new UpgradeHandler(opts, callback);
	    const upgradeOpts = {
	      ...opts,
	      method: opts.method || 'GET',
	      upgrade: opts.protocol || 'Websocket'
	    };
	    this.dispatch(upgradeOpts, upgradeHandler);
	  } catch (err) {
	    if (typeof callback !== 'function') {
	      throw err
	    }
	    const opaque = opts?.opaque;
	    queueMicrotask(() => callback(err, { opaque }));
	  }
	}

	apiUpgrade = upgrade;
	return apiUpgrade;
}

var apiConnect;
var hasRequiredApiConnect;

function requireApiConnect () {
	if (hasRequiredApiConnect) return apiConnect;
	hasRequiredApiConnect = 1;

	const assert = builtin;
	const { AsyncResource } = builtin$3;
	const { InvalidArgumentError, SocketError } = requireErrors();
	const util = requireUtil$4();
	const { addSignal, removeSignal } = requireAbortSignal();

	class ConnectHandler extends AsyncResource {
	  constructor (opts, callback) {
	    if (!opts || typeof opts !== 'object') {
	      throw new InvalidArgumentError('invalid opts')
	    }

	    if (typeof callback !== 'function') {
	      throw new InvalidArgumentError('invalid callback')
	    }

	    const { signal, opaque, responseHeaders } = opts;

	    if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
	      throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
	    }

	    super('UNDICI_CONNECT');

	    this.opaque = opaque || null;
	    this.responseHeaders = responseHeaders || null;
	    this.callback = callback;
	    this.abort = null;

	    addSignal(this, signal);
	  }

	  onRequestStart (controller, context) {
	    if (this.reason) {
	      controller.abort(this.reason);
	      return
	    }

	    assert(this.callback);

	    this.abort = (reason) => controller.abort(reason);
	    this.context = context;
	  }

	  onResponseStart () {
	    throw new SocketError('bad connect', null)
	  }

	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    const { callback, opaque, context } = this;

	    removeSignal(this);

	    this.callback = null;

	    let responseHeaders = headers;
	    const rawHeaders = controller?.rawHeaders;
	    // Indicates is an HTTP2Session
	    if (responseHeaders != null) {
	      responseHeaders = this.responseHeaders === 'raw'
	        ? util.parseRawHeaders(rawHeaders)
	        : headers;
	    }

	    this.runInAsyncScope(callback, null, null, {
	      statusCode,
	      headers: responseHeaders,
	      socket,
	      opaque,
	      context
	    });
	  }

	  onResponseError (_controller, err) {
	    const { callback, opaque } = this;

	    removeSignal(this);

	    if (callback) {
	      this.callback = null;
	      queueMicrotask(() => {
	        this.runInAsyncScope(callback, null, err, { opaque });
	      });
	    }
	  }
	}

	function connect (opts, callback) {
	  if (callback === undefined) {
	    return new Promise((resolve, reject) => {
	      connect.call(this, opts, (err, data) => {
	        return err ? reject(err) : resolve(data)
	      });
	    })
	  }

	  try {
	    const connectHandler = new ConnectHandler(opts, callback);
	    const connectOptions = { ...opts, method: 'CONNECT' };
	    this.dispatch(connectOptions, connectHandler);
	  } catch (err) {
	    if (typeof callback !== 'function') {
	      throw err
	    }
	    const opaque = opts?.opaque;
	    queueMicrotask(() => callback(err, { opaque }));
	  }
	}

	apiConnect = connect;
	return apiConnect;
}

var hasRequiredApi;

function requireApi () {
	if (hasRequiredApi) return api;
	hasRequiredApi = 1;

	api.request = requireApiRequest();
	api.stream = requireApiStream();
	api.pipeline = requireApiPipeline();
	api.upgrade = requireApiUpgrade();
	api.connect = requireApiConnect();
	return api;
}

var mockErrors;
var hasRequiredMockErrors;

function requireMockErrors () {
	if (hasRequiredMockErrors) return mockErrors;
	hasRequiredMockErrors = 1;

	const { UndiciError } = requireErrors();

	const kMockNotMatchedError = Symbol.for('undici.error.UND_MOCK_ERR_MOCK_NOT_MATCHED');

	/**
	 * The request does not match any registered mock dispatches.
	 */
	class MockNotMatchedError extends UndiciError {
	  constructor (message) {
	    super(message);
	    this.name = 'MockNotMatchedError';
	    this.message = message || 'The request does not match any registered mock dispatches';
	    this.code = 'UND_MOCK_ERR_MOCK_NOT_MATCHED';
	  }

	  static [Symbol.hasInstance] (instance) {
	    return instance && instance[kMockNotMatchedError] === true
	  }

	  get [kMockNotMatchedError] () {
	    return true
	  }
	}

	mockErrors = {
	  MockNotMatchedError
	};
	return mockErrors;
}

var mockSymbols;
var hasRequiredMockSymbols;

function requireMockSymbols () {
	if (hasRequiredMockSymbols) return mockSymbols;
	hasRequiredMockSymbols = 1;

	mockSymbols = {
	  kAgent: Symbol('agent'),
	  kOptions: Symbol('options'),
	  kFactory: Symbol('factory'),
	  kDispatches: Symbol('dispatches'),
	  kDispatchKey: Symbol('dispatch key'),
	  kDefaultHeaders: Symbol('default headers'),
	  kDefaultTrailers: Symbol('default trailers'),
	  kContentLength: Symbol('content length'),
	  kMockAgent: Symbol('mock agent'),
	  kMockAgentSet: Symbol('mock agent set'),
	  kMockAgentGet: Symbol('mock agent get'),
	  kMockDispatch: Symbol('mock dispatch'),
	  kClose: Symbol('close'),
	  kOriginalClose: Symbol('original agent close'),
	  kOriginalDispatch: Symbol('original dispatch'),
	  kOrigin: Symbol('origin'),
	  kIsMockActive: Symbol('is mock active'),
	  kNetConnect: Symbol('net connect'),
	  kGetNetConnect: Symbol('get net connect'),
	  kConnected: Symbol('connected'),
	  kIgnoreTrailingSlash: Symbol('ignore trailing slash'),
	  kMockAgentMockCallHistoryInstance: Symbol('mock agent mock call history name'),
	  kMockAgentRegisterCallHistory: Symbol('mock agent register mock call history'),
	  kMockAgentAddCallHistoryLog: Symbol('mock agent add call history log'),
	  kMockAgentIsCallHistoryEnabled: Symbol('mock agent is call history enabled'),
	  kMockAgentAcceptsNonStandardSearchParameters: Symbol('mock agent accepts non standard search parameters'),
	  kMockCallHistoryAddLog: Symbol('mock call history add log'),
	  kTotalDispatchCount: Symbol('total dispatch count')
	};
	return mockSymbols;
}

var mockUtils;
var hasRequiredMockUtils;

function requireMockUtils () {
	if (hasRequiredMockUtils) return mockUtils;
	hasRequiredMockUtils = 1;

	const { MockNotMatchedError } = requireMockErrors();
	const {
	  kDispatches,
	  kMockAgent,
	  kOriginalDispatch,
	  kOrigin,
	  kGetNetConnect,
	  kTotalDispatchCount
	} = requireMockSymbols();
	const { serializePathWithQuery, parseHeaders } = requireUtil$4();
	const { STATUS_CODES } = builtin$4;
	const {
	  types: {
	    isPromise
	  }
	} = builtin$5;
	const { InvalidArgumentError } = requireErrors();
	const requestAborted = Symbol('request aborted');

	function matchValue (match, value) {
	  if (typeof match === 'string') {
	    return match === value
	  }
	  if (match instanceof RegExp) {
	    return match.test(value)
	  }
	  if (typeof match === 'function') {
	    return match(value) === true
	  }
	  return false
	}

	function lowerCaseEntries (headers) {
	  return Object.fromEntries(
	    Object.entries(headers).map(([headerName, headerValue]) => {
	      return [headerName.toLocaleLowerCase(), headerValue]
	    })
	  )
	}

	/**
	 * @param {import('../../index').Headers|string[]|Record<string, string>} headers
	 * @param {string} key
	 */
	function getHeaderByName (headers, key) {
	  if (Array.isArray(headers)) {
	    for (let i = 0; i < headers.length; i += 2) {
	      if (headers[i].toLocaleLowerCase() === key.toLocaleLowerCase()) {
	        return headers[i + 1]
	      }
	    }

	    return undefined
	  } else if (typeof headers.get === 'function') {
	    return headers.get(key)
	  } else {
	    return lowerCaseEntries(headers)[key.toLocaleLowerCase()]
	  }
	}

	/** @param {string[]} headers */
	function buildHeadersFromArray (headers) { // fetch HeadersList
	  const clone = headers.slice();
	  const entries = [];
	  for (let index = 0; index < clone.length; index += 2) {
	    entries.push([clone[index], clone[index + 1]]);
	  }
	  return Object.fromEntries(entries)
	}

	function matchHeaders (mockDispatch, headers) {
	  if (typeof mockDispatch.headers === 'function') {
	    if (Array.isArray(headers)) { // fetch HeadersList
	      headers = buildHeadersFromArray(headers);
	    }
	    return mockDispatch.headers(headers ? lowerCaseEntries(headers) : {})
	  }
	  if (typeof mockDispatch.headers === 'undefined') {
	    return true
	  }
	  if (typeof headers !== 'object' || typeof mockDispatch.headers !== 'object') {
	    return false
	  }

	  for (const [matchHeaderName, matchHeaderValue] of Object.entries(mockDispatch.headers)) {
	    const headerValue = getHeaderByName(headers, matchHeaderName);

	    if (!matchValue(matchHeaderValue, headerValue)) {
	      return false
	    }
	  }
	  return true
	}

	function normalizeSearchParams (query) {
	  if (typeof query !== 'string') {
	    return query
	  }

	  const originalQp = new URLSearchParams(query);
	  const normalizedQp = new URLSearchParams();

	  for (let [key, value] of originalQp.entries()) {
	    key = key.replace('[]', '');

	    const valueRepresentsString = /^(['"]).*\1$/.test(value);
	    if (valueRepresentsString) {
	      normalizedQp.append(key, value);
	      continue
	    }

	    if (value.includes(',')) {
	      const values = value.split(',');
	      for (const v of values) {
	        normalizedQp.append(key, v);
	      }
	      continue
	    }

	    normalizedQp.append(key, value);
	  }

	  return normalizedQp
	}

	function safeUrl (path) {
	  if (typeof path !== 'string') {
	    return path
	  }
	  const pathSegments = path.split('?', 3);
	  if (pathSegments.length !== 2) {
	    return path
	  }

	  const qp = new URLSearchParams(pathSegments.pop());
	  qp.sort();
	  return [...pathSegments, qp.toString()].join('?')
	}

	function matchKey (mockDispatch, { path, method, body, headers }) {
	  const pathMatch = matchValue(mockDispatch.path, path);
	  const methodMatch = matchValue(mockDispatch.method, method);
	  const bodyMatch = typeof mockDispatch.body !== 'undefined' ? matchValue(mockDispatch.body, body) : true;
	  const headersMatch = matchHeaders(mockDispatch, headers);
	  return pathMatch && methodMatch && bodyMatch && headersMatch
	}

	function getResponseData (data) {
	  if (Buffer.isBuffer(data)) {
	    return data
	  } else if (data instanceof Uint8Array) {
	    return data
	  } else if (data instanceof ArrayBuffer) {
	    return data
	  } else if (ArrayBuffer.isView(data)) {
	    // A DataView, or any non-Uint8Array typed array, is a byte container
	    // rather than a plain object. Buffer.from() cannot read one directly, so
	    // expose the bytes it covers instead of letting it reach JSON.stringify.
	    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
	  } else if (typeof data === 'object') {
	    return JSON.stringify(data)
	  } else if (data) {
	    return data.toString()
	  } else {
	    return ''
	  }
	}

	function getMockDispatch (mockDispatches, key) {
	  const basePath = key.query ? serializePathWithQuery(key.path, key.query) : key.path;
	  const resolvedPath = typeof basePath === 'string' ? safeUrl(basePath) : basePath;

	  const resolvedPathWithoutTrailingSlash = removeTrailingSlash(resolvedPath);

	  // Match path
	  let matchedMockDispatches = mockDispatches
	    .filter(({ consumed }) => !consumed)
	    .filter(({ path, ignoreTrailingSlash }) => {
	      return ignoreTrailingSlash
	        ? matchValue(removeTrailingSlash(safeUrl(path)), resolvedPathWithoutTrailingSlash)
	        : matchValue(safeUrl(path), resolvedPath)
	    });
	  if (matchedMockDispatches.length === 0) {
	    throw new MockNotMatchedError(`Mock dispatch not matched for path '${resolvedPath}'`)
	  }

	  // Match method
	  matchedMockDispatches = matchedMockDispatches.filter(({ method }) => matchValue(method, key.method));
	  if (matchedMockDispatches.length === 0) {
	    throw new MockNotMatchedError(`Mock dispatch not matched for method '${key.method}' on path '${resolvedPath}'`)
	  }

	  // Match body
	  matchedMockDispatches = matchedMockDispatches.filter(({ body }) => typeof body !== 'undefined' ? matchValue(body, key.body) : true);
	  if (matchedMockDispatches.length === 0) {
	    throw new MockNotMatchedError(`Mock dispatch not matched for body '${key.body}' on path '${resolvedPath}'`)
	  }

	  // Match headers
	  matchedMockDispatches = matchedMockDispatches.filter((mockDispatch) => matchHeaders(mockDispatch, key.headers));
	  if (matchedMockDispatches.length === 0) {
	    const headers = typeof key.headers === 'object' ? JSON.stringify(key.headers) : key.headers;
	    throw new MockNotMatchedError(`Mock dispatch not matched for headers '${headers}' on path '${resolvedPath}'`)
	  }

	  return matchedMockDispatches[0]
	}

	function addMockDispatch (mockDispatches, key, data, opts) {
	  const baseData = { timesInvoked: 0, times: 1, persist: false, consumed: false, ...opts };
	  const replyData = typeof data === 'function' ? { callback: data } : { ...data };
	  const newMockDispatch = { ...baseData, ...key, pending: true, data: { error: null, ...replyData } };
	  mockDispatches.push(newMockDispatch);
	  // Track total number of intercepts ever registered for better error messages
	  mockDispatches[kTotalDispatchCount] = (mockDispatches[kTotalDispatchCount] || 0) + 1;
	  return newMockDispatch
	}

	function deleteMockDispatch (mockDispatches, key) {
	  const index = mockDispatches.findIndex(dispatch => {
	    if (!dispatch.consumed) {
	      return false
	    }
	    return matchKey(dispatch, key)
	  });
	  if (index !== -1) {
	    mockDispatches.splice(index, 1);
	  }
	}

	/**
	 * @param {string|RegExp|Function} path Path, or path matcher, to remove trailing slash from
	 */
	function removeTrailingSlash (path) {
	  // Registered path matchers may be a RegExp or a function, which have no
	  // trailing slash to strip; hand those back for matchValue to apply.
	  if (typeof path !== 'string') {
	    return path
	  }

	  // Only strip slashes from the pathname, not from a query string after it
	  const queryIndex = path.indexOf('?');
	  const search = queryIndex === -1 ? '' : path.slice(queryIndex);
	  if (queryIndex !== -1) {
	    path = path.slice(0, queryIndex);
	  }

	  while (path.endsWith('/')) {
	    path = path.slice(0, -1);
	  }

	  if (path.length === 0) {
	    path = '/';
	  }

	  return path + search
	}

	function buildKey (opts) {
	  const { path, method, body, headers, query } = opts;

	  return {
	    path,
	    method,
	    body,
	    headers,
	    query
	  }
	}

	function generateKeyValues (data) {
	  const keys = Object.keys(data);
	  const result = [];
	  for (let i = 0; i < keys.length; ++i) {
	    const key = keys[i];
	    const value = data[key];
	    const name = Buffer.from(`${key}`);
	    if (Array.isArray(value)) {
	      for (let j = 0; j < value.length; ++j) {
	        result.push(name, Buffer.from(`${value[j]}`));
	      }
	    } else {
	      result.push(name, Buffer.from(`${value}`));
	    }
	  }
	  return result
	}

	/**
	 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Status
	 * @param {number} statusCode
	 */
	function getStatusText (statusCode) {
	  return STATUS_CODES[statusCode] || 'unknown'
	}

	async function getResponse (body) {
	  const buffers = [];
	  for await (const data of body) {
	    buffers.push(data);
	  }
	  return Buffer.concat(buffers).toString('utf8')
	}

	/**
	 * Mock dispatch function used to simulate undici dispatches
	 */
	function mockDispatch (opts, handler) {
	  // Get mock dispatch from built key
	  const key = buildKey(opts);
	  const mockDispatch = getMockDispatch(this[kDispatches], key);
	  const mockDispatches = this[kDispatches];

	  mockDispatch.timesInvoked++;

	  const { timesInvoked, times } = mockDispatch;

	  // If it's used up and not persistent, mark as consumed
	  mockDispatch.consumed = !mockDispatch.persist && timesInvoked >= times;
	  mockDispatch.pending = timesInvoked < times;

	  const hasBodyHooks = typeof handler.onBodySent === 'function' ||
	    typeof handler.onRequestSent === 'function';

	  // Here's where we resolve a callback if a callback is present for the dispatch data.
	  if (mockDispatch.data.callback && (!hasBodyHooks || opts.body == null)) {
	    const { callback, ...responseDefaults } = mockDispatch.data;
	    const callbackResult = callback(opts);

	    // An asynchronous reply options callback resolves to the reply data, so
	    // the dispatch can only continue once the returned promise settles.
	    // A rejection cannot be thrown synchronously from the dispatch at that
	    // point, so it is surfaced as a response error instead.
	    if (isPromise(callbackResult)) {
	      callbackResult.then(
	        (resolvedData) => {
	          if (resolvedData == null || typeof resolvedData !== 'object') {
	            handler.onResponseError(null, new InvalidArgumentError('reply options callback must return an object'));
	            return
	          }
	          dispatchMockReply(mockDispatches, mockDispatch, key, opts, handler, { ...responseDefaults, ...resolvedData });
	        },
	        (error) => {
	          handler.onResponseError(null, error);
	        }
	      );
	      return true
	    }

	    if (callbackResult == null || typeof callbackResult !== 'object') {
	      throw new InvalidArgumentError('reply options callback must return an object')
	    }

	    return dispatchMockReply(mockDispatches, mockDispatch, key, opts, handler, { ...responseDefaults, ...callbackResult })
	  }

	  return dispatchMockReply(mockDispatches, mockDispatch, key, opts, handler)
	}

	/**
	 * Replies to a request once the mock dispatch data is fully resolved
	 */
	function dispatchMockReply (mockDispatches, mockDispatch, key, opts, handler, resolvedResponse) {
	  // Parse mockDispatch data. When a reply callback has already been resolved
	  // in mockDispatch() (i.e. no body lifecycle hooks are involved), the resolved
	  // response is passed in here, leaving mockDispatch.data untouched so the
	  // callback can be re-invoked for persistent / times() replies.
	  const { data: responseData, delay } = mockDispatch;
	  const response = resolvedResponse ?? responseData;

	  // If specified, trigger dispatch error
	  if (response.error !== null) {
	    deleteMockDispatch(mockDispatches, key);
	    handler.onResponseError(null, response.error);
	    return true
	  }

	  // Track whether the request has been aborted
	  let aborted = false;
	  let timer = null;

	  // Create the controller early so abort can use it
	  const controller = {
	    paused: false,
	    rawHeaders: null,
	    rawTrailers: null,
	    get aborted () {
	      return aborted
	    },
	    pause () {
	      this.paused = true;
	    },
	    resume () {
	      this.paused = false;
	    },
	    abort: (reason) => {
	      if (aborted) {
	        return
	      }
	      aborted = true;

	      // Clear the pending delayed response if any
	      if (timer !== null) {
	        clearTimeout(timer);
	        timer = null;
	      }

	      handler.onResponseError?.(controller, reason);
	    }
	  };

	  let replyOpts = opts;
	  const dispatches = mockDispatches;

	  // Call onRequestStart to allow the handler to receive the controller
	  handler.onRequestStart?.(controller, null);

	  if (aborted) {
	    return true
	  }

	  const requestBody = dispatchRequestBody(opts.body, handler, controller, () => aborted);

	  if (isPromise(requestBody)) {
	    requestBody.then((body) => {
	      if (body === requestAborted) {
	        return
	      }

	      if (body !== opts.body) {
	        replyOpts = { ...opts, body };
	      }

	      sendReply();
	    }, (error) => controller.abort(error));
	    return true
	  }

	  if (requestBody === requestAborted) {
	    return true
	  }

	  if (requestBody !== opts.body) {
	    replyOpts = { ...opts, body: requestBody };
	  }

	  sendReply();

	  function sendReply () {
	    if (response.callback) {
	      const { callback, ...responseDefaults } = response;
	      let callbackResult;
	      try {
	        callbackResult = callback(replyOpts);
	      } catch (err) {
	        deleteMockDispatch(mockDispatches, key);
	        handler.onResponseError(null, err);
	        return
	      }

	      if (isPromise(callbackResult)) {
	        callbackResult.then(
	          (resolvedData) => {
	            if (resolvedData == null || typeof resolvedData !== 'object') {
	              handler.onResponseError(null, new InvalidArgumentError('reply options callback must return an object'));
	              return
	            }
	            handleReply(dispatches, { ...responseDefaults, ...resolvedData });
	          },
	          (err) => {
	            handler.onResponseError(null, err);
	          }
	        );
	        return
	      }

	      if (callbackResult == null || typeof callbackResult !== 'object') {
	        throw new InvalidArgumentError('reply options callback must return an object')
	      }

	      handleReply(dispatches, { ...responseDefaults, ...callbackResult });
	      return
	    }

	    // Handle the request with a delay if necessary
	    if (typeof delay === 'number' && delay > 0) {
	      timer = setTimeout(() => {
	        timer = null;
	        handleReply(dispatches);
	      }, delay);
	    } else {
	      handleReply(dispatches);
	    }
	  }

	  function handleReply (mockDispatches, _response = response) {
	    // Don't send response if the request was aborted
	    if (aborted) {
	      return
	    }

	    const { statusCode, data, headers, trailers } = _response;

	    // fetch's HeadersList is a 1D string array
	    const optsHeaders = Array.isArray(opts.headers)
	      ? buildHeadersFromArray(opts.headers)
	      : opts.headers;
	    const body = typeof data === 'function'
	      ? data({ ...replyOpts, headers: optsHeaders })
	      : data;

	    // util.types.isPromise is likely needed for jest.
	    if (isPromise(body)) {
	      // If handleReply is asynchronous, throwing an error
	      // in the callback will reject the promise, rather than
	      // synchronously throw the error, which breaks some tests.
	      // Rather, we wait for the callback to resolve if it is a
	      // promise, and then re-run handleReply with the new body.
	      return body.then((newData) => handleReply(mockDispatches, { ..._response, data: newData }))
	    }

	    // Check again if aborted after async body resolution
	    if (aborted) {
	      return
	    }

	    const responseData = getResponseData(body);
	    const responseHeaders = generateKeyValues(headers ?? {});
	    const responseTrailers = generateKeyValues(trailers ?? {});

	    // Update the controller with response data
	    controller.rawHeaders = responseHeaders;
	    controller.rawTrailers = responseTrailers;

	    handler.onResponseStart?.(controller, statusCode, parseHeaders(responseHeaders), getStatusText(statusCode));
	    handler.onResponseData?.(controller, Buffer.from(responseData));
	    handler.onResponseEnd?.(controller, parseHeaders(responseTrailers));
	    deleteMockDispatch(mockDispatches, key);
	  }

	  return true
	}

	function dispatchRequestBody (body, handler, controller, isAborted) {
	  if (typeof handler.onBodySent !== 'function' && typeof handler.onRequestSent !== 'function') {
	    return body
	  }

	  if (body == null) {
	    return callOnRequestSent(handler, controller, isAborted) ? body : requestAborted
	  }

	  if (body && typeof body[Symbol.asyncIterator] === 'function') {
	    return dispatchAsyncIterableBody(body, handler, controller, isAborted)
	  }

	  if (isIterableBody(body)) {
	    const chunks = [];

	    for (const chunk of body) {
	      if (isAborted()) {
	        return requestAborted
	      }
	      chunks.push(chunk);
	      if (!callOnBodySent(handler, controller, chunk) || isAborted()) {
	        return requestAborted
	      }
	    }

	    return callOnRequestSent(handler, controller, isAborted) ? chunks : requestAborted
	  }

	  if (isAborted()) {
	    return requestAborted
	  }

	  if (!callOnBodySent(handler, controller, body)) {
	    return requestAborted
	  }

	  return callOnRequestSent(handler, controller, isAborted) ? body : requestAborted
	}

	async function dispatchAsyncIterableBody (body, handler, controller, isAborted) {
	  const chunks = [];

	  for await (const chunk of body) {
	    if (isAborted()) {
	      return requestAborted
	    }
	    chunks.push(chunk);
	    if (!callOnBodySent(handler, controller, chunk) || isAborted()) {
	      return requestAborted
	    }
	  }

	  if (!callOnRequestSent(handler, controller, isAborted)) {
	    return requestAborted
	  }

	  return {
	    async * [Symbol.asyncIterator] () {
	      yield * chunks;
	    }
	  }
	}

	function callOnBodySent (handler, controller, chunk) {
	  try {
	    handler.onBodySent?.(chunk);
	    return true
	  } catch (error) {
	    controller.abort(error);
	    return false
	  }
	}

	function callOnRequestSent (handler, controller, isAborted) {
	  try {
	    handler.onRequestSent?.();
	    return !isAborted()
	  } catch (error) {
	    controller.abort(error);
	    return false
	  }
	}

	function isIterableBody (body) {
	  return typeof body !== 'string' &&
	    !Buffer.isBuffer(body) &&
	    !ArrayBuffer.isView(body) &&
	    typeof body[Symbol.iterator] === 'function'
	}

	function buildMockDispatch () {
	  const agent = this[kMockAgent];
	  const origin = this[kOrigin];
	  const originalDispatch = this[kOriginalDispatch];

	  return function dispatch (opts, handler) {
	    if (agent.isMockActive) {
	      try {
	        mockDispatch.call(this, opts, handler);
	      } catch (error) {
	        if (error.code === 'UND_MOCK_ERR_MOCK_NOT_MATCHED') {
	          const netConnect = agent[kGetNetConnect]();
	          const totalInterceptsCount = this[kDispatches][kTotalDispatchCount] || this[kDispatches].length;
	          const pendingInterceptsCount = this[kDispatches].filter(({ consumed }) => !consumed).length;
	          const interceptsMessage = `, ${pendingInterceptsCount} interceptor(s) remaining out of ${totalInterceptsCount} defined`;
	          if (netConnect === false) {
	            throw new MockNotMatchedError(`${error.message}: subsequent request to origin ${origin} was not allowed (net.connect disabled)${interceptsMessage}`)
	          }
	          if (checkNetConnect(netConnect, origin)) {
	            originalDispatch.call(this, '__mockAgentBodyForDispatch' in opts
	              ? { ...opts, body: opts.__mockAgentBodyForDispatch }
	              : opts, handler);
	          } else {
	            throw new MockNotMatchedError(`${error.message}: subsequent request to origin ${origin} was not allowed (net.connect is not enabled for this origin)${interceptsMessage}`)
	          }
	        } else {
	          throw error
	        }
	      }
	    } else {
	      originalDispatch.call(this, opts, handler);
	    }
	  }
	}

	function checkNetConnect (netConnect, origin) {
	  const url = new URL(origin);
	  if (netConnect === true) {
	    return true
	  } else if (Array.isArray(netConnect) && netConnect.some((matcher) => matchValue(matcher, url.host))) {
	    return true
	  }
	  return false
	}

	function normalizeOrigin (origin) {
	  if (typeof origin !== 'string' && !(origin instanceof URL)) {
	    return origin
	  }

	  if (origin instanceof URL) {
	    return origin.origin
	  }

	  return origin.toLowerCase()
	}

	function buildAndValidateMockOptions (opts) {
	  const { agent, ...mockOptions } = opts;

	  if ('enableCallHistory' in mockOptions && typeof mockOptions.enableCallHistory !== 'boolean') {
	    throw new InvalidArgumentError('options.enableCallHistory must to be a boolean')
	  }

	  if ('acceptNonStandardSearchParameters' in mockOptions && typeof mockOptions.acceptNonStandardSearchParameters !== 'boolean') {
	    throw new InvalidArgumentError('options.acceptNonStandardSearchParameters must to be a boolean')
	  }

	  if ('ignoreTrailingSlash' in mockOptions && typeof mockOptions.ignoreTrailingSlash !== 'boolean') {
	    throw new InvalidArgumentError('options.ignoreTrailingSlash must to be a boolean')
	  }

	  return mockOptions
	}

	mockUtils = {
	  getResponseData,
	  getMockDispatch,
	  addMockDispatch,
	  deleteMockDispatch,
	  buildKey,
	  generateKeyValues,
	  matchValue,
	  getResponse,
	  getStatusText,
	  mockDispatch,
	  buildMockDispatch,
	  checkNetConnect,
	  buildAndValidateMockOptions,
	  getHeaderByName,
	  buildHeadersFromArray,
	  normalizeSearchParams,
	  normalizeOrigin
	};
	return mockUtils;
}

var mockInterceptor = {};

var hasRequiredMockInterceptor;

function requireMockInterceptor () {
	if (hasRequiredMockInterceptor) return mockInterceptor;
	hasRequiredMockInterceptor = 1;

	const { getResponseData, buildKey, addMockDispatch } = requireMockUtils();
	const {
	  kDispatches,
	  kDispatchKey,
	  kDefaultHeaders,
	  kDefaultTrailers,
	  kContentLength,
	  kMockDispatch,
	  kIgnoreTrailingSlash
	} = requireMockSymbols();
	const { InvalidArgumentError } = requireErrors();
	const { serializePathWithQuery } = requireUtil$4();
	const {
	  types: {
	    isPromise
	  }
	} = builtin$5;

	/**
	 * Defines the scope API for an interceptor reply
	 */
	class MockScope {
	  constructor (mockDispatch) {
	    this[kMockDispatch] = mockDispatch;
	  }

	  /**
	   * Delay a reply by a set amount in ms.
	   */
	  delay (waitInMs) {
	    if (typeof waitInMs !== 'number' || !Number.isInteger(waitInMs) || waitInMs <= 0) {
	      throw new InvalidArgumentError('waitInMs must be a valid integer > 0')
	    }

	    this[kMockDispatch].delay = waitInMs;
	    return this
	  }

	  /**
	   * For a defined reply, never mark as consumed.
	   */
	  persist () {
	    this[kMockDispatch].persist = true;
	    return this
	  }

	  /**
	   * Allow one to define a reply for a set amount of matching requests.
	   */
	  times (repeatTimes) {
	    if (typeof repeatTimes !== 'number' || !Number.isInteger(repeatTimes) || repeatTimes <= 0) {
	      throw new InvalidArgumentError('repeatTimes must be a valid integer > 0')
	    }

	    this[kMockDispatch].times = repeatTimes;
	    return this
	  }
	}

	/**
	 * Defines an interceptor for a Mock
	 */
	class MockInterceptor {
	  constructor (opts, mockDispatches) {
	    if (typeof opts !== 'object') {
	      throw new InvalidArgumentError('opts must be an object')
	    }
	    if (typeof opts.path === 'undefined') {
	      throw new InvalidArgumentError('opts.path must be defined')
	    }
	    if (typeof opts.method === 'undefined') {
	      opts.method = 'GET';
	    }
	    // See https://github.com/nodejs/undici/issues/1245
	    // As per RFC 3986, clients are not supposed to send URI
	    // fragments to servers when they retrieve a document,
	    if (typeof opts.path === 'string') {
	      if (opts.query) {
	        opts.path = serializePathWithQuery(opts.path, opts.query);
	      } else {
	        // Matches https://github.com/nodejs/undici/blob/main/lib/web/fetch/index.js#L1811
	        const parsedURL = new URL(opts.path, 'data://');
	        opts.path = parsedURL.pathname + parsedURL.search;
	      }
	    }
	    if (typeof opts.method === 'string') {
	      opts.method = opts.method.toUpperCase();
	    }

	    this[kDispatchKey] = buildKey(opts);
	    this[kDispatches] = mockDispatches;
	    this[kIgnoreTrailingSlash] = opts.ignoreTrailingSlash ?? false;
	    this[kDefaultHeaders] = {};
	    this[kDefaultTrailers] = {};
	    this[kContentLength] = false;
	  }

	  createMockScopeDispatchData ({ statusCode, data, responseOptions }) {
	    const responseData = getResponseData(data);
	    const contentLength = this[kContentLength] ? { 'content-length': responseData.length } : {};
	    const headers = { ...this[kDefaultHeaders], ...contentLength, ...responseOptions.headers };
	    const trailers = { ...this[kDefaultTrailers], ...responseOptions.trailers };

	    return { statusCode, data, headers, trailers }
	  }

	  validateReplyParameters (replyParameters) {
	    if (typeof replyParameters.statusCode === 'undefined') {
	      throw new InvalidArgumentError('statusCode must be defined')
	    }
	    if (typeof replyParameters.responseOptions !== 'object' || replyParameters.responseOptions === null) {
	      throw new InvalidArgumentError('responseOptions must be an object')
	    }
	  }

	  /**
	   * Mock an undici request with a defined reply.
	   */
	  reply (replyOptionsCallbackOrStatusCode) {
	    // Values of reply aren't available right now as they
	    // can only be available when the reply callback is invoked.
	    if (typeof replyOptionsCallbackOrStatusCode === 'function') {
	      // Resolves the data returned by a reply options callback into
	      // dispatch data, validating its format along the way.
	      const resolveReplyCallbackData = (resolvedData) => {
	        // Check if it is in the right format
	        if (typeof resolvedData !== 'object' || resolvedData === null) {
	          throw new InvalidArgumentError('reply options callback must return an object')
	        }

	        const replyParameters = { data: '', responseOptions: {}, ...resolvedData };
	        this.validateReplyParameters(replyParameters);
	        // Since the values can be obtained immediately we return them
	        // from this higher order function that will be resolved later.
	        return {
	          ...this.createMockScopeDispatchData(replyParameters)
	        }
	      };

	      // We'll first wrap the provided callback in another function,
	      // this function will properly resolve the data from the callback
	      // when invoked.
	      const wrappedDefaultsCallback = (opts) => {
	        // Our reply options callback contains the parameter for statusCode, data and options.
	        const resolvedData = replyOptionsCallbackOrStatusCode(opts);

	        // An asynchronous reply options callback resolves to the reply
	        // parameters, so the dispatch data can only be resolved once the
	        // returned promise settles.
	        if (isPromise(resolvedData)) {
	          return resolvedData.then(resolveReplyCallbackData)
	        }

	        return resolveReplyCallbackData(resolvedData)
	      };

	      // Add usual dispatch data, but this time set the data parameter to function that will eventually provide data.
	      const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], wrappedDefaultsCallback, { ignoreTrailingSlash: this[kIgnoreTrailingSlash] });
	      return new MockScope(newMockDispatch)
	    }

	    // We can have either one or three parameters, if we get here,
	    // we should have 1-3 parameters. So we spread the arguments of
	    // this function to obtain the parameters, since replyData will always
	    // just be the statusCode.
	    const replyParameters = {
	      statusCode: replyOptionsCallbackOrStatusCode,
	      data: arguments[1] === undefined ? '' : arguments[1],
	      responseOptions: arguments[2] === undefined ? {} : arguments[2]
	    };
	    this.validateReplyParameters(replyParameters);

	    // Send in-already provided data like usual
	    const dispatchData = this.createMockScopeDispatchData(replyParameters);
	    const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], dispatchData, { ignoreTrailingSlash: this[kIgnoreTrailingSlash] });
	    return new MockScope(newMockDispatch)
	  }

	  /**
	   * Mock an undici request with a defined error.
	   */
	  replyWithError (error) {
	    if (typeof error === 'undefined') {
	      throw new InvalidArgumentError('error must be defined')
	    }

	    const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], { error }, { ignoreTrailingSlash: this[kIgnoreTrailingSlash] });
	    return new MockScope(newMockDispatch)
	  }

	  /**
	   * Set default reply headers on the interceptor for subsequent replies
	   */
	  defaultReplyHeaders (headers) {
	    if (typeof headers === 'undefined') {
	      throw new InvalidArgumentError('headers must be defined')
	    }

	    this[kDefaultHeaders] = headers;
	    return this
	  }

	  /**
	   * Set default reply trailers on the interceptor for subsequent replies
	   */
	  defaultReplyTrailers (trailers) {
	    if (typeof trailers === 'undefined') {
	      throw new InvalidArgumentError('trailers must be defined')
	    }

	    this[kDefaultTrailers] = trailers;
	    return this
	  }

	  /**
	   * Set reply content length header for replies on the interceptor
	   */
	  replyContentLength () {
	    this[kContentLength] = true;
	    return this
	  }
	}

	mockInterceptor.MockInterceptor = MockInterceptor;
	mockInterceptor.MockScope = MockScope;
	return mockInterceptor;
}

var mockClient;
var hasRequiredMockClient;

function requireMockClient () {
	if (hasRequiredMockClient) return mockClient;
	hasRequiredMockClient = 1;

	const { promisify } = builtin$5;
	const Client = requireClient();
	const { buildMockDispatch } = requireMockUtils();
	const {
	  kDispatches,
	  kMockAgent,
	  kClose,
	  kOriginalClose,
	  kOrigin,
	  kOriginalDispatch,
	  kConnected,
	  kIgnoreTrailingSlash
	} = requireMockSymbols();
	const { MockInterceptor } = requireMockInterceptor();
	const Symbols = requireSymbols();
	const { InvalidArgumentError } = requireErrors();

	/**
	 * MockClient provides an API that extends the Client to influence the mockDispatches.
	 */
	class MockClient extends Client {
	  constructor (origin, opts) {
	    if (!opts || !opts.agent || typeof opts.agent.dispatch !== 'function') {
	      throw new InvalidArgumentError('Argument opts.agent must implement Agent')
	    }

	    super(origin, opts);

	    this[kMockAgent] = opts.agent;
	    this[kOrigin] = origin;
	    this[kIgnoreTrailingSlash] = opts.ignoreTrailingSlash ?? false;
	    this[kDispatches] = [];
	    this[kConnected] = 1;
	    this[kOriginalDispatch] = this.dispatch;
	    this[kOriginalClose] = this.close.bind(this);

	    this.dispatch = buildMockDispatch.call(this);
	    this.close = this[kClose];
	  }

	  get [Symbols.kConnected] () {
	    return this[kConnected]
	  }

	  /**
	   * Sets up the base interceptor for mocking replies from undici.
	   */
	  intercept (opts) {
	    return new MockInterceptor(
	      opts && { ignoreTrailingSlash: this[kIgnoreTrailingSlash], ...opts },
	      this[kDispatches]
	    )
	  }

	  cleanMocks () {
	    this[kDispatches] = [];
	  }

	  async [kClose] () {
	    await promisify(this[kOriginalClose])();
	    this[kConnected] = 0;
	    this[kMockAgent][Symbols.kClients].delete(this[kOrigin]);
	  }
	}

	mockClient = MockClient;
	return mockClient;
}

var mockCallHistory = {};

var hasRequiredMockCallHistory;

function requireMockCallHistory () {
	if (hasRequiredMockCallHistory) return mockCallHistory;
	hasRequiredMockCallHistory = 1;

	const { kMockCallHistoryAddLog } = requireMockSymbols();
	const { InvalidArgumentError } = requireErrors();

	function handleFilterCallsWithOptions (criteria, options, handler, store, allLogs) {
	  switch (options.operator) {
	    case 'OR':
	      store.push(...handler(criteria, allLogs));

	      return store
	    case 'AND':
	      return handler(criteria, store)
	    default:
	      // guard -- should never happens because buildAndValidateFilterCallsOptions is called before
	      throw new InvalidArgumentError('options.operator must to be a case insensitive string equal to \'OR\' or \'AND\'')
	  }
	}

	function buildAndValidateFilterCallsOptions (options = {}) {
	  const finalOptions = {};

	  if ('operator' in options) {
	    if (typeof options.operator !== 'string' || (options.operator.toUpperCase() !== 'OR' && options.operator.toUpperCase() !== 'AND')) {
	      throw new InvalidArgumentError('options.operator must to be a case insensitive string equal to \'OR\' or \'AND\'')
	    }

	    return {
	      ...finalOptions,
	      operator: options.operator.toUpperCase()
	    }
	  }

	  return finalOptions
	}

	function makeFilterCalls (parameterName) {
	  return (parameterValue, logs = this.logs) => {
	    if (typeof parameterValue === 'string' || parameterValue == null) {
	      return logs.filter((log) => {
	        return log[parameterName] === parameterValue
	      })
	    }
	    if (parameterValue instanceof RegExp) {
	      return logs.filter((log) => {
	        return parameterValue.test(log[parameterName])
	      })
	    }

	    throw new InvalidArgumentError(`${parameterName} parameter should be one of string, regexp, undefined or null`)
	  }
	}
	function computeUrlWithMaybeSearchParameters (requestInit) {
	  // path can contains query url parameters
	  // or query can contains query url parameters
	  try {
	    const url = new URL(requestInit.path, requestInit.origin);

	    // requestInit.path contains query url parameters
	    // requestInit.query is then undefined
	    if (url.search.length !== 0) {
	      return url
	    }

	    // requestInit.query can be populated here
	    url.search = new URLSearchParams(requestInit.query).toString();

	    return url
	  } catch (error) {
	    throw new InvalidArgumentError('An error occurred when computing MockCallHistoryLog.url', { cause: error })
	  }
	}

	class MockCallHistoryLog {
	  constructor (requestInit = {}) {
	    this.body = requestInit.body;
	    this.headers = requestInit.headers;
	    this.method = requestInit.method;

	    const url = computeUrlWithMaybeSearchParameters(requestInit);

	    this.fullUrl = url.toString();
	    this.origin = url.origin;
	    this.path = url.pathname;
	    this.searchParams = Object.fromEntries(url.searchParams);
	    this.protocol = url.protocol;
	    this.host = url.host;
	    this.port = url.port;
	    this.hash = url.hash;
	  }

	  toMap () {
	    return new Map([
	      ['protocol', this.protocol],
	      ['host', this.host],
	      ['port', this.port],
	      ['origin', this.origin],
	      ['path', this.path],
	      ['hash', this.hash],
	      ['searchParams', this.searchParams],
	      ['fullUrl', this.fullUrl],
	      ['method', this.method],
	      ['body', this.body],
	      ['headers', this.headers]]
	    )
	  }

	  toString () {
	    const options = { betweenKeyValueSeparator: '->', betweenPairSeparator: '|' };
	    let result = '';

	    this.toMap().forEach((value, key) => {
	      if (typeof value === 'string' || value === undefined || value === null) {
	        result = `${result}${key}${options.betweenKeyValueSeparator}${value}${options.betweenPairSeparator}`;
	      }
	      if ((typeof value === 'object' && value !== null) || Array.isArray(value)) {
	        result = `${result}${key}${options.betweenKeyValueSeparator}${JSON.stringify(value)}${options.betweenPairSeparator}`;
	      }
	      // maybe miss something for non Record / Array headers and searchParams here
	    });

	    // delete last betweenPairSeparator
	    return result.slice(0, -1)
	  }
	}

	class MockCallHistory {
	  logs = []

	  calls () {
	    return this.logs
	  }

	  firstCall () {
	    return this.logs.at(0)
	  }

	  lastCall () {
	    return this.logs.at(-1)
	  }

	  nthCall (number) {
	    if (typeof number !== 'number') {
	      throw new InvalidArgumentError('nthCall must be called with a number')
	    }
	    if (!Number.isInteger(number)) {
	      throw new InvalidArgumentError('nthCall must be called with an integer')
	    }
	    if (Math.sign(number) !== 1) {
	      throw new InvalidArgumentError('nthCall must be called with a positive value. use firstCall or lastCall instead')
	    }

	    // non zero based index. this is more human readable
	    return this.logs.at(number - 1)
	  }

	  filterCalls (criteria, options) {
	    // perf
	    if (this.logs.length === 0) {
	      return this.logs
	    }
	    if (typeof criteria === 'function') {
	      return this.logs.filter(criteria)
	    }
	    if (criteria instanceof RegExp) {
	      return this.logs.filter((log) => {
	        return criteria.test(log.toString())
	      })
	    }
	    if (typeof criteria === 'object' && criteria !== null) {
	      // no criteria - returning all logs
	      if (Object.keys(criteria).length === 0) {
	        return this.logs
	      }

	      const finalOptions = { operator: 'OR', ...buildAndValidateFilterCallsOptions(options) };

	      let maybeDuplicatedLogsFiltered = finalOptions.operator === 'AND' ? this.logs : [];
	      if ('protocol' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.protocol, finalOptions, this.filterCallsByProtocol, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('host' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.host, finalOptions, this.filterCallsByHost, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('port' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.port, finalOptions, this.filterCallsByPort, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('origin' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.origin, finalOptions, this.filterCallsByOrigin, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('path' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.path, finalOptions, this.filterCallsByPath, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('hash' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.hash, finalOptions, this.filterCallsByHash, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('fullUrl' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.fullUrl, finalOptions, this.filterCallsByFullUrl, maybeDuplicatedLogsFiltered, this.logs);
	      }
	      if ('method' in criteria) {
	        maybeDuplicatedLogsFiltered = handleFilterCallsWithOptions(criteria.method, finalOptions, this.filterCallsByMethod, maybeDuplicatedLogsFiltered, this.logs);
	      }

	      const uniqLogsFiltered = [...new Set(maybeDuplicatedLogsFiltered)];

	      return uniqLogsFiltered
	    }

	    throw new InvalidArgumentError('criteria parameter should be one of function, regexp, or object')
	  }

	  filterCallsByProtocol = makeFilterCalls.call(this, 'protocol')

	  filterCallsByHost = makeFilterCalls.call(this, 'host')

	  filterCallsByPort = makeFilterCalls.call(this, 'port')

	  filterCallsByOrigin = makeFilterCalls.call(this, 'origin')

	  filterCallsByPath = makeFilterCalls.call(this, 'path')

	  filterCallsByHash = makeFilterCalls.call(this, 'hash')

	  filterCallsByFullUrl = makeFilterCalls.call(this, 'fullUrl')

	  filterCallsByMethod = makeFilterCalls.call(this, 'method')

	  clear () {
	    this.logs = [];
	  }

	  [kMockCallHistoryAddLog] (requestInit) {
	    const log = new MockCallHistoryLog(requestInit);

	    this.logs.push(log);

	    return log
	  }

	  * [Symbol.iterator] () {
	    for (const log of this.calls()) {
	      yield log;
	    }
	  }
	}

	mockCallHistory.MockCallHistory = MockCallHistory;
	mockCallHistory.MockCallHistoryLog = MockCallHistoryLog;
	return mockCallHistory;
}

var mockPool;
var hasRequiredMockPool;

function requireMockPool () {
	if (hasRequiredMockPool) return mockPool;
	hasRequiredMockPool = 1;

	const { promisify } = builtin$5;
	const Pool = requirePool();
	const { buildMockDispatch } = requireMockUtils();
	const {
	  kDispatches,
	  kMockAgent,
	  kClose,
	  kOriginalClose,
	  kOrigin,
	  kOriginalDispatch,
	  kConnected,
	  kIgnoreTrailingSlash
	} = requireMockSymbols();
	const { MockInterceptor } = requireMockInterceptor();
	const Symbols = requireSymbols();
	const { InvalidArgumentError } = requireErrors();

	/**
	 * MockPool provides an API that extends the Pool to influence the mockDispatches.
	 */
	class MockPool extends Pool {
	  constructor (origin, opts) {
	    if (!opts || !opts.agent || typeof opts.agent.dispatch !== 'function') {
	      throw new InvalidArgumentError('Argument opts.agent must implement Agent')
	    }

	    super(origin, opts);

	    this[kMockAgent] = opts.agent;
	    this[kOrigin] = origin;
	    this[kIgnoreTrailingSlash] = opts.ignoreTrailingSlash ?? false;
	    this[kDispatches] = [];
	    this[kConnected] = 1;
	    this[kOriginalDispatch] = this.dispatch;
	    this[kOriginalClose] = this.close.bind(this);

	    this.dispatch = buildMockDispatch.call(this);
	    this.close = this[kClose];
	  }

	  get [Symbols.kConnected] () {
	    return this[kConnected]
	  }

	  /**
	   * Sets up the base interceptor for mocking replies from undici.
	   */
	  intercept (opts) {
	    return new MockInterceptor(
	      opts && { ignoreTrailingSlash: this[kIgnoreTrailingSlash], ...opts },
	      this[kDispatches]
	    )
	  }

	  cleanMocks () {
	    this[kDispatches] = [];
	  }

	  async [kClose] () {
	    await promisify(this[kOriginalClose])();
	    this[kConnected] = 0;
	    this[kMockAgent][Symbols.kClients].delete(this[kOrigin]);
	  }
	}

	mockPool = MockPool;
	return mockPool;
}

var pendingInterceptorsFormatter;
var hasRequiredPendingInterceptorsFormatter;

function requirePendingInterceptorsFormatter () {
	if (hasRequiredPendingInterceptorsFormatter) return pendingInterceptorsFormatter;
	hasRequiredPendingInterceptorsFormatter = 1;

	const { Transform } = builtin$2;
	const { Console } = builtin$6;

	const PERSISTENT = process.versions.icu ? '✅' : 'Y ';
	const NOT_PERSISTENT = process.versions.icu ? '❌' : 'N ';

	/**
	 * Gets the output of `console.table(…)` as a string.
	 */
	pendingInterceptorsFormatter = class PendingInterceptorsFormatter {
	  constructor ({ disableColors } = {}) {
	    this.transform = new Transform({
	      transform (chunk, _enc, cb) {
	        cb(null, chunk);
	      }
	    });

	    this.logger = new Console({
	      stdout: this.transform,
	      inspectOptions: {
	        colors: !disableColors && !process.env.CI
	      }
	    });
	  }

	  format (pendingInterceptors) {
	    const withPrettyHeaders = pendingInterceptors.map(
	      ({ method, path, data: { statusCode }, persist, times, timesInvoked, origin }) => ({
	        Method: method,
	        Origin: origin,
	        Path: path,
	        'Status code': statusCode,
	        Persistent: persist ? PERSISTENT : NOT_PERSISTENT,
	        Invocations: timesInvoked,
	        Remaining: persist ? Infinity : times - timesInvoked
	      }));

	    this.logger.table(withPrettyHeaders);
	    return this.transform.read().toString()
	  }
	};
	return pendingInterceptorsFormatter;
}

var mockAgent;
var hasRequiredMockAgent;

function requireMockAgent () {
	if (hasRequiredMockAgent) return mockAgent;
	hasRequiredMockAgent = 1;

	const { kClients } = requireSymbols();
	const Agent = requireAgent();
	const {
	  kAgent,
	  kMockAgentSet,
	  kMockAgentGet,
	  kDispatches,
	  kIsMockActive,
	  kNetConnect,
	  kGetNetConnect,
	  kOptions,
	  kFactory,
	  kMockAgentRegisterCallHistory,
	  kMockAgentIsCallHistoryEnabled,
	  kMockAgentAddCallHistoryLog,
	  kMockAgentMockCallHistoryInstance,
	  kMockAgentAcceptsNonStandardSearchParameters,
	  kMockCallHistoryAddLog,
	  kIgnoreTrailingSlash
	} = requireMockSymbols();
	const MockClient = requireMockClient();
	const MockPool = requireMockPool();
	const { matchValue, normalizeSearchParams, buildAndValidateMockOptions, normalizeOrigin } = requireMockUtils();
	const { InvalidArgumentError, UndiciError } = requireErrors();
	const Dispatcher = requireDispatcher();
	const PendingInterceptorsFormatter = requirePendingInterceptorsFormatter();
	const { MockCallHistory } = requireMockCallHistory();

	class MockAgent extends Dispatcher {
	  constructor (opts = {}) {
	    super(opts);

	    const mockOptions = buildAndValidateMockOptions(opts);

	    this[kNetConnect] = true;
	    this[kIsMockActive] = true;
	    this[kMockAgentIsCallHistoryEnabled] = mockOptions.enableCallHistory ?? false;
	    this[kMockAgentAcceptsNonStandardSearchParameters] = mockOptions.acceptNonStandardSearchParameters ?? false;
	    this[kIgnoreTrailingSlash] = mockOptions.ignoreTrailingSlash ?? false;

	    // Instantiate Agent and encapsulate
	    if (opts?.agent && typeof opts.agent.dispatch !== 'function') {
	      throw new InvalidArgumentError('Argument opts.agent must implement Agent')
	    }
	    const agent = opts?.agent ? opts.agent : new Agent(opts);
	    this[kAgent] = agent;

	    this[kClients] = agent[kClients];
	    this[kOptions] = mockOptions;

	    if (this[kMockAgentIsCallHistoryEnabled]) {
	      this[kMockAgentRegisterCallHistory]();
	    }
	  }

	  // WebSocket and EventSource read their receive limits from the dispatcher
	  // they are given, so report the settings of the agent that makes real
	  // connections.
	  get webSocketOptions () {
	    return this[kAgent].webSocketOptions
	  }

	  get eventSourceOptions () {
	    return this[kAgent].eventSourceOptions
	  }

	  get (origin) {
	    // Normalize origin to handle URL objects and case-insensitive hostnames
	    const normalizedOrigin = normalizeOrigin(origin);
	    const originKey = this[kIgnoreTrailingSlash] ? normalizedOrigin.replace(/\/$/, '') : normalizedOrigin;

	    let dispatcher = this[kMockAgentGet](originKey);

	    if (!dispatcher) {
	      dispatcher = this[kFactory](originKey);
	      this[kMockAgentSet](originKey, dispatcher);
	    }
	    return dispatcher
	  }

	  dispatch (opts, handler) {
	    opts.origin = normalizeOrigin(opts.origin);

	    // Call MockAgent.get to perform additional setup before dispatching as normal
	    const mockDispatcher = this.get(opts.origin);

	    this[kMockAgentAddCallHistoryLog](opts);

	    const acceptNonStandardSearchParameters = this[kMockAgentAcceptsNonStandardSearchParameters];

	    const dispatchOpts = { ...opts };

	    // Agent keeps HTTP/1.1-only dispatchers under a separate key. Legacy
	    // global dispatcher consumers use that path, so mirror the mock dispatches
	    // before delegating to the internal Agent.
	    if (dispatchOpts.allowH2 === false) {
	      const http1OnlyKey = `${dispatchOpts.origin}#http1-only`;
	      if (!this[kClients].has(http1OnlyKey)) {
	        const http1OnlyDispatcher = this[kFactory](dispatchOpts.origin);
	        http1OnlyDispatcher[kDispatches] = mockDispatcher[kDispatches];
	        this[kMockAgentSet](http1OnlyKey, http1OnlyDispatcher);
	      }
	    }

	    if (acceptNonStandardSearchParameters && dispatchOpts.path) {
	      const [path, searchParams] = dispatchOpts.path.split('?');
	      const normalizedSearchParams = normalizeSearchParams(searchParams, acceptNonStandardSearchParameters);
	      dispatchOpts.path = `${path}?${normalizedSearchParams}`;
	    }

	    return this[kAgent].dispatch(dispatchOpts, handler)
	  }

	  async close () {
	    this.clearCallHistory();
	    await this[kAgent].close();
	    this[kClients].clear();
	  }

	  deactivate () {
	    this[kIsMockActive] = false;
	  }

	  activate () {
	    this[kIsMockActive] = true;
	  }

	  enableNetConnect (matcher) {
	    if (typeof matcher === 'string' || typeof matcher === 'function' || matcher instanceof RegExp) {
	      if (Array.isArray(this[kNetConnect])) {
	        this[kNetConnect].push(matcher);
	      } else {
	        this[kNetConnect] = [matcher];
	      }
	    } else if (typeof matcher === 'undefined') {
	      this[kNetConnect] = true;
	    } else {
	      throw new InvalidArgumentError('Unsupported matcher. Must be one of String|Function|RegExp.')
	    }
	  }

	  disableNetConnect () {
	    this[kNetConnect] = false;
	  }

	  enableCallHistory () {
	    this[kMockAgentIsCallHistoryEnabled] = true;

	    return this
	  }

	  disableCallHistory () {
	    this[kMockAgentIsCallHistoryEnabled] = false;

	    return this
	  }

	  getCallHistory () {
	    return this[kMockAgentMockCallHistoryInstance]
	  }

	  clearCallHistory () {
	    if (this[kMockAgentMockCallHistoryInstance] !== undefined) {
	      this[kMockAgentMockCallHistoryInstance].clear();
	    }
	  }

	  // This is required to bypass issues caused by using global symbols - see:
	  // https://github.com/nodejs/undici/issues/1447
	  get isMockActive () {
	    return this[kIsMockActive]
	  }

	  [kMockAgentRegisterCallHistory] () {
	    if (this[kMockAgentMockCallHistoryInstance] === undefined) {
	      this[kMockAgentMockCallHistoryInstance] = new MockCallHistory();
	    }
	  }

	  [kMockAgentAddCallHistoryLog] (opts) {
	    if (this[kMockAgentIsCallHistoryEnabled]) {
	      // additional setup when enableCallHistory class method is used after mockAgent instantiation
	      this[kMockAgentRegisterCallHistory]();

	      // add call history log on every call (intercepted or not)
	      this[kMockAgentMockCallHistoryInstance][kMockCallHistoryAddLog](opts);
	    }
	  }

	  [kMockAgentSet] (origin, dispatcher) {
	    this[kClients].set(origin, dispatcher);
	  }

	  [kFactory] (origin) {
	    const mockOptions = Object.assign({ agent: this }, this[kOptions]);
	    return this[kOptions] && this[kOptions].connections === 1
	      ? new MockClient(origin, mockOptions)
	      : new MockPool(origin, mockOptions)
	  }

	  [kMockAgentGet] (origin) {
	    // First check if we can immediately find it
	    const dispatcher = this[kClients].get(origin);
	    if (dispatcher) {
	      return dispatcher
	    }

	    // If the origin is not a string create a dummy parent pool and return to user
	    if (typeof origin !== 'string') {
	      const dispatcher = this[kFactory]('http://localhost:9999');
	      this[kMockAgentSet](origin, dispatcher);
	      return dispatcher
	    }

	    // If we match, create a pool and assign the same dispatches
	    for (const [keyMatcher, nonExplicitDispatcher] of Array.from(this[kClients])) {
	      if (nonExplicitDispatcher && typeof keyMatcher !== 'string' && matchValue(keyMatcher, origin)) {
	        const dispatcher = this[kFactory](origin);
	        this[kMockAgentSet](origin, dispatcher);
	        dispatcher[kDispatches] = nonExplicitDispatcher[kDispatches];
	        return dispatcher
	      }
	    }
	  }

	  [kGetNetConnect] () {
	    return this[kNetConnect]
	  }

	  pendingInterceptors () {
	    const mockAgentClients = this[kClients];

	    return Array.from(mockAgentClients.entries())
	      .flatMap(([origin, dispatcher]) => dispatcher[kDispatches].map(dispatch => ({ ...dispatch, origin })))
	      .filter(({ pending }) => pending)
	  }

	  assertNoPendingInterceptors ({ pendingInterceptorsFormatter = new PendingInterceptorsFormatter() } = {}) {
	    const pending = this.pendingInterceptors();

	    if (pending.length === 0) {
	      return
	    }

	    throw new UndiciError(
	      pending.length === 1
	        ? `1 interceptor is pending:\n\n${pendingInterceptorsFormatter.format(pending)}`.trim()
	        : `${pending.length} interceptors are pending:\n\n${pendingInterceptorsFormatter.format(pending)}`.trim()
	    )
	  }
	}

	mockAgent = MockAgent;
	return mockAgent;
}

var snapshotUtils;
var hasRequiredSnapshotUtils;

function requireSnapshotUtils () {
	if (hasRequiredSnapshotUtils) return snapshotUtils;
	hasRequiredSnapshotUtils = 1;

	const { InvalidArgumentError } = requireErrors();
	const { setHeader } = requireUtil$4();
	const { runtimeFeatures } = requireRuntimeFeatures();

	/**
	 * @typedef {Object} HeaderFilters
	 * @property {Set<string>} ignore - Set of headers to ignore for matching
	 * @property {Set<string>} exclude - Set of headers to exclude from matching
	 * @property {Set<string>} match - Set of headers to match (empty means match
	 */

	/**
	 * Creates cached header sets for performance
	 *
	 * @param {import('./snapshot-recorder').SnapshotRecorderMatchOptions} matchOptions - Matching options for headers
	 * @returns {HeaderFilters} - Cached sets for ignore, exclude, and match headers
	 */
	function createHeaderFilters (matchOptions = {}) {
	  const { ignoreHeaders = [], excludeHeaders = [], matchHeaders = [], caseSensitive = false } = matchOptions;

	  return {
	    ignore: new Set(ignoreHeaders.map(header => caseSensitive ? header : header.toLowerCase())),
	    exclude: new Set(excludeHeaders.map(header => caseSensitive ? header : header.toLowerCase())),
	    match: new Set(matchHeaders.map(header => caseSensitive ? header : header.toLowerCase()))
	  }
	}

	const crypto = runtimeFeatures.has('crypto')
	  ? builtin$7
	  : null;

	/**
	 * @callback HashIdFunction
	 * @param {string} value - The value to hash
	 * @returns {string} - The base64url encoded hash of the value
	 */

	/**
	 * Generates a hash for a given value
	 * @type {HashIdFunction}
	 */
	const hashId = crypto?.hash
	  ? (value) => crypto.hash('sha256', value, 'base64url')
	  : (value) => Buffer.from(value).toString('base64url');

	/**
	 * @typedef {(url: string) => boolean} IsUrlExcluded Checks if a URL matches any of the exclude patterns
	 */

	/** @typedef {{[key: Lowercase<string>]: string}} NormalizedHeaders */
	/** @typedef {Array<string>} UndiciHeaders */
	/** @typedef {Record<string, string|string[]>} Headers */

	/**
	 * @param {*} headers
	 * @returns {headers is UndiciHeaders}
	 */
	function isUndiciHeaders (headers) {
	  return Array.isArray(headers) && (headers.length & 1) === 0
	}

	/**
	 * Factory function to create a URL exclusion checker
	 * @param {Array<string| RegExp>} [excludePatterns=[]] - Array of patterns to exclude
	 * @returns {IsUrlExcluded} - A function that checks if a URL matches any of the exclude patterns
	 */
	function isUrlExcludedFactory (excludePatterns = []) {
	  if (excludePatterns.length === 0) {
	    return () => false
	  }

	  return function isUrlExcluded (url) {
	    let urlLowerCased;

	    for (const pattern of excludePatterns) {
	      if (typeof pattern === 'string') {
	        if (!urlLowerCased) {
	          // Convert URL to lowercase only once
	          urlLowerCased = url.toLowerCase();
	        }
	        // Simple string match (case-insensitive)
	        if (urlLowerCased.includes(pattern.toLowerCase())) {
	          return true
	        }
	      } else if (pattern instanceof RegExp) {
	        // Regex pattern match
	        if (pattern.test(url)) {
	          return true
	        }
	      }
	    }

	    return false
	  }
	}

	/**
	 * Normalizes headers for consistent comparison
	 *
	 * @param {Object|UndiciHeaders} headers - Headers to normalize
	 * @returns {NormalizedHeaders} - Normalized headers as a lowercase object
	 */
	function normalizeHeaders (headers) {
	  /** @type {NormalizedHeaders} */
	  const normalizedHeaders = {};

	  if (!headers) return normalizedHeaders

	  // Handle array format (undici internal format: [name, value, name, value, ...])
	  if (isUndiciHeaders(headers)) {
	    for (let i = 0; i < headers.length; i += 2) {
	      const key = headers[i];
	      const value = headers[i + 1];
	      if (key && value !== undefined) {
	        // Convert Buffers to strings if needed
	        const keyStr = Buffer.isBuffer(key) ? key.toString() : key;
	        const valueStr = Buffer.isBuffer(value) ? value.toString() : value;
	        setHeader(normalizedHeaders, keyStr.toLowerCase(), valueStr);
	      }
	    }
	    return normalizedHeaders
	  }

	  // Handle object format
	  if (headers && typeof headers === 'object') {
	    for (const [key, value] of Object.entries(headers)) {
	      if (key && typeof key === 'string') {
	        setHeader(normalizedHeaders, key.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
	      }
	    }
	  }

	  return normalizedHeaders
	}

	const validSnapshotModes = /** @type {const} */ (['record', 'playback', 'update']);

	/** @typedef {typeof validSnapshotModes[number]} SnapshotMode */

	/**
	 * @param {*} mode - The snapshot mode to validate
	 * @returns {asserts mode is SnapshotMode}
	 */
	function validateSnapshotMode (mode) {
	  if (!validSnapshotModes.includes(mode)) {
	    throw new InvalidArgumentError(`Invalid snapshot mode: ${mode}. Must be one of: ${validSnapshotModes.join(', ')}`)
	  }
	}

	snapshotUtils = {
	  createHeaderFilters,
	  hashId,
	  isUndiciHeaders,
	  normalizeHeaders,
	  isUrlExcludedFactory,
	  validateSnapshotMode
	};
	return snapshotUtils;
}

var snapshotRecorder;
var hasRequiredSnapshotRecorder;

function requireSnapshotRecorder () {
	if (hasRequiredSnapshotRecorder) return snapshotRecorder;
	hasRequiredSnapshotRecorder = 1;

	const { writeFile, readFile, mkdir } = builtin$8;
	const { dirname, resolve } = builtin$9;
	const { setTimeout, clearTimeout } = builtin$a;
	const { InvalidArgumentError, UndiciError } = requireErrors();
	const { setHeader } = requireUtil$4();
	const { hashId, isUrlExcludedFactory, normalizeHeaders, createHeaderFilters } = requireSnapshotUtils();

	/**
	 * @typedef {Object} SnapshotRequestOptions
	 * @property {string} method - HTTP method (e.g. 'GET', 'POST', etc.)
	 * @property {string} path - Request path
	 * @property {string} origin - Request origin (base URL)
	 * @property {import('./snapshot-utils').Headers|import('./snapshot-utils').UndiciHeaders} headers - Request headers
	 * @property {import('./snapshot-utils').NormalizedHeaders} _normalizedHeaders - Request headers as a lowercase object
	 * @property {string|Buffer} [body] - Request body (optional)
	 */

	/**
	 * @typedef {Object} SnapshotEntryRequest
	 * @property {string} method - HTTP method (e.g. 'GET', 'POST', etc.)
	 * @property {string} url - Full URL of the request
	 * @property {import('./snapshot-utils').NormalizedHeaders} headers - Normalized headers as a lowercase object
	 * @property {string|Buffer} [body] - Request body (optional)
	 */

	/**
	 * @typedef {Object} SnapshotEntryResponse
	 * @property {number} statusCode - HTTP status code of the response
	 * @property {import('./snapshot-utils').NormalizedHeaders} headers - Normalized response headers as a lowercase object
	 * @property {string} body - Response body as a base64url encoded string
	 * @property {Object} [trailers] - Optional response trailers
	 */

	/**
	 * @typedef {Object} SnapshotEntry
	 * @property {SnapshotEntryRequest} request - The request object
	 * @property {Array<SnapshotEntryResponse>} responses - Array of response objects
	 * @property {number} callCount - Number of times this snapshot has been called
	 * @property {string} timestamp - ISO timestamp of when the snapshot was created
	 */

	/**
	 * @typedef {Object} SnapshotRecorderMatchOptions
	 * @property {Array<string>} [matchHeaders=[]] - Headers to match (empty array means match all headers)
	 * @property {Array<string>} [ignoreHeaders=[]] - Headers to ignore for matching
	 * @property {Array<string>} [excludeHeaders=[]] - Headers to exclude from matching
	 * @property {boolean} [matchBody=true] - Whether to match request body
	 * @property {(body: string|Buffer|null|undefined) => string} [normalizeBody] - Function to normalize the body before matching (e.g. strip timestamps)
	 * @property {boolean} [matchQuery=true] - Whether to match query parameters
	 * @property {(query: URLSearchParams) => string} [normalizeQuery] - Function to normalize query parameters before matching (e.g. strip volatile params)
	 * @property {boolean} [caseSensitive=false] - Whether header matching is case-sensitive
	 */

	/**
	 * @typedef {Object} SnapshotRecorderOptions
	 * @property {string} [snapshotPath] - Path to save/load snapshots
	 * @property {import('./snapshot-utils').SnapshotMode} [mode='record'] - Mode: 'record' or 'playback'
	 * @property {number} [maxSnapshots=Infinity] - Maximum number of snapshots to keep
	 * @property {boolean} [autoFlush=false] - Whether to automatically flush snapshots to disk
	 * @property {number} [flushInterval=30000] - Auto-flush interval in milliseconds (default: 30 seconds)
	 * @property {Array<string|RegExp>} [excludeUrls=[]] - URLs to exclude from recording
	 * @property {function} [shouldRecord=null] - Function to filter requests for recording
	 * @property {function} [shouldPlayback=null] - Function to filter requests
	 */

	/**
	 * @typedef {Object} SnapshotFormattedRequest
	 * @property {string} method - HTTP method (e.g. 'GET', 'POST', etc.)
	 * @property {string} url - Full URL of the request (with query parameters if matchQuery is true)
	 * @property {import('./snapshot-utils').NormalizedHeaders} headers - Normalized headers as a lowercase object
	 * @property {string} body - Request body (optional, only if matchBody is true)
	 */

	/**
	 * @typedef {Object} SnapshotInfo
	 * @property {string} hash - Hash key for the snapshot
	 * @property {SnapshotEntryRequest} request - The request object
	 * @property {number} responseCount - Number of responses recorded for this request
	 * @property {number} callCount - Number of times this snapshot has been called
	 * @property {string} timestamp - ISO timestamp of when the snapshot was created
	 */

	/**
	 * Normalizes the URL string used for request matching.
	 *
	 * @param {URL} url - Parsed request URL
	 * @param {boolean} matchQuery - Whether to include query parameters in matching
	 * @param {((query: URLSearchParams) => string)|undefined} normalizeQuery - Optional normalization function
	 * @returns {string} - URL string for hashing
	 */
	function normalizeUrlForMatching (url, matchQuery, normalizeQuery) {
	  if (matchQuery === false) return `${url.origin}${url.pathname}`
	  if (normalizeQuery) {
	    const normalized = String(normalizeQuery(url.searchParams) ?? '');
	    return normalized ? `${url.origin}${url.pathname}?${normalized}` : `${url.origin}${url.pathname}`
	  }
	  return url.toString()
	}

	/**
	 * Normalizes the body value used for request matching.
	 *
	 * @param {string|Buffer|null|undefined} body - Raw request body
	 * @param {boolean} matchBody - Whether to include the body in matching
	 * @param {((body: string|Buffer|null|undefined) => string)|undefined} normalizeBody - Optional normalization function
	 * @returns {string} - Body string for hashing
	 */
	function normalizeBodyForMatching (body, matchBody, normalizeBody) {
	  if (matchBody === false) return ''
	  if (normalizeBody) return String(normalizeBody(body) ?? '')
	  return body ? String(body) : ''
	}

	/**
	 * Formats a request for consistent snapshot storage
	 * Caches normalized headers to avoid repeated processing
	 *
	 * @param {SnapshotRequestOptions} opts - Request options
	 * @param {import('./snapshot-utils').HeaderFilters} headerFilters - Cached header sets for performance
	 * @param {SnapshotRecorderMatchOptions} [matchOptions] - Matching options for headers and body
	 * @returns {SnapshotFormattedRequest} - Formatted request object
	 */
	function formatRequestKey (opts, headerFilters, matchOptions = {}) {
	  const url = new URL(opts.path, opts.origin);

	  // Cache normalized headers if not already done
	  const normalized = opts._normalizedHeaders || normalizeHeaders(opts.headers);
	  if (!opts._normalizedHeaders) {
	    opts._normalizedHeaders = normalized;
	  }

	  return {
	    method: opts.method || 'GET',
	    url: normalizeUrlForMatching(url, matchOptions.matchQuery, matchOptions.normalizeQuery),
	    headers: filterHeadersForMatching(normalized, headerFilters, matchOptions),
	    body: normalizeBodyForMatching(opts.body, matchOptions.matchBody, matchOptions.normalizeBody)
	  }
	}

	/**
	 * Filters headers based on matching configuration
	 *
	 * @param {import('./snapshot-utils').Headers} headers - Headers to filter
	 * @param {import('./snapshot-utils').HeaderFilters} headerFilters - Cached sets for ignore, exclude, and match headers
	 * @param {SnapshotRecorderMatchOptions} [matchOptions] - Matching options for headers
	 */
	function filterHeadersForMatching (headers, headerFilters, matchOptions = {}) {
	  if (!headers || typeof headers !== 'object') return {}

	  const {
	    caseSensitive = false
	  } = matchOptions;

	  const filtered = {};
	  const { ignore, exclude, match } = headerFilters;

	  for (const [key, value] of Object.entries(headers)) {
	    const headerKey = caseSensitive ? key : key.toLowerCase();

	    // Skip if in exclude list (for security)
	    if (exclude.has(headerKey)) continue

	    // Skip if in ignore list (for matching)
	    if (ignore.has(headerKey)) continue

	    // If matchHeaders is specified, only include those headers
	    if (match.size !== 0) {
	      if (!match.has(headerKey)) continue
	    }

	    setHeader(filtered, headerKey, value);
	  }

	  return filtered
	}

	/**
	 * Filters headers for storage (only excludes sensitive headers)
	 *
	 * @param {import('./snapshot-utils').Headers} headers - Headers to filter
	 * @param {import('./snapshot-utils').HeaderFilters} headerFilters - Cached sets for ignore, exclude, and match headers
	 * @param {SnapshotRecorderMatchOptions} [matchOptions] - Matching options for headers
	 */
	function filterHeadersForStorage (headers, headerFilters, matchOptions = {}) {
	  if (!headers || typeof headers !== 'object') return {}

	  const {
	    caseSensitive = false
	  } = matchOptions;

	  const filtered = {};
	  const { exclude: excludeSet } = headerFilters;

	  for (const [key, value] of Object.entries(headers)) {
	    const headerKey = caseSensitive ? key : key.toLowerCase();

	    // Skip if in exclude list (for security)
	    if (excludeSet.has(headerKey)) continue

	    setHeader(filtered, headerKey, value);
	  }

	  return filtered
	}

	/**
	 * Creates a hash key for request matching
	 * Properly orders headers to avoid conflicts and uses crypto hashing when available
	 *
	 * @param {SnapshotFormattedRequest} formattedRequest - Request object
	 * @returns {string} - Base64url encoded hash of the request
	 */
	function createRequestHash (formattedRequest) {
	  const parts = [
	    formattedRequest.method,
	    formattedRequest.url
	  ];

	  // Process headers in a deterministic way to avoid conflicts
	  if (formattedRequest.headers && typeof formattedRequest.headers === 'object') {
	    const headerKeys = Object.keys(formattedRequest.headers).sort();
	    for (const key of headerKeys) {
	      const values = Array.isArray(formattedRequest.headers[key])
	        ? formattedRequest.headers[key]
	        : [formattedRequest.headers[key]];

	      // Add header name
	      parts.push(key);

	      // Add all values for this header, sorted for consistency
	      for (const value of values.sort()) {
	        parts.push(String(value));
	      }
	    }
	  }

	  // Add body
	  parts.push(formattedRequest.body);

	  const content = parts.join('|');

	  return hashId(content)
	}

	class SnapshotRecorder {
	  /** @type {NodeJS.Timeout | null} */
	  #flushTimeout

	  /** @type {import('./snapshot-utils').IsUrlExcluded} */
	  #isUrlExcluded

	  /** @type {Map<string, SnapshotEntry>} */
	  #snapshots = new Map()

	  /** @type {string|undefined} */
	  #snapshotPath

	  /** @type {number} */
	  #maxSnapshots = Infinity

	  /** @type {boolean} */
	  #autoFlush = false

	  /** @type {import('./snapshot-utils').HeaderFilters} */
	  #headerFilters

	  /**
	   * Creates a new SnapshotRecorder instance
	   * @param {SnapshotRecorderOptions&SnapshotRecorderMatchOptions} [options={}] - Configuration options for the recorder
	   */
	  constructor (options = {}) {
	    this.#snapshotPath = options.snapshotPath;
	    this.#maxSnapshots = options.maxSnapshots || Infinity;
	    this.#autoFlush = options.autoFlush || false;
	    this.flushInterval = options.flushInterval || 30000; // 30 seconds default
	    this._flushTimer = null;

	    // Matching configuration
	    /** @type {Required<SnapshotRecorderMatchOptions>} */
	    this.matchOptions = {
	      matchHeaders: options.matchHeaders || [], // empty means match all headers
	      ignoreHeaders: options.ignoreHeaders || [],
	      excludeHeaders: options.excludeHeaders || [],
	      matchBody: options.matchBody !== false, // default: true
	      normalizeBody: options.normalizeBody || undefined,
	      matchQuery: options.matchQuery !== false, // default: true
	      normalizeQuery: options.normalizeQuery || undefined,
	      caseSensitive: options.caseSensitive || false
	    };

	    // Cache processed header sets to avoid recreating them on every request
	    this.#headerFilters = createHeaderFilters(this.matchOptions);

	    // Request filtering callbacks
	    this.shouldRecord = options.shouldRecord || (() => true); // function(requestOpts) -> boolean
	    this.shouldPlayback = options.shouldPlayback || (() => true); // function(requestOpts) -> boolean

	    // URL pattern filtering
	    this.#isUrlExcluded = isUrlExcludedFactory(options.excludeUrls); // Array of regex patterns or strings

	    // Start auto-flush timer if enabled
	    if (this.#autoFlush && this.#snapshotPath) {
	      this.#startAutoFlush();
	    }
	  }

	  /**
	   * Records a request-response interaction
	   * @param {SnapshotRequestOptions} requestOpts - Request options
	   * @param {SnapshotEntryResponse} response - Response data to record
	   * @return {Promise<void>} - Resolves when the recording is complete
	   */
	  async record (requestOpts, response) {
	    // Check if recording should be filtered out
	    if (!this.shouldRecord(requestOpts)) {
	      return // Skip recording
	    }

	    // Check URL exclusion patterns
	    if (this.isUrlExcluded(requestOpts)) {
	      return // Skip recording
	    }

	    const request = formatRequestKey(requestOpts, this.#headerFilters, this.matchOptions);
	    const hash = createRequestHash(request);

	    // Extract response data - always store body as base64
	    const normalizedHeaders = normalizeHeaders(response.headers);

	    /** @type {SnapshotEntryResponse} */
	    const responseData = {
	      statusCode: response.statusCode,
	      headers: filterHeadersForStorage(normalizedHeaders, this.#headerFilters, this.matchOptions),
	      body: Buffer.isBuffer(response.body)
	        ? response.body.toString('base64')
	        : Buffer.from(String(response.body || '')).toString('base64'),
	      trailers: response.trailers
	    };

	    // Remove oldest snapshot if we exceed maxSnapshots limit
	    if (this.#snapshots.size >= this.#maxSnapshots && !this.#snapshots.has(hash)) {
	      const oldestKey = this.#snapshots.keys().next().value;
	      this.#snapshots.delete(oldestKey);
	    }

	    // Support sequential responses - if snapshot exists, add to responses array
	    const existingSnapshot = this.#snapshots.get(hash);
	    if (existingSnapshot && existingSnapshot.responses) {
	      existingSnapshot.responses.push(responseData);
	      existingSnapshot.timestamp = new Date().toISOString();
	    } else {
	      this.#snapshots.set(hash, {
	        request,
	        responses: [responseData], // Always store as array for consistency
	        callCount: 0,
	        timestamp: new Date().toISOString()
	      });
	    }

	    // Auto-flush if enabled
	    if (this.#autoFlush && this.#snapshotPath) {
	      this.#scheduleFlush();
	    }
	  }

	  /**
	   * Checks if a URL should be excluded from recording/playback
	   * @param {SnapshotRequestOptions} requestOpts - Request options to check
	   * @returns {boolean} - True if URL is excluded
	   */
	  isUrlExcluded (requestOpts) {
	    const url = new URL(requestOpts.path, requestOpts.origin).toString();
	    return this.#isUrlExcluded(url)
	  }

	  /**
	   * Finds a matching snapshot for the given request
	   * Returns the appropriate response based on call count for sequential responses
	   *
	   * @param {SnapshotRequestOptions} requestOpts - Request options to match
	   * @returns {SnapshotEntry&Record<'response', SnapshotEntryResponse>|undefined} - Matching snapshot response or undefined if not found
	   */
	  findSnapshot (requestOpts) {
	    // Check if playback should be filtered out
	    if (!this.shouldPlayback(requestOpts)) {
	      return undefined // Skip playback
	    }

	    // Check URL exclusion patterns
	    if (this.isUrlExcluded(requestOpts)) {
	      return undefined // Skip playback
	    }

	    const request = formatRequestKey(requestOpts, this.#headerFilters, this.matchOptions);
	    const hash = createRequestHash(request);
	    const snapshot = this.#snapshots.get(hash);

	    if (!snapshot) return undefined

	    // Handle sequential responses
	    const currentCallCount = snapshot.callCount || 0;
	    const responseIndex = Math.min(currentCallCount, snapshot.responses.length - 1);
	    snapshot.callCount = currentCallCount + 1;

	    return {
	      ...snapshot,
	      response: snapshot.responses[responseIndex]
	    }
	  }

	  /**
	   * Loads snapshots from file
	   * @param {string} [filePath] - Optional file path to load snapshots from
	   * @return {Promise<void>} - Resolves when snapshots are loaded
	   */
	  async loadSnapshots (filePath) {
	    const path = filePath || this.#snapshotPath;
	    if (!path) {
	      throw new InvalidArgumentError('Snapshot path is required')
	    }

	    try {
	      const data = await readFile(resolve(path), 'utf8');
	      const parsed = JSON.parse(data);

	      // Convert array format back to Map
	      if (Array.isArray(parsed)) {
	        this.#snapshots.clear();
	        for (const { hash, snapshot } of parsed) {
	          this.#snapshots.set(hash, snapshot);
	        }
	      } else {
	        // Legacy object format
	        this.#snapshots = new Map(Object.entries(parsed));
	      }
	    } catch (error) {
	      if (error.code === 'ENOENT') {
	        // File doesn't exist yet - that's ok for recording mode
	        this.#snapshots.clear();
	      } else {
	        throw new UndiciError(`Failed to load snapshots from ${path}`, { cause: error })
	      }
	    }
	  }

	  /**
	   * Saves snapshots to file
	   *
	   * @param {string} [filePath] - Optional file path to save snapshots
	   * @returns {Promise<void>} - Resolves when snapshots are saved
	   */
	  async saveSnapshots (filePath) {
	    const path = filePath || this.#snapshotPath;
	    if (!path) {
	      throw new InvalidArgumentError('Snapshot path is required')
	    }

	    const resolvedPath = resolve(path);

	    // Ensure directory exists
	    await mkdir(dirname(resolvedPath), { recursive: true });

	    // Convert Map to serializable format
	    const data = Array.from(this.#snapshots.entries()).map(([hash, snapshot]) => ({
	      hash,
	      snapshot
	    }));

	    await writeFile(resolvedPath, JSON.stringify(data, null, 2), { flush: true });
	  }

	  /**
	   * Clears all recorded snapshots
	   * @returns {void}
	   */
	  clear () {
	    this.#snapshots.clear();
	  }

	  /**
	   * Gets all recorded snapshots
	   * @return {Array<SnapshotEntry>} - Array of all recorded snapshots
	   */
	  getSnapshots () {
	    return Array.from(this.#snapshots.values())
	  }

	  /**
	   * Gets snapshot count
	   * @return {number} - Number of recorded snapshots
	   */
	  size () {
	    return this.#snapshots.size
	  }

	  /**
	   * Resets call counts for all snapshots (useful for test cleanup)
	   * @returns {void}
	   */
	  resetCallCounts () {
	    for (const snapshot of this.#snapshots.values()) {
	      snapshot.callCount = 0;
	    }
	  }

	  /**
	   * Deletes a specific snapshot by request options
	   * @param {SnapshotRequestOptions} requestOpts - Request options to match
	   * @returns {boolean} - True if snapshot was deleted, false if not found
	   */
	  deleteSnapshot (requestOpts) {
	    const request = formatRequestKey(requestOpts, this.#headerFilters, this.matchOptions);
	    const hash = createRequestHash(request);
	    return this.#snapshots.delete(hash)
	  }

	  /**
	   * Gets information about a specific snapshot
	   * @param {SnapshotRequestOptions} requestOpts - Request options to match
	   * @returns {SnapshotInfo|null} - Snapshot information or null if not found
	   */
	  getSnapshotInfo (requestOpts) {
	    const request = formatRequestKey(requestOpts, this.#headerFilters, this.matchOptions);
	    const hash = createRequestHash(request);
	    const snapshot = this.#snapshots.get(hash);

	    if (!snapshot) return null

	    return {
	      hash,
	      request: snapshot.request,
	      responseCount: snapshot.responses ? snapshot.responses.length : (snapshot.response ? 1 : 0), // .response for legacy snapshots
	      callCount: snapshot.callCount || 0,
	      timestamp: snapshot.timestamp
	    }
	  }

	  /**
	   * Replaces all snapshots with new data (full replacement)
	   * @param {Array<{hash: string; snapshot: SnapshotEntry}>|Record<string, SnapshotEntry>} snapshotData - New snapshot data to replace existing ones
	   * @returns {void}
	   */
	  replaceSnapshots (snapshotData) {
	    this.#snapshots.clear();

	    if (Array.isArray(snapshotData)) {
	      for (const { hash, snapshot } of snapshotData) {
	        this.#snapshots.set(hash, snapshot);
	      }
	    } else if (snapshotData && typeof snapshotData === 'object') {
	      // Legacy object format
	      this.#snapshots = new Map(Object.entries(snapshotData));
	    }
	  }

	  /**
	   * Starts the auto-flush timer
	   * @returns {void}
	   */
	  #startAutoFlush () {
	    return this.#scheduleFlush()
	  }

	  /**
	   * Stops the auto-flush timer
	   * @returns {void}
	   */
	  #stopAutoFlush () {
	    if (this.#flushTimeout) {
	      clearTimeout(this.#flushTimeout);
	      // Ensure any pending flush is completed
	      this.saveSnapshots().catch(() => {
	      // Ignore flush errors
	      });
	      this.#flushTimeout = null;
	    }
	  }

	  /**
	   * Schedules a flush (debounced to avoid excessive writes)
	   */
	  #scheduleFlush () {
	    this.#flushTimeout = setTimeout(() => {
	      this.saveSnapshots().catch(() => {
	        // Ignore flush errors
	      });
	      if (this.#autoFlush) {
	        this.#flushTimeout?.refresh();
	      } else {
	        this.#flushTimeout = null;
	      }
	    }, 1000); // 1 second debounce
	  }

	  /**
	   * Cleanup method to stop timers
	   * @returns {void}
	   */
	  destroy () {
	    this.#stopAutoFlush();
	    if (this.#flushTimeout) {
	      clearTimeout(this.#flushTimeout);
	      this.#flushTimeout = null;
	    }
	  }

	  /**
	   * Async close method that saves all recordings and performs cleanup
	   * @returns {Promise<void>}
	   */
	  async close () {
	    // Save any pending recordings if we have a snapshot path
	    if (this.#snapshotPath && this.#snapshots.size !== 0) {
	      await this.saveSnapshots();
	    }

	    // Perform cleanup
	    this.destroy();
	  }
	}

	snapshotRecorder = { SnapshotRecorder, formatRequestKey, createRequestHash, filterHeadersForMatching, filterHeadersForStorage, createHeaderFilters };
	return snapshotRecorder;
}

var snapshotAgent;
var hasRequiredSnapshotAgent;

function requireSnapshotAgent () {
	if (hasRequiredSnapshotAgent) return snapshotAgent;
	hasRequiredSnapshotAgent = 1;

	const Agent = requireAgent();
	const MockAgent = requireMockAgent();
	const { SnapshotRecorder } = requireSnapshotRecorder();
	const { InvalidArgumentError, UndiciError } = requireErrors();
	const util = requireUtil$4();
	const { validateSnapshotMode } = requireSnapshotUtils();

	const kSnapshotRecorder = Symbol('kSnapshotRecorder');
	const kSnapshotMode = Symbol('kSnapshotMode');
	const kSnapshotPath = Symbol('kSnapshotPath');
	const kSnapshotLoaded = Symbol('kSnapshotLoaded');
	const kRealAgent = Symbol('kRealAgent');

	// Static flag to ensure warning is only emitted once per process
	let warningEmitted = false;

	class SnapshotAgent extends MockAgent {
	  constructor (opts = {}) {
	    // Emit experimental warning only once
	    if (!warningEmitted) {
	      process.emitWarning(
	        'SnapshotAgent is experimental and subject to change',
	        'ExperimentalWarning'
	      );
	      warningEmitted = true;
	    }

	    const {
	      mode = 'record',
	      snapshotPath = null,
	      ...mockAgentOpts
	    } = opts;

	    super(mockAgentOpts);

	    validateSnapshotMode(mode);

	    // Validate snapshotPath is provided when required
	    if ((mode === 'playback' || mode === 'update') && !snapshotPath) {
	      throw new InvalidArgumentError(`snapshotPath is required when mode is '${mode}'`)
	    }

	    this[kSnapshotMode] = mode;
	    this[kSnapshotPath] = snapshotPath;

	    this[kSnapshotRecorder] = new SnapshotRecorder({
	      snapshotPath: this[kSnapshotPath],
	      mode: this[kSnapshotMode],
	      maxSnapshots: opts.maxSnapshots,
	      autoFlush: opts.autoFlush,
	      flushInterval: opts.flushInterval,
	      matchHeaders: opts.matchHeaders,
	      ignoreHeaders: opts.ignoreHeaders,
	      excludeHeaders: opts.excludeHeaders,
	      matchBody: opts.matchBody,
	      normalizeBody: opts.normalizeBody,
	      matchQuery: opts.matchQuery,
	      normalizeQuery: opts.normalizeQuery,
	      caseSensitive: opts.caseSensitive,
	      shouldRecord: opts.shouldRecord,
	      shouldPlayback: opts.shouldPlayback,
	      excludeUrls: opts.excludeUrls
	    });
	    this[kSnapshotLoaded] = false;

	    // For recording/update mode, we need a real agent to make actual requests
	    // For playback mode, we need a real agent if there are excluded URLs
	    if (this[kSnapshotMode] === 'record' || this[kSnapshotMode] === 'update' ||
	        (this[kSnapshotMode] === 'playback' && opts.excludeUrls && opts.excludeUrls.length > 0)) {
	      this[kRealAgent] = new Agent(opts);
	    }

	    // Auto-load snapshots in playback/update mode
	    if ((this[kSnapshotMode] === 'playback' || this[kSnapshotMode] === 'update') && this[kSnapshotPath]) {
	      this.loadSnapshots().catch(() => {
	        // Ignore load errors - file might not exist yet
	      });
	    }
	  }

	  dispatch (opts, handler) {
	    const mode = this[kSnapshotMode];

	    // Check if URL should be excluded (pass through without mocking/recording)
	    if (this[kSnapshotRecorder].isUrlExcluded(opts)) {
	      // Real agent is guaranteed by constructor when excludeUrls is configured
	      return this[kRealAgent].dispatch(opts, handler)
	    }

	    if (mode === 'playback' || mode === 'update') {
	      // Ensure snapshots are loaded
	      if (!this[kSnapshotLoaded]) {
	        // Need to load asynchronously, delegate to async version
	        return this.#asyncDispatch(opts, handler)
	      }

	      // Try to find existing snapshot (synchronous)
	      const snapshot = this[kSnapshotRecorder].findSnapshot(opts);

	      if (snapshot) {
	        // Use recorded response (synchronous)
	        return this.#replaySnapshot(snapshot, handler)
	      } else if (mode === 'update') {
	        // Make real request and record it (async required)
	        return this.#recordAndReplay(opts, handler)
	      } else {
	        // Playback mode but no snapshot found
	        const error = new UndiciError(`No snapshot found for ${opts.method || 'GET'} ${opts.path}`);
	        if (handler.onResponseError) {
	          handler.onResponseError(null, error);
	          return
	        }
	        throw error
	      }
	    } else if (mode === 'record') {
	      // Record mode - make real request and save response (async required)
	      return this.#recordAndReplay(opts, handler)
	    }
	  }

	  /**
	   * Async version of dispatch for when we need to load snapshots first
	   */
	  async #asyncDispatch (opts, handler) {
	    await this.loadSnapshots();
	    return this.dispatch(opts, handler)
	  }

	  /**
	   * Records a real request and replays the response
	   */
	  #recordAndReplay (opts, handler) {
	    const responseData = {
	      statusCode: null,
	      headers: {},
	      trailers: {},
	      body: []
	    };

	    const self = this; // Capture 'this' context for use within nested handler callbacks

	    const recordingHandler = {
	      onRequestStart (controller, context) {
	        return handler.onRequestStart(controller, { ...context, history: this.history })
	      },

	      onRequestUpgrade (controller, statusCode, headers, socket) {
	        return handler.onRequestUpgrade(controller, statusCode, headers, socket)
	      },

	      onResponseStart (controller, statusCode, headers, statusMessage) {
	        responseData.statusCode = statusCode;
	        responseData.headers = headers;
	        return handler.onResponseStart(controller, statusCode, headers, statusMessage)
	      },

	      onResponseData (controller, chunk) {
	        responseData.body.push(chunk);
	        return handler.onResponseData(controller, chunk)
	      },

	      onResponseEnd (controller, trailers) {
	        responseData.trailers = trailers;

	        // Record the interaction using captured 'self' context (fire and forget)
	        const responseBody = Buffer.concat(responseData.body);
	        self[kSnapshotRecorder].record(opts, {
	          statusCode: responseData.statusCode,
	          headers: responseData.headers,
	          body: responseBody,
	          trailers: responseData.trailers
	        })
	          .then(() => handler.onResponseEnd(controller, trailers))
	          .catch((error) => handler.onResponseError(controller, error));
	      },

	      onResponseError (controller, error) {
	        return handler.onResponseError(controller, error)
	      }
	    };

	    // Use composed agent if available (includes interceptors), otherwise use real agent
	    const agent = this[kRealAgent];
	    return agent.dispatch(opts, recordingHandler)
	  }

	  /**
	   * Replays a recorded response
	   *
	   * @param {Object} snapshot - The recorded snapshot to replay.
	   * @param {Object} handler - The handler to call with the response data.
	   * @returns {void}
	   */
	  #replaySnapshot (snapshot, handler) {
	    try {
	      const { response } = snapshot;

	      const rawHeaders = response.headers ? util.toRawHeaders(response.headers) : [];
	      const rawTrailers = response.trailers ? util.toRawHeaders(response.trailers) : [];

	      const controller = {
	        rawHeaders,
	        rawTrailers,
	        pause () { },
	        resume () { },
	        abort (reason) {
	          this.aborted = true;
	          this.reason = reason;
	        },

	        aborted: false,
	        paused: false
	      };

	      handler.onRequestStart(controller);

	      handler.onResponseStart(controller, response.statusCode, response.headers, response.statusMessage);

	      // Body is always stored as base64 string
	      const body = Buffer.from(response.body, 'base64');
	      handler.onResponseData(controller, body);

	      handler.onResponseEnd(controller, response.trailers);
	    } catch (error) {
	      handler.onResponseError?.(null, error);
	    }
	  }

	  /**
	   * Loads snapshots from file
	   *
	   * @param {string} [filePath] - Optional file path to load snapshots from.
	   * @returns {Promise<void>} - Resolves when snapshots are loaded.
	   */
	  async loadSnapshots (filePath) {
	    await this[kSnapshotRecorder].loadSnapshots(filePath || this[kSnapshotPath]);
	    this[kSnapshotLoaded] = true;

	    // In playback mode, set up MockAgent interceptors for all snapshots
	    if (this[kSnapshotMode] === 'playback') {
	      this.#setupMockInterceptors();
	    }
	  }

	  /**
	   * Saves snapshots to file
	   *
	   * @param {string} [filePath] - Optional file path to save snapshots to.
	   * @returns {Promise<void>} - Resolves when snapshots are saved.
	   */
	  async saveSnapshots (filePath) {
	    return this[kSnapshotRecorder].saveSnapshots(filePath || this[kSnapshotPath])
	  }

	  /**
	   * Sets up MockAgent interceptors based on recorded snapshots.
	   *
	   * This method creates MockAgent interceptors for each recorded snapshot,
	   * allowing the SnapshotAgent to fall back to MockAgent's standard intercept
	   * mechanism in playback mode. Each interceptor is configured to persist
	   * (remain active for multiple requests) and responds with the recorded
	   * response data.
	   *
	   * Called automatically when loading snapshots in playback mode.
	   *
	   * @returns {void}
	   */
	  #setupMockInterceptors () {
	    for (const snapshot of this[kSnapshotRecorder].getSnapshots()) {
	      const { request, responses, response } = snapshot;
	      const url = new URL(request.url);

	      const mockPool = this.get(url.origin);

	      // Handle both new format (responses array) and legacy format (response object)
	      const responseData = responses ? responses[0] : response;
	      if (!responseData) continue

	      mockPool.intercept({
	        path: url.pathname + url.search,
	        method: request.method,
	        headers: request.headers,
	        body: request.body
	      }).reply(responseData.statusCode, responseData.body, {
	        headers: responseData.headers,
	        trailers: responseData.trailers
	      }).persist();
	    }
	  }

	  /**
	   * Gets the snapshot recorder
	   * @return {SnapshotRecorder} - The snapshot recorder instance
	   */
	  getRecorder () {
	    return this[kSnapshotRecorder]
	  }

	  /**
	   * Gets the current mode
	   * @return {import('./snapshot-utils').SnapshotMode} - The current snapshot mode
	   */
	  getMode () {
	    return this[kSnapshotMode]
	  }

	  /**
	   * Clears all snapshots
	   * @returns {void}
	   */
	  clearSnapshots () {
	    this[kSnapshotRecorder].clear();
	  }

	  /**
	   * Resets call counts for all snapshots (useful for test cleanup)
	   * @returns {void}
	   */
	  resetCallCounts () {
	    this[kSnapshotRecorder].resetCallCounts();
	  }

	  /**
	   * Deletes a specific snapshot by request options
	   * @param {import('./snapshot-recorder').SnapshotRequestOptions} requestOpts - Request options to identify the snapshot
	   * @return {Promise<boolean>} - Returns true if the snapshot was deleted, false if not found
	   */
	  deleteSnapshot (requestOpts) {
	    return this[kSnapshotRecorder].deleteSnapshot(requestOpts)
	  }

	  /**
	   * Gets information about a specific snapshot
	   * @returns {import('./snapshot-recorder').SnapshotInfo|null} - Snapshot information or null if not found
	   */
	  getSnapshotInfo (requestOpts) {
	    return this[kSnapshotRecorder].getSnapshotInfo(requestOpts)
	  }

	  /**
	   * Replaces all snapshots with new data (full replacement)
	   * @param {Array<{hash: string; snapshot: import('./snapshot-recorder').SnapshotEntryshotEntry}>|Record<string, import('./snapshot-recorder').SnapshotEntry>} snapshotData - New snapshot data to replace existing snapshots
	   * @returns {void}
	   */
	  replaceSnapshots (snapshotData) {
	    this[kSnapshotRecorder].replaceSnapshots(snapshotData);
	  }

	  /**
	   * Closes the agent, saving snapshots and cleaning up resources.
	   *
	   * @returns {Promise<void>}
	   */
	  async close () {
	    // In playback mode the recorder must not persist to disk. findSnapshot()
	    // mutates each matched snapshot's callCount, so saving on close would
	    // rewrite the snapshot file even though nothing new was recorded. Only
	    // record/update modes should write snapshots; playback just cleans up.
	    if (this[kSnapshotMode] === 'playback') {
	      this[kSnapshotRecorder].destroy();
	    } else {
	      await this[kSnapshotRecorder].close();
	    }
	    await this[kRealAgent]?.close();
	    await super.close();
	  }
	}

	snapshotAgent = SnapshotAgent;
	return snapshotAgent;
}

var global;
var hasRequiredGlobal;

function requireGlobal () {
	if (hasRequiredGlobal) return global;
	hasRequiredGlobal = 1;

	// We include a version number for the Dispatcher API. In case of breaking changes,
	// this version number must be increased to avoid conflicts.
	const globalDispatcher = Symbol.for('undici.globalDispatcher.2');
	const legacyGlobalDispatcher = Symbol.for('undici.globalDispatcher.1');
	const { InvalidArgumentError } = requireErrors();
	const Agent = requireAgent();
	const Dispatcher1Wrapper = requireDispatcher1Wrapper();

	// Fallback storage for when globalThis is not extensible (e.g. frozen)
	let fallbackDispatcher;

	if (getGlobalDispatcher() === undefined) {
	  setGlobalDispatcher(new Agent());
	}

	function setGlobalDispatcher (agent) {
	  if (!agent || typeof agent.dispatch !== 'function') {
	    throw new InvalidArgumentError('Argument agent must implement Agent')
	  }

	  try {
	    Object.defineProperty(globalThis, globalDispatcher, {
	      value: agent,
	      writable: true,
	      enumerable: false,
	      configurable: false
	    });
	  } catch (err) {
	    // globalThis is not extensible (e.g. Object.freeze(globalThis))
	    // Use fallback storage instead
	    if (err instanceof TypeError) {
	      fallbackDispatcher = agent;
	      return
	    }
	    throw err
	  }

	  try {
	    const legacyAgent = agent instanceof Dispatcher1Wrapper ? agent : new Dispatcher1Wrapper(agent);

	    Object.defineProperty(globalThis, legacyGlobalDispatcher, {
	      value: legacyAgent,
	      writable: true,
	      enumerable: false,
	      configurable: false
	    });
	  } catch (err) {
	    // globalThis is not extensible; fallback storage is already set
	    if (!(err instanceof TypeError)) {
	      throw err
	    }
	  }
	}

	function getGlobalDispatcher () {
	  return globalThis[globalDispatcher] ?? fallbackDispatcher
	}

	// These are the globals that can be installed by undici.install().
	// Not exported by index.js to avoid use outside of this module.
	const installedExports = /** @type {const} */ (
	  [
	    'fetch',
	    'Headers',
	    'Response',
	    'Request',
	    'FormData',
	    'WebSocket',
	    'CloseEvent',
	    'ErrorEvent',
	    'MessageEvent',
	    'EventSource'
	  ]
	);

	global = {
	  setGlobalDispatcher,
	  getGlobalDispatcher,
	  installedExports
	};
	return global;
}

var decoratorHandler;
var hasRequiredDecoratorHandler;

function requireDecoratorHandler () {
	if (hasRequiredDecoratorHandler) return decoratorHandler;
	hasRequiredDecoratorHandler = 1;

	const assert = builtin;

	/**
	 * @deprecated
	 */
	decoratorHandler = class DecoratorHandler {
	  #handler
	  #onCompleteCalled = false
	  #onErrorCalled = false
	  #onResponseStartCalled = false

	  constructor (handler) {
	    if (typeof handler !== 'object' || handler === null) {
	      throw new TypeError('handler must be an object')
	    }
	    this.#handler = handler;
	  }

	  onRequestStart (...args) {
	    this.#handler.onRequestStart?.(...args);
	  }

	  onRequestUpgrade (...args) {
	    assert(!this.#onCompleteCalled);
	    assert(!this.#onErrorCalled);

	    return this.#handler.onRequestUpgrade?.(...args)
	  }

	  onResponseStart (...args) {
	    assert(!this.#onCompleteCalled);
	    assert(!this.#onErrorCalled);

	    // Interim 1xx responses (e.g. 103 Early Hints) come before the final one.
	    const statusCode = args[1];
	    if (statusCode >= 200) {
	      assert(!this.#onResponseStartCalled);
	      this.#onResponseStartCalled = true;
	    }

	    return this.#handler.onResponseStart?.(...args)
	  }

	  onResponseData (...args) {
	    assert(!this.#onCompleteCalled);
	    assert(!this.#onErrorCalled);

	    return this.#handler.onResponseData?.(...args)
	  }

	  onResponseEnd (...args) {
	    assert(!this.#onCompleteCalled);
	    assert(!this.#onErrorCalled);

	    this.#onCompleteCalled = true;
	    return this.#handler.onResponseEnd?.(...args)
	  }

	  onResponseError (...args) {
	    this.#onErrorCalled = true;
	    return this.#handler.onResponseError?.(...args)
	  }

	  /**
	   * @deprecated
	   */
	  onBodySent (...args) {
	    return this.#handler.onBodySent?.(...args)
	  }

	  onRequestSent (...args) {
	    return this.#handler.onRequestSent?.(...args)
	  }
	};
	return decoratorHandler;
}

var redirectHandler;
var hasRequiredRedirectHandler;

function requireRedirectHandler () {
	if (hasRequiredRedirectHandler) return redirectHandler;
	hasRequiredRedirectHandler = 1;

	const util = requireUtil$4();
	const assert = builtin;
	const { InvalidArgumentError, MaxRedirectsError } = requireErrors();
	const { kRequestOrigin, kRedirectCacheControl } = requireSymbols();

	const redirectableStatusCodes = [300, 301, 302, 303, 307, 308];

	const noop = () => {};

	class RedirectHandler {
	  static buildDispatch (dispatcher, maxRedirections) {
	    if (maxRedirections != null && (!Number.isInteger(maxRedirections) || maxRedirections < 0)) {
	      throw new InvalidArgumentError('maxRedirections must be a positive number')
	    }

	    const dispatch = dispatcher.dispatch.bind(dispatcher);
	    return (opts, originalHandler) => dispatch(opts, new RedirectHandler(dispatch, maxRedirections, opts, originalHandler))
	  }

	  constructor (dispatch, maxRedirections, opts, handler) {
	    if (maxRedirections != null && (!Number.isInteger(maxRedirections) || maxRedirections < 0)) {
	      throw new InvalidArgumentError('maxRedirections must be a positive number')
	    }

	    if (opts.throwOnMaxRedirect != null && typeof opts.throwOnMaxRedirect !== 'boolean') {
	      throw new InvalidArgumentError('throwOnMaxRedirect must be a boolean')
	    }

	    this.dispatch = dispatch;
	    this.location = null;
	    const { maxRedirections: _, stripHeadersOnRedirect, stripHeadersOnCrossOriginRedirect, ...cleanOpts } = opts;
	    this.opts = cleanOpts; // opts must be a copy, exclude maxRedirections
	    this.opts.body = util.wrapRequestBody(this.opts.body);
	    this.stripHeadersOnRedirect = normalizeStripHeaders(stripHeadersOnRedirect, 'stripHeadersOnRedirect');
	    this.stripHeadersOnCrossOriginRedirect = normalizeStripHeaders(stripHeadersOnCrossOriginRedirect, 'stripHeadersOnCrossOriginRedirect');
	    this.maxRedirections = maxRedirections;
	    this.handler = handler;
	    this.history = [];
	    // Per-hop metadata for each intermediate (suppressed) redirect hop: the
	    // hop's status code and response headers. An outer cache uses it to honor a
	    // hop's storage policy (e.g. `no-store`, `no-cache`, `Vary: *`) that would
	    // otherwise be lost because the hop's response is not forwarded. It travels
	    // as a non-enumerable property of the history array so it reaches the cache
	    // without becoming part of the public request/response context.
	    Object.defineProperty(this.history, kRedirectCacheControl, {
	      value: [],
	      enumerable: false
	    });
	  }

	  onRequestStart (controller, context) {
	    this.handler.onRequestStart?.(controller, { ...context, history: this.history });
	  }

	  onBodySent (chunk) {
	    this.handler.onBodySent?.(chunk);
	  }

	  onRequestSent () {
	    this.handler.onRequestSent?.();
	  }

	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    this.handler.onRequestUpgrade?.(controller, statusCode, headers, socket);
	  }

	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    if (statusCode < 200) {
	      this.handler.onResponseStart?.(controller, statusCode, headers, statusMessage);
	      return
	    }

	    let removeContentHeaders = statusCode === 303;

	    // https://tools.ietf.org/html/rfc7231#section-6.4.2
	    // https://fetch.spec.whatwg.org/#http-redirect-fetch
	    // In case of HTTP 301 or 302 with POST, change the method to GET
	    // QUERY is safe (RFC 10008) and should not change method like GET.
	    if ((statusCode === 301 || statusCode === 302) && this.opts.method === 'POST') {
	      this.opts.method = 'GET';
	      if (util.isStream(this.opts.body)) {
	        util.destroy(this.opts.body.on('error', noop));
	      }
	      this.opts.body = null;
	      removeContentHeaders = true;
	    }

	    // https://tools.ietf.org/html/rfc7231#section-6.4.4
	    // In case of HTTP 303, always replace method to be either HEAD or GET
	    if (statusCode === 303 && this.opts.method !== 'HEAD') {
	      this.opts.method = 'GET';
	      if (util.isStream(this.opts.body)) {
	        util.destroy(this.opts.body.on('error', noop));
	      }
	      this.opts.body = null;
	    }

	    this.location = util.isDisturbed(this.opts.body) || redirectableStatusCodes.indexOf(statusCode) === -1
	      ? null
	      : headers.location || null;

	    // Only a redirect that would otherwise be followed counts against the
	    // limit. The final response after exactly maxRedirections redirects, or a
	    // 3xx without a Location header, is delivered as usual.
	    if (this.location && this.history.length >= this.maxRedirections) {
	      if (this.opts.throwOnMaxRedirect) {
	        throw new MaxRedirectsError()
	      }
	      this.location = null;
	    }

	    const requestOrigin = this.opts[kRequestOrigin] === undefined
	      ? this.opts.origin
	      : this.opts[kRequestOrigin];

	    if (requestOrigin) {
	      this.history.push(new URL(this.opts.path, requestOrigin));
	    }

	    if (!this.location) {
	      this.handler.onResponseStart?.(controller, statusCode, headers, statusMessage);
	      return
	    }

	    // This hop's response is suppressed (only its Location is used). Record its
	    // status and headers so an outer cache can honor a restrictive policy that
	    // would otherwise be lost when the final response is stored.
	    this.history[kRedirectCacheControl].push({
	      statusCode,
	      headers: { ...headers },
	      receivedAt: Date.now()
	    });

	    const baseUrl = requestOrigin
	      ? new URL(this.opts.path, requestOrigin)
	      : undefined;
	    const { origin, pathname, search } = util.parseURL(new URL(this.location, baseUrl));
	    const path = search ? `${pathname}${search}` : pathname;

	    // Check for redirect loops by seeing if we've already visited this URL in our history
	    // This catches the case where Client/Pool try to handle cross-origin redirects but fail
	    // and keep redirecting to the same URL in an infinite loop
	    const redirectUrlString = `${origin}${path}`;
	    for (const historyUrl of this.history) {
	      if (historyUrl.toString() === redirectUrlString) {
	        throw new InvalidArgumentError(`Redirect loop detected. Cannot redirect to ${origin}. This typically happens when using a Client or Pool with cross-origin redirects. Use an Agent for cross-origin redirects.`)
	      }
	    }

	    // Remove headers referring to the original URL.
	    // By default it is Host only. A 303 or a 301/302 POST-to-GET redirect also removes all Content-* headers.
	    // https://tools.ietf.org/html/rfc7231#section-6.4
	    this.opts.headers = cleanRequestHeaders(this.opts.headers, removeContentHeaders, requestOrigin !== origin, this.stripHeadersOnRedirect, this.stripHeadersOnCrossOriginRedirect);
	    this.opts.path = path;
	    this.opts.origin = origin;
	    this.opts[kRequestOrigin] = origin;
	    this.opts.query = null;
	  }

	  onResponseData (controller, chunk) {
	    if (this.location) ; else {
	      this.handler.onResponseData?.(controller, chunk);
	    }
	  }

	  onResponseEnd (controller, trailers) {
	    if (this.location) {
	      /*
	        https://tools.ietf.org/html/rfc7231#section-6.4

	        TLDR: undici always ignores 3xx response trailers as they are not expected in case of redirections
	        and neither are useful if present.

	        See comment on onData method above for more detailed information.
	      */
	      this.dispatch(this.opts, this);
	    } else {
	      this.handler.onResponseEnd(controller, trailers);
	    }
	  }

	  onResponseError (controller, error) {
	    this.handler.onResponseError?.(controller, error);
	  }
	}

	// https://tools.ietf.org/html/rfc7231#section-6.4.4
	function shouldRemoveHeader (header, removeContent, unknownOrigin, stripHeaders, stripHeadersOnCrossOrigin) {
	  const name = util.headerNameToString(header);
	  if (name === 'host') {
	    return true
	  }
	  if (stripHeaders?.has(name) || (unknownOrigin && stripHeadersOnCrossOrigin?.has(name))) {
	    return true
	  }
	  if (removeContent && name.startsWith('content-')) {
	    return true
	  }
	  if (unknownOrigin) {
	    return name === 'authorization' || name === 'cookie' || name === 'proxy-authorization'
	  }
	  return false
	}

	// https://tools.ietf.org/html/rfc7231#section-6.4
	function normalizeStripHeaders (headers, optionName) {
	  if (headers == null) {
	    return null
	  }

	  if (!Array.isArray(headers)) {
	    throw new InvalidArgumentError(`${optionName} must be an array`)
	  }

	  const normalized = new Set();
	  for (const header of headers) {
	    if (typeof header !== 'string') {
	      throw new InvalidArgumentError(`${optionName} must contain header names`)
	    }

	    normalized.add(util.headerNameToString(header));
	  }
	  return normalized
	}

	function cleanRequestHeaders (headers, removeContent, unknownOrigin, stripHeaders, stripHeadersOnCrossOrigin) {
	  const ret = [];
	  if (Array.isArray(headers)) {
	    // Headers may be either a flat alternating [name, value, name, value, ...]
	    // list or an iterable of [name, value] pairs. A plain JavaScript array of
	    // tuples (e.g. `Object.entries(headers)`) satisfies the iterable-of-pairs
	    // public type, so we must distinguish the two representations before
	    // iterating. Treating every Array as a flat list misreads each tuple as a
	    // header name/value pair and defeats the cross-origin credential stripping.
	    if (headers.length > 0 && Array.isArray(headers[0])) {
	      // Array of [name, value] pairs.
	      for (const [key, value] of headers) {
	        if (!shouldRemoveHeader(key, removeContent, unknownOrigin, stripHeaders, stripHeadersOnCrossOrigin)) {
	          ret.push(key, value);
	        }
	      }
	    } else {
	      // Flat alternating [name, value, name, value, ...] list.
	      for (let i = 0; i < headers.length; i += 2) {
	        if (!shouldRemoveHeader(headers[i], removeContent, unknownOrigin, stripHeaders, stripHeadersOnCrossOrigin)) {
	          ret.push(headers[i], headers[i + 1]);
	        }
	      }
	    }
	  } else if (headers && typeof headers === 'object') {
	    const entries = util.hasSafeIterator(headers) ? headers : Object.entries(headers);

	    for (const [key, value] of entries) {
	      if (!shouldRemoveHeader(key, removeContent, unknownOrigin, stripHeaders, stripHeadersOnCrossOrigin)) {
	        ret.push(key, value);
	      }
	    }
	  } else {
	    assert(headers == null, 'headers must be an object or an array');
	  }
	  return ret
	}

	redirectHandler = RedirectHandler;
	return redirectHandler;
}

var redirect;
var hasRequiredRedirect;

function requireRedirect () {
	if (hasRequiredRedirect) return redirect;
	hasRequiredRedirect = 1;

	const RedirectHandler = requireRedirectHandler();

	function createRedirectInterceptor ({ maxRedirections: defaultMaxRedirections, throwOnMaxRedirect: defaultThrowOnMaxRedirect, stripHeadersOnRedirect: defaultStripHeadersOnRedirect, stripHeadersOnCrossOriginRedirect: defaultStripHeadersOnCrossOriginRedirect } = {}) {
	  return (dispatch) => {
	    return function Intercept (opts, handler) {
	      const { maxRedirections = defaultMaxRedirections, throwOnMaxRedirect = defaultThrowOnMaxRedirect, stripHeadersOnRedirect = defaultStripHeadersOnRedirect, stripHeadersOnCrossOriginRedirect = defaultStripHeadersOnCrossOriginRedirect, ...rest } = opts;

	      if (maxRedirections == null || maxRedirections === 0) {
	        return dispatch(opts, handler)
	      }

	      const dispatchOpts = { ...rest, throwOnMaxRedirect, stripHeadersOnRedirect, stripHeadersOnCrossOriginRedirect }; // Stop sub dispatcher from also redirecting.
	      const redirectHandler = new RedirectHandler(dispatch, maxRedirections, dispatchOpts, handler);
	      return dispatch(dispatchOpts, redirectHandler)
	    }
	  }
	}

	redirect = createRedirectInterceptor;
	return redirect;
}

var responseError;
var hasRequiredResponseError;

function requireResponseError () {
	if (hasRequiredResponseError) return responseError;
	hasRequiredResponseError = 1;

	// const { parseHeaders } = require('../core/util')
	const DecoratorHandler = requireDecoratorHandler();
	const { InvalidArgumentError, ResponseError } = requireErrors();

	const defaultMaxSize = 1024 * 1024;

	class ResponseErrorHandler extends DecoratorHandler {
	  #statusCode
	  #contentType
	  #decoder
	  #headers
	  #body
	  #bodySize
	  #bodyTruncated
	  #maxSize

	  constructor ({ maxSize }, { handler }) {
	    super(handler);
	    this.#maxSize = maxSize;
	  }

	  #checkContentType (contentType) {
	    return (this.#contentType ?? '').indexOf(contentType) === 0
	  }

	  onRequestStart (controller, context) {
	    this.#statusCode = 0;
	    this.#contentType = null;
	    this.#decoder = null;
	    this.#headers = null;
	    this.#body = '';
	    this.#bodySize = 0;
	    this.#bodyTruncated = false;

	    return super.onRequestStart(controller, context)
	  }

	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    this.#statusCode = statusCode;
	    this.#headers = headers;
	    this.#contentType = headers['content-type'];

	    if (this.#statusCode < 400) {
	      return super.onResponseStart(controller, statusCode, headers, statusMessage)
	    }

	    if (this.#checkContentType('application/json') || this.#checkContentType('text/plain')) {
	      this.#decoder = new TextDecoder('utf-8');
	    }
	  }

	  #createResponseError () {
	    this.#body += this.#decoder?.decode(undefined, { stream: false }) ?? '';
	    this.#decoder = null;

	    if (!this.#bodyTruncated && this.#checkContentType('application/json')) {
	      try {
	        this.#body = JSON.parse(this.#body);
	      } catch {
	        // Do nothing...
	      }
	    }

	    let err;
	    const stackTraceLimit = Error.stackTraceLimit;
	    Error.stackTraceLimit = 0;
	    try {
	      err = new ResponseError('Response Error', this.#statusCode, {
	        body: this.#body,
	        bodyTruncated: this.#bodyTruncated,
	        headers: this.#headers
	      });
	    } finally {
	      Error.stackTraceLimit = stackTraceLimit;
	    }

	    return err
	  }

	  onResponseData (controller, chunk) {
	    if (this.#statusCode < 400) {
	      return super.onResponseData(controller, chunk)
	    }

	    if (this.#decoder == null) {
	      return
	    }

	    if (this.#maxSize === 0) {
	      this.#body += this.#decoder.decode(chunk, { stream: true });
	      return
	    }

	    const remaining = this.#maxSize - this.#bodySize;

	    if (chunk.length <= remaining) {
	      this.#bodySize += chunk.length;
	      this.#body += this.#decoder.decode(chunk, { stream: true });
	      return
	    }

	    if (remaining > 0) {
	      this.#body += this.#decoder.decode(chunk.subarray(0, remaining), { stream: true });
	      this.#bodySize = this.#maxSize;
	    }

	    this.#bodyTruncated = true;
	    this.#body += this.#decoder.decode(undefined, { stream: false });
	    this.#decoder = null;
	  }

	  onResponseEnd (controller, trailers) {
	    if (this.#statusCode >= 400) {
	      super.onResponseError(controller, this.#createResponseError());
	    } else {
	      super.onResponseEnd(controller, trailers);
	    }
	  }

	  onResponseError (controller, err) {
	    super.onResponseError(controller, err);
	  }
	}

	responseError = (opts = {}) => {
	  const { maxSize = defaultMaxSize } = opts;

	  if (!Number.isSafeInteger(maxSize) || maxSize < 0) {
	    throw new InvalidArgumentError('maxSize must be a non-negative integer')
	  }

	  return (dispatch) => {
	    return function Intercept (opts, handler) {
	      return dispatch(opts, new ResponseErrorHandler({ maxSize }, { handler }))
	    }
	  }
	};
	return responseError;
}

var retry;
var hasRequiredRetry;

function requireRetry () {
	if (hasRequiredRetry) return retry;
	hasRequiredRetry = 1;
	const RetryHandler = requireRetryHandler();

	retry = globalOpts => {
	  return dispatch => {
	    return function retryInterceptor (opts, handler) {
	      return dispatch(
	        opts,
	        new RetryHandler(
	          { ...opts, retryOptions: { ...globalOpts, ...opts.retryOptions } },
	          {
	            handler,
	            dispatch
	          }
	        )
	      )
	    }
	  }
	};
	return retry;
}

var dump;
var hasRequiredDump;

function requireDump () {
	if (hasRequiredDump) return dump;
	hasRequiredDump = 1;

	const { InvalidArgumentError, RequestAbortedError } = requireErrors();
	const DecoratorHandler = requireDecoratorHandler();

	class DumpHandler extends DecoratorHandler {
	  #maxSize = 1024 * 1024
	  #dumped = false
	  #size = 0
	  aborted = false
	  reason = false

	  constructor ({ maxSize, signal }, handler) {
	    if (maxSize != null && (!Number.isFinite(maxSize) || maxSize < 1)) {
	      throw new InvalidArgumentError('maxSize must be a number greater than 0')
	    }

	    super(handler);

	    this.#maxSize = maxSize ?? this.#maxSize;
	    // this.#handler = handler
	  }

	  #abort (reason) {
	    this.aborted = true;
	    this.reason = reason;
	  }

	  onRequestStart (controller, context) {
	    controller.abort = this.#abort.bind(this);

	    return super.onRequestStart(controller, context)
	  }

	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    const contentLength = headers['content-length'];

	    if (contentLength != null && contentLength > this.#maxSize) {
	      throw new RequestAbortedError(
	        `Response size (${contentLength}) larger than maxSize (${
	          this.#maxSize
	        })`
	      )
	    }

	    if (this.aborted === true) {
	      return true
	    }

	    return super.onResponseStart(controller, statusCode, headers, statusMessage)
	  }

	  onResponseError (controller, err) {
	    super.onResponseError(controller, this.aborted === true ? this.reason : err);
	  }

	  onResponseData (controller, chunk) {
	    this.#size = this.#size + chunk.length;

	    if (this.#size > this.#maxSize) {
	      throw new RequestAbortedError(
	        `Response size (${this.#size}) larger than maxSize (${this.#maxSize})`
	      )
	    }

	    if (this.#size === this.#maxSize) {
	      this.#dumped = true;
	    }

	    return true
	  }

	  onResponseEnd (controller, trailers) {
	    if (this.aborted === true) {
	      super.onResponseError(controller, this.reason);
	      return
	    }

	    super.onResponseEnd(controller, this.#dumped ? {} : trailers);
	  }
	}

	function createDumpInterceptor (
	  { maxSize: defaultMaxSize } = {
	    maxSize: 1024 * 1024
	  }
	) {
	  return dispatch => {
	    return function Intercept (opts, handler) {
	      const { dumpMaxSize = defaultMaxSize } = opts;

	      const dumpHandler = new DumpHandler({ maxSize: dumpMaxSize, signal: opts.signal }, handler);

	      return dispatch(opts, dumpHandler)
	    }
	  }
	}

	dump = createDumpInterceptor;
	return dump;
}

var dns;
var hasRequiredDns;

function requireDns () {
	if (hasRequiredDns) return dns;
	hasRequiredDns = 1;
	const { isIP } = builtin$b;
	const { lookup } = builtin$c;
	const DecoratorHandler = requireDecoratorHandler();
	const { InvalidArgumentError, InformationalError } = requireErrors();
	const { kRequestOrigin } = requireSymbols();
	const maxInt = Math.pow(2, 31) - 1;

	function hasSafeIterator (headers) {
	  const prototype = Object.getPrototypeOf(headers);
	  const ownIterator = Object.hasOwn(headers, Symbol.iterator);
	  return ownIterator || (prototype != null && prototype !== Object.prototype && typeof headers[Symbol.iterator] === 'function')
	}

	function isHostHeader (key) {
	  return typeof key === 'string' && key.toLowerCase() === 'host'
	}

	function normalizeHeaders (headers) {
	  if (headers == null) {
	    return null
	  }

	  if (Array.isArray(headers)) {
	    if (headers.length === 0 || !Array.isArray(headers[0])) {
	      return headers
	    }

	    const normalized = [];
	    for (const header of headers) {
	      if (Array.isArray(header) && header.length === 2) {
	        normalized.push(header[0], header[1]);
	      } else {
	        normalized.push(header);
	      }
	    }

	    return normalized
	  }

	  if (typeof headers === 'object' && hasSafeIterator(headers)) {
	    const normalized = [];
	    for (const header of headers) {
	      if (Array.isArray(header) && header.length === 2) {
	        normalized.push(header[0], header[1]);
	      } else {
	        normalized.push(header);
	      }
	    }

	    return normalized
	  }

	  return headers
	}

	function hasHostHeader (headers) {
	  if (headers == null) {
	    return false
	  }

	  if (Array.isArray(headers)) {
	    if (headers.length === 0) {
	      return false
	    }

	    for (let i = 0; i < headers.length; i += 2) {
	      if (isHostHeader(headers[i])) {
	        return true
	      }
	    }

	    return false
	  }

	  if (typeof headers === 'object') {
	    for (const key in headers) {
	      if (isHostHeader(key)) {
	        return true
	      }
	    }
	  }

	  return false
	}

	function withHostHeader (host, headers) {
	  const normalizedHeaders = normalizeHeaders(headers);

	  if (hasHostHeader(normalizedHeaders)) {
	    return normalizedHeaders
	  }

	  if (Array.isArray(normalizedHeaders)) {
	    return ['host', host, ...normalizedHeaders]
	  }

	  if (normalizedHeaders && typeof normalizedHeaders === 'object') {
	    return {
	      host,
	      ...normalizedHeaders
	    }
	  }

	  return { host }
	}

	class DNSStorage {
	  #maxItems = 0
	  #records = new Map()

	  constructor (opts) {
	    this.#maxItems = opts.maxItems;
	  }

	  get size () {
	    return this.#records.size
	  }

	  get (hostname) {
	    return this.#records.get(hostname) ?? null
	  }

	  set (hostname, records) {
	    this.#records.set(hostname, records);
	  }

	  delete (hostname) {
	    this.#records.delete(hostname);
	  }

	  // Delegate to storage decide can we do more lookups or not
	  full () {
	    return this.size >= this.#maxItems
	  }
	}

	class DNSInstance {
	  #maxTTL = 0
	  #maxItems = 0
	  dualStack = true
	  affinity = null
	  lookup = null
	  pick = null
	  storage = null

	  constructor (opts) {
	    this.#maxTTL = opts.maxTTL;
	    this.#maxItems = opts.maxItems;
	    this.dualStack = opts.dualStack;
	    this.affinity = opts.affinity;
	    this.lookup = opts.lookup ?? this.#defaultLookup;
	    this.pick = opts.pick ?? this.#defaultPick;
	    this.storage = opts.storage ?? new DNSStorage(opts);
	  }

	  runLookup (origin, opts, cb) {
	    const ips = this.storage.get(origin.hostname);

	    // If full, we just return the origin
	    if (ips == null && this.storage.full()) {
	      cb(null, origin);
	      return
	    }

	    const newOpts = {
	      affinity: this.affinity,
	      dualStack: this.dualStack,
	      lookup: this.lookup,
	      pick: this.pick,
	      ...opts.dns,
	      maxTTL: this.#maxTTL,
	      maxItems: this.#maxItems
	    };

	    // If no IPs we lookup
	    if (ips == null) {
	      this.lookup(origin, newOpts, (err, addresses) => {
	        if (err || addresses == null || addresses.length === 0) {
	          cb(err ?? new InformationalError('No DNS entries found'));
	          return
	        }

	        this.setRecords(origin, addresses);
	        const records = this.storage.get(origin.hostname);

	        const ip = this.pick(
	          origin,
	          records,
	          newOpts.affinity
	        );

	        // The lookup succeeded, but nothing it returned is usable here: with
	        // dualStack disabled and an affinity set, records of the other family
	        // cannot be picked. Running the lookup again would return the same
	        // records, so report it the way an empty result is reported.
	        if (ip == null) {
	          this.storage.delete(origin.hostname);
	          cb(new InformationalError('No DNS entries found'));
	          return
	        }

	        let port;
	        if (typeof ip.port === 'number') {
	          port = `:${ip.port}`;
	        } else if (origin.port !== '') {
	          port = `:${origin.port}`;
	        } else {
	          port = '';
	        }

	        cb(
	          null,
	          new URL(`${origin.protocol}//${
	            ip.family === 6 ? `[${ip.address}]` : ip.address
	          }${port}`)
	        );
	      });
	    } else {
	      // If there's IPs we pick
	      const ip = this.pick(
	        origin,
	        ips,
	        newOpts.affinity
	      );

	      // If no IPs we lookup - deleting old records
	      if (ip == null) {
	        this.storage.delete(origin.hostname);
	        this.runLookup(origin, opts, cb);
	        return
	      }

	      let port;
	      if (typeof ip.port === 'number') {
	        port = `:${ip.port}`;
	      } else if (origin.port !== '') {
	        port = `:${origin.port}`;
	      } else {
	        port = '';
	      }

	      cb(
	        null,
	        new URL(`${origin.protocol}//${
	          ip.family === 6 ? `[${ip.address}]` : ip.address
	        }${port}`)
	      );
	    }
	  }

	  #defaultLookup (origin, opts, cb) {
	    lookup(
	      origin.hostname,
	      {
	        all: true,
	        family: this.dualStack === false ? this.affinity : 0,
	        order: 'ipv4first'
	      },
	      (err, addresses) => {
	        if (err) {
	          return cb(err)
	        }

	        const results = new Map();

	        for (const addr of addresses) {
	          // On linux we found duplicates, we attempt to remove them with
	          // the latest record
	          results.set(`${addr.address}:${addr.family}`, addr);
	        }

	        cb(null, results.values());
	      }
	    );
	  }

	  #defaultPick (origin, hostnameRecords, affinity) {
	    let ip = null;
	    const { records, offset } = hostnameRecords;

	    let family;
	    if (this.dualStack) {
	      if (affinity == null) {
	        // Balance between ip families
	        if (offset == null || offset === maxInt) {
	          hostnameRecords.offset = 0;
	          affinity = 4;
	        } else {
	          hostnameRecords.offset++;
	          affinity = (hostnameRecords.offset & 1) === 1 ? 6 : 4;
	        }
	      }

	      if (records[affinity] != null && records[affinity].ips.length > 0) {
	        family = records[affinity];
	      } else {
	        family = records[affinity === 4 ? 6 : 4];
	      }
	    } else {
	      family = records[affinity];
	    }

	    // If no IPs we return null
	    if (family == null || family.ips.length === 0) {
	      return ip
	    }

	    if (family.offset == null || family.offset === maxInt) {
	      family.offset = 0;
	    } else {
	      family.offset++;
	    }

	    const position = family.offset % family.ips.length;
	    ip = family.ips[position] ?? null;

	    if (ip == null) {
	      return ip
	    }

	    if (Date.now() - ip.timestamp > ip.ttl) { // record TTL is already in ms
	      // We delete expired records
	      // It is possible that they have different TTL, so we manage them individually
	      family.ips.splice(position, 1);
	      return this.pick(origin, hostnameRecords, affinity)
	    }

	    return ip
	  }

	  pickFamily (origin, ipFamily) {
	    const records = this.storage.get(origin.hostname)?.records;
	    if (!records) {
	      return null
	    }

	    const family = records[ipFamily];
	    if (!family) {
	      return null
	    }

	    if (family.offset == null || family.offset === maxInt) {
	      family.offset = 0;
	    } else {
	      family.offset++;
	    }

	    const position = family.offset % family.ips.length;
	    const ip = family.ips[position] ?? null;
	    if (ip == null) {
	      return ip
	    }

	    if (Date.now() - ip.timestamp > ip.ttl) { // record TTL is already in ms
	      // We delete expired records
	      // It is possible that they have different TTL, so we manage them individually
	      family.ips.splice(position, 1);
	      return this.pickFamily(origin, ipFamily)
	    }

	    return ip
	  }

	  setRecords (origin, addresses) {
	    const timestamp = Date.now();
	    const records = { records: { 4: null, 6: null } };
	    let minTTL = this.#maxTTL;
	    for (const record of addresses) {
	      record.timestamp = timestamp;
	      if (typeof record.ttl === 'number') {
	        // The record TTL is expected to be in ms
	        record.ttl = Math.min(record.ttl, this.#maxTTL);
	        minTTL = Math.min(minTTL, record.ttl);
	      } else {
	        record.ttl = this.#maxTTL;
	      }

	      const familyRecords = records.records[record.family] ?? { ips: [] };

	      familyRecords.ips.push(record);
	      records.records[record.family] = familyRecords;
	    }

	    // We provide a default TTL if external storage will be used without TTL per record-level support
	    this.storage.set(origin.hostname, records, { ttl: minTTL });
	  }

	  deleteRecords (origin) {
	    this.storage.delete(origin.hostname);
	  }

	  getHandler (meta, opts) {
	    return new DNSDispatchHandler(this, meta, opts)
	  }
	}

	class DNSDispatchHandler extends DecoratorHandler {
	  #state = null
	  #opts = null
	  #dispatch = null
	  #origin = null
	  #controller = null
	  #newOrigin = null
	  #firstTry = true

	  constructor (state, { origin, handler, dispatch, newOrigin }, opts) {
	    super(handler);
	    this.#origin = origin;
	    this.#newOrigin = newOrigin;
	    this.#opts = { ...opts };
	    this.#state = state;
	    this.#dispatch = dispatch;
	  }

	  onResponseError (controller, err) {
	    switch (err.code) {
	      case 'ETIMEDOUT':
	      case 'ECONNREFUSED': {
	        if (this.#state.dualStack) {
	          if (!this.#firstTry) {
	            super.onResponseError(controller, err);
	            return
	          }
	          this.#firstTry = false;

	          // Pick an ip address from the other family
	          const otherFamily = this.#newOrigin.hostname[0] === '[' ? 4 : 6;
	          const ip = this.#state.pickFamily(this.#origin, otherFamily);
	          if (ip == null) {
	            super.onResponseError(controller, err);
	            return
	          }

	          let port;
	          if (typeof ip.port === 'number') {
	            port = `:${ip.port}`;
	          } else if (this.#origin.port !== '') {
	            port = `:${this.#origin.port}`;
	          } else {
	            port = '';
	          }

	          const dispatchOpts = {
	            ...this.#opts,
	            origin: `${this.#origin.protocol}//${
	              ip.family === 6 ? `[${ip.address}]` : ip.address
	            }${port}`,
	            [kRequestOrigin]: this.#opts[kRequestOrigin] === undefined
	              ? this.#origin
	              : this.#opts[kRequestOrigin],
	            headers: withHostHeader(this.#origin.host, this.#opts.headers)
	          };
	          this.#dispatch(dispatchOpts, this);
	          return
	        }

	        // if dual-stack disabled, we error out
	        super.onResponseError(controller, err);
	        break
	      }
	      case 'ENOTFOUND':
	        this.#state.deleteRecords(this.#origin);
	        super.onResponseError(controller, err);
	        break
	      default:
	        super.onResponseError(controller, err);
	        break
	    }
	  }
	}

	dns = interceptorOpts => {
	  if (
	    interceptorOpts?.maxTTL != null &&
	    (typeof interceptorOpts?.maxTTL !== 'number' || interceptorOpts?.maxTTL < 0)
	  ) {
	    throw new InvalidArgumentError('Invalid maxTTL. Must be a positive number')
	  }

	  if (
	    interceptorOpts?.maxItems != null &&
	    (typeof interceptorOpts?.maxItems !== 'number' ||
	      interceptorOpts?.maxItems < 1)
	  ) {
	    throw new InvalidArgumentError(
	      'Invalid maxItems. Must be a positive number and greater than zero'
	    )
	  }

	  if (
	    interceptorOpts?.affinity != null &&
	    interceptorOpts?.affinity !== 4 &&
	    interceptorOpts?.affinity !== 6
	  ) {
	    throw new InvalidArgumentError('Invalid affinity. Must be either 4 or 6')
	  }

	  if (
	    interceptorOpts?.dualStack != null &&
	    typeof interceptorOpts?.dualStack !== 'boolean'
	  ) {
	    throw new InvalidArgumentError('Invalid dualStack. Must be a boolean')
	  }

	  if (
	    interceptorOpts?.lookup != null &&
	    typeof interceptorOpts?.lookup !== 'function'
	  ) {
	    throw new InvalidArgumentError('Invalid lookup. Must be a function')
	  }

	  if (
	    interceptorOpts?.pick != null &&
	    typeof interceptorOpts?.pick !== 'function'
	  ) {
	    throw new InvalidArgumentError('Invalid pick. Must be a function')
	  }

	  if (
	    interceptorOpts?.storage != null &&
	    (typeof interceptorOpts?.storage?.get !== 'function' ||
	      typeof interceptorOpts?.storage?.set !== 'function' ||
	      typeof interceptorOpts?.storage?.full !== 'function' ||
	      typeof interceptorOpts?.storage?.delete !== 'function'
	    )
	  ) {
	    throw new InvalidArgumentError('Invalid storage. Must be a object with methods: { get, set, full, delete }')
	  }

	  const dualStack = interceptorOpts?.dualStack ?? true;
	  let affinity;
	  if (dualStack) {
	    affinity = interceptorOpts?.affinity ?? null;
	  } else {
	    affinity = interceptorOpts?.affinity ?? 4;
	  }

	  const opts = {
	    maxTTL: interceptorOpts?.maxTTL ?? 10e3, // Expressed in ms
	    lookup: interceptorOpts?.lookup ?? null,
	    pick: interceptorOpts?.pick ?? null,
	    dualStack,
	    affinity,
	    maxItems: interceptorOpts?.maxItems ?? Infinity,
	    storage: interceptorOpts?.storage
	  };

	  const instance = new DNSInstance(opts);

	  return dispatch => {
	    return function dnsInterceptor (origDispatchOpts, handler) {
	      if (origDispatchOpts.origin == null) {
	        return dispatch(origDispatchOpts, handler)
	      }

	      const origin =
	        origDispatchOpts.origin.constructor === URL
	          ? origDispatchOpts.origin
	          : new URL(origDispatchOpts.origin);

	      if (isIP(origin.hostname) !== 0) {
	        return dispatch(origDispatchOpts, handler)
	      }

	      instance.runLookup(origin, origDispatchOpts, (err, newOrigin) => {
	        if (err) {
	          return handler.onResponseError(null, err)
	        }

	        const dispatchOpts = {
	          ...origDispatchOpts,
	          servername: origin.hostname, // For SNI on TLS
	          origin: newOrigin.origin,
	          [kRequestOrigin]: origDispatchOpts[kRequestOrigin] === undefined
	            ? origin
	            : origDispatchOpts[kRequestOrigin],
	          headers: withHostHeader(origin.host, origDispatchOpts.headers)
	        };

	        dispatch(
	          dispatchOpts,
	          instance.getHandler(
	            { origin, dispatch, handler, newOrigin },
	            origDispatchOpts
	          )
	        );
	      });

	      return true
	    }
	  }
	};
	return dns;
}

var cache$2;
var hasRequiredCache$2;

function requireCache$2 () {
	if (hasRequiredCache$2) return cache$2;
	hasRequiredCache$2 = 1;

	const {
	  safeHTTPMethods,
	  pathHasQueryOrFragment,
	  hasSafeIterator,
	  isValidHTTPToken,
	  setHeader
	} = requireUtil$4();

	const { serializePathWithQuery } = requireUtil$4();
	const { kRequestOrigin } = requireSymbols();

	const MAX_DELTA_SECONDS = 2147483647;
	const RESTRICTIVE_DIRECTIVE_NAMES = ['no-store', 'private', 'no-cache'];
	const kInvalidCacheControlDirectives = Symbol('invalid cache-control directives');

	function trimOWS (value) {
	  return value.replace(/^[\t ]+|[\t ]+$/g, '')
	}

	function arrayIncludes (array, value) {
	  for (let i = 0; i < array.length; i++) {
	    if (array[i] === value) {
	      return true
	    }
	  }

	  return false
	}

	function trimOWSStart (value) {
	  return value.replace(/^[\t ]+/, '')
	}

	function trimOWSEnd (value) {
	  return value.replace(/[\t ]+$/, '')
	}

	function findUnescapedQuote (value, start) {
	  let escaped = false;
	  for (let i = start; i < value.length; i++) {
	    if (escaped) {
	      escaped = false;
	    } else if (value[i] === '\\') {
	      escaped = true;
	    } else if (value[i] === '"') {
	      return i
	    }
	  }

	  return -1
	}

	function splitCacheControlHeaderValue (value) {
	  const directives = [];
	  let start = 0;
	  let quoteStart = -1;
	  let inQuote = false;
	  let escaped = false;

	  for (let i = 0; i < value.length; i++) {
	    if (inQuote) {
	      if (escaped) {
	        escaped = false;
	      } else if (value[i] === '\\') {
	        escaped = true;
	      } else if (value[i] === '"') {
	        inQuote = false;
	        quoteStart = -1;
	      }
	    } else if (value[i] === '"') {
	      inQuote = true;
	      quoteStart = i;
	    } else if (value[i] === ',') {
	      directives.push({ value: value.substring(start, i), fromMalformedQuote: false });
	      start = i + 1;
	    }
	  }

	  if (!inQuote) {
	    directives.push({ value: value.substring(start), fromMalformedQuote: false });
	    return directives
	  }

	  const tail = value.substring(start);
	  const quoteOffset = quoteStart - start;
	  let tailStart = 0;
	  for (let i = 0; i < tail.length; i++) {
	    if (tail[i] === ',') {
	      directives.push({
	        value: tail.substring(tailStart, i),
	        fromMalformedQuote: tailStart > quoteOffset
	      });
	      tailStart = i + 1;
	    }
	  }

	  directives.push({
	    value: tail.substring(tailStart),
	    fromMalformedQuote: tailStart > quoteOffset
	  });
	  return directives
	}

	function markInvalidCacheControlDirective (directives, key) {
	  let invalidDirectives = directives[kInvalidCacheControlDirectives];

	  if (invalidDirectives === undefined) {
	    invalidDirectives = new Set();
	    Object.defineProperty(directives, kInvalidCacheControlDirectives, {
	      value: invalidDirectives
	    });
	  }

	  invalidDirectives.add(key);
	}

	function hasInvalidCacheControlDirective (directives, key) {
	  return directives[kInvalidCacheControlDirectives]?.has(key) === true
	}

	function getMalformedRestrictiveDirectiveName (key) {
	  for (const directiveName of RESTRICTIVE_DIRECTIVE_NAMES) {
	    if (
	      key.startsWith(directiveName) &&
	      key.length > directiveName.length &&
	      !isValidHTTPToken(key[directiveName.length])
	    ) {
	      return directiveName
	    }
	  }

	  let tokenOnlyKey = '';
	  let hasInvalidTokenChar = false;
	  for (let i = 0; i < key.length; i++) {
	    if (isValidHTTPToken(key[i])) {
	      tokenOnlyKey += key[i];
	    } else {
	      hasInvalidTokenChar = true;
	    }
	  }

	  if (hasInvalidTokenChar && arrayIncludes(RESTRICTIVE_DIRECTIVE_NAMES, tokenOnlyKey)) {
	    return tokenOnlyKey
	  }
	}

	/**
	 * @param {import('../../types/dispatcher.d.ts').default.DispatchOptions} opts
	 */
	function getRequestOrigin (opts) {
	  const origin = opts[kRequestOrigin] === undefined
	    ? opts.origin
	    : opts[kRequestOrigin];
	  return typeof origin === 'string' || origin instanceof URL
	    ? origin
	    : null
	}

	/**
	 * @param {import('../../types/dispatcher.d.ts').default.DispatchOptions} opts
	 * @param {string|null|undefined} interceptorOrigin
	 */
	function getInterceptorOrigin (opts, interceptorOrigin) {
	  const requestOrigin = getRequestOrigin(opts);
	  if (interceptorOrigin === undefined) {
	    return requestOrigin
	  }
	  if (interceptorOrigin === null) {
	    return null
	  }
	  if (requestOrigin) {
	    try {
	      if (new URL(requestOrigin).origin !== interceptorOrigin) {
	        return null
	      }
	    } catch {
	      return interceptorOrigin
	    }
	  }
	  return interceptorOrigin
	}

	/**
	 * @param {import('../../types/dispatcher.d.ts').default.DispatchOptions} opts
	 * @param {string|URL|null} [origin]
	 */
	function makeCacheKey (opts, origin = getRequestOrigin(opts)) {
	  if (!origin) {
	    throw new Error('opts.origin is undefined')
	  }

	  let fullPath = opts.path || '/';

	  if (opts.query && !pathHasQueryOrFragment(fullPath)) {
	    fullPath = serializePathWithQuery(fullPath, opts.query);
	  }

	  return {
	    origin: origin.toString(),
	    method: opts.method,
	    path: fullPath,
	    headers: opts.headers
	  }
	}

	function appendHeader (headers, key, val) {
	  const headerName = key.toLowerCase();
	  // Reading `headers[headerName]` directly would resolve `__proto__` (and any
	  // other inherited name) through the prototype chain rather than report the
	  // header as absent.
	  const current = Object.hasOwn(headers, headerName)
	    ? headers[headerName]
	    : undefined;
	  const values = Array.isArray(val) ? val : [val];

	  if (current === undefined) {
	    setHeader(headers, headerName, Array.isArray(val) ? val.slice() : val);
	  } else if (Array.isArray(current)) {
	    current.push(...values);
	  } else {
	    setHeader(headers, headerName, [current, ...values]);
	  }
	}

	/**
	 * @param {Record<string, string[] | string>}
	 * @returns {Record<string, string[] | string>}
	 */
	function normalizeHeaders (opts) {
	  let headers;
	  if (opts.headers == null) {
	    headers = {};
	  } else if (typeof opts.headers === 'object') {
	    headers = {};

	    if (hasSafeIterator(opts.headers)) {
	      if (Array.isArray(opts.headers)) {
	        // Array format: could be flat alternating [k, v, k, v, ...]
	        // or array-of-pairs [[k, v], ...]
	        const first = opts.headers[0];
	        if (Array.isArray(first)) {
	          for (const x of opts.headers) {
	            if (!Array.isArray(x)) {
	              throw new Error('opts.headers is not a valid header map')
	            }
	            const [key, val] = x;
	            if (typeof key !== 'string' || typeof val !== 'string') {
	              throw new Error('opts.headers is not a valid header map')
	            }
	            appendHeader(headers, key, val);
	          }
	        } else {
	          // Flat alternating array [k, v, k, v, ...]
	          const len = opts.headers.length;
	          if (len % 2 !== 0) {
	            throw new Error('opts.headers is not a valid header map')
	          }
	          for (let i = 0; i < len; i += 2) {
	            const key = opts.headers[i];
	            const val = opts.headers[i + 1];
	            if (typeof key !== 'string' || (typeof val !== 'string' && !Array.isArray(val))) {
	              throw new Error('opts.headers is not a valid header map')
	            }
	            if (typeof val === 'string') {
	              appendHeader(headers, key, val);
	            } else {
	              const mapped = [];
	              for (let j = 0; j < val.length; j++) {
	                const v = val[j];
	                mapped.push(typeof v === 'string' ? v : v.toString('latin1'));
	              }
	              appendHeader(headers, key, mapped);
	            }
	          }
	        }
	      } else {
	        // Non-array iterable (e.g. Map) — use original iteration logic
	        for (const x of opts.headers) {
	          if (!Array.isArray(x)) {
	            throw new Error('opts.headers is not a valid header map')
	          }
	          const [key, val] = x;
	          if (typeof key !== 'string' || typeof val !== 'string') {
	            throw new Error('opts.headers is not a valid header map')
	          }
	          appendHeader(headers, key, val);
	        }
	      }
	    } else {
	      for (const key of Object.keys(opts.headers)) {
	        appendHeader(headers, key, opts.headers[key]);
	      }
	    }
	  } else {
	    throw new Error('opts.headers is not an object')
	  }

	  return headers
	}

	/**
	 * @param {any} key
	 */
	function assertCacheKey (key) {
	  if (typeof key !== 'object') {
	    throw new TypeError(`expected key to be object, got ${typeof key}`)
	  }

	  for (const property of ['origin', 'method', 'path']) {
	    if (typeof key[property] !== 'string') {
	      throw new TypeError(`expected key.${property} to be string, got ${typeof key[property]}`)
	    }
	  }

	  if (key.headers !== undefined && typeof key.headers !== 'object') {
	    throw new TypeError(`expected headers to be object, got ${typeof key}`)
	  }
	}

	/**
	 * @param {any} value
	 */
	function assertCacheValue (value) {
	  if (typeof value !== 'object') {
	    throw new TypeError(`expected value to be object, got ${typeof value}`)
	  }

	  for (const property of ['statusCode', 'cachedAt', 'staleAt', 'deleteAt']) {
	    if (typeof value[property] !== 'number') {
	      throw new TypeError(`expected value.${property} to be number, got ${typeof value[property]}`)
	    }
	  }

	  if (typeof value.statusMessage !== 'string') {
	    throw new TypeError(`expected value.statusMessage to be string, got ${typeof value.statusMessage}`)
	  }

	  if (value.headers != null && typeof value.headers !== 'object') {
	    throw new TypeError(`expected value.rawHeaders to be object, got ${typeof value.headers}`)
	  }

	  if (value.vary !== undefined && typeof value.vary !== 'object') {
	    throw new TypeError(`expected value.vary to be object, got ${typeof value.vary}`)
	  }

	  if (value.etag !== undefined && typeof value.etag !== 'string') {
	    throw new TypeError(`expected value.etag to be string, got ${typeof value.etag}`)
	  }
	}

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc9111.html#name-cache-control
	 * @see https://www.iana.org/assignments/http-cache-directives/http-cache-directives.xhtml

	 * @param {string | string[]} header
	 * @returns {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives}
	 */
	function parseCacheControlHeader (header) {
	  /**
	   * @type {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives}
	   */
	  const output = {};
	  const invalidNumericDirectives = new Set();
	  const invalidNoArgumentDirectives = new Set();

	  const directives = splitCacheControlHeaderValue(Array.isArray(header) ? header.join(',') : header);

	  for (let i = 0; i < directives.length; i++) {
	    const directiveRecord = directives[i];
	    const directive = directiveRecord.value.toLowerCase();
	    const fromMalformedQuote = directiveRecord.fromMalformedQuote;
	    const keyValueDelimiter = directive.indexOf('=');

	    let key;
	    let value;
	    let keyHasTrailingWhitespace = false;
	    let valueHasLeadingWhitespace = false;
	    if (keyValueDelimiter !== -1) {
	      const rawKey = directive.substring(0, keyValueDelimiter);
	      const rawValue = directive.substring(keyValueDelimiter + 1);

	      keyHasTrailingWhitespace = trimOWSEnd(rawKey) !== rawKey;
	      valueHasLeadingWhitespace = trimOWSStart(rawValue) !== rawValue;
	      key = trimOWS(rawKey);
	      value = trimOWSStart(rawValue);
	    } else {
	      key = trimOWS(directive);
	    }

	    const malformedRestrictiveDirectiveName = getMalformedRestrictiveDirectiveName(key);
	    if (malformedRestrictiveDirectiveName !== undefined) {
	      output[malformedRestrictiveDirectiveName] = true;
	      continue
	    }

	    switch (key) {
	      case 'min-fresh':
	      case 'max-stale':
	      case 'max-age':
	      case 's-maxage':
	      case 'stale-while-revalidate':
	      case 'stale-if-error': {
	        if (fromMalformedQuote || invalidNumericDirectives.has(key)) {
	          continue
	        }

	        if (value === undefined || keyHasTrailingWhitespace || valueHasLeadingWhitespace) {
	          delete output[key];
	          invalidNumericDirectives.add(key);
	          markInvalidCacheControlDirective(output, key);
	          continue
	        }

	        if (
	          value.length >= 2 &&
	          value[0] === '"' &&
	          value[value.length - 1] === '"'
	        ) {
	          value = value.substring(1, value.length - 1);
	        }

	        if (!/^[0-9]+$/.test(value)) {
	          delete output[key];
	          invalidNumericDirectives.add(key);
	          markInvalidCacheControlDirective(output, key);
	          continue
	        }

	        const parsedValue = Math.min(parseInt(value, 10), MAX_DELTA_SECONDS);

	        if (key === 'min-fresh') {
	          if (!(key in output) || output[key] < parsedValue) {
	            output[key] = parsedValue;
	          }
	        } else if (!(key in output) || output[key] > parsedValue) {
	          output[key] = parsedValue;
	        }

	        break
	      }
	      case 'private':
	      case 'no-cache': {
	        if (fromMalformedQuote) {
	          output[key] = true;
	          break
	        }

	        if (value !== undefined && value.length === 0) {
	          output[key] = true;
	          break
	        }

	        if (value) {
	          // The private and no-cache directives can be unqualified (aka just
	          //  `private` or `no-cache`) or qualified (w/ a value). When they're
	          //  qualified, it's a list of headers like `no-cache=header1`,
	          //  `no-cache="header1"`, or `no-cache="header1, header2"`
	          // If we're given multiple headers, the comma messes us up since
	          //  we split the full header by commas. So, let's loop through the
	          //  remaining parts in front of us until we find one that contains a
	          //  closing quote. We can then skip the consumed quoted-list fragments and
	          //  continue parsing like normal.
	          // https://www.rfc-editor.org/rfc/rfc9111.html#name-no-cache-2
	          if (value[0] === '"') {
	            // Something like `no-cache="some-header"` OR `no-cache="some-header, another-header"`.
	            value = trimOWSEnd(value);

	            let fieldList = '';
	            let lastQuotedPart = i;
	            let foundEndingQuote = false;
	            const closingQuote = findUnescapedQuote(value, 1);

	            if (closingQuote !== -1) {
	              fieldList = value.substring(1, closingQuote);
	              foundEndingQuote = true;
	            } else {
	              // Something like `no-cache="some-header, another-header"`
	              //  This can still be something invalid, e.g. `no-cache="some-header, ...`
	              const fieldListParts = [value.substring(1)];

	              for (let j = i + 1; j < directives.length; j++) {
	                const nextPart = trimOWS(directives[j].value);
	                const closingQuote = findUnescapedQuote(nextPart, 0);

	                lastQuotedPart = j;

	                if (closingQuote !== -1) {
	                  fieldListParts.push(nextPart.substring(0, closingQuote));
	                  foundEndingQuote = true;
	                  break
	                }

	                fieldListParts.push(nextPart);
	              }

	              fieldList = fieldListParts.join(',');
	            }

	            if (!foundEndingQuote) {
	              output[key] = true;
	              break
	            }

	            i = lastQuotedPart;

	            const headers = fieldList.split(',');
	            let validFieldNames = true;
	            for (let j = 0; j < headers.length; j++) {
	              headers[j] = trimOWS(headers[j]);
	              if (!isValidHTTPToken(headers[j])) {
	                validFieldNames = false;
	              }
	            }

	            if (!validFieldNames) {
	              output[key] = true;
	            } else if (output[key] !== true) {
	              if (key in output) {
	                output[key] = output[key].concat(headers);
	              } else {
	                output[key] = headers;
	              }
	            }
	          } else {
	            // Something like `no-cache=some-header`
	            const fieldName = trimOWS(value);

	            if (!isValidHTTPToken(fieldName)) {
	              output[key] = true;
	            } else if (output[key] !== true) {
	              if (key in output) {
	                output[key] = output[key].concat(fieldName);
	              } else {
	                output[key] = [fieldName];
	              }
	            }
	          }

	          break
	        }
	      }
	      // eslint-disable-next-line no-fallthrough
	      case 'public':
	      case 'must-revalidate':
	      case 'proxy-revalidate':
	      case 'immutable':
	      case 'no-transform':
	      case 'must-understand':
	      case 'only-if-cached':
	        if (fromMalformedQuote || invalidNoArgumentDirectives.has(key)) {
	          continue
	        }

	        if (value !== undefined) {
	          // These are qualified (something like `public=...`) when they aren't
	          //  allowed to be, skip all instances of the malformed directive.
	          delete output[key];
	          invalidNoArgumentDirectives.add(key);
	          continue
	        }

	        output[key] = true;
	        break
	      case 'no-store':
	        output[key] = true;
	        break
	      default:
	        // Ignore unknown directives as per https://www.rfc-editor.org/rfc/rfc9111.html#section-5.2.3-1
	        continue
	    }
	  }

	  return output
	}

	/**
	 * @param {string | string[]} varyHeader Vary header from the server
	 * @returns {string[]}
	 */
	function splitVaryHeader (varyHeader) {
	  const values = Array.isArray(varyHeader) ? varyHeader : [varyHeader];
	  const output = [];

	  for (let i = 0; i < values.length; i++) {
	    const parts = values[i].split(',');
	    for (let j = 0; j < parts.length; j++) {
	      output.push(parts[j]);
	    }
	  }

	  return output
	}

	/**
	 * @param {string | string[]} varyHeader Vary header from the server
	 * @returns {boolean}
	 */
	function hasVaryStar (varyHeader) {
	  const values = splitVaryHeader(varyHeader);
	  for (let i = 0; i < values.length; i++) {
	    if (trimOWS(values[i]).indexOf('*') !== -1) {
	      return true
	    }
	  }

	  return false
	}

	/**
	 * @param {string | string[]} varyHeader Vary header from the server
	 * @param {Record<string, string | string[]>} headers Request headers
	 * @returns {Record<string, string | string[] | null> | undefined}
	 */
	function parseVaryHeader (varyHeader, headers) {
	  if (hasVaryStar(varyHeader)) {
	    return headers
	  }

	  const output = /** @type {Record<string, string | string[] | null>} */ ({});

	  const varyingHeaders = splitVaryHeader(varyHeader);

	  for (const header of varyingHeaders) {
	    const trimmedHeader = trimOWS(header).toLowerCase();

	    if (trimmedHeader.length === 0) {
	      continue
	    }

	    if (!isValidHTTPToken(trimmedHeader)) {
	      return undefined
	    }

	    const headerValue = headers[trimmedHeader];
	    output[trimmedHeader] = Array.isArray(headerValue) ? headerValue.slice() : headerValue ?? null;
	  }

	  return output
	}

	/**
	 * @param {string | string[]} varyHeader Vary header from the server
	 * @returns {boolean}
	 */
	function isInvalidOrWildcardVaryHeader (varyHeader) {
	  return hasVaryStar(varyHeader) || parseVaryHeader(varyHeader, {}) === undefined
	}

	/**
	 * Note: this deviates from the spec a little. Empty etags ("", W/"") are valid,
	 *  however, including them in cached resposnes serves little to no purpose.
	 *
	 * @see https://www.rfc-editor.org/rfc/rfc9110.html#name-etag
	 *
	 * @param {string} etag
	 * @returns {boolean}
	 */
	function isEtagUsable (etag) {
	  if (etag.length <= 2) {
	    // Shortest an etag can be is two chars (just ""). This is where we deviate
	    //  from the spec requiring a min of 3 chars however
	    return false
	  }

	  if (etag[0] === '"' && etag[etag.length - 1] === '"') {
	    // ETag: ""asd123"" or ETag: "W/"asd123"", kinda undefined behavior in the
	    //  spec. Some servers will accept these while others don't.
	    // ETag: "asd123"
	    return !(etag[1] === '"' || etag.startsWith('"W/'))
	  }

	  if (etag.startsWith('W/"') && etag[etag.length - 1] === '"') {
	    // ETag: W/"", also where we deviate from the spec & require a min of 3
	    //  chars
	    // ETag: for W/"", W/"asd123"
	    return etag.length !== 4
	  }

	  // Anything else
	  return false
	}

	/**
	 * @param {unknown} store
	 * @returns {asserts store is import('../../types/cache-interceptor.d.ts').default.CacheStore}
	 */
	function assertCacheStore (store, name = 'CacheStore') {
	  if (typeof store !== 'object' || store === null) {
	    throw new TypeError(`expected type of ${name} to be a CacheStore, got ${store === null ? 'null' : typeof store}`)
	  }

	  for (const fn of ['get', 'createWriteStream', 'delete']) {
	    if (typeof store[fn] !== 'function') {
	      throw new TypeError(`${name} needs to have a \`${fn}()\` function`)
	    }
	  }
	}
	/**
	 * @param {unknown} methods
	 * @returns {asserts methods is import('../../types/cache-interceptor.d.ts').default.CacheMethods[]}
	 */
	function assertCacheMethods (methods, name = 'CacheMethods') {
	  if (!Array.isArray(methods)) {
	    throw new TypeError(`expected type of ${name} needs to be an array, got ${methods === null ? 'null' : typeof methods}`)
	  }

	  if (methods.length === 0) {
	    throw new TypeError(`${name} needs to have at least one method`)
	  }

	  for (const method of methods) {
	    if (!arrayIncludes(safeHTTPMethods, method)) {
	      throw new TypeError(`element of ${name}-array needs to be one of following values: ${safeHTTPMethods.join(', ')}, got ${method}`)
	    }
	  }
	}

	/**
	 * Creates a string key for request deduplication purposes.
	 * This key is used to identify in-flight requests that can be shared.
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} cacheKey
	 * @param {Set<string>} [excludeHeaders] Set of lowercase header names to exclude from the key
	 * @returns {string}
	 */
	function makeDeduplicationKey (cacheKey, excludeHeaders) {
	  // Use JSON.stringify to produce a collision-resistant key.
	  // Previous format used `:` and `=` delimiters without escaping, which
	  // allowed different header sets to produce identical keys (e.g.
	  // {a:"x:b=y"} vs {a:"x", b:"y"}). See: https://github.com/nodejs/undici/issues/5012
	  const headers = {};

	  if (cacheKey.headers) {
	    const sortedHeaders = Object.keys(cacheKey.headers).sort();
	    for (const header of sortedHeaders) {
	      // Skip excluded headers
	      if (excludeHeaders?.has(header.toLowerCase())) {
	        continue
	      }
	      setHeader(headers, header, cacheKey.headers[header]);
	    }
	  }

	  return JSON.stringify([cacheKey.origin, cacheKey.method, cacheKey.path, headers])
	}

	cache$2 = {
	  getInterceptorOrigin,
	  getRequestOrigin,
	  makeCacheKey,
	  normalizeHeaders,
	  assertCacheKey,
	  assertCacheValue,
	  parseCacheControlHeader,
	  hasInvalidCacheControlDirective,
	  parseVaryHeader,
	  hasVaryStar,
	  isInvalidOrWildcardVaryHeader,
	  isEtagUsable,
	  assertCacheMethods,
	  assertCacheStore,
	  makeDeduplicationKey
	};
	return cache$2;
}

var date;
var hasRequiredDate;

function requireDate () {
	if (hasRequiredDate) return date;
	hasRequiredDate = 1;

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc9110.html#name-date-time-formats
	 *
	 * @param {string} date
	 * @returns {Date | undefined}
	 */
	function parseHttpDate (date) {
	  // Sun, 06 Nov 1994 08:49:37 GMT    ; IMF-fixdate
	  // Sun Nov  6 08:49:37 1994         ; ANSI C's asctime() format
	  // Sunday, 06-Nov-94 08:49:37 GMT   ; obsolete RFC 850 format

	  switch (date[3]) {
	    case ',': return parseImfDate(date)
	    case ' ': return parseAscTimeDate(date)
	    default: return parseRfc850Date(date)
	  }
	}

	function makeDate (year, monthIdx, day, hour, minute, second, weekday) {
	  const result = new Date(Date.UTC(year, monthIdx, day, hour, minute, second));

	  // Date.UTC treats years 0-99 as 1900-1999. Reset the full year so component
	  // checks below validate the HTTP date as written.
	  if (year >= 0 && year <= 99) {
	    result.setUTCFullYear(year);
	  }

	  return result.getUTCFullYear() === year &&
	    result.getUTCMonth() === monthIdx &&
	    result.getUTCDate() === day &&
	    result.getUTCHours() === hour &&
	    result.getUTCMinutes() === minute &&
	    result.getUTCSeconds() === second &&
	    result.getUTCDay() === weekday
	    ? result
	    : undefined
	}

	/**
	 * @see https://httpwg.org/specs/rfc9110.html#preferred.date.format
	 *
	 * @param {string} date
	 * @returns {Date | undefined}
	 */
	function parseImfDate (date) {
	  if (
	    date.length !== 29 ||
	    date[4] !== ' ' ||
	    date[7] !== ' ' ||
	    date[11] !== ' ' ||
	    date[16] !== ' ' ||
	    date[19] !== ':' ||
	    date[22] !== ':' ||
	    date[25] !== ' ' ||
	    date[26] !== 'G' ||
	    date[27] !== 'M' ||
	    date[28] !== 'T'
	  ) {
	    return undefined
	  }

	  let weekday = -1;
	  if (date[0] === 'S' && date[1] === 'u' && date[2] === 'n') { // Sunday
	    weekday = 0;
	  } else if (date[0] === 'M' && date[1] === 'o' && date[2] === 'n') { // Monday
	    weekday = 1;
	  } else if (date[0] === 'T' && date[1] === 'u' && date[2] === 'e') { // Tuesday
	    weekday = 2;
	  } else if (date[0] === 'W' && date[1] === 'e' && date[2] === 'd') { // Wednesday
	    weekday = 3;
	  } else if (date[0] === 'T' && date[1] === 'h' && date[2] === 'u') { // Thursday
	    weekday = 4;
	  } else if (date[0] === 'F' && date[1] === 'r' && date[2] === 'i') { // Friday
	    weekday = 5;
	  } else if (date[0] === 'S' && date[1] === 'a' && date[2] === 't') { // Saturday
	    weekday = 6;
	  } else {
	    return undefined // Not a valid day of the week
	  }

	  let day = 0;
	  if (date[5] === '0') {
	    // Single digit day, e.g. "Sun Nov 6 08:49:37 1994"
	    const code = date.charCodeAt(6);
	    if (code < 49 || code > 57) {
	      return undefined // Not a digit
	    }
	    day = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(5);
	    if (code1 < 49 || code1 > 51) {
	      return undefined // Not a digit between 1 and 3
	    }
	    const code2 = date.charCodeAt(6);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    day = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let monthIdx = -1;
	  if (
	    (date[8] === 'J' && date[9] === 'a' && date[10] === 'n')
	  ) {
	    monthIdx = 0; // Jan
	  } else if (
	    (date[8] === 'F' && date[9] === 'e' && date[10] === 'b')
	  ) {
	    monthIdx = 1; // Feb
	  } else if (
	    (date[8] === 'M' && date[9] === 'a')
	  ) {
	    if (date[10] === 'r') {
	      monthIdx = 2; // Mar
	    } else if (date[10] === 'y') {
	      monthIdx = 4; // May
	    } else {
	      return undefined // Invalid month
	    }
	  } else if (
	    (date[8] === 'J')
	  ) {
	    if (date[9] === 'a' && date[10] === 'n') {
	      monthIdx = 0; // Jan
	    } else if (date[9] === 'u') {
	      if (date[10] === 'n') {
	        monthIdx = 5; // Jun
	      } else if (date[10] === 'l') {
	        monthIdx = 6; // Jul
	      } else {
	        return undefined // Invalid month
	      }
	    } else {
	      return undefined // Invalid month
	    }
	  } else if (
	    (date[8] === 'A')
	  ) {
	    if (date[9] === 'p' && date[10] === 'r') {
	      monthIdx = 3; // Apr
	    } else if (date[9] === 'u' && date[10] === 'g') {
	      monthIdx = 7; // Aug
	    } else {
	      return undefined // Invalid month
	    }
	  } else if (
	    (date[8] === 'S' && date[9] === 'e' && date[10] === 'p')
	  ) {
	    monthIdx = 8; // Sep
	  } else if (
	    (date[8] === 'O' && date[9] === 'c' && date[10] === 't')
	  ) {
	    monthIdx = 9; // Oct
	  } else if (
	    (date[8] === 'N' && date[9] === 'o' && date[10] === 'v')
	  ) {
	    monthIdx = 10; // Nov
	  } else if (
	    (date[8] === 'D' && date[9] === 'e' && date[10] === 'c')
	  ) {
	    monthIdx = 11; // Dec
	  } else {
	    // Not a valid month
	    return undefined
	  }

	  const yearDigit1 = date.charCodeAt(12);
	  if (yearDigit1 < 48 || yearDigit1 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit2 = date.charCodeAt(13);
	  if (yearDigit2 < 48 || yearDigit2 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit3 = date.charCodeAt(14);
	  if (yearDigit3 < 48 || yearDigit3 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit4 = date.charCodeAt(15);
	  if (yearDigit4 < 48 || yearDigit4 > 57) {
	    return undefined // Not a digit
	  }
	  const year = (yearDigit1 - 48) * 1000 + (yearDigit2 - 48) * 100 + (yearDigit3 - 48) * 10 + (yearDigit4 - 48);

	  let hour = 0;
	  if (date[17] === '0') {
	    const code = date.charCodeAt(18);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    hour = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(17);
	    if (code1 < 48 || code1 > 50) {
	      return undefined // Not a digit between 0 and 2
	    }
	    const code2 = date.charCodeAt(18);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    if (code1 === 50 && code2 > 51) {
	      return undefined // Hour cannot be greater than 23
	    }
	    hour = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let minute = 0;
	  if (date[20] === '0') {
	    const code = date.charCodeAt(21);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    minute = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(20);
	    if (code1 < 48 || code1 > 53) {
	      return undefined // Not a digit between 0 and 5
	    }
	    const code2 = date.charCodeAt(21);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    minute = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let second = 0;
	  if (date[23] === '0') {
	    const code = date.charCodeAt(24);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    second = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(23);
	    if (code1 < 48 || code1 > 53) {
	      return undefined // Not a digit between 0 and 5
	    }
	    const code2 = date.charCodeAt(24);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    second = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  return makeDate(year, monthIdx, day, hour, minute, second, weekday)
	}

	/**
	 * @see https://httpwg.org/specs/rfc9110.html#obsolete.date.formats
	 *
	 * @param {string} date
	 * @returns {Date | undefined}
	 */
	function parseAscTimeDate (date) {
	  // This is assumed to be in UTC

	  if (
	    date.length !== 24 ||
	    date[7] !== ' ' ||
	    date[10] !== ' ' ||
	    date[19] !== ' '
	  ) {
	    return undefined
	  }

	  let weekday = -1;
	  if (date[0] === 'S' && date[1] === 'u' && date[2] === 'n') { // Sunday
	    weekday = 0;
	  } else if (date[0] === 'M' && date[1] === 'o' && date[2] === 'n') { // Monday
	    weekday = 1;
	  } else if (date[0] === 'T' && date[1] === 'u' && date[2] === 'e') { // Tuesday
	    weekday = 2;
	  } else if (date[0] === 'W' && date[1] === 'e' && date[2] === 'd') { // Wednesday
	    weekday = 3;
	  } else if (date[0] === 'T' && date[1] === 'h' && date[2] === 'u') { // Thursday
	    weekday = 4;
	  } else if (date[0] === 'F' && date[1] === 'r' && date[2] === 'i') { // Friday
	    weekday = 5;
	  } else if (date[0] === 'S' && date[1] === 'a' && date[2] === 't') { // Saturday
	    weekday = 6;
	  } else {
	    return undefined // Not a valid day of the week
	  }

	  let monthIdx = -1;
	  if (
	    (date[4] === 'J' && date[5] === 'a' && date[6] === 'n')
	  ) {
	    monthIdx = 0; // Jan
	  } else if (
	    (date[4] === 'F' && date[5] === 'e' && date[6] === 'b')
	  ) {
	    monthIdx = 1; // Feb
	  } else if (
	    (date[4] === 'M' && date[5] === 'a')
	  ) {
	    if (date[6] === 'r') {
	      monthIdx = 2; // Mar
	    } else if (date[6] === 'y') {
	      monthIdx = 4; // May
	    } else {
	      return undefined // Invalid month
	    }
	  } else if (
	    (date[4] === 'J')
	  ) {
	    if (date[5] === 'a' && date[6] === 'n') {
	      monthIdx = 0; // Jan
	    } else if (date[5] === 'u') {
	      if (date[6] === 'n') {
	        monthIdx = 5; // Jun
	      } else if (date[6] === 'l') {
	        monthIdx = 6; // Jul
	      } else {
	        return undefined // Invalid month
	      }
	    } else {
	      return undefined // Invalid month
	    }
	  } else if (
	    (date[4] === 'A')
	  ) {
	    if (date[5] === 'p' && date[6] === 'r') {
	      monthIdx = 3; // Apr
	    } else if (date[5] === 'u' && date[6] === 'g') {
	      monthIdx = 7; // Aug
	    } else {
	      return undefined // Invalid month
	    }
	  } else if (
	    (date[4] === 'S' && date[5] === 'e' && date[6] === 'p')
	  ) {
	    monthIdx = 8; // Sep
	  } else if (
	    (date[4] === 'O' && date[5] === 'c' && date[6] === 't')
	  ) {
	    monthIdx = 9; // Oct
	  } else if (
	    (date[4] === 'N' && date[5] === 'o' && date[6] === 'v')
	  ) {
	    monthIdx = 10; // Nov
	  } else if (
	    (date[4] === 'D' && date[5] === 'e' && date[6] === 'c')
	  ) {
	    monthIdx = 11; // Dec
	  } else {
	    // Not a valid month
	    return undefined
	  }

	  let day = 0;
	  if (date[8] === ' ') {
	    // Single digit day, e.g. "Sun Nov 6 08:49:37 1994"
	    const code = date.charCodeAt(9);
	    if (code < 49 || code > 57) {
	      return undefined // Not a digit
	    }
	    day = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(8);
	    if (code1 < 49 || code1 > 51) {
	      return undefined // Not a digit between 1 and 3
	    }
	    const code2 = date.charCodeAt(9);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    day = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let hour = 0;
	  if (date[11] === '0') {
	    const code = date.charCodeAt(12);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    hour = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(11);
	    if (code1 < 48 || code1 > 50) {
	      return undefined // Not a digit between 0 and 2
	    }
	    const code2 = date.charCodeAt(12);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    if (code1 === 50 && code2 > 51) {
	      return undefined // Hour cannot be greater than 23
	    }
	    hour = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let minute = 0;
	  if (date[14] === '0') {
	    const code = date.charCodeAt(15);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    minute = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(14);
	    if (code1 < 48 || code1 > 53) {
	      return undefined // Not a digit between 0 and 5
	    }
	    const code2 = date.charCodeAt(15);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    minute = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let second = 0;
	  if (date[17] === '0') {
	    const code = date.charCodeAt(18);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    second = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(17);
	    if (code1 < 48 || code1 > 53) {
	      return undefined // Not a digit between 0 and 5
	    }
	    const code2 = date.charCodeAt(18);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    second = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  const yearDigit1 = date.charCodeAt(20);
	  if (yearDigit1 < 48 || yearDigit1 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit2 = date.charCodeAt(21);
	  if (yearDigit2 < 48 || yearDigit2 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit3 = date.charCodeAt(22);
	  if (yearDigit3 < 48 || yearDigit3 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit4 = date.charCodeAt(23);
	  if (yearDigit4 < 48 || yearDigit4 > 57) {
	    return undefined // Not a digit
	  }
	  const year = (yearDigit1 - 48) * 1000 + (yearDigit2 - 48) * 100 + (yearDigit3 - 48) * 10 + (yearDigit4 - 48);

	  return makeDate(year, monthIdx, day, hour, minute, second, weekday)
	}

	/**
	 * @see https://httpwg.org/specs/rfc9110.html#obsolete.date.formats
	 *
	 * @param {string} date
	 * @returns {Date | undefined}
	 */
	function parseRfc850Date (date) {
	  let commaIndex = -1;

	  let weekday = -1;
	  if (date[0] === 'S') {
	    if (date[1] === 'u' && date[2] === 'n' && date[3] === 'd' && date[4] === 'a' && date[5] === 'y') {
	      weekday = 0; // Sunday
	      commaIndex = 6;
	    } else if (date[1] === 'a' && date[2] === 't' && date[3] === 'u' && date[4] === 'r' && date[5] === 'd' && date[6] === 'a' && date[7] === 'y') {
	      weekday = 6; // Saturday
	      commaIndex = 8;
	    }
	  } else if (date[0] === 'M' && date[1] === 'o' && date[2] === 'n' && date[3] === 'd' && date[4] === 'a' && date[5] === 'y') {
	    weekday = 1; // Monday
	    commaIndex = 6;
	  } else if (date[0] === 'T') {
	    if (date[1] === 'u' && date[2] === 'e' && date[3] === 's' && date[4] === 'd' && date[5] === 'a' && date[6] === 'y') {
	      weekday = 2; // Tuesday
	      commaIndex = 7;
	    } else if (date[1] === 'h' && date[2] === 'u' && date[3] === 'r' && date[4] === 's' && date[5] === 'd' && date[6] === 'a' && date[7] === 'y') {
	      weekday = 4; // Thursday
	      commaIndex = 8;
	    }
	  } else if (date[0] === 'W' && date[1] === 'e' && date[2] === 'd' && date[3] === 'n' && date[4] === 'e' && date[5] === 's' && date[6] === 'd' && date[7] === 'a' && date[8] === 'y') {
	    weekday = 3; // Wednesday
	    commaIndex = 9;
	  } else if (date[0] === 'F' && date[1] === 'r' && date[2] === 'i' && date[3] === 'd' && date[4] === 'a' && date[5] === 'y') {
	    weekday = 5; // Friday
	    commaIndex = 6;
	  } else {
	    // Not a valid day name
	    return undefined
	  }

	  if (
	    date[commaIndex] !== ',' ||
	    (date.length - commaIndex - 1) !== 23 ||
	    date[commaIndex + 1] !== ' ' ||
	    date[commaIndex + 4] !== '-' ||
	    date[commaIndex + 8] !== '-' ||
	    date[commaIndex + 11] !== ' ' ||
	    date[commaIndex + 14] !== ':' ||
	    date[commaIndex + 17] !== ':' ||
	    date[commaIndex + 20] !== ' ' ||
	    date[commaIndex + 21] !== 'G' ||
	    date[commaIndex + 22] !== 'M' ||
	    date[commaIndex + 23] !== 'T'
	  ) {
	    return undefined
	  }

	  let day = 0;
	  if (date[commaIndex + 2] === '0') {
	    // Single digit day, e.g. "Sun Nov 6 08:49:37 1994"
	    const code = date.charCodeAt(commaIndex + 3);
	    if (code < 49 || code > 57) {
	      return undefined // Not a digit
	    }
	    day = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(commaIndex + 2);
	    if (code1 < 49 || code1 > 51) {
	      return undefined // Not a digit between 1 and 3
	    }
	    const code2 = date.charCodeAt(commaIndex + 3);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    day = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let monthIdx = -1;
	  if (
	    (date[commaIndex + 5] === 'J' && date[commaIndex + 6] === 'a' && date[commaIndex + 7] === 'n')
	  ) {
	    monthIdx = 0; // Jan
	  } else if (
	    (date[commaIndex + 5] === 'F' && date[commaIndex + 6] === 'e' && date[commaIndex + 7] === 'b')
	  ) {
	    monthIdx = 1; // Feb
	  } else if (
	    (date[commaIndex + 5] === 'M' && date[commaIndex + 6] === 'a' && date[commaIndex + 7] === 'r')
	  ) {
	    monthIdx = 2; // Mar
	  } else if (
	    (date[commaIndex + 5] === 'A' && date[commaIndex + 6] === 'p' && date[commaIndex + 7] === 'r')
	  ) {
	    monthIdx = 3; // Apr
	  } else if (
	    (date[commaIndex + 5] === 'M' && date[commaIndex + 6] === 'a' && date[commaIndex + 7] === 'y')
	  ) {
	    monthIdx = 4; // May
	  } else if (
	    (date[commaIndex + 5] === 'J' && date[commaIndex + 6] === 'u' && date[commaIndex + 7] === 'n')
	  ) {
	    monthIdx = 5; // Jun
	  } else if (
	    (date[commaIndex + 5] === 'J' && date[commaIndex + 6] === 'u' && date[commaIndex + 7] === 'l')
	  ) {
	    monthIdx = 6; // Jul
	  } else if (
	    (date[commaIndex + 5] === 'A' && date[commaIndex + 6] === 'u' && date[commaIndex + 7] === 'g')
	  ) {
	    monthIdx = 7; // Aug
	  } else if (
	    (date[commaIndex + 5] === 'S' && date[commaIndex + 6] === 'e' && date[commaIndex + 7] === 'p')
	  ) {
	    monthIdx = 8; // Sep
	  } else if (
	    (date[commaIndex + 5] === 'O' && date[commaIndex + 6] === 'c' && date[commaIndex + 7] === 't')
	  ) {
	    monthIdx = 9; // Oct
	  } else if (
	    (date[commaIndex + 5] === 'N' && date[commaIndex + 6] === 'o' && date[commaIndex + 7] === 'v')
	  ) {
	    monthIdx = 10; // Nov
	  } else if (
	    (date[commaIndex + 5] === 'D' && date[commaIndex + 6] === 'e' && date[commaIndex + 7] === 'c')
	  ) {
	    monthIdx = 11; // Dec
	  } else {
	    // Not a valid month
	    return undefined
	  }

	  const yearDigit1 = date.charCodeAt(commaIndex + 9);
	  if (yearDigit1 < 48 || yearDigit1 > 57) {
	    return undefined // Not a digit
	  }
	  const yearDigit2 = date.charCodeAt(commaIndex + 10);
	  if (yearDigit2 < 48 || yearDigit2 > 57) {
	    return undefined // Not a digit
	  }

	  let year = (yearDigit1 - 48) * 10 + (yearDigit2 - 48); // Convert ASCII codes to number

	  // RFC 6265 states that the year is in the range 1970-2069.
	  // @see https://datatracker.ietf.org/doc/html/rfc6265#section-5.1.1
	  //
	  // 3. If the year-value is greater than or equal to 70 and less than or
	  //    equal to 99, increment the year-value by 1900.
	  // 4. If the year-value is greater than or equal to 0 and less than or
	  //    equal to 69, increment the year-value by 2000.
	  year += year < 70 ? 2000 : 1900;

	  let hour = 0;
	  if (date[commaIndex + 12] === '0') {
	    const code = date.charCodeAt(commaIndex + 13);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    hour = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(commaIndex + 12);
	    if (code1 < 48 || code1 > 50) {
	      return undefined // Not a digit between 0 and 2
	    }
	    const code2 = date.charCodeAt(commaIndex + 13);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    if (code1 === 50 && code2 > 51) {
	      return undefined // Hour cannot be greater than 23
	    }
	    hour = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let minute = 0;
	  if (date[commaIndex + 15] === '0') {
	    const code = date.charCodeAt(commaIndex + 16);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    minute = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(commaIndex + 15);
	    if (code1 < 48 || code1 > 53) {
	      return undefined // Not a digit between 0 and 5
	    }
	    const code2 = date.charCodeAt(commaIndex + 16);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    minute = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  let second = 0;
	  if (date[commaIndex + 18] === '0') {
	    const code = date.charCodeAt(commaIndex + 19);
	    if (code < 48 || code > 57) {
	      return undefined // Not a digit
	    }
	    second = code - 48; // Convert ASCII code to number
	  } else {
	    const code1 = date.charCodeAt(commaIndex + 18);
	    if (code1 < 48 || code1 > 53) {
	      return undefined // Not a digit between 0 and 5
	    }
	    const code2 = date.charCodeAt(commaIndex + 19);
	    if (code2 < 48 || code2 > 57) {
	      return undefined // Not a digit
	    }
	    second = (code1 - 48) * 10 + (code2 - 48); // Convert ASCII codes to number
	  }

	  return makeDate(year, monthIdx, day, hour, minute, second, weekday)
	}

	date = {
	  parseHttpDate
	};
	return date;
}

var cacheHandler;
var hasRequiredCacheHandler;

function requireCacheHandler () {
	if (hasRequiredCacheHandler) return cacheHandler;
	hasRequiredCacheHandler = 1;

	const util = requireUtil$4();
	const { kRedirectCacheControl } = requireSymbols();
	const {
	  parseCacheControlHeader,
	  hasInvalidCacheControlDirective,
	  parseVaryHeader,
	  hasVaryStar,
	  isInvalidOrWildcardVaryHeader,
	  isEtagUsable
	} = requireCache$2();

	/**
	 * A suppressed redirect hop recorded by the redirect handler. Carried on
	 * {@link kRedirectCacheControl} and inspected by the cache handler before the
	 * final response is stored under the original request key.
	 *
	 * @typedef {object} RedirectHop
	 * @property {number} statusCode The hop's response status code (e.g. 302).
	 * @property {import('../../types/header.d.ts').IncomingHttpHeaders} headers The hop's response headers.
	 * @property {number} receivedAt The time the hop's response headers were received.
	 */
	const { parseHttpDate } = requireDate();

	function noop () {}

	class CacheController {
	  #blocked = false
	  #downstreamPaused = false

	  constructor (target) {
	    this.target = target;
	  }

	  block () {
	    this.#blocked = true;
	  }

	  release () {
	    this.#blocked = false;
	    if (!this.#downstreamPaused) {
	      this.target.resume();
	    }
	  }

	  pause () {
	    this.#downstreamPaused = true;
	    this.target.pause();
	  }

	  resume () {
	    this.#downstreamPaused = false;
	    if (!this.#blocked) {
	      this.target.resume();
	    }
	  }

	  abort (reason) {
	    this.target.abort(reason);
	  }

	  get paused () { return this.#downstreamPaused }
	  get aborted () { return this.target.aborted }
	  get reason () { return this.target.reason }
	  get rawHeaders () { return this.target.rawHeaders }
	  set rawHeaders (value) { this.target.rawHeaders = value; }
	  get rawTrailers () { return this.target.rawTrailers }
	  set rawTrailers (value) { this.target.rawTrailers = value; }
	}

	/**
	 * @param {string | URL} a
	 * @param {string | URL} b
	 * @returns {boolean}
	 */
	function sameOrigin (a, b) {
	  try {
	    return new URL(String(a)).origin === new URL(String(b)).origin
	  } catch {
	    return String(a) === String(b)
	  }
	}

	// Status codes that we can use some heuristics on to cache
	const HEURISTICALLY_CACHEABLE_STATUS_CODES = [
	  200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501
	];

	// Status codes which semantic is not handled by the cache
	// https://datatracker.ietf.org/doc/html/rfc9111#section-3
	// This list should not grow beyond 206 unless the RFC is updated
	// by a newer one including more. Please introduce another list if
	// implementing caching of responses with the 'must-understand' directive.
	const NOT_UNDERSTOOD_STATUS_CODES = [
	  206
	];

	const MAX_RESPONSE_AGE = 2147483647000;

	// Retention for revalidation-only entries (zero freshness lifetime but a
	// validator present); each successful revalidation re-stores the entry.
	const REVALIDATION_ONLY_RETENTION = 86400000; // 24 hours

	function trimOWS (value) {
	  return value.replace(/^[\t ]+|[\t ]+$/g, '')
	}

	function arrayIncludes (array, value) {
	  for (let i = 0; i < array.length; i++) {
	    if (array[i] === value) {
	      return true
	    }
	  }

	  return false
	}

	function appendVaryValues (target, varyValue) {
	  if (Array.isArray(varyValue)) {
	    for (let i = 0; i < varyValue.length; i++) {
	      target.push(varyValue[i]);
	    }
	  } else if (varyValue != null) {
	    target.push(varyValue);
	  }
	}

	function appendConnectionHeaderTokens (headersToRemove, connectionHeader) {
	  const values = Array.isArray(connectionHeader) ? connectionHeader : [connectionHeader];

	  for (let i = 0; i < values.length; i++) {
	    const tokens = values[i].split(',');
	    for (let j = 0; j < tokens.length; j++) {
	      headersToRemove.push(trimOWS(tokens[j]).toLowerCase());
	    }
	  }
	}

	function getSameOriginPath (cacheKey, location) {
	  if (typeof location !== 'string') {
	    return undefined
	  }

	  let originUrl;
	  let requestUrl;
	  let locationUrl;
	  try {
	    originUrl = new URL(cacheKey.origin);
	    requestUrl = new URL(cacheKey.path, originUrl);
	    locationUrl = new URL(location, requestUrl);
	  } catch {
	    return undefined
	  }

	  if (locationUrl.origin !== originUrl.origin) {
	    return undefined
	  }

	  return locationUrl.pathname + locationUrl.search
	}

	function deleteCachedUri (store, cacheKey, path) {
	  deleteCachedValue(store, {
	    ...cacheKey,
	    path
	  });

	  for (let i = 0; i < util.safeHTTPMethods.length; i++) {
	    const method = util.safeHTTPMethods[i];
	    if (method !== cacheKey.method) {
	      deleteCachedValue(store, {
	        ...cacheKey,
	        method,
	        path
	      });
	    }
	  }
	}

	function deleteLocationTargets (store, cacheKey, headerValue) {
	  if (headerValue === undefined) {
	    return
	  }

	  const values = Array.isArray(headerValue) ? headerValue : [headerValue];
	  for (let i = 0; i < values.length; i++) {
	    const path = getSameOriginPath(cacheKey, values[i]);
	    if (path !== undefined) {
	      deleteCachedUri(store, cacheKey, path);
	    }
	  }
	}

	function invalidateUnsafeRequest (store, cacheKey, resHeaders) {
	  deleteCachedUri(store, cacheKey, cacheKey.path);
	  deleteLocationTargets(store, cacheKey, resHeaders.location);
	  deleteLocationTargets(store, cacheKey, resHeaders['content-location']);
	}

	/**
	 * Whether the original request carried a credential that is not reflected in
	 * the cache key. The memory/sqlite stores key an entry on origin, method, path
	 * and `vary` only, so a credentialed request that is redirected to a resource
	 * that varies per principal must not be stored under the original (alias) key:
	 * a later caller would be served the first principal's body. The set mirrors the
	 * request credentials the redirect handler strips across origins (`authorization`,
	 * `cookie`, `proxy-authorization`).
	 *
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders | undefined} headers
	 * @returns {boolean}
	 */
	function requestCarriesCredentials (headers) {
	  return headers != null && (
	    Object.hasOwn(headers, 'authorization') ||
	    Object.hasOwn(headers, 'cookie') ||
	    Object.hasOwn(headers, 'proxy-authorization')
	  )
	}
	/**
	 * @typedef {import('../../types/dispatcher.d.ts').default.DispatchHandler} DispatchHandler
	 *
	 * @implements {DispatchHandler}
	 */
	class CacheHandler {
	  /**
	   * @type {import('../../types/cache-interceptor.d.ts').default.CacheKey}
	   */
	  #cacheKey

	  /**
	   * @type {import('../../types/cache-interceptor.d.ts').default.CacheHandlerOptions['type']}
	   */
	  #cacheType

	  /**
	   * @type {number | undefined}
	   */
	  #cacheByDefault

	  /**
	   * @type {import('../../types/cache-interceptor.d.ts').default.CacheStore}
	   */
	  #store

	  /**
	   * @type {import('../../types/dispatcher.d.ts').default.DispatchHandler}
	   */
	  #handler

	  /**
	   * @type {CacheController | undefined}
	   */
	  #downstreamController

	  /**
	   * @type {import('node:stream').Writable | undefined}
	   */
	  #writeStream

	  /**
	   * The URLs visited while following redirects, shared by reference from the
	   * redirect handler through the request context. Carries the suppressed hops'
	   * status/headers under {@link kRedirectCacheControl}.
	   * @type {URL[] | undefined}
	   */
	  #history

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheHandlerOptions} opts
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} cacheKey
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchHandler} handler
	   */
	  constructor ({ store, type, cacheByDefault }, cacheKey, handler) {
	    this.#store = store;
	    this.#cacheType = type;
	    this.#cacheByDefault = cacheByDefault;
	    this.#cacheKey = cacheKey;
	    this.#handler = handler;
	  }

	  onRequestStart (controller, context) {
	    this.#writeStream?.destroy();
	    this.#writeStream = undefined;
	    this.#downstreamController = new CacheController(controller);
	    // The redirect handler threads the list of visited URLs through the
	    // handler-chain context. Keep a reference to it (it is mutated as redirects
	    // are followed) so onResponseStart can tell which request actually produced
	    // the response. Unlike the request options object, this reference is not
	    // broken by an interceptor that copies the options between the cache and
	    // the redirect.
	    this.#history = context?.history;
	    this.#handler.onRequestStart?.(this.#downstreamController, context);
	  }

	  onBodySent (chunk) {
	    this.#handler.onBodySent?.(chunk);
	  }

	  onRequestSent () {
	    this.#handler.onRequestSent?.();
	  }

	  onRequestUpgrade (_controller, statusCode, headers, socket) {
	    this.#handler.onRequestUpgrade?.(this.#downstreamController, statusCode, headers, socket);
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {number} statusCode
	   * @param {import('../../types/header.d.ts').IncomingHttpHeaders} resHeaders
	   * @param {string} statusMessage
	   */
	  onResponseStart (
	    controller,
	    statusCode,
	    resHeaders,
	    statusMessage
	  ) {
	    const downstreamOnHeaders = () =>
	      this.#handler.onResponseStart?.(
	        this.#downstreamController,
	        statusCode,
	        resHeaders,
	        statusMessage
	      );
	    const handler = this;

	    if (
	      !arrayIncludes(util.safeHTTPMethods, this.#cacheKey.method) &&
	      statusCode >= 200 &&
	      statusCode <= 399
	    ) {
	      // Successful response to an unsafe method, delete it from cache
	      //  https://www.rfc-editor.org/rfc/rfc9111.html#name-invalidating-stored-response
	      invalidateUnsafeRequest(this.#store, this.#cacheKey, resHeaders);
	      return downstreamOnHeaders()
	    }

	    // A credential-bearing request that was redirected must not have the final
	    // hop's response stored under the original request's key. The cache key
	    // does not include the credential, and the redirect target may vary per
	    // principal (e.g. `/me` -> `/profile/{user}`), so replaying the body under
	    // the alias key would leak one principal's data to another — or to an
	    // unauthenticated caller — from a shared cache. The final hop's permissive
	    // cache-control (e.g. `public`) does not authorize this: the credential was
	    // presented to the original hop, not the resource that actually produced
	    // the body. Fail closed. A history with more than one entry means at least
	    // one redirect was actually followed (a single non-redirected hop records
	    // exactly one entry), so a plain revalidation is not mistaken for a redirect.
	    if (
	      this.#history && this.#history.length > 1 &&
	      requestCarriesCredentials(this.#cacheKey.headers)
	    ) {
	      return downstreamOnHeaders()
	    }

	    // A cross-origin redirect can change the origin that actually produced the
	    // final response. Keying that response on the original (trusted) origin
	    // would let a redirect target control an entry for a URL the application
	    // trusts. Every hop in the redirect chain must stay on the cache key's
	    // origin. An intermediate cross-origin hop can bounce back to the trusted
	    // origin (or to any cacheable asset there) even when the final response
	    // comes from the trusted origin, so checking only the final URL is not
	    // enough.
	    if (this.#history && this.#history.length > 0) {
	      for (const hopUrl of this.#history) {
	        if (!sameOrigin(hopUrl.origin, this.#cacheKey.origin)) {
	          return downstreamOnHeaders()
	        }
	      }
	    }

	    // A redirect hop that is not forwarded can still carry a storage policy
	    // (for example `no-store`, `private` for a shared cache, `no-cache`,
	    // `must-revalidate`, zero freshness, or `Vary: *`) that the final response
	    // body does not inherit. Honor it, otherwise a redirect that must not be
	    // stored (or that selects a private/authenticated target) could be
	    // laundered into a cacheable final response under the original key.
	    const now = Date.now();
	    const redirectHopInfo = this.#history?.[kRedirectCacheControl];
	    const redirectPolicy = redirectHopInfo?.length > 0
	      ? getRedirectPolicy(
	        this.#cacheType,
	        this.#cacheKey.method,
	        redirectHopInfo,
	        this.#cacheKey.headers,
	        this.#cacheByDefault,
	        now
	      )
	      : undefined;
	    if (redirectHopInfo?.length > 0 && redirectPolicy === undefined) {
	      return downstreamOnHeaders()
	    }

	    const cacheControlHeader = resHeaders['cache-control'];
	    const cacheControlDirectives = cacheControlHeader ? parseCacheControlHeader(cacheControlHeader) : {};

	    if (revalidationResponseDisallowsCachedReuse(this.#cacheType, resHeaders, cacheControlDirectives)) {
	      deleteCachedValue(this.#store, this.#cacheKey);
	      return downstreamOnHeaders()
	    }

	    const heuristicallyCacheable = resHeaders['last-modified'] && arrayIncludes(HEURISTICALLY_CACHEABLE_STATUS_CODES, statusCode);
	    if (
	      !cacheControlHeader &&
	      !resHeaders['expires'] &&
	      !heuristicallyCacheable &&
	      !this.#cacheByDefault
	    ) {
	      if (statusCode === 304 && resHeaders.vary && isInvalidOrWildcardVaryHeader(resHeaders.vary)) {
	        deleteCachedValue(this.#store, this.#cacheKey);
	      }

	      // Don't have anything to tell us this response is cachable and we're not
	      //  caching by default
	      return downstreamOnHeaders()
	    }

	    if (!canCacheResponse(this.#cacheType, this.#cacheKey.method, statusCode, resHeaders, cacheControlDirectives, this.#cacheKey.headers)) {
	      if (statusCode === 304 && (cacheControlHeader || revalidationResponseDisallowsCachedReuse(this.#cacheType, resHeaders, cacheControlDirectives))) {
	        deleteCachedValue(this.#store, this.#cacheKey);
	      }

	      return downstreamOnHeaders()
	    }

	    const resAge = Object.hasOwn(resHeaders, 'age') ? getAge(resHeaders.age) : undefined;
	    if (resAge !== undefined && resAge >= MAX_RESPONSE_AGE) {
	      // Response considered stale
	      deleteCachedValueIfNotModified(statusCode, this.#store, this.#cacheKey);
	      return downstreamOnHeaders()
	    }

	    const resDate = Object.hasOwn(resHeaders, 'date') ? getDate(resHeaders.date) : undefined;
	    if (resDate === null) {
	      deleteCachedValueIfNotModified(statusCode, this.#store, this.#cacheKey);
	      return downstreamOnHeaders()
	    }

	    const apparentAge = resDate ? Math.max(0, now - resDate.getTime()) : 0;
	    const currentAge = Math.max(apparentAge, resAge ?? 0);

	    const hasValidator =
	      (typeof resHeaders.etag === 'string' && isEtagUsable(resHeaders.etag)) ||
	      typeof resHeaders['last-modified'] === 'string';

	    const staleAt =
	      determineStaleAt(this.#cacheType, now, resAge, resHeaders, resDate, cacheControlDirectives, hasValidator) ??
	      this.#cacheByDefault;
	    // Zero freshness lifetime but a validator: stale from the start, yet still
	    // storable since each reuse is preceded by a revalidation request.
	    // https://www.rfc-editor.org/rfc/rfc9111.html#section-5.2.2.4
	    const revalidationOnly = staleAt === 0 && hasValidator;
	    if (staleAt === undefined || (currentAge >= staleAt && !revalidationOnly)) {
	      if (cacheControlHeader || staleAt !== undefined) {
	        deleteCachedValueIfNotModified(statusCode, this.#store, this.#cacheKey);
	      }

	      return downstreamOnHeaders()
	    }

	    const baseTime = now - currentAge;
	    let absoluteStaleAt = staleAt + baseTime;
	    if (redirectPolicy !== undefined) {
	      absoluteStaleAt = Math.min(absoluteStaleAt, redirectPolicy.staleAt);
	    }
	    if (now >= absoluteStaleAt && !revalidationOnly) {
	      // Response is already stale
	      deleteCachedValueIfNotModified(statusCode, this.#store, this.#cacheKey);
	      return downstreamOnHeaders()
	    }

	    // Union the `Vary` of every suppressed redirect hop with the final
	    // response's `Vary`. A 3xx hop that negotiates its target on `Authorization`
	    // / `Cookie` (or any other header) must make the stored entry vary on those
	    // headers too, or an authenticated user's private response would be served
	    // to unrelated callers.
	    let varyDirectives;
	    const combinedVary = [];
	    if (redirectHopInfo) {
	      for (const hop of redirectHopInfo) {
	        appendVaryValues(combinedVary, hop?.headers?.vary);
	      }
	    }
	    appendVaryValues(combinedVary, resHeaders.vary);
	    if (combinedVary.length > 0) {
	      for (const varyHeader of combinedVary) {
	        if (hasVaryStar(varyHeader)) {
	          // `Vary: *` means the response can never be reused (RFC 9111 §4.1)
	          return downstreamOnHeaders()
	        }
	      }
	      if (this.#cacheKey.headers) {
	        varyDirectives = parseVaryHeader(combinedVary, this.#cacheKey.headers);
	        if (!varyDirectives) {
	          // Parse error
	          return downstreamOnHeaders()
	        }
	      }
	    }

	    // When the entry was folded from a redirect chain, the final response's
	    // stale-serving directives (RFC 5861) must not outlive the hops' freshness.
	    // A hop that grants no `stale-while-revalidate` / `stale-if-error` caps
	    // stale serving at its freshness, so the final response cannot launder a
	    // stale-serving window past the hop-bounded `staleAt`. Drop those directives
	    // (and keep the `proxy-revalidate` the hop policy may require) so the entry
	    // revalidates at `staleAt` instead of being served stale for the final
	    // response's window.
	    let effectiveCacheControlDirectives = cacheControlDirectives;
	    if (redirectPolicy !== undefined) {
	      effectiveCacheControlDirectives = { ...cacheControlDirectives };
	      delete effectiveCacheControlDirectives['stale-while-revalidate'];
	      delete effectiveCacheControlDirectives['stale-if-error'];
	      if (redirectPolicy.requiresRevalidation === true) {
	        effectiveCacheControlDirectives['proxy-revalidate'] = true;
	      }
	    }

	    const cachedAt = baseTime;
	    const deleteAt = determineDeleteAt(baseTime, now, effectiveCacheControlDirectives, absoluteStaleAt);
	    const strippedHeaders = stripNecessaryHeaders(resHeaders, cacheControlDirectives);

	    /**
	     * @type {import('../../types/cache-interceptor.d.ts').default.CacheValue}
	     */
	    const value = {
	      statusCode,
	      statusMessage,
	      headers: strippedHeaders,
	      vary: varyDirectives,
	      cacheControlDirectives: effectiveCacheControlDirectives,
	      cachedAt,
	      staleAt: absoluteStaleAt,
	      deleteAt
	    };

	    // Not modified, re-use the cached value
	    // https://www.rfc-editor.org/rfc/rfc9111.html#name-handling-304-not-modified
	    if (statusCode === 304) {
	      let done = false;
	      const finish304 = () => {
	        if (done) {
	          return
	        }
	        done = true;
	        this.#downstreamController.release();
	      };

	      // The cached body below is replayed to the downstream handler from later
	      // stream ticks (or an iterator loop), outside the dispatcher's own error
	      // handling, so a throwing downstream handler must be converged to a
	      // per-request error instead of escaping as an uncaught exception.
	      const failReplay = (err) => {
	        if (done) {
	          return
	        }
	        done = true;
	        // Abort the revalidation request: this releases the paused origin
	        // response (freeing the connection) and routes the error through
	        // CacheHandler.onResponseError, which destroys the cache write stream
	        // and forwards the error downstream exactly once.
	        controller.abort(err);
	      };

	      const handle304 = (cachedValue) => {
	        if (!cachedValue) {
	          // Do not create a new cache entry, as a 304 won't have a body - so cannot be cached.
	          downstreamOnHeaders();
	          finish304();
	          return
	        }

	        // Re-use the cached value: statuscode, statusmessage, headers and body
	        value.statusCode = cachedValue.statusCode;
	        value.statusMessage = cachedValue.statusMessage;
	        value.etag = cachedValue.etag;
	        value.vary = varyDirectives ?? cachedValue.vary;
	        value.headers = { ...cachedValue.headers, ...strippedHeaders };

	        downstreamOnHeaders();

	        this.#writeStream = this.#store.createWriteStream(this.#cacheKey, value);

	        if (!this.#writeStream || !cachedValue?.body) {
	          finish304();
	          return
	        }

	        if (typeof cachedValue.body.values === 'function') {
	          const bodyIterator = cachedValue.body.values();

	          const streamCachedBody = () => {
	            if (done) {
	              return
	            }
	            try {
	              for (const chunk of bodyIterator) {
	                const full = this.#writeStream?.write(chunk) === false;
	                this.#handler.onResponseData?.(this.#downstreamController, chunk);
	                // when stream is full stop writing until we get a 'drain' event
	                if (full) {
	                  return
	                }
	              }
	              finish304();
	            } catch (err) {
	              failReplay(err);
	            }
	          };

	          this.#writeStream
	            .on('error', function () {
	              handler.#writeStream = undefined;
	              handler.#store.delete(handler.#cacheKey);
	              // Keep replaying downstream without the store
	              streamCachedBody();
	            })
	            .on('drain', () => {
	              streamCachedBody();
	            })
	            .on('close', function () {
	              if (handler.#writeStream === this) {
	                handler.#writeStream = undefined;
	                // Keep replaying downstream without the store
	                streamCachedBody();
	              }
	            });

	          streamCachedBody();
	        } else if (typeof cachedValue.body.on === 'function') {
	          // Readable stream body (e.g. from async/remote cache stores)
	          cachedValue.body
	            .on('data', (chunk) => {
	              try {
	                this.#writeStream?.write(chunk);
	                this.#handler.onResponseData?.(this.#downstreamController, chunk);
	              } catch (err) {
	                cachedValue.body.destroy();
	                failReplay(err);
	              }
	            })
	            .on('end', () => {
	              this.#writeStream?.end();
	              finish304();
	            })
	            .on('error', () => {
	              this.#writeStream = undefined;
	              this.#store.delete(this.#cacheKey);
	              finish304();
	            });

	          this.#writeStream
	            .on('error', function () {
	              handler.#writeStream = undefined;
	              handler.#store.delete(handler.#cacheKey);
	            })
	            .on('close', function () {
	              if (handler.#writeStream === this) {
	                handler.#writeStream = undefined;
	              }
	            });
	        } else {
	          finish304();
	        }
	      };

	      /**
	       * @type {import('../../types/cache-interceptor.d.ts').default.CacheValue}
	       */
	      const result = this.#store.get(this.#cacheKey);
	      // A 304 ends before the cached body is replayed. Keep the origin
	      // response paused until replay is complete.
	      this.#downstreamController.block();
	      controller.pause();
	      if (result && typeof result.then === 'function') {
	        result.then(handle304, () => handle304(undefined)).catch((err) => {
	          controller.abort(err);
	        });
	      } else {
	        handle304(result);
	      }
	    } else {
	      if (typeof resHeaders.etag === 'string' && isEtagUsable(resHeaders.etag)) {
	        value.etag = resHeaders.etag;
	      }

	      this.#writeStream = this.#store.createWriteStream(this.#cacheKey, value);

	      if (!this.#writeStream) {
	        return downstreamOnHeaders()
	      }

	      this.#writeStream
	        .on('drain', () => controller.resume())
	        .on('error', function () {
	          // TODO (fix): Make error somehow observable?
	          handler.#writeStream = undefined;

	          // Delete the value in case the cache store is holding onto state from
	          //  the call to createWriteStream
	          handler.#store.delete(handler.#cacheKey);
	        })
	        .on('close', function () {
	          if (handler.#writeStream === this) {
	            handler.#writeStream = undefined;
	          }

	          // TODO (fix): Should we resume even if was paused downstream?
	          controller.resume();
	        });

	      downstreamOnHeaders();
	    }
	  }

	  onResponseData (controller, chunk) {
	    if (this.#writeStream?.write(chunk) === false) {
	      controller.pause();
	    }

	    this.#handler.onResponseData?.(this.#downstreamController, chunk);
	  }

	  onResponseEnd (controller, trailers) {
	    this.#writeStream?.end();
	    this.#handler.onResponseEnd?.(this.#downstreamController, trailers);
	  }

	  onResponseError (controller, err) {
	    this.#writeStream?.destroy(err);
	    this.#writeStream = undefined;
	    this.#handler.onResponseError?.(this.#downstreamController, err);
	  }
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheStore} store
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} cacheKey
	 */
	function deleteCachedValue (store, cacheKey) {
	  try {
	    store.delete(cacheKey)?.catch?.(noop);
	  } catch {
	    // Fail silently
	  }
	}

	function deleteCachedValueIfNotModified (statusCode, store, cacheKey) {
	  if (statusCode === 304) {
	    deleteCachedValue(store, cacheKey);
	  }
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} resHeaders
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives} cacheControlDirectives
	 * @returns {boolean}
	 */
	function revalidationResponseDisallowsCachedReuse (cacheType, resHeaders, cacheControlDirectives) {
	  return cacheControlDirectives['no-store'] === true ||
	    (cacheType === 'shared' && (
	      cacheControlDirectives.private === true ||
	      Object.hasOwn(resHeaders, 'set-cookie')
	    )) ||
	    (resHeaders.vary ? isInvalidOrWildcardVaryHeader(resHeaders.vary) : false)
	}

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc9111.html#name-storing-responses-to-authen
	 *
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @param {string} method
	 * @param {number} statusCode
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} resHeaders
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives} cacheControlDirectives
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} [reqHeaders]
	 */
	function canCacheResponse (cacheType, method, statusCode, resHeaders, cacheControlDirectives, reqHeaders) {
	  if (!arrayIncludes(util.safeHTTPMethods, method)) {
	    return false
	  }
	  // Status code must be final and understood.
	  if (statusCode < 200 || arrayIncludes(NOT_UNDERSTOOD_STATUS_CODES, statusCode)) {
	    return false
	  }
	  // Responses with neither status codes that are heuristically cacheable, nor "explicit enough" caching
	  // directives, are not cacheable. "Explicit enough": see https://www.rfc-editor.org/rfc/rfc9111.html#section-3
	  if (!arrayIncludes(HEURISTICALLY_CACHEABLE_STATUS_CODES, statusCode) && !resHeaders['expires'] &&
	    !cacheControlDirectives.public &&
	    cacheControlDirectives['max-age'] === undefined &&
	    // RFC 9111: a private response directive, if the cache is not shared
	    !(cacheControlDirectives.private && cacheType === 'private') &&
	    !(cacheControlDirectives['s-maxage'] !== undefined && cacheType === 'shared')
	  ) {
	    return false
	  }

	  if (cacheControlDirectives['no-store']) {
	    return false
	  }

	  if (cacheType === 'shared' && (
	    cacheControlDirectives.private === true ||
	    Object.hasOwn(resHeaders, 'set-cookie')
	  )) {
	    return false
	  }

	  // https://www.rfc-editor.org/rfc/rfc9111.html#section-4.1-5
	  if (resHeaders.vary && hasVaryStar(resHeaders.vary)) {
	    return false
	  }

	  // https://www.rfc-editor.org/rfc/rfc9111.html#name-storing-responses-to-authen
	  if (reqHeaders != null && Object.hasOwn(reqHeaders, 'authorization')) {
	    if (
	      !cacheControlDirectives.public &&
	      !cacheControlDirectives['s-maxage'] &&
	      !cacheControlDirectives['must-revalidate']
	    ) {
	      return false
	    }

	    if (typeof reqHeaders.authorization !== 'string') {
	      return false
	    }

	    if (
	      Array.isArray(cacheControlDirectives['no-cache']) &&
	      arrayIncludes(cacheControlDirectives['no-cache'], 'authorization')
	    ) {
	      return false
	    }

	    if (
	      Array.isArray(cacheControlDirectives['private']) &&
	      arrayIncludes(cacheControlDirectives['private'], 'authorization')
	    ) {
	      return false
	    }
	  }

	  return true
	}

	/**
	 * Determine the absolute freshness deadline imposed by all suppressed redirect
	 * hops. Returning `undefined` means at least one hop cannot safely be folded
	 * into the final response under the original request key.
	 *
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @param {string} method
	 * @param {RedirectHop[]} redirectHops
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} reqHeaders
	 * @param {number | undefined} cacheByDefault
	 * @param {number} now
	 * @returns {{ staleAt: number, requiresRevalidation: boolean } | undefined}
	 */
	function getRedirectPolicy (cacheType, method, redirectHops, reqHeaders, cacheByDefault, now) {
	  let staleAt = Infinity;
	  let requiresRevalidation = false;

	  for (const hop of redirectHops) {
	    const hopPolicy = getRedirectHopPolicy(cacheType, method, hop, reqHeaders, cacheByDefault);
	    if (hopPolicy === undefined || hopPolicy.staleAt <= now) {
	      return undefined
	    }

	    staleAt = Math.min(staleAt, hopPolicy.staleAt);
	    requiresRevalidation ||= hopPolicy.requiresRevalidation;
	  }

	  return { staleAt, requiresRevalidation }
	}

	/**
	 * Calculate one redirect hop's absolute freshness deadline using the same age,
	 * date, expiration, invalid-directive, and heuristic rules as a final response.
	 *
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @param {string} method
	 * @param {RedirectHop} hop
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} reqHeaders
	 * @param {number | undefined} cacheByDefault
	 * @returns {{ staleAt: number, requiresRevalidation: boolean } | undefined}
	 */
	function getRedirectHopPolicy (cacheType, method, hop, reqHeaders, cacheByDefault) {
	  if (!Number.isInteger(hop?.statusCode) || !Number.isFinite(hop?.receivedAt)) {
	    return undefined
	  }

	  const hopHeaders = hop.headers ?? {};
	  const cacheControlHeader = hopHeaders['cache-control'];
	  const hopCacheControl = cacheControlHeader
	    ? parseCacheControlHeader(cacheControlHeader)
	    : {};

	  // https://www.rfc-editor.org/rfc/rfc9111.html#section-4.1-5
	  if (hopHeaders.vary && hasVaryStar(hopHeaders.vary)) {
	    return undefined
	  }

	  if (hopCacheControl['no-store'] === true) {
	    return undefined
	  }

	  // A qualified `private` directive still marks the named fields as private.
	  // Folding a redirect that says `private="location"` would preserve the
	  // private target choice in the final body even though a shared cache is not
	  // allowed to store that Location field.
	  if (cacheType === 'shared' && Object.hasOwn(hopCacheControl, 'private')) {
	    return undefined
	  }

	  // These directives require the hop to be revalidated before reuse. Since the
	  // cache stores only the final response, it cannot independently validate the
	  // suppressed redirect response.
	  if (
	    Object.hasOwn(hopCacheControl, 'no-cache') ||
	    hopCacheControl['must-revalidate'] === true ||
	    (cacheType === 'shared' && hopCacheControl['proxy-revalidate'] === true)
	  ) {
	    return undefined
	  }

	  const heuristicallyCacheable =
	    hopHeaders['last-modified'] &&
	    arrayIncludes(HEURISTICALLY_CACHEABLE_STATUS_CODES, hop.statusCode);
	  if (
	    !cacheControlHeader &&
	    !hopHeaders.expires &&
	    !heuristicallyCacheable &&
	    !cacheByDefault
	  ) {
	    return undefined
	  }

	  if (!canCacheResponse(cacheType, method, hop.statusCode, hopHeaders, hopCacheControl, reqHeaders)) {
	    return undefined
	  }

	  const age = Object.hasOwn(hopHeaders, 'age') ? getAge(hopHeaders.age) : undefined;
	  if (age !== undefined && age >= MAX_RESPONSE_AGE) {
	    return undefined
	  }

	  const responseDate = Object.hasOwn(hopHeaders, 'date') ? getDate(hopHeaders.date) : undefined;
	  if (responseDate === null) {
	    return undefined
	  }

	  const apparentAge = responseDate ? Math.max(0, hop.receivedAt - responseDate.getTime()) : 0;
	  const currentAge = Math.max(apparentAge, age ?? 0);
	  const hasValidator =
	    (typeof hopHeaders.etag === 'string' && isEtagUsable(hopHeaders.etag)) ||
	    typeof hopHeaders['last-modified'] === 'string';
	  const freshnessLifetime =
	    determineStaleAt(
	      cacheType,
	      hop.receivedAt,
	      age,
	      hopHeaders,
	      responseDate,
	      hopCacheControl,
	      hasValidator
	    ) ?? cacheByDefault;

	  if (freshnessLifetime === undefined) {
	    return undefined
	  }

	  return {
	    staleAt: hop.receivedAt - currentAge + freshnessLifetime,
	    // RFC 9111 §5.2.2.10: s-maxage implies proxy-revalidate for shared caches.
	    requiresRevalidation: cacheType === 'shared' && Object.hasOwn(hopCacheControl, 's-maxage')
	  }
	}

	/**
	 * @param {string | string[]} dateHeader
	 * @returns {Date | null | undefined}
	 */
	function getDate (dateHeader) {
	  let dateValue = dateHeader;
	  if (Array.isArray(dateValue)) {
	    if (dateValue.length !== 1) {
	      return null
	    }

	    dateValue = dateValue[0];
	  }

	  if (typeof dateValue !== 'string') {
	    return null
	  }

	  return parseHttpDate(dateValue)
	}

	/**
	 * @param {string | string[]} ageHeader
	 * @returns {number | undefined}
	 */
	function getAge (ageHeader) {
	  let ageValue = ageHeader;
	  if (Array.isArray(ageValue)) {
	    if (ageValue.length !== 1) {
	      return MAX_RESPONSE_AGE
	    }

	    ageValue = ageValue[0];
	  }

	  if (typeof ageValue !== 'string' || !/^[\t ]*[0-9]+[\t ]*$/.test(ageValue)) {
	    return MAX_RESPONSE_AGE
	  }

	  const age = BigInt(ageValue.replace(/^[\t ]+|[\t ]+$/g, ''));
	  if (age >= BigInt(MAX_RESPONSE_AGE / 1000)) {
	    return MAX_RESPONSE_AGE
	  }

	  return Number(age) * 1000
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @param {number} now
	 * @param {number | undefined} age
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} resHeaders
	 * @param {Date | undefined} responseDate
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives} cacheControlDirectives
	 * @param {boolean} hasValidator whether the response has a validator (etag or
	 *  last-modified) that revalidation requests can be made with
	 *
	 * @returns {number | undefined} time that the value is stale at in seconds or undefined if it shouldn't be cached
	 */
	function determineStaleAt (cacheType, now, age, resHeaders, responseDate, cacheControlDirectives, hasValidator) {
	  if (cacheType === 'shared') {
	    // Prioritize s-maxage since we're a shared cache
	    //  s-maxage > max-age > Expire
	    //  https://www.rfc-editor.org/rfc/rfc9111.html#section-5.2.2.10-3
	    if (hasInvalidCacheControlDirective(cacheControlDirectives, 's-maxage')) {
	      return 0
	    }

	    const sMaxAge = cacheControlDirectives['s-maxage'];
	    if (sMaxAge !== undefined) {
	      if (sMaxAge > 0) {
	        return sMaxAge * 1000
	      }

	      // Immediately stale, but storable if we can revalidate it before reuse.
	      return 0
	    }
	  }

	  if (hasInvalidCacheControlDirective(cacheControlDirectives, 'max-age')) {
	    return 0
	  }

	  const maxAge = cacheControlDirectives['max-age'];
	  if (maxAge !== undefined) {
	    if (maxAge > 0) {
	      return maxAge * 1000
	    }

	    // Immediately stale, but storable if we can revalidate it before reuse.
	    return 0
	  }

	  if (Object.hasOwn(resHeaders, 'expires')) {
	    // https://www.rfc-editor.org/rfc/rfc9111.html#section-5.3
	    if (typeof resHeaders.expires !== 'string') {
	      return 0
	    }

	    const expiresDate = parseHttpDate(resHeaders.expires);
	    if (!expiresDate) {
	      return 0
	    }

	    if (now >= expiresDate.getTime()) {
	      return 0
	    }

	    if (responseDate) {
	      if (responseDate >= expiresDate) {
	        return 0
	      }

	      const freshnessLifetime = expiresDate.getTime() - responseDate.getTime();
	      if (age !== undefined && age >= freshnessLifetime) {
	        return 0
	      }

	      return freshnessLifetime
	    }

	    return expiresDate.getTime() - now
	  }

	  if (typeof resHeaders['last-modified'] === 'string') {
	    // https://www.rfc-editor.org/rfc/rfc9111.html#name-calculating-heuristic-fresh
	    const lastModified = parseHttpDate(resHeaders['last-modified']);
	    if (lastModified) {
	      if (lastModified.getTime() >= now) {
	        return undefined
	      }

	      const responseAge = now - lastModified.getTime();

	      return responseAge * 0.1
	    }
	  }

	  if (cacheControlDirectives.immutable) {
	    // https://www.rfc-editor.org/rfc/rfc8246.html#section-2.2
	    return 31536000000
	  }

	  if (cacheControlDirectives['no-cache'] === true && hasValidator) {
	    // No freshness source, but a validator lets us revalidate before reuse.
	    //  https://www.rfc-editor.org/rfc/rfc9111.html#section-5.2.2.4
	    return 0
	  }

	  return undefined
	}

	/**
	 * @param {number} baseTime
	 * @param {number} cachedAt
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives} cacheControlDirectives
	 * @param {number} staleAt
	 */
	function determineDeleteAt (baseTime, cachedAt, cacheControlDirectives, staleAt) {
	  let staleWhileRevalidate = -Infinity;
	  let staleIfError = -Infinity;
	  let immutable = -Infinity;

	  if (cacheControlDirectives['stale-while-revalidate']) {
	    staleWhileRevalidate = staleAt + (cacheControlDirectives['stale-while-revalidate'] * 1000);
	  }

	  if (cacheControlDirectives['stale-if-error']) {
	    staleIfError = staleAt + (cacheControlDirectives['stale-if-error'] * 1000);
	  }

	  if (cacheControlDirectives.immutable && staleWhileRevalidate === -Infinity && staleIfError === -Infinity) {
	    immutable = cachedAt + 31536000000;
	  }

	  // When no stale directives or immutable flag, add a revalidation buffer
	  // equal to the freshness lifetime so the entry survives past staleAt long
	  // enough to be revalidated instead of silently disappearing.
	  //
	  // Response Date headers only have second precision, so baseTime can trail the
	  // actual cache insertion time by up to ~1s. Pad the buffer by that bounded
	  // skew so short-lived entries do not disappear exactly when they should be
	  // revalidated.
	  if (staleWhileRevalidate === -Infinity && staleIfError === -Infinity && immutable === -Infinity) {
	    const freshnessLifetime = staleAt - baseTime;
	    if (freshnessLifetime <= 0) {
	      // Revalidation-only entry: no freshness lifetime to size the buffer on,
	      //  so retain it for a bounded window instead.
	      return cachedAt + REVALIDATION_ONLY_RETENTION
	    }
	    const datePrecisionPadding = Math.min(Math.max(cachedAt - baseTime, 0), 1000);
	    return staleAt + freshnessLifetime + datePrecisionPadding
	  }

	  return Math.max(staleAt, staleWhileRevalidate, staleIfError, immutable)
	}

	/**
	 * Strips headers required to be removed in cached responses
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} resHeaders
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives} cacheControlDirectives
	 * @returns {Record<string, string | string []>}
	 */
	function stripNecessaryHeaders (resHeaders, cacheControlDirectives) {
	  const headersToRemove = [
	    'connection',
	    'proxy-authenticate',
	    'proxy-authentication-info',
	    'proxy-authorization',
	    'proxy-connection',
	    'te',
	    'transfer-encoding',
	    'upgrade',
	    // We'll add age back when serving it
	    'age'
	  ];

	  if (resHeaders['connection']) {
	    appendConnectionHeaderTokens(headersToRemove, resHeaders['connection']);
	  }

	  if (Array.isArray(cacheControlDirectives['no-cache'])) {
	    headersToRemove.push(...cacheControlDirectives['no-cache']);
	  }

	  if (Array.isArray(cacheControlDirectives['private'])) {
	    headersToRemove.push(...cacheControlDirectives['private']);
	  }

	  let strippedHeaders;
	  for (const headerName of headersToRemove) {
	    if (Object.hasOwn(resHeaders, headerName)) {
	      strippedHeaders ??= { ...resHeaders };
	      delete strippedHeaders[headerName];
	    }
	  }

	  return strippedHeaders ?? resHeaders
	}

	cacheHandler = CacheHandler;
	return cacheHandler;
}

var memoryCacheStore;
var hasRequiredMemoryCacheStore;

function requireMemoryCacheStore () {
	if (hasRequiredMemoryCacheStore) return memoryCacheStore;
	hasRequiredMemoryCacheStore = 1;

	const { Writable } = builtin$2;
	const { EventEmitter } = builtin$1;
	const { assertCacheKey, assertCacheValue } = requireCache$2();

	/**
	 * @typedef {import('../../types/cache-interceptor.d.ts').default.CacheKey} CacheKey
	 * @typedef {import('../../types/cache-interceptor.d.ts').default.CacheValue} CacheValue
	 * @typedef {import('../../types/cache-interceptor.d.ts').default.CacheStore} CacheStore
	 * @typedef {import('../../types/cache-interceptor.d.ts').default.GetResult} GetResult
	 */

	/**
	 * @implements {CacheStore}
	 * @extends {EventEmitter}
	 */
	class MemoryCacheStore extends EventEmitter {
	  #maxCount = 1024
	  #maxSize = 104857600 // 100MB
	  #maxEntrySize = 5242880 // 5MB

	  #size = 0
	  #count = 0
	  #entries = new Map()
	  #hasEmittedMaxSizeEvent = false

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.MemoryCacheStoreOpts | undefined} [opts]
	   */
	  constructor (opts) {
	    super();
	    if (opts) {
	      if (typeof opts !== 'object') {
	        throw new TypeError('MemoryCacheStore options must be an object')
	      }

	      if (opts.maxCount !== undefined) {
	        if (
	          typeof opts.maxCount !== 'number' ||
	          !Number.isInteger(opts.maxCount) ||
	          opts.maxCount < 0
	        ) {
	          throw new TypeError('MemoryCacheStore options.maxCount must be a non-negative integer')
	        }
	        this.#maxCount = opts.maxCount;
	      }

	      if (opts.maxSize !== undefined) {
	        if (
	          typeof opts.maxSize !== 'number' ||
	          !Number.isInteger(opts.maxSize) ||
	          opts.maxSize < 0
	        ) {
	          throw new TypeError('MemoryCacheStore options.maxSize must be a non-negative integer')
	        }
	        this.#maxSize = opts.maxSize;
	      }

	      if (opts.maxEntrySize !== undefined) {
	        if (
	          typeof opts.maxEntrySize !== 'number' ||
	          !Number.isInteger(opts.maxEntrySize) ||
	          opts.maxEntrySize < 0
	        ) {
	          throw new TypeError('MemoryCacheStore options.maxEntrySize must be a non-negative integer')
	        }
	        this.#maxEntrySize = opts.maxEntrySize;
	      }
	    }
	  }

	  /**
	   * Get the current size of the cache in bytes
	   * @returns {number} The current size of the cache in bytes
	   */
	  get size () {
	    return this.#size
	  }

	  /**
	   * Check if the cache is full (either max size or max count reached)
	   * @returns {boolean} True if the cache is full, false otherwise
	   */
	  isFull () {
	    return this.#size >= this.#maxSize || this.#count >= this.#maxCount
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @returns {import('../../types/cache-interceptor.d.ts').default.GetResult | undefined}
	   */
	  get (key) {
	    assertCacheKey(key);

	    const topLevelKey = `${key.origin}:${key.path}`;

	    const now = Date.now();
	    const entries = this.#entries.get(topLevelKey);

	    const entry = entries ? findEntry(key, entries, now) : null;

	    if (entry != null) {
	      this.#entries.delete(topLevelKey);
	      this.#entries.set(topLevelKey, entries);
	    }

	    return entry == null
	      ? undefined
	      : {
	          statusMessage: entry.statusMessage,
	          statusCode: entry.statusCode,
	          headers: entry.headers,
	          body: entry.body,
	          vary: entry.vary ? entry.vary : undefined,
	          etag: entry.etag,
	          cacheControlDirectives: entry.cacheControlDirectives,
	          cachedAt: entry.cachedAt,
	          staleAt: entry.staleAt,
	          deleteAt: entry.deleteAt
	        }
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheValue} val
	   * @returns {Writable | undefined}
	   */
	  createWriteStream (key, val) {
	    assertCacheKey(key);
	    assertCacheValue(val);

	    const topLevelKey = `${key.origin}:${key.path}`;

	    const store = this;
	    const entry = { ...key, ...val, body: [], size: 0 };

	    return new Writable({
	      write (chunk, encoding, callback) {
	        if (typeof chunk === 'string') {
	          chunk = Buffer.from(chunk, encoding);
	        }

	        entry.size += chunk.byteLength;

	        if (entry.size > store.#maxEntrySize) {
	          this.destroy();
	        } else {
	          entry.body.push(chunk);
	        }

	        callback(null);
	      },
	      final (callback) {
	        let entries = store.#entries.get(topLevelKey);
	        if (entries) {
	          store.#entries.delete(topLevelKey);
	        } else {
	          entries = [];
	        }
	        store.#entries.set(topLevelKey, entries);
	        const previousEntry = findEntry(key, entries, -Infinity);
	        if (previousEntry) {
	          const index = entries.indexOf(previousEntry);
	          entries.splice(index, 1, entry);
	          store.#size -= previousEntry.size;
	        } else {
	          entries.push(entry);
	          store.#count += 1;
	        }

	        store.#size += entry.size;

	        // Check if cache is full and emit event if needed
	        if (store.#size > store.#maxSize || store.#count > store.#maxCount) {
	          // Emit maxSizeExceeded event if we haven't already
	          if (!store.#hasEmittedMaxSizeEvent) {
	            store.emit('maxSizeExceeded', {
	              size: store.#size,
	              maxSize: store.#maxSize,
	              count: store.#count,
	              maxCount: store.#maxCount
	            });
	            store.#hasEmittedMaxSizeEvent = true;
	          }

	          store.#evict(entry);

	          // Reset the event flag after eviction
	          if (store.#size < store.#maxSize && store.#count < store.#maxCount) {
	            store.#hasEmittedMaxSizeEvent = false;
	          }
	        }

	        callback(null);
	      }
	    })
	  }

	  #evict (keep) {
	    const targetSize = this.#maxSize / 2;
	    const targetCount = this.#maxCount / 2;

	    for (const [key, entries] of this.#entries) {
	      for (let i = 0; i < entries.length && (this.#size > targetSize || this.#count > targetCount);) {
	        const entry = entries[i];
	        if (entry === keep) {
	          i++;
	          continue
	        }
	        entries.splice(i, 1);
	        this.#size -= entry.size;
	        this.#count -= 1;
	      }

	      if (entries.length === 0) {
	        this.#entries.delete(key);
	      }

	      if (this.#size <= targetSize && this.#count <= targetCount) {
	        return
	      }
	    }

	    if (this.#size > this.#maxSize || this.#count > this.#maxCount) {
	      const topLevelKey = `${keep.origin}:${keep.path}`;
	      const entries = this.#entries.get(topLevelKey);
	      entries.splice(entries.indexOf(keep), 1);
	      this.#size -= keep.size;
	      this.#count -= 1;
	      if (entries.length === 0) {
	        this.#entries.delete(topLevelKey);
	      }
	    }
	  }

	  /**
	   * @param {CacheKey} key
	   */
	  delete (key) {
	    if (typeof key !== 'object') {
	      throw new TypeError(`expected key to be object, got ${typeof key}`)
	    }

	    const topLevelKey = `${key.origin}:${key.path}`;

	    for (const entry of this.#entries.get(topLevelKey) ?? []) {
	      this.#size -= entry.size;
	      this.#count -= 1;
	    }
	    this.#entries.delete(topLevelKey);
	  }
	}

	function findEntry (key, entries, now) {
	  for (let i = 0; i < entries.length; i++) {
	    const entry = entries[i];
	    if (
	      entry.deleteAt > now &&
	      entry.method === key.method &&
	      varyMatches(key, entry)
	    ) {
	      return entry
	    }
	  }
	}

	function varyMatches (key, entry) {
	  if (entry.vary == null) {
	    return true
	  }

	  for (const headerName in entry.vary) {
	    if (Object.hasOwn(entry.vary, headerName) && !headerValueEquals(key.headers?.[headerName], entry.vary[headerName])) {
	      return false
	    }
	  }

	  return true
	}

	/**
	 * @param {string|string[]|null|undefined} lhs
	 * @param {string|string[]|null|undefined} rhs
	 * @returns {boolean}
	 */
	function headerValueEquals (lhs, rhs) {
	  if (lhs == null && rhs == null) {
	    return true
	  }

	  if ((lhs == null && rhs != null) ||
	      (lhs != null && rhs == null)) {
	    return false
	  }

	  if (Array.isArray(lhs) && Array.isArray(rhs)) {
	    if (lhs.length !== rhs.length) {
	      return false
	    }

	    for (let i = 0; i < lhs.length; i++) {
	      if (lhs[i] !== rhs[i]) {
	        return false
	      }
	    }

	    return true
	  }

	  return lhs === rhs
	}

	memoryCacheStore = MemoryCacheStore;
	return memoryCacheStore;
}

var cacheRevalidationHandler;
var hasRequiredCacheRevalidationHandler;

function requireCacheRevalidationHandler () {
	if (hasRequiredCacheRevalidationHandler) return cacheRevalidationHandler;
	hasRequiredCacheRevalidationHandler = 1;

	const assert = builtin;

	/**
	 * This takes care of revalidation requests we send to the origin. If we get
	 *  a response indicating that what we have is cached (via a HTTP 304), we can
	 *  continue using the cached value. Otherwise, we'll receive the new response
	 *  here, which we then just pass on to the next handler (most likely a
	 *  CacheHandler). Note that this assumes the proper headers were already
	 *  included in the request to tell the origin that we want to revalidate the
	 *  response (i.e. if-modified-since or if-none-match).
	 *
	 * @see https://www.rfc-editor.org/rfc/rfc9111.html#name-validation
	 *
	 * @implements {import('../../types/dispatcher.d.ts').default.DispatchHandler}
	 */
	class CacheRevalidationHandler {
	  #successful = false

	  /**
	   * @type {((success: boolean, context?: any, statusCode?: number, headers?: import('../../types/header.d.ts').IncomingHttpHeaders) => void) | null}
	   */
	  #callback

	  /**
	   * @type {(import('../../types/dispatcher.d.ts').default.DispatchHandler)}
	   */
	  #handler

	  #context

	  /**
	   * @type {boolean}
	   */
	  #allowErrorStatusCodes

	  /**
	   * @param {(success: boolean, context?: any, statusCode?: number, headers?: import('../../types/header.d.ts').IncomingHttpHeaders) => void} callback Function to call if the cached value is valid
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchHandlers} handler
	   * @param {boolean} allowErrorStatusCodes
	   */
	  constructor (callback, handler, allowErrorStatusCodes) {
	    if (typeof callback !== 'function') {
	      throw new TypeError('callback must be a function')
	    }

	    this.#callback = callback;
	    this.#handler = handler;
	    this.#allowErrorStatusCodes = allowErrorStatusCodes;
	  }

	  onRequestStart (_, context) {
	    this.#successful = false;
	    this.#context = context;
	  }

	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    this.#handler.onRequestUpgrade?.(controller, statusCode, headers, socket);
	  }

	  onResponseStart (
	    controller,
	    statusCode,
	    headers,
	    statusMessage
	  ) {
	    assert(this.#callback != null);

	    // https://www.rfc-editor.org/rfc/rfc9111.html#name-handling-a-validation-respo
	    // https://datatracker.ietf.org/doc/html/rfc5861#section-4
	    this.#successful = statusCode === 304 ||
	      (this.#allowErrorStatusCodes && statusCode >= 500 && statusCode <= 504);
	    this.#callback(this.#successful, this.#context, statusCode, headers);
	    this.#callback = null;

	    if (this.#successful) {
	      return true
	    }

	    this.#handler.onRequestStart?.(controller, this.#context);
	    this.#handler.onResponseStart?.(
	      controller,
	      statusCode,
	      headers,
	      statusMessage
	    );
	  }

	  onResponseData (controller, chunk) {
	    if (this.#successful) {
	      return
	    }

	    return this.#handler.onResponseData?.(controller, chunk)
	  }

	  onResponseEnd (controller, trailers) {
	    if (this.#successful) {
	      return
	    }

	    this.#handler.onResponseEnd?.(controller, trailers);
	  }

	  onResponseError (controller, err) {
	    if (this.#successful) {
	      return
	    }

	    if (this.#callback) {
	      // Serve the stale cached response on a connection error, per stale-if-error:
	      //  RFC 5861 counts an unreachable origin (a would-be 5xx) as an error.
	      // https://datatracker.ietf.org/doc/html/rfc5861#section-4
	      if (this.#allowErrorStatusCodes) {
	        this.#successful = true;
	        this.#callback(true, this.#context);
	        this.#callback = null;
	        return
	      }

	      this.#callback(false);
	      this.#callback = null;
	    }

	    if (typeof this.#handler.onResponseError === 'function') {
	      this.#handler.onResponseError(controller, err);
	    } else {
	      throw err
	    }
	  }
	}

	cacheRevalidationHandler = CacheRevalidationHandler;
	return cacheRevalidationHandler;
}

var cache$1;
var hasRequiredCache$1;

function requireCache$1 () {
	if (hasRequiredCache$1) return cache$1;
	hasRequiredCache$1 = 1;

	const assert = builtin;
	const { Readable } = builtin$2;
	const util = requireUtil$4();
	const CacheHandler = requireCacheHandler();
	const MemoryCacheStore = requireMemoryCacheStore();
	const CacheRevalidationHandler = requireCacheRevalidationHandler();
	const {
	  assertCacheStore,
	  assertCacheMethods,
	  getInterceptorOrigin,
	  makeCacheKey,
	  normalizeHeaders,
	  parseCacheControlHeader,
	  isInvalidOrWildcardVaryHeader,
	  parseVaryHeader,
	  isEtagUsable
	} = requireCache$2();
	const { AbortError } = requireErrors();
	const { parseHttpDate } = requireDate();

	/**
	 * @param {(string | RegExp)[] | undefined} origins
	 * @param {string} name
	 */
	function assertCacheOrigins (origins, name) {
	  if (origins === undefined) return
	  if (!Array.isArray(origins)) {
	    throw new TypeError(`expected ${name} to be an array or undefined, got ${typeof origins}`)
	  }
	  for (let i = 0; i < origins.length; i++) {
	    const origin = origins[i];
	    if (typeof origin !== 'string' && !(origin instanceof RegExp)) {
	      throw new TypeError(`expected ${name}[${i}] to be a string or RegExp, got ${typeof origin}`)
	    }
	  }
	}

	const nop = () => {};

	function trimOWS (value) {
	  return value.replace(/^[\t ]+|[\t ]+$/g, '')
	}

	function arrayIncludes (array, value) {
	  for (let i = 0; i < array.length; i++) {
	    if (array[i] === value) {
	      return true
	    }
	  }

	  return false
	}

	function hasPragmaNoCache (headers) {
	  const pragma = headers?.pragma;
	  if (!pragma) {
	    return false
	  }

	  const values = Array.isArray(pragma) ? pragma : [pragma];
	  for (let i = 0; i < values.length; i++) {
	    const value = values[i];
	    if (typeof value !== 'string') {
	      continue
	    }

	    const directives = value.split(',');
	    for (let j = 0; j < directives.length; j++) {
	      if (trimOWS(directives[j]).toLowerCase() === 'no-cache') {
	        return true
	      }
	    }
	  }

	  return false
	}

	/**
	 * @typedef {(options: import('../../types/dispatcher.d.ts').default.DispatchOptions, handler: import('../../types/dispatcher.d.ts').default.DispatchHandler) => void} DispatchFn
	 */

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult} result
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives | undefined} cacheControlDirectives
	 * @param {import('../../types/dispatcher.d.ts').default.RequestOptions} opts
	 * @returns {boolean}
	 */
	function needsRevalidation (result, cacheControlDirectives, { headers = {} }) {
	  // Always revalidate requests with the no-cache request directive.
	  if (cacheControlDirectives?.['no-cache']) {
	    return true
	  }

	  // Always revalidate requests with unqualified no-cache response directive.
	  if (result.cacheControlDirectives?.['no-cache'] && !Array.isArray(result.cacheControlDirectives['no-cache'])) {
	    return true
	  }

	  // Always revalidate requests with conditional headers.
	  if (headers['if-modified-since'] || headers['if-none-match']) {
	    return true
	  }

	  return false
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult} result
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @returns {boolean}
	 */
	function staleResponseRequiresRevalidation (result, cacheType) {
	  return result.cacheControlDirectives?.['must-revalidate'] === true ||
	    (cacheType === 'shared' && (
	      result.cacheControlDirectives?.['proxy-revalidate'] === true ||
	      // https://www.rfc-editor.org/rfc/rfc9111.html#section-5.2.2.10
	      // s-maxage implies proxy-revalidate for shared caches.
	      result.cacheControlDirectives?.['s-maxage'] !== undefined
	    ))
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @param {import('../../types/header.d.ts').IncomingHttpHeaders} headers
	 * @returns {boolean}
	 */
	function revalidationResponseDisallowsCachedReuse (cacheType, headers) {
	  if (
	    (headers.vary && isInvalidOrWildcardVaryHeader(headers.vary)) ||
	    (cacheType === 'shared' && Object.hasOwn(headers, 'set-cookie'))
	  ) {
	    return true
	  }

	  const cacheControl = headers['cache-control'];
	  if (!cacheControl) {
	    return false
	  }

	  const cacheControlDirectives = parseCacheControlHeader(cacheControl);
	  return cacheControlDirectives['no-store'] === true ||
	    (cacheType === 'shared' && cacheControlDirectives.private === true)
	}

	function revalidationResponseUpdatesCacheControl (headers) {
	  return headers['cache-control'] !== undefined
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult} result
	 * @param {Record<string, string | string[] | null> | undefined} varyDirectives
	 * @returns {boolean}
	 */
	function revalidationResponseAddsVary (result, varyDirectives) {
	  if (!varyDirectives) {
	    return false
	  }

	  for (const key in varyDirectives) {
	    if (result.vary == null || !Object.hasOwn(result.vary, key)) {
	      return true
	    }
	  }

	  return false
	}

	function deleteCachedValue (store, cacheKey) {
	  try {
	    store.delete(cacheKey)?.catch?.(nop);
	  } catch {
	    // Fail silently
	  }
	}

	function getUsableLastModified (headers) {
	  const lastModified = headers?.['last-modified'];
	  if (typeof lastModified === 'string' && parseHttpDate(lastModified)) {
	    return lastModified
	  }
	}

	function makeRevalidationHeaders (opts, result) {
	  const headers = {
	    ...opts.headers,
	    'if-modified-since': getUsableLastModified(result.headers) ?? new Date(result.cachedAt).toUTCString()
	  };

	  if (result.etag) {
	    headers['if-none-match'] = result.etag;
	  }

	  if (result.vary) {
	    for (const key in result.vary) {
	      if (result.vary[key] != null) {
	        headers[key] = result.vary[key];
	      }
	    }
	  }

	  return headers
	}

	function revalidationTargetMatchesCacheKey (cacheKey, context) {
	  const history = context?.history;
	  if (!Array.isArray(history) || history.length === 0) {
	    return true
	  }

	  try {
	    const cachedUrl = new URL(cacheKey.path, cacheKey.origin);
	    const responseUrl = history[history.length - 1];
	    return responseUrl.origin === cachedUrl.origin &&
	      responseUrl.pathname === cachedUrl.pathname &&
	      responseUrl.search === cachedUrl.search
	  } catch {
	    return false
	  }
	}

	function revalidationEtagMatchesCachedValue (result, headers) {
	  if (!Object.hasOwn(headers, 'etag')) {
	    return true
	  }

	  const responseEtag = headers.etag;
	  const cachedEtag = result.etag;
	  if (
	    typeof responseEtag !== 'string' ||
	    typeof cachedEtag !== 'string' ||
	    !isEtagUsable(responseEtag) ||
	    !isEtagUsable(cachedEtag)
	  ) {
	    return false
	  }

	  if (!responseEtag.startsWith('W/')) {
	    return responseEtag === cachedEtag
	  }

	  const cachedOpaqueTag = cachedEtag.startsWith('W/') ? cachedEtag.slice(2) : cachedEtag;
	  return responseEtag.slice(2) === cachedOpaqueTag
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult} result
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives | undefined} cacheControlDirectives
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @returns {boolean}
	 */
	function isStale (result, cacheControlDirectives, cacheType) {
	  const now = Date.now();
	  // A zero freshness lifetime (e.g. max-age=0 with a validator) is never fresh,
	  // even when reused within the same millisecond or after a clock step back.
	  // https://www.rfc-editor.org/rfc/rfc9111.html#section-4.2
	  if (now > result.staleAt || result.staleAt <= result.cachedAt) {
	    // Response is stale
	    if (!staleResponseRequiresRevalidation(result, cacheType) && cacheControlDirectives?.['max-stale']) {
	      // There's a threshold where we can serve stale responses, let's see if
	      //  we're in it
	      // https://www.rfc-editor.org/rfc/rfc9111.html#name-max-stale
	      const gracePeriod = result.staleAt + (cacheControlDirectives['max-stale'] * 1000);
	      return now > gracePeriod
	    }

	    return true
	  }

	  if (cacheControlDirectives?.['min-fresh']) {
	    // https://www.rfc-editor.org/rfc/rfc9111.html#section-5.2.1.3

	    // At this point, staleAt is always > now
	    const timeLeftTillStale = result.staleAt - now;
	    const threshold = cacheControlDirectives['min-fresh'] * 1000;

	    return timeLeftTillStale <= threshold
	  }

	  return false
	}

	/**
	 * Check if we're within the stale-while-revalidate window for a stale response
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult} result
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions['type']} cacheType
	 * @returns {boolean}
	 */
	function withinStaleWhileRevalidateWindow (result, cacheType) {
	  const staleWhileRevalidate = result.cacheControlDirectives?.['stale-while-revalidate'];
	  if (!staleWhileRevalidate || staleResponseRequiresRevalidation(result, cacheType)) {
	    return false
	  }

	  const now = Date.now();
	  const staleWhileRevalidateExpiry = result.staleAt + (staleWhileRevalidate * 1000);
	  return now <= staleWhileRevalidateExpiry
	}

	/**
	 * @param {DispatchFn} dispatch
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheHandlerOptions} globalOpts
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} cacheKey
	 * @param {import('../../types/dispatcher.d.ts').default.DispatchHandler} handler
	 * @param {import('../../types/dispatcher.d.ts').default.RequestOptions} opts
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives | undefined} reqCacheControl
	 */
	function handleUncachedResponse (
	  dispatch,
	  globalOpts,
	  cacheKey,
	  handler,
	  opts,
	  reqCacheControl
	) {
	  if (reqCacheControl?.['only-if-cached']) {
	    let aborted = false;

	    const controller = {
	      paused: false,
	      rawHeaders: [],
	      rawTrailers: [],
	      pause () {
	        this.paused = true;
	      },
	      resume () {
	        this.paused = false;
	      },
	      abort: (reason) => {
	        aborted = true;
	        handler.onResponseError?.(controller, reason ?? new AbortError());
	      }
	    };

	    try {
	      handler.onRequestStart?.(controller, null);

	      if (aborted) {
	        return
	      }

	      handler.onResponseStart?.(controller, 504, {}, 'Gateway Timeout');
	      if (aborted) {
	        return
	      }

	      handler.onResponseEnd?.(controller, {});
	    } catch (err) {
	      if (typeof handler.onResponseError === 'function') {
	        handler.onResponseError(controller, err);
	      }
	    }

	    return true
	  }

	  return dispatch(opts, new CacheHandler(globalOpts, cacheKey, handler))
	}

	/**
	 * @param {import('../../types/dispatcher.d.ts').default.DispatchHandler} handler
	 * @param {import('../../types/dispatcher.d.ts').default.RequestOptions} opts
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult} result
	 * @param {number} age
	 * @param {any} context
	 * @param {boolean} isStale
	 */
	function sendCachedValue (handler, opts, result, age, context, isStale) {
	  // TODO (perf): Readable.from path can be optimized...
	  const stream = util.isStream(result.body)
	    ? result.body
	    : Readable.from(result.body ?? []);

	  assert(!stream.destroyed, 'stream should not be destroyed');
	  assert(!stream.readableDidRead, 'stream should not be readableDidRead');

	  let aborted = false;
	  let abortReason = null;

	  const controller = {
	    rawHeaders: [],
	    rawTrailers: [],
	    resume () {
	      stream.resume();
	    },
	    pause () {
	      stream.pause();
	    },
	    get paused () {
	      return stream.isPaused()
	    },
	    get aborted () {
	      return aborted
	    },
	    get reason () {
	      return abortReason
	    },
	    abort (reason) {
	      if (aborted) {
	        return
	      }
	      aborted = true;
	      abortReason = reason ?? new AbortError();
	      stream.destroy(abortReason);
	    }
	  };

	  stream
	    .on('error', function (err) {
	      // Never rethrow: this runs from a stream event on a later tick, where a
	      // throw would crash the process. Like core's Request.onResponseError,
	      // the error is dropped if the handler has no onResponseError.
	      if (!this.readableEnded) {
	        handler.onResponseError?.(controller, err);
	      }
	    })
	    .on('close', function () {
	      if (!this.errored) {
	        try {
	          handler.onResponseEnd?.(controller, {});
	        } catch (err) {
	          // The stream is already closed, so the error can't be routed
	          // through it; report it to the handler directly instead.
	          handler.onResponseError?.(controller, err);
	        }
	      }
	    });

	  // Downstream handler calls below run outside the dispatcher's own error
	  // handling (on later ticks for the body, or inside a promise callback for
	  // async stores), so a throw must be converged to a per-request error
	  // instead of escaping as an uncaught exception.
	  try {
	    handler.onRequestStart?.(controller, context);
	  } catch (err) {
	    stream.destroy(err);
	    return
	  }

	  if (stream.destroyed) {
	    return
	  }

	  // Add the age header
	  // https://www.rfc-editor.org/rfc/rfc9111.html#name-age
	  const headers = { ...result.headers, age: String(age) };

	  if (isStale) {
	    // Add warning header
	    //  https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Warning
	    headers.warning = '110 - "response is stale"';
	  }

	  controller.rawHeaders = util.toRawHeaders(headers);

	  try {
	    handler.onResponseStart?.(controller, result.statusCode, headers, result.statusMessage);
	  } catch (err) {
	    stream.destroy(err);
	    return
	  }

	  if (opts.method === 'HEAD') {
	    stream.destroy();
	  } else {
	    stream.on('data', function (chunk) {
	      try {
	        handler.onResponseData?.(controller, chunk);
	      } catch (err) {
	        stream.destroy(err);
	      }
	    });
	  }
	}

	/**
	 * @param {DispatchFn} dispatch
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheHandlerOptions} globalOpts
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} cacheKey
	 * @param {import('../../types/dispatcher.d.ts').default.DispatchHandler} handler
	 * @param {import('../../types/dispatcher.d.ts').default.RequestOptions} opts
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheControlDirectives | undefined} reqCacheControl
	 * @param {import('../../types/cache-interceptor.d.ts').default.GetResult | undefined} result
	 */
	function handleResult (
	  dispatch,
	  globalOpts,
	  cacheKey,
	  handler,
	  opts,
	  reqCacheControl,
	  result
	) {
	  if (!result) {
	    return handleUncachedResponse(dispatch, globalOpts, cacheKey, handler, opts, reqCacheControl)
	  }

	  // Shared stores may outlive the Undici version that wrote them. Do not
	  // re-serve a Set-Cookie header from an existing shared-cache entry.
	  if (globalOpts.type === 'shared' && Object.hasOwn(result.headers, 'set-cookie')) {
	    if (util.isStream(result.body)) {
	      result.body.on('error', nop).destroy();
	    }

	    deleteCachedValue(globalOpts.store, cacheKey);
	    return handleUncachedResponse(dispatch, globalOpts, cacheKey, handler, opts, reqCacheControl)
	  }

	  const now = Date.now();
	  if (now > result.deleteAt) {
	    // Response is expired, cache store shouldn't have given this to us
	    return dispatch(opts, new CacheHandler(globalOpts, cacheKey, handler))
	  }

	  const age = Math.round((now - result.cachedAt) / 1000);
	  const requestMaxAgeExpired = reqCacheControl?.['max-age'] !== undefined && age >= reqCacheControl['max-age'];

	  const stale = requestMaxAgeExpired || isStale(result, reqCacheControl, globalOpts.type);
	  const revalidate = requestMaxAgeExpired || needsRevalidation(result, reqCacheControl, opts);

	  // Check if the response is stale
	  if (stale || revalidate) {
	    if (util.isStream(opts.body) && util.bodyLength(opts.body) !== 0) {
	      // If body is a stream we can't revalidate...
	      // TODO (fix): This could be less strict...
	      return dispatch(opts, new CacheHandler(globalOpts, cacheKey, handler))
	    }

	    // RFC 5861: If we're within stale-while-revalidate window, serve stale immediately
	    // and revalidate in background, unless immediate revalidation is necessary
	    if (!revalidate && withinStaleWhileRevalidateWindow(result, globalOpts.type)) {
	      // Serve stale response immediately
	      sendCachedValue(handler, opts, result, age, null, true);

	      // Start background revalidation (fire-and-forget)
	      queueMicrotask(() => {
	        const headers = makeRevalidationHeaders(opts, result);

	        // Background revalidation - update cache if we get new data
	        dispatch(
	          {
	            ...opts,
	            headers
	          },
	          new CacheHandler(globalOpts, cacheKey, {
	            // Silent handler that just updates the cache
	            onRequestStart () {},
	            onRequestUpgrade () {},
	            onResponseStart () {},
	            onResponseData () {},
	            onResponseEnd () {},
	            onResponseError () {}
	          })
	        );
	      });

	      return true
	    }

	    let withinStaleIfErrorThreshold = false;
	    if (!staleResponseRequiresRevalidation(result, globalOpts.type)) {
	      const staleIfErrorExpiry = result.cacheControlDirectives['stale-if-error'] ?? reqCacheControl?.['stale-if-error'];
	      if (staleIfErrorExpiry) {
	        withinStaleIfErrorThreshold = now < (result.staleAt + (staleIfErrorExpiry * 1000));
	      }
	    }

	    const headers = makeRevalidationHeaders(opts, result);
	    const refetch = () => {
	      if (util.isStream(result.body)) {
	        result.body.on('error', nop).destroy();
	      }

	      deleteCachedValue(globalOpts.store, cacheKey);
	      return dispatch(opts, new CacheHandler(globalOpts, cacheKey, handler))
	    };

	    // We need to revalidate the response
	    return dispatch(
	      {
	        ...opts,
	        headers
	      },
	      new CacheRevalidationHandler(
	        (success, context, statusCode, headers) => {
	          if (success) {
	            if (statusCode === 304) {
	              if (
	                !revalidationTargetMatchesCacheKey(cacheKey, context) ||
	                !revalidationEtagMatchesCachedValue(result, headers) ||
	                revalidationResponseDisallowsCachedReuse(globalOpts.type, headers)
	              ) {
	                return refetch()
	              }

	              if (revalidationResponseUpdatesCacheControl(headers)) {
	                deleteCachedValue(globalOpts.store, cacheKey);
	              } else if (revalidationResponseAddsVary(result, headers.vary ? parseVaryHeader(headers.vary, opts.headers) : undefined)) {
	                return refetch()
	              }
	            }

	            // TODO: successful revalidation should be considered fresh (not give stale warning).
	            sendCachedValue(handler, opts, result, age, context, stale);
	          } else if (util.isStream(result.body)) {
	            result.body.on('error', nop).destroy();
	          }
	        },
	        new CacheHandler(globalOpts, cacheKey, handler),
	        withinStaleIfErrorThreshold
	      )
	    )
	  }

	  // Dump request body.
	  if (util.isStream(opts.body)) {
	    opts.body.on('error', nop).destroy();
	  }

	  sendCachedValue(handler, opts, result, age, null, false);
	}

	/**
	 * @param {import('../../types/cache-interceptor.d.ts').default.CacheOptions} [opts]
	 * @returns {import('../../types/dispatcher.d.ts').default.DispatcherComposeInterceptor}
	 */
	cache$1 = (opts = {}) => {
	  const {
	    store = new MemoryCacheStore(),
	    methods = ['GET'],
	    cacheByDefault = undefined,
	    type = 'shared',
	    origins = undefined
	  } = opts;

	  if (typeof opts !== 'object' || opts === null) {
	    throw new TypeError(`expected type of opts to be an Object, got ${opts === null ? 'null' : typeof opts}`)
	  }

	  assertCacheStore(store, 'opts.store');
	  assertCacheMethods(methods, 'opts.methods');
	  assertCacheOrigins(origins, 'opts.origins');

	  if (typeof cacheByDefault !== 'undefined' && typeof cacheByDefault !== 'number') {
	    throw new TypeError(`expected opts.cacheByDefault to be number or undefined, got ${typeof cacheByDefault}`)
	  }

	  if (typeof type !== 'undefined' && type !== 'shared' && type !== 'private') {
	    throw new TypeError(`expected opts.type to be shared, private, or undefined, got ${typeof type}`)
	  }

	  const globalOpts = {
	    store,
	    methods,
	    cacheByDefault,
	    type
	  };

	  const safeMethodsToNotCache = [];
	  for (let i = 0; i < util.safeHTTPMethods.length; i++) {
	    const method = util.safeHTTPMethods[i];
	    if (!arrayIncludes(methods, method)) {
	      safeMethodsToNotCache.push(method);
	    }
	  }

	  return (dispatch, interceptorOrigin) => {
	    return (opts, handler) => {
	      const requestOrigin = getInterceptorOrigin(opts, interceptorOrigin);
	      if (!requestOrigin || arrayIncludes(safeMethodsToNotCache, opts.method)) {
	        // We cannot safely cache without an authoritative origin, or this is
	        // not a method we want to cache.
	        return dispatch(opts, handler)
	      }

	      // Check if origin is in whitelist
	      if (origins !== undefined) {
	        const normalizedRequestOrigin = requestOrigin.toString().toLowerCase();
	        let isAllowed = false;

	        for (let i = 0; i < origins.length; i++) {
	          const allowed = origins[i];
	          if (typeof allowed === 'string') {
	            if (allowed.toLowerCase() === normalizedRequestOrigin) {
	              isAllowed = true;
	              break
	            }
	          } else if (allowed.test(normalizedRequestOrigin)) {
	            isAllowed = true;
	            break
	          }
	        }

	        if (!isAllowed) {
	          return dispatch(opts, handler)
	        }
	      }

	      opts = {
	        ...opts,
	        headers: normalizeHeaders(opts)
	      };

	      const reqCacheControl = opts.headers?.['cache-control']
	        ? parseCacheControlHeader(opts.headers['cache-control'])
	        : hasPragmaNoCache(opts.headers)
	          ? { 'no-cache': true }
	          : undefined;

	      if (reqCacheControl?.['no-store']) {
	        return dispatch(opts, handler)
	      }

	      /**
	       * @type {import('../../types/cache-interceptor.d.ts').default.CacheKey}
	       */
	      const cacheKey = makeCacheKey(opts, requestOrigin);

	      if (!arrayIncludes(util.safeHTTPMethods, opts.method)) {
	        return dispatch(opts, new CacheHandler(globalOpts, cacheKey, handler))
	      }

	      const result = store.get(cacheKey);

	      if (result && typeof result.then === 'function') {
	        return result
	          .then(result => handleResult(dispatch,
	            globalOpts,
	            cacheKey,
	            handler,
	            opts,
	            reqCacheControl,
	            result
	          ))
	          .catch((err) => {
	            // Any throw escaping handleResult on the async-store path (e.g. a
	            // rejection from store.get() itself, or a throw in a code path not
	            // converged by sendCachedValue) would otherwise surface as an
	            // unhandled promise rejection and crash the process. Route it to
	            // the handler instead, matching the synchronous store path where
	            // the error propagates to the request() call site.
	            if (typeof handler.onResponseError === 'function') {
	              handler.onResponseError({
	                rawHeaders: [],
	                rawTrailers: [],
	                pause () {},
	                resume () {},
	                get paused () { return false },
	                get aborted () { return false },
	                get reason () { return null },
	                abort () {}
	              }, err);
	            } else {
	              throw err
	            }
	          })
	      } else {
	        return handleResult(
	          dispatch,
	          globalOpts,
	          cacheKey,
	          handler,
	          opts,
	          reqCacheControl,
	          result
	        )
	      }
	    }
	  }
	};
	return cache$1;
}

var decompress;
var hasRequiredDecompress;

function requireDecompress () {
	if (hasRequiredDecompress) return decompress;
	hasRequiredDecompress = 1;

	const { createInflate, createGunzip, createBrotliDecompress, createZstdDecompress, constants } = builtin$d;
	const { pipeline, Transform: TransformStream } = builtin$2;
	const { InvalidArgumentError, ResponseExceededMaxSizeError } = requireErrors();
	const DecoratorHandler = requireDecoratorHandler();

	/** @typedef {import('node:stream').Transform} Transform */
	/** @typedef {import('node:stream').Transform} Controller */
	/** @typedef {Transform&import('node:zlib').Zlib} DecompressorStream */

	class DecompressController {
	  #onPause
	  #onResume
	  #onAbort
	  #paused = false

	  constructor (onPause, onResume, onAbort) {
	    this.#onPause = onPause;
	    this.#onResume = onResume;
	    this.#onAbort = onAbort;
	    this.target = null;
	  }

	  pause () {
	    if (this.#paused) {
	      return
	    }

	    this.#paused = true;
	    this.#onPause();
	  }

	  resume () {
	    if (!this.#paused) {
	      return
	    }

	    this.#paused = false;
	    this.#onResume();
	  }

	  abort (reason) {
	    this.target?.abort(reason);
	    this.#onAbort(reason);
	  }

	  get paused () { return this.#paused }
	  get aborted () { return this.target?.aborted ?? false }
	  get reason () { return this.target?.reason ?? null }
	  get rawHeaders () { return this.target?.rawHeaders ?? null }
	  set rawHeaders (value) {
	    if (this.target) {
	      this.target.rawHeaders = value;
	    }
	  }

	  get rawTrailers () { return this.target?.rawTrailers ?? null }
	  set rawTrailers (value) {
	    if (this.target) {
	      this.target.rawTrailers = value;
	    }
	  }
	}

	// `compress` and `x-compress` are deliberately absent. RFC 9110 section
	// 8.4.1.1 defines them as the UNIX compress (LZW) format, which zlib cannot
	// read, so inflating them turns a readable response into a Z_DATA_ERROR.
	// fetch() leaves them alone, and so does this interceptor.
	/** @type {Record<string, () => DecompressorStream>} */
	const supportedEncodings = {
	  __proto__: null,
	  gzip: createGunzip,
	  'x-gzip': createGunzip,
	  br: createBrotliDecompress,
	  deflate: createInflate,
	  // https://www.rfc-editor.org/rfc/rfc9659.html#section-3
	  zstd: createZstdDecompress.bind(null, { params: { [constants.ZSTD_d_windowLogMax]: 23 } })
	};

	const defaultSkipStatusCodes = /** @type {const} */ ([204, 304]);
	const defaultMaxSize = 0;

	/**
	 * Limits the output of one stage in a decompression chain.
	 * @param {number} maxSize - Maximum output size in bytes
	 * @returns {Transform}
	 */
	function createMaxSizeLimiter (maxSize) {
	  let size = 0;

	  return new TransformStream({
	    transform (chunk, _encoding, callback) {
	      const decompressedSize = size + chunk.length;
	      if (decompressedSize > maxSize) {
	        callback(new ResponseExceededMaxSizeError(
	          `Decompressed response size (${decompressedSize}) exceeded maxSize (${maxSize})`
	        ));
	        return
	      }

	      size = decompressedSize;
	      callback(null, chunk);
	    }
	  })
	}

	let warningEmitted = /** @type {boolean} */ (false);

	/**
	 * @typedef {Object} DecompressHandlerOptions
	 * @property {number[]|Readonly<number[]>} [skipStatusCodes=[204, 304]] - List of status codes to skip decompression for
	 * @property {boolean} [skipErrorResponses] - Whether to skip decompression for error responses (status codes >= 400)
	 * @property {number} [maxSize=0] - Maximum decompressed response size in bytes. 0 disables the limit
	 */

	class DecompressHandler extends DecoratorHandler {
	  /** @type {Transform[]} */
	  #decompressors = []
	  /** @type {Record<string, string | string[]> | undefined} */
	  #trailers
	  /** @type {Readonly<number[]>} */
	  #skipStatusCodes
	  /** @type {boolean} */
	  #skipErrorResponses
	  /** @type {number} */
	  #maxSize
	  /** @type {number} */
	  #decompressedSize = 0
	  /** @type {boolean} */
	  #terminated = false
	  /** @type {boolean} */
	  #inputEnded = false
	  /** @type {boolean} */
	  #inputBackpressured = false
	  /** @type {boolean} */
	  #upstreamPaused = false
	  /** @type {boolean} */
	  #draining = false
	  /** @type {boolean} */
	  #drainRequested = false
	  /** @type {boolean} */
	  #completionPending = false
	  /** @type {DecompressorStream | undefined} */
	  #finalDecompressor
	  /** @type {DecompressController} */
	  #controller

	  constructor (handler, { skipStatusCodes = defaultSkipStatusCodes, skipErrorResponses = true, maxSize = defaultMaxSize } = {}) {
	    if (!Number.isSafeInteger(maxSize) || maxSize < 0) {
	      throw new InvalidArgumentError('maxSize must be a non-negative integer')
	    }

	    super(handler);
	    this.#skipStatusCodes = skipStatusCodes;
	    this.#skipErrorResponses = skipErrorResponses;
	    this.#maxSize = maxSize;
	    this.#controller = new DecompressController(
	      () => this.#onDownstreamPause(),
	      () => this.#onDownstreamResume(),
	      reason => {
	        if (this.#inputEnded && !this.#terminated) {
	          this.onResponseError(this.#controller, reason);
	        }
	      }
	    );
	  }

	  #onDownstreamPause () {
	    this.#pauseUpstream();
	  }

	  #onDownstreamResume () {
	    const drainWasDeferred = this.#draining;
	    this.#drainOutput();
	    if (!drainWasDeferred) {
	      this.#resumeUpstreamIfNeeded();
	      this.#finishIfReady();
	    }
	  }

	  #pauseUpstream () {
	    if (!this.#upstreamPaused && !this.#terminated) {
	      this.#upstreamPaused = true;
	      this.#controller.target?.pause();
	    }
	  }

	  #resumeUpstreamIfNeeded () {
	    if (this.#upstreamPaused && !this.#controller.paused && !this.#inputBackpressured) {
	      this.#upstreamPaused = false;
	      if (!this.#inputEnded) {
	        this.#controller.target?.resume();
	      }
	    }
	  }

	  #drainOutput () {
	    if (this.#terminated || this.#controller.paused || !this.#finalDecompressor) {
	      return
	    }

	    if (this.#draining) {
	      this.#drainRequested = true;
	      return
	    }

	    this.#draining = true;
	    try {
	      do {
	        this.#drainRequested = false;
	        let chunk;
	        while (!this.#terminated && !this.#controller.paused && (chunk = this.#finalDecompressor.read()) !== null) {
	          if (this.#maxSize > 0) {
	            const decompressedSize = this.#decompressedSize + chunk.length;
	            if (decompressedSize > this.#maxSize) {
	              this.#fail(new ResponseExceededMaxSizeError(
	                `Decompressed response size (${decompressedSize}) exceeded maxSize (${this.#maxSize})`
	              ));
	              return
	            }

	            this.#decompressedSize = decompressedSize;
	          }

	          try {
	            const result = super.onResponseData(this.#controller, chunk);
	            if (result === false && !this.#controller.paused) {
	              this.#controller.pause();
	            }
	          } catch (err) {
	            this.#fail(err);
	            return
	          }
	        }
	      } while (this.#drainRequested && !this.#terminated && !this.#controller.paused)
	    } finally {
	      this.#draining = false;
	    }

	    this.#resumeUpstreamIfNeeded();
	    this.#finishIfReady();
	  }

	  #finishIfReady () {
	    if (this.#terminated || !this.#completionPending || this.#controller.paused || this.#draining) {
	      return
	    }

	    this.#cleanupDecompressors();
	    try {
	      super.onResponseEnd(this.#controller, this.#trailers);
	    } catch (err) {
	      this.#fail(err);
	      return
	    }
	    this.#terminated = true;
	  }

	  #onDecompressionEnd () {
	    if (this.#terminated) {
	      return
	    }

	    this.#completionPending = true;
	    this.#drainOutput();
	    this.#finishIfReady();
	  }

	  /**
	   * Determines if decompression should be skipped based on encoding and status code
	   * @param {string} contentEncoding - Content-Encoding header value
	   * @param {number} statusCode - HTTP status code of the response
	   * @returns {boolean} - True if decompression should be skipped
	   */
	  #shouldSkipDecompression (contentEncoding, statusCode) {
	    if (!contentEncoding || statusCode < 200) return true
	    if (this.#skipStatusCodes.includes(statusCode)) return true
	    if (this.#skipErrorResponses && statusCode >= 400) return true
	    return false
	  }

	  /**
	   * Creates a chain of decompressors for multiple content encodings
	   *
	   * @param {string} encodings - Comma-separated list of content encodings
	   * @returns {Array<Transform>} - Array of decompressor and limiting streams
	   * @throws {Error} - If the number of content-encodings exceeds the maximum allowed
	   */
	  #createDecompressionChain (encodings) {
	    const parts = encodings.split(',');

	    // Limit the number of content-encodings to prevent resource exhaustion.
	    // CVE fix similar to urllib3 (GHSA-gm62-xv2j-4w53) and curl (CVE-2022-32206).
	    const maxContentEncodings = 5;
	    if (parts.length > maxContentEncodings) {
	      throw new Error(`too many content-encodings in response: ${parts.length}, maximum allowed is ${maxContentEncodings}`)
	    }

	    /** @type {DecompressorStream[]} */
	    const decompressors = [];

	    for (let i = parts.length - 1; i >= 0; i--) {
	      const encoding = parts[i].trim();
	      if (!encoding) continue

	      if (!supportedEncodings[encoding]) {
	        decompressors.length = 0; // Clear if unsupported encoding
	        return decompressors // Unsupported encoding
	      }

	      decompressors.push(supportedEncodings[encoding]());
	    }

	    if (decompressors.length < 2) {
	      return decompressors
	    }

	    /** @type {Transform[]} */
	    const streams = [];
	    for (let i = 0; i < decompressors.length; i++) {
	      streams.push(decompressors[i]);
	      if (i < decompressors.length - 1 && this.#maxSize > 0) {
	        streams.push(createMaxSizeLimiter(this.#maxSize));
	      }
	    }

	    return streams
	  }

	  /**
	   * Stops decompression and reports an error.
	   * @param {Error} error - The decompression error
	   * @returns {void}
	   */
	  #fail (error) {
	    if (this.#terminated) {
	      return
	    }

	    if (this.#inputEnded) {
	      // The request is already marked complete once the compressed input ends,
	      // so controller.abort() can no longer propagate decoder flush errors.
	      this.onResponseError(this.#controller, error);
	    } else {
	      this.#controller.abort(error);
	    }
	  }

	  /**
	   * Sets up event handlers for the final decompressor stream.
	   * @param {DecompressorStream} decompressor - The decompressor stream
	   * @returns {void}
	   */
	  #setupDecompressorEvents (decompressor) {
	    this.#finalDecompressor = decompressor;
	    decompressor.on('readable', () => this.#drainOutput());
	    decompressor.on('error', (error) => this.#fail(error));
	  }

	  /**
	   * Sets up event handling for a single decompressor
	   * @returns {void}
	   */
	  #setupSingleDecompressor () {
	    const decompressor = this.#decompressors[0];
	    this.#setupDecompressorEvents(decompressor);

	    decompressor.on('end', () => this.#onDecompressionEnd());
	  }

	  /**
	   * Sets up event handling for multiple chained decompressors using pipeline
	   * @returns {void}
	   */
	  #setupMultipleDecompressors () {
	    const lastDecompressor = this.#decompressors[this.#decompressors.length - 1];
	    this.#setupDecompressorEvents(lastDecompressor);

	    pipeline(this.#decompressors, (err) => {
	      if (this.#terminated) {
	        return
	      }

	      if (err) {
	        this.#fail(err);
	        return
	      }

	      this.#onDecompressionEnd();
	    });
	  }

	  #setupInputBackpressure () {
	    const decompressor = this.#decompressors[0];
	    decompressor.on('drain', () => {
	      if (this.#terminated) {
	        return
	      }

	      this.#inputBackpressured = false;
	      if (!this.#controller.paused) {
	        this.#drainOutput();
	        this.#resumeUpstreamIfNeeded();
	      }
	    });
	  }

	  /**
	   * Cleans up decompressor references to prevent memory leaks
	   * @returns {void}
	   */
	  #cleanupDecompressors () {
	    this.#decompressors.length = 0;
	    this.#finalDecompressor = undefined;
	  }

	  onRequestStart (controller, context) {
	    this.#controller.target = controller;
	    return super.onRequestStart(this.#controller, context)
	  }

	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    return super.onRequestUpgrade(this.#controller, statusCode, headers, socket)
	  }

	  /**
	   * @param {Controller} controller
	   * @param {number} statusCode
	   * @param {Record<string, string | string[] | undefined>} headers
	   * @param {string} statusMessage
	   * @returns {void}
	   */
	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    // Repeated field lines reach us as an array. RFC 9110 section 5.3 lets a
	    // recipient join them with commas, which yields the single-line form the
	    // decompression chain already handles.
	    const rawContentEncoding = headers['content-encoding'];
	    const contentEncoding = Array.isArray(rawContentEncoding)
	      ? rawContentEncoding.join(',')
	      : rawContentEncoding;

	    // If content encoding is not supported or status code is in skip list
	    if (this.#shouldSkipDecompression(contentEncoding, statusCode)) {
	      return super.onResponseStart(this.#controller, statusCode, headers, statusMessage)
	    }

	    const decompressors = this.#createDecompressionChain(contentEncoding.toLowerCase());

	    if (decompressors.length === 0) {
	      this.#cleanupDecompressors();
	      return super.onResponseStart(this.#controller, statusCode, headers, statusMessage)
	    }

	    this.#decompressors = decompressors;

	    // Remove compression headers since we're decompressing
	    const { 'content-encoding': _, 'content-length': __, ...newHeaders } = headers;

	    if (this.#controller.rawHeaders) {
	      const rawHeaders = this.#controller.rawHeaders;

	      if (Array.isArray(rawHeaders)) {
	        const filteredHeaders = [];
	        for (let i = 0; i < rawHeaders.length; i += 2) {
	          const headerName = rawHeaders[i];
	          const name = Buffer.isBuffer(headerName) ? headerName.toString('latin1') : `${headerName}`;
	          const lowerName = name.toLowerCase();

	          if (lowerName === 'content-encoding' || lowerName === 'content-length') {
	            continue
	          }

	          filteredHeaders.push(rawHeaders[i], rawHeaders[i + 1]);
	        }
	        rawHeaders.splice(0, rawHeaders.length, ...filteredHeaders);
	      } else if (typeof rawHeaders === 'object') {
	        for (const name of Object.keys(rawHeaders)) {
	          const lowerName = name.toLowerCase();
	          if (lowerName === 'content-encoding' || lowerName === 'content-length') {
	            delete rawHeaders[name];
	          }
	        }
	      }
	    }

	    this.#setupInputBackpressure();
	    if (this.#decompressors.length === 1) {
	      this.#setupSingleDecompressor();
	    } else {
	      this.#setupMultipleDecompressors();
	    }

	    return super.onResponseStart(this.#controller, statusCode, newHeaders, statusMessage)
	  }

	  /**
	   * @param {Controller} controller
	   * @param {Buffer} chunk
	   * @returns {void}
	   */
	  onResponseData (controller, chunk) {
	    if (this.#decompressors.length > 0) {
	      if (!this.#decompressors[0].write(chunk)) {
	        this.#inputBackpressured = true;
	        this.#pauseUpstream();
	      }
	      return
	    }
	    return super.onResponseData(this.#controller, chunk)
	  }

	  /**
	   * @param {Controller} controller
	   * @param {Record<string, string | string[]> | undefined} trailers
	   * @returns {void}
	   */
	  onResponseEnd (controller, trailers) {
	    if (this.#decompressors.length > 0) {
	      this.#inputEnded = true;
	      this.#trailers = trailers;
	      this.#decompressors[0].end();
	      return
	    }
	    return super.onResponseEnd(this.#controller, trailers)
	  }

	  /**
	   * @param {Controller} controller
	   * @param {Error} err
	   * @returns {void}
	   */
	  onResponseError (controller, err) {
	    if (this.#terminated) {
	      return
	    }

	    this.#terminated = true;
	    for (const decompressor of this.#decompressors) {
	      decompressor.destroy();
	    }
	    this.#cleanupDecompressors();
	    super.onResponseError(this.#controller, err);
	  }
	}

	/**
	 * Creates a decompression interceptor for HTTP responses
	 * @param {DecompressHandlerOptions} [options] - Options for the interceptor
	 * @returns {Function} - Interceptor function
	 */
	function createDecompressInterceptor (options = {}) {
	  // Emit experimental warning only once
	  if (!warningEmitted) {
	    process.emitWarning(
	      'DecompressInterceptor is experimental and subject to change',
	      'ExperimentalWarning'
	    );
	    warningEmitted = true;
	  }

	  return (dispatch) => {
	    return (opts, handler) => {
	      if (opts.method === 'HEAD') {
	        return dispatch(opts, handler)
	      }

	      const decompressHandler = new DecompressHandler(handler, options);
	      return dispatch(opts, decompressHandler)
	    }
	  }
	}

	decompress = createDecompressInterceptor;
	return decompress;
}

var deduplicationHandler;
var hasRequiredDeduplicationHandler;

function requireDeduplicationHandler () {
	if (hasRequiredDeduplicationHandler) return deduplicationHandler;
	hasRequiredDeduplicationHandler = 1;

	const { RequestAbortedError } = requireErrors();

	/**
	 * @typedef {import('../../types/dispatcher.d.ts').default.DispatchHandler} DispatchHandler
	 */

	const DEFAULT_MAX_BUFFER_SIZE = 5 * 1024 * 1024;

	/**
	 * @typedef {Object} WaitingHandler
	 * @property {DispatchHandler} handler
	 * @property {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	 * @property {Buffer[]} bufferedChunks
	 * @property {number} bufferedBytes
	 * @property {object | null} pendingTrailers
	 * @property {boolean} done
	 * @property {boolean} [pendingStart] onRequestStart deferred until the primary request's context is known
	 */

	/**
	 * Handler that forwards response events to multiple waiting handlers.
	 * Used for request deduplication.
	 *
	 * @implements {DispatchHandler}
	 */
	class DeduplicationHandler {
	  /**
	   * @type {DispatchHandler}
	   */
	  #primaryHandler

	  /**
	   * Whether the primary request has started (onRequestStart received). Until
	   * then the request context is unknown and cannot be given to waiting handlers.
	   * @type {boolean}
	   */
	  #requestStarted = false

	  /**
	   * The primary request context, replayed to waiting handlers so they observe
	   * the same redirect history as the primary.
	   * @type {any}
	   */
	  #context = null

	  /**
	   * @type {WaitingHandler[]}
	   */
	  #waitingHandlers = []

	  /**
	   * @type {number}
	   */
	  #maxBufferSize = DEFAULT_MAX_BUFFER_SIZE

	  /**
	   * @type {number}
	   */
	  #statusCode = 0

	  /**
	   * @type {Record<string, string | string[]>}
	   */
	  #headers = {}

	  /**
	   * @type {string}
	   */
	  #statusMessage = ''

	  /**
	   * @type {boolean}
	   */
	  #aborted = false

	  /**
	   * @type {boolean}
	   */
	  #responseStarted = false

	  /**
	   * @type {boolean}
	   */
	  #responseDataStarted = false

	  /**
	   * @type {boolean}
	   */
	  #completed = false

	  /**
	   * @type {import('../../types/dispatcher.d.ts').default.DispatchController | null}
	   */
	  #controller = null

	  /**
	   * @type {(() => void) | null}
	   */
	  #onComplete = null

	  /**
	   * @param {DispatchHandler} primaryHandler The primary handler
	   * @param {() => void} onComplete Callback when request completes
	   * @param {number} [maxBufferSize] Maximum paused buffer size per waiting handler
	   */
	  constructor (primaryHandler, onComplete, maxBufferSize = DEFAULT_MAX_BUFFER_SIZE) {
	    this.#primaryHandler = primaryHandler;
	    this.#onComplete = onComplete;
	    this.#maxBufferSize = maxBufferSize;
	  }

	  /**
	   * Add a waiting handler that will receive response events.
	   * Returns false if deduplication can no longer safely attach this handler.
	   *
	   * @param {DispatchHandler} handler
	   * @returns {boolean}
	   */
	  addWaitingHandler (handler) {
	    if (this.#completed || this.#responseDataStarted) {
	      return false
	    }

	    const waitingHandler = this.#createWaitingHandler(handler);
	    const waitingController = waitingHandler.controller;

	    try {
	      if (this.#requestStarted) {
	        // The primary request has started, so its context (including the
	        // redirect history) is known and can be delivered immediately.
	        handler.onRequestStart?.(waitingController, this.#context);

	        if (waitingController.aborted) {
	          waitingHandler.done = true;
	          return true
	        }

	        if (this.#responseStarted) {
	          handler.onResponseStart?.(
	            waitingController,
	            this.#statusCode,
	            this.#headers,
	            this.#statusMessage
	          );
	        }
	      } else {
	        // The primary request has not started yet. Defer onRequestStart until
	        // its context is known, so the waiting handler observes the same
	        // redirect history as the primary (a cache handler relies on it to
	        // reject cross-origin redirect responses).
	        waitingHandler.pendingStart = true;
	      }
	    } catch {
	      // Ignore errors from waiting handlers
	      waitingHandler.done = true;
	      return true
	    }

	    if (!waitingController.aborted) {
	      this.#waitingHandlers.push(waitingHandler);
	    }

	    return true
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {any} context
	   */
	  onRequestStart (controller, context) {
	    this.#controller = controller;
	    if (!this.#requestStarted) {
	      this.#requestStarted = true;
	      this.#context = context;
	      // Deliver the now-known context to handlers that joined before the
	      // primary request started.
	      for (const waitingHandler of this.#waitingHandlers) {
	        if (waitingHandler.pendingStart && !waitingHandler.done && !waitingHandler.controller.aborted) {
	          waitingHandler.pendingStart = false;
	          try {
	            waitingHandler.handler.onRequestStart?.(waitingHandler.controller, context);
	          } catch {
	            // Ignore errors from waiting handlers
	            waitingHandler.done = true;
	          }
	        }
	      }
	      this.#pruneDoneWaitingHandlers();
	    }
	    this.#primaryHandler.onRequestStart?.(controller, context);
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {number} statusCode
	   * @param {import('../../types/header.d.ts').IncomingHttpHeaders} headers
	   * @param {Socket} socket
	   */
	  onRequestUpgrade (controller, statusCode, headers, socket) {
	    this.#primaryHandler.onRequestUpgrade?.(controller, statusCode, headers, socket);
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {number} statusCode
	   * @param {Record<string, string | string[]>} headers
	   * @param {string} statusMessage
	   */
	  onResponseStart (controller, statusCode, headers, statusMessage) {
	    this.#responseStarted = true;
	    this.#statusCode = statusCode;
	    this.#headers = headers;
	    this.#statusMessage = statusMessage;

	    this.#primaryHandler.onResponseStart?.(controller, statusCode, headers, statusMessage);

	    for (const waitingHandler of this.#waitingHandlers) {
	      const { handler, controller: waitingController } = waitingHandler;

	      if (waitingHandler.done || waitingController.aborted) {
	        waitingHandler.done = true;
	        continue
	      }

	      try {
	        handler.onResponseStart?.(
	          waitingController,
	          statusCode,
	          headers,
	          statusMessage
	        );
	      } catch {
	        // Ignore errors from waiting handlers
	      }

	      if (waitingController.aborted) {
	        waitingHandler.done = true;
	      }
	    }

	    this.#pruneDoneWaitingHandlers();
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {Buffer} chunk
	   */
	  onResponseData (controller, chunk) {
	    if (this.#aborted || this.#completed) {
	      return
	    }

	    this.#responseDataStarted = true;

	    this.#primaryHandler.onResponseData?.(controller, chunk);

	    for (const waitingHandler of this.#waitingHandlers) {
	      const { handler, controller: waitingController } = waitingHandler;

	      if (waitingHandler.done || waitingController.aborted) {
	        waitingHandler.done = true;
	        continue
	      }

	      if (waitingController.paused) {
	        this.#bufferWaitingChunk(waitingHandler, chunk);
	        continue
	      }

	      try {
	        handler.onResponseData?.(waitingController, chunk);
	      } catch {
	        // Ignore errors from waiting handlers
	      }

	      if (waitingController.aborted) {
	        waitingHandler.done = true;
	        waitingHandler.bufferedChunks = [];
	        waitingHandler.bufferedBytes = 0;
	      }
	    }

	    this.#pruneDoneWaitingHandlers();
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {object} trailers
	   */
	  onResponseEnd (controller, trailers) {
	    if (this.#aborted || this.#completed) {
	      return
	    }

	    this.#completed = true;
	    // Remove the completed request before callbacks can redispatch into this
	    // interceptor. Cleanup must not depend on downstream handlers succeeding.
	    this.#cleanup();

	    try {
	      this.#primaryHandler.onResponseEnd?.(controller, trailers);
	    } catch (err) {
	      // Completion callbacks may throw to initiate a retry. The transport's
	      // error callback would be ignored now that this handler is completed.
	      this.#primaryHandler.onResponseError?.(controller, err);
	    } finally {
	      for (const waitingHandler of this.#waitingHandlers) {
	        if (waitingHandler.done || waitingHandler.controller.aborted) {
	          waitingHandler.done = true;
	          continue
	        }

	        this.#flushWaitingHandler(waitingHandler);

	        if (waitingHandler.done || waitingHandler.controller.aborted) {
	          waitingHandler.done = true;
	          continue
	        }

	        if (waitingHandler.controller.paused) {
	          waitingHandler.pendingTrailers = trailers;
	          continue
	        }

	        this.#endWaitingHandler(waitingHandler, trailers);
	      }

	      this.#pruneDoneWaitingHandlers();
	    }
	  }

	  /**
	   * @param {import('../../types/dispatcher.d.ts').default.DispatchController} controller
	   * @param {Error} err
	   */
	  onResponseError (controller, err) {
	    if (this.#completed) {
	      return
	    }

	    this.#aborted = true;
	    this.#completed = true;
	    this.#cleanup();

	    try {
	      this.#primaryHandler.onResponseError?.(controller, err);
	    } finally {
	      for (const waitingHandler of this.#waitingHandlers) {
	        this.#errorWaitingHandler(waitingHandler, err);
	      }

	      this.#waitingHandlers = [];
	    }
	  }

	  #cleanup () {
	    const onComplete = this.#onComplete;
	    this.#onComplete = null;
	    onComplete?.();
	  }

	  /**
	   * @param {DispatchHandler} handler
	   * @returns {WaitingHandler}
	   */
	  #createWaitingHandler (handler) {
	    /** @type {WaitingHandler} */
	    const waitingHandler = {
	      handler,
	      controller: null,
	      bufferedChunks: [],
	      bufferedBytes: 0,
	      pendingTrailers: null,
	      done: false,
	      pendingStart: false
	    };

	    const state = {
	      aborted: false,
	      paused: false,
	      reason: null
	    };

	    waitingHandler.controller = {
	      resume: () => {
	        if (state.aborted) {
	          return
	        }

	        state.paused = false;
	        this.#flushWaitingHandler(waitingHandler);

	        if (
	          this.#completed &&
	          waitingHandler.pendingTrailers &&
	          waitingHandler.bufferedChunks.length === 0 &&
	          !state.paused &&
	          !state.aborted
	        ) {
	          this.#endWaitingHandler(waitingHandler, waitingHandler.pendingTrailers);
	        }

	        this.#pruneDoneWaitingHandlers();
	      },
	      pause: () => {
	        if (!state.aborted) {
	          state.paused = true;
	        }
	      },
	      get paused () { return state.paused },
	      get aborted () { return state.aborted },
	      get reason () { return state.reason },
	      abort: (reason) => {
	        if (state.aborted) {
	          return
	        }

	        state.aborted = true;
	        state.reason = reason ?? null;
	        waitingHandler.done = true;
	        waitingHandler.pendingTrailers = null;
	        waitingHandler.bufferedChunks = [];
	        waitingHandler.bufferedBytes = 0;

	        try {
	          handler.onResponseError?.(waitingHandler.controller, state.reason ?? new RequestAbortedError());
	        } catch {
	          // Ignore errors from waiting handlers
	        }
	      }
	    };

	    return waitingHandler
	  }

	  /**
	   * @param {WaitingHandler} waitingHandler
	   * @param {Buffer} chunk
	   */
	  #bufferWaitingChunk (waitingHandler, chunk) {
	    if (waitingHandler.done || waitingHandler.controller.aborted) {
	      waitingHandler.done = true;
	      waitingHandler.bufferedChunks = [];
	      waitingHandler.bufferedBytes = 0;
	      return
	    }

	    const bufferedChunk = Buffer.from(chunk);
	    waitingHandler.bufferedChunks.push(bufferedChunk);
	    waitingHandler.bufferedBytes += bufferedChunk.length;

	    if (waitingHandler.bufferedBytes > this.#maxBufferSize) {
	      const err = new RequestAbortedError(`Deduplicated waiting handler exceeded maxBufferSize (${this.#maxBufferSize} bytes) while paused`);
	      waitingHandler.controller.abort(err);
	    }
	  }

	  /**
	   * @param {WaitingHandler} waitingHandler
	   */
	  #flushWaitingHandler (waitingHandler) {
	    const { handler, controller } = waitingHandler;

	    while (
	      !waitingHandler.done &&
	      !controller.aborted &&
	      !controller.paused &&
	      waitingHandler.bufferedChunks.length > 0
	    ) {
	      const bufferedChunk = waitingHandler.bufferedChunks.shift();
	      waitingHandler.bufferedBytes -= bufferedChunk.length;

	      try {
	        handler.onResponseData?.(controller, bufferedChunk);
	      } catch {
	        // Ignore errors from waiting handlers
	      }

	      if (controller.aborted) {
	        waitingHandler.done = true;
	        waitingHandler.pendingTrailers = null;
	        waitingHandler.bufferedChunks = [];
	        waitingHandler.bufferedBytes = 0;
	        break
	      }
	    }
	  }

	  /**
	   * @param {WaitingHandler} waitingHandler
	   * @param {object} trailers
	   */
	  #endWaitingHandler (waitingHandler, trailers) {
	    waitingHandler.done = true;
	    waitingHandler.pendingTrailers = null;

	    try {
	      waitingHandler.handler.onResponseEnd?.(waitingHandler.controller, trailers);
	    } catch (err) {
	      // This is a response failure, not a consumer abort. Aborting the waiting
	      // controller here would prevent downstream handlers from retrying.
	      try {
	        waitingHandler.handler.onResponseError?.(waitingHandler.controller, err);
	      } catch {
	        // An error callback must not prevent other waiting handlers completing.
	      }
	    }
	  }

	  /**
	   * @param {WaitingHandler} waitingHandler
	   * @param {Error} err
	   */
	  #errorWaitingHandler (waitingHandler, err) {
	    if (waitingHandler.done) {
	      return
	    }

	    waitingHandler.done = true;
	    waitingHandler.pendingTrailers = null;
	    waitingHandler.bufferedChunks = [];
	    waitingHandler.bufferedBytes = 0;

	    // A response failure is not a consumer abort: retry handlers must be able
	    // to retry it just as they would a failure of the primary request.
	    try {
	      waitingHandler.handler.onResponseError?.(waitingHandler.controller, err);
	    } catch {
	      // Ignore errors from waiting handlers
	    }
	  }

	  #pruneDoneWaitingHandlers () {
	    this.#waitingHandlers = this.#waitingHandlers.filter(waitingHandler => waitingHandler.done === false);
	  }
	}

	deduplicationHandler = DeduplicationHandler;
	return deduplicationHandler;
}

var deduplicate;
var hasRequiredDeduplicate;

function requireDeduplicate () {
	if (hasRequiredDeduplicate) return deduplicate;
	hasRequiredDeduplicate = 1;

	const diagnosticsChannel = builtin$e;
	const util = requireUtil$4();
	const DeduplicationHandler = requireDeduplicationHandler();
	const { getInterceptorOrigin, normalizeHeaders, makeCacheKey, makeDeduplicationKey } = requireCache$2();

	const pendingRequestsChannel = diagnosticsChannel.channel('undici:request:pending-requests');

	/**
	 * @param {import('../../types/interceptors.d.ts').default.DeduplicateInterceptorOpts} [opts]
	 * @returns {import('../../types/dispatcher.d.ts').default.DispatcherComposeInterceptor}
	 */
	deduplicate = (opts = {}) => {
	  const {
	    methods = ['GET'],
	    skipHeaderNames = [],
	    excludeHeaderNames = [],
	    maxBufferSize = 5 * 1024 * 1024
	  } = opts;

	  if (typeof opts !== 'object' || opts === null) {
	    throw new TypeError(`expected type of opts to be an Object, got ${opts === null ? 'null' : typeof opts}`)
	  }

	  if (!Array.isArray(methods)) {
	    throw new TypeError(`expected opts.methods to be an array, got ${typeof methods}`)
	  }

	  for (const method of methods) {
	    if (!util.safeHTTPMethods.includes(method)) {
	      throw new TypeError(`expected opts.methods to only contain safe HTTP methods, got ${method}`)
	    }
	  }

	  if (!Array.isArray(skipHeaderNames)) {
	    throw new TypeError(`expected opts.skipHeaderNames to be an array, got ${typeof skipHeaderNames}`)
	  }

	  if (!Array.isArray(excludeHeaderNames)) {
	    throw new TypeError(`expected opts.excludeHeaderNames to be an array, got ${typeof excludeHeaderNames}`)
	  }

	  if (!Number.isFinite(maxBufferSize) || maxBufferSize <= 0) {
	    throw new TypeError(`expected opts.maxBufferSize to be a positive finite number, got ${maxBufferSize}`)
	  }

	  // Convert to lowercase Set for case-insensitive header matching
	  const skipHeaderNamesSet = new Set(skipHeaderNames.map(name => name.toLowerCase()));

	  // Convert to lowercase Set for case-insensitive header exclusion from deduplication key
	  const excludeHeaderNamesSet = new Set(excludeHeaderNames.map(name => name.toLowerCase()));

	  /**
	   * Map of pending requests for deduplication
	   * @type {Map<string, DeduplicationHandler>}
	   */
	  const pendingRequests = new Map();

	  return (dispatch, interceptorOrigin) => {
	    return (opts, handler) => {
	      const requestOrigin = getInterceptorOrigin(opts, interceptorOrigin);
	      if (!requestOrigin || opts.upgrade || methods.includes(opts.method) === false) {
	        return dispatch(opts, handler)
	      }

	      opts = {
	        ...opts,
	        headers: normalizeHeaders(opts)
	      };

	      // Skip deduplication if request contains any of the specified headers
	      if (skipHeaderNamesSet.size > 0) {
	        for (const headerName of Object.keys(opts.headers)) {
	          if (skipHeaderNamesSet.has(headerName.toLowerCase())) {
	            return dispatch(opts, handler)
	          }
	        }
	      }

	      const cacheKey = makeCacheKey(opts, requestOrigin);
	      const dedupeKey = makeDeduplicationKey(cacheKey, excludeHeaderNamesSet);

	      // Check if there's already a pending request for this key
	      const pendingHandler = pendingRequests.get(dedupeKey);
	      if (pendingHandler) {
	        // Add this handler to the waiting list when safe.
	        // If body streaming has already started, this request must be sent independently.
	        if (pendingHandler.addWaitingHandler(handler)) {
	          return true
	        }

	        return dispatch(opts, handler)
	      }

	      // Create a new deduplication handler
	      const deduplicationHandler = new DeduplicationHandler(
	        handler,
	        () => {
	          // Clean up when request completes
	          pendingRequests.delete(dedupeKey);
	          if (pendingRequestsChannel.hasSubscribers) {
	            pendingRequestsChannel.publish({ size: pendingRequests.size, key: dedupeKey, type: 'removed' });
	          }
	        },
	        maxBufferSize
	      );

	      // Register the pending request
	      pendingRequests.set(dedupeKey, deduplicationHandler);
	      if (pendingRequestsChannel.hasSubscribers) {
	        pendingRequestsChannel.publish({ size: pendingRequests.size, key: dedupeKey, type: 'added' });
	      }

	      return dispatch(opts, deduplicationHandler)
	    }
	  }
	};
	return deduplicate;
}

var sqliteCacheStore;
var hasRequiredSqliteCacheStore;

function requireSqliteCacheStore () {
	if (hasRequiredSqliteCacheStore) return sqliteCacheStore;
	hasRequiredSqliteCacheStore = 1;

	const { Writable } = builtin$2;
	const { assertCacheKey, assertCacheValue } = requireCache$2();
	const { zstdCompressSync, zstdDecompressSync } = builtin$d;

	let DatabaseSync;

	// Bump when entries written by an older cache policy are unsafe to reuse.
	// Version 5 invalidates entries that may have been poisoned through redirects.
	const VERSION = 5;

	// 2gb
	const MAX_ENTRY_SIZE = 2 * 1000 * 1000 * 1000;

	// 1MiB
	const COMPRESS_THRESHOLD = 1024 * 1024;

	// zstd support landed in Node 22.19.0/23.4.0, so it may be missing even when
	// node:sqlite is available.
	const hasZstd = typeof zstdCompressSync === 'function' && typeof zstdDecompressSync === 'function';

	// SQLite reports a database that another connection is writing as SQLITE_BUSY
	// (5) or SQLITE_LOCKED (6).
	// https://www.sqlite.org/rescode.html#busy
	const SQLITE_BUSY = 5;
	const SQLITE_LOCKED = 6;

	/**
	 * @param {Error & { errcode?: number }} err
	 * @returns {boolean}
	 */
	function isLockedError (err) {
	  return err?.errcode === SQLITE_BUSY || err?.errcode === SQLITE_LOCKED
	}

	/**
	 * @typedef {import('../../types/cache-interceptor.d.ts').default.CacheStore} CacheStore
	 * @implements {CacheStore}
	 *
	 * @typedef {{
	 *  id: Readonly<number>,
	 *  body?: Uint8Array
	 *  compressed?: string
	 *  statusCode: number
	 *  statusMessage: string
	 *  headers?: string
	 *  vary?: string
	 *  etag?: string
	 *  cacheControlDirectives?: string
	 *  cachedAt: number
	 *  staleAt: number
	 *  deleteAt: number
	 * }} SqliteStoreValue
	 */
	sqliteCacheStore = class SqliteCacheStore {
	  #maxEntrySize = MAX_ENTRY_SIZE
	  #maxCount = Infinity
	  #compressThreshold = COMPRESS_THRESHOLD

	  /**
	   * @type {import('node:sqlite').DatabaseSync}
	   */
	  #db

	  /**
	   * @type {import('node:sqlite').StatementSync}
	   */
	  #getValuesQuery

	  /**
	   * @type {import('node:sqlite').StatementSync}
	   */
	  #updateValueQuery

	  /**
	   * @type {import('node:sqlite').StatementSync}
	   */
	  #insertValueQuery

	  /**
	   * @type {import('node:sqlite').StatementSync}
	   */
	  #deleteExpiredValuesQuery

	  /**
	   * @type {import('node:sqlite').StatementSync}
	   */
	  #deleteByUrlQuery

	  /**
	   * @type {import('node:sqlite').StatementSync}
	   */
	  #countEntriesQuery

	  /**
	   * @type {import('node:sqlite').StatementSync | null}
	   */
	  #deleteOldValuesQuery

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.SqliteCacheStoreOpts | undefined} opts
	   */
	  constructor (opts) {
	    if (opts) {
	      if (typeof opts !== 'object') {
	        throw new TypeError('SqliteCacheStore options must be an object')
	      }

	      if (opts.maxEntrySize !== undefined) {
	        if (
	          typeof opts.maxEntrySize !== 'number' ||
	          !Number.isInteger(opts.maxEntrySize) ||
	          opts.maxEntrySize < 0
	        ) {
	          throw new TypeError('SqliteCacheStore options.maxEntrySize must be a non-negative integer')
	        }

	        if (opts.maxEntrySize > MAX_ENTRY_SIZE) {
	          throw new TypeError('SqliteCacheStore options.maxEntrySize must be less than 2gb')
	        }

	        this.#maxEntrySize = opts.maxEntrySize;
	      }

	      if (opts.maxCount !== undefined) {
	        if (
	          typeof opts.maxCount !== 'number' ||
	          !Number.isInteger(opts.maxCount) ||
	          opts.maxCount < 0
	        ) {
	          throw new TypeError('SqliteCacheStore options.maxCount must be a non-negative integer')
	        }
	        this.#maxCount = opts.maxCount;
	      }

	      if (opts.compressThreshold !== undefined) {
	        if (
	          typeof opts.compressThreshold !== 'number' ||
	          !Number.isInteger(opts.compressThreshold) ||
	          opts.compressThreshold < 0
	        ) {
	          throw new TypeError('SqliteCacheStore options.compressThreshold must be a non-negative integer')
	        }
	        this.#compressThreshold = opts.compressThreshold;
	      }
	    }

	    if (!DatabaseSync) {
	      DatabaseSync = builtin$f.DatabaseSync;
	    }
	    this.#db = new DatabaseSync(opts?.location ?? ':memory:');

	    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA temp_store = memory;
      PRAGMA optimize;

      CREATE TABLE IF NOT EXISTS cacheInterceptorV${VERSION} (
        -- Data specific to us
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        url TEXT NOT NULL,
        method TEXT NOT NULL,

        -- Data returned to the interceptor
        body BUF NULL,
        compressed TEXT NULL,
        deleteAt INTEGER NOT NULL,
        statusCode INTEGER NOT NULL,
        statusMessage TEXT NOT NULL,
        headers TEXT NULL,
        cacheControlDirectives TEXT NULL,
        etag TEXT NULL,
        vary TEXT NULL,
        cachedAt INTEGER NOT NULL,
        staleAt INTEGER NOT NULL
      );

      CREATE INDEX IF NOT EXISTS idx_cacheInterceptorV${VERSION}_getValuesQuery ON cacheInterceptorV${VERSION}(url, method, deleteAt);
      CREATE INDEX IF NOT EXISTS idx_cacheInterceptorV${VERSION}_deleteByUrlQuery ON cacheInterceptorV${VERSION}(deleteAt);
    `);

	    this.#getValuesQuery = this.#db.prepare(`
      SELECT
        id,
        body,
        compressed,
        deleteAt,
        statusCode,
        statusMessage,
        headers,
        etag,
        cacheControlDirectives,
        vary,
        cachedAt,
        staleAt
      FROM cacheInterceptorV${VERSION}
      WHERE
        url = ?
        AND method = ?
      ORDER BY
        deleteAt ASC
    `);

	    this.#updateValueQuery = this.#db.prepare(`
      UPDATE cacheInterceptorV${VERSION} SET
        body = ?,
        compressed = ?,
        deleteAt = ?,
        statusCode = ?,
        statusMessage = ?,
        headers = ?,
        etag = ?,
        cacheControlDirectives = ?,
        vary = ?,
        cachedAt = ?,
        staleAt = ?
      WHERE
        id = ?
    `);

	    this.#insertValueQuery = this.#db.prepare(`
      INSERT INTO cacheInterceptorV${VERSION} (
        url,
        method,
        body,
        compressed,
        deleteAt,
        statusCode,
        statusMessage,
        headers,
        etag,
        cacheControlDirectives,
        vary,
        cachedAt,
        staleAt
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    `);

	    this.#deleteByUrlQuery = this.#db.prepare(
	      `DELETE FROM cacheInterceptorV${VERSION} WHERE url = ?`
	    );

	    this.#countEntriesQuery = this.#db.prepare(
	      `SELECT COUNT(*) AS total FROM cacheInterceptorV${VERSION}`
	    );

	    this.#deleteExpiredValuesQuery = this.#db.prepare(
	      `DELETE FROM cacheInterceptorV${VERSION} WHERE deleteAt <= ?`
	    );

	    this.#deleteOldValuesQuery = this.#maxCount === Infinity
	      ? null
	      : this.#db.prepare(`
        DELETE FROM cacheInterceptorV${VERSION}
        WHERE id IN (
          SELECT
            id
          FROM cacheInterceptorV${VERSION}
          ORDER BY cachedAt ASC
          LIMIT ?
        )
      `);
	  }

	  close () {
	    this.#db.close();
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @returns {(import('../../types/cache-interceptor.d.ts').default.GetResult & { body?: Buffer }) | undefined}
	   */
	  get (key) {
	    assertCacheKey(key);

	    const value = this.#lockSafe(() => this.#findValue(key));
	    return value
	      ? {
	          body: value.body
	            ? value.compressed === 'zstd'
	              ? zstdDecompressSync(Buffer.from(value.body.buffer, value.body.byteOffset, value.body.byteLength))
	              : Buffer.from(value.body.buffer, value.body.byteOffset, value.body.byteLength)
	            : undefined,
	          statusCode: value.statusCode,
	          statusMessage: value.statusMessage,
	          headers: value.headers ? JSON.parse(value.headers) : undefined,
	          etag: value.etag ? value.etag : undefined,
	          vary: value.vary ? JSON.parse(value.vary) : undefined,
	          cacheControlDirectives: value.cacheControlDirectives
	            ? JSON.parse(value.cacheControlDirectives)
	            : undefined,
	          cachedAt: value.cachedAt,
	          staleAt: value.staleAt,
	          deleteAt: value.deleteAt
	        }
	      : undefined
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheValue & { body: null | Buffer | Array<Buffer>}} value
	   */
	  set (key, value) {
	    assertCacheKey(key);

	    const url = this.#makeValueUrl(key);
	    const body = Array.isArray(value.body) ? Buffer.concat(value.body) : value.body;
	    const size = body?.byteLength;

	    if (size && size > this.#maxEntrySize) {
	      return
	    }

	    let compressed = null;
	    let storedBody = body;
	    if (body && hasZstd && (size > this.#compressThreshold || isCompressibleContentType(getContentType(value.headers)))) {
	      const candidate = zstdCompressSync(body);
	      if (candidate.byteLength < body.byteLength) {
	        storedBody = candidate;
	        compressed = 'zstd';
	      }
	    }

	    const existingValue = this.#lockSafe(() => this.#findValue(key, true));
	    if (existingValue) {
	      // Updating an existing response, let's overwrite it
	      this.#lockSafe(() => this.#updateValueQuery.run(
	        storedBody,
	        compressed,
	        value.deleteAt,
	        value.statusCode,
	        value.statusMessage,
	        value.headers ? JSON.stringify(value.headers) : null,
	        value.etag ? value.etag : null,
	        value.cacheControlDirectives ? JSON.stringify(value.cacheControlDirectives) : null,
	        value.vary ? JSON.stringify(value.vary) : null,
	        value.cachedAt,
	        value.staleAt,
	        existingValue.id
	      ));
	    } else {
	      // New response, let's insert it
	      this.#lockSafe(() => this.#insertValueQuery.run(
	        url,
	        key.method,
	        storedBody,
	        compressed,
	        value.deleteAt,
	        value.statusCode,
	        value.statusMessage,
	        value.headers ? JSON.stringify(value.headers) : null,
	        value.etag ? value.etag : null,
	        value.cacheControlDirectives ? JSON.stringify(value.cacheControlDirectives) : null,
	        value.vary ? JSON.stringify(value.vary) : null,
	        value.cachedAt,
	        value.staleAt
	      ));
	      this.#prune();
	    }
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheValue} value
	   * @returns {Writable | undefined}
	   */
	  createWriteStream (key, value) {
	    assertCacheKey(key);
	    assertCacheValue(value);

	    let size = 0;
	    /**
	     * @type {Buffer[] | null}
	     */
	    const body = [];
	    const store = this;

	    return new Writable({
	      decodeStrings: true,
	      write (chunk, encoding, callback) {
	        size += chunk.byteLength;

	        if (size <= store.#maxEntrySize) {
	          body.push(chunk);
	        } else {
	          this.destroy();
	        }

	        callback();
	      },
	      final (callback) {
	        store.set(key, { ...value, body });
	        callback();
	      }
	    })
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   */
	  delete (key) {
	    if (typeof key !== 'object') {
	      throw new TypeError(`expected key to be object, got ${typeof key}`)
	    }

	    this.#lockSafe(() => this.#deleteByUrlQuery.run(this.#makeValueUrl(key)));
	  }

	  /**
	   * Runs a database operation, skipping it when another connection holds the
	   * database lock.
	   *
	   * The cache store is meant to be shared between processes, and SQLite reports
	   * a concurrent writer as SQLITE_BUSY/SQLITE_LOCKED. Those errors are
	   * transient, and caching is best effort: the entry is skipped and the next
	   * request retries, rather than failing the request that triggered the write.
	   *
	   * @template T
	   * @param {() => T} fn
	   * @returns {T | undefined}
	   */
	  #lockSafe (fn) {
	    try {
	      return fn()
	    } catch (err) {
	      if (!isLockedError(err)) {
	        throw err
	      }

	      return undefined
	    }
	  }

	  #prune () {
	    if (Number.isFinite(this.#maxCount)) {
	      // A locked database cannot be measured, so skip pruning instead of
	      // failing the write that triggered it.
	      const size = this.#lockSafe(() => this.size);
	      if (size === undefined || size <= this.#maxCount) {
	        return 0
	      }
	    }

	    {
	      const removed = this.#lockSafe(() => this.#deleteExpiredValuesQuery.run(Date.now()).changes);
	      if (removed) {
	        return removed
	      }
	    }

	    {
	      const removed = this.#lockSafe(() => this.#deleteOldValuesQuery?.run(Math.max(Math.floor(this.#maxCount * 0.1), 1)).changes);
	      if (removed) {
	        return removed
	      }
	    }

	    return 0
	  }

	  /**
	   * Counts the number of rows in the cache
	   * @returns {Number}
	   */
	  get size () {
	    const { total } = this.#countEntriesQuery.get();
	    return total
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @returns {string}
	   */
	  #makeValueUrl (key) {
	    return `${key.origin}/${key.path}`
	  }

	  /**
	   * @param {import('../../types/cache-interceptor.d.ts').default.CacheKey} key
	   * @param {boolean} [canBeExpired=false]
	   * @returns {SqliteStoreValue | undefined}
	   */
	  #findValue (key, canBeExpired = false) {
	    const url = this.#makeValueUrl(key);
	    const { headers, method } = key;

	    /**
	     * @type {SqliteStoreValue[]}
	     */
	    const values = this.#getValuesQuery.all(url, method);

	    if (values.length === 0) {
	      return undefined
	    }

	    const now = Date.now();
	    for (const value of values) {
	      if (now >= value.deleteAt && !canBeExpired) {
	        continue
	      }

	      let matches = true;

	      if (value.vary) {
	        const vary = JSON.parse(value.vary);

	        for (const header in vary) {
	          if (!headerValueEquals(headers[header], vary[header])) {
	            matches = false;
	            break
	          }
	        }
	      }

	      if (matches) {
	        return value
	      }
	    }

	    return undefined
	  }
	};

	/**
	 * @param {string|string[]|null|undefined} lhs
	 * @param {string|string[]|null|undefined} rhs
	 * @returns {boolean}
	 */
	function headerValueEquals (lhs, rhs) {
	  if (lhs == null && rhs == null) {
	    return true
	  }

	  if ((lhs == null && rhs != null) ||
	      (lhs != null && rhs == null)) {
	    return false
	  }

	  if (Array.isArray(lhs) && Array.isArray(rhs)) {
	    if (lhs.length !== rhs.length) {
	      return false
	    }

	    for (let i = 0; i < lhs.length; i++) {
	      if (lhs[i] !== rhs[i]) {
	        return false
	      }
	    }

	    return true
	  }

	  return lhs === rhs
	}

	/**
	 * @param {Record<string, string|string[]>|null|undefined} headers
	 * @returns {string|undefined}
	 */
	function getContentType (headers) {
	  if (headers == null) {
	    return undefined
	  }

	  for (const key in headers) {
	    if (key.toLowerCase() === 'content-type') {
	      const value = headers[key];
	      return Array.isArray(value) ? value[0] : value
	    }
	  }

	  return undefined
	}

	/**
	 * @param {string|undefined} contentType
	 * @returns {boolean}
	 */
	function isCompressibleContentType (contentType) {
	  if (contentType == null) {
	    return false
	  }

	  const type = contentType.toLowerCase();

	  // text/* and application/json, xml, javascript, ... are easily compressible
	  // even at smaller sizes, so ignore the compressThreshold for them.
	  return /^text\//.test(type) ||
	    /^application\/(json|xml|javascript|x-www-form-urlencoded|graphql)(\s|;|$)/.test(type) ||
	    /\+(json|xml)(\s|;|$)/.test(type)
	}
	return sqliteCacheStore;
}

var headers;
var hasRequiredHeaders;

function requireHeaders () {
	if (hasRequiredHeaders) return headers;
	hasRequiredHeaders = 1;

	const { kConstruct } = requireSymbols();
	const { kEnumerableProperty, setHeader } = requireUtil$4();
	const {
	  iteratorMixin,
	  isValidHeaderName,
	  isValidHeaderValue
	} = requireUtil$5();
	const { webidl } = requireWebidl();
	const assert = builtin;
	const util = builtin$5;

	/**
	 * @param {number} code
	 * @returns {code is (0x0a | 0x0d | 0x09 | 0x20)}
	 */
	function isHTTPWhiteSpaceCharCode (code) {
	  return code === 0x0a || code === 0x0d || code === 0x09 || code === 0x20
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-header-value-normalize
	 * @param {string} potentialValue
	 * @returns {string}
	 */
	function headerValueNormalize (potentialValue) {
	  //  To normalize a byte sequence potentialValue, remove
	  //  any leading and trailing HTTP whitespace bytes from
	  //  potentialValue.
	  let i = 0; let j = potentialValue.length;

	  while (j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(j - 1))) --j;
	  while (j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(i))) ++i;

	  return i === 0 && j === potentialValue.length ? potentialValue : potentialValue.substring(i, j)
	}

	/**
	 * @param {Headers} headers
	 * @param {Array|Object} object
	 */
	function fill (headers, object) {
	  // To fill a Headers object headers with a given object object, run these steps:

	  // 1. If object is a sequence, then for each header in object:
	  // Note: webidl conversion to array has already been done.
	  if (Array.isArray(object)) {
	    for (let i = 0; i < object.length; ++i) {
	      const header = object[i];
	      // 1. If header does not contain exactly two items, then throw a TypeError.
	      if (header.length !== 2) {
	        throw webidl.errors.exception({
	          header: 'Headers constructor',
	          message: `expected name/value pair to be length 2, found ${header.length}.`
	        })
	      }

	      // 2. Append (header’s first item, header’s second item) to headers.
	      appendHeader(headers, header[0], header[1]);
	    }
	  } else if (typeof object === 'object' && object !== null) {
	    // Note: null should throw

	    // 2. Otherwise, object is a record, then for each key → value in object,
	    //    append (key, value) to headers
	    const keys = Object.keys(object);
	    for (let i = 0; i < keys.length; ++i) {
	      appendHeader(headers, keys[i], object[keys[i]]);
	    }
	  } else {
	    throw webidl.errors.conversionFailed({
	      prefix: 'Headers constructor',
	      argument: 'Argument 1',
	      types: ['sequence<sequence<ByteString>>', 'record<ByteString, ByteString>']
	    })
	  }
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#concept-headers-append
	 * @param {Headers} headers
	 * @param {string} name
	 * @param {string} value
	 */
	function appendHeader (headers, name, value) {
	  // 1. Normalize value.
	  value = headerValueNormalize(value);

	  // 2. If name is not a header name or value is not a
	  //    header value, then throw a TypeError.
	  if (!isValidHeaderName(name)) {
	    throw webidl.errors.invalidArgument({
	      prefix: 'Headers.append',
	      value: name,
	      type: 'header name'
	    })
	  } else if (!isValidHeaderValue(value)) {
	    throw webidl.errors.invalidArgument({
	      prefix: 'Headers.append',
	      value,
	      type: 'header value'
	    })
	  }

	  // 3. If headers’s guard is "immutable", then throw a TypeError.
	  // 4. Otherwise, if headers’s guard is "request" and name is a
	  //    forbidden header name, return.
	  // 5. Otherwise, if headers’s guard is "request-no-cors":
	  //    TODO
	  // Note: undici does not implement forbidden header names
	  if (getHeadersGuard(headers) === 'immutable') {
	    throw new TypeError('immutable')
	  }

	  // 6. Otherwise, if headers’s guard is "response" and name is a
	  //    forbidden response-header name, return.

	  // 7. Append (name, value) to headers’s header list.
	  return getHeadersList(headers).append(name, value, false)

	  // 8. If headers’s guard is "request-no-cors", then remove
	  //    privileged no-CORS request headers from headers
	}

	// https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
	/**
	 * @param {Headers} target
	 */
	function headersListSortAndCombine (target) {
	  const headersList = getHeadersList(target);

	  if (!headersList) {
	    return []
	  }

	  if (headersList.sortedMap) {
	    return headersList.sortedMap
	  }

	  // 1. Let headers be an empty list of headers with the key being the name
	  //    and value the value.
	  const headers = [];

	  // 2. Let names be the result of convert header names to a sorted-lowercase
	  //    set with all the names of the headers in list.
	  const names = headersList.toSortedArray();

	  const cookies = headersList.cookies;

	  // fast-path
	  if (cookies === null || cookies.length === 1) {
	    // Note: The non-null assertion of value has already been done by `HeadersList#toSortedArray`
	    return (headersList.sortedMap = names)
	  }

	  // 3. For each name of names:
	  for (let i = 0; i < names.length; ++i) {
	    const { 0: name, 1: value } = names[i];
	    // 1. If name is `set-cookie`, then:
	    if (name === 'set-cookie') {
	      // 1. Let values be a list of all values of headers in list whose name
	      //    is a byte-case-insensitive match for name, in order.

	      // 2. For each value of values:
	      // 1. Append (name, value) to headers.
	      for (let j = 0; j < cookies.length; ++j) {
	        headers.push([name, cookies[j]]);
	      }
	    } else {
	      // 2. Otherwise:

	      // 1. Let value be the result of getting name from list.

	      // 2. Assert: value is non-null.
	      // Note: This operation was done by `HeadersList#toSortedArray`.

	      // 3. Append (name, value) to headers.
	      headers.push([name, value]);
	    }
	  }

	  // 4. Return headers.
	  return (headersList.sortedMap = headers)
	}

	function compareHeaderName (a, b) {
	  return a[0] < b[0] ? -1 : 1
	}

	class HeadersList {
	  /** @type {[string, string][]|null} */
	  cookies = null

	  sortedMap
	  headersMap

	  constructor (init) {
	    if (init instanceof HeadersList) {
	      this.headersMap = new Map(init.headersMap);
	      this.sortedMap = init.sortedMap;
	      this.cookies = init.cookies === null ? null : [...init.cookies];
	    } else {
	      this.headersMap = new Map(init);
	      this.sortedMap = null;
	    }
	  }

	  /**
	   * @see https://fetch.spec.whatwg.org/#header-list-contains
	   * @param {string} name
	   * @param {boolean} isLowerCase
	   */
	  contains (name, isLowerCase) {
	    // A header list list contains a header name name if list
	    // contains a header whose name is a byte-case-insensitive
	    // match for name.

	    return this.headersMap.has(isLowerCase ? name : name.toLowerCase())
	  }

	  clear () {
	    this.headersMap.clear();
	    this.sortedMap = null;
	    this.cookies = null;
	  }

	  /**
	   * @see https://fetch.spec.whatwg.org/#concept-header-list-append
	   * @param {string} name
	   * @param {string} value
	   * @param {boolean} isLowerCase
	   */
	  append (name, value, isLowerCase) {
	    this.sortedMap = null;

	    // 1. If list contains name, then set name to the first such
	    //    header’s name.
	    const lowercaseName = isLowerCase ? name : name.toLowerCase();
	    const exists = this.headersMap.get(lowercaseName);

	    // 2. Append (name, value) to list.
	    if (exists) {
	      const delimiter = lowercaseName === 'cookie' ? '; ' : ', ';
	      this.headersMap.set(lowercaseName, {
	        name: exists.name,
	        value: `${exists.value}${delimiter}${value}`
	      });
	    } else {
	      this.headersMap.set(lowercaseName, { name, value });
	    }

	    if (lowercaseName === 'set-cookie') {
	      (this.cookies ??= []).push(value);
	    }
	  }

	  /**
	   * @see https://fetch.spec.whatwg.org/#concept-header-list-set
	   * @param {string} name
	   * @param {string} value
	   * @param {boolean} isLowerCase
	   */
	  set (name, value, isLowerCase) {
	    this.sortedMap = null;
	    const lowercaseName = isLowerCase ? name : name.toLowerCase();

	    if (lowercaseName === 'set-cookie') {
	      this.cookies = [value];
	    }

	    // 1. If list contains name, then set the value of
	    //    the first such header to value and remove the
	    //    others.
	    // 2. Otherwise, append header (name, value) to list.
	    this.headersMap.set(lowercaseName, { name, value });
	  }

	  /**
	   * @see https://fetch.spec.whatwg.org/#concept-header-list-delete
	   * @param {string} name
	   * @param {boolean} isLowerCase
	   */
	  delete (name, isLowerCase) {
	    this.sortedMap = null;
	    if (!isLowerCase) name = name.toLowerCase();

	    if (name === 'set-cookie') {
	      this.cookies = null;
	    }

	    this.headersMap.delete(name);
	  }

	  /**
	   * @see https://fetch.spec.whatwg.org/#concept-header-list-get
	   * @param {string} name
	   * @param {boolean} isLowerCase
	   * @returns {string | null}
	   */
	  get (name, isLowerCase) {
	    // 1. If list does not contain name, then return null.
	    // 2. Return the values of all headers in list whose name
	    //    is a byte-case-insensitive match for name,
	    //    separated from each other by 0x2C 0x20, in order.
	    return this.headersMap.get(isLowerCase ? name : name.toLowerCase())?.value ?? null
	  }

	  * [Symbol.iterator] () {
	    // use the lowercased name
	    for (const { 0: name, 1: { value } } of this.headersMap) {
	      yield [name, value];
	    }
	  }

	  get entries () {
	    const headers = {};

	    if (this.headersMap.size !== 0) {
	      for (const { name, value } of this.headersMap.values()) {
	        setHeader(headers, name, value);
	      }
	    }

	    return headers
	  }

	  rawValues () {
	    return this.headersMap.values()
	  }

	  get entriesList () {
	    const headers = [];

	    if (this.headersMap.size !== 0) {
	      for (const { 0: lowerName, 1: { name, value } } of this.headersMap) {
	        if (lowerName === 'set-cookie') {
	          for (const cookie of this.cookies) {
	            headers.push([name, cookie]);
	          }
	        } else {
	          headers.push([name, value]);
	        }
	      }
	    }

	    return headers
	  }

	  // https://fetch.spec.whatwg.org/#convert-header-names-to-a-sorted-lowercase-set
	  toSortedArray () {
	    const size = this.headersMap.size;
	    const array = new Array(size);
	    // In most cases, you will use the fast-path.
	    // fast-path: Use binary insertion sort for small arrays.
	    if (size <= 32) {
	      if (size === 0) {
	        // If empty, it is an empty array. To avoid the first index assignment.
	        return array
	      }
	      // Improve performance by unrolling loop and avoiding double-loop.
	      // Double-loop-less version of the binary insertion sort.
	      const iterator = this.headersMap[Symbol.iterator]();
	      const firstValue = iterator.next().value;
	      // set [name, value] to first index.
	      array[0] = [firstValue[0], firstValue[1].value];
	      // https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
	      // 3.2.2. Assert: value is non-null.
	      assert(firstValue[1].value !== null);
	      for (
	        let i = 1, j = 0, right = 0, left = 0, pivot = 0, x, value;
	        i < size;
	        ++i
	      ) {
	        // get next value
	        value = iterator.next().value;
	        // set [name, value] to current index.
	        x = array[i] = [value[0], value[1].value];
	        // https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
	        // 3.2.2. Assert: value is non-null.
	        assert(x[1] !== null);
	        left = 0;
	        right = i;
	        // binary search
	        while (left < right) {
	          // middle index
	          pivot = left + ((right - left) >> 1);
	          // compare header name
	          if (array[pivot][0] <= x[0]) {
	            left = pivot + 1;
	          } else {
	            right = pivot;
	          }
	        }
	        if (i !== pivot) {
	          j = i;
	          while (j > left) {
	            array[j] = array[--j];
	          }
	          array[left] = x;
	        }
	      }
	      /* c8 ignore next 4 */
	      if (!iterator.next().done) {
	        // This is for debugging and will never be called.
	        throw new TypeError('Unreachable')
	      }
	      return array
	    } else {
	      // This case would be a rare occurrence.
	      // slow-path: fallback
	      let i = 0;
	      for (const { 0: name, 1: { value } } of this.headersMap) {
	        array[i++] = [name, value];
	        // https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine
	        // 3.2.2. Assert: value is non-null.
	        assert(value !== null);
	      }
	      return array.sort(compareHeaderName)
	    }
	  }
	}

	let getHeadersGuard, setHeadersGuard, getHeadersList, setHeadersList;

	// https://fetch.spec.whatwg.org/#headers-class
	class Headers {
	  #guard
	  /**
	   * @type {HeadersList}
	   */
	  #headersList

	  /**
	   * @param {HeadersInit|Symbol} [init]
	   * @returns
	   */
	  constructor (init = undefined) {
	    webidl.util.markAsUncloneable(this);

	    if (init === kConstruct) {
	      return
	    }

	    this.#headersList = new HeadersList();

	    // The new Headers(init) constructor steps are:

	    // 1. Set this’s guard to "none".
	    this.#guard = 'none';

	    // 2. If init is given, then fill this with init.
	    if (init !== undefined) {
	      init = webidl.converters.HeadersInit(init, 'Headers constructor', 'init');
	      fill(this, init);
	    }
	  }

	  // https://fetch.spec.whatwg.org/#dom-headers-append
	  append (name, value) {
	    webidl.brandCheck(this, webidl.is.Headers);

	    webidl.argumentLengthCheck(arguments, 2, 'Headers.append');

	    const prefix = 'Headers.append';
	    name = webidl.converters.ByteString(name, prefix, 'name');
	    value = webidl.converters.ByteString(value, prefix, 'value');

	    return appendHeader(this, name, value)
	  }

	  // https://fetch.spec.whatwg.org/#dom-headers-delete
	  delete (name) {
	    webidl.brandCheck(this, webidl.is.Headers);

	    webidl.argumentLengthCheck(arguments, 1, 'Headers.delete');

	    const prefix = 'Headers.delete';
	    name = webidl.converters.ByteString(name, prefix, 'name');

	    // 1. If name is not a header name, then throw a TypeError.
	    if (!isValidHeaderName(name)) {
	      throw webidl.errors.invalidArgument({
	        prefix: 'Headers.delete',
	        value: name,
	        type: 'header name'
	      })
	    }

	    // 2. If this’s guard is "immutable", then throw a TypeError.
	    // 3. Otherwise, if this’s guard is "request" and name is a
	    //    forbidden header name, return.
	    // 4. Otherwise, if this’s guard is "request-no-cors", name
	    //    is not a no-CORS-safelisted request-header name, and
	    //    name is not a privileged no-CORS request-header name,
	    //    return.
	    // 5. Otherwise, if this’s guard is "response" and name is
	    //    a forbidden response-header name, return.
	    // Note: undici does not implement forbidden header names
	    if (this.#guard === 'immutable') {
	      throw new TypeError('immutable')
	    }

	    // 6. If this’s header list does not contain name, then
	    //    return.
	    if (!this.#headersList.contains(name, false)) {
	      return
	    }

	    // 7. Delete name from this’s header list.
	    // 8. If this’s guard is "request-no-cors", then remove
	    //    privileged no-CORS request headers from this.
	    this.#headersList.delete(name, false);
	  }

	  // https://fetch.spec.whatwg.org/#dom-headers-get
	  get (name) {
	    webidl.brandCheck(this, webidl.is.Headers);

	    webidl.argumentLengthCheck(arguments, 1, 'Headers.get');

	    const prefix = 'Headers.get';
	    name = webidl.converters.ByteString(name, prefix, 'name');

	    // 1. If name is not a header name, then throw a TypeError.
	    if (!isValidHeaderName(name)) {
	      throw webidl.errors.invalidArgument({
	        prefix,
	        value: name,
	        type: 'header name'
	      })
	    }

	    // 2. Return the result of getting name from this’s header
	    //    list.
	    return this.#headersList.get(name, false)
	  }

	  // https://fetch.spec.whatwg.org/#dom-headers-has
	  has (name) {
	    webidl.brandCheck(this, webidl.is.Headers);

	    webidl.argumentLengthCheck(arguments, 1, 'Headers.has');

	    const prefix = 'Headers.has';
	    name = webidl.converters.ByteString(name, prefix, 'name');

	    // 1. If name is not a header name, then throw a TypeError.
	    if (!isValidHeaderName(name)) {
	      throw webidl.errors.invalidArgument({
	        prefix,
	        value: name,
	        type: 'header name'
	      })
	    }

	    // 2. Return true if this’s header list contains name;
	    //    otherwise false.
	    return this.#headersList.contains(name, false)
	  }

	  // https://fetch.spec.whatwg.org/#dom-headers-set
	  set (name, value) {
	    webidl.brandCheck(this, webidl.is.Headers);

	    webidl.argumentLengthCheck(arguments, 2, 'Headers.set');

	    const prefix = 'Headers.set';
	    name = webidl.converters.ByteString(name, prefix, 'name');
	    value = webidl.converters.ByteString(value, prefix, 'value');

	    // 1. Normalize value.
	    value = headerValueNormalize(value);

	    // 2. If name is not a header name or value is not a
	    //    header value, then throw a TypeError.
	    if (!isValidHeaderName(name)) {
	      throw webidl.errors.invalidArgument({
	        prefix,
	        value: name,
	        type: 'header name'
	      })
	    } else if (!isValidHeaderValue(value)) {
	      throw webidl.errors.invalidArgument({
	        prefix,
	        value,
	        type: 'header value'
	      })
	    }

	    // 3. If this’s guard is "immutable", then throw a TypeError.
	    // 4. Otherwise, if this’s guard is "request" and name is a
	    //    forbidden header name, return.
	    // 5. Otherwise, if this’s guard is "request-no-cors" and
	    //    name/value is not a no-CORS-safelisted request-header,
	    //    return.
	    // 6. Otherwise, if this’s guard is "response" and name is a
	    //    forbidden response-header name, return.
	    // Note: undici does not implement forbidden header names
	    if (this.#guard === 'immutable') {
	      throw new TypeError('immutable')
	    }

	    // 7. Set (name, value) in this’s header list.
	    // 8. If this’s guard is "request-no-cors", then remove
	    //    privileged no-CORS request headers from this
	    this.#headersList.set(name, value, false);
	  }

	  // https://fetch.spec.whatwg.org/#dom-headers-getsetcookie
	  getSetCookie () {
	    webidl.brandCheck(this, webidl.is.Headers);

	    // 1. If this’s header list does not contain `Set-Cookie`, then return « ».
	    // 2. Return the values of all headers in this’s header list whose name is
	    //    a byte-case-insensitive match for `Set-Cookie`, in order.

	    const list = this.#headersList.cookies;

	    if (list) {
	      return [...list]
	    }

	    return []
	  }

	  [util.inspect.custom] (depth, options) {
	    options.depth ??= depth;

	    return `Headers ${util.formatWithOptions(options, this.#headersList.entries)}`
	  }

	  static {
	    /** @param {Headers} headers */
	    getHeadersGuard = (headers) => headers.#guard;

	    /**
	     * @param {Headers} headers
	     * @param {string} guard
	     */
	    setHeadersGuard = (headers, guard) => {
	      headers.#guard = guard;
	    };

	    /**
	     * @param {Headers} headers
	     */
	    getHeadersList = (headers) => headers.#headersList;

	    /**
	     * @param {Headers} target
	     * @param {HeadersList} list
	     */
	    setHeadersList = (target, list) => {
	      target.#headersList = list;
	    };

	    webidl.is.Headers = (arg) => {
	      return arg != null && typeof arg === 'object' && #guard in arg
	    };
	  }
	}

	iteratorMixin('Headers', Headers, headersListSortAndCombine, 0, 1, webidl.is.Headers);

	Object.defineProperties(Headers.prototype, {
	  append: kEnumerableProperty,
	  delete: kEnumerableProperty,
	  get: kEnumerableProperty,
	  has: kEnumerableProperty,
	  set: kEnumerableProperty,
	  getSetCookie: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'Headers',
	    configurable: true
	  },
	  [util.inspect.custom]: {
	    enumerable: false
	  }
	});

	webidl.converters.HeadersInit = function (V, prefix, argument) {
	  if (webidl.util.Type(V) === webidl.util.Types.OBJECT) {
	    const iterator = Reflect.get(V, Symbol.iterator);

	    // A work-around to ensure we send the properly-cased Headers when V is a Headers object.
	    // Read https://github.com/nodejs/undici/pull/3159#issuecomment-2075537226 before touching, please.
	    if (!util.types.isProxy(V) && iterator === Headers.prototype.entries) { // Headers object
	      try {
	        return getHeadersList(V).entriesList
	      } catch {
	        // fall-through
	      }
	    }

	    if (typeof iterator === 'function') {
	      return webidl.converters['sequence<sequence<ByteString>>'](V, prefix, argument, iterator.bind(V))
	    }

	    return webidl.converters['record<ByteString, ByteString>'](V, prefix, argument)
	  }

	  throw webidl.errors.conversionFailed({
	    prefix: 'Headers constructor',
	    argument: 'Argument 1',
	    types: ['sequence<sequence<ByteString>>', 'record<ByteString, ByteString>']
	  })
	};

	headers = {
	  fill,
	  // for test.
	  compareHeaderName,
	  Headers,
	  HeadersList,
	  getHeadersGuard,
	  setHeadersGuard,
	  setHeadersList,
	  getHeadersList
	};
	return headers;
}

var response;
var hasRequiredResponse;

function requireResponse () {
	if (hasRequiredResponse) return response;
	hasRequiredResponse = 1;

	const { Headers, HeadersList, fill, getHeadersGuard, setHeadersGuard, setHeadersList } = requireHeaders();
	const { extractBody, cloneBody, mixinBody, streamRegistry, bodyUnusable } = requireBody();
	const util = requireUtil$4();
	const nodeUtil = builtin$5;
	const { kEnumerableProperty } = util;
	const {
	  isValidReasonPhrase,
	  isCancelled,
	  isAborted,
	  isErrorLike,
	  environmentSettingsObject: relevantRealm
	} = requireUtil$5();
	const {
	  redirectStatusSet,
	  nullBodyStatus
	} = requireConstants$2();
	const { webidl } = requireWebidl();
	const { URLSerializer } = requireDataUrl();
	const { kConstruct } = requireSymbols();
	const assert = builtin;
	const { isomorphicEncode, serializeJavascriptValueToJSONString } = requireInfra();

	const textEncoder = new TextEncoder('utf-8');
	let getResponseHeaders, setResponseHeaders, getResponseState, setResponseState;

	// https://fetch.spec.whatwg.org/#response-class
	class Response {
	  /** @type {Headers} */
	  #headers

	  #state

	  // Creates network error Response.
	  static error () {
	    // The static error() method steps are to return the result of creating a
	    // Response object, given a new network error, "immutable", and this’s
	    // relevant Realm.
	    const responseObject = fromInnerResponse(makeNetworkError(), 'immutable');

	    return responseObject
	  }

	  // https://fetch.spec.whatwg.org/#dom-response-json
	  static json (data, init = undefined) {
	    webidl.argumentLengthCheck(arguments, 1, 'Response.json');

	    init = webidl.converters.ResponseInit(init);

	    // 1. Let bytes the result of running serialize a JavaScript value to JSON bytes on data.
	    const bytes = textEncoder.encode(
	      serializeJavascriptValueToJSONString(data)
	    );

	    // 2. Let body be the result of extracting bytes.
	    const body = extractBody(bytes);

	    // 3. Let responseObject be the result of creating a Response object, given a new response,
	    //    "response", and this’s relevant Realm.
	    const responseObject = fromInnerResponse(makeResponse({}), 'response');

	    // 4. Perform initialize a response given responseObject, init, and (body, "application/json").
	    initializeResponse(responseObject, init, { body: body[0], type: 'application/json' });

	    // 5. Return responseObject.
	    return responseObject
	  }

	  // Creates a redirect Response that redirects to url with status status.
	  static redirect (url, status = 302) {
	    webidl.argumentLengthCheck(arguments, 1, 'Response.redirect');

	    url = webidl.converters.USVString(url);
	    status = webidl.converters['unsigned short'](status);

	    // 1. Let parsedURL be the result of parsing url with current settings
	    // object’s API base URL.
	    // 2. If parsedURL is failure, then throw a TypeError.
	    // TODO: base-URL?
	    let parsedURL;
	    try {
	      parsedURL = new URL(url, relevantRealm.settingsObject.baseUrl);
	    } catch (err) {
	      throw new TypeError(`Failed to parse URL from ${url}`, { cause: err })
	    }

	    // 3. If status is not a redirect status, then throw a RangeError.
	    if (!redirectStatusSet.has(status)) {
	      throw new RangeError(`Invalid status code ${status}`)
	    }

	    // 4. Let responseObject be the result of creating a Response object,
	    // given a new response, "immutable", and this’s relevant Realm.
	    const responseObject = fromInnerResponse(makeResponse({}), 'immutable');

	    // 5. Set responseObject’s response’s status to status.
	    responseObject.#state.status = status;

	    // 6. Let value be parsedURL, serialized and isomorphic encoded.
	    const value = isomorphicEncode(URLSerializer(parsedURL));

	    // 7. Append `Location`/value to responseObject’s response’s header list.
	    responseObject.#state.headersList.append('location', value, true);

	    // 8. Return responseObject.
	    return responseObject
	  }

	  // https://fetch.spec.whatwg.org/#dom-response
	  constructor (body = null, init = undefined) {
	    webidl.util.markAsUncloneable(this);

	    if (body === kConstruct) {
	      return
	    }

	    if (body !== null) {
	      body = webidl.converters.BodyInit(body, 'Response', 'body');
	    }

	    init = webidl.converters.ResponseInit(init);

	    // 1. Set this’s response to a new response.
	    this.#state = makeResponse({});

	    // 2. Set this’s headers to a new Headers object with this’s relevant
	    // Realm, whose header list is this’s response’s header list and guard
	    // is "response".
	    this.#headers = new Headers(kConstruct);
	    setHeadersGuard(this.#headers, 'response');
	    setHeadersList(this.#headers, this.#state.headersList);

	    // 3. Let bodyWithType be null.
	    let bodyWithType = null;

	    // 4. If body is non-null, then set bodyWithType to the result of extracting body.
	    if (body != null) {
	      const [extractedBody, type] = extractBody(body);
	      bodyWithType = { body: extractedBody, type };
	    }

	    // 5. Perform initialize a response given this, init, and bodyWithType.
	    initializeResponse(this, init, bodyWithType);
	  }

	  // Returns response’s type, e.g., "cors".
	  get type () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // The type getter steps are to return this’s response’s type.
	    return this.#state.type
	  }

	  // Returns response’s URL, if it has one; otherwise the empty string.
	  get url () {
	    webidl.brandCheck(this, webidl.is.Response);

	    const urlList = this.#state.urlList;

	    // The url getter steps are to return the empty string if this’s
	    // response’s URL is null; otherwise this’s response’s URL,
	    // serialized with exclude fragment set to true.
	    const url = urlList[urlList.length - 1] ?? null;

	    if (url === null) {
	      return ''
	    }

	    return URLSerializer(url, true)
	  }

	  // Returns whether response was obtained through a redirect.
	  get redirected () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // The redirected getter steps are to return true if this’s response’s URL
	    // list has more than one item; otherwise false.
	    return this.#state.urlList.length > 1
	  }

	  // Returns response’s status.
	  get status () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // The status getter steps are to return this’s response’s status.
	    return this.#state.status
	  }

	  // Returns whether response’s status is an ok status.
	  get ok () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // The ok getter steps are to return true if this’s response’s status is an
	    // ok status; otherwise false.
	    return this.#state.status >= 200 && this.#state.status <= 299
	  }

	  // Returns response’s status message.
	  get statusText () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // The statusText getter steps are to return this’s response’s status
	    // message.
	    return this.#state.statusText
	  }

	  // Returns response’s headers as Headers.
	  get headers () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // The headers getter steps are to return this’s headers.
	    return this.#headers
	  }

	  get body () {
	    webidl.brandCheck(this, webidl.is.Response);

	    return this.#state.body ? this.#state.body.stream : null
	  }

	  get bodyUsed () {
	    webidl.brandCheck(this, webidl.is.Response);

	    return !!this.#state.body && util.isDisturbed(this.#state.body.stream)
	  }

	  // Returns a clone of response.
	  clone () {
	    webidl.brandCheck(this, webidl.is.Response);

	    // 1. If this is unusable, then throw a TypeError.
	    if (bodyUnusable(this.#state)) {
	      throw webidl.errors.exception({
	        header: 'Response.clone',
	        message: 'Body has already been consumed.'
	      })
	    }

	    // 2. Let clonedResponse be the result of cloning this’s response.
	    const clonedResponse = cloneResponse(this.#state);

	    // Note: To re-register because of a new stream.
	    // Don't set finalizers other than for fetch responses.
	    if (this.#state.urlList.length !== 0 && this.#state.body?.stream) {
	      streamRegistry.register(this, new WeakRef(this.#state.body.stream));
	    }

	    // 3. Return the result of creating a Response object, given
	    // clonedResponse, this’s headers’s guard, and this’s relevant Realm.
	    return fromInnerResponse(clonedResponse, getHeadersGuard(this.#headers))
	  }

	  [nodeUtil.inspect.custom] (depth, options) {
	    if (options.depth === null) {
	      options.depth = 2;
	    }

	    options.colors ??= true;

	    const properties = {
	      status: this.status,
	      statusText: this.statusText,
	      headers: this.headers,
	      body: this.body,
	      bodyUsed: this.bodyUsed,
	      ok: this.ok,
	      redirected: this.redirected,
	      type: this.type,
	      url: this.url
	    };

	    return `Response ${nodeUtil.formatWithOptions(options, properties)}`
	  }

	  static {
	    /**
	     * @param {Response} response
	     */
	    getResponseHeaders = (response) => {
	      return response.#headers
	    };

	    /**
	     * @param {Response} response
	     * @param {Headers} newHeaders
	     */
	    setResponseHeaders = (response, newHeaders) => {
	      response.#headers = newHeaders;
	    };

	    /**
	     * @param {Response} response
	     */
	    getResponseState = (response) => {
	      return response.#state
	    };

	    /**
	     * @param {Response} response
	     * @param {any} newState
	     */
	    setResponseState = (response, newState) => {
	      response.#state = newState;
	    };

	    webidl.is.Response = (arg) => {
	      return arg != null && typeof arg === 'object' && #state in arg
	    };
	  }
	}

	mixinBody(Response, getResponseState, webidl.is.Response);

	Object.defineProperties(Response.prototype, {
	  type: kEnumerableProperty,
	  url: kEnumerableProperty,
	  status: kEnumerableProperty,
	  ok: kEnumerableProperty,
	  redirected: kEnumerableProperty,
	  statusText: kEnumerableProperty,
	  headers: kEnumerableProperty,
	  clone: kEnumerableProperty,
	  body: kEnumerableProperty,
	  bodyUsed: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'Response',
	    configurable: true
	  }
	});

	Object.defineProperties(Response, {
	  json: kEnumerableProperty,
	  redirect: kEnumerableProperty,
	  error: kEnumerableProperty
	});

	// https://fetch.spec.whatwg.org/#concept-response-clone
	function cloneResponse (response) {
	  // To clone a response response, run these steps:

	  // 1. If response is a filtered response, then return a new identical
	  // filtered response whose internal response is a clone of response’s
	  // internal response.
	  if (response.internalResponse) {
	    return filterResponse(
	      cloneResponse(response.internalResponse),
	      response.type
	    )
	  }

	  // 2. Let newResponse be a copy of response, except for its body.
	  const newResponse = makeResponse({ ...response, body: null });

	  // 3. If response’s body is non-null, then set newResponse’s body to the
	  // result of cloning response’s body.
	  if (response.body != null) {
	    newResponse.body = cloneBody(response.body);
	  }

	  // 4. Return newResponse.
	  return newResponse
	}

	function makeResponse (init) {
	  return {
	    aborted: false,
	    rangeRequested: false,
	    timingAllowPassed: false,
	    requestIncludesCredentials: false,
	    type: 'default',
	    status: 200,
	    timingInfo: null,
	    cacheState: '',
	    statusText: '',
	    ...init,
	    headersList: init?.headersList
	      ? new HeadersList(init?.headersList)
	      : new HeadersList(),
	    urlList: init?.urlList ? [...init.urlList] : []
	  }
	}

	function makeNetworkError (reason) {
	  const isError = isErrorLike(reason);
	  return makeResponse({
	    type: 'error',
	    status: 0,
	    error: isError
	      ? reason
	      : new Error(reason ? String(reason) : reason),
	    aborted: reason && reason.name === 'AbortError'
	  })
	}

	// @see https://fetch.spec.whatwg.org/#concept-network-error
	function isNetworkError (response) {
	  return (
	    // A network error is a response whose type is "error",
	    response.type === 'error' &&
	    // status is 0
	    response.status === 0
	  )
	}

	function makeFilteredResponse (response, state) {
	  state = {
	    internalResponse: response,
	    ...state
	  };

	  return new Proxy(response, {
	    get (target, p) {
	      return p in state ? state[p] : target[p]
	    },
	    set (target, p, value) {
	      assert(!(p in state));
	      target[p] = value;
	      return true
	    }
	  })
	}

	// https://fetch.spec.whatwg.org/#concept-filtered-response
	function filterResponse (response, type) {
	  // Set response to the following filtered response with response as its
	  // internal response, depending on request’s response tainting:
	  if (type === 'basic') {
	    // A basic filtered response is a filtered response whose type is "basic"
	    // and header list excludes any headers in internal response’s header list
	    // whose name is a forbidden response-header name.

	    // Note: undici does not implement forbidden response-header names
	    return makeFilteredResponse(response, {
	      type: 'basic',
	      headersList: response.headersList
	    })
	  } else if (type === 'cors') {
	    // A CORS filtered response is a filtered response whose type is "cors"
	    // and header list excludes any headers in internal response’s header
	    // list whose name is not a CORS-safelisted response-header name, given
	    // internal response’s CORS-exposed header-name list.

	    // Note: undici does not implement CORS-safelisted response-header names
	    return makeFilteredResponse(response, {
	      type: 'cors',
	      headersList: response.headersList
	    })
	  } else if (type === 'opaque') {
	    // An opaque filtered response is a filtered response whose type is
	    // "opaque", URL list is the empty list, status is 0, status message
	    // is the empty byte sequence, header list is empty, and body is null.

	    return makeFilteredResponse(response, {
	      type: 'opaque',
	      urlList: [],
	      status: 0,
	      statusText: '',
	      body: null
	    })
	  } else if (type === 'opaqueredirect') {
	    // An opaque-redirect filtered response is a filtered response whose type
	    // is "opaqueredirect", status is 0, status message is the empty byte
	    // sequence, header list is empty, and body is null.

	    return makeFilteredResponse(response, {
	      type: 'opaqueredirect',
	      status: 0,
	      statusText: '',
	      headersList: [],
	      body: null
	    })
	  } else {
	    assert(false);
	  }
	}

	// https://fetch.spec.whatwg.org/#appropriate-network-error
	function makeAppropriateNetworkError (fetchParams, err = null) {
	  // 1. Assert: fetchParams is canceled.
	  assert(isCancelled(fetchParams));

	  // 2. Return an aborted network error if fetchParams is aborted;
	  // otherwise return a network error.
	  return isAborted(fetchParams)
	    ? makeNetworkError(Object.assign(new DOMException('The operation was aborted.', 'AbortError'), { cause: err }))
	    : makeNetworkError(Object.assign(new DOMException('Request was cancelled.'), { cause: err }))
	}

	// https://whatpr.org/fetch/1392.html#initialize-a-response
	function initializeResponse (response, init, body) {
	  // 1. If init["status"] is not in the range 200 to 599, inclusive, then
	  //    throw a RangeError.
	  if (init.status !== null && (init.status < 200 || init.status > 599)) {
	    throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.')
	  }

	  // 2. If init["statusText"] does not match the reason-phrase token production,
	  //    then throw a TypeError.
	  if ('statusText' in init && init.statusText != null) {
	    // See, https://datatracker.ietf.org/doc/html/rfc7230#section-3.1.2:
	    //   reason-phrase  = *( HTAB / SP / VCHAR / obs-text )
	    if (!isValidReasonPhrase(String(init.statusText))) {
	      throw new TypeError('Invalid statusText')
	    }
	  }

	  // 3. Set response’s response’s status to init["status"].
	  if ('status' in init && init.status != null) {
	    getResponseState(response).status = init.status;
	  }

	  // 4. Set response’s response’s status message to init["statusText"].
	  if ('statusText' in init && init.statusText != null) {
	    getResponseState(response).statusText = init.statusText;
	  }

	  // 5. If init["headers"] exists, then fill response’s headers with init["headers"].
	  if ('headers' in init && init.headers != null) {
	    fill(getResponseHeaders(response), init.headers);
	  }

	  // 6. If body was given, then:
	  if (body) {
	    // 1. If response's status is a null body status, then throw a TypeError.
	    if (nullBodyStatus.includes(response.status)) {
	      throw webidl.errors.exception({
	        header: 'Response constructor',
	        message: `Invalid response status code ${response.status}`
	      })
	    }

	    // 2. Set response's body to body's body.
	    getResponseState(response).body = body.body;

	    // 3. If body's type is non-null and response's header list does not contain
	    //    `Content-Type`, then append (`Content-Type`, body's type) to response's header list.
	    if (body.type != null && !getResponseState(response).headersList.contains('content-type', true)) {
	      getResponseState(response).headersList.append('content-type', body.type, true);
	    }
	  }
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#response-create
	 * @param {any} innerResponse
	 * @param {'request' | 'immutable' | 'request-no-cors' | 'response' | 'none'} guard
	 * @returns {Response}
	 */
	function fromInnerResponse (innerResponse, guard) {
	  const response = new Response(kConstruct);
	  setResponseState(response, innerResponse);
	  const headers = new Headers(kConstruct);
	  setResponseHeaders(response, headers);
	  setHeadersList(headers, innerResponse.headersList);
	  setHeadersGuard(headers, guard);

	  // Note: If innerResponse's urlList contains a URL, it is a fetch response.
	  if (innerResponse.urlList.length !== 0 && innerResponse.body?.stream) {
	    // If the target (response) is reclaimed, the cleanup callback may be called at some point with
	    // the held value provided for it (innerResponse.body.stream). The held value can be any value:
	    // a primitive or an object, even undefined. If the held value is an object, the registry keeps
	    // a strong reference to it (so it can pass it to the cleanup callback later). Reworded from
	    // https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/FinalizationRegistry
	    streamRegistry.register(response, new WeakRef(innerResponse.body.stream));
	  }

	  return response
	}

	// https://fetch.spec.whatwg.org/#typedefdef-xmlhttprequestbodyinit
	webidl.converters.XMLHttpRequestBodyInit = function (V, prefix, name) {
	  if (typeof V === 'string') {
	    return webidl.converters.USVString(V, prefix, name)
	  }

	  if (webidl.is.Blob(V)) {
	    return V
	  }

	  if (webidl.is.BufferSource(V)) {
	    return V
	  }

	  if (webidl.is.FormData(V)) {
	    return V
	  }

	  if (webidl.is.URLSearchParams(V)) {
	    return V
	  }

	  return webidl.converters.DOMString(V, prefix, name)
	};

	// https://fetch.spec.whatwg.org/#bodyinit
	webidl.converters.BodyInit = function (V, prefix, argument) {
	  if (webidl.is.ReadableStream(V)) {
	    return V
	  }

	  // Note: the spec doesn't include async iterables,
	  // this is an undici extension.
	  if (V?.[Symbol.asyncIterator]) {
	    return V
	  }

	  return webidl.converters.XMLHttpRequestBodyInit(V, prefix, argument)
	};

	webidl.converters.ResponseInit = webidl.dictionaryConverter([
	  {
	    key: 'status',
	    converter: webidl.converters['unsigned short'],
	    defaultValue: () => 200
	  },
	  {
	    key: 'statusText',
	    converter: webidl.converters.ByteString,
	    defaultValue: () => ''
	  },
	  {
	    key: 'headers',
	    converter: webidl.converters.HeadersInit
	  }
	]);

	response = {
	  isNetworkError,
	  makeNetworkError,
	  makeResponse,
	  makeAppropriateNetworkError,
	  filterResponse,
	  Response,
	  cloneResponse,
	  fromInnerResponse,
	  getResponseState
	};
	return response;
}

/* globals AbortController */

var request;
var hasRequiredRequest;

function requireRequest () {
	if (hasRequiredRequest) return request;
	hasRequiredRequest = 1;

	const { extractBody, mixinBody, cloneBody, bodyUnusable } = requireBody();
	const { Headers, fill: fillHeaders, HeadersList, setHeadersGuard, getHeadersGuard, setHeadersList, getHeadersList } = requireHeaders();
	const util = requireUtil$4();
	const nodeUtil = builtin$5;
	const {
	  isValidHTTPToken,
	  sameOrigin,
	  environmentSettingsObject
	} = requireUtil$5();
	const {
	  forbiddenMethodsSet,
	  corsSafeListedMethodsSet,
	  referrerPolicy,
	  requestRedirect,
	  requestMode,
	  requestCredentials,
	  requestCache,
	  requestDuplex
	} = requireConstants$2();
	const { kEnumerableProperty, normalizedMethodRecordsBase, normalizedMethodRecords } = util;
	const { webidl } = requireWebidl();
	const { URLSerializer } = requireDataUrl();
	const { kConstruct } = requireSymbols();
	const assert = builtin;

	const requestFinalizer = new FinalizationRegistry(({ signal, reference }) => {
	  removeSignalFollower(signal, reference);
	});

	/**
	 * @typedef {object} RequestSignalState
	 * @property {AbortController} controller
	 * @property {AbortSignal} source
	 * @property {WeakRef<AbortController>} reference
	 */

	/** @type {WeakMap<AbortSignal, RequestSignalState>} */
	const requestSignals = new WeakMap();

	/** @type {WeakMap<AbortSignal, WeakRef<AbortController> | Set<WeakRef<AbortController>>>} */
	const signalFollowers = new WeakMap();

	/**
	 * @param {AbortSignal} signal
	 * @param {WeakRef<AbortController>} reference
	 */
	function removeSignalFollower (signal, reference) {
	  const followers = signalFollowers.get(signal);
	  if (followers instanceof Set) {
	    followers.delete(reference);
	    if (followers.size !== 0) return
	  }

	  signal.removeEventListener('abort', abortSignalFollowers);
	  signalFollowers.delete(signal);
	}

	/**
	 * @param {WeakRef<AbortController>} reference
	 * @param {unknown} reason
	 */
	function abortSignalFollower (reference, reason) {
	  requestFinalizer.unregister(reference);
	  const ac = reference.deref();
	  if (ac !== undefined) {
	    requestSignals.delete(ac.signal);
	    ac.abort(reason);
	  }
	}

	/** @this {AbortSignal} */
	function abortSignalFollowers () {
	  this.removeEventListener('abort', abortSignalFollowers);
	  const followers = signalFollowers.get(this);
	  if (followers instanceof Set) {
	    for (const reference of followers) {
	      abortSignalFollower(reference, this.reason);
	    }
	    followers.clear();
	  } else {
	    abortSignalFollower(followers, this.reason);
	  }
	  signalFollowers.delete(this);
	}

	/**
	 * @param {AbortSignal | null | undefined} signal
	 */
	function createDependentSignal (signal) {
	  const ac = new AbortController();
	  if (signal == null) return ac.signal

	  if (signal.aborted) {
	    ac.abort(signal.reason);
	    return ac.signal
	  }

	  const reference = new WeakRef(ac);
	  const followers = signalFollowers.get(signal);
	  if (followers === undefined) {
	    util.addAbortListener(signal, abortSignalFollowers);
	    signalFollowers.set(signal, reference);
	  } else if (followers instanceof WeakRef) {
	    const controllers = new Set();
	    controllers.add(followers);
	    controllers.add(reference);
	    signalFollowers.set(signal, controllers);
	  } else {
	    followers.add(reference);
	  }

	  requestFinalizer.register(ac, { signal, reference }, reference);

	  // The signal must keep its controller alive even after its Request is collected.
	  requestSignals.set(ac.signal, { controller: ac, source: signal, reference });
	  return ac.signal
	}

	let patchMethodWarning = false;
	let setRequestSignal, getRequestDispatcher, setRequestDispatcher, setRequestHeaders, getRequestState, setRequestState, removeRequestAbortListener;

	// https://fetch.spec.whatwg.org/#request-class
	class Request {
	  /** @type {AbortSignal} */
	  #signal

	  /** @type {import('../../dispatcher/dispatcher')} */
	  #dispatcher

	  /** @type {Headers} */
	  #headers

	  #state

	  // https://fetch.spec.whatwg.org/#dom-request
	  constructor (input, init = undefined) {
	    webidl.util.markAsUncloneable(this);

	    if (input === kConstruct) {
	      return
	    }

	    const prefix = 'Request constructor';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    input = webidl.converters.RequestInfo(input);
	    init = webidl.converters.RequestInit(init);

	    // 1. Let request be null.
	    let request = null;

	    // 2. Let fallbackMode be null.
	    let fallbackMode = null;

	    // 3. Let baseURL be this’s relevant settings object’s API base URL.
	    const baseUrl = environmentSettingsObject.settingsObject.baseUrl;

	    // 4. Let signal be null.
	    let signal = null;

	    // 5. If input is a string, then:
	    if (typeof input === 'string') {
	      this.#dispatcher = init.dispatcher;

	      // 1. Let parsedURL be the result of parsing input with baseURL.
	      // 2. If parsedURL is failure, then throw a TypeError.
	      let parsedURL;
	      try {
	        parsedURL = new URL(input, baseUrl);
	      } catch (err) {
	        throw new TypeError('Failed to parse URL from ' + input, { cause: err })
	      }

	      // 3. If parsedURL includes credentials, then throw a TypeError.
	      if (parsedURL.username || parsedURL.password) {
	        throw new TypeError(
	          'Request cannot be constructed from a URL that includes credentials: ' +
	            input
	        )
	      }

	      // 4. Set request to a new request whose URL is parsedURL.
	      request = makeRequest({ urlList: [parsedURL] });

	      // 5. Set fallbackMode to "cors".
	      fallbackMode = 'cors';
	    } else {
	      // 6. Otherwise:

	      // 7. Assert: input is a Request object.
	      assert(webidl.is.Request(input));

	      // 8. Set request to input’s request.
	      request = input.#state;

	      // 9. Set signal to input’s signal.
	      signal = input.#signal;

	      this.#dispatcher = init.dispatcher || input.#dispatcher;
	    }

	    // 7. Let origin be this’s relevant settings object’s origin.
	    const origin = environmentSettingsObject.settingsObject.origin;

	    // 8. Let window be "client".
	    let window = 'client';

	    // 9. If request’s window is an environment settings object and its origin
	    // is same origin with origin, then set window to request’s window.
	    if (
	      request.window?.constructor?.name === 'EnvironmentSettingsObject' &&
	      sameOrigin(request.window, origin)
	    ) {
	      window = request.window;
	    }

	    // 10. If init["window"] exists and is non-null, then throw a TypeError.
	    if (init.window != null) {
	      throw new TypeError(`'window' option '${window}' must be null`)
	    }

	    // 11. If init["window"] exists, then set window to "no-window".
	    if ('window' in init) {
	      window = 'no-window';
	    }

	    // 12. Set request to a new request with the following properties:
	    request = makeRequest({
	      // URL request’s URL.
	      // undici implementation note: this is set as the first item in request's urlList in makeRequest
	      // method request’s method.
	      method: request.method,
	      // header list A copy of request’s header list.
	      // undici implementation note: headersList is cloned in makeRequest
	      headersList: request.headersList,
	      // unsafe-request flag Set.
	      unsafeRequest: request.unsafeRequest,
	      // client This’s relevant settings object.
	      client: environmentSettingsObject.settingsObject,
	      // window window.
	      window,
	      // priority request’s priority.
	      priority: request.priority,
	      // origin request’s origin. The propagation of the origin is only significant for navigation requests
	      // being handled by a service worker. In this scenario a request can have an origin that is different
	      // from the current client.
	      origin: request.origin,
	      // referrer request’s referrer.
	      referrer: request.referrer,
	      // referrer policy request’s referrer policy.
	      referrerPolicy: request.referrerPolicy,
	      // mode request’s mode.
	      mode: request.mode,
	      // credentials mode request’s credentials mode.
	      credentials: request.credentials,
	      // cache mode request’s cache mode.
	      cache: request.cache,
	      // redirect mode request’s redirect mode.
	      redirect: request.redirect,
	      // integrity metadata request’s integrity metadata.
	      integrity: request.integrity,
	      // keepalive request’s keepalive.
	      keepalive: request.keepalive,
	      // reload-navigation flag request’s reload-navigation flag.
	      reloadNavigation: request.reloadNavigation,
	      // history-navigation flag request’s history-navigation flag.
	      historyNavigation: request.historyNavigation,
	      // URL list A clone of request’s URL list.
	      urlList: [...request.urlList]
	    });

	    const initHasKey = Object.keys(init).length !== 0;

	    // 13. If init is not empty, then:
	    if (initHasKey) {
	      // 1. If request’s mode is "navigate", then set it to "same-origin".
	      if (request.mode === 'navigate') {
	        request.mode = 'same-origin';
	      }

	      // 2. Unset request’s reload-navigation flag.
	      request.reloadNavigation = false;

	      // 3. Unset request’s history-navigation flag.
	      request.historyNavigation = false;

	      // 4. Set request’s origin to "client".
	      request.origin = 'client';

	      // 5. Set request’s referrer to "client"
	      request.referrer = 'client';

	      // 6. Set request’s referrer policy to the empty string.
	      request.referrerPolicy = '';

	      // 7. Set request’s URL to request’s current URL.
	      request.url = request.urlList[request.urlList.length - 1];

	      // 8. Set request’s URL list to « request’s URL ».
	      request.urlList = [request.url];
	    }

	    // 14. If init["referrer"] exists, then:
	    if (init.referrer !== undefined) {
	      // 1. Let referrer be init["referrer"].
	      const referrer = init.referrer;

	      // 2. If referrer is the empty string, then set request’s referrer to "no-referrer".
	      if (referrer === '') {
	        request.referrer = 'no-referrer';
	      } else {
	        // 1. Let parsedReferrer be the result of parsing referrer with
	        // baseURL.
	        // 2. If parsedReferrer is failure, then throw a TypeError.
	        let parsedReferrer;
	        try {
	          parsedReferrer = new URL(referrer, baseUrl);
	        } catch (err) {
	          throw new TypeError(`Referrer "${referrer}" is not a valid URL.`, { cause: err })
	        }

	        // 3. If one of the following is true
	        // - parsedReferrer’s scheme is "about" and path is the string "client"
	        // - parsedReferrer’s origin is not same origin with origin
	        // then set request’s referrer to "client".
	        if (
	          (parsedReferrer.protocol === 'about:' && parsedReferrer.hostname === 'client') ||
	          (origin && !sameOrigin(parsedReferrer, environmentSettingsObject.settingsObject.baseUrl))
	        ) {
	          request.referrer = 'client';
	        } else {
	          // 4. Otherwise, set request’s referrer to parsedReferrer.
	          request.referrer = parsedReferrer;
	        }
	      }
	    }

	    // 15. If init["referrerPolicy"] exists, then set request’s referrer policy
	    // to it.
	    if (init.referrerPolicy !== undefined) {
	      request.referrerPolicy = init.referrerPolicy;
	    }

	    // 16. Let mode be init["mode"] if it exists, and fallbackMode otherwise.
	    let mode;
	    if (init.mode !== undefined) {
	      mode = init.mode;
	    } else {
	      mode = fallbackMode;
	    }

	    // 17. If mode is "navigate", then throw a TypeError.
	    if (mode === 'navigate') {
	      throw webidl.errors.exception({
	        header: 'Request constructor',
	        message: 'invalid request mode navigate.'
	      })
	    }

	    // 18. If mode is non-null, set request’s mode to mode.
	    if (mode != null) {
	      request.mode = mode;
	    }

	    // 19. If init["credentials"] exists, then set request’s credentials mode
	    // to it.
	    if (init.credentials !== undefined) {
	      request.credentials = init.credentials;
	    }

	    // 18. If init["cache"] exists, then set request’s cache mode to it.
	    if (init.cache !== undefined) {
	      request.cache = init.cache;
	    }

	    // 21. If request’s cache mode is "only-if-cached" and request’s mode is
	    // not "same-origin", then throw a TypeError.
	    if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') {
	      throw new TypeError(
	        "'only-if-cached' can be set only with 'same-origin' mode"
	      )
	    }

	    // 22. If init["redirect"] exists, then set request’s redirect mode to it.
	    if (init.redirect !== undefined) {
	      request.redirect = init.redirect;
	    }

	    // 23. If init["integrity"] exists, then set request’s integrity metadata to it.
	    if (init.integrity != null) {
	      request.integrity = String(init.integrity);
	    }

	    // 24. If init["keepalive"] exists, then set request’s keepalive to it.
	    if (init.keepalive !== undefined) {
	      request.keepalive = Boolean(init.keepalive);
	    }

	    // 25. If init["method"] exists, then:
	    if (init.method !== undefined) {
	      // 1. Let method be init["method"].
	      let method = init.method;

	      const mayBeNormalized = normalizedMethodRecords[method];

	      if (mayBeNormalized !== undefined) {
	        // Note: Bypass validation DELETE, GET, HEAD, OPTIONS, POST, PUT, PATCH and these lowercase ones
	        request.method = mayBeNormalized;
	      } else {
	        // 2. If method is not a method or method is a forbidden method, then
	        // throw a TypeError.
	        if (!isValidHTTPToken(method)) {
	          throw new TypeError(`'${method}' is not a valid HTTP method.`)
	        }

	        const upperCase = method.toUpperCase();

	        if (forbiddenMethodsSet.has(upperCase)) {
	          throw new TypeError(`'${method}' HTTP method is unsupported.`)
	        }

	        // 3. Normalize method.
	        // https://fetch.spec.whatwg.org/#concept-method-normalize
	        // Note: must be in uppercase
	        method = normalizedMethodRecordsBase[upperCase] ?? method;

	        // 4. Set request’s method to method.
	        request.method = method;
	      }

	      if (!patchMethodWarning && request.method === 'patch') {
	        process.emitWarning('Using `patch` is highly likely to result in a `405 Method Not Allowed`. `PATCH` is much more likely to succeed.', {
	          code: 'UNDICI-FETCH-patch'
	        });

	        patchMethodWarning = true;
	      }
	    }

	    // 26. If init["signal"] exists, then set signal to it.
	    if (init.signal !== undefined) {
	      signal = init.signal;
	    }

	    // 27. Set this’s request to request.
	    this.#state = request;

	    // 28-29. Create a signal that follows the supplied signal, if any.
	    this.#signal = createDependentSignal(signal);

	    // 30. Set this’s headers to a new Headers object with this’s relevant
	    // Realm, whose header list is request’s header list and guard is
	    // "request".
	    this.#headers = new Headers(kConstruct);
	    setHeadersList(this.#headers, request.headersList);
	    setHeadersGuard(this.#headers, 'request');

	    // 31. If this’s request’s mode is "no-cors", then:
	    if (mode === 'no-cors') {
	      // 1. If this’s request’s method is not a CORS-safelisted method,
	      // then throw a TypeError.
	      if (!corsSafeListedMethodsSet.has(request.method)) {
	        throw new TypeError(
	          `'${request.method} is unsupported in no-cors mode.`
	        )
	      }

	      // 2. Set this’s headers’s guard to "request-no-cors".
	      setHeadersGuard(this.#headers, 'request-no-cors');
	    }

	    // 32. If init is not empty, then:
	    if (initHasKey) {
	      /** @type {HeadersList} */
	      const headersList = getHeadersList(this.#headers);
	      // 1. Let headers be a copy of this’s headers and its associated header
	      // list.
	      // 2. If init["headers"] exists, then set headers to init["headers"].
	      const headers = init.headers !== undefined ? init.headers : new HeadersList(headersList);

	      // 3. Empty this’s headers’s header list.
	      headersList.clear();

	      // 4. If headers is a Headers object, then for each header in its header
	      // list, append header’s name/header’s value to this’s headers.
	      if (headers instanceof HeadersList) {
	        for (const { name, value } of headers.rawValues()) {
	          headersList.append(name, value, false);
	        }
	        // Note: Copy the `set-cookie` meta-data.
	        headersList.cookies = headers.cookies;
	      } else {
	        // 5. Otherwise, fill this’s headers with headers.
	        fillHeaders(this.#headers, headers);
	      }
	    }

	    // 33. Let inputBody be input’s request’s body if input is a Request
	    // object; otherwise null.
	    const inputBody = webidl.is.Request(input) ? input.#state.body : null;

	    // 34. If either init["body"] exists and is non-null or inputBody is
	    // non-null, and request’s method is `GET` or `HEAD`, then throw a
	    // TypeError.
	    if (
	      (init.body != null || inputBody != null) &&
	      (request.method === 'GET' || request.method === 'HEAD')
	    ) {
	      throw new TypeError('Request with GET/HEAD method cannot have body.')
	    }

	    // 35. Let initBody be null.
	    let initBody = null;

	    // 36. If init["body"] exists and is non-null, then:
	    if (init.body != null) {
	      // 1. Let Content-Type be null.
	      // 2. Set initBody and Content-Type to the result of extracting
	      // init["body"], with keepalive set to request’s keepalive.
	      const [extractedBody, contentType] = extractBody(
	        init.body,
	        request.keepalive
	      );
	      initBody = extractedBody;

	      // 3, If Content-Type is non-null and this’s headers’s header list does
	      // not contain `Content-Type`, then append `Content-Type`/Content-Type to
	      // this’s headers.
	      if (contentType && !getHeadersList(this.#headers).contains('content-type', true)) {
	        this.#headers.append('content-type', contentType, true);
	      }
	    }

	    // 37. Let inputOrInitBody be initBody if it is non-null; otherwise
	    // inputBody.
	    const inputOrInitBody = initBody ?? inputBody;

	    // 38. If inputOrInitBody is non-null and inputOrInitBody’s source is
	    // null, then:
	    if (inputOrInitBody != null && inputOrInitBody.source == null) {
	      // 1. If initBody is non-null and init["duplex"] does not exist,
	      //    then throw a TypeError.
	      if (initBody != null && init.duplex == null) {
	        throw new TypeError('RequestInit: duplex option is required when sending a body.')
	      }

	      // 2. If this’s request’s mode is neither "same-origin" nor "cors",
	      // then throw a TypeError.
	      if (request.mode !== 'same-origin' && request.mode !== 'cors') {
	        throw new TypeError(
	          'If request is made from ReadableStream, mode should be "same-origin" or "cors"'
	        )
	      }

	      // 3. Set this’s request’s use-CORS-preflight flag.
	      request.useCORSPreflightFlag = true;
	    }

	    // 39. Let finalBody be inputOrInitBody.
	    let finalBody = inputOrInitBody;

	    // 40. If initBody is null and inputBody is non-null, then:
	    if (initBody == null && inputBody != null) {
	      // 1. If input is unusable, then throw a TypeError.
	      if (bodyUnusable(input.#state)) {
	        throw new TypeError(
	          'Cannot construct a Request with a Request object that has already been used.'
	        )
	      }

	      // 2. Set finalBody to the result of creating a proxy for inputBody.
	      // https://streams.spec.whatwg.org/#readablestream-create-a-proxy
	      const identityTransform = new TransformStream();
	      inputBody.stream.pipeThrough(identityTransform);
	      finalBody = {
	        source: inputBody.source,
	        length: inputBody.length,
	        stream: identityTransform.readable
	      };
	    }

	    // 41. Set this’s request’s body to finalBody.
	    this.#state.body = finalBody;
	  }

	  // Returns request’s HTTP method, which is "GET" by default.
	  get method () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The method getter steps are to return this’s request’s method.
	    return this.#state.method
	  }

	  // Returns the URL of request as a string.
	  get url () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The url getter steps are to return this’s request’s URL, serialized.
	    return URLSerializer(this.#state.url)
	  }

	  // Returns a Headers object consisting of the headers associated with request.
	  // Note that headers added in the network layer by the user agent will not
	  // be accounted for in this object, e.g., the "Host" header.
	  get headers () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The headers getter steps are to return this’s headers.
	    return this.#headers
	  }

	  // Returns the kind of resource requested by request, e.g., "document"
	  // or "script".
	  get destination () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The destination getter are to return this’s request’s destination.
	    return this.#state.destination
	  }

	  // Returns the referrer of request. Its value can be a same-origin URL if
	  // explicitly set in init, the empty string to indicate no referrer, and
	  // "about:client" when defaulting to the global’s default. This is used
	  // during fetching to determine the value of the `Referer` header of the
	  // request being made.
	  get referrer () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // 1. If this’s request’s referrer is "no-referrer", then return the
	    // empty string.
	    if (this.#state.referrer === 'no-referrer') {
	      return ''
	    }

	    // 2. If this’s request’s referrer is "client", then return
	    // "about:client".
	    if (this.#state.referrer === 'client') {
	      return 'about:client'
	    }

	    // Return this’s request’s referrer, serialized.
	    return this.#state.referrer.toString()
	  }

	  // Returns the referrer policy associated with request.
	  // This is used during fetching to compute the value of the request’s
	  // referrer.
	  get referrerPolicy () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The referrerPolicy getter steps are to return this’s request’s referrer policy.
	    return this.#state.referrerPolicy
	  }

	  // Returns the mode associated with request, which is a string indicating
	  // whether the request will use CORS, or will be restricted to same-origin
	  // URLs.
	  get mode () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The mode getter steps are to return this’s request’s mode.
	    return this.#state.mode
	  }

	  // Returns the credentials mode associated with request,
	  // which is a string indicating whether credentials will be sent with the
	  // request always, never, or only when sent to a same-origin URL.
	  get credentials () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The credentials getter steps are to return this’s request’s credentials mode.
	    return this.#state.credentials
	  }

	  // Returns the cache mode associated with request,
	  // which is a string indicating how the request will
	  // interact with the browser’s cache when fetching.
	  get cache () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The cache getter steps are to return this’s request’s cache mode.
	    return this.#state.cache
	  }

	  // Returns the redirect mode associated with request,
	  // which is a string indicating how redirects for the
	  // request will be handled during fetching. A request
	  // will follow redirects by default.
	  get redirect () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The redirect getter steps are to return this’s request’s redirect mode.
	    return this.#state.redirect
	  }

	  // Returns request’s subresource integrity metadata, which is a
	  // cryptographic hash of the resource being fetched. Its value
	  // consists of multiple hashes separated by whitespace. [SRI]
	  get integrity () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The integrity getter steps are to return this’s request’s integrity
	    // metadata.
	    return this.#state.integrity
	  }

	  // Returns a boolean indicating whether or not request can outlive the
	  // global in which it was created.
	  get keepalive () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The keepalive getter steps are to return this’s request’s keepalive.
	    return this.#state.keepalive
	  }

	  // Returns a boolean indicating whether or not request is for a reload
	  // navigation.
	  get isReloadNavigation () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The isReloadNavigation getter steps are to return true if this’s
	    // request’s reload-navigation flag is set; otherwise false.
	    return this.#state.reloadNavigation
	  }

	  // Returns a boolean indicating whether or not request is for a history
	  // navigation (a.k.a. back-forward navigation).
	  get isHistoryNavigation () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The isHistoryNavigation getter steps are to return true if this’s request’s
	    // history-navigation flag is set; otherwise false.
	    return this.#state.historyNavigation
	  }

	  // Returns the signal associated with request, which is an AbortSignal
	  // object indicating whether or not request has been aborted, and its
	  // abort event handler.
	  get signal () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // The signal getter steps are to return this’s signal.
	    return this.#signal
	  }

	  get body () {
	    webidl.brandCheck(this, webidl.is.Request);

	    return this.#state.body ? this.#state.body.stream : null
	  }

	  get bodyUsed () {
	    webidl.brandCheck(this, webidl.is.Request);

	    return !!this.#state.body && util.isDisturbed(this.#state.body.stream)
	  }

	  get duplex () {
	    webidl.brandCheck(this, webidl.is.Request);

	    return 'half'
	  }

	  // Returns a clone of request.
	  clone () {
	    webidl.brandCheck(this, webidl.is.Request);

	    // 1. If this is unusable, then throw a TypeError.
	    if (bodyUnusable(this.#state)) {
	      throw new TypeError('unusable')
	    }

	    // 2. Let clonedRequest be the result of cloning this’s request.
	    const clonedRequest = cloneRequest(this.#state);

	    // 3. Let clonedRequestObject be the result of creating a Request object,
	    // given clonedRequest, this’s headers’s guard, and this’s relevant Realm.
	    // 4. Make clonedRequestObject’s signal follow this’s signal.
	    const signal = createDependentSignal(this.#signal);

	    // 4. Return clonedRequestObject.
	    return fromInnerRequest(clonedRequest, this.#dispatcher, signal, getHeadersGuard(this.#headers))
	  }

	  [nodeUtil.inspect.custom] (depth, options) {
	    if (options.depth === null) {
	      options.depth = 2;
	    }

	    options.colors ??= true;

	    const properties = {
	      method: this.method,
	      url: this.url,
	      headers: this.headers,
	      destination: this.destination,
	      referrer: this.referrer,
	      referrerPolicy: this.referrerPolicy,
	      mode: this.mode,
	      credentials: this.credentials,
	      cache: this.cache,
	      redirect: this.redirect,
	      integrity: this.integrity,
	      keepalive: this.keepalive,
	      isReloadNavigation: this.isReloadNavigation,
	      isHistoryNavigation: this.isHistoryNavigation,
	      signal: this.signal
	    };

	    return `Request ${nodeUtil.formatWithOptions(options, properties)}`
	  }

	  static {
	    /**
	     * @param {Request} request
	     * @param {AbortSignal} newSignal
	     */
	    setRequestSignal = (request, newSignal) => {
	      request.#signal = newSignal;
	    };

	    /**
	     * @param {Request} request
	     */
	    getRequestDispatcher = (request) => {
	      return request.#dispatcher
	    };

	    /**
	     * @param {Request} request
	     * @param {import('../../dispatcher/dispatcher')} newDispatcher
	     */
	    setRequestDispatcher = (request, newDispatcher) => {
	      request.#dispatcher = newDispatcher;
	    };

	    /**
	     * @param {Request} request
	     * @param {Headers} newHeaders
	     */
	    setRequestHeaders = (request, newHeaders) => {
	      request.#headers = newHeaders;
	    };

	    /**
	     * @param {Request} request
	     */
	    getRequestState = (request) => {
	      return request.#state
	    };

	    /**
	     * @param {Request} request
	     * @param {any} newState
	     */
	    setRequestState = (request, newState) => {
	      request.#state = newState;
	    };

	    /**
	     * Removes the `abort` listener that makes this request's signal follow the
	     * signal passed to its constructor, if any. Idempotent.
	     * @param {Request} request
	     */
	    removeRequestAbortListener = (request) => {
	      const state = requestSignals.get(request.#signal);
	      if (state !== undefined) {
	        requestSignals.delete(request.#signal);
	        requestFinalizer.unregister(state.reference);
	        removeSignalFollower(state.source, state.reference);
	      }
	    };

	    webidl.is.Request = (arg) => {
	      return arg != null && typeof arg === 'object' && #state in arg
	    };
	  }
	}

	mixinBody(Request, getRequestState, webidl.is.Request);

	// https://fetch.spec.whatwg.org/#requests
	function makeRequest (init) {
	  return {
	    method: init.method ?? 'GET',
	    localURLsOnly: init.localURLsOnly ?? false,
	    unsafeRequest: init.unsafeRequest ?? false,
	    body: init.body ?? null,
	    client: init.client ?? null,
	    reservedClient: init.reservedClient ?? null,
	    replacesClientId: init.replacesClientId ?? '',
	    window: init.window ?? 'client',
	    keepalive: init.keepalive ?? false,
	    serviceWorkers: init.serviceWorkers ?? 'all',
	    initiator: init.initiator ?? '',
	    destination: init.destination ?? '',
	    priority: init.priority ?? 'auto',
	    origin: init.origin ?? 'client',
	    policyContainer: init.policyContainer ?? 'client',
	    referrer: init.referrer ?? 'client',
	    referrerPolicy: init.referrerPolicy ?? '',
	    mode: init.mode ?? 'no-cors',
	    useCORSPreflightFlag: init.useCORSPreflightFlag ?? false,
	    // TODO: is this credentials mode? https://fetch.spec.whatwg.org/#concept-request-credentials-mode
	    credentials: init.credentials ?? 'same-origin',
	    useCredentials: init.useCredentials ?? false,
	    cache: init.cache ?? 'default',
	    redirect: init.redirect ?? 'follow',
	    integrity: init.integrity ?? '',
	    cryptoGraphicsNonceMetadata: init.cryptoGraphicsNonceMetadata ?? '',
	    parserMetadata: init.parserMetadata ?? '',
	    reloadNavigation: init.reloadNavigation ?? false,
	    historyNavigation: init.historyNavigation ?? false,
	    userActivation: init.userActivation ?? false,
	    taintedOrigin: init.taintedOrigin ?? false,
	    redirectCount: init.redirectCount ?? 0,
	    responseTainting: init.responseTainting ?? 'basic',
	    preventNoCacheCacheControlHeaderModification: init.preventNoCacheCacheControlHeaderModification ?? false,
	    done: init.done ?? false,
	    timingAllowFailed: init.timingAllowFailed ?? false,
	    useURLCredentials: init.useURLCredentials ?? undefined,
	    traversableForUserPrompts: init.traversableForUserPrompts ?? 'client',
	    urlList: init.urlList,
	    url: init.urlList[0],
	    headersList: init.headersList
	      ? new HeadersList(init.headersList)
	      : new HeadersList()
	  }
	}

	// https://fetch.spec.whatwg.org/#concept-request-clone
	function cloneRequest (request) {
	  // To clone a request request, run these steps:

	  // 1. Let newRequest be a copy of request, except for its body.
	  const newRequest = makeRequest({ ...request, body: null });

	  // 2. If request’s body is non-null, set newRequest’s body to the
	  // result of cloning request’s body.
	  if (request.body != null) {
	    newRequest.body = cloneBody(request.body);
	  }

	  // 3. Return newRequest.
	  return newRequest
	}

	/**
	 * @see https://fetch.spec.whatwg.org/#request-create
	 * @param {any} innerRequest
	 * @param {import('../../dispatcher/agent')} dispatcher
	 * @param {AbortSignal} signal
	 * @param {'request' | 'immutable' | 'request-no-cors' | 'response' | 'none'} guard
	 * @returns {Request}
	 */
	function fromInnerRequest (innerRequest, dispatcher, signal, guard) {
	  const request = new Request(kConstruct);
	  setRequestState(request, innerRequest);
	  setRequestDispatcher(request, dispatcher);
	  setRequestSignal(request, signal);
	  const headers = new Headers(kConstruct);
	  setRequestHeaders(request, headers);
	  setHeadersList(headers, innerRequest.headersList);
	  setHeadersGuard(headers, guard);
	  return request
	}

	Object.defineProperties(Request.prototype, {
	  method: kEnumerableProperty,
	  url: kEnumerableProperty,
	  headers: kEnumerableProperty,
	  redirect: kEnumerableProperty,
	  clone: kEnumerableProperty,
	  signal: kEnumerableProperty,
	  duplex: kEnumerableProperty,
	  destination: kEnumerableProperty,
	  body: kEnumerableProperty,
	  bodyUsed: kEnumerableProperty,
	  isHistoryNavigation: kEnumerableProperty,
	  isReloadNavigation: kEnumerableProperty,
	  keepalive: kEnumerableProperty,
	  integrity: kEnumerableProperty,
	  cache: kEnumerableProperty,
	  credentials: kEnumerableProperty,
	  attribute: kEnumerableProperty,
	  referrerPolicy: kEnumerableProperty,
	  referrer: kEnumerableProperty,
	  mode: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'Request',
	    configurable: true
	  }
	});

	/**
	 * @param {*} V
	 * @returns {import('../../../types/fetch').Request|string}
	 *
	 * @see https://fetch.spec.whatwg.org/#requestinfo
	 */
	webidl.converters.RequestInfo = function (V) {
	  if (typeof V === 'string') {
	    return webidl.converters.USVString(V)
	  }

	  if (webidl.is.Request(V)) {
	    return V
	  }

	  return webidl.converters.USVString(V)
	};

	/**
	 * @param {*} V
	 * @returns {import('../../../types/fetch').RequestInit}
	 * @see https://fetch.spec.whatwg.org/#requestinit
	 */
	webidl.converters.RequestInit = webidl.dictionaryConverter([
	  {
	    key: 'method',
	    converter: webidl.converters.ByteString
	  },
	  {
	    key: 'headers',
	    converter: webidl.converters.HeadersInit
	  },
	  {
	    key: 'body',
	    converter: webidl.nullableConverter(
	      webidl.converters.BodyInit
	    )
	  },
	  {
	    key: 'referrer',
	    converter: webidl.converters.USVString
	  },
	  {
	    key: 'referrerPolicy',
	    converter: webidl.converters.DOMString,
	    // https://w3c.github.io/webappsec-referrer-policy/#referrer-policy
	    allowedValues: referrerPolicy
	  },
	  {
	    key: 'mode',
	    converter: webidl.converters.DOMString,
	    // https://fetch.spec.whatwg.org/#concept-request-mode
	    allowedValues: requestMode
	  },
	  {
	    key: 'credentials',
	    converter: webidl.converters.DOMString,
	    // https://fetch.spec.whatwg.org/#requestcredentials
	    allowedValues: requestCredentials
	  },
	  {
	    key: 'cache',
	    converter: webidl.converters.DOMString,
	    // https://fetch.spec.whatwg.org/#requestcache
	    allowedValues: requestCache
	  },
	  {
	    key: 'redirect',
	    converter: webidl.converters.DOMString,
	    // https://fetch.spec.whatwg.org/#requestredirect
	    allowedValues: requestRedirect
	  },
	  {
	    key: 'integrity',
	    converter: webidl.converters.DOMString
	  },
	  {
	    key: 'keepalive',
	    converter: webidl.converters.boolean
	  },
	  {
	    key: 'signal',
	    converter: webidl.nullableConverter(
	      (signal) => webidl.converters.AbortSignal(
	        signal,
	        'RequestInit',
	        'signal'
	      )
	    )
	  },
	  {
	    key: 'window',
	    converter: webidl.converters.any
	  },
	  {
	    key: 'duplex',
	    converter: webidl.converters.DOMString,
	    allowedValues: requestDuplex
	  },
	  {
	    key: 'dispatcher', // undici specific option
	    converter: webidl.converters.any
	  },
	  {
	    key: 'priority',
	    converter: webidl.converters.DOMString,
	    allowedValues: ['high', 'low', 'auto']
	  }
	]);

	request = {
	  Request,
	  makeRequest,
	  fromInnerRequest,
	  cloneRequest,
	  getRequestDispatcher,
	  getRequestState,
	  removeRequestAbortListener
	};
	return request;
}

var subresourceIntegrity;
var hasRequiredSubresourceIntegrity;

function requireSubresourceIntegrity () {
	if (hasRequiredSubresourceIntegrity) return subresourceIntegrity;
	hasRequiredSubresourceIntegrity = 1;

	const assert = builtin;
	const { runtimeFeatures } = requireRuntimeFeatures();
	const { asciiLowercase } = requireInfra();

	/**
	 * @typedef {object} Metadata
	 * @property {SRIHashAlgorithm} alg - The algorithm used for the hash.
	 * @property {string} val - The base64-encoded hash value.
	 */

	/**
	 * @typedef {Metadata[]} MetadataList
	 */

	/**
	 * @typedef {('sha256' | 'sha384' | 'sha512')} SRIHashAlgorithm
	 */

	/**
	 * @type {Map<SRIHashAlgorithm, number>}
	 *
	 * The valid SRI hash algorithm token set is the ordered set « "sha256",
	 * "sha384", "sha512" » (corresponding to SHA-256, SHA-384, and SHA-512
	 * respectively). The ordering of this set is meaningful, with stronger
	 * algorithms appearing later in the set.
	 *
	 * @see https://w3c.github.io/webappsec-subresource-integrity/#valid-sri-hash-algorithm-token-set
	 */
	const validSRIHashAlgorithmTokenSet = new Map([['sha256', 0], ['sha384', 1], ['sha512', 2]]);

	// https://nodejs.org/api/crypto.html#determining-if-crypto-support-is-unavailable
	/** @type {import('node:crypto')} */
	let crypto;

	if (runtimeFeatures.has('crypto')) {
	  crypto = builtin$7;
	  const cryptoHashes = crypto.getHashes();

	  // If no hashes are available, we cannot support SRI.
	  if (cryptoHashes.length === 0) {
	    validSRIHashAlgorithmTokenSet.clear();
	  }

	  for (const algorithm of validSRIHashAlgorithmTokenSet.keys()) {
	    // If the algorithm is not supported, remove it from the list.
	    if (cryptoHashes.includes(algorithm) === false) {
	      validSRIHashAlgorithmTokenSet.delete(algorithm);
	    }
	  }
	} else {
	  // If crypto is not available, we cannot support SRI.
	  validSRIHashAlgorithmTokenSet.clear();
	}

	/**
	 * @typedef GetSRIHashAlgorithmIndex
	 * @type {(algorithm: SRIHashAlgorithm) => number}
	 * @param {SRIHashAlgorithm} algorithm
	 * @returns {number} The index of the algorithm in the valid SRI hash algorithm
	 * token set.
	 */

	const getSRIHashAlgorithmIndex = /** @type {GetSRIHashAlgorithmIndex} */ (Map.prototype.get.bind(
	  validSRIHashAlgorithmTokenSet));

	/**
	 * @typedef IsValidSRIHashAlgorithm
	 * @see https://w3c.github.io/webappsec-subresource-integrity/#valid-sri-hash-algorithm-token
	 * @type {(algorithm: string) => algorithm is SRIHashAlgorithm}
	 * @param {*} algorithm
	 * @returns {algorithm is SRIHashAlgorithm}
	 */
	const isValidSRIHashAlgorithm = (algorithm) => validSRIHashAlgorithmTokenSet.has(asciiLowercase(algorithm));

	/**
	 * @param {Uint8Array} bytes
	 * @param {string} metadataList
	 * @returns {boolean}
	 *
	 * @see https://w3c.github.io/webappsec-subresource-integrity/#does-response-match-metadatalist
	 */
	const bytesMatch = runtimeFeatures.has('crypto') === false || validSRIHashAlgorithmTokenSet.size === 0
	  // If node is not built with OpenSSL support, we cannot check
	  // a request's integrity, so allow it by default (the spec will
	  // allow requests if an invalid hash is given, as precedence).
	  ? () => true
	  : (bytes, metadataList) => {
	    // 1. Let parsedMetadata be the result of parsing metadataList.
	      const parsedMetadata = parseMetadata(metadataList);

	      // 2. If parsedMetadata is empty set, return true.
	      if (parsedMetadata.length === 0) {
	        return true
	      }

	      // 3. Let metadata be the result of getting the strongest
	      //    metadata from parsedMetadata.
	      const metadata = getStrongestMetadata(parsedMetadata);

	      // 4. For each item in metadata:
	      for (const item of metadata) {
	      // 1. Let algorithm be the item["alg"].
	        const algorithm = item.alg;

	        // 2. Let expectedValue be the item["val"].
	        const expectedValue = item.val;

	        // See https://github.com/web-platform-tests/wpt/commit/e4c5cc7a5e48093220528dfdd1c4012dc3837a0e
	        // "be liberal with padding". This is annoying, and it's not even in the spec.

	        // 3. Let actualValue be the result of applying algorithm to bytes .
	        const actualValue = applyAlgorithmToBytes(algorithm, bytes);

	        // 4. If actualValue is a case-sensitive match for expectedValue,
	        //    return true.
	        if (caseSensitiveMatch(actualValue, expectedValue)) {
	          return true
	        }
	      }

	      // 5. Return false.
	      return false
	    };

	/**
	 * @param {MetadataList} metadataList
	 * @returns {MetadataList} The strongest hash algorithm from the metadata list.
	 */
	function getStrongestMetadata (metadataList) {
	  // 1. Let result be the empty set and strongest be the empty string.
	  const result = [];
	  /** @type {Metadata|null} */
	  let strongest = null;

	  // 2. For each item in set:
	  for (const item of metadataList) {
	    // 1. Assert: item["alg"] is a valid SRI hash algorithm token.
	    assert(isValidSRIHashAlgorithm(item.alg), 'Invalid SRI hash algorithm token');

	    // 2. If result is the empty set, then:
	    if (result.length === 0) {
	      // 1. Append item to result.
	      result.push(item);

	      // 2. Set strongest to item.
	      strongest = item;

	      // 3. Continue.
	      continue
	    }

	    // 3. Let currentAlgorithm be strongest["alg"], and currentAlgorithmIndex be
	    // the index of currentAlgorithm in the valid SRI hash algorithm token set.
	    const currentAlgorithm = /** @type {Metadata} */ (strongest).alg;
	    const currentAlgorithmIndex = getSRIHashAlgorithmIndex(currentAlgorithm);

	    // 4. Let newAlgorithm be the item["alg"], and newAlgorithmIndex be the
	    // index of newAlgorithm in the valid SRI hash algorithm token set.
	    const newAlgorithm = item.alg;
	    const newAlgorithmIndex = getSRIHashAlgorithmIndex(newAlgorithm);

	    // 5. If newAlgorithmIndex is less than currentAlgorithmIndex, then continue.
	    if (newAlgorithmIndex < currentAlgorithmIndex) {
	      continue

	    // 6. Otherwise, if newAlgorithmIndex is greater than
	    // currentAlgorithmIndex:
	    } else if (newAlgorithmIndex > currentAlgorithmIndex) {
	      // 1. Set strongest to item.
	      strongest = item;

	      // 2. Set result to « item ».
	      result[0] = item;
	      result.length = 1;

	    // 7. Otherwise, newAlgorithmIndex and currentAlgorithmIndex are the same
	    // value. Append item to result.
	    } else {
	      result.push(item);
	    }
	  }

	  // 3. Return result.
	  return result
	}

	/**
	 * @param {string} metadata
	 * @returns {MetadataList}
	 *
	 * @see https://w3c.github.io/webappsec-subresource-integrity/#parse-metadata
	 */
	function parseMetadata (metadata) {
	  // 1. Let result be the empty set.
	  /** @type {MetadataList} */
	  const result = [];

	  // 2. For each item returned by splitting metadata on ASCII whitespace:
	  for (const item of metadata.split(/[\t\n\f\r ]+/)) {
	    // 1. Let expression-and-options be the result of splitting item on U+003F (?).
	    const expressionAndOptions = item.split('?', 1);

	    // 2. Let algorithm-expression be expression-and-options[0].
	    const algorithmExpression = expressionAndOptions[0];

	    // 3. Let base64-value be the empty string.
	    let base64Value = '';

	    // 4. Let algorithm-and-value be the result of splitting algorithm-expression on U+002D (-).
	    const algorithmAndValue = [algorithmExpression.slice(0, 6), algorithmExpression.slice(7)];

	    // 5. Let algorithm be algorithm-and-value[0].
	    const algorithm = algorithmAndValue[0];

	    // 6. If algorithm is not a valid SRI hash algorithm token, then continue.
	    if (!isValidSRIHashAlgorithm(algorithm)) {
	      continue
	    }

	    // 7. If algorithm-and-value[1] exists, set base64-value to
	    // algorithm-and-value[1].
	    if (algorithmAndValue[1]) {
	      base64Value = algorithmAndValue[1];
	    }

	    // 8. Let metadata be the ordered map
	    // «["alg" → algorithm, "val" → base64-value]».
	    const metadata = {
	      // Possible spec bug?
	      alg: asciiLowercase(algorithm),
	      val: base64Value
	    };

	    // 9. Append metadata to result.
	    result.push(metadata);
	  }

	  // 3. Return result.
	  return result
	}

	/**
	 * Applies the specified hash algorithm to the given bytes
	 *
	 * @typedef {(algorithm: SRIHashAlgorithm, bytes: Uint8Array) => string} ApplyAlgorithmToBytes
	 * @param {SRIHashAlgorithm} algorithm
	 * @param {Uint8Array} bytes
	 * @returns {string}
	 */
	const applyAlgorithmToBytes = (algorithm, bytes) => {
	  return crypto.hash(algorithm, bytes, 'base64')
	};

	/**
	 * Compares two base64 strings, allowing for base64url
	 * in the second string.
	 *
	 * @param {string} actualValue base64 encoded string
	 * @param {string} expectedValue base64 or base64url encoded string
	 * @returns {boolean}
	 */
	function caseSensitiveMatch (actualValue, expectedValue) {
	  // Ignore padding characters from the end of the strings by
	  // decreasing the length by 1 or 2 if the last characters are `=`.
	  let actualValueLength = actualValue.length;
	  if (actualValueLength !== 0 && actualValue[actualValueLength - 1] === '=') {
	    actualValueLength -= 1;
	  }
	  if (actualValueLength !== 0 && actualValue[actualValueLength - 1] === '=') {
	    actualValueLength -= 1;
	  }
	  let expectedValueLength = expectedValue.length;
	  if (expectedValueLength !== 0 && expectedValue[expectedValueLength - 1] === '=') {
	    expectedValueLength -= 1;
	  }
	  if (expectedValueLength !== 0 && expectedValue[expectedValueLength - 1] === '=') {
	    expectedValueLength -= 1;
	  }

	  if (actualValueLength !== expectedValueLength) {
	    return false
	  }

	  for (let i = 0; i < actualValueLength; ++i) {
	    if (
	      actualValue[i] === expectedValue[i] ||
	      (actualValue[i] === '+' && expectedValue[i] === '-') ||
	      (actualValue[i] === '/' && expectedValue[i] === '_')
	    ) {
	      continue
	    }
	    return false
	  }

	  return true
	}

	subresourceIntegrity = {
	  applyAlgorithmToBytes,
	  bytesMatch,
	  caseSensitiveMatch,
	  isValidSRIHashAlgorithm,
	  getStrongestMetadata,
	  parseMetadata
	};
	return subresourceIntegrity;
}

var fetch_1;
var hasRequiredFetch;

function requireFetch () {
	if (hasRequiredFetch) return fetch_1;
	hasRequiredFetch = 1;

	const {
	  makeNetworkError,
	  makeAppropriateNetworkError,
	  filterResponse,
	  makeResponse,
	  fromInnerResponse,
	  getResponseState
	} = requireResponse();
	const { HeadersList } = requireHeaders();
	const { Request, cloneRequest, getRequestDispatcher, getRequestState, removeRequestAbortListener } = requireRequest();
	const zlib = builtin$d;
	const {
	  makePolicyContainer,
	  clonePolicyContainer,
	  requestBadPort,
	  TAOCheck,
	  appendRequestOriginHeader,
	  responseLocationURL,
	  requestCurrentURL,
	  setRequestReferrerPolicyOnRedirect,
	  tryUpgradeRequestToAPotentiallyTrustworthyURL,
	  createOpaqueTimingInfo,
	  appendFetchMetadata,
	  corsCheck,
	  crossOriginResourcePolicyCheck,
	  determineRequestsReferrer,
	  coarsenedSharedCurrentTime,
	  sameOrigin,
	  isCancelled,
	  isAborted,
	  isErrorLike,
	  fullyReadBody,
	  readableStreamClose,
	  urlIsLocal,
	  urlIsHttpHttpsScheme,
	  urlHasHttpsScheme,
	  clampAndCoarsenConnectionTimingInfo,
	  simpleRangeHeaderValue,
	  buildContentRange,
	  createInflate,
	  extractMimeType,
	  hasAuthenticationEntry,
	  includesCredentials,
	  isTraversableNavigable
	} = requireUtil$5();
	const assert = builtin;
	const { safelyExtractBody, extractBody } = requireBody();
	const {
	  redirectStatusSet,
	  nullBodyStatus,
	  safeMethodsSet,
	  requestBodyHeader,
	  subresourceSet
	} = requireConstants$2();
	const EE = builtin$1;
	const { Readable, pipeline, finished, isErrored, isReadable } = builtin$2;
	const { addAbortListener, bufferToLowerCasedHeaderName } = requireUtil$4();
	const { SocketError } = requireErrors();
	const { dataURLProcessor, serializeAMimeType, minimizeSupportedMimeType } = requireDataUrl();
	const { getGlobalDispatcher } = requireGlobal();
	const { webidl } = requireWebidl();
	const { STATUS_CODES } = builtin$4;
	const { bytesMatch } = requireSubresourceIntegrity();
	const { isomorphicEncode } = requireInfra();

	const GET_OR_HEAD = ['GET', 'HEAD'];

	const defaultUserAgent = typeof __UNDICI_IS_NODE__ !== 'undefined' || typeof esbuildDetection !== 'undefined'
	  ? 'node'
	  : 'undici';

	/** @type {import('buffer').resolveObjectURL} */
	let resolveObjectURL;

	function appendHeadersListFromResponseHeaders (headersList, headers, rawHeaders) {
	  if (Array.isArray(rawHeaders)) {
	    for (let i = 0; i < rawHeaders.length; i += 2) {
	      const nameStr = bufferToLowerCasedHeaderName(rawHeaders[i]);
	      const value = rawHeaders[i + 1];

	      if (Array.isArray(value) && !Buffer.isBuffer(value)) {
	        for (const val of value) {
	          headersList.append(nameStr, val.toString('latin1'), true);
	        }
	      } else {
	        headersList.append(nameStr, value.toString('latin1'), true);
	      }
	    }

	    return
	  }

	  for (const [name, value] of Object.entries(headers ?? {})) {
	    if (Array.isArray(value)) {
	      for (const entry of value) {
	        headersList.append(name, `${entry}`, true);
	      }
	    } else {
	      headersList.append(name, `${value}`, true);
	    }
	  }
	}

	class Fetch extends EE {
	  constructor (dispatcher) {
	    super();

	    this.dispatcher = dispatcher;
	    this.connection = null;
	    this.dump = false;
	    this.state = 'ongoing';
	  }

	  terminate (reason) {
	    if (this.state !== 'ongoing') {
	      return
	    }

	    this.state = 'terminated';
	    this.connection?.destroy(reason);
	    this.emit('terminated', reason);
	  }

	  // https://fetch.spec.whatwg.org/#fetch-controller-abort
	  abort (error) {
	    if (this.state !== 'ongoing') {
	      return
	    }

	    // 1. Set controller’s state to "aborted".
	    this.state = 'aborted';

	    // 2. Let fallbackError be an "AbortError" DOMException.
	    // 3. Set error to fallbackError if it is not given.
	    if (!error) {
	      error = new DOMException('The operation was aborted.', 'AbortError');
	    }

	    // 4. Let serializedError be StructuredSerialize(error).
	    //    If that threw an exception, catch it, and let
	    //    serializedError be StructuredSerialize(fallbackError).

	    // 5. Set controller’s serialized abort reason to serializedError.
	    this.serializedAbortReason = error;

	    this.connection?.destroy(error);
	    this.emit('terminated', error);
	  }
	}

	function handleFetchDone (response) {
	  finalizeAndReportTiming(response, 'fetch');
	}

	// https://fetch.spec.whatwg.org/#fetch-method
	function fetch (input, init = undefined) {
	  webidl.argumentLengthCheck(arguments, 1, 'globalThis.fetch');

	  // 1. Let p be a new promise.
	  let p = Promise.withResolvers();

	  // 2. Let requestObject be the result of invoking the initial value of
	  // Request as constructor with input and init as arguments. If this throws
	  // an exception, reject p with it and return p.
	  let requestObject;

	  try {
	    requestObject = new Request(input, init);
	  } catch (e) {
	    p.reject(e);
	    return p.promise
	  }

	  // 3. Let request be requestObject’s request.
	  const request = getRequestState(requestObject);

	  // 4. If requestObject’s signal’s aborted flag is set, then:
	  if (requestObject.signal.aborted) {
	    // 1. Abort the fetch() call with p, request, null, and
	    //    requestObject’s signal’s abort reason.
	    abortFetch(p, request, null, requestObject.signal.reason, null);

	    // 2. Return p.
	    return p.promise
	  }

	  // 5. Let globalObject be request’s client’s global object.
	  const globalObject = request.client.globalObject;

	  // 6. If globalObject is a ServiceWorkerGlobalScope object, then set
	  // request’s service-workers mode to "none".
	  if (globalObject?.constructor?.name === 'ServiceWorkerGlobalScope') {
	    request.serviceWorkers = 'none';
	  }

	  // 7. Let responseObject be null.
	  let responseObject = null;

	  // 8. Let relevantRealm be this’s relevant Realm.

	  // 9. Let locallyAborted be false.
	  let locallyAborted = false;

	  // 10. Let controller be null.
	  let controller = null;

	  // 11. Add the following abort steps to requestObject’s signal:
	  const removeAbortListener = addAbortListener(
	    requestObject.signal,
	    () => {
	      // 1. Set locallyAborted to true.
	      locallyAborted = true;

	      // 2. Assert: controller is non-null.
	      assert(controller != null);

	      // 3. Abort controller with requestObject’s signal’s abort reason.
	      controller.abort(requestObject.signal.reason);

	      const realResponse = responseObject?.deref();

	      // 4. Abort the fetch() call with p, request, responseObject,
	      //    and requestObject’s signal’s abort reason.
	      abortFetch(p, request, realResponse, requestObject.signal.reason, controller.controller);
	    }
	  );

	  // Remove the `abort` listeners registered above and in the Request
	  // constructor once the fetch has settled. Without this, reusing a single
	  // signal across many requests leaks listeners and Node.js emits a
	  // MaxListenersExceededWarning. See https://github.com/nodejs/undici/issues/5285
	  const cleanupAbortListeners = () => {
	    removeAbortListener();
	    removeRequestAbortListener(requestObject);
	  };

	  // 12. Let handleFetchDone given response response be to finalize and
	  // report timing with response, globalObject, and "fetch".
	  // see function handleFetchDone

	  // 13. Set controller to the result of calling fetch given request,
	  // with processResponseEndOfBody set to handleFetchDone, and processResponse
	  // given response being these substeps:

	  const processResponse = (response) => {
	    // 1. If locallyAborted is true, terminate these substeps.
	    if (locallyAborted) {
	      return
	    }

	    // 2. If response’s aborted flag is set, then:
	    if (response.aborted) {
	      // 1. Let deserializedError be the result of deserialize a serialized
	      //    abort reason given controller’s serialized abort reason and
	      //    relevantRealm.

	      // 2. Abort the fetch() call with p, request, responseObject, and
	      //    deserializedError.

	      abortFetch(p, request, responseObject, controller.serializedAbortReason, controller.controller);
	      cleanupAbortListeners();
	      return
	    }

	    // 3. If response is a network error, then reject p with a TypeError
	    // and terminate these substeps.
	    if (response.type === 'error') {
	      p.reject(new TypeError('fetch failed', { cause: response.error }));
	      cleanupAbortListeners();
	      return
	    }

	    // 4. Set responseObject to the result of creating a Response object,
	    // given response, "immutable", and relevantRealm.
	    responseObject = new WeakRef(fromInnerResponse(response, 'immutable'));

	    // 5. Resolve p with responseObject.
	    p.resolve(responseObject.deref());
	    p = null;
	  };

	  controller = fetching({
	    request,
	    processResponseEndOfBody: (response) => {
	      handleFetchDone(response);
	      cleanupAbortListeners();
	    },
	    processResponse,
	    dispatcher: getRequestDispatcher(requestObject) // undici
	  });

	  // 14. Return p.
	  return p.promise
	}

	// https://fetch.spec.whatwg.org/#finalize-and-report-timing
	function finalizeAndReportTiming (response, initiatorType = 'other') {
	  // 1. If response is an aborted network error, then return.
	  if (response.type === 'error' && response.aborted) {
	    return
	  }

	  // 2. If response’s URL list is null or empty, then return.
	  if (!response.urlList?.length) {
	    return
	  }

	  // 3. Let originalURL be response’s URL list[0].
	  const originalURL = response.urlList[0];

	  // 4. Let timingInfo be response’s timing info.
	  let timingInfo = response.timingInfo;

	  // 5. Let cacheState be response’s cache state.
	  let cacheState = response.cacheState;

	  // 6. If originalURL’s scheme is not an HTTP(S) scheme, then return.
	  if (!urlIsHttpHttpsScheme(originalURL)) {
	    return
	  }

	  // 7. If timingInfo is null, then return.
	  if (timingInfo === null) {
	    return
	  }

	  // 8. If response’s timing allow passed flag is not set, then:
	  if (!response.timingAllowPassed) {
	    //  1. Set timingInfo to a the result of creating an opaque timing info for timingInfo.
	    timingInfo = createOpaqueTimingInfo({
	      startTime: timingInfo.startTime
	    });

	    //  2. Set cacheState to the empty string.
	    cacheState = '';
	  }

	  // 9. Set timingInfo’s end time to the coarsened shared current time
	  // given global’s relevant settings object’s cross-origin isolated
	  // capability.
	  // TODO: given global’s relevant settings object’s cross-origin isolated
	  // capability?
	  timingInfo.endTime = coarsenedSharedCurrentTime();

	  // 10. Set response’s timing info to timingInfo.
	  response.timingInfo = timingInfo;

	  // 11. Mark resource timing for timingInfo, originalURL, initiatorType,
	  // global, and cacheState.
	  markResourceTiming(
	    timingInfo,
	    originalURL.href,
	    initiatorType,
	    globalThis,
	    cacheState,
	    '', // bodyType
	    response.status
	  );
	}

	// https://w3c.github.io/resource-timing/#dfn-mark-resource-timing
	const markResourceTiming = performance.markResourceTiming;

	// https://fetch.spec.whatwg.org/#abort-fetch
	function abortFetch (p, request, responseObject, error, controller /* undici-specific */) {
	  // 1. Reject promise with error.
	  if (p) {
	    // We might have already resolved the promise at this stage
	    p.reject(error);
	  }

	  // 2. If request’s body is not null and is readable, then cancel request’s
	  // body with error.
	  if (request.body?.stream != null && isReadable(request.body.stream)) {
	    request.body.stream.cancel(error).catch((err) => {
	      if (err.code === 'ERR_INVALID_STATE') {
	        // Node bug?
	        return
	      }
	      throw err
	    });
	  }

	  // 3. If responseObject is null, then return.
	  if (responseObject == null) {
	    return
	  }

	  // 4. Let response be responseObject’s response.
	  const response = getResponseState(responseObject);

	  // 5. If response’s body is not null and is readable, then error response’s
	  // body with error.
	  if (response.body?.stream != null && isReadable(response.body.stream)) {
	    controller.error(error);
	  }
	}

	// https://fetch.spec.whatwg.org/#fetching
	function fetching ({
	  request,
	  processRequestBodyChunkLength,
	  processRequestEndOfBody,
	  processResponse,
	  processResponseEndOfBody,
	  processResponseConsumeBody,
	  useParallelQueue = false,
	  dispatcher = getGlobalDispatcher() // undici
	}) {
	  // Ensure that the dispatcher is set accordingly
	  assert(dispatcher);

	  // 1. Let taskDestination be null.
	  let taskDestination = null;

	  // 2. Let crossOriginIsolatedCapability be false.
	  let crossOriginIsolatedCapability = false;

	  // 3. If request’s client is non-null, then:
	  if (request.client != null) {
	    // 1. Set taskDestination to request’s client’s global object.
	    taskDestination = request.client.globalObject;

	    // 2. Set crossOriginIsolatedCapability to request’s client’s cross-origin
	    // isolated capability.
	    crossOriginIsolatedCapability =
	      request.client.crossOriginIsolatedCapability;
	  }

	  // 4. If useParallelQueue is true, then set taskDestination to the result of
	  // starting a new parallel queue.
	  // TODO

	  // 5. Let timingInfo be a new fetch timing info whose start time and
	  // post-redirect start time are the coarsened shared current time given
	  // crossOriginIsolatedCapability.
	  const currentTime = coarsenedSharedCurrentTime(crossOriginIsolatedCapability);
	  const timingInfo = createOpaqueTimingInfo({
	    startTime: currentTime
	  });

	  // 6. Let fetchParams be a new fetch params whose
	  // request is request,
	  // timing info is timingInfo,
	  // process request body chunk length is processRequestBodyChunkLength,
	  // process request end-of-body is processRequestEndOfBody,
	  // process response is processResponse,
	  // process response consume body is processResponseConsumeBody,
	  // process response end-of-body is processResponseEndOfBody,
	  // task destination is taskDestination,
	  // and cross-origin isolated capability is crossOriginIsolatedCapability.
	  const fetchParams = {
	    controller: new Fetch(dispatcher),
	    request,
	    timingInfo,
	    processRequestBodyChunkLength,
	    processRequestEndOfBody,
	    processResponse,
	    processResponseConsumeBody,
	    processResponseEndOfBody,
	    taskDestination,
	    crossOriginIsolatedCapability
	  };

	  // 7. If request’s body is a byte sequence, then set request’s body to
	  //    request’s body as a body.
	  // NOTE: Since fetching is only called from fetch, body should already be
	  // extracted.
	  assert(!request.body || request.body.stream);

	  // 8. If request’s window is "client", then set request’s window to request’s
	  // client, if request’s client’s global object is a Window object; otherwise
	  // "no-window".
	  if (request.window === 'client') {
	    // TODO: What if request.client is null?
	    request.window =
	      request.client?.globalObject?.constructor?.name === 'Window'
	        ? request.client
	        : 'no-window';
	  }

	  // 9. If request’s origin is "client", then set request’s origin to request’s
	  // client’s origin.
	  if (request.origin === 'client') {
	    request.origin = request.client.origin;
	  }

	  // 10. If all of the following conditions are true:
	  // TODO

	  // 11. If request’s policy container is "client", then:
	  if (request.policyContainer === 'client') {
	    // 1. If request’s client is non-null, then set request’s policy
	    // container to a clone of request’s client’s policy container. [HTML]
	    if (request.client != null) {
	      request.policyContainer = clonePolicyContainer(
	        request.client.policyContainer
	      );
	    } else {
	      // 2. Otherwise, set request’s policy container to a new policy
	      // container.
	      request.policyContainer = makePolicyContainer();
	    }
	  }

	  // 12. If request’s header list does not contain `Accept`, then:
	  if (!request.headersList.contains('accept', true)) {
	    // 1. Let value be `*/*`.
	    const value = '*/*';

	    // 2. A user agent should set value to the first matching statement, if
	    // any, switching on request’s destination:
	    // "document"
	    // "frame"
	    // "iframe"
	    // `text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8`
	    // "image"
	    // `image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5`
	    // "style"
	    // `text/css,*/*;q=0.1`
	    // TODO

	    // 3. Append `Accept`/value to request’s header list.
	    request.headersList.append('accept', value, true);
	  }

	  // 13. If request’s header list does not contain `Accept-Language`, then
	  // user agents should append `Accept-Language`/an appropriate value to
	  // request’s header list.
	  if (!request.headersList.contains('accept-language', true)) {
	    request.headersList.append('accept-language', '*', true);
	  }

	  // 14. If request’s priority is null, then use request’s initiator and
	  // destination appropriately in setting request’s priority to a
	  // user-agent-defined object.
	  if (request.priority === null) ;

	  // 15. If request is a subresource request, then:
	  if (subresourceSet.has(request.destination)) ;

	  // 16. Run main fetch given fetchParams.
	  mainFetch(fetchParams, false);

	  // 17. Return fetchParam's controller
	  return fetchParams.controller
	}

	// https://fetch.spec.whatwg.org/#concept-main-fetch
	async function mainFetch (fetchParams, recursive) {
	  try {
	    // 1. Let request be fetchParams’s request.
	    const request = fetchParams.request;

	    // 2. Let response be null.
	    let response = null;

	    // 3. If request’s local-URLs-only flag is set and request’s current URL is
	    // not local, then set response to a network error.
	    if (request.localURLsOnly && !urlIsLocal(requestCurrentURL(request))) {
	      response = makeNetworkError('local URLs only');
	    }

	    // 4. Run report Content Security Policy violations for request.
	    // TODO

	    // 5. Upgrade request to a potentially trustworthy URL, if appropriate.
	    tryUpgradeRequestToAPotentiallyTrustworthyURL(request);

	    // 6. If should request be blocked due to a bad port, should fetching request
	    // be blocked as mixed content, or should request be blocked by Content
	    // Security Policy returns blocked, then set response to a network error.
	    if (requestBadPort(request) === 'blocked') {
	      response = makeNetworkError('bad port');
	    }
	    // TODO: should fetching request be blocked as mixed content?
	    // TODO: should request be blocked by Content Security Policy?

	    // 7. If request’s referrer policy is the empty string, then set request’s
	    // referrer policy to request’s policy container’s referrer policy.
	    if (request.referrerPolicy === '') {
	      request.referrerPolicy = request.policyContainer.referrerPolicy;
	    }

	    // 8. If request’s referrer is not "no-referrer", then set request’s
	    // referrer to the result of invoking determine request’s referrer.
	    if (request.referrer !== 'no-referrer') {
	      request.referrer = determineRequestsReferrer(request);
	    }

	    // 9. Set request’s current URL’s scheme to "https" if all of the following
	    // conditions are true:
	    // - request’s current URL’s scheme is "http"
	    // - request’s current URL’s host is a domain
	    // - Matching request’s current URL’s host per Known HSTS Host Domain Name
	    //   Matching results in either a superdomain match with an asserted
	    //   includeSubDomains directive or a congruent match (with or without an
	    //   asserted includeSubDomains directive). [HSTS]
	    // TODO

	    // 10. If recursive is false, then run the remaining steps in parallel.
	    // TODO

	    // 11. If response is null, then set response to the result of running
	    // the steps corresponding to the first matching statement:
	    if (response === null) {
	      const currentURL = requestCurrentURL(request);
	      if (
	        // - request’s current URL’s origin is same origin with request’s origin,
	        //   and request’s response tainting is "basic"
	        (sameOrigin(currentURL, request.url) && request.responseTainting === 'basic') ||
	        // request’s current URL’s scheme is "data"
	        (currentURL.protocol === 'data:') ||
	        // - request’s mode is "navigate" or "websocket"
	        (request.mode === 'navigate' || request.mode === 'websocket')
	      ) {
	        // 1. Set request’s response tainting to "basic".
	        request.responseTainting = 'basic';

	        // 2. Return the result of running scheme fetch given fetchParams.
	        response = await schemeFetch(fetchParams);

	      // request’s mode is "same-origin"
	      } else if (request.mode === 'same-origin') {
	        // 1. Return a network error.
	        response = makeNetworkError('request mode cannot be "same-origin"');

	      // request’s mode is "no-cors"
	      } else if (request.mode === 'no-cors') {
	        // 1. If request’s redirect mode is not "follow", then return a network
	        // error.
	        if (request.redirect !== 'follow') {
	          response = makeNetworkError(
	            'redirect mode cannot be "follow" for "no-cors" request'
	          );
	        } else {
	          // 2. Set request’s response tainting to "opaque".
	          request.responseTainting = 'opaque';

	          // 3. Return the result of running scheme fetch given fetchParams.
	          response = await schemeFetch(fetchParams);
	        }
	      // request’s current URL’s scheme is not an HTTP(S) scheme
	      } else if (!urlIsHttpHttpsScheme(requestCurrentURL(request))) {
	        // Return a network error.
	        response = makeNetworkError('URL scheme must be a HTTP(S) scheme');

	        // - request’s use-CORS-preflight flag is set
	        // - request’s unsafe-request flag is set and either request’s method is
	        //   not a CORS-safelisted method or CORS-unsafe request-header names with
	        //   request’s header list is not empty
	        //    1. Set request’s response tainting to "cors".
	        //    2. Let corsWithPreflightResponse be the result of running HTTP fetch
	        //    given fetchParams and true.
	        //    3. If corsWithPreflightResponse is a network error, then clear cache
	        //    entries using request.
	        //    4. Return corsWithPreflightResponse.
	        // TODO

	      // Otherwise
	      } else {
	        //    1. Set request’s response tainting to "cors".
	        request.responseTainting = 'cors';

	        //    2. Return the result of running HTTP fetch given fetchParams.
	        response = await httpFetch(fetchParams);
	      }
	    }

	    // 12. If recursive is true, then return response.
	    if (recursive) {
	      return response
	    }

	    // 13. If response is not a network error and response is not a filtered
	    // response, then:
	    if (response.status !== 0 && !response.internalResponse) {
	      // If request’s response tainting is "cors", then:
	      if (request.responseTainting === 'cors') {
	        // 1. Let headerNames be the result of extracting header list values
	        // given `Access-Control-Expose-Headers` and response’s header list.
	        // TODO
	        // 2. If request’s credentials mode is not "include" and headerNames
	        // contains `*`, then set response’s CORS-exposed header-name list to
	        // all unique header names in response’s header list.
	        // TODO
	        // 3. Otherwise, if headerNames is not null or failure, then set
	        // response’s CORS-exposed header-name list to headerNames.
	        // TODO
	      }

	      // Set response to the following filtered response with response as its
	      // internal response, depending on request’s response tainting:
	      if (request.responseTainting === 'basic') {
	        response = filterResponse(response, 'basic');
	      } else if (request.responseTainting === 'cors') {
	        response = filterResponse(response, 'cors');
	      } else if (request.responseTainting === 'opaque') {
	        response = filterResponse(response, 'opaque');
	      } else {
	        assert(false);
	      }
	    }

	    // 14. Let internalResponse be response, if response is a network error,
	    // and response’s internal response otherwise.
	    let internalResponse =
	      response.status === 0 ? response : response.internalResponse;

	    // 15. If internalResponse’s URL list is empty, then set it to a clone of
	    // request’s URL list.
	    if (internalResponse.urlList.length === 0) {
	      internalResponse.urlList.push(...request.urlList);
	    }

	    // 16. If request’s timing allow failed flag is unset, then set
	    // internalResponse’s timing allow passed flag.
	    if (!request.timingAllowFailed) {
	      response.timingAllowPassed = true;
	    }

	    // 17. If response is not a network error and any of the following returns
	    // blocked
	    // - should internalResponse to request be blocked as mixed content
	    // - should internalResponse to request be blocked by Content Security Policy
	    // - should internalResponse to request be blocked due to its MIME type
	    // - should internalResponse to request be blocked due to nosniff
	    // TODO

	    // 18. If response’s type is "opaque", internalResponse’s status is 206,
	    // internalResponse’s range-requested flag is set, and request’s header
	    // list does not contain `Range`, then set response and internalResponse
	    // to a network error.
	    if (
	      response.type === 'opaque' &&
	      internalResponse.status === 206 &&
	      internalResponse.rangeRequested &&
	      !request.headers.contains('range', true)
	    ) {
	      response = internalResponse = makeNetworkError();
	    }

	    // 19. If response is not a network error and either request’s method is
	    // `HEAD` or `CONNECT`, or internalResponse’s status is a null body status,
	    // set internalResponse’s body to null and disregard any enqueuing toward
	    // it (if any).
	    if (
	      response.status !== 0 &&
	      (request.method === 'HEAD' ||
	        request.method === 'CONNECT' ||
	        nullBodyStatus.includes(internalResponse.status))
	    ) {
	      internalResponse.body = null;
	      fetchParams.controller.dump = true;
	    }

	    // 20. If request’s integrity metadata is not the empty string, then:
	    if (request.integrity) {
	      // 1. Let processBodyError be this step: run fetch finale given fetchParams
	      // and a network error.
	      const processBodyError = (reason) =>
	        fetchFinale(fetchParams, makeNetworkError(reason));

	      // 2. If request’s response tainting is "opaque", or response’s body is null,
	      // then run processBodyError and abort these steps.
	      if (request.responseTainting === 'opaque' || response.body == null) {
	        processBodyError(response.error);
	        return
	      }

	      // 3. Let processBody given bytes be these steps:
	      const processBody = (bytes) => {
	        // 1. If bytes do not match request’s integrity metadata,
	        // then run processBodyError and abort these steps. [SRI]
	        if (!bytesMatch(bytes, request.integrity)) {
	          processBodyError('integrity mismatch');
	          return
	        }

	        // 2. Set response’s body to bytes as a body.
	        response.body = safelyExtractBody(bytes)[0];

	        // 3. Run fetch finale given fetchParams and response.
	        fetchFinale(fetchParams, response);
	      };

	      // 4. Fully read response’s body given processBody and processBodyError.
	      fullyReadBody(response.body, processBody, processBodyError);
	    } else {
	      // 21. Otherwise, run fetch finale given fetchParams and response.
	      fetchFinale(fetchParams, response);
	    }
	  } catch (err) {
	    fetchParams.controller.terminate(err);
	  }
	}

	// https://fetch.spec.whatwg.org/#concept-scheme-fetch
	// given a fetch params fetchParams
	function schemeFetch (fetchParams) {
	  // 1. If fetchParams is canceled, then return the appropriate network error for fetchParams.
	  if (isCancelled(fetchParams)) {
	    return Promise.resolve(makeAppropriateNetworkError(fetchParams))
	  }

	  // 2. Let request be fetchParams’s request.
	  const { request } = fetchParams;

	  const { protocol: scheme } = requestCurrentURL(request);

	  // 3. Switch on request’s current URL’s scheme and run the associated steps:
	  switch (scheme) {
	    case 'about:': {
	      // If request’s current URL’s path is the string "blank", then return a new response
	      // whose status message is `OK`, header list is « (`Content-Type`, `text/html;charset=utf-8`) »,
	      // and body is the empty byte sequence as a body.

	      // Otherwise, return a network error.
	      return Promise.resolve(makeNetworkError('about scheme is not supported'))
	    }
	    case 'blob:': {
	      if (!resolveObjectURL) {
	        resolveObjectURL = builtin$g.resolveObjectURL;
	      }

	      // 1. Let blobURLEntry be request’s current URL’s blob URL entry.
	      const blobURLEntry = requestCurrentURL(request);

	      // https://github.com/web-platform-tests/wpt/blob/7b0ebaccc62b566a1965396e5be7bb2bc06f841f/FileAPI/url/resources/fetch-tests.js#L52-L56
	      // Buffer.resolveObjectURL does not ignore URL queries.
	      if (blobURLEntry.search.length !== 0) {
	        return Promise.resolve(makeNetworkError('NetworkError when attempting to fetch resource.'))
	      }

	      const blob = resolveObjectURL(blobURLEntry.toString());

	      // 2. If request’s method is not `GET`, blobURLEntry is null, or blobURLEntry’s
	      //    object is not a Blob object, then return a network error.
	      if (request.method !== 'GET' || !webidl.is.Blob(blob)) {
	        return Promise.resolve(makeNetworkError('invalid method'))
	      }

	      // 3. Let blob be blobURLEntry’s object.
	      // Note: done above

	      // 4. Let response be a new response.
	      const response = makeResponse();

	      // 5. Let fullLength be blob’s size.
	      const fullLength = blob.size;

	      // 6. Let serializedFullLength be fullLength, serialized and isomorphic encoded.
	      const serializedFullLength = isomorphicEncode(`${fullLength}`);

	      // 7. Let type be blob’s type.
	      const type = blob.type;

	      // 8. If request’s header list does not contain `Range`:
	      // 9. Otherwise:
	      if (!request.headersList.contains('range', true)) {
	        // 1. Let bodyWithType be the result of safely extracting blob.
	        // Note: in the FileAPI a blob "object" is a Blob *or* a MediaSource.
	        // In node, this can only ever be a Blob. Therefore we can safely
	        // use extractBody directly.
	        const bodyWithType = extractBody(blob);

	        // 2. Set response’s status message to `OK`.
	        response.statusText = 'OK';

	        // 3. Set response’s body to bodyWithType’s body.
	        response.body = bodyWithType[0];

	        // 4. Set response’s header list to « (`Content-Length`, serializedFullLength), (`Content-Type`, type) ».
	        response.headersList.set('content-length', serializedFullLength, true);
	        response.headersList.set('content-type', type, true);
	      } else {
	        // 1. Set response’s range-requested flag.
	        response.rangeRequested = true;

	        // 2. Let rangeHeader be the result of getting `Range` from request’s header list.
	        const rangeHeader = request.headersList.get('range', true);

	        // 3. Let rangeValue be the result of parsing a single range header value given rangeHeader and true.
	        const rangeValue = simpleRangeHeaderValue(rangeHeader, true);

	        // 4. If rangeValue is failure, then return a network error.
	        if (rangeValue === 'failure') {
	          return Promise.resolve(makeNetworkError('failed to fetch the data URL'))
	        }

	        // 5. Let (rangeStart, rangeEnd) be rangeValue.
	        let { rangeStartValue: rangeStart, rangeEndValue: rangeEnd } = rangeValue;

	        // 6. If rangeStart is null:
	        // 7. Otherwise:
	        if (rangeStart === null) {
	          // 1. Set rangeStart to fullLength − rangeEnd.
	          rangeStart = fullLength - rangeEnd;

	          // 2. Set rangeEnd to rangeStart + rangeEnd − 1.
	          rangeEnd = rangeStart + rangeEnd - 1;
	        } else {
	          // 1. If rangeStart is greater than or equal to fullLength, then return a network error.
	          if (rangeStart >= fullLength) {
	            return Promise.resolve(makeNetworkError('Range start is greater than the blob\'s size.'))
	          }

	          // 2. If rangeEnd is null or rangeEnd is greater than or equal to fullLength, then set
	          //    rangeEnd to fullLength − 1.
	          if (rangeEnd === null || rangeEnd >= fullLength) {
	            rangeEnd = fullLength - 1;
	          }
	        }

	        // 8. Let slicedBlob be the result of invoking slice blob given blob, rangeStart,
	        //    rangeEnd + 1, and type.
	        const slicedBlob = blob.slice(rangeStart, rangeEnd + 1, type);

	        // 9. Let slicedBodyWithType be the result of safely extracting slicedBlob.
	        // Note: same reason as mentioned above as to why we use extractBody
	        const slicedBodyWithType = extractBody(slicedBlob);

	        // 10. Set response’s body to slicedBodyWithType’s body.
	        response.body = slicedBodyWithType[0];

	        // 11. Let serializedSlicedLength be slicedBlob’s size, serialized and isomorphic encoded.
	        const serializedSlicedLength = isomorphicEncode(`${slicedBlob.size}`);

	        // 12. Let contentRange be the result of invoking build a content range given rangeStart,
	        //     rangeEnd, and fullLength.
	        const contentRange = buildContentRange(rangeStart, rangeEnd, fullLength);

	        // 13. Set response’s status to 206.
	        response.status = 206;

	        // 14. Set response’s status message to `Partial Content`.
	        response.statusText = 'Partial Content';

	        // 15. Set response’s header list to « (`Content-Length`, serializedSlicedLength),
	        //     (`Content-Type`, type), (`Content-Range`, contentRange) ».
	        response.headersList.set('content-length', serializedSlicedLength, true);
	        response.headersList.set('content-type', type, true);
	        response.headersList.set('content-range', contentRange, true);
	      }

	      // 10. Return response.
	      return Promise.resolve(response)
	    }
	    case 'data:': {
	      // 1. Let dataURLStruct be the result of running the
	      //    data: URL processor on request’s current URL.
	      const currentURL = requestCurrentURL(request);
	      const dataURLStruct = dataURLProcessor(currentURL);

	      // 2. If dataURLStruct is failure, then return a
	      //    network error.
	      if (dataURLStruct === 'failure') {
	        return Promise.resolve(makeNetworkError('failed to fetch the data URL'))
	      }

	      // 3. Let mimeType be dataURLStruct’s MIME type, serialized.
	      const mimeType = serializeAMimeType(dataURLStruct.mimeType);

	      // 4. Return a response whose status message is `OK`,
	      //    header list is « (`Content-Type`, mimeType) »,
	      //    and body is dataURLStruct’s body as a body.
	      return Promise.resolve(makeResponse({
	        statusText: 'OK',
	        headersList: [
	          ['content-type', { name: 'Content-Type', value: mimeType }]
	        ],
	        body: safelyExtractBody(dataURLStruct.body)[0]
	      }))
	    }
	    case 'file:': {
	      // For now, unfortunate as it is, file URLs are left as an exercise for the reader.
	      // When in doubt, return a network error.
	      return Promise.resolve(makeNetworkError('not implemented... yet...'))
	    }
	    case 'http:':
	    case 'https:': {
	      // Return the result of running HTTP fetch given fetchParams.

	      return httpFetch(fetchParams)
	        .catch((err) => makeNetworkError(err))
	    }
	    default: {
	      return Promise.resolve(makeNetworkError('unknown scheme'))
	    }
	  }
	}

	// https://fetch.spec.whatwg.org/#finalize-response
	function finalizeResponse (fetchParams, response) {
	  // 1. Set fetchParams’s request’s done flag.
	  fetchParams.request.done = true;

	  // 2, If fetchParams’s process response done is not null, then queue a fetch
	  // task to run fetchParams’s process response done given response, with
	  // fetchParams’s task destination.
	  if (fetchParams.processResponseDone != null) {
	    queueMicrotask(() => fetchParams.processResponseDone(response));
	  }
	}

	// https://fetch.spec.whatwg.org/#fetch-finale
	function fetchFinale (fetchParams, response) {
	  // 1. Let timingInfo be fetchParams’s timing info.
	  let timingInfo = fetchParams.timingInfo;

	  // 2. If response is not a network error and fetchParams’s request’s client is a secure context,
	  //    then set timingInfo’s server-timing headers to the result of getting, decoding, and splitting
	  //    `Server-Timing` from response’s internal response’s header list.
	  // TODO

	  // 3. If fetchParams’s request’s destination is "document", then set fetchParams’s controller’s
	  //    full timing info to fetchParams’s timing info.
	  if (fetchParams.request.destination === 'document') {
	    fetchParams.controller.fullTimingInfo = timingInfo;
	  }

	  // 4. Let processResponseEndOfBody be the following steps:
	  const processResponseEndOfBody = () => {
	    // 1. Let unsafeEndTime be the unsafe shared current time.
	    const unsafeEndTime = Date.now(); // ?

	    // 2. Set fetchParams’s controller’s report timing steps to the following steps given a global object global:
	    fetchParams.controller.reportTimingSteps = () => {
	      // 1. If fetchParams’s request’s URL’s scheme is not an HTTP(S) scheme, then return.
	      if (!urlIsHttpHttpsScheme(fetchParams.request.url)) {
	        return
	      }

	      // 2. Set timingInfo’s end time to the relative high resolution time given unsafeEndTime and global.
	      timingInfo.endTime = unsafeEndTime;

	      // 3. Let cacheState be response’s cache state.
	      let cacheState = response.cacheState;

	      // 4. Let bodyInfo be response’s body info.
	      const bodyInfo = response.bodyInfo;

	      // 5. If response’s timing allow passed flag is not set, then set timingInfo to the result of creating an
	      //    opaque timing info for timingInfo and set cacheState to the empty string.
	      if (!response.timingAllowPassed) {
	        timingInfo = createOpaqueTimingInfo(timingInfo);

	        cacheState = '';
	      }

	      // 6. Let responseStatus be 0.
	      let responseStatus = 0;

	      // 7. If fetchParams’s request’s mode is not "navigate" or response’s has-cross-origin-redirects is false:
	      if (fetchParams.request.mode !== 'navigate' || !response.hasCrossOriginRedirects) {
	        // 1. Set responseStatus to response’s status.
	        responseStatus = response.status;

	        // 2. Let mimeType be the result of extracting a MIME type from response’s header list.
	        const mimeType = extractMimeType(response.headersList);

	        // 3. If mimeType is not failure, then set bodyInfo’s content type to the result of minimizing a supported MIME type given mimeType.
	        if (mimeType !== 'failure') {
	          bodyInfo.contentType = minimizeSupportedMimeType(mimeType);
	        }
	      }

	      // 8. If fetchParams’s request’s initiator type is non-null, then mark resource timing given timingInfo,
	      //    fetchParams’s request’s URL, fetchParams’s request’s initiator type, global, cacheState, bodyInfo,
	      //    and responseStatus.
	      if (fetchParams.request.initiatorType != null) {
	        markResourceTiming(timingInfo, fetchParams.request.url.href, fetchParams.request.initiatorType, globalThis, cacheState, bodyInfo, responseStatus);
	      }
	    };

	    // 3. Let processResponseEndOfBodyTask be the following steps:
	    const processResponseEndOfBodyTask = () => {
	      // 1. Set fetchParams’s request’s done flag.
	      fetchParams.request.done = true;

	      // 2. If fetchParams’s process response end-of-body is non-null, then run fetchParams’s process
	      //    response end-of-body given response.
	      if (fetchParams.processResponseEndOfBody != null) {
	        queueMicrotask(() => fetchParams.processResponseEndOfBody(response));
	      }

	      // 3. If fetchParams’s request’s initiator type is non-null and fetchParams’s request’s client’s
	      //    global object is fetchParams’s task destination, then run fetchParams’s controller’s report
	      //    timing steps given fetchParams’s request’s client’s global object.
	      if (fetchParams.request.initiatorType != null) {
	        fetchParams.controller.reportTimingSteps();
	      }
	    };

	    // 4. Queue a fetch task to run processResponseEndOfBodyTask with fetchParams’s task destination
	    queueMicrotask(() => processResponseEndOfBodyTask());
	  };

	  // 5. If fetchParams’s process response is non-null, then queue a fetch task to run fetchParams’s
	  //    process response given response, with fetchParams’s task destination.
	  if (fetchParams.processResponse != null) {
	    queueMicrotask(() => {
	      fetchParams.processResponse(response);
	      fetchParams.processResponse = null;
	    });
	  }

	  // 6. Let internalResponse be response, if response is a network error; otherwise response’s internal response.
	  const internalResponse = response.type === 'error' ? response : (response.internalResponse ?? response);

	  // 7. If response is a network error, then run the WebDriver BiDi fetch error steps with request.
	  //    Otherwise, run the WebDriver BiDi response completed steps with request and response.

	  // 8. If internalResponse’s body is null, then run processResponseEndOfBody.
	  // 9. Otherwise:
	  if (internalResponse.body == null) {
	    processResponseEndOfBody();
	  } else {
	    // mcollina: all the following steps of the specs are skipped.
	    // The internal transform stream is not needed.
	    // See https://github.com/nodejs/undici/pull/3093#issuecomment-2050198541

	    // 1. Let transformStream be a new TransformStream.
	    // 2. Let identityTransformAlgorithm be an algorithm which, given chunk, enqueues chunk in transformStream.
	    // 3. Set up transformStream with transformAlgorithm set to identityTransformAlgorithm and flushAlgorithm
	    //    set to processResponseEndOfBody.
	    // 4. Set internalResponse’s body’s stream to the result of internalResponse’s body’s stream piped through transformStream.

	    finished(internalResponse.body.stream, () => {
	      processResponseEndOfBody();
	    });
	  }

	  // 10. If fetchParams’s process response consume body is non-null, then:
	  if (fetchParams.processResponseConsumeBody != null) {
	    // 1. Let processBody given nullOrBytes be this step: run fetchParams’s
	    //    process response consume body given response and nullOrBytes.
	    const processBody = (nullOrBytes) => fetchParams.processResponseConsumeBody(response, nullOrBytes);

	    // 2. Let processBodyError be this step: run fetchParams’s process
	    //    response consume body given response and failure.
	    const processBodyError = () => fetchParams.processResponseConsumeBody(response, 'failure');

	    // 3. If internalResponse’s body is null, then queue a fetch task to run
	    //    processBody given null, with fetchParams’s task destination.
	    if (internalResponse.body == null) {
	      queueMicrotask(() => processBody(null));
	    } else {
	      // 4. Otherwise, fully read internalResponse’s body given processBody,
	      //    processBodyError, and fetchParams’s task destination.
	      fullyReadBody(internalResponse.body, processBody, processBodyError);
	    }
	  }
	}

	// https://fetch.spec.whatwg.org/#http-fetch
	async function httpFetch (fetchParams) {
	  // 1. Let request be fetchParams’s request.
	  const request = fetchParams.request;

	  // 2. Let response be null.
	  let response = null;

	  // 3. Let actualResponse be null.
	  let actualResponse = null;

	  // 4. Let timingInfo be fetchParams’s timing info.
	  const timingInfo = fetchParams.timingInfo;

	  // 5. If request’s service-workers mode is "all", then:
	  if (request.serviceWorkers === 'all') ;

	  // 6. If response is null, then:
	  if (response === null) {
	    // 1. If makeCORSPreflight is true and one of these conditions is true:
	    // TODO

	    // 2. If request’s redirect mode is "follow", then set request’s
	    // service-workers mode to "none".
	    if (request.redirect === 'follow') {
	      request.serviceWorkers = 'none';
	    }

	    // 3. Set response and actualResponse to the result of running
	    // HTTP-network-or-cache fetch given fetchParams.
	    actualResponse = response = await httpNetworkOrCacheFetch(fetchParams);

	    // 4. If request’s response tainting is "cors" and a CORS check
	    // for request and response returns failure, then return a network error.
	    if (
	      request.responseTainting === 'cors' &&
	      corsCheck(request, response) === 'failure'
	    ) {
	      return makeNetworkError('cors failure')
	    }

	    // 5. If the TAO check for request and response returns failure, then set
	    // request’s timing allow failed flag.
	    if (TAOCheck(request, response) === 'failure') {
	      request.timingAllowFailed = true;
	    }
	  }

	  // 7. If either request’s response tainting or response’s type
	  // is "opaque", and the cross-origin resource policy check with
	  // request’s origin, request’s client, request’s destination,
	  // and actualResponse returns blocked, then return a network error.
	  if (
	    (request.responseTainting === 'opaque' || response.type === 'opaque') &&
	    crossOriginResourcePolicyCheck(
	      request.origin,
	      request.client,
	      request.destination,
	      actualResponse
	    ) === 'blocked'
	  ) {
	    return makeNetworkError('blocked')
	  }

	  // 8. If actualResponse’s status is a redirect status, then:
	  if (redirectStatusSet.has(actualResponse.status)) {
	    // 1. If actualResponse’s status is not 303, request’s body is not null,
	    // and the connection uses HTTP/2, then user agents may, and are even
	    // encouraged to, transmit an RST_STREAM frame.
	    // See, https://github.com/whatwg/fetch/issues/1288
	    if (request.redirect !== 'manual') {
	      fetchParams.controller.connection.destroy();
	    }

	    // 2. Switch on request’s redirect mode:
	    if (request.redirect === 'error') {
	      // Set response to a network error.
	      response = makeNetworkError('unexpected redirect');
	    } else if (request.redirect === 'manual') {
	      // Set response to an opaque-redirect filtered response whose internal
	      // response is actualResponse.
	      // NOTE(spec): On the web this would return an `opaqueredirect` response,
	      // but that doesn't make sense server side.
	      // See https://github.com/nodejs/undici/issues/1193.
	      response = actualResponse;
	    } else if (request.redirect === 'follow') {
	      // Set response to the result of running HTTP-redirect fetch given
	      // fetchParams and response.
	      response = await httpRedirectFetch(fetchParams, response);
	    } else {
	      assert(false);
	    }
	  }

	  // 9. Set response’s timing info to timingInfo.
	  response.timingInfo = timingInfo;

	  // 10. Return response.
	  return response
	}

	// https://fetch.spec.whatwg.org/#http-redirect-fetch
	function httpRedirectFetch (fetchParams, response) {
	  // 1. Let request be fetchParams’s request.
	  const request = fetchParams.request;

	  // 2. Let actualResponse be response, if response is not a filtered response,
	  // and response’s internal response otherwise.
	  const actualResponse = response.internalResponse
	    ? response.internalResponse
	    : response;

	  // 3. Let locationURL be actualResponse’s location URL given request’s current
	  // URL’s fragment.
	  let locationURL;

	  try {
	    locationURL = responseLocationURL(
	      actualResponse,
	      requestCurrentURL(request).hash
	    );

	    // 4. If locationURL is null, then return response.
	    if (locationURL == null) {
	      return response
	    }
	  } catch (err) {
	    // 5. If locationURL is failure, then return a network error.
	    return Promise.resolve(makeNetworkError(err))
	  }

	  // 6. If locationURL’s scheme is not an HTTP(S) scheme, then return a network
	  // error.
	  if (!urlIsHttpHttpsScheme(locationURL)) {
	    return Promise.resolve(makeNetworkError('URL scheme must be a HTTP(S) scheme'))
	  }

	  // 7. If request’s redirect count is 20, then return a network error.
	  if (request.redirectCount === 20) {
	    return Promise.resolve(makeNetworkError('redirect count exceeded'))
	  }

	  // 8. Increase request’s redirect count by 1.
	  request.redirectCount += 1;

	  // 9. If request’s mode is "cors", locationURL includes credentials, and
	  // request’s origin is not same origin with locationURL’s origin, then return
	  //  a network error.
	  if (
	    request.mode === 'cors' &&
	    (locationURL.username || locationURL.password) &&
	    !sameOrigin(request, locationURL)
	  ) {
	    return Promise.resolve(makeNetworkError('cross origin not allowed for request mode "cors"'))
	  }

	  // 10. If request’s response tainting is "cors" and locationURL includes
	  // credentials, then return a network error.
	  if (
	    request.responseTainting === 'cors' &&
	    (locationURL.username || locationURL.password)
	  ) {
	    return Promise.resolve(makeNetworkError(
	      'URL cannot contain credentials for request mode "cors"'
	    ))
	  }

	  // 11. If actualResponse’s status is not 303, request’s body is non-null,
	  // and request’s body’s source is null, then return a network error.
	  if (
	    actualResponse.status !== 303 &&
	    request.body != null &&
	    request.body.source == null
	  ) {
	    return Promise.resolve(makeNetworkError())
	  }

	  // 12. If one of the following is true
	  // - actualResponse’s status is 301 or 302 and request’s method is `POST`
	  // - actualResponse’s status is 303 and request’s method is not `GET` or `HEAD`
	  if (
	    ([301, 302].includes(actualResponse.status) && request.method === 'POST') ||
	    (actualResponse.status === 303 &&
	      !GET_OR_HEAD.includes(request.method))
	  ) {
	    // then:
	    // 1. Set request’s method to `GET` and request’s body to null.
	    request.method = 'GET';
	    request.body = null;

	    // 2. For each headerName of request-body-header name, delete headerName from
	    // request’s header list.
	    for (const headerName of requestBodyHeader) {
	      request.headersList.delete(headerName);
	    }
	  }

	  // 13. If request’s current URL’s origin is not same origin with locationURL’s
	  //     origin, then for each headerName of CORS non-wildcard request-header name,
	  //     delete headerName from request’s header list.
	  if (!sameOrigin(requestCurrentURL(request), locationURL)) {
	    // https://fetch.spec.whatwg.org/#cors-non-wildcard-request-header-name
	    request.headersList.delete('authorization', true);

	    // https://fetch.spec.whatwg.org/#authentication-entries
	    request.headersList.delete('proxy-authorization', true);

	    // "Cookie" and "Host" are forbidden request-headers, which undici doesn't implement.
	    request.headersList.delete('cookie', true);
	    request.headersList.delete('host', true);
	  }

	  // 14. If request's body is non-null, then set request's body to the first return
	  // value of safely extracting request's body's source.
	  if (request.body != null) {
	    assert(request.body.source != null);
	    request.body = safelyExtractBody(request.body.source)[0];
	  }

	  // 15. Let timingInfo be fetchParams’s timing info.
	  const timingInfo = fetchParams.timingInfo;

	  // 16. Set timingInfo’s redirect end time and post-redirect start time to the
	  // coarsened shared current time given fetchParams’s cross-origin isolated
	  // capability.
	  timingInfo.redirectEndTime = timingInfo.postRedirectStartTime =
	    coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);

	  // 17. If timingInfo’s redirect start time is 0, then set timingInfo’s
	  //  redirect start time to timingInfo’s start time.
	  if (timingInfo.redirectStartTime === 0) {
	    timingInfo.redirectStartTime = timingInfo.startTime;
	  }

	  // 18. Append locationURL to request’s URL list.
	  request.urlList.push(locationURL);

	  // 19. Invoke set request’s referrer policy on redirect on request and
	  // actualResponse.
	  setRequestReferrerPolicyOnRedirect(request, actualResponse);

	  // 20. Return the result of running main fetch given fetchParams and true.
	  return mainFetch(fetchParams, true)
	}

	// https://fetch.spec.whatwg.org/#http-network-or-cache-fetch
	async function httpNetworkOrCacheFetch (
	  fetchParams,
	  isAuthenticationFetch = false,
	  isNewConnectionFetch = false
	) {
	  // 1. Let request be fetchParams’s request.
	  const request = fetchParams.request;

	  // 2. Let httpFetchParams be null.
	  let httpFetchParams = null;

	  // 3. Let httpRequest be null.
	  let httpRequest = null;

	  // 4. Let response be null.
	  let response = null;

	  // 8. Run these steps, but abort when the ongoing fetch is terminated:

	  //    1. If request’s window is "no-window" and request’s redirect mode is
	  //    "error", then set httpFetchParams to fetchParams and httpRequest to
	  //    request.
	  if (request.window === 'no-window' && request.redirect === 'error') {
	    httpFetchParams = fetchParams;
	    httpRequest = request;
	  } else {
	    // Otherwise:

	    // 1. Set httpRequest to a clone of request.
	    // Implementations are encouraged to avoid teeing request’s body’s stream
	    // when request’s body’s source is null as only a single body is needed in
	    // that case. E.g., when request’s body’s source is null, redirects and
	    // authentication will end up failing the fetch.
	    if (request.body?.source != null) {
	      httpRequest = cloneRequest(request);
	    } else {
	      httpRequest = cloneRequest({ ...request, body: null });
	      httpRequest.body = request.body;
	    }

	    // 2. Set httpFetchParams to a copy of fetchParams.
	    httpFetchParams = { ...fetchParams };

	    // 3. Set httpFetchParams’s request to httpRequest.
	    httpFetchParams.request = httpRequest;
	  }

	  //    3. Let includeCredentials be true if one of
	  const includeCredentials =
	    request.credentials === 'include' ||
	    (request.credentials === 'same-origin' &&
	      request.responseTainting === 'basic');

	  //    4. Let contentLength be httpRequest’s body’s length, if httpRequest’s
	  //    body is non-null; otherwise null.
	  const contentLength = httpRequest.body ? httpRequest.body.length : null;

	  //    5. Let contentLengthHeaderValue be null.
	  let contentLengthHeaderValue = null;

	  //    6. If httpRequest’s body is null and httpRequest’s method is `POST` or
	  //    `PUT`, then set contentLengthHeaderValue to `0`.
	  if (
	    httpRequest.body == null &&
	    ['POST', 'PUT'].includes(httpRequest.method)
	  ) {
	    contentLengthHeaderValue = '0';
	  }

	  //    7. If contentLength is non-null, then set contentLengthHeaderValue to
	  //    contentLength, serialized and isomorphic encoded.
	  if (contentLength != null) {
	    contentLengthHeaderValue = isomorphicEncode(`${contentLength}`);
	  }

	  //    8. If contentLengthHeaderValue is non-null, then append
	  //    `Content-Length`/contentLengthHeaderValue to httpRequest’s header
	  //    list.
	  if (
	    contentLengthHeaderValue != null &&
	    !httpRequest.headersList.contains('content-length', true)
	  ) {
	    httpRequest.headersList.append('content-length', contentLengthHeaderValue, true);
	  }

	  //    9. If contentLengthHeaderValue is non-null, then append (`Content-Length`,
	  //    contentLengthHeaderValue) to httpRequest’s header list.

	  //    10. If contentLength is non-null and httpRequest’s keepalive is true,
	  //    then:
	  if (contentLength != null && httpRequest.keepalive) ;

	  //    11. If httpRequest’s referrer is a URL, then append
	  //    `Referer`/httpRequest’s referrer, serialized and isomorphic encoded,
	  //     to httpRequest’s header list.
	  if (webidl.is.URL(httpRequest.referrer)) {
	    httpRequest.headersList.append('referer', isomorphicEncode(httpRequest.referrer.href), true);
	  }

	  //    12. Append a request `Origin` header for httpRequest.
	  appendRequestOriginHeader(httpRequest);

	  //    13. Append the Fetch metadata headers for httpRequest. [FETCH-METADATA]
	  appendFetchMetadata(httpRequest);

	  //    14. If httpRequest’s header list does not contain `User-Agent`, then
	  //    user agents should append `User-Agent`/default `User-Agent` value to
	  //    httpRequest’s header list.
	  if (!httpRequest.headersList.contains('user-agent', true)) {
	    httpRequest.headersList.append('user-agent', defaultUserAgent, true);
	  }

	  //    15. If httpRequest’s cache mode is "default" and httpRequest’s header
	  //    list contains `If-Modified-Since`, `If-None-Match`,
	  //    `If-Unmodified-Since`, `If-Match`, or `If-Range`, then set
	  //    httpRequest’s cache mode to "no-store".
	  if (
	    httpRequest.cache === 'default' &&
	    (httpRequest.headersList.contains('if-modified-since', true) ||
	      httpRequest.headersList.contains('if-none-match', true) ||
	      httpRequest.headersList.contains('if-unmodified-since', true) ||
	      httpRequest.headersList.contains('if-match', true) ||
	      httpRequest.headersList.contains('if-range', true))
	  ) {
	    httpRequest.cache = 'no-store';
	  }

	  //    16. If httpRequest’s cache mode is "no-cache", httpRequest’s prevent
	  //    no-cache cache-control header modification flag is unset, and
	  //    httpRequest’s header list does not contain `Cache-Control`, then append
	  //    `Cache-Control`/`max-age=0` to httpRequest’s header list.
	  if (
	    httpRequest.cache === 'no-cache' &&
	    !httpRequest.preventNoCacheCacheControlHeaderModification &&
	    !httpRequest.headersList.contains('cache-control', true)
	  ) {
	    httpRequest.headersList.append('cache-control', 'max-age=0', true);
	  }

	  //    17. If httpRequest’s cache mode is "no-store" or "reload", then:
	  if (httpRequest.cache === 'no-store' || httpRequest.cache === 'reload') {
	    // 1. If httpRequest’s header list does not contain `Pragma`, then append
	    // `Pragma`/`no-cache` to httpRequest’s header list.
	    if (!httpRequest.headersList.contains('pragma', true)) {
	      httpRequest.headersList.append('pragma', 'no-cache', true);
	    }

	    // 2. If httpRequest’s header list does not contain `Cache-Control`,
	    // then append `Cache-Control`/`no-cache` to httpRequest’s header list.
	    if (!httpRequest.headersList.contains('cache-control', true)) {
	      httpRequest.headersList.append('cache-control', 'no-cache', true);
	    }
	  }

	  //    18. If httpRequest’s header list contains `Range`, then append
	  //    `Accept-Encoding`/`identity` to httpRequest’s header list.
	  if (httpRequest.headersList.contains('range', true)) {
	    httpRequest.headersList.append('accept-encoding', 'identity', true);
	  }

	  //    19. Modify httpRequest’s header list per HTTP. Do not append a given
	  //    header if httpRequest’s header list contains that header’s name.
	  //    TODO: https://github.com/whatwg/fetch/issues/1285#issuecomment-896560129
	  if (!httpRequest.headersList.contains('accept-encoding', true)) {
	    if (urlHasHttpsScheme(requestCurrentURL(httpRequest))) {
	      httpRequest.headersList.append('accept-encoding', 'br, gzip, deflate, zstd', true);
	    } else {
	      httpRequest.headersList.append('accept-encoding', 'gzip, deflate', true);
	    }
	  }

	  httpRequest.headersList.delete('host', true);

	  //    21. If includeCredentials is true, then:
	  if (includeCredentials) {
	    // 1. If the user agent is not configured to block cookies for httpRequest
	    // (see section 7 of [COOKIES]), then:
	    // TODO: credentials

	    // 2. If httpRequest’s header list does not contain `Authorization`, then:
	    if (!httpRequest.headersList.contains('authorization', true)) {
	      // 1. Let authorizationValue be null.
	      let authorizationValue = null;

	      // 2. If there’s an authentication entry for httpRequest and either
	      //    httpRequest’s use-URL-credentials flag is unset or httpRequest’s
	      //    current URL does not include credentials, then set
	      //    authorizationValue to authentication entry.
	      if (hasAuthenticationEntry(httpRequest) && (
	        httpRequest.useURLCredentials === undefined || !includesCredentials(requestCurrentURL(httpRequest))
	      )) ; else if (includesCredentials(requestCurrentURL(httpRequest)) && isAuthenticationFetch) {
	        // 3. Otherwise, if httpRequest’s current URL does include credentials
	        //    and isAuthenticationFetch is true, set authorizationValue to
	        //    httpRequest’s current URL, converted to an `Authorization` value
	        const { username, password } = requestCurrentURL(httpRequest);
	        authorizationValue = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
	      }

	      // 4. If authorizationValue is non-null, then append (`Authorization`,
	      //    authorizationValue) to httpRequest’s header list.
	      if (authorizationValue !== null) {
	        httpRequest.headersList.append('Authorization', authorizationValue, false);
	      }
	    }
	  }

	  //    21. If there’s a proxy-authentication entry, use it as appropriate.
	  //    TODO: proxy-authentication

	  //    22. Set httpCache to the result of determining the HTTP cache
	  //    partition, given httpRequest.
	  //    TODO: cache

	  //    23. If httpCache is null, then set httpRequest’s cache mode to
	  //    "no-store".
	  {
	    httpRequest.cache = 'no-store';
	  }

	  //    24. If httpRequest’s cache mode is neither "no-store" nor "reload",
	  //    then:
	  if (httpRequest.cache !== 'no-store' && httpRequest.cache !== 'reload') ;

	  // 9. If aborted, then return the appropriate network error for fetchParams.
	  // TODO

	  // 10. If response is null, then:
	  if (response == null) {
	    // 1. If httpRequest’s cache mode is "only-if-cached", then return a
	    // network error.
	    if (httpRequest.cache === 'only-if-cached') {
	      return makeNetworkError('only if cached')
	    }

	    // 2. Let forwardResponse be the result of running HTTP-network fetch
	    // given httpFetchParams, includeCredentials, and isNewConnectionFetch.
	    const forwardResponse = await httpNetworkFetch(
	      httpFetchParams,
	      includeCredentials,
	      isNewConnectionFetch
	    );

	    // 3. If httpRequest’s method is unsafe and forwardResponse’s status is
	    // in the range 200 to 399, inclusive, invalidate appropriate stored
	    // responses in httpCache, as per the "Invalidation" chapter of HTTP
	    // Caching, and set storedResponse to null. [HTTP-CACHING]
	    if (
	      !safeMethodsSet.has(httpRequest.method) &&
	      forwardResponse.status >= 200 &&
	      forwardResponse.status <= 399
	    ) ;

	    // 5. If response is null, then:
	    if (response == null) {
	      // 1. Set response to forwardResponse.
	      response = forwardResponse;

	      // 2. Store httpRequest and forwardResponse in httpCache, as per the
	      // "Storing Responses in Caches" chapter of HTTP Caching. [HTTP-CACHING]
	      // TODO: cache
	    }
	  }

	  // 11. Set response’s URL list to a clone of httpRequest’s URL list.
	  response.urlList = [...httpRequest.urlList];

	  // 12. If httpRequest’s header list contains `Range`, then set response’s
	  // range-requested flag.
	  if (httpRequest.headersList.contains('range', true)) {
	    response.rangeRequested = true;
	  }

	  // 13. Set response’s request-includes-credentials to includeCredentials.
	  response.requestIncludesCredentials = includeCredentials;

	  // 14. If response’s status is 401, httpRequest’s response tainting is not "cors",
	  //     includeCredentials is true, and request’s traversable for user prompts is
	  //     a traversable navigable:
	  //
	  //     In Node.js there is no traversable navigable to prompt the user, but we
	  //     still need to handle URL-embedded credentials so authentication retries
	  //     for WebSocket handshakes continue to work.
	  if (response.status === 401 && httpRequest.responseTainting !== 'cors' && includeCredentials && (
	    request.useURLCredentials !== undefined ||
	    isTraversableNavigable(request.traversableForUserPrompts)
	  )) {
	    // 2. If request’s body is non-null, then:
	    if (request.body != null) {
	      // 1. If request’s body’s source is null, then return a network error.
	      if (request.body.source == null) {
	        // Note: In Node.js, this code path should not be reached because
	        // isTraversableNavigable() returns false for non-navigable contexts.
	        // However, we handle it gracefully by returning the response instead of
	        // a network error, as we won't actually retry the request.
	        // This aligns with the Fetch spec discussion in whatwg/fetch#1132,
	        // which allows implementations flexibility when credentials can't be obtained.
	        return response
	      }

	      // 2. Set request’s body to the body of the result of safely extracting
	      //    request’s body’s source.
	      request.body = safelyExtractBody(request.body.source)[0];
	    }

	    // 3. If request’s use-URL-credentials flag is unset or isAuthenticationFetch is
	    //    true, then:
	    if (request.useURLCredentials === undefined || isAuthenticationFetch) {
	      // 1. If fetchParams is canceled, then return the appropriate network error
	      //    for fetchParams.
	      if (isCancelled(fetchParams)) {
	        return makeAppropriateNetworkError(fetchParams)
	      }

	      // 2. Let username and password be the result of prompting the end user for a
	      //    username and password, respectively, in request’s traversable for user prompts.
	      // TODO

	      // 3. Set the username given request’s current URL and username.
	      // requestCurrentURL(request).username = TODO

	      // 4. Set the password given request’s current URL and password.
	      // requestCurrentURL(request).password = TODO

	      // In browsers, the user will be prompted to enter a username/password before the request
	      // is re-sent. To prevent an infinite 401 loop, return the response for now.
	      // https://github.com/nodejs/undici/pull/4756
	      return response
	    }

	    // 4. Set response to the result of running HTTP-network-or-cache fetch given
	    //    fetchParams and true.
	    fetchParams.controller.connection.destroy();

	    response = await httpNetworkOrCacheFetch(fetchParams, true);
	  }

	  // 15. If response’s status is 407, then:
	  if (response.status === 407) {
	    // 1. If request’s window is "no-window", then return a network error.
	    if (request.window === 'no-window') {
	      return makeNetworkError()
	    }

	    // 2. ???

	    // 3. If fetchParams is canceled, then return the appropriate network error for fetchParams.
	    if (isCancelled(fetchParams)) {
	      return makeAppropriateNetworkError(fetchParams)
	    }

	    // 4. Prompt the end user as appropriate in request’s window and store
	    // the result as a proxy-authentication entry. [HTTP-AUTH]
	    // TODO: Invoke some kind of callback?

	    // 5. Set response to the result of running HTTP-network-or-cache fetch given
	    // fetchParams.
	    // TODO
	    return makeNetworkError('proxy authentication required')
	  }

	  // 16. If all of the following are true
	  if (
	    // response’s status is 421
	    response.status === 421 &&
	    // isNewConnectionFetch is false
	    !isNewConnectionFetch &&
	    // request’s body is null, or request’s body is non-null and request’s body’s source is non-null
	    (request.body == null || request.body.source != null)
	  ) {
	    // then:

	    // 1. If fetchParams is canceled, then return the appropriate network error for fetchParams.
	    if (isCancelled(fetchParams)) {
	      return makeAppropriateNetworkError(fetchParams)
	    }

	    // 2. Set response to the result of running HTTP-network-or-cache
	    // fetch given fetchParams, isAuthenticationFetch, and true.

	    // TODO (spec): The spec doesn't specify this but we need to cancel
	    // the active response before we can start a new one.
	    // https://github.com/whatwg/fetch/issues/1293
	    fetchParams.controller.connection.destroy();

	    response = await httpNetworkOrCacheFetch(
	      fetchParams,
	      isAuthenticationFetch,
	      true
	    );
	  }

	  // 18. Return response.
	  return response
	}

	// https://fetch.spec.whatwg.org/#http-network-fetch
	async function httpNetworkFetch (
	  fetchParams,
	  includeCredentials = false,
	  forceNewConnection = false
	) {
	  assert(!fetchParams.controller.connection || fetchParams.controller.connection.destroyed);

	  fetchParams.controller.connection = {
	    abort: null,
	    destroyed: false,
	    destroy (err) {
	      if (!this.destroyed) {
	        this.destroyed = true;
	        this.abort?.(err ?? new DOMException('The operation was aborted.', 'AbortError'));
	      }
	    }
	  };

	  // 1. Let request be fetchParams’s request.
	  const request = fetchParams.request;

	  // 2. Let response be null.
	  let response = null;

	  // 3. Let timingInfo be fetchParams’s timing info.
	  const timingInfo = fetchParams.timingInfo;

	  // 5. If httpCache is null, then set request’s cache mode to "no-store".
	  {
	    request.cache = 'no-store';
	  }

	  // 8. Switch on request’s mode:
	  if (request.mode === 'websocket') ;

	  // 9. Run these steps, but abort when the ongoing fetch is terminated:

	  //    1. If connection is failure, then return a network error.

	  //    2. Set timingInfo’s final connection timing info to the result of
	  //    calling clamp and coarsen connection timing info with connection’s
	  //    timing info, timingInfo’s post-redirect start time, and fetchParams’s
	  //    cross-origin isolated capability.

	  //    3. If connection is not an HTTP/2 connection, request’s body is non-null,
	  //    and request’s body’s source is null, then append (`Transfer-Encoding`,
	  //    `chunked`) to request’s header list.

	  //    4. Set timingInfo’s final network-request start time to the coarsened
	  //    shared current time given fetchParams’s cross-origin isolated
	  //    capability.

	  //    5. Set response to the result of making an HTTP request over connection
	  //    using request with the following caveats:

	  //        - Follow the relevant requirements from HTTP. [HTTP] [HTTP-SEMANTICS]
	  //        [HTTP-COND] [HTTP-CACHING] [HTTP-AUTH]

	  //        - If request’s body is non-null, and request’s body’s source is null,
	  //        then the user agent may have a buffer of up to 64 kibibytes and store
	  //        a part of request’s body in that buffer. If the user agent reads from
	  //        request’s body beyond that buffer’s size and the user agent needs to
	  //        resend request, then instead return a network error.

	  //        - Set timingInfo’s final network-response start time to the coarsened
	  //        shared current time given fetchParams’s cross-origin isolated capability,
	  //        immediately after the user agent’s HTTP parser receives the first byte
	  //        of the response (e.g., frame header bytes for HTTP/2 or response status
	  //        line for HTTP/1.x).

	  //        - Wait until all the headers are transmitted.

	  //        - Any responses whose status is in the range 100 to 199, inclusive,
	  //        and is not 101, are to be ignored, except for the purposes of setting
	  //        timingInfo’s final network-response start time above.

	  //    - If request’s header list contains `Transfer-Encoding`/`chunked` and
	  //    response is transferred via HTTP/1.0 or older, then return a network
	  //    error.

	  //    - If the HTTP request results in a TLS client certificate dialog, then:

	  //        1. If request’s window is an environment settings object, make the
	  //        dialog available in request’s window.

	  //        2. Otherwise, return a network error.

	  // To transmit request’s body body, run these steps:
	  let requestBody = null;
	  // 1. If body is null and fetchParams’s process request end-of-body is
	  // non-null, then queue a fetch task given fetchParams’s process request
	  // end-of-body and fetchParams’s task destination.
	  if (request.body == null && fetchParams.processRequestEndOfBody) {
	    queueMicrotask(() => fetchParams.processRequestEndOfBody());
	  } else if (request.body != null) {
	    // 2. Otherwise, if body is non-null:

	    //    1. Let processBodyChunk given bytes be these steps:
	    const processBodyChunk = async function * (bytes) {
	      // 1. If the ongoing fetch is terminated, then abort these steps.
	      if (isCancelled(fetchParams)) {
	        return
	      }

	      // 2. Run this step in parallel: transmit bytes.
	      yield bytes;

	      // 3. If fetchParams’s process request body is non-null, then run
	      // fetchParams’s process request body given bytes’s length.
	      fetchParams.processRequestBodyChunkLength?.(bytes.byteLength);
	    };

	    // 2. Let processEndOfBody be these steps:
	    const processEndOfBody = () => {
	      // 1. If fetchParams is canceled, then abort these steps.
	      if (isCancelled(fetchParams)) {
	        return
	      }

	      // 2. If fetchParams’s process request end-of-body is non-null,
	      // then run fetchParams’s process request end-of-body.
	      if (fetchParams.processRequestEndOfBody) {
	        fetchParams.processRequestEndOfBody();
	      }
	    };

	    // 3. Let processBodyError given e be these steps:
	    const processBodyError = (e) => {
	      // 1. If fetchParams is canceled, then abort these steps.
	      if (isCancelled(fetchParams)) {
	        return
	      }

	      // 2. If e is an "AbortError" DOMException, then abort fetchParams’s controller.
	      if (e.name === 'AbortError') {
	        fetchParams.controller.abort();
	      } else {
	        fetchParams.controller.terminate(e);
	      }
	    };

	    // 4. Incrementally read request’s body given processBodyChunk, processEndOfBody,
	    // processBodyError, and fetchParams’s task destination.
	    requestBody = (async function * () {
	      try {
	        for await (const bytes of request.body.stream) {
	          yield * processBodyChunk(bytes);
	        }
	        processEndOfBody();
	      } catch (err) {
	        processBodyError(err);
	      }
	    })();
	  }

	  try {
	    // socket is only provided for websockets
	    const { body, status, statusText, headersList, socket } = await dispatch({ body: requestBody });

	    if (socket) {
	      response = makeResponse({ status, statusText, headersList, socket });
	    } else {
	      const iterator = body[Symbol.asyncIterator]();
	      fetchParams.controller.next = () => iterator.next();

	      response = makeResponse({ status, statusText, headersList });
	    }
	  } catch (err) {
	    // 10. If aborted, then:
	    if (err.name === 'AbortError') {
	      // 1. If connection uses HTTP/2, then transmit an RST_STREAM frame.
	      fetchParams.controller.connection.destroy();

	      // 2. Return the appropriate network error for fetchParams.
	      return makeAppropriateNetworkError(fetchParams, err)
	    }

	    return makeNetworkError(err)
	  }

	  // 11. Let pullAlgorithm be an action that resumes the ongoing fetch
	  // if it is suspended.
	  const pullAlgorithm = () => {
	    return fetchParams.controller.resume()
	  };

	  // 12. Let cancelAlgorithm be an algorithm that aborts fetchParams’s
	  // controller with reason, given reason.
	  const cancelAlgorithm = (reason) => {
	    // If the aborted fetch was already terminated, then we do not
	    // need to do anything.
	    if (!isCancelled(fetchParams)) {
	      fetchParams.controller.abort(reason);
	    }
	  };

	  // 13. Let highWaterMark be a non-negative, non-NaN number, chosen by
	  // the user agent.
	  // TODO

	  // 14. Let sizeAlgorithm be an algorithm that accepts a chunk object
	  // and returns a non-negative, non-NaN, non-infinite number, chosen by the user agent.
	  // TODO

	  // 15. Let stream be a new ReadableStream.
	  // 16. Set up stream with byte reading support with pullAlgorithm set to pullAlgorithm,
	  //     cancelAlgorithm set to cancelAlgorithm.
	  const stream = new ReadableStream(
	    {
	      start (controller) {
	        fetchParams.controller.controller = controller;
	      },
	      pull: pullAlgorithm,
	      cancel: cancelAlgorithm,
	      type: 'bytes'
	    }
	  );

	  // 17. Run these steps, but abort when the ongoing fetch is terminated:

	  //    1. Set response’s body to a new body whose stream is stream.
	  response.body = { stream, source: null, length: null };

	  //    2. If response is not a network error and request’s cache mode is
	  //    not "no-store", then update response in httpCache for request.
	  //    TODO

	  //    3. If includeCredentials is true and the user agent is not configured
	  //    to block cookies for request (see section 7 of [COOKIES]), then run the
	  //    "set-cookie-string" parsing algorithm (see section 5.2 of [COOKIES]) on
	  //    the value of each header whose name is a byte-case-insensitive match for
	  //    `Set-Cookie` in response’s header list, if any, and request’s current URL.
	  //    TODO

	  // 18. If aborted, then:
	  // TODO

	  // 19. Run these steps in parallel:

	  //    1. Run these steps, but abort when fetchParams is canceled:
	  if (!fetchParams.controller.resume) {
	    fetchParams.controller.on('terminated', onAborted);
	  }

	  fetchParams.controller.resume = async () => {
	    // 1. While true
	    while (true) {
	      // 1-3. See onData...

	      // 4. Set bytes to the result of handling content codings given
	      // codings and bytes.
	      let bytes;
	      let isFailure;
	      try {
	        const { done, value } = await fetchParams.controller.next();

	        if (isAborted(fetchParams)) {
	          break
	        }

	        bytes = done ? undefined : value;
	      } catch (err) {
	        if (fetchParams.controller.ended && !timingInfo.encodedBodySize) {
	          // zlib doesn't like empty streams.
	          bytes = undefined;
	        } else {
	          bytes = err;

	          // err may be propagated from the result of calling readablestream.cancel,
	          // which might not be an error. https://github.com/nodejs/undici/issues/2009
	          isFailure = true;
	        }
	      }

	      if (bytes === undefined) {
	        // 2. Otherwise, if the bytes transmission for response’s message
	        // body is done normally and stream is readable, then close
	        // stream, finalize response for fetchParams and response, and
	        // abort these in-parallel steps.
	        readableStreamClose(fetchParams.controller.controller);

	        finalizeResponse(fetchParams, response);

	        return
	      }

	      // 5. Increase timingInfo’s decoded body size by bytes’s length.
	      timingInfo.decodedBodySize += bytes?.byteLength ?? 0;

	      // 6. If bytes is failure, then terminate fetchParams’s controller.
	      if (isFailure) {
	        fetchParams.controller.terminate(bytes);
	        return
	      }

	      // 7. Enqueue a Uint8Array wrapping an ArrayBuffer containing bytes
	      // into stream.
	      const buffer = new Uint8Array(bytes);
	      if (buffer.byteLength) {
	        fetchParams.controller.controller.enqueue(buffer);
	      }

	      // 8. If stream is errored, then terminate the ongoing fetch.
	      if (isErrored(stream)) {
	        fetchParams.controller.terminate();
	        return
	      }

	      // 9. If stream doesn’t need more data ask the user agent to suspend
	      // the ongoing fetch.
	      if (fetchParams.controller.controller.desiredSize <= 0) {
	        return
	      }
	    }
	  };

	  //    2. If aborted, then:
	  function onAborted (reason) {
	    // 2. If fetchParams is aborted, then:
	    if (isAborted(fetchParams)) {
	      // 1. Set response’s aborted flag.
	      response.aborted = true;

	      // 2. If stream is readable, then error stream with the result of
	      //    deserialize a serialized abort reason given fetchParams’s
	      //    controller’s serialized abort reason and an
	      //    implementation-defined realm.
	      if (isReadable(stream)) {
	        fetchParams.controller.controller.error(
	          fetchParams.controller.serializedAbortReason
	        );
	      }
	    } else {
	      // 3. Otherwise, if stream is readable, error stream with a TypeError.
	      if (isReadable(stream)) {
	        fetchParams.controller.controller.error(new TypeError('terminated', {
	          cause: isErrorLike(reason) ? reason : undefined
	        }));
	      }
	    }

	    // 4. If connection uses HTTP/2, then transmit an RST_STREAM frame.
	    // 5. Otherwise, the user agent should close connection unless it would be bad for performance to do so.
	    fetchParams.controller.connection.destroy();
	  }

	  // 20. Return response.
	  return response

	  function dispatch ({ body }) {
	    const url = requestCurrentURL(request);
	    /** @type {import('../../..').Agent} */
	    const agent = fetchParams.controller.dispatcher;

	    const path = url.pathname + url.search;
	    const hasTrailingQuestionMark = url.search.length === 0 && url.href[url.href.length - url.hash.length - 1] === '?';

	    return dispatchWithProtocolPreference(body)

	    function dispatchWithProtocolPreference (body, allowH2) {
	      return new Promise((resolve, reject) => agent.dispatch(
	        {
	          path: hasTrailingQuestionMark ? `${path}?` : path,
	          origin: url.origin,
	          method: request.method,
	          body: agent.isMockActive ? request.body && (request.body.source || request.body.stream) : body,
	          // Preserve the serialized fetch body for MockAgent net-connect fallthroughs.
	          __mockAgentBodyForDispatch: body,
	          headers: request.headersList.entries,
	          maxRedirections: 0,
	          upgrade: request.mode === 'websocket' ? 'websocket' : undefined,
	          ...(allowH2 === false ? { allowH2 } : null)
	        },
	        {
	          body: null,
	          abort: null,

	          onRequestStart (controller) {
	            // TODO (fix): Do we need connection here?
	            const { connection } = fetchParams.controller;

	            // Set timingInfo’s final connection timing info to the result of calling clamp and coarsen
	            // connection timing info with connection’s timing info, timingInfo’s post-redirect start
	            // time, and fetchParams’s cross-origin isolated capability.
	            // TODO: implement connection timing
	            timingInfo.finalConnectionTimingInfo = clampAndCoarsenConnectionTimingInfo(undefined, timingInfo.postRedirectStartTime, fetchParams.crossOriginIsolatedCapability);

	            const abort = (reason) => controller.abort(reason);

	            if (connection.destroyed) {
	              abort(new DOMException('The operation was aborted.', 'AbortError'));
	            } else {
	              fetchParams.controller.on('terminated', abort);
	              this.abort = connection.abort = abort;
	            }

	            // Set timingInfo’s final network-request start time to the coarsened shared current time given
	            // fetchParams’s cross-origin isolated capability.
	            timingInfo.finalNetworkRequestStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
	          },

	          onResponseStarted () {
	            // Set timingInfo’s final network-response start time to the coarsened shared current
	            // time given fetchParams’s cross-origin isolated capability, immediately after the
	            // user agent’s HTTP parser receives the first byte of the response (e.g., frame header
	            // bytes for HTTP/2 or response status line for HTTP/1.x).
	            timingInfo.finalNetworkResponseStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability);
	          },

	          onResponseStart (controller, status, headers, statusText) {
	            if (status < 200) {
	              return
	            }

	            const rawHeaders = controller?.rawHeaders ?? [];
	            const headersList = new HeadersList();
	            appendHeadersListFromResponseHeaders(headersList, headers, rawHeaders);
	            const location = headersList.get('location', true);

	            const willFollow = location && request.redirect === 'follow' &&
	              redirectStatusSet.has(status);

	            const decoders = [];

	            // https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Content-Encoding
	            if (request.method !== 'HEAD' && request.method !== 'CONNECT' && !nullBodyStatus.includes(status) && !willFollow) {
	              // https://www.rfc-editor.org/rfc/rfc7231#section-3.1.2.1
	              const contentEncoding = headersList.get('content-encoding', true);
	              // "All content-coding values are case-insensitive..."
	              /** @type {string[]} */
	              const codings = contentEncoding ? contentEncoding.toLowerCase().split(',') : [];

	              // Limit the number of content-encodings to prevent resource exhaustion.
	              // CVE fix similar to urllib3 (GHSA-gm62-xv2j-4w53) and curl (CVE-2022-32206).
	              const maxContentEncodings = 5;
	              if (codings.length > maxContentEncodings) {
	                controller.abort(new Error(`too many content-encodings in response: ${codings.length}, maximum allowed is ${maxContentEncodings}`));
	                return
	              }

	              for (let i = codings.length - 1; i >= 0; --i) {
	                const coding = codings[i].trim();
	                // https://www.rfc-editor.org/rfc/rfc9112.html#section-7.2
	                if (coding === 'x-gzip' || coding === 'gzip') {
	                  decoders.push(zlib.createGunzip({
	                    // Be less strict when decoding compressed responses, since sometimes
	                    // servers send slightly invalid responses that are still accepted
	                    // by common browsers.
	                    // Always using Z_SYNC_FLUSH is what cURL does.
	                    flush: zlib.constants.Z_SYNC_FLUSH,
	                    finishFlush: zlib.constants.Z_SYNC_FLUSH
	                  }));
	                } else if (coding === 'deflate') {
	                  decoders.push(createInflate({
	                    flush: zlib.constants.Z_SYNC_FLUSH,
	                    finishFlush: zlib.constants.Z_SYNC_FLUSH
	                  }));
	                } else if (coding === 'br') {
	                  decoders.push(zlib.createBrotliDecompress({
	                    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
	                    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH
	                  }));
	                } else if (coding === 'zstd') {
	                  decoders.push(zlib.createZstdDecompress({
	                    flush: zlib.constants.ZSTD_e_continue,
	                    finishFlush: zlib.constants.ZSTD_e_end,
	                    params: {
	                      // https://www.rfc-editor.org/rfc/rfc9659.html#section-3
	                      [zlib.constants.ZSTD_d_windowLogMax]: 23
	                    }
	                  }));
	                } else {
	                  decoders.length = 0;
	                  break
	                }
	              }
	            }

	            this.body = new Readable({ read: () => controller.resume() });

	            const onError = (err) => this.onResponseError(controller, err);

	            resolve({
	              status,
	              statusText,
	              headersList,
	              body: decoders.length
	                ? pipeline(this.body, ...decoders, (err) => {
	                  if (err) {
	                    this.onResponseError(controller, err);
	                  }
	                }).on('error', onError)
	                : this.body.on('error', onError)
	            });
	          },

	          onResponseData (controller, chunk) {
	            if (fetchParams.controller.dump) {
	              return
	            }

	            // 1. If one or more bytes have been transmitted from response’s
	            // message body, then:

	            //  1. Let bytes be the transmitted bytes.
	            const bytes = chunk;

	            //  2. Let codings be the result of extracting header list values
	            //  given `Content-Encoding` and response’s header list.
	            //  See pullAlgorithm.

	            //  3. Increase timingInfo’s encoded body size by bytes’s length.
	            timingInfo.encodedBodySize += bytes.byteLength;

	            //  4. See pullAlgorithm...

	            if (this.body.push(bytes) === false) {
	              controller.pause();
	            }
	          },

	          onResponseEnd () {
	            if (this.abort) {
	              fetchParams.controller.off('terminated', this.abort);
	            }

	            fetchParams.controller.ended = true;

	            this.body?.push(null);
	          },

	          onResponseError (controller, error) {
	            if (this.abort) {
	              fetchParams.controller.off('terminated', this.abort);
	            }

	            if (
	              request.mode === 'websocket' &&
	              allowH2 !== false &&
	              error?.code === 'UND_ERR_INFO' &&
	              error?.message === 'HTTP/2: Extended CONNECT protocol not supported by server'
	            ) {
	              // The origin negotiated H2, but RFC 8441 websocket support is unavailable.
	              // Retry the opening handshake on a fresh HTTP/1.1-only connection instead.
	              resolve(dispatchWithProtocolPreference(body, false));
	              return
	            }

	            this.body?.destroy(error);

	            if (!controller?.aborted) {
	              fetchParams.controller.terminate(error);
	            }

	            reject(error);
	          },

	          onRequestUpgrade (controller, status, headers, socket) {
	            // We need to support 200 for websocket over h2 as per RFC-8441
	            // Absence of session means H1
	            if ((socket.session != null && status !== 200) || (socket.session == null && status !== 101)) {
	              if (socket.session != null) {
	                // The server refused the extended CONNECT, and nothing further
	                // will settle this request. Fail the opening handshake here.
	                controller.abort(new SocketError('bad upgrade', null));
	              }
	              return false
	            }

	            const rawHeaders = controller?.rawHeaders ?? [];
	            const headersList = new HeadersList();
	            appendHeadersListFromResponseHeaders(headersList, headers, rawHeaders);

	            resolve({
	              status,
	              statusText: STATUS_CODES[status],
	              headersList,
	              socket
	            });

	            return true
	          }
	        }
	      ))
	    }
	  }
	}

	fetch_1 = {
	  fetch,
	  Fetch,
	  fetching,
	  finalizeAndReportTiming
	};
	return fetch_1;
}

var util$3;
var hasRequiredUtil$3;

function requireUtil$3 () {
	if (hasRequiredUtil$3) return util$3;
	hasRequiredUtil$3 = 1;

	const assert = builtin;
	const { URLSerializer } = requireDataUrl();
	const { isValidHeaderName } = requireUtil$5();

	/**
	 * @see https://url.spec.whatwg.org/#concept-url-equals
	 * @param {URL} A
	 * @param {URL} B
	 * @param {boolean | undefined} excludeFragment
	 * @returns {boolean}
	 */
	function urlEquals (A, B, excludeFragment = false) {
	  const serializedA = URLSerializer(A, excludeFragment);

	  const serializedB = URLSerializer(B, excludeFragment);

	  return serializedA === serializedB
	}

	/**
	 * @see https://github.com/chromium/chromium/blob/694d20d134cb553d8d89e5500b9148012b1ba299/content/browser/cache_storage/cache_storage_cache.cc#L260-L262
	 * @param {string} header
	 */
	function getFieldValues (header) {
	  assert(header !== null);

	  const values = [];

	  for (let value of header.split(',')) {
	    value = value.trim();

	    if (isValidHeaderName(value)) {
	      values.push(value);
	    }
	  }

	  return values
	}

	util$3 = {
	  urlEquals,
	  getFieldValues
	};
	return util$3;
}

var cache;
var hasRequiredCache;

function requireCache () {
	if (hasRequiredCache) return cache;
	hasRequiredCache = 1;

	const assert = builtin;

	const { kConstruct } = requireSymbols();
	const { urlEquals, getFieldValues } = requireUtil$3();
	const { kEnumerableProperty, isDisturbed } = requireUtil$4();
	const { webidl } = requireWebidl();
	const { cloneResponse, fromInnerResponse, getResponseState } = requireResponse();
	const { Request, fromInnerRequest, getRequestState } = requireRequest();
	const { fetching } = requireFetch();
	const { urlIsHttpHttpsScheme, readAllBytes } = requireUtil$5();
	/**
	 * @see https://w3c.github.io/ServiceWorker/#dfn-cache-batch-operation
	 * @typedef {Object} CacheBatchOperation
	 * @property {'delete' | 'put'} type
	 * @property {any} request
	 * @property {any} response
	 * @property {import('../../../types/cache').CacheQueryOptions} options
	 */

	/**
	 * @see https://w3c.github.io/ServiceWorker/#dfn-request-response-list
	 * @typedef {[any, any][]} requestResponseList
	 */

	class Cache {
	  /**
	   * @see https://w3c.github.io/ServiceWorker/#dfn-relevant-request-response-list
	   * @type {requestResponseList}
	   */
	  #relevantRequestResponseList

	  constructor () {
	    if (arguments[0] !== kConstruct) {
	      webidl.illegalConstructor();
	    }

	    webidl.util.markAsUncloneable(this);
	    this.#relevantRequestResponseList = arguments[1];
	  }

	  async match (request, options = {}) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.match';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    request = webidl.converters.RequestInfo(request);
	    options = webidl.converters.CacheQueryOptions(options, prefix, 'options');

	    const p = this.#internalMatchAll(request, options, 1);

	    if (p.length === 0) {
	      return
	    }

	    return p[0]
	  }

	  async matchAll (request = undefined, options = {}) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.matchAll';
	    if (request !== undefined) request = webidl.converters.RequestInfo(request);
	    options = webidl.converters.CacheQueryOptions(options, prefix, 'options');

	    return this.#internalMatchAll(request, options)
	  }

	  async add (request) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.add';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    request = webidl.converters.RequestInfo(request);

	    // 1.
	    const requests = [request];

	    // 2.
	    const responseArrayPromise = this.addAll(requests);

	    // 3.
	    return await responseArrayPromise
	  }

	  async addAll (requests) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.addAll';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    // 1.
	    const responsePromises = [];

	    // 2.
	    const requestList = [];

	    // 3.
	    for (let request of requests) {
	      if (request === undefined) {
	        throw webidl.errors.conversionFailed({
	          prefix,
	          argument: 'Argument 1',
	          types: ['undefined is not allowed']
	        })
	      }

	      request = webidl.converters.RequestInfo(request);

	      if (typeof request === 'string') {
	        continue
	      }

	      // 3.1
	      const r = getRequestState(request);

	      // 3.2
	      if (!urlIsHttpHttpsScheme(r.url) || r.method !== 'GET') {
	        throw webidl.errors.exception({
	          header: prefix,
	          message: 'Expected http/s scheme when method is not GET.'
	        })
	      }
	    }

	    // 4.
	    /** @type {ReturnType<typeof fetching>[]} */
	    const fetchControllers = [];

	    // 5.
	    for (const request of requests) {
	      // 5.1
	      const r = getRequestState(new Request(request));

	      // 5.2
	      if (!urlIsHttpHttpsScheme(r.url)) {
	        throw webidl.errors.exception({
	          header: prefix,
	          message: 'Expected http/s scheme.'
	        })
	      }

	      // 5.4
	      r.initiator = 'fetch';
	      r.destination = 'subresource';

	      // 5.5
	      requestList.push(r);

	      // 5.6
	      const responsePromise = Promise.withResolvers();

	      // 5.7
	      fetchControllers.push(fetching({
	        request: r,
	        processResponse (response) {
	          // 1.
	          if (response.type === 'error' || response.status === 206 || response.status < 200 || response.status > 299) {
	            responsePromise.reject(webidl.errors.exception({
	              header: 'Cache.addAll',
	              message: 'Received an invalid status code or the request failed.'
	            }));
	          } else if (response.headersList.contains('vary')) { // 2.
	            // 2.1
	            const fieldValues = getFieldValues(response.headersList.get('vary'));

	            // 2.2
	            for (const fieldValue of fieldValues) {
	              // 2.2.1
	              if (fieldValue === '*') {
	                responsePromise.reject(webidl.errors.exception({
	                  header: 'Cache.addAll',
	                  message: 'invalid vary field value'
	                }));

	                for (const controller of fetchControllers) {
	                  controller.abort();
	                }

	                return
	              }
	            }
	          }
	        },
	        // Possible spec bug. If the body is never read, `processResponseEndOfBody` (which is attached to a TransformStream's flush hook)
	        // never runs, so this would hang. This hook, on the other hand, always reads the body.
	        // https://github.com/nodejs/undici/issues/5615
	        processResponseConsumeBody (response) {
	          // 1.
	          if (response.aborted) {
	            responsePromise.reject(new DOMException('aborted', 'AbortError'));
	            return
	          }

	          // 2.
	          responsePromise.resolve(response);
	        }
	      }));

	      // 5.8
	      responsePromises.push(responsePromise.promise);
	    }

	    // 6.
	    const p = Promise.all(responsePromises);

	    // 7.
	    const responses = await p;

	    // 7.1
	    const operations = [];

	    // 7.2
	    let index = 0;

	    // 7.3
	    for (const response of responses) {
	      // 7.3.1
	      /** @type {CacheBatchOperation} */
	      const operation = {
	        type: 'put', // 7.3.2
	        request: requestList[index], // 7.3.3
	        response // 7.3.4
	      };

	      operations.push(operation); // 7.3.5

	      index++; // 7.3.6
	    }

	    // 7.5
	    const cacheJobPromise = Promise.withResolvers();

	    // 7.6.1
	    let errorData = null;

	    // 7.6.2
	    try {
	      this.#batchCacheOperations(operations);
	    } catch (e) {
	      errorData = e;
	    }

	    // 7.6.3
	    queueMicrotask(() => {
	      // 7.6.3.1
	      if (errorData === null) {
	        cacheJobPromise.resolve(undefined);
	      } else {
	        // 7.6.3.2
	        cacheJobPromise.reject(errorData);
	      }
	    });

	    // 7.7
	    return cacheJobPromise.promise
	  }

	  async put (request, response) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.put';
	    webidl.argumentLengthCheck(arguments, 2, prefix);

	    request = webidl.converters.RequestInfo(request);
	    response = webidl.converters.Response(response, prefix, 'response');

	    // 1.
	    let innerRequest = null;

	    // 2.
	    if (webidl.is.Request(request)) {
	      innerRequest = getRequestState(request);
	    } else { // 3.
	      innerRequest = getRequestState(new Request(request));
	    }

	    // 4.
	    if (!urlIsHttpHttpsScheme(innerRequest.url) || innerRequest.method !== 'GET') {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: 'Expected an http/s scheme when method is not GET'
	      })
	    }

	    // 5.
	    const innerResponse = getResponseState(response);

	    // 6.
	    if (innerResponse.status === 206) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: 'Got 206 status'
	      })
	    }

	    // 7.
	    if (innerResponse.headersList.contains('vary')) {
	      // 7.1.
	      const fieldValues = getFieldValues(innerResponse.headersList.get('vary'));

	      // 7.2.
	      for (const fieldValue of fieldValues) {
	        // 7.2.1
	        if (fieldValue === '*') {
	          throw webidl.errors.exception({
	            header: prefix,
	            message: 'Got * vary field value'
	          })
	        }
	      }
	    }

	    // 8.
	    if (innerResponse.body && (isDisturbed(innerResponse.body.stream) || innerResponse.body.stream.locked)) {
	      throw webidl.errors.exception({
	        header: prefix,
	        message: 'Response body is locked or disturbed'
	      })
	    }

	    // 9.
	    const clonedResponse = cloneResponse(innerResponse);

	    // 10.
	    const bodyReadPromise = Promise.withResolvers();

	    // 11.
	    if (innerResponse.body != null) {
	      // 11.1
	      const stream = innerResponse.body.stream;

	      // 11.2
	      const reader = stream.getReader();

	      // 11.3
	      readAllBytes(reader, bodyReadPromise.resolve, bodyReadPromise.reject);
	    } else {
	      bodyReadPromise.resolve(undefined);
	    }

	    // 12.
	    /** @type {CacheBatchOperation[]} */
	    const operations = [];

	    // 13.
	    /** @type {CacheBatchOperation} */
	    const operation = {
	      type: 'put', // 14.
	      request: innerRequest, // 15.
	      response: clonedResponse // 16.
	    };

	    // 17.
	    operations.push(operation);

	    // 19.
	    const bytes = await bodyReadPromise.promise;

	    if (clonedResponse.body != null) {
	      clonedResponse.body.source = bytes;
	    }

	    // 19.1
	    const cacheJobPromise = Promise.withResolvers();

	    // 19.2.1
	    let errorData = null;

	    // 19.2.2
	    try {
	      this.#batchCacheOperations(operations);
	    } catch (e) {
	      errorData = e;
	    }

	    // 19.2.3
	    queueMicrotask(() => {
	      // 19.2.3.1
	      if (errorData === null) {
	        cacheJobPromise.resolve();
	      } else { // 19.2.3.2
	        cacheJobPromise.reject(errorData);
	      }
	    });

	    return cacheJobPromise.promise
	  }

	  async delete (request, options = {}) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.delete';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    request = webidl.converters.RequestInfo(request);
	    options = webidl.converters.CacheQueryOptions(options, prefix, 'options');

	    /**
	     * @type {Request}
	     */
	    let r = null;

	    if (webidl.is.Request(request)) {
	      r = getRequestState(request);

	      if (r.method !== 'GET' && !options.ignoreMethod) {
	        return false
	      }
	    } else {
	      assert(typeof request === 'string');

	      r = getRequestState(new Request(request));
	    }

	    /** @type {CacheBatchOperation[]} */
	    const operations = [];

	    /** @type {CacheBatchOperation} */
	    const operation = {
	      type: 'delete',
	      request: r,
	      options
	    };

	    operations.push(operation);

	    const cacheJobPromise = Promise.withResolvers();

	    let errorData = null;
	    let requestResponses;

	    try {
	      requestResponses = this.#batchCacheOperations(operations);
	    } catch (e) {
	      errorData = e;
	    }

	    queueMicrotask(() => {
	      if (errorData === null) {
	        cacheJobPromise.resolve(!!requestResponses?.length);
	      } else {
	        cacheJobPromise.reject(errorData);
	      }
	    });

	    return cacheJobPromise.promise
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#dom-cache-keys
	   * @param {any} request
	   * @param {import('../../../types/cache').CacheQueryOptions} options
	   * @returns {Promise<readonly Request[]>}
	   */
	  async keys (request = undefined, options = {}) {
	    webidl.brandCheck(this, webidl.is.Cache);

	    const prefix = 'Cache.keys';

	    if (request !== undefined) request = webidl.converters.RequestInfo(request);
	    options = webidl.converters.CacheQueryOptions(options, prefix, 'options');

	    // 1.
	    let r = null;

	    // 2.
	    if (request !== undefined) {
	      // 2.1
	      if (webidl.is.Request(request)) {
	        // 2.1.1
	        r = getRequestState(request);

	        // 2.1.2
	        if (r.method !== 'GET' && !options.ignoreMethod) {
	          return []
	        }
	      } else if (typeof request === 'string') { // 2.2
	        r = getRequestState(new Request(request));
	      }
	    }

	    // 4.
	    const promise = Promise.withResolvers();

	    // 5.
	    // 5.1
	    const requests = [];

	    // 5.2
	    if (request === undefined) {
	      // 5.2.1
	      for (const requestResponse of this.#relevantRequestResponseList) {
	        // 5.2.1.1
	        requests.push(requestResponse[0]);
	      }
	    } else { // 5.3
	      // 5.3.1
	      const requestResponses = this.#queryCache(r, options);

	      // 5.3.2
	      for (const requestResponse of requestResponses) {
	        // 5.3.2.1
	        requests.push(requestResponse[0]);
	      }
	    }

	    // 5.4
	    queueMicrotask(() => {
	      // 5.4.1
	      const requestList = [];

	      // 5.4.2
	      for (const request of requests) {
	        const requestObject = fromInnerRequest(
	          request,
	          undefined,
	          new AbortController().signal,
	          'immutable'
	        );
	        // 5.4.2.1
	        requestList.push(requestObject);
	      }

	      // 5.4.3
	      promise.resolve(Object.freeze(requestList));
	    });

	    return promise.promise
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#batch-cache-operations-algorithm
	   * @param {CacheBatchOperation[]} operations
	   * @returns {requestResponseList}
	   */
	  #batchCacheOperations (operations) {
	    // 1.
	    const cache = this.#relevantRequestResponseList;

	    // 2.
	    const backupCache = [...cache];

	    // 3.
	    const addedItems = [];

	    // 4.1
	    const resultList = [];

	    try {
	      // 4.2
	      for (const operation of operations) {
	        // 4.2.1
	        if (operation.type !== 'delete' && operation.type !== 'put') {
	          throw webidl.errors.exception({
	            header: 'Cache.#batchCacheOperations',
	            message: 'operation type does not match "delete" or "put"'
	          })
	        }

	        // 4.2.2
	        if (operation.type === 'delete' && operation.response != null) {
	          throw webidl.errors.exception({
	            header: 'Cache.#batchCacheOperations',
	            message: 'delete operation should not have an associated response'
	          })
	        }

	        // 4.2.3
	        if (this.#queryCache(operation.request, operation.options, addedItems).length) {
	          throw new DOMException('???', 'InvalidStateError')
	        }

	        // 4.2.4
	        let requestResponses;

	        // 4.2.5
	        if (operation.type === 'delete') {
	          // 4.2.5.1
	          requestResponses = this.#queryCache(operation.request, operation.options);

	          // TODO: the spec is wrong, this is needed to pass WPTs
	          if (requestResponses.length === 0) {
	            return []
	          }

	          // 4.2.5.2
	          for (const requestResponse of requestResponses) {
	            const idx = cache.indexOf(requestResponse);
	            assert(idx !== -1);

	            // 4.2.5.2.1
	            cache.splice(idx, 1);
	          }
	        } else if (operation.type === 'put') { // 4.2.6
	          // 4.2.6.1
	          if (operation.response == null) {
	            throw webidl.errors.exception({
	              header: 'Cache.#batchCacheOperations',
	              message: 'put operation should have an associated response'
	            })
	          }

	          // 4.2.6.2
	          const r = operation.request;

	          // 4.2.6.3
	          if (!urlIsHttpHttpsScheme(r.url)) {
	            throw webidl.errors.exception({
	              header: 'Cache.#batchCacheOperations',
	              message: 'expected http or https scheme'
	            })
	          }

	          // 4.2.6.4
	          if (r.method !== 'GET') {
	            throw webidl.errors.exception({
	              header: 'Cache.#batchCacheOperations',
	              message: 'not get method'
	            })
	          }

	          // 4.2.6.5
	          if (operation.options != null) {
	            throw webidl.errors.exception({
	              header: 'Cache.#batchCacheOperations',
	              message: 'options must not be defined'
	            })
	          }

	          // 4.2.6.6
	          requestResponses = this.#queryCache(operation.request);

	          // 4.2.6.7
	          for (const requestResponse of requestResponses) {
	            const idx = cache.indexOf(requestResponse);
	            assert(idx !== -1);

	            // 4.2.6.7.1
	            cache.splice(idx, 1);
	          }

	          // 4.2.6.8
	          cache.push([operation.request, operation.response]);

	          // 4.2.6.10
	          addedItems.push([operation.request, operation.response]);
	        }

	        // 4.2.7
	        resultList.push([operation.request, operation.response]);
	      }

	      // 4.3
	      return resultList
	    } catch (e) { // 5.
	      // 5.1
	      this.#relevantRequestResponseList.length = 0;

	      // 5.2
	      this.#relevantRequestResponseList = backupCache;

	      // 5.3
	      throw e
	    }
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#query-cache
	   * @param {any} requestQuery
	   * @param {import('../../../types/cache').CacheQueryOptions} options
	   * @param {requestResponseList} targetStorage
	   * @returns {requestResponseList}
	   */
	  #queryCache (requestQuery, options, targetStorage) {
	    /** @type {requestResponseList} */
	    const resultList = [];

	    const storage = targetStorage ?? this.#relevantRequestResponseList;

	    for (const requestResponse of storage) {
	      const [cachedRequest, cachedResponse] = requestResponse;
	      if (this.#requestMatchesCachedItem(requestQuery, cachedRequest, cachedResponse, options)) {
	        resultList.push(requestResponse);
	      }
	    }

	    return resultList
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#request-matches-cached-item-algorithm
	   * @param {any} requestQuery
	   * @param {any} request
	   * @param {any | null} response
	   * @param {import('../../../types/cache').CacheQueryOptions | undefined} options
	   * @returns {boolean}
	   */
	  #requestMatchesCachedItem (requestQuery, request, response = null, options) {
	    // if (options?.ignoreMethod === false && request.method === 'GET') {
	    //   return false
	    // }

	    const queryURL = new URL(requestQuery.url);

	    const cachedURL = new URL(request.url);

	    if (options?.ignoreSearch) {
	      cachedURL.search = '';

	      queryURL.search = '';
	    }

	    if (!urlEquals(queryURL, cachedURL, true)) {
	      return false
	    }

	    if (
	      response == null ||
	      options?.ignoreVary ||
	      !response.headersList.contains('vary')
	    ) {
	      return true
	    }

	    const fieldValues = getFieldValues(response.headersList.get('vary'));

	    for (const fieldValue of fieldValues) {
	      if (fieldValue === '*') {
	        return false
	      }

	      const requestValue = request.headersList.get(fieldValue);
	      const queryValue = requestQuery.headersList.get(fieldValue);

	      // If one has the header and the other doesn't, or one has
	      // a different value than the other, return false
	      if (requestValue !== queryValue) {
	        return false
	      }
	    }

	    return true
	  }

	  #internalMatchAll (request, options, maxResponses = Infinity) {
	    // 1.
	    let r = null;

	    // 2.
	    if (request !== undefined) {
	      if (webidl.is.Request(request)) {
	        // 2.1.1
	        r = getRequestState(request);

	        // 2.1.2
	        if (r.method !== 'GET' && !options.ignoreMethod) {
	          return []
	        }
	      } else if (typeof request === 'string') {
	        // 2.2.1
	        r = getRequestState(new Request(request));
	      }
	    }

	    // 5.
	    // 5.1
	    const responses = [];

	    // 5.2
	    if (request === undefined) {
	      // 5.2.1
	      for (const requestResponse of this.#relevantRequestResponseList) {
	        responses.push(requestResponse[1]);
	      }
	    } else { // 5.3
	      // 5.3.1
	      const requestResponses = this.#queryCache(r, options);

	      // 5.3.2
	      for (const requestResponse of requestResponses) {
	        responses.push(requestResponse[1]);
	      }
	    }

	    // 5.4
	    // We don't implement CORs so we don't need to loop over the responses, yay!

	    // 5.5.1
	    const responseList = [];

	    // 5.5.2
	    for (const response of responses) {
	      // 5.5.2.1
	      const responseObject = fromInnerResponse(cloneResponse(response), 'immutable');

	      responseList.push(responseObject);

	      if (responseList.length >= maxResponses) {
	        break
	      }
	    }

	    // 6.
	    return Object.freeze(responseList)
	  }

	  static {
	    webidl.is.Cache = (arg) => {
	      return arg != null && typeof arg === 'object' && #relevantRequestResponseList in arg
	    };
	  }
	}

	Object.defineProperties(Cache.prototype, {
	  [Symbol.toStringTag]: {
	    value: 'Cache',
	    configurable: true
	  },
	  match: kEnumerableProperty,
	  matchAll: kEnumerableProperty,
	  add: kEnumerableProperty,
	  addAll: kEnumerableProperty,
	  put: kEnumerableProperty,
	  delete: kEnumerableProperty,
	  keys: kEnumerableProperty
	});

	const cacheQueryOptionConverters = [
	  {
	    key: 'ignoreSearch',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  },
	  {
	    key: 'ignoreMethod',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  },
	  {
	    key: 'ignoreVary',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  }
	];

	webidl.converters.CacheQueryOptions = webidl.dictionaryConverter(cacheQueryOptionConverters);

	webidl.converters.MultiCacheQueryOptions = webidl.dictionaryConverter([
	  ...cacheQueryOptionConverters,
	  {
	    key: 'cacheName',
	    converter: webidl.converters.DOMString
	  }
	]);

	webidl.converters.Response = webidl.interfaceConverter(
	  webidl.is.Response,
	  'Response'
	);

	webidl.converters['sequence<RequestInfo>'] = webidl.sequenceConverter(
	  webidl.converters.RequestInfo
	);

	cache = {
	  Cache
	};
	return cache;
}

var cachestorage;
var hasRequiredCachestorage;

function requireCachestorage () {
	if (hasRequiredCachestorage) return cachestorage;
	hasRequiredCachestorage = 1;

	const { Cache } = requireCache();
	const { webidl } = requireWebidl();
	const { kEnumerableProperty } = requireUtil$4();
	const { kConstruct } = requireSymbols();

	class CacheStorage {
	  /**
	   * @see https://w3c.github.io/ServiceWorker/#dfn-relevant-name-to-cache-map
	   * @type {Map<string, import('./cache').requestResponseList}
	   */
	  #caches = new Map()

	  constructor () {
	    if (arguments[0] !== kConstruct) {
	      webidl.illegalConstructor();
	    }

	    webidl.util.markAsUncloneable(this);
	  }

	  async match (request, options = {}) {
	    webidl.brandCheck(this, webidl.is.CacheStorage);
	    webidl.argumentLengthCheck(arguments, 1, 'CacheStorage.match');

	    request = webidl.converters.RequestInfo(request);
	    options = webidl.converters.MultiCacheQueryOptions(options);

	    // 1.
	    if (options.cacheName != null) {
	      // 1.1.1.1
	      if (this.#caches.has(options.cacheName)) {
	        // 1.1.1.1.1
	        const cacheList = this.#caches.get(options.cacheName);
	        const cache = new Cache(kConstruct, cacheList);

	        return await cache.match(request, options)
	      }
	    } else { // 2.
	      // 2.2
	      for (const cacheList of this.#caches.values()) {
	        const cache = new Cache(kConstruct, cacheList);

	        // 2.2.1.2
	        const response = await cache.match(request, options);

	        if (response !== undefined) {
	          return response
	        }
	      }
	    }
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#cache-storage-has
	   * @param {string} cacheName
	   * @returns {Promise<boolean>}
	   */
	  async has (cacheName) {
	    webidl.brandCheck(this, webidl.is.CacheStorage);

	    const prefix = 'CacheStorage.has';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    cacheName = webidl.converters.DOMString(cacheName, prefix, 'cacheName');

	    // 2.1.1
	    // 2.2
	    return this.#caches.has(cacheName)
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#dom-cachestorage-open
	   * @param {string} cacheName
	   * @returns {Promise<Cache>}
	   */
	  async open (cacheName) {
	    webidl.brandCheck(this, webidl.is.CacheStorage);

	    const prefix = 'CacheStorage.open';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    cacheName = webidl.converters.DOMString(cacheName, prefix, 'cacheName');

	    // 2.1
	    if (this.#caches.has(cacheName)) {
	      // await caches.open('v1') !== await caches.open('v1')

	      // 2.1.1
	      const cache = this.#caches.get(cacheName);

	      // 2.1.1.1
	      return new Cache(kConstruct, cache)
	    }

	    // 2.2
	    const cache = [];

	    // 2.3
	    this.#caches.set(cacheName, cache);

	    // 2.4
	    return new Cache(kConstruct, cache)
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#cache-storage-delete
	   * @param {string} cacheName
	   * @returns {Promise<boolean>}
	   */
	  async delete (cacheName) {
	    webidl.brandCheck(this, webidl.is.CacheStorage);

	    const prefix = 'CacheStorage.delete';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    cacheName = webidl.converters.DOMString(cacheName, prefix, 'cacheName');

	    return this.#caches.delete(cacheName)
	  }

	  /**
	   * @see https://w3c.github.io/ServiceWorker/#cache-storage-keys
	   * @returns {Promise<string[]>}
	   */
	  async keys () {
	    webidl.brandCheck(this, webidl.is.CacheStorage);

	    // 2.1
	    const keys = this.#caches.keys();

	    // 2.2
	    return [...keys]
	  }

	  static {
	    webidl.is.CacheStorage = (arg) => {
	      return arg != null && typeof arg === 'object' && #caches in arg
	    };
	  }
	}

	Object.defineProperties(CacheStorage.prototype, {
	  [Symbol.toStringTag]: {
	    value: 'CacheStorage',
	    configurable: true
	  },
	  match: kEnumerableProperty,
	  has: kEnumerableProperty,
	  open: kEnumerableProperty,
	  delete: kEnumerableProperty,
	  keys: kEnumerableProperty
	});

	cachestorage = {
	  CacheStorage
	};
	return cachestorage;
}

var constants$1;
var hasRequiredConstants$1;

function requireConstants$1 () {
	if (hasRequiredConstants$1) return constants$1;
	hasRequiredConstants$1 = 1;

	// https://wicg.github.io/cookie-store/#cookie-maximum-attribute-value-size
	const maxAttributeValueSize = 1024;

	// https://wicg.github.io/cookie-store/#cookie-maximum-name-value-pair-size
	const maxNameValuePairSize = 4096;

	constants$1 = {
	  maxAttributeValueSize,
	  maxNameValuePairSize
	};
	return constants$1;
}

var util$2;
var hasRequiredUtil$2;

function requireUtil$2 () {
	if (hasRequiredUtil$2) return util$2;
	hasRequiredUtil$2 = 1;

	/**
	 * @param {string} value
	 * @returns {boolean}
	 */
	function isCTLExcludingHtab (value) {
	  for (let i = 0; i < value.length; ++i) {
	    const code = value.charCodeAt(i);

	    if (
	      (code >= 0x00 && code <= 0x08) ||
	      (code >= 0x0A && code <= 0x1F) ||
	      code === 0x7F
	    ) {
	      return true
	    }
	  }
	  return false
	}

	/**
	 CHAR           = <any US-ASCII character (octets 0 - 127)>
	 token          = 1*<any CHAR except CTLs or separators>
	 separators     = "(" | ")" | "<" | ">" | "@"
	                | "," | ";" | ":" | "\" | <">
	                | "/" | "[" | "]" | "?" | "="
	                | "{" | "}" | SP | HT
	 * @param {string} name
	 */
	function validateCookieName (name) {
	  for (let i = 0; i < name.length; ++i) {
	    const code = name.charCodeAt(i);

	    if (
	      code < 0x21 || // exclude CTLs (0-31), SP and HT
	      code > 0x7E || // exclude non-ascii and DEL
	      code === 0x22 || // "
	      code === 0x28 || // (
	      code === 0x29 || // )
	      code === 0x3C || // <
	      code === 0x3E || // >
	      code === 0x40 || // @
	      code === 0x2C || // ,
	      code === 0x3B || // ;
	      code === 0x3A || // :
	      code === 0x5C || // \
	      code === 0x2F || // /
	      code === 0x5B || // [
	      code === 0x5D || // ]
	      code === 0x3F || // ?
	      code === 0x3D || // =
	      code === 0x7B || // {
	      code === 0x7D // }
	    ) {
	      throw new Error('Invalid cookie name')
	    }
	  }
	}

	/**
	 cookie-value      = *cookie-octet / ( DQUOTE *cookie-octet DQUOTE )
	 cookie-octet      = %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E
	                       ; US-ASCII characters excluding CTLs,
	                       ; whitespace DQUOTE, comma, semicolon,
	                       ; and backslash
	 * @param {string} value
	 */
	function validateCookieValue (value) {
	  let len = value.length;
	  let i = 0;

	  // if the value is wrapped in DQUOTE
	  if (value[0] === '"') {
	    if (len === 1 || value[len - 1] !== '"') {
	      throw new Error('Invalid cookie value')
	    }
	    --len;
	    ++i;
	  }

	  while (i < len) {
	    const code = value.charCodeAt(i++);

	    if (
	      code < 0x21 || // exclude CTLs (0-31)
	      code > 0x7E || // non-ascii and DEL (127)
	      code === 0x22 || // "
	      code === 0x2C || // ,
	      code === 0x3B || // ;
	      code === 0x5C // \
	    ) {
	      throw new Error('Invalid cookie value')
	    }
	  }
	}

	/**
	 * path-value        = <any CHAR except CTLs or ";">
	 * @param {string} path
	 */
	function validateCookiePath (path) {
	  for (let i = 0; i < path.length; ++i) {
	    const code = path.charCodeAt(i);

	    if (
	      code < 0x20 || // exclude CTLs (0-31)
	      code > 0x7E || // exclude non-ascii and DEL
	      code === 0x3B // ;
	    ) {
	      throw new Error('Invalid cookie path')
	    }
	  }
	}

	/**
	 * <let-dig> ::= <letter> | <digit>
	 *
	 * <letter> ::= any one of the 52 alphabetic characters A through Z in
	 * upper case and a through z in lower case
	 *
	 * <digit> ::= any one of the ten digits 0 through 9r
	 *
	 * @see https://www.rfc-editor.org/rfc/rfc1034#section-3.5
	 * @param {number} code
	 */
	function isLetterOrDigit (code) {
	  return (
	    (code >= 0x30 && code <= 0x39) || // 0-9
	    (code >= 0x41 && code <= 0x5A) || // A-Z
	    (code >= 0x61 && code <= 0x7A) // a-z
	  )
	}

	/**
	 * Validates a cookie domain against the "preferred name syntax".
	 *
	 * <domain>      ::= <subdomain> | " "
	 * <subdomain>   ::= <label> | <subdomain> "." <label>
	 * <label>       ::= <let-dig> [ [ <ldh-str> ] <let-dig> ]
	 * <ldh-str>     ::= <let-dig-hyp> | <let-dig-hyp> <ldh-str>
	 * <let-dig-hyp> ::= <let-dig> | "-"
	 *
	 * @see https://www.rfc-editor.org/rfc/rfc1034#section-3.5
	 * @see https://www.rfc-editor.org/rfc/rfc1123#section-2.1
	 * @see https://www.rfc-editor.org/rfc/rfc1035#section-2.3.4
	 * @param {string} domain
	 */
	function validateCookieDomain (domain) {
	  // <domain> ::= <subdomain> | " "
	  if (domain === ' ') {
	    return
	  }

	  if (domain.length > 255) {
	    throw new Error('Invalid cookie domain')
	  }

	  let labelLength = 0;

	  for (let i = 0; i < domain.length; ++i) {
	    const code = domain.charCodeAt(i);

	    if (code === 0x2E) {
	      if (labelLength === 0) {
	        throw new Error('Invalid cookie domain')
	      }

	      if (domain.charCodeAt(i - 1) === 0x2D) { // "-"
	        throw new Error('Invalid cookie domain')
	      }

	      labelLength = 0;
	      continue
	    }

	    if (labelLength === 0 && !isLetterOrDigit(code)) {
	      throw new Error('Invalid cookie domain')
	    }

	    if (!isLetterOrDigit(code) && code !== 0x2D) { // "-"
	      throw new Error('Invalid cookie domain')
	    }

	    if (++labelLength > 63) {
	      throw new Error('Invalid cookie domain')
	    }
	  }

	  if (labelLength === 0 || domain.charCodeAt(domain.length - 1) === 0x2D) { // "-"
	    throw new Error('Invalid cookie domain')
	  }
	}

	const IMFDays = [
	  'Sun', 'Mon', 'Tue', 'Wed',
	  'Thu', 'Fri', 'Sat'
	];

	const IMFMonths = [
	  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
	  'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'
	];

	const IMFPaddedNumbers = Array(61).fill(0).map((_, i) => i.toString().padStart(2, '0'));

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc7231#section-7.1.1.1
	 * @param {number|Date} date
	  IMF-fixdate  = day-name "," SP date1 SP time-of-day SP GMT
	  ; fixed length/zone/capitalization subset of the format
	  ; see Section 3.3 of [RFC5322]

	  day-name     = %x4D.6F.6E ; "Mon", case-sensitive
	              / %x54.75.65 ; "Tue", case-sensitive
	              / %x57.65.64 ; "Wed", case-sensitive
	              / %x54.68.75 ; "Thu", case-sensitive
	              / %x46.72.69 ; "Fri", case-sensitive
	              / %x53.61.74 ; "Sat", case-sensitive
	              / %x53.75.6E ; "Sun", case-sensitive
	  date1        = day SP month SP year
	                  ; e.g., 02 Jun 1982

	  day          = 2DIGIT
	  month        = %x4A.61.6E ; "Jan", case-sensitive
	              / %x46.65.62 ; "Feb", case-sensitive
	              / %x4D.61.72 ; "Mar", case-sensitive
	              / %x41.70.72 ; "Apr", case-sensitive
	              / %x4D.61.79 ; "May", case-sensitive
	              / %x4A.75.6E ; "Jun", case-sensitive
	              / %x4A.75.6C ; "Jul", case-sensitive
	              / %x41.75.67 ; "Aug", case-sensitive
	              / %x53.65.70 ; "Sep", case-sensitive
	              / %x4F.63.74 ; "Oct", case-sensitive
	              / %x4E.6F.76 ; "Nov", case-sensitive
	              / %x44.65.63 ; "Dec", case-sensitive
	  year         = 4DIGIT

	  GMT          = %x47.4D.54 ; "GMT", case-sensitive

	  time-of-day  = hour ":" minute ":" second
	              ; 00:00:00 - 23:59:60 (leap second)

	  hour         = 2DIGIT
	  minute       = 2DIGIT
	  second       = 2DIGIT
	 */
	function toIMFDate (date) {
	  if (typeof date === 'number') {
	    date = new Date(date);
	  }

	  return `${IMFDays[date.getUTCDay()]}, ${IMFPaddedNumbers[date.getUTCDate()]} ${IMFMonths[date.getUTCMonth()]} ${date.getUTCFullYear()} ${IMFPaddedNumbers[date.getUTCHours()]}:${IMFPaddedNumbers[date.getUTCMinutes()]}:${IMFPaddedNumbers[date.getUTCSeconds()]} GMT`
	}

	/**
	 max-age-av        = "Max-Age=" non-zero-digit *DIGIT
	                       ; In practice, both expires-av and max-age-av
	                       ; are limited to dates representable by the
	                       ; user agent.
	 * @param {number} maxAge
	 */
	function validateCookieMaxAge (maxAge) {
	  if (maxAge < 0) {
	    throw new Error('Invalid cookie max-age')
	  }
	}

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc6265#section-4.1.1
	 * @param {import('./index').Cookie} cookie
	 */
	function stringify (cookie) {
	  if (cookie.name.length === 0) {
	    return null
	  }

	  validateCookieName(cookie.name);
	  validateCookieValue(cookie.value);

	  const out = [`${cookie.name}=${cookie.value}`];

	  // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-cookie-prefixes-00#section-3.1
	  // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-cookie-prefixes-00#section-3.2
	  if (cookie.name.startsWith('__Secure-')) {
	    cookie.secure = true;
	  }

	  if (cookie.name.startsWith('__Host-')) {
	    cookie.secure = true;
	    cookie.domain = null;
	    cookie.path = '/';
	  }

	  if (cookie.secure) {
	    out.push('Secure');
	  }

	  if (cookie.httpOnly) {
	    out.push('HttpOnly');
	  }

	  if (typeof cookie.maxAge === 'number') {
	    validateCookieMaxAge(cookie.maxAge);
	    out.push(`Max-Age=${cookie.maxAge}`);
	  }

	  if (cookie.domain) {
	    validateCookieDomain(cookie.domain);
	    out.push(`Domain=${cookie.domain}`);
	  }

	  if (cookie.path) {
	    validateCookiePath(cookie.path);
	    out.push(`Path=${cookie.path}`);
	  }

	  // A numeric 0 is the Unix epoch, not an absent value -- the same reason the
	  // Max-Age check above tests the type rather than truthiness.
	  //
	  // expires is Date | number, so the "Invalid Date" check only guards the Date
	  // form. A number that is not a valid time value (NaN, +/-Infinity, or outside
	  // the Date range) would otherwise reach toIMFDate, which splices undefined and
	  // NaN into the header value instead of failing.
	  if (cookie.expires != null) {
	    const expiresMs = cookie.expires instanceof Date
	      ? cookie.expires.getTime()
	      : cookie.expires;

	    // The largest time value a Date can represent, in milliseconds, i.e.
	    // 100,000,000 days either side of the epoch (ECMA-262 Date Time Values).
	    // Anything within it is safe for toIMFDate to format; anything beyond it
	    // produces an invalid Date and must be ignored instead.
	    const maxTimeValue = 8640000000000000;

	    if (typeof expiresMs === 'number' && Number.isFinite(expiresMs) && Math.abs(expiresMs) <= maxTimeValue) {
	      out.push(`Expires=${toIMFDate(cookie.expires)}`);
	    }
	  }

	  if (cookie.sameSite) {
	    out.push(`SameSite=${cookie.sameSite}`);
	  }

	  for (const part of cookie.unparsed) {
	    if (!part.includes('=')) {
	      throw new Error('Invalid unparsed')
	    }

	    const [key, ...value] = part.split('=');

	    const trimmedKey = key.trim();
	    const joinedValue = value.join('=');

	    validateCookieName(trimmedKey);
	    validateCookieValue(joinedValue);

	    out.push(`${trimmedKey}=${joinedValue}`);
	  }

	  return out.join('; ')
	}

	util$2 = {
	  isCTLExcludingHtab,
	  validateCookieName,
	  validateCookiePath,
	  validateCookieValue,
	  toIMFDate,
	  stringify
	};
	return util$2;
}

var parse;
var hasRequiredParse;

function requireParse () {
	if (hasRequiredParse) return parse;
	hasRequiredParse = 1;

	const { collectASequenceOfCodePointsFast } = requireInfra();
	const { maxNameValuePairSize, maxAttributeValueSize } = requireConstants$1();
	const { isCTLExcludingHtab } = requireUtil$2();
	const assert = builtin;

	/**
	 * @description Parses the field-value attributes of a set-cookie header string.
	 * @see https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4
	 * @param {string} header
	 * @returns {import('./index').Cookie|null} if the header is invalid, null will be returned
	 */
	function parseSetCookie (header) {
	  // 1. If the set-cookie-string contains a %x00-08 / %x0A-1F / %x7F
	  //    character (CTL characters excluding HTAB): Abort these steps and
	  //    ignore the set-cookie-string entirely.
	  if (isCTLExcludingHtab(header)) {
	    return null
	  }

	  let nameValuePair = '';
	  let unparsedAttributes = '';
	  let name = '';
	  let value = '';

	  // 2. If the set-cookie-string contains a %x3B (";") character:
	  if (header.includes(';')) {
	    // 1. The name-value-pair string consists of the characters up to,
	    //    but not including, the first %x3B (";"), and the unparsed-
	    //    attributes consist of the remainder of the set-cookie-string
	    //    (including the %x3B (";") in question).
	    const position = { position: 0 };

	    nameValuePair = collectASequenceOfCodePointsFast(';', header, position);
	    unparsedAttributes = header.slice(position.position);
	  } else {
	    // Otherwise:

	    // 1. The name-value-pair string consists of all the characters
	    //    contained in the set-cookie-string, and the unparsed-
	    //    attributes is the empty string.
	    nameValuePair = header;
	  }

	  // 3. If the name-value-pair string lacks a %x3D ("=") character, then
	  //    the name string is empty, and the value string is the value of
	  //    name-value-pair.
	  if (!nameValuePair.includes('=')) {
	    value = nameValuePair;
	  } else {
	    //    Otherwise, the name string consists of the characters up to, but
	    //    not including, the first %x3D ("=") character, and the (possibly
	    //    empty) value string consists of the characters after the first
	    //    %x3D ("=") character.
	    const position = { position: 0 };
	    name = collectASequenceOfCodePointsFast(
	      '=',
	      nameValuePair,
	      position
	    );
	    value = nameValuePair.slice(position.position + 1);
	  }

	  // 4. Remove any leading or trailing WSP characters from the name
	  //    string and the value string.
	  name = name.trim();
	  value = value.trim();

	  // 5. If the sum of the lengths of the name string and the value string
	  //    is more than 4096 octets, abort these steps and ignore the set-
	  //    cookie-string entirely.
	  if (name.length + value.length > maxNameValuePairSize) {
	    return null
	  }

	  // 6. The cookie-name is the name string, and the cookie-value is the
	  //    value string.
	  // https://datatracker.ietf.org/doc/html/rfc6265
	  // To maximize compatibility with user agents, servers that wish to
	  // store arbitrary data in a cookie-value SHOULD encode that data, for
	  // example, using Base64 [RFC4648].
	  return {
	    name, value, ...parseUnparsedAttributes(unparsedAttributes)
	  }
	}

	/**
	 * Parses the remaining attributes of a set-cookie header
	 * @see https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4
	 * @param {string} unparsedAttributes
	 * @param {Object.<string, unknown>} [cookieAttributeList={}]
	 */
	function parseUnparsedAttributes (unparsedAttributes, cookieAttributeList = {}) {
	  while (true) {
	    // 1. If the unparsed-attributes string is empty, skip the rest of
	    //    these steps.
	    if (unparsedAttributes.length === 0) {
	      return cookieAttributeList
	    }

	    // 2. Discard the first character of the unparsed-attributes (which
	    //    will be a %x3B (";") character).
	    assert(unparsedAttributes[0] === ';');
	    unparsedAttributes = unparsedAttributes.slice(1);

	    let cookieAv = '';

	    // 3. If the remaining unparsed-attributes contains a %x3B (";")
	    //    character:
	    if (unparsedAttributes.includes(';')) {
	    // 1. Consume the characters of the unparsed-attributes up to, but
	    //    not including, the first %x3B (";") character.
	      cookieAv = collectASequenceOfCodePointsFast(
	        ';',
	        unparsedAttributes,
	        { position: 0 }
	      );
	      unparsedAttributes = unparsedAttributes.slice(cookieAv.length);
	    } else {
	    // Otherwise:

	      // 1. Consume the remainder of the unparsed-attributes.
	      cookieAv = unparsedAttributes;
	      unparsedAttributes = '';
	    }

	    // Let the cookie-av string be the characters consumed in this step.

	    let attributeName = '';
	    let attributeValue = '';

	    // 4. If the cookie-av string contains a %x3D ("=") character:
	    if (cookieAv.includes('=')) {
	    // 1. The (possibly empty) attribute-name string consists of the
	    //    characters up to, but not including, the first %x3D ("=")
	    //    character, and the (possibly empty) attribute-value string
	    //    consists of the characters after the first %x3D ("=")
	    //    character.
	      const position = { position: 0 };

	      attributeName = collectASequenceOfCodePointsFast(
	        '=',
	        cookieAv,
	        position
	      );
	      attributeValue = cookieAv.slice(position.position + 1);
	    } else {
	    // Otherwise:

	      // 1. The attribute-name string consists of the entire cookie-av
	      //    string, and the attribute-value string is empty.
	      attributeName = cookieAv;
	    }

	    // 5. Remove any leading or trailing WSP characters from the attribute-
	    //    name string and the attribute-value string.
	    attributeName = attributeName.trim();
	    attributeValue = attributeValue.trim();

	    // 6. If the attribute-value is longer than 1024 octets, ignore the
	    //    cookie-av string and return to Step 1 of this algorithm.
	    if (attributeValue.length > maxAttributeValueSize) {
	      continue
	    }

	    // 7. Process the attribute-name and attribute-value according to the
	    //    requirements in the following subsections.  (Notice that
	    //    attributes with unrecognized attribute-names are ignored.)
	    const attributeNameLowercase = attributeName.toLowerCase();

	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.1
	    // If the attribute-name case-insensitively matches the string
	    // "Expires", the user agent MUST process the cookie-av as follows.
	    if (attributeNameLowercase === 'expires') {
	    // 1. Let the expiry-time be the result of parsing the attribute-value
	    //    as cookie-date (see Section 5.1.1).
	      const expiryTime = new Date(attributeValue);

	      // 2. If the attribute-value failed to parse as a cookie date, ignore
	      //    the cookie-av.
	      if (!Number.isNaN(expiryTime.getTime())) {
	        cookieAttributeList.expires = expiryTime;
	      }
	    } else if (attributeNameLowercase === 'max-age') {
	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.2
	    // If the attribute-name case-insensitively matches the string "Max-
	    // Age", the user agent MUST process the cookie-av as follows.

	      // 1. If the first character of the attribute-value is not a DIGIT or a
	      //    "-" character, ignore the cookie-av.
	      const charCode = attributeValue.charCodeAt(0);
	      const startsWithDigit = charCode >= 48 && charCode <= 57;
	      const startsWithSignedDigit = attributeValue[0] === '-' && attributeValue.length > 1;

	      if (!startsWithDigit && !startsWithSignedDigit) {
	        continue
	      }

	      // 2. If the remainder of attribute-value contains a non-DIGIT
	      //    character, ignore the cookie-av.
	      if (/[^\d]/.test(attributeValue.slice(1))) {
	        continue
	      }

	      // 3. Let delta-seconds be the attribute-value converted to an integer.
	      const deltaSeconds = Number(attributeValue);

	      // 4. Let cookie-age-limit be the maximum age of the cookie (which
	      //    SHOULD be 400 days or less, see Section 4.1.2.2).

	      // 5. Set delta-seconds to the smaller of its present value and cookie-
	      //    age-limit.
	      // deltaSeconds = Math.min(deltaSeconds * 1000, maxExpiresMs)

	      // 6. If delta-seconds is less than or equal to zero (0), let expiry-
	      //    time be the earliest representable date and time.  Otherwise, let
	      //    the expiry-time be the current date and time plus delta-seconds
	      //    seconds.
	      // const expiryTime = deltaSeconds <= 0 ? Date.now() : Date.now() + deltaSeconds

	      // 7. Append an attribute to the cookie-attribute-list with an
	      //    attribute-name of Max-Age and an attribute-value of expiry-time.
	      cookieAttributeList.maxAge = deltaSeconds;
	    } else if (attributeNameLowercase === 'domain') {
	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.3
	    // If the attribute-name case-insensitively matches the string "Domain",
	    // the user agent MUST process the cookie-av as follows.

	      // 1. Let cookie-domain be the attribute-value.
	      let cookieDomain = attributeValue;

	      // 2. If cookie-domain starts with %x2E ("."), let cookie-domain be
	      //    cookie-domain without its leading %x2E (".").
	      if (cookieDomain[0] === '.') {
	        cookieDomain = cookieDomain.slice(1);
	      }

	      // 3. Convert the cookie-domain to lower case.
	      cookieDomain = cookieDomain.toLowerCase();

	      // 4. Append an attribute to the cookie-attribute-list with an
	      //    attribute-name of Domain and an attribute-value of cookie-domain.
	      cookieAttributeList.domain = cookieDomain;
	    } else if (attributeNameLowercase === 'path') {
	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.4
	    // If the attribute-name case-insensitively matches the string "Path",
	    // the user agent MUST process the cookie-av as follows.

	      // 1. If the attribute-value is empty or if the first character of the
	      //    attribute-value is not %x2F ("/"):
	      let cookiePath = '';
	      if (attributeValue.length === 0 || attributeValue[0] !== '/') {
	      // 1. Let cookie-path be the default-path.
	        cookiePath = '/';
	      } else {
	      // Otherwise:

	        // 1. Let cookie-path be the attribute-value.
	        cookiePath = attributeValue;
	      }

	      // 2. Append an attribute to the cookie-attribute-list with an
	      //    attribute-name of Path and an attribute-value of cookie-path.
	      cookieAttributeList.path = cookiePath;
	    } else if (attributeNameLowercase === 'secure') {
	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.5
	    // If the attribute-name case-insensitively matches the string "Secure",
	    // the user agent MUST append an attribute to the cookie-attribute-list
	    // with an attribute-name of Secure and an empty attribute-value.

	      cookieAttributeList.secure = true;
	    } else if (attributeNameLowercase === 'httponly') {
	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.6
	    // If the attribute-name case-insensitively matches the string
	    // "HttpOnly", the user agent MUST append an attribute to the cookie-
	    // attribute-list with an attribute-name of HttpOnly and an empty
	    // attribute-value.

	      cookieAttributeList.httpOnly = true;
	    } else if (attributeNameLowercase === 'samesite') {
	    // https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#section-5.4.7
	    // If the attribute-name case-insensitively matches the string
	    // "SameSite", the user agent MUST process the cookie-av as follows:

	      const attributeValueLowercase = attributeValue.toLowerCase();

	      // 1. If cookie-av's attribute-value is a case-insensitive match for
	      //    "None", append an attribute to the cookie-attribute-list with an
	      //    attribute-name of "SameSite" and an attribute-value of "None".
	      if (attributeValueLowercase === 'none') {
	        cookieAttributeList.sameSite = 'None';
	      } else if (attributeValueLowercase === 'strict') {
	      // 2. If cookie-av's attribute-value is a case-insensitive match for
	      //    "Strict", append an attribute to the cookie-attribute-list with
	      //    an attribute-name of "SameSite" and an attribute-value of
	      //    "Strict".
	        cookieAttributeList.sameSite = 'Strict';
	      } else if (attributeValueLowercase === 'lax') {
	      // 3. If cookie-av's attribute-value is a case-insensitive match for
	      //    "Lax", append an attribute to the cookie-attribute-list with an
	      //    attribute-name of "SameSite" and an attribute-value of "Lax".
	        cookieAttributeList.sameSite = 'Lax';
	      }
	    } else {
	      cookieAttributeList.unparsed ??= [];

	      cookieAttributeList.unparsed.push(`${attributeName}=${attributeValue}`);
	    }

	  // 8. Return to Step 1 of this algorithm.
	  }
	}

	parse = {
	  parseSetCookie,
	  parseUnparsedAttributes
	};
	return parse;
}

var cookies;
var hasRequiredCookies;

function requireCookies () {
	if (hasRequiredCookies) return cookies;
	hasRequiredCookies = 1;

	const { parseSetCookie } = requireParse();
	const { stringify } = requireUtil$2();
	const { webidl } = requireWebidl();

	const globalHeadersBrandCheck = (arg) => webidl.brandCheck(arg, webidl.util.MakeTypeAssertion(globalThis.Headers));
	const undiciHeadersBrandCheck = (arg) => webidl.brandCheck(arg, webidl.is.Headers);

	function brandCheckHeaders (arg) {
	  try {
	    undiciHeadersBrandCheck(arg);
	    return
	  } catch {
	  }

	  globalHeadersBrandCheck(arg);
	}

	/**
	 * @typedef {Object} Cookie
	 * @property {string} name
	 * @property {string} value
	 * @property {Date|number} [expires]
	 * @property {number} [maxAge]
	 * @property {string} [domain]
	 * @property {string} [path]
	 * @property {boolean} [secure]
	 * @property {boolean} [httpOnly]
	 * @property {'Strict'|'Lax'|'None'} [sameSite]
	 * @property {string[]} [unparsed]
	 */

	/**
	 * @param {Headers} headers
	 * @returns {Record<string, string>}
	 */
	function getCookies (headers) {
	  webidl.argumentLengthCheck(arguments, 1, 'getCookies');

	  brandCheckHeaders(headers);

	  const cookie = headers.get('cookie');

	  // A null prototype keeps a cookie named `__proto__` from hitting the
	  // Object.prototype setter, which would silently drop it.
	  /** @type {Record<string, string>} */
	  const out = { __proto__: null };

	  if (!cookie) {
	    return out
	  }

	  for (const piece of cookie.split(';')) {
	    const [name, ...value] = piece.split('=');

	    out[name.trim()] = value.join('=');
	  }

	  return out
	}

	/**
	 * @param {Headers} headers
	 * @param {string} name
	 * @param {{ path?: string, domain?: string }|undefined} attributes
	 * @returns {void}
	 */
	function deleteCookie (headers, name, attributes) {
	  brandCheckHeaders(headers);

	  const prefix = 'deleteCookie';
	  webidl.argumentLengthCheck(arguments, 2, prefix);

	  name = webidl.converters.DOMString(name, prefix, 'name');
	  attributes = webidl.converters.DeleteCookieAttributes(attributes);

	  // Matches behavior of
	  // https://github.com/denoland/deno_std/blob/63827b16330b82489a04614027c33b7904e08be5/http/cookie.ts#L278
	  setCookie(headers, {
	    name,
	    value: '',
	    expires: new Date(0),
	    ...attributes
	  });
	}

	/**
	 * @param {Headers} headers
	 * @returns {Cookie[]}
	 */
	function getSetCookies (headers) {
	  webidl.argumentLengthCheck(arguments, 1, 'getSetCookies');

	  brandCheckHeaders(headers);

	  const cookies = headers.getSetCookie();

	  if (!cookies) {
	    return []
	  }

	  return cookies.map((pair) => parseSetCookie(pair))
	}

	/**
	 * Parses a cookie string
	 * @param {string} cookie
	 */
	function parseCookie (cookie) {
	  cookie = webidl.converters.DOMString(cookie);

	  return parseSetCookie(cookie)
	}

	/**
	 * @param {Headers} headers
	 * @param {Cookie} cookie
	 * @returns {void}
	 */
	function setCookie (headers, cookie) {
	  webidl.argumentLengthCheck(arguments, 2, 'setCookie');

	  brandCheckHeaders(headers);

	  cookie = webidl.converters.Cookie(cookie);

	  const str = stringify(cookie);

	  if (str) {
	    headers.append('set-cookie', str, true);
	  }
	}

	webidl.converters.DeleteCookieAttributes = webidl.dictionaryConverter([
	  {
	    converter: webidl.nullableConverter(webidl.converters.DOMString),
	    key: 'path',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.nullableConverter(webidl.converters.DOMString),
	    key: 'domain',
	    defaultValue: () => null
	  }
	]);

	webidl.converters.Cookie = webidl.dictionaryConverter([
	  {
	    converter: webidl.converters.DOMString,
	    key: 'name'
	  },
	  {
	    converter: webidl.converters.DOMString,
	    key: 'value'
	  },
	  {
	    converter: webidl.nullableConverter((value) => {
	      if (typeof value === 'number') {
	        return webidl.converters['unsigned long long'](value)
	      }

	      return new Date(value)
	    }),
	    key: 'expires',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.nullableConverter(webidl.converters['long long']),
	    key: 'maxAge',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.nullableConverter(webidl.converters.DOMString),
	    key: 'domain',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.nullableConverter(webidl.converters.DOMString),
	    key: 'path',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.nullableConverter(webidl.converters.boolean),
	    key: 'secure',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.nullableConverter(webidl.converters.boolean),
	    key: 'httpOnly',
	    defaultValue: () => null
	  },
	  {
	    converter: webidl.converters.USVString,
	    key: 'sameSite',
	    allowedValues: ['Strict', 'Lax', 'None']
	  },
	  {
	    converter: webidl.sequenceConverter(webidl.converters.DOMString),
	    key: 'unparsed',
	    defaultValue: () => []
	  }
	]);

	cookies = {
	  getCookies,
	  deleteCookie,
	  getSetCookies,
	  setCookie,
	  parseCookie
	};
	return cookies;
}

var events;
var hasRequiredEvents;

function requireEvents () {
	if (hasRequiredEvents) return events;
	hasRequiredEvents = 1;

	const { webidl } = requireWebidl();
	const { kEnumerableProperty } = requireUtil$4();
	const { kConstruct } = requireSymbols();

	let createFastMessageEvent;

	/**
	 * @see https://html.spec.whatwg.org/multipage/comms.html#messageevent
	 */
	class MessageEvent extends Event {
	  #eventInit

	  constructor (type, eventInitDict = {}) {
	    if (type === kConstruct) {
	      super(arguments[1], arguments[2]);
	      webidl.util.markAsUncloneable(this);
	      return
	    }

	    const prefix = 'MessageEvent constructor';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    type = webidl.converters.DOMString(type, prefix, 'type');
	    eventInitDict = webidl.converters.MessageEventInit(eventInitDict, prefix, 'eventInitDict');

	    super(type, eventInitDict);

	    this.#eventInit = eventInitDict;
	    webidl.util.markAsUncloneable(this);
	  }

	  get data () {
	    webidl.brandCheck(this, webidl.is.MessageEvent);

	    return this.#eventInit.data
	  }

	  get origin () {
	    webidl.brandCheck(this, webidl.is.MessageEvent);

	    return this.#eventInit.origin
	  }

	  get lastEventId () {
	    webidl.brandCheck(this, webidl.is.MessageEvent);

	    return this.#eventInit.lastEventId
	  }

	  get source () {
	    webidl.brandCheck(this, webidl.is.MessageEvent);

	    return this.#eventInit.source
	  }

	  get ports () {
	    webidl.brandCheck(this, webidl.is.MessageEvent);

	    if (!Object.isFrozen(this.#eventInit.ports)) {
	      Object.freeze(this.#eventInit.ports);
	    }

	    return this.#eventInit.ports
	  }

	  initMessageEvent (
	    type,
	    bubbles = false,
	    cancelable = false,
	    data = null,
	    origin = '',
	    lastEventId = '',
	    source = null,
	    ports = []
	  ) {
	    webidl.brandCheck(this, webidl.is.MessageEvent);

	    webidl.argumentLengthCheck(arguments, 1, 'MessageEvent.initMessageEvent');

	    return new MessageEvent(type, {
	      bubbles, cancelable, data, origin, lastEventId, source, ports
	    })
	  }

	  static {
	    createFastMessageEvent = (type, init) => {
	      const messageEvent = new MessageEvent(kConstruct, type, init);
	      messageEvent.#eventInit = init;
	      messageEvent.#eventInit.data ??= null;
	      messageEvent.#eventInit.origin ??= '';
	      messageEvent.#eventInit.lastEventId ??= '';
	      messageEvent.#eventInit.source ??= null;
	      messageEvent.#eventInit.ports ??= [];
	      return messageEvent
	    };

	    webidl.is.MessageEvent = (arg) => {
	      return arg != null && typeof arg === 'object' && #eventInit in arg
	    };
	  }
	}

	/**
	 * @see https://websockets.spec.whatwg.org/#the-closeevent-interface
	 */
	class CloseEvent extends Event {
	  #eventInit

	  constructor (type, eventInitDict = {}) {
	    const prefix = 'CloseEvent constructor';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    type = webidl.converters.DOMString(type, prefix, 'type');
	    eventInitDict = webidl.converters.CloseEventInit(eventInitDict);

	    super(type, eventInitDict);

	    this.#eventInit = eventInitDict;
	    webidl.util.markAsUncloneable(this);
	  }

	  get wasClean () {
	    webidl.brandCheck(this, webidl.is.CloseEvent);

	    return this.#eventInit.wasClean
	  }

	  get code () {
	    webidl.brandCheck(this, webidl.is.CloseEvent);

	    return this.#eventInit.code
	  }

	  get reason () {
	    webidl.brandCheck(this, webidl.is.CloseEvent);

	    return this.#eventInit.reason
	  }

	  static {
	    webidl.is.CloseEvent = (arg) => {
	      return arg != null && typeof arg === 'object' && #eventInit in arg
	    };
	  }
	}

	// https://html.spec.whatwg.org/multipage/webappapis.html#the-errorevent-interface
	class ErrorEvent extends Event {
	  #eventInit

	  constructor (type, eventInitDict) {
	    const prefix = 'ErrorEvent constructor';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    super(type, eventInitDict);
	    webidl.util.markAsUncloneable(this);

	    type = webidl.converters.DOMString(type, prefix, 'type');
	    eventInitDict = webidl.converters.ErrorEventInit(eventInitDict ?? {});

	    this.#eventInit = eventInitDict;
	  }

	  get message () {
	    webidl.brandCheck(this, webidl.is.ErrorEvent);

	    return this.#eventInit.message
	  }

	  get filename () {
	    webidl.brandCheck(this, webidl.is.ErrorEvent);

	    return this.#eventInit.filename
	  }

	  get lineno () {
	    webidl.brandCheck(this, webidl.is.ErrorEvent);

	    return this.#eventInit.lineno
	  }

	  get colno () {
	    webidl.brandCheck(this, webidl.is.ErrorEvent);

	    return this.#eventInit.colno
	  }

	  get error () {
	    webidl.brandCheck(this, webidl.is.ErrorEvent);

	    return this.#eventInit.error
	  }

	  static {
	    webidl.is.ErrorEvent = (arg) => {
	      return arg != null && typeof arg === 'object' && #eventInit in arg
	    };
	  }
	}

	Object.defineProperties(MessageEvent.prototype, {
	  [Symbol.toStringTag]: {
	    value: 'MessageEvent',
	    configurable: true
	  },
	  data: kEnumerableProperty,
	  origin: kEnumerableProperty,
	  lastEventId: kEnumerableProperty,
	  source: kEnumerableProperty,
	  ports: kEnumerableProperty,
	  initMessageEvent: kEnumerableProperty
	});

	Object.defineProperties(CloseEvent.prototype, {
	  [Symbol.toStringTag]: {
	    value: 'CloseEvent',
	    configurable: true
	  },
	  reason: kEnumerableProperty,
	  code: kEnumerableProperty,
	  wasClean: kEnumerableProperty
	});

	Object.defineProperties(ErrorEvent.prototype, {
	  [Symbol.toStringTag]: {
	    value: 'ErrorEvent',
	    configurable: true
	  },
	  message: kEnumerableProperty,
	  filename: kEnumerableProperty,
	  lineno: kEnumerableProperty,
	  colno: kEnumerableProperty,
	  error: kEnumerableProperty
	});

	webidl.converters.MessagePort = webidl.interfaceConverter(
	  webidl.is.MessagePort,
	  'MessagePort'
	);

	webidl.converters['sequence<MessagePort>'] = webidl.sequenceConverter(
	  webidl.converters.MessagePort
	);

	const eventInit = [
	  {
	    key: 'bubbles',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  },
	  {
	    key: 'cancelable',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  },
	  {
	    key: 'composed',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  }
	];

	webidl.converters.MessageEventInit = webidl.dictionaryConverter([
	  ...eventInit,
	  {
	    key: 'data',
	    converter: webidl.converters.any,
	    defaultValue: () => null
	  },
	  {
	    key: 'origin',
	    converter: webidl.converters.USVString,
	    defaultValue: () => ''
	  },
	  {
	    key: 'lastEventId',
	    converter: webidl.converters.DOMString,
	    defaultValue: () => ''
	  },
	  {
	    key: 'source',
	    // Node doesn't implement WindowProxy or ServiceWorker, so the only
	    // valid value for source is a MessagePort.
	    converter: webidl.nullableConverter(webidl.converters.MessagePort),
	    defaultValue: () => null
	  },
	  {
	    key: 'ports',
	    converter: webidl.converters['sequence<MessagePort>'],
	    defaultValue: () => []
	  }
	]);

	webidl.converters.CloseEventInit = webidl.dictionaryConverter([
	  ...eventInit,
	  {
	    key: 'wasClean',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  },
	  {
	    key: 'code',
	    converter: webidl.converters['unsigned short'],
	    defaultValue: () => 0
	  },
	  {
	    key: 'reason',
	    converter: webidl.converters.USVString,
	    defaultValue: () => ''
	  }
	]);

	webidl.converters.ErrorEventInit = webidl.dictionaryConverter([
	  ...eventInit,
	  {
	    key: 'message',
	    converter: webidl.converters.DOMString,
	    defaultValue: () => ''
	  },
	  {
	    key: 'filename',
	    converter: webidl.converters.USVString,
	    defaultValue: () => ''
	  },
	  {
	    key: 'lineno',
	    converter: webidl.converters['unsigned long'],
	    defaultValue: () => 0
	  },
	  {
	    key: 'colno',
	    converter: webidl.converters['unsigned long'],
	    defaultValue: () => 0
	  },
	  {
	    key: 'error',
	    converter: webidl.converters.any
	  }
	]);

	events = {
	  MessageEvent,
	  CloseEvent,
	  ErrorEvent,
	  createFastMessageEvent
	};
	return events;
}

var constants;
var hasRequiredConstants;

function requireConstants () {
	if (hasRequiredConstants) return constants;
	hasRequiredConstants = 1;

	/**
	 * This is a Globally Unique Identifier unique used to validate that the
	 * endpoint accepts websocket connections.
	 * @see https://www.rfc-editor.org/rfc/rfc6455.html#section-1.3
	 * @type {'258EAFA5-E914-47DA-95CA-C5AB0DC85B11'}
	 */
	const uid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

	/**
	 * @type {PropertyDescriptor}
	 */
	const staticPropertyDescriptors = {
	  enumerable: true,
	  writable: false,
	  configurable: false
	};

	/**
	 * The states of the WebSocket connection.
	 *
	 * @readonly
	 * @enum
	 * @property {0} CONNECTING
	 * @property {1} OPEN
	 * @property {2} CLOSING
	 * @property {3} CLOSED
	 */
	const states = {
	  CONNECTING: 0,
	  OPEN: 1,
	  CLOSING: 2,
	  CLOSED: 3
	};

	/**
	 * @readonly
	 * @enum
	 * @property {0} NOT_SENT
	 * @property {1} PROCESSING
	 * @property {2} SENT
	 */
	const sentCloseFrameState = {
	  SENT: 1,
	  RECEIVED: 2
	};

	/**
	 * The WebSocket opcodes.
	 *
	 * @readonly
	 * @enum
	 * @property {0x0} CONTINUATION
	 * @property {0x1} TEXT
	 * @property {0x2} BINARY
	 * @property {0x8} CLOSE
	 * @property {0x9} PING
	 * @property {0xA} PONG
	 * @see https://datatracker.ietf.org/doc/html/rfc6455#section-5.2
	 */
	const opcodes = {
	  CONTINUATION: 0x0,
	  TEXT: 0x1,
	  BINARY: 0x2,
	  CLOSE: 0x8,
	  PING: 0x9,
	  PONG: 0xA
	};

	/**
	 * The maximum value for an unsigned 16-bit integer.
	 *
	 * @type {65535} 2 ** 16 - 1
	 */
	const maxUnsigned16Bit = 65535;

	/**
	 * The states of the parser.
	 *
	 * @readonly
	 * @enum
	 * @property {0} INFO
	 * @property {2} PAYLOADLENGTH_16
	 * @property {3} PAYLOADLENGTH_64
	 * @property {4} READ_DATA
	 */
	const parserStates = {
	  INFO: 0,
	  PAYLOADLENGTH_16: 2,
	  PAYLOADLENGTH_64: 3,
	  READ_DATA: 4
	};

	/**
	 * An empty buffer.
	 *
	 * @type {Buffer}
	 */
	const emptyBuffer = Buffer.allocUnsafe(0);

	/**
	 * @readonly
	 * @property {1} text
	 * @property {2} typedArray
	 * @property {3} arrayBuffer
	 * @property {4} blob
	 */
	const sendHints = {
	  text: 1,
	  typedArray: 2,
	  arrayBuffer: 3,
	  blob: 4
	};

	constants = {
	  uid,
	  sentCloseFrameState,
	  staticPropertyDescriptors,
	  states,
	  opcodes,
	  maxUnsigned16Bit,
	  parserStates,
	  emptyBuffer,
	  sendHints
	};
	return constants;
}

var util$1;
var hasRequiredUtil$1;

function requireUtil$1 () {
	if (hasRequiredUtil$1) return util$1;
	hasRequiredUtil$1 = 1;

	const { states, opcodes } = requireConstants();
	const { isUtf8 } = builtin$g;
	const { removeHTTPWhitespace } = requireDataUrl();
	const { collectASequenceOfCodePointsFast } = requireInfra();

	/**
	 * @param {number} readyState
	 * @returns {boolean}
	 */
	function isConnecting (readyState) {
	  // If the WebSocket connection is not yet established, and the connection
	  // is not yet closed, then the WebSocket connection is in the CONNECTING state.
	  return readyState === states.CONNECTING
	}

	/**
	 * @param {number} readyState
	 * @returns {boolean}
	 */
	function isEstablished (readyState) {
	  // If the server's response is validated as provided for above, it is
	  // said that _The WebSocket Connection is Established_ and that the
	  // WebSocket Connection is in the OPEN state.
	  return readyState === states.OPEN
	}

	/**
	 * @param {number} readyState
	 * @returns {boolean}
	 */
	function isClosing (readyState) {
	  // Upon either sending or receiving a Close control frame, it is said
	  // that _The WebSocket Closing Handshake is Started_ and that the
	  // WebSocket connection is in the CLOSING state.
	  return readyState === states.CLOSING
	}

	/**
	 * @param {number} readyState
	 * @returns {boolean}
	 */
	function isClosed (readyState) {
	  return readyState === states.CLOSED
	}

	/**
	 * @see https://dom.spec.whatwg.org/#concept-event-fire
	 * @param {string} e
	 * @param {EventTarget} target
	 * @param {(...args: ConstructorParameters<typeof Event>) => Event} eventFactory
	 * @param {EventInit | undefined} eventInitDict
	 * @returns {void}
	 */
	function fireEvent (e, target, eventFactory = (type, init) => new Event(type, init), eventInitDict = {}) {
	  // 1. If eventConstructor is not given, then let eventConstructor be Event.

	  // 2. Let event be the result of creating an event given eventConstructor,
	  //    in the relevant realm of target.
	  // 3. Initialize event’s type attribute to e.
	  const event = eventFactory(e, eventInitDict);

	  // 4. Initialize any other IDL attributes of event as described in the
	  //    invocation of this algorithm.

	  // 5. Return the result of dispatching event at target, with legacy target
	  //    override flag set if set.
	  target.dispatchEvent(event);
	}

	/**
	 * @see https://websockets.spec.whatwg.org/#feedback-from-the-protocol
	 * @param {import('./websocket').Handler} handler
	 * @param {number} type Opcode
	 * @param {Buffer} data application data
	 * @returns {void}
	 */
	function websocketMessageReceived (handler, type, data) {
	  handler.onMessage(type, data);
	}

	/**
	 * @param {Buffer} buffer
	 * @returns {ArrayBuffer}
	 */
	function toArrayBuffer (buffer) {
	  if (buffer.byteLength === buffer.buffer.byteLength) {
	    return buffer.buffer
	  }
	  return new Uint8Array(buffer).buffer
	}

	/**
	 * @see https://datatracker.ietf.org/doc/html/rfc6455
	 * @see https://datatracker.ietf.org/doc/html/rfc2616
	 * @see https://bugs.chromium.org/p/chromium/issues/detail?id=398407
	 * @param {string} protocol
	 * @returns {boolean}
	 */
	function isValidSubprotocol (protocol) {
	  // If present, this value indicates one
	  // or more comma-separated subprotocol the client wishes to speak,
	  // ordered by preference.  The elements that comprise this value
	  // MUST be non-empty strings with characters in the range U+0021 to
	  // U+007E not including separator characters as defined in
	  // [RFC2616] and MUST all be unique strings.
	  if (protocol.length === 0) {
	    return false
	  }

	  for (let i = 0; i < protocol.length; ++i) {
	    const code = protocol.charCodeAt(i);

	    if (
	      code < 0x21 || // CTL, contains SP (0x20) and HT (0x09)
	      code > 0x7E ||
	      code === 0x22 || // "
	      code === 0x28 || // (
	      code === 0x29 || // )
	      code === 0x2C || // ,
	      code === 0x2F || // /
	      code === 0x3A || // :
	      code === 0x3B || // ;
	      code === 0x3C || // <
	      code === 0x3D || // =
	      code === 0x3E || // >
	      code === 0x3F || // ?
	      code === 0x40 || // @
	      code === 0x5B || // [
	      code === 0x5C || // \
	      code === 0x5D || // ]
	      code === 0x7B || // {
	      code === 0x7D // }
	    ) {
	      return false
	    }
	  }

	  return true
	}

	/**
	 * @see https://datatracker.ietf.org/doc/html/rfc6455#section-7-4
	 * @param {number} code
	 * @returns {boolean}
	 */
	function isValidStatusCode (code) {
	  if (code >= 1000 && code < 1015) {
	    return (
	      code !== 1004 && // reserved
	      code !== 1005 && // "MUST NOT be set as a status code"
	      code !== 1006 // "MUST NOT be set as a status code"
	    )
	  }

	  return code >= 3000 && code <= 4999
	}

	/**
	 * @see https://datatracker.ietf.org/doc/html/rfc6455#section-5.5
	 * @param {number} opcode
	 * @returns {boolean}
	 */
	function isControlFrame (opcode) {
	  return (
	    opcode === opcodes.CLOSE ||
	    opcode === opcodes.PING ||
	    opcode === opcodes.PONG
	  )
	}

	/**
	 * @param {number} opcode
	 * @returns {boolean}
	 */
	function isContinuationFrame (opcode) {
	  return opcode === opcodes.CONTINUATION
	}

	/**
	 * @param {number} opcode
	 * @returns {boolean}
	 */
	function isTextBinaryFrame (opcode) {
	  return opcode === opcodes.TEXT || opcode === opcodes.BINARY
	}

	/**
	 *
	 * @param {number} opcode
	 * @returns {boolean}
	 */
	function isValidOpcode (opcode) {
	  return isTextBinaryFrame(opcode) || isContinuationFrame(opcode) || isControlFrame(opcode)
	}

	/**
	 * Parses a Sec-WebSocket-Extensions header value.
	 * @param {string} extensions
	 * @returns {Map<string, string>}
	 */
	// TODO(@Uzlopak, @KhafraDev): make compliant https://datatracker.ietf.org/doc/html/rfc6455#section-9.1
	function parseExtensions (extensions) {
	  const position = { position: 0 };
	  const extensionList = new Map();

	  while (position.position < extensions.length) {
	    const pair = collectASequenceOfCodePointsFast(';', extensions, position);
	    const [name, value = ''] = pair.split('=', 2);

	    extensionList.set(
	      removeHTTPWhitespace(name, true, false),
	      removeHTTPWhitespace(value, false, true)
	    );

	    position.position++;
	  }

	  return extensionList
	}

	/**
	 * @see https://www.rfc-editor.org/rfc/rfc7692#section-7.1.2.2
	 * @description "client-max-window-bits = 1*DIGIT"
	 * @param {string} value
	 * @returns {boolean}
	 */
	function isValidClientWindowBits (value) {
	  // Must have at least one character
	  if (value.length === 0) {
	    return false
	  }

	  // Check all characters are ASCII digits
	  for (let i = 0; i < value.length; i++) {
	    const byte = value.charCodeAt(i);

	    if (byte < 0x30 || byte > 0x39) {
	      return false
	    }
	  }

	  // Check numeric range: zlib requires windowBits in range 8-15
	  const num = Number.parseInt(value, 10);
	  return num >= 8 && num <= 15
	}

	/**
	 * @see https://whatpr.org/websockets/48/7b748d3...d5570f3.html#get-a-url-record
	 * @param {string} url
	 * @param {string} [baseURL]
	 */
	function getURLRecord (url, baseURL) {
	  // 1. Let urlRecord be the result of applying the URL parser to url with baseURL .
	  // 2. If urlRecord is failure, then throw a " SyntaxError " DOMException .
	  let urlRecord;

	  try {
	    urlRecord = new URL(url, baseURL);
	  } catch (e) {
	    throw new DOMException(e, 'SyntaxError')
	  }

	  // 3. If urlRecord ’s scheme is " http ", then set urlRecord ’s scheme to " ws ".
	  // 4. Otherwise, if urlRecord ’s scheme is " https ", set urlRecord ’s scheme to " wss ".
	  if (urlRecord.protocol === 'http:') {
	    urlRecord.protocol = 'ws:';
	  } else if (urlRecord.protocol === 'https:') {
	    urlRecord.protocol = 'wss:';
	  }

	  // 5. If urlRecord ’s scheme is not " ws " or " wss ", then throw a " SyntaxError " DOMException .
	  if (urlRecord.protocol !== 'ws:' && urlRecord.protocol !== 'wss:') {
	    throw new DOMException('expected a ws: or wss: url', 'SyntaxError')
	  }

	  // If urlRecord ’s fragment is non-null, then throw a " SyntaxError " DOMException .
	  if (urlRecord.hash.length || urlRecord.href.endsWith('#')) {
	    throw new DOMException('hash', 'SyntaxError')
	  }

	  // Return urlRecord .
	  return urlRecord
	}

	// https://whatpr.org/websockets/48.html#validate-close-code-and-reason
	function validateCloseCodeAndReason (code, reason) {
	  // 1. If code is not null, but is neither an integer equal to
	  //    1000 nor an integer in the range 3000 to 4999, inclusive,
	  //    throw an "InvalidAccessError" DOMException.
	  if (code !== null) {
	    if (code !== 1000 && (code < 3000 || code > 4999)) {
	      throw new DOMException('invalid code', 'InvalidAccessError')
	    }
	  }

	  // 2. If reason is not null, then:
	  if (reason !== null) {
	    // 2.1. Let reasonBytes be the result of UTF-8 encoding reason.
	    // 2.2. If reasonBytes is longer than 123 bytes, then throw a
	    //      "SyntaxError" DOMException.
	    const reasonBytesLength = Buffer.byteLength(reason);

	    if (reasonBytesLength > 123) {
	      throw new DOMException(`Reason must be less than 123 bytes; received ${reasonBytesLength}`, 'SyntaxError')
	    }
	  }
	}

	/**
	 * Converts a Buffer to utf-8, even on platforms without icu.
	 * @type {(buffer: Buffer) => string}
	 */
	const utf8Decode = (() => {
	  if (typeof process.versions.icu === 'string') {
	    const fatalDecoder = new TextDecoder('utf-8', { fatal: true });
	    return fatalDecoder.decode.bind(fatalDecoder)
	  }
	  return function (buffer) {
	    if (isUtf8(buffer)) {
	      return buffer.toString('utf-8')
	    }
	    throw new TypeError('Invalid utf-8 received.')
	  }
	})();

	util$1 = {
	  isConnecting,
	  isEstablished,
	  isClosing,
	  isClosed,
	  fireEvent,
	  isValidSubprotocol,
	  isValidStatusCode,
	  websocketMessageReceived,
	  utf8Decode,
	  isControlFrame,
	  isContinuationFrame,
	  isTextBinaryFrame,
	  isValidOpcode,
	  parseExtensions,
	  isValidClientWindowBits,
	  toArrayBuffer,
	  getURLRecord,
	  validateCloseCodeAndReason
	};
	return util$1;
}

var frame;
var hasRequiredFrame;

function requireFrame () {
	if (hasRequiredFrame) return frame;
	hasRequiredFrame = 1;

	const { runtimeFeatures } = requireRuntimeFeatures();
	const { maxUnsigned16Bit, opcodes } = requireConstants();

	const BUFFER_SIZE = 8 * 1024;

	let buffer = null;
	let bufIdx = BUFFER_SIZE;

	const randomFillSync = runtimeFeatures.has('crypto')
	  ? builtin$7.randomFillSync
	  : null;

	function generateMask () {
	  if (bufIdx === BUFFER_SIZE) {
	    bufIdx = 0;
	    randomFillSync((buffer ??= Buffer.allocUnsafeSlow(BUFFER_SIZE)), 0, BUFFER_SIZE);
	  }
	  return [buffer[bufIdx++], buffer[bufIdx++], buffer[bufIdx++], buffer[bufIdx++]]
	}

	class WebsocketFrameSend {
	  /**
	   * @param {Buffer|undefined} data
	   */
	  constructor (data) {
	    this.frameData = data;
	  }

	  createFrame (opcode) {
	    const frameData = this.frameData;
	    const maskKey = generateMask();
	    const bodyLength = frameData?.byteLength ?? 0;

	    /** @type {number} */
	    let payloadLength = bodyLength; // 0-125
	    let offset = 6;

	    if (bodyLength > maxUnsigned16Bit) {
	      offset += 8; // payload length is next 8 bytes
	      payloadLength = 127;
	    } else if (bodyLength > 125) {
	      offset += 2; // payload length is next 2 bytes
	      payloadLength = 126;
	    }

	    const buffer = Buffer.allocUnsafe(bodyLength + offset);

	    // Clear first 2 bytes, everything else is overwritten
	    buffer[0] = buffer[1] = 0;
	    buffer[0] |= 0x80; // FIN
	    buffer[0] = (buffer[0] & 0xF0) + opcode; // opcode

	    /*! ws. MIT License. Einar Otto Stangvik <einaros@gmail.com> */
	    buffer[offset - 4] = maskKey[0];
	    buffer[offset - 3] = maskKey[1];
	    buffer[offset - 2] = maskKey[2];
	    buffer[offset - 1] = maskKey[3];

	    buffer[1] = payloadLength;

	    if (payloadLength === 126) {
	      buffer.writeUInt16BE(bodyLength, 2);
	    } else if (payloadLength === 127) {
	      // Clear extended payload length
	      buffer[2] = buffer[3] = 0;
	      buffer.writeUIntBE(bodyLength, 4, 6);
	    }

	    buffer[1] |= 0x80; // MASK

	    // mask body
	    for (let i = 0; i < bodyLength; ++i) {
	      buffer[offset + i] = frameData[i] ^ maskKey[i & 3];
	    }

	    return buffer
	  }

	  /**
	   * @param {Uint8Array} buffer
	   */
	  static createFastTextFrame (buffer) {
	    const maskKey = generateMask();

	    const bodyLength = buffer.length;

	    // mask body
	    for (let i = 0; i < bodyLength; ++i) {
	      buffer[i] ^= maskKey[i & 3];
	    }

	    let payloadLength = bodyLength;
	    let offset = 6;

	    if (bodyLength > maxUnsigned16Bit) {
	      offset += 8; // payload length is next 8 bytes
	      payloadLength = 127;
	    } else if (bodyLength > 125) {
	      offset += 2; // payload length is next 2 bytes
	      payloadLength = 126;
	    }
	    const head = Buffer.allocUnsafeSlow(offset);

	    head[0] = 0x80 /* FIN */ | opcodes.TEXT; /* opcode TEXT */
	    head[1] = payloadLength | 0x80; /* MASK */
	    head[offset - 4] = maskKey[0];
	    head[offset - 3] = maskKey[1];
	    head[offset - 2] = maskKey[2];
	    head[offset - 1] = maskKey[3];

	    if (payloadLength === 126) {
	      head.writeUInt16BE(bodyLength, 2);
	    } else if (payloadLength === 127) {
	      head[2] = head[3] = 0;
	      head.writeUIntBE(bodyLength, 4, 6);
	    }

	    return [head, buffer]
	  }
	}

	frame = {
	  WebsocketFrameSend,
	  generateMask // for benchmark
	};
	return frame;
}

var connection;
var hasRequiredConnection;

function requireConnection () {
	if (hasRequiredConnection) return connection;
	hasRequiredConnection = 1;

	const { uid, states, sentCloseFrameState, emptyBuffer, opcodes } = requireConstants();
	const { parseExtensions, isClosed, isClosing, isEstablished, isConnecting, validateCloseCodeAndReason } = requireUtil$1();
	const { makeRequest } = requireRequest();
	const { fetching } = requireFetch();
	const { Headers, getHeadersList } = requireHeaders();
	const { getDecodeSplit } = requireUtil$5();
	const { WebsocketFrameSend } = requireFrame();
	const assert = builtin;
	const { runtimeFeatures } = requireRuntimeFeatures();

	const crypto = runtimeFeatures.has('crypto')
	  ? builtin$7
	  : null;

	let warningEmitted = false;

	/**
	 * @see https://websockets.spec.whatwg.org/#concept-websocket-establish
	 * @param {URL} url
	 * @param {string|string[]} protocols
	 * @param {import('./websocket').Handler} handler
	 * @param {Partial<import('../../../types/websocket').WebSocketInit>} options
	 */
	function establishWebSocketConnection (url, protocols, client, handler, options) {
	  // 1. Let requestURL be a copy of url, with its scheme set to "http", if url’s
	  //    scheme is "ws", and to "https" otherwise.
	  const requestURL = url;

	  requestURL.protocol = url.protocol === 'ws:' ? 'http:' : 'https:';

	  // 2. Let request be a new request, whose URL is requestURL, client is client,
	  //    service-workers mode is "none", referrer is "no-referrer", mode is
	  //    "websocket", credentials mode is "include", cache mode is "no-store" ,
	  //    redirect mode is "error", and use-URL-credentials flag is set.
	  const request = makeRequest({
	    urlList: [requestURL],
	    client,
	    serviceWorkers: 'none',
	    referrer: 'no-referrer',
	    mode: 'websocket',
	    credentials: 'include',
	    cache: 'no-store',
	    redirect: 'error',
	    useURLCredentials: true
	  });

	  // Note: undici extension, allow setting custom headers.
	  if (options.headers) {
	    const headersList = getHeadersList(new Headers(options.headers));

	    request.headersList = headersList;
	  }

	  // 3. Append (`Upgrade`, `websocket`) to request’s header list.
	  // 4. Append (`Connection`, `Upgrade`) to request’s header list.
	  // Note: both of these are handled by undici currently.
	  // https://github.com/nodejs/undici/blob/68c269c4144c446f3f1220951338daef4a6b5ec4/lib/client.js#L1397

	  // 5. Let keyValue be a nonce consisting of a randomly selected
	  //    16-byte value that has been forgiving-base64-encoded and
	  //    isomorphic encoded.
	  const keyValue = crypto.randomBytes(16).toString('base64');

	  // 6. Append (`Sec-WebSocket-Key`, keyValue) to request’s
	  //    header list.
	  request.headersList.append('sec-websocket-key', keyValue, true);

	  // 7. Append (`Sec-WebSocket-Version`, `13`) to request’s
	  //    header list.
	  request.headersList.append('sec-websocket-version', '13', true);

	  // 8. For each protocol in protocols, combine
	  //    (`Sec-WebSocket-Protocol`, protocol) in request’s header
	  //    list.
	  for (const protocol of protocols) {
	    request.headersList.append('sec-websocket-protocol', protocol, true);
	  }

	  // 9. Let permessageDeflate be a user-agent defined
	  //    "permessage-deflate" extension header value.
	  // https://github.com/mozilla/gecko-dev/blob/ce78234f5e653a5d3916813ff990f053510227bc/netwerk/protocol/websocket/WebSocketChannel.cpp#L2673
	  const permessageDeflate = 'permessage-deflate; client_max_window_bits';

	  // 10. Append (`Sec-WebSocket-Extensions`, permessageDeflate) to
	  //     request’s header list.
	  request.headersList.append('sec-websocket-extensions', permessageDeflate, true);

	  // 11. Fetch request with useParallelQueue set to true, and
	  //     processResponse given response being these steps:
	  const controller = fetching({
	    request,
	    useParallelQueue: true,
	    dispatcher: options.dispatcher,
	    processResponse (response) {
	      // 1. If response is a network error or its status is not 101,
	      //    fail the WebSocket connection.
	      // if (response.type === 'error' || ((response.socket?.session != null && response.status !== 200) && response.status !== 101)) {
	      if (response.type === 'error' || response.status !== 101) {
	        // The presence of a session property on the socket indicates HTTP2
	        // HTTP1
	        if (response.socket?.session == null) {
	          failHandshake(handler, response, 1002, 'Received network error or non-101 status code.', response.error);
	          return
	        }

	        // HTTP2
	        if (response.status !== 200) {
	          failHandshake(handler, response, 1002, 'Received network error or non-200 status code.', response.error);
	          return
	        }
	      }

	      if (warningEmitted === false && response.socket?.session != null) {
	        process.emitWarning('WebSocket over HTTP2 is experimental, and subject to change.', 'ExperimentalWarning');
	        warningEmitted = true;
	      }

	      // 2. If protocols is not the empty list and extracting header
	      //    list values given `Sec-WebSocket-Protocol` and response’s
	      //    header list results in null, failure, or the empty byte
	      //    sequence, then fail the WebSocket connection.
	      if (protocols.length !== 0 && !response.headersList.get('Sec-WebSocket-Protocol')) {
	        failHandshake(handler, response, 1002, 'Server did not respond with sent protocols.');
	        return
	      }

	      // 3. Follow the requirements stated step 2 to step 6, inclusive,
	      //    of the last set of steps in section 4.1 of The WebSocket
	      //    Protocol to validate response. This either results in fail
	      //    the WebSocket connection or the WebSocket connection is
	      //    established.

	      // 2. If the response lacks an |Upgrade| header field or the |Upgrade|
	      //    header field contains a value that is not an ASCII case-
	      //    insensitive match for the value "websocket", the client MUST
	      //    _Fail the WebSocket Connection_.
	      //    For H2, no upgrade header is expected.
	      if (response.socket.session == null && response.headersList.get('Upgrade')?.toLowerCase() !== 'websocket') {
	        failHandshake(handler, response, 1002, 'Server did not set Upgrade header to "websocket".');
	        return
	      }

	      // 3. If the response lacks a |Connection| header field or the
	      //    |Connection| header field doesn't contain a token that is an
	      //    ASCII case-insensitive match for the value "Upgrade", the client
	      //    MUST _Fail the WebSocket Connection_.
	      //    For H2, no connection header is expected.
	      if (response.socket.session == null && response.headersList.get('Connection')?.toLowerCase() !== 'upgrade') {
	        failHandshake(handler, response, 1002, 'Server did not set Connection header to "upgrade".');
	        return
	      }

	      // 4. If the response lacks a |Sec-WebSocket-Accept| header field or
	      //    the |Sec-WebSocket-Accept| contains a value other than the
	      //    base64-encoded SHA-1 of the concatenation of the |Sec-WebSocket-
	      //    Key| (as a string, not base64-decoded) with the string "258EAFA5-
	      //    E914-47DA-95CA-C5AB0DC85B11" but ignoring any leading and
	      //    trailing whitespace, the client MUST _Fail the WebSocket
	      //    Connection_.
	      //    For H2, implementations "do not do the processing of the Sec-WebSocket-Key and
	      //    Sec-WebSocket-Accept header fields". https://datatracker.ietf.org/doc/html/rfc8441#section-5
	      if (response.socket.session == null) {
	        const secWSAccept = response.headersList.get('Sec-WebSocket-Accept');
	        const digest = crypto.hash('sha1', keyValue + uid, 'base64');
	        if (secWSAccept !== digest) {
	          failHandshake(handler, response, 1002, 'Incorrect hash received in Sec-WebSocket-Accept header.');
	          return
	        }
	      }

	      // 5. If the response includes a |Sec-WebSocket-Extensions| header
	      //    field and this header field indicates the use of an extension
	      //    that was not present in the client's handshake (the server has
	      //    indicated an extension not requested by the client), the client
	      //    MUST _Fail the WebSocket Connection_.  (The parsing of this
	      //    header field to determine which extensions are requested is
	      //    discussed in Section 9.1.)
	      const secExtension = response.headersList.get('Sec-WebSocket-Extensions');
	      let extensions;

	      if (secExtension !== null) {
	        extensions = parseExtensions(secExtension);

	        if (!extensions.has('permessage-deflate')) {
	          failHandshake(handler, response, 1002, 'Sec-WebSocket-Extensions header does not match.');
	          return
	        }
	      }

	      // 6. If the response includes a |Sec-WebSocket-Protocol| header field
	      //    and this header field indicates the use of a subprotocol that was
	      //    not present in the client's handshake (the server has indicated a
	      //    subprotocol not requested by the client), the client MUST _Fail
	      //    the WebSocket Connection_.
	      const secProtocol = response.headersList.get('Sec-WebSocket-Protocol');

	      if (secProtocol !== null) {
	        const requestProtocols = getDecodeSplit('sec-websocket-protocol', request.headersList);

	        // The client can request that the server use a specific subprotocol by
	        // including the |Sec-WebSocket-Protocol| field in its handshake.  If it
	        // is specified, the server needs to include the same field and one of
	        // the selected subprotocol values in its response for the connection to
	        // be established.
	        if (requestProtocols === null || !requestProtocols.includes(secProtocol)) {
	          failHandshake(handler, response, 1002, 'Protocol was not set in the opening handshake.');
	          return
	        }
	      }

	      // For H2, "Orderly TCP-level closures are represented as END_STREAM flags", so
	      // end our side of the stream when the server ends its side, as a TCP socket would.
	      // https://datatracker.ietf.org/doc/html/rfc8441#section-5
	      if (response.socket.session != null) {
	        response.socket.allowHalfOpen = false;
	      }

	      response.socket.on('data', handler.onSocketData);
	      response.socket.on('close', handler.onSocketClose);
	      response.socket.on('error', handler.onSocketError);

	      handler.wasEverConnected = true;
	      handler.onConnectionEstablished(response, extensions);
	    }
	  });

	  return controller
	}

	/**
	 * @see https://whatpr.org/websockets/48.html#close-the-websocket
	 * @param {import('./websocket').Handler} object
	 * @param {number} [code=null]
	 * @param {string} [reason='']
	 */
	function closeWebSocketConnection (object, code, reason, validate = false) {
	  // 1. If code was not supplied, let code be null.
	  code ??= null;

	  // 2. If reason was not supplied, let reason be the empty string.
	  reason ??= '';

	  // 3. Validate close code and reason with code and reason.
	  if (validate) validateCloseCodeAndReason(code, reason);

	  // 4. Run the first matching steps from the following list:
	  //     - If object’s ready state is CLOSING (2) or CLOSED (3)
	  //     - If the WebSocket connection is not yet established [WSP]
	  //     - If the WebSocket closing handshake has not yet been started [WSP]
	  //     - Otherwise
	  if (isClosed(object.readyState) || isClosing(object.readyState)) ; else if (!isEstablished(object.readyState)) {
	    // Fail the WebSocket connection and set object’s ready state to CLOSING (2). [WSP]
	    failWebsocketConnection(object);
	    object.readyState = states.CLOSING;
	  } else if (!object.closeState.has(sentCloseFrameState.SENT) && !object.closeState.has(sentCloseFrameState.RECEIVED)) {
	    // Upon either sending or receiving a Close control frame, it is said
	    // that _The WebSocket Closing Handshake is Started_ and that the
	    // WebSocket connection is in the CLOSING state.

	    const frame = new WebsocketFrameSend();

	    // If neither code nor reason is present, the WebSocket Close
	    // message must not have a body.

	    // If code is present, then the status code to use in the
	    // WebSocket Close message must be the integer given by code.
	    // If code is null and reason is the empty string, the WebSocket Close frame must not have a body.
	    // If reason is non-empty but code is null, then set code to 1000 ("Normal Closure").
	    if (reason.length !== 0 && code === null) {
	      code = 1000;
	    }

	    // If code is set, then the status code to use in the WebSocket Close frame must be the integer given by code.
	    assert(code === null || Number.isInteger(code));

	    if (code === null && reason.length === 0) {
	      frame.frameData = emptyBuffer;
	    } else if (code !== null && reason === null) {
	      frame.frameData = Buffer.allocUnsafe(2);
	      frame.frameData.writeUInt16BE(code, 0);
	    } else if (code !== null && reason !== null) {
	      // If reason is also present, then reasonBytes must be
	      // provided in the Close message after the status code.
	      frame.frameData = Buffer.allocUnsafe(2 + Buffer.byteLength(reason));
	      frame.frameData.writeUInt16BE(code, 0);
	      // the body MAY contain UTF-8-encoded data with value /reason/
	      frame.frameData.write(reason, 2, 'utf-8');
	    } else {
	      frame.frameData = emptyBuffer;
	    }

	    object.socket.write(frame.createFrame(opcodes.CLOSE));

	    object.closeState.add(sentCloseFrameState.SENT);

	    // Upon either sending or receiving a Close control frame, it is said
	    // that _The WebSocket Closing Handshake is Started_ and that the
	    // WebSocket connection is in the CLOSING state.
	    object.readyState = states.CLOSING;
	  } else {
	    // Set object’s ready state to CLOSING (2).
	    object.readyState = states.CLOSING;
	  }
	}

	function failHandshake (handler, response, code, reason, cause) {
	  // The H2 upgrade request has already completed and handed off its stream.
	  // Aborting the request cannot close that stream after handshake validation fails.
	  if (response.socket?.session != null && !response.socket.destroyed) {
	    response.socket.destroy();
	  }

	  failWebsocketConnection(handler, code, reason);
	}

	/**
	 * @param {import('./websocket').Handler} handler
	 * @param {number} code
	 * @param {string|undefined} reason
	 * @param {unknown} cause
	 * @returns {void}
	 */
	function failWebsocketConnection (handler, code, reason, cause) {
	  // If _The WebSocket Connection is Established_ prior to the point where
	  // the endpoint is required to _Fail the WebSocket Connection_, the
	  // endpoint SHOULD send a Close frame with an appropriate status code
	  // (Section 7.4) before proceeding to _Close the WebSocket Connection_.
	  if (isEstablished(handler.readyState)) {
	    closeWebSocketConnection(handler, code, reason, false);
	  }

	  handler.controller.abort();

	  if (isConnecting(handler.readyState)) {
	    // If the connection was not established, we must still emit an 'error' and 'close' events
	    handler.onSocketClose();
	  } else if (handler.socket?.destroyed === false) {
	    handler.socket.destroy();
	  }
	}

	connection = {
	  establishWebSocketConnection,
	  failWebsocketConnection,
	  closeWebSocketConnection
	};
	return connection;
}

var permessageDeflate;
var hasRequiredPermessageDeflate;

function requirePermessageDeflate () {
	if (hasRequiredPermessageDeflate) return permessageDeflate;
	hasRequiredPermessageDeflate = 1;

	const { createInflateRaw, Z_DEFAULT_WINDOWBITS } = builtin$d;
	const { isValidClientWindowBits } = requireUtil$1();
	const { MessageSizeExceededError } = requireErrors();

	const tail = Buffer.from([0x00, 0x00, 0xff, 0xff]);
	const kBuffer = Symbol('kBuffer');
	const kLength = Symbol('kLength');

	class PerMessageDeflate {
	  /** @type {import('node:zlib').InflateRaw} */
	  #inflate

	  #options = {}

	  #maxPayloadSize = 0

	  /**
	   * @param {Map<string, string>} extensions
	   */
	  constructor (extensions, options) {
	    this.#options.serverNoContextTakeover = extensions.has('server_no_context_takeover');
	    this.#options.serverMaxWindowBits = extensions.get('server_max_window_bits');

	    this.#maxPayloadSize = options.maxPayloadSize;
	  }

	  /**
	   * Decompress a compressed payload.
	   * @param {Buffer} chunk Compressed data
	   * @param {boolean} fin Final fragment flag
	   * @param {Function} callback Callback function
	   */
	  decompress (chunk, fin, callback) {
	    // An endpoint uses the following algorithm to decompress a message.
	    // 1.  Append 4 octets of 0x00 0x00 0xff 0xff to the tail end of the
	    //     payload of the message.
	    // 2.  Decompress the resulting data using DEFLATE.
	    if (!this.#inflate) {
	      let windowBits = Z_DEFAULT_WINDOWBITS;

	      if (this.#options.serverMaxWindowBits) { // empty values default to Z_DEFAULT_WINDOWBITS
	        if (!isValidClientWindowBits(this.#options.serverMaxWindowBits)) {
	          callback(new Error('Invalid server_max_window_bits'));
	          return
	        }

	        windowBits = Number.parseInt(this.#options.serverMaxWindowBits);
	      }

	      try {
	        this.#inflate = createInflateRaw({ windowBits });
	      } catch (err) {
	        callback(err);
	        return
	      }
	      this.#inflate[kBuffer] = [];
	      this.#inflate[kLength] = 0;

	      this.#inflate.on('data', (data) => {
	        this.#inflate[kLength] += data.length;

	        if (this.#maxPayloadSize > 0 && this.#inflate[kLength] > this.#maxPayloadSize) {
	          callback(new MessageSizeExceededError());
	          // The inflater may still hold buffered input that can emit a late
	          // zlib error. Remove the data listener, then deterministically stop
	          // the stream so a subsequent 'error' cannot fire without a listener
	          // (which would terminate the process as an unhandled error event).
	          this.#inflate.removeAllListeners();
	          this.#inflate.destroy();
	          this.#inflate = null;
	          return
	        }

	        this.#inflate[kBuffer].push(data);
	      });

	      this.#inflate.on('error', (err) => {
	        this.#inflate = null;
	        callback(err);
	      });
	    }

	    this.#inflate.write(chunk);
	    if (fin) {
	      this.#inflate.write(tail);
	    }

	    this.#inflate.flush(() => {
	      if (!this.#inflate) {
	        return
	      }

	      const full = Buffer.concat(this.#inflate[kBuffer], this.#inflate[kLength]);

	      this.#inflate[kBuffer].length = 0;
	      this.#inflate[kLength] = 0;

	      callback(null, full);
	    });
	  }
	}

	permessageDeflate = { PerMessageDeflate };
	return permessageDeflate;
}

var receiver;
var hasRequiredReceiver;

function requireReceiver () {
	if (hasRequiredReceiver) return receiver;
	hasRequiredReceiver = 1;

	const { Writable } = builtin$2;
	const assert = builtin;
	const { parserStates, opcodes, states, emptyBuffer, sentCloseFrameState } = requireConstants();
	const {
	  isValidStatusCode,
	  isValidOpcode,
	  websocketMessageReceived,
	  utf8Decode,
	  isControlFrame,
	  isTextBinaryFrame,
	  isContinuationFrame
	} = requireUtil$1();
	const { failWebsocketConnection } = requireConnection();
	const { WebsocketFrameSend } = requireFrame();
	const { PerMessageDeflate } = requirePermessageDeflate();
	const { MessageSizeExceededError } = requireErrors();
	const { defaultWebSocketMaxFragments, defaultWebSocketMaxPayloadSize } = requireConstants$3();

	// This code was influenced by ws released under the MIT license.
	// Copyright (c) 2011 Einar Otto Stangvik <einaros@gmail.com>
	// Copyright (c) 2013 Arnout Kazemier and contributors
	// Copyright (c) 2016 Luigi Pinca and contributors

	class ByteParser extends Writable {
	  #buffers = []
	  #fragmentsBytes = 0
	  #byteOffset = 0
	  #loop = false

	  #state = parserStates.INFO

	  #info = {}
	  #fragments = []

	  /** @type {Map<string, PerMessageDeflate>} */
	  #extensions

	  /** @type {import('./websocket').Handler} */
	  #handler

	  /** @type {number} */
	  #maxFragments

	  /** @type {number} */
	  #maxPayloadSize

	  /**
	   * @param {import('./websocket').Handler} handler
	   * @param {Map<string, string>|null} extensions
	   * @param {{ maxFragments?: number, maxPayloadSize?: number }} [options]
	   *   A missing value uses the default limit; `0` disables the limit.
	   */
	  constructor (handler, extensions, options = {}) {
	    super();

	    this.#handler = handler;
	    this.#extensions = extensions == null ? new Map() : extensions;
	    // Options come from the dispatcher's `webSocketOptions`, which only
	    // DispatcherBase provides. Fall back to the defaults rather than to no
	    // limit, so RetryAgent, MockAgent or a custom dispatcher can't turn off
	    // the payload and decompression limits by accident.
	    this.#maxFragments = options.maxFragments ?? defaultWebSocketMaxFragments;
	    this.#maxPayloadSize = options.maxPayloadSize ?? defaultWebSocketMaxPayloadSize;

	    if (this.#extensions.has('permessage-deflate')) {
	      this.#extensions.set('permessage-deflate', new PerMessageDeflate(extensions, {
	        maxPayloadSize: this.#maxPayloadSize
	      }));
	    }
	  }

	  /**
	   * @param {Buffer} chunk
	   * @param {() => void} callback
	   */
	  _write (chunk, _, callback) {
	    this.#buffers.push(chunk);
	    this.#byteOffset += chunk.length;
	    this.#loop = true;

	    this.run(callback);
	  }

	  #validatePayloadLength () {
	    if (
	      this.#maxPayloadSize > 0 &&
	      !isControlFrame(this.#info.opcode) &&
	      this.#info.payloadLength + this.#fragmentsBytes > this.#maxPayloadSize
	    ) {
	      failWebsocketConnection(this.#handler, 1009, 'Payload size exceeds maximum allowed size');
	      return false
	    }

	    return true
	  }

	  /**
	   * Runs whenever a new chunk is received.
	   * Callback is called whenever there are no more chunks buffering,
	   * or not enough bytes are buffered to parse.
	   */
	  run (callback) {
	    while (this.#loop) {
	      if (this.#state === parserStates.INFO) {
	        // If there aren't enough bytes to parse the payload length, etc.
	        if (this.#byteOffset < 2) {
	          return callback()
	        }

	        const buffer = this.consume(2);
	        const fin = (buffer[0] & 0x80) !== 0;
	        const opcode = buffer[0] & 0x0F;
	        const masked = (buffer[1] & 0x80) === 0x80;

	        const fragmented = !fin && opcode !== opcodes.CONTINUATION;
	        const payloadLength = buffer[1] & 0x7F;

	        const rsv1 = buffer[0] & 0x40;
	        const rsv2 = buffer[0] & 0x20;
	        const rsv3 = buffer[0] & 0x10;

	        if (!isValidOpcode(opcode)) {
	          failWebsocketConnection(this.#handler, 1002, 'Invalid opcode received');
	          return callback()
	        }

	        if (masked) {
	          failWebsocketConnection(this.#handler, 1002, 'Frame cannot be masked');
	          return callback()
	        }

	        // MUST be 0 unless an extension is negotiated that defines meanings
	        // for non-zero values.  If a nonzero value is received and none of
	        // the negotiated extensions defines the meaning of such a nonzero
	        // value, the receiving endpoint MUST _Fail the WebSocket
	        // Connection_.
	        // This document allocates the RSV1 bit of the WebSocket header for
	        // PMCEs and calls the bit the "Per-Message Compressed" bit.  On a
	        // WebSocket connection where a PMCE is in use, this bit indicates
	        // whether a message is compressed or not.
	        if (rsv1 !== 0 && !this.#extensions.has('permessage-deflate')) {
	          failWebsocketConnection(this.#handler, 1002, 'Expected RSV1 to be clear.');
	          return
	        }

	        if (rsv2 !== 0 || rsv3 !== 0) {
	          failWebsocketConnection(this.#handler, 1002, 'RSV1, RSV2, RSV3 must be clear');
	          return
	        }

	        if (fragmented && !isTextBinaryFrame(opcode)) {
	          // Only text and binary frames can be fragmented
	          failWebsocketConnection(this.#handler, 1002, 'Invalid frame type was fragmented.');
	          return
	        }

	        // If we are already parsing a text/binary frame and do not receive either
	        // a continuation frame or close frame, fail the connection.
	        if (isTextBinaryFrame(opcode) && this.#fragments.length > 0) {
	          failWebsocketConnection(this.#handler, 1002, 'Expected continuation frame');
	          return
	        }

	        if (this.#info.fragmented && fragmented) {
	          // A fragmented frame can't be fragmented itself
	          failWebsocketConnection(this.#handler, 1002, 'Fragmented frame exceeded 125 bytes.');
	          return
	        }

	        // "All control frames MUST have a payload length of 125 bytes or less
	        // and MUST NOT be fragmented."
	        if ((payloadLength > 125 || fragmented) && isControlFrame(opcode)) {
	          failWebsocketConnection(this.#handler, 1002, 'Control frame either too large or fragmented');
	          return
	        }

	        if (isContinuationFrame(opcode) && this.#fragments.length === 0 && !this.#info.compressed) {
	          failWebsocketConnection(this.#handler, 1002, 'Unexpected continuation frame');
	          return
	        }

	        if (payloadLength <= 125) {
	          this.#info.payloadLength = payloadLength;
	          this.#state = parserStates.READ_DATA;

	          if (!this.#validatePayloadLength()) {
	            return
	          }
	        } else if (payloadLength === 126) {
	          this.#state = parserStates.PAYLOADLENGTH_16;
	        } else if (payloadLength === 127) {
	          this.#state = parserStates.PAYLOADLENGTH_64;
	        }

	        if (isTextBinaryFrame(opcode)) {
	          this.#info.binaryType = opcode;
	          this.#info.compressed = rsv1 !== 0;
	        }

	        this.#info.opcode = opcode;
	        this.#info.masked = masked;
	        this.#info.fin = fin;
	        this.#info.fragmented = fragmented;
	      } else if (this.#state === parserStates.PAYLOADLENGTH_16) {
	        if (this.#byteOffset < 2) {
	          return callback()
	        }

	        const buffer = this.consume(2);

	        this.#info.payloadLength = buffer.readUInt16BE(0);
	        this.#state = parserStates.READ_DATA;

	        if (!this.#validatePayloadLength()) {
	          return
	        }
	      } else if (this.#state === parserStates.PAYLOADLENGTH_64) {
	        if (this.#byteOffset < 8) {
	          return callback()
	        }

	        const buffer = this.consume(8);
	        const upper = buffer.readUInt32BE(0);
	        const lower = buffer.readUInt32BE(4);

	        // 2^31 is the maximum bytes an arraybuffer can contain
	        // on 32-bit systems. Although, on 64-bit systems, this is
	        // 2^53-1 bytes.
	        // https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Errors/Invalid_array_length
	        // https://source.chromium.org/chromium/chromium/src/+/main:v8/src/common/globals.h;drc=1946212ac0100668f14eb9e2843bdd846e510a1e;bpv=1;bpt=1;l=1275
	        // https://source.chromium.org/chromium/chromium/src/+/main:v8/src/objects/js-array-buffer.h;l=34;drc=1946212ac0100668f14eb9e2843bdd846e510a1e
	        if (upper !== 0 || lower > 2 ** 31 - 1) {
	          failWebsocketConnection(this.#handler, 1009, 'Received payload length > 2^31 bytes.');
	          return
	        }

	        this.#info.payloadLength = lower;
	        this.#state = parserStates.READ_DATA;

	        if (!this.#validatePayloadLength()) {
	          return
	        }
	      } else if (this.#state === parserStates.READ_DATA) {
	        if (this.#byteOffset < this.#info.payloadLength) {
	          return callback()
	        }

	        const body = this.consume(this.#info.payloadLength);

	        if (isControlFrame(this.#info.opcode)) {
	          this.#loop = this.parseControlFrame(body);
	          this.#state = parserStates.INFO;

	          // If the automatic PONG/CLOSE reply filled the socket's write buffer,
	          // stop parsing and resume on drain so a PING flood cannot grow the
	          // outbound queue without bound.
	          if (this.#loop && this.#handler.socket.writableNeedDrain) {
	            this.#loop = false;
	            this.#handler.socket.once('drain', () => {
	              if (this.destroyed) return
	              this.#loop = true;
	              this.run(callback);
	            });
	            return
	          }
	        } else {
	          if (!this.#info.compressed) {
	            if (!this.writeFragments(body)) {
	              return
	            }

	            // If the frame is not fragmented, a message has been received.
	            // If the frame is fragmented, it will terminate with a fin bit set
	            // and an opcode of 0 (continuation), therefore we handle that when
	            // parsing continuation frames, not here.
	            if (!this.#info.fragmented && this.#info.fin) {
	              websocketMessageReceived(this.#handler, this.#info.binaryType, this.consumeFragments());
	            }

	            this.#state = parserStates.INFO;
	          } else {
	            this.#extensions.get('permessage-deflate').decompress(
	              body,
	              this.#info.fin,
	              (error, data) => {
	                if (error) {
	                  const code = error instanceof MessageSizeExceededError ? 1009 : 1007;
	                  failWebsocketConnection(this.#handler, code, error.message);
	                  return
	                }

	                if (!this.writeFragments(data)) {
	                  return
	                }

	                // Check cumulative fragment size
	                if (this.#maxPayloadSize > 0 && this.#fragmentsBytes > this.#maxPayloadSize) {
	                  failWebsocketConnection(this.#handler, 1009, new MessageSizeExceededError().message);
	                  return
	                }

	                if (!this.#info.fin) {
	                  this.#state = parserStates.INFO;
	                  this.#loop = true;
	                  this.run(callback);
	                  return
	                }

	                websocketMessageReceived(this.#handler, this.#info.binaryType, this.consumeFragments());

	                this.#loop = true;
	                this.#state = parserStates.INFO;
	                this.run(callback);
	              },
	              this.#fragmentsBytes
	            );

	            this.#loop = false;
	            break
	          }
	        }
	      }
	    }
	  }

	  /**
	   * Take n bytes from the buffered Buffers
	   * @param {number} n
	   * @returns {Buffer}
	   */
	  consume (n) {
	    if (n > this.#byteOffset) {
	      throw new Error('Called consume() before buffers satiated.')
	    } else if (n === 0) {
	      return emptyBuffer
	    }

	    this.#byteOffset -= n;

	    const first = this.#buffers[0];

	    if (first.length > n) {
	      // replace with remaining buffer
	      this.#buffers[0] = first.subarray(n, first.length);
	      return first.subarray(0, n)
	    } else if (first.length === n) {
	      // prefect match
	      return this.#buffers.shift()
	    } else {
	      let offset = 0;
	      // If Buffer.allocUnsafe is used, extra copies will be made because the offset is non-zero.
	      const buffer = Buffer.allocUnsafeSlow(n);
	      while (offset !== n) {
	        const next = this.#buffers[0];
	        const length = next.length;

	        if (length + offset === n) {
	          buffer.set(this.#buffers.shift(), offset);
	          break
	        } else if (length + offset > n) {
	          buffer.set(next.subarray(0, n - offset), offset);
	          this.#buffers[0] = next.subarray(n - offset);
	          break
	        } else {
	          buffer.set(this.#buffers.shift(), offset);
	          offset += length;
	        }
	      }

	      return buffer
	    }
	  }

	  writeFragments (fragment) {
	    if (
	      this.#maxFragments > 0 &&
	      this.#fragments.length === this.#maxFragments
	    ) {
	      failWebsocketConnection(this.#handler, 1008, 'Too many message fragments');
	      return false
	    }

	    this.#fragmentsBytes += fragment.length;
	    this.#fragments.push(fragment);
	    return true
	  }

	  consumeFragments () {
	    const fragments = this.#fragments;

	    this.#info.compressed = false;

	    if (fragments.length === 1) {
	      // single fragment
	      this.#fragmentsBytes = 0;
	      return fragments.shift()
	    }

	    let offset = 0;
	    // If Buffer.allocUnsafe is used, extra copies will be made because the offset is non-zero.
	    const output = Buffer.allocUnsafeSlow(this.#fragmentsBytes);

	    for (let i = 0; i < fragments.length; ++i) {
	      const buffer = fragments[i];
	      output.set(buffer, offset);
	      offset += buffer.length;
	    }

	    this.#fragments = [];
	    this.#fragmentsBytes = 0;

	    return output
	  }

	  parseCloseBody (data) {
	    assert(data.length !== 1);

	    // https://datatracker.ietf.org/doc/html/rfc6455#section-7.1.5
	    /** @type {number|undefined} */
	    let code;

	    if (data.length >= 2) {
	      // _The WebSocket Connection Close Code_ is
	      // defined as the status code (Section 7.4) contained in the first Close
	      // control frame received by the application
	      code = data.readUInt16BE(0);
	    }

	    if (code !== undefined && !isValidStatusCode(code)) {
	      return { code: 1002, reason: 'Invalid status code', error: true }
	    }

	    // https://datatracker.ietf.org/doc/html/rfc6455#section-7.1.6
	    /** @type {Buffer} */
	    let reason = data.subarray(2);

	    // Remove BOM
	    if (reason[0] === 0xEF && reason[1] === 0xBB && reason[2] === 0xBF) {
	      reason = reason.subarray(3);
	    }

	    try {
	      reason = utf8Decode(reason);
	    } catch {
	      return { code: 1007, reason: 'Invalid UTF-8', error: true }
	    }

	    return { code, reason, error: false }
	  }

	  /**
	   * Parses control frames.
	   * @param {Buffer} body
	   */
	  parseControlFrame (body) {
	    const { opcode, payloadLength } = this.#info;

	    if (opcode === opcodes.CLOSE) {
	      if (payloadLength === 1) {
	        failWebsocketConnection(this.#handler, 1002, 'Received close frame with a 1-byte body.');
	        return false
	      }

	      this.#info.closeInfo = this.parseCloseBody(body);

	      if (this.#info.closeInfo.error) {
	        const { code, reason } = this.#info.closeInfo;

	        failWebsocketConnection(this.#handler, code, reason);
	        return false
	      }

	      // Upon receiving such a frame, the other peer sends a
	      // Close frame in response, if it hasn't already sent one.
	      if (!this.#handler.closeState.has(sentCloseFrameState.SENT) && !this.#handler.closeState.has(sentCloseFrameState.RECEIVED)) {
	        // If an endpoint receives a Close frame and did not previously send a
	        // Close frame, the endpoint MUST send a Close frame in response.  (When
	        // sending a Close frame in response, the endpoint typically echos the
	        // status code it received.)
	        let body = emptyBuffer;
	        if (this.#info.closeInfo.code) {
	          body = Buffer.allocUnsafe(2);
	          body.writeUInt16BE(this.#info.closeInfo.code, 0);
	        }
	        const closeFrame = new WebsocketFrameSend(body);

	        this.#handler.socket.write(closeFrame.createFrame(opcodes.CLOSE));
	        this.#handler.closeState.add(sentCloseFrameState.SENT);
	      }

	      // Upon either sending or receiving a Close control frame, it is said
	      // that _The WebSocket Closing Handshake is Started_ and that the
	      // WebSocket connection is in the CLOSING state.
	      this.#handler.readyState = states.CLOSING;
	      this.#handler.closeState.add(sentCloseFrameState.RECEIVED);

	      return false
	    } else if (opcode === opcodes.PING) {
	      // Upon receipt of a Ping frame, an endpoint MUST send a Pong frame in
	      // response, unless it already received a Close frame.
	      // A Pong frame sent in response to a Ping frame must have identical
	      // "Application data"

	      if (!this.#handler.closeState.has(sentCloseFrameState.RECEIVED)) {
	        const frame = new WebsocketFrameSend(body);

	        this.#handler.socket.write(frame.createFrame(opcodes.PONG));

	        this.#handler.onPing(body);
	      }
	    } else if (opcode === opcodes.PONG) {
	      // A Pong frame MAY be sent unsolicited.  This serves as a
	      // unidirectional heartbeat.  A response to an unsolicited Pong frame is
	      // not expected.
	      this.#handler.onPong(body);
	    }

	    return true
	  }

	  get closingInfo () {
	    return this.#info.closeInfo
	  }
	}

	receiver = {
	  ByteParser
	};
	return receiver;
}

var sender;
var hasRequiredSender;

function requireSender () {
	if (hasRequiredSender) return sender;
	hasRequiredSender = 1;

	const { WebsocketFrameSend } = requireFrame();
	const { opcodes, sendHints } = requireConstants();
	const FixedQueue = requireFixedQueue();

	/**
	 * @typedef {object} SendQueueNode
	 * @property {Promise<void> | null} promise
	 * @property {((...args: any[]) => any)} callback
	 * @property {Buffer | null} frame
	 */

	class SendQueue {
	  /**
	   * @type {FixedQueue}
	   */
	  #queue = new FixedQueue()

	  /**
	   * @type {boolean}
	   */
	  #running = false

	  /** @type {import('node:net').Socket} */
	  #socket

	  constructor (socket) {
	    this.#socket = socket;
	  }

	  add (item, cb, hint) {
	    if (hint !== sendHints.blob) {
	      if (!this.#running) {
	        // TODO(@tsctx): support fast-path for string on running
	        if (hint === sendHints.text) {
	          // special fast-path for string
	          const { 0: head, 1: body } = WebsocketFrameSend.createFastTextFrame(item);
	          this.#socket.cork();
	          this.#socket.write(head);
	          this.#socket.write(body, cb);
	          this.#socket.uncork();
	        } else {
	          // direct writing
	          this.#socket.write(createFrame(item, hint), cb);
	        }
	      } else {
	        /** @type {SendQueueNode} */
	        const node = {
	          promise: null,
	          callback: cb,
	          frame: createFrame(item, hint)
	        };
	        this.#queue.push(node);
	      }
	      return
	    }

	    /** @type {SendQueueNode} */
	    const node = {
	      promise: item.arrayBuffer().then((ab) => {
	        node.promise = null;
	        node.frame = createFrame(ab, hint);
	      }),
	      callback: cb,
	      frame: null
	    };

	    this.#queue.push(node);

	    if (!this.#running) {
	      this.#run();
	    }
	  }

	  async #run () {
	    this.#running = true;
	    const queue = this.#queue;
	    while (!queue.isEmpty()) {
	      const node = queue.shift();
	      // wait pending promise
	      if (node.promise !== null) {
	        await node.promise;
	      }
	      // write
	      this.#socket.write(node.frame, node.callback);
	      // cleanup
	      node.callback = node.frame = null;
	    }
	    this.#running = false;
	  }
	}

	function createFrame (data, hint) {
	  return new WebsocketFrameSend(toBuffer(data, hint)).createFrame(hint === sendHints.text ? opcodes.TEXT : opcodes.BINARY)
	}

	function toBuffer (data, hint) {
	  switch (hint) {
	    case sendHints.text:
	    case sendHints.typedArray:
	      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
	    case sendHints.arrayBuffer:
	    case sendHints.blob:
	      return new Uint8Array(data)
	  }
	}

	sender = { SendQueue };
	return sender;
}

var websocket;
var hasRequiredWebsocket;

function requireWebsocket () {
	if (hasRequiredWebsocket) return websocket;
	hasRequiredWebsocket = 1;

	const { isArrayBuffer } = builtin$h;
	const { webidl } = requireWebidl();
	const { URLSerializer } = requireDataUrl();
	const { environmentSettingsObject } = requireUtil$5();
	const { staticPropertyDescriptors, states, sentCloseFrameState, sendHints, opcodes } = requireConstants();
	const {
	  isConnecting,
	  isEstablished,
	  isClosing,
	  isClosed,
	  isValidSubprotocol,
	  fireEvent,
	  utf8Decode,
	  toArrayBuffer,
	  getURLRecord
	} = requireUtil$1();
	const { establishWebSocketConnection, closeWebSocketConnection, failWebsocketConnection } = requireConnection();
	const { ByteParser } = requireReceiver();
	const { kEnumerableProperty } = requireUtil$4();
	const { getGlobalDispatcher } = requireGlobal();
	const { ErrorEvent, CloseEvent, createFastMessageEvent } = requireEvents();
	const { SendQueue } = requireSender();
	const { WebsocketFrameSend } = requireFrame();
	const { channels } = requireDiagnostics();

	const kRef = Symbol.for('nodejs.ref');
	const kUnref = Symbol.for('nodejs.unref');

	let ping;

	function getSocketAddress (socket) {
	  if (typeof socket?.address === 'function') {
	    return socket.address()
	  }

	  if (typeof socket?.session?.socket?.address === 'function') {
	    return socket.session.socket.address()
	  }

	  return null
	}

	/**
	 * @typedef {object} Handler
	 * @property {(response: any, extensions?: string[]) => void} onConnectionEstablished
	 * @property {(opcode: number, data: Buffer) => void} onMessage
	 * @property {(error: Error) => void} onParserError
	 * @property {() => void} onParserDrain
	 * @property {(chunk: Buffer) => void} onSocketData
	 * @property {(err: Error) => void} onSocketError
	 * @property {() => void} onSocketClose
	 * @property {(body: Buffer) => void} onPing
	 * @property {(body: Buffer) => void} onPong
	 *
	 * @property {number} readyState
	 * @property {import('stream').Duplex} socket
	 * @property {Set<number>} closeState
	 * @property {import('../fetch/index').Fetch} controller
	 * @property {boolean} [wasEverConnected=false]
	 */

	// https://websockets.spec.whatwg.org/#interface-definition
	class WebSocket extends EventTarget {
	  #events = {
	    open: null,
	    error: null,
	    close: null,
	    message: null
	  }

	  #bufferedAmount = 0
	  #protocol = ''
	  #extensions = ''
	  #refed = true

	  /** @type {SendQueue} */
	  #sendQueue

	  /** @type {Handler} */
	  #handler = {
	    onConnectionEstablished: (response, extensions) => this.#onConnectionEstablished(response, extensions),
	    onMessage: (opcode, data) => this.#onMessage(opcode, data),
	    onParserError: (err) => failWebsocketConnection(this.#handler, null, err.message),
	    onParserDrain: () => this.#onParserDrain(),
	    onSocketData: (chunk) => {
	      if (!this.#parser.write(chunk)) {
	        this.#handler.socket.pause();
	      }
	    },
	    onSocketError: (err) => {
	      this.#handler.readyState = states.CLOSING;

	      if (channels.socketError.hasSubscribers) {
	        channels.socketError.publish(err);
	      }

	      this.#handler.socket.destroy();
	    },
	    onSocketClose: () => this.#onSocketClose(),
	    onPing: (body) => {
	      if (channels.ping.hasSubscribers) {
	        channels.ping.publish({
	          payload: body,
	          websocket: this
	        });
	      }
	    },
	    onPong: (body) => {
	      if (channels.pong.hasSubscribers) {
	        channels.pong.publish({
	          payload: body,
	          websocket: this
	        });
	      }
	    },

	    readyState: states.CONNECTING,
	    socket: null,
	    closeState: new Set(),
	    controller: null,
	    wasEverConnected: false
	  }

	  #url
	  #binaryType
	  /** @type {import('./receiver').ByteParser} */
	  #parser

	  /**
	   * @param {string} url
	   * @param {string|string[]} protocols
	   */
	  constructor (url, protocols = []) {
	    super();

	    webidl.util.markAsUncloneable(this);

	    const prefix = 'WebSocket constructor';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    const options = webidl.converters['DOMString or sequence<DOMString> or WebSocketInit'](protocols, prefix, 'options');

	    url = webidl.converters.USVString(url);
	    protocols = options.protocols;

	    // 1. Let baseURL be this's relevant settings object's API base URL.
	    const baseURL = environmentSettingsObject.settingsObject.baseUrl;

	    // 2. Let urlRecord be the result of getting a URL record given url and baseURL.
	    const urlRecord = getURLRecord(url, baseURL);

	    // 3. If protocols is a string, set protocols to a sequence consisting
	    //    of just that string.
	    if (typeof protocols === 'string') {
	      protocols = [protocols];
	    }

	    // 4. If any of the values in protocols occur more than once or otherwise
	    //    fail to match the requirements for elements that comprise the value
	    //    of `Sec-WebSocket-Protocol` fields as defined by The WebSocket
	    //    protocol, then throw a "SyntaxError" DOMException.
	    if (protocols.length !== new Set(protocols.map(p => p.toLowerCase())).size) {
	      throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError')
	    }

	    if (protocols.length > 0 && !protocols.every(p => isValidSubprotocol(p))) {
	      throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError')
	    }

	    // 5. Set this's url to urlRecord.
	    this.#url = new URL(urlRecord.href);

	    // 6. Let client be this's relevant settings object.
	    const client = environmentSettingsObject.settingsObject;

	    // 7. Run this step in parallel:
	    // 7.1. Establish a WebSocket connection given urlRecord, protocols,
	    //      and client.
	    this.#handler.controller = establishWebSocketConnection(
	      urlRecord,
	      protocols,
	      client,
	      this.#handler,
	      options
	    );

	    // Each WebSocket object has an associated ready state, which is a
	    // number representing the state of the connection. Initially it must
	    // be CONNECTING (0).
	    this.#handler.readyState = WebSocket.CONNECTING;

	    // The extensions attribute must initially return the empty string.

	    // The protocol attribute must initially return the empty string.

	    // Each WebSocket object has an associated binary type, which is a
	    // BinaryType. Initially it must be "blob".
	    this.#binaryType = 'blob';
	  }

	  // TODO: remove this
	  [kRef] () {
	    this.#refed = true;
	    this.#handler.socket?.ref?.();
	  }

	  // TODO: remove this
	  [kUnref] () {
	    this.#refed = false;
	    this.#handler.socket?.unref?.();
	  }

	  /**
	   * @see https://websockets.spec.whatwg.org/#dom-websocket-close
	   * @param {number|undefined} code
	   * @param {string|undefined} reason
	   */
	  close (code = undefined, reason = undefined) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    const prefix = 'WebSocket.close';

	    if (code !== undefined) {
	      code = webidl.converters['unsigned short'](code, prefix, 'code', webidl.attributes.Clamp);
	    }

	    if (reason !== undefined) {
	      reason = webidl.converters.USVString(reason);
	    }

	    // 1. If code is the special value "missing", then set code to null.
	    code ??= null;

	    // 2. If reason is the special value "missing", then set reason to the empty string.
	    reason ??= '';

	    // 3. Close the WebSocket with this, code, and reason.
	    closeWebSocketConnection(this.#handler, code, reason, true);
	  }

	  /**
	   * @see https://websockets.spec.whatwg.org/#dom-websocket-send
	   * @param {NodeJS.TypedArray|ArrayBuffer|Blob|string} data
	   */
	  send (data) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    const prefix = 'WebSocket.send';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    data = webidl.converters.WebSocketSendData(data, prefix, 'data');

	    // 1. If this's ready state is CONNECTING, then throw an
	    //    "InvalidStateError" DOMException.
	    if (isConnecting(this.#handler.readyState)) {
	      throw new DOMException('Sent before connected.', 'InvalidStateError')
	    }

	    // 2. Run the appropriate set of steps from the following list:
	    // https://datatracker.ietf.org/doc/html/rfc6455#section-6.1
	    // https://datatracker.ietf.org/doc/html/rfc6455#section-5.2

	    if (!isEstablished(this.#handler.readyState) || isClosing(this.#handler.readyState)) {
	      return
	    }

	    // If data is a string
	    if (typeof data === 'string') {
	      // If the WebSocket connection is established and the WebSocket
	      // closing handshake has not yet started, then the user agent
	      // must send a WebSocket Message comprised of the data argument
	      // using a text frame opcode; if the data cannot be sent, e.g.
	      // because it would need to be buffered but the buffer is full,
	      // the user agent must flag the WebSocket as full and then close
	      // the WebSocket connection. Any invocation of this method with a
	      // string argument that does not throw an exception must increase
	      // the bufferedAmount attribute by the number of bytes needed to
	      // express the argument as UTF-8.

	      const buffer = Buffer.from(data);

	      this.#bufferedAmount += buffer.byteLength;
	      this.#sendQueue.add(buffer, () => {
	        this.#bufferedAmount -= buffer.byteLength;
	      }, sendHints.text);
	    } else if (isArrayBuffer(data)) {
	      // If the WebSocket connection is established, and the WebSocket
	      // closing handshake has not yet started, then the user agent must
	      // send a WebSocket Message comprised of data using a binary frame
	      // opcode; if the data cannot be sent, e.g. because it would need
	      // to be buffered but the buffer is full, the user agent must flag
	      // the WebSocket as full and then close the WebSocket connection.
	      // The data to be sent is the data stored in the buffer described
	      // by the ArrayBuffer object. Any invocation of this method with an
	      // ArrayBuffer argument that does not throw an exception must
	      // increase the bufferedAmount attribute by the length of the
	      // ArrayBuffer in bytes.

	      this.#bufferedAmount += data.byteLength;
	      this.#sendQueue.add(data, () => {
	        this.#bufferedAmount -= data.byteLength;
	      }, sendHints.arrayBuffer);
	    } else if (ArrayBuffer.isView(data)) {
	      // If the WebSocket connection is established, and the WebSocket
	      // closing handshake has not yet started, then the user agent must
	      // send a WebSocket Message comprised of data using a binary frame
	      // opcode; if the data cannot be sent, e.g. because it would need to
	      // be buffered but the buffer is full, the user agent must flag the
	      // WebSocket as full and then close the WebSocket connection. The
	      // data to be sent is the data stored in the section of the buffer
	      // described by the ArrayBuffer object that data references. Any
	      // invocation of this method with this kind of argument that does
	      // not throw an exception must increase the bufferedAmount attribute
	      // by the length of data’s buffer in bytes.

	      this.#bufferedAmount += data.byteLength;
	      this.#sendQueue.add(data, () => {
	        this.#bufferedAmount -= data.byteLength;
	      }, sendHints.typedArray);
	    } else if (webidl.is.Blob(data)) {
	      // If the WebSocket connection is established, and the WebSocket
	      // closing handshake has not yet started, then the user agent must
	      // send a WebSocket Message comprised of data using a binary frame
	      // opcode; if the data cannot be sent, e.g. because it would need to
	      // be buffered but the buffer is full, the user agent must flag the
	      // WebSocket as full and then close the WebSocket connection. The data
	      // to be sent is the raw data represented by the Blob object. Any
	      // invocation of this method with a Blob argument that does not throw
	      // an exception must increase the bufferedAmount attribute by the size
	      // of the Blob object’s raw data, in bytes.

	      this.#bufferedAmount += data.size;
	      this.#sendQueue.add(data, () => {
	        this.#bufferedAmount -= data.size;
	      }, sendHints.blob);
	    }
	  }

	  get readyState () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    // The readyState getter steps are to return this's ready state.
	    return this.#handler.readyState
	  }

	  get bufferedAmount () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#bufferedAmount
	  }

	  get url () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    // The url getter steps are to return this's url, serialized.
	    return URLSerializer(this.#url)
	  }

	  get extensions () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#extensions
	  }

	  get protocol () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#protocol
	  }

	  get onopen () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#events.open
	  }

	  set onopen (fn) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    if (this.#events.open) {
	      this.removeEventListener('open', this.#events.open);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('open', listener);
	      this.#events.open = fn;
	    } else {
	      this.#events.open = null;
	    }
	  }

	  get onerror () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#events.error
	  }

	  set onerror (fn) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    if (this.#events.error) {
	      this.removeEventListener('error', this.#events.error);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('error', listener);
	      this.#events.error = fn;
	    } else {
	      this.#events.error = null;
	    }
	  }

	  get onclose () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#events.close
	  }

	  set onclose (fn) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    if (this.#events.close) {
	      this.removeEventListener('close', this.#events.close);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('close', listener);
	      this.#events.close = fn;
	    } else {
	      this.#events.close = null;
	    }
	  }

	  get onmessage () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#events.message
	  }

	  set onmessage (fn) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    if (this.#events.message) {
	      this.removeEventListener('message', this.#events.message);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('message', listener);
	      this.#events.message = fn;
	    } else {
	      this.#events.message = null;
	    }
	  }

	  get binaryType () {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    return this.#binaryType
	  }

	  set binaryType (type) {
	    webidl.brandCheck(this, webidl.is.WebSocket);

	    if (type !== 'blob' && type !== 'arraybuffer') {
	      this.#binaryType = 'blob';
	    } else {
	      this.#binaryType = type;
	    }
	  }

	  /**
	   * @see https://websockets.spec.whatwg.org/#feedback-from-the-protocol
	   */
	  #onConnectionEstablished (response, parsedExtensions) {
	    // processResponse is called when the "response's header list has been received and initialized."
	    // once this happens, the connection is open
	    this.#handler.socket = response.socket;

	    if (!this.#refed) {
	      this.#handler.socket.unref?.();
	    }

	    // Get options from dispatcher options
	    const maxFragments = this.#handler.controller.dispatcher?.webSocketOptions?.maxFragments;
	    const maxPayloadSize = this.#handler.controller.dispatcher?.webSocketOptions?.maxPayloadSize;

	    const parser = new ByteParser(this.#handler, parsedExtensions, {
	      maxFragments,
	      maxPayloadSize
	    });
	    parser.on('drain', () => this.#handler.onParserDrain());
	    parser.on('error', (err) => this.#handler.onParserError(err));

	    this.#parser = parser;
	    this.#sendQueue = new SendQueue(response.socket);

	    // 1. Change the ready state to OPEN (1).
	    this.#handler.readyState = states.OPEN;

	    // 2. Change the extensions attribute’s value to the extensions in use, if
	    //    it is not the null value.
	    // https://datatracker.ietf.org/doc/html/rfc6455#section-9.1
	    const extensions = response.headersList.get('sec-websocket-extensions');

	    if (extensions !== null) {
	      this.#extensions = extensions;
	    }

	    // 3. Change the protocol attribute’s value to the subprotocol in use, if
	    //    it is not the null value.
	    // https://datatracker.ietf.org/doc/html/rfc6455#section-1.9
	    const protocol = response.headersList.get('sec-websocket-protocol');

	    if (protocol !== null) {
	      this.#protocol = protocol;
	    }

	    // 4. Fire an event named open at the WebSocket object.
	    fireEvent('open', this);

	    if (channels.open.hasSubscribers) {
	      // Convert headers to a plain object for the event
	      const headers = response.headersList.entries;
	      channels.open.publish({
	        address: getSocketAddress(response.socket),
	        protocol: this.#protocol,
	        extensions: this.#extensions,
	        websocket: this,
	        handshakeResponse: {
	          status: response.status,
	          statusText: response.statusText,
	          headers
	        }
	      });
	    }
	  }

	  #onMessage (type, data) {
	    // 1. If ready state is not OPEN (1), then return.
	    if (this.#handler.readyState !== states.OPEN) {
	      return
	    }

	    // 2. Let dataForEvent be determined by switching on type and binary type:
	    let dataForEvent;

	    if (type === opcodes.TEXT) {
	      // -> type indicates that the data is Text
	      //      a new DOMString containing data
	      try {
	        dataForEvent = utf8Decode(data);
	      } catch {
	        failWebsocketConnection(this.#handler, 1007, 'Received invalid UTF-8 in text frame.');
	        return
	      }
	    } else if (type === opcodes.BINARY) {
	      if (this.#binaryType === 'blob') {
	        // -> type indicates that the data is Binary and binary type is "blob"
	        //      a new Blob object, created in the relevant Realm of the WebSocket
	        //      object, that represents data as its raw data
	        dataForEvent = new Blob([data]);
	      } else {
	        // -> type indicates that the data is Binary and binary type is "arraybuffer"
	        //      a new ArrayBuffer object, created in the relevant Realm of the
	        //      WebSocket object, whose contents are data
	        dataForEvent = toArrayBuffer(data);
	      }
	    }

	    // 3. Fire an event named message at the WebSocket object, using MessageEvent,
	    //    with the origin attribute initialized to the serialization of the WebSocket
	    //    object’s url's origin, and the data attribute initialized to dataForEvent.
	    fireEvent('message', this, createFastMessageEvent, {
	      origin: this.#url.origin,
	      data: dataForEvent
	    });
	  }

	  #onParserDrain () {
	    this.#handler.socket.resume();
	  }

	  /**
	   * @see https://websockets.spec.whatwg.org/#feedback-from-the-protocol
	   * @see https://datatracker.ietf.org/doc/html/rfc6455#section-7.1.4
	   */
	  #onSocketClose () {
	    // If the TCP connection was closed after the
	    // WebSocket closing handshake was completed, the WebSocket connection
	    // is said to have been closed _cleanly_.
	    const wasClean =
	      this.#handler.closeState.has(sentCloseFrameState.SENT) &&
	      this.#handler.closeState.has(sentCloseFrameState.RECEIVED);

	    let code = 1005;
	    let reason = '';

	    const result = this.#parser?.closingInfo;

	    if (result && !result.error) {
	      code = result.code ?? 1005;
	      reason = result.reason;
	    }

	    // 1. Change the ready state to CLOSED (3).
	    this.#handler.readyState = states.CLOSED;

	    // 2. If the user agent was required to fail the WebSocket
	    //    connection, or if the WebSocket connection was closed
	    //    after being flagged as full, fire an event named error
	    //    at the WebSocket object.
	    if (!this.#handler.closeState.has(sentCloseFrameState.RECEIVED)) {
	      // If _The WebSocket
	      // Connection is Closed_ and no Close control frame was received by the
	      // endpoint (such as could occur if the underlying transport connection
	      // is lost), _The WebSocket Connection Close Code_ is considered to be
	      // 1006.
	      code = 1006;

	      fireEvent('error', this, (type, init) => new ErrorEvent(type, init), {
	        error: new TypeError(reason)
	      });
	    }

	    // 3. Fire an event named close at the WebSocket object,
	    //    using CloseEvent, with the wasClean attribute
	    //    initialized to true if the connection closed cleanly
	    //    and false otherwise, the code attribute initialized to
	    //    the WebSocket connection close code, and the reason
	    //    attribute initialized to the result of applying UTF-8
	    //    decode without BOM to the WebSocket connection close
	    //    reason.
	    // TODO: process.nextTick
	    fireEvent('close', this, (type, init) => new CloseEvent(type, init), {
	      wasClean, code, reason
	    });

	    if (channels.close.hasSubscribers) {
	      channels.close.publish({
	        websocket: this,
	        code,
	        reason
	      });
	    }
	  }

	  static {
	    /**
	     * @param {WebSocket} ws
	     * @param {Buffer|undefined} buffer
	     */
	    ping = (ws, buffer) => {
	      if (Buffer.isBuffer(buffer)) {
	        if (buffer.length > 125) {
	          throw new TypeError('A PING frame cannot have a body larger than 125 bytes.')
	        }
	      } else if (buffer !== undefined) {
	        throw new TypeError('Expected buffer payload')
	      }

	      // An endpoint MAY send a Ping frame any time after the connection is
	      // established and before the connection is closed.
	      const readyState = ws.#handler.readyState;

	      if (isEstablished(readyState) && !isClosing(readyState) && !isClosed(readyState)) {
	        const frame = new WebsocketFrameSend(buffer);
	        ws.#handler.socket.write(frame.createFrame(opcodes.PING));
	      }
	    };

	    webidl.is.WebSocket = (arg) => {
	      return arg != null && typeof arg === 'object' && #handler in arg
	    };
	  }
	}

	// https://websockets.spec.whatwg.org/#dom-websocket-connecting
	WebSocket.CONNECTING = WebSocket.prototype.CONNECTING = states.CONNECTING;
	// https://websockets.spec.whatwg.org/#dom-websocket-open
	WebSocket.OPEN = WebSocket.prototype.OPEN = states.OPEN;
	// https://websockets.spec.whatwg.org/#dom-websocket-closing
	WebSocket.CLOSING = WebSocket.prototype.CLOSING = states.CLOSING;
	// https://websockets.spec.whatwg.org/#dom-websocket-closed
	WebSocket.CLOSED = WebSocket.prototype.CLOSED = states.CLOSED;

	Object.defineProperties(WebSocket.prototype, {
	  CONNECTING: staticPropertyDescriptors,
	  OPEN: staticPropertyDescriptors,
	  CLOSING: staticPropertyDescriptors,
	  CLOSED: staticPropertyDescriptors,
	  url: kEnumerableProperty,
	  readyState: kEnumerableProperty,
	  bufferedAmount: kEnumerableProperty,
	  onopen: kEnumerableProperty,
	  onerror: kEnumerableProperty,
	  onclose: kEnumerableProperty,
	  close: kEnumerableProperty,
	  onmessage: kEnumerableProperty,
	  binaryType: kEnumerableProperty,
	  send: kEnumerableProperty,
	  extensions: kEnumerableProperty,
	  protocol: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'WebSocket',
	    writable: false,
	    enumerable: false,
	    configurable: true
	  }
	});

	Object.defineProperties(WebSocket, {
	  CONNECTING: staticPropertyDescriptors,
	  OPEN: staticPropertyDescriptors,
	  CLOSING: staticPropertyDescriptors,
	  CLOSED: staticPropertyDescriptors
	});

	webidl.converters['sequence<DOMString>'] = webidl.sequenceConverter(
	  webidl.converters.DOMString
	);

	webidl.converters['DOMString or sequence<DOMString>'] = function (V, prefix, argument) {
	  if (webidl.util.Type(V) === webidl.util.Types.OBJECT && Symbol.iterator in V) {
	    return webidl.converters['sequence<DOMString>'](V)
	  }

	  return webidl.converters.DOMString(V, prefix, argument)
	};

	// This implements the proposal made in https://github.com/whatwg/websockets/issues/42
	webidl.converters.WebSocketInit = webidl.dictionaryConverter([
	  {
	    key: 'protocols',
	    converter: webidl.converters['DOMString or sequence<DOMString>'],
	    defaultValue: () => []
	  },
	  {
	    key: 'dispatcher',
	    converter: webidl.converters.any,
	    defaultValue: () => getGlobalDispatcher()
	  },
	  {
	    key: 'headers',
	    converter: webidl.nullableConverter(webidl.converters.HeadersInit)
	  }
	]);

	webidl.converters['DOMString or sequence<DOMString> or WebSocketInit'] = function (V) {
	  if (webidl.util.Type(V) === webidl.util.Types.OBJECT && !(Symbol.iterator in V)) {
	    return webidl.converters.WebSocketInit(V)
	  }

	  return { protocols: webidl.converters['DOMString or sequence<DOMString>'](V) }
	};

	webidl.converters.WebSocketSendData = function (V) {
	  if (webidl.util.Type(V) === webidl.util.Types.OBJECT) {
	    if (webidl.is.Blob(V)) {
	      return V
	    }

	    if (webidl.is.BufferSource(V)) {
	      return V
	    }
	  }

	  return webidl.converters.USVString(V)
	};

	websocket = {
	  WebSocket,
	  ping
	};
	return websocket;
}

var websocketerror;
var hasRequiredWebsocketerror;

function requireWebsocketerror () {
	if (hasRequiredWebsocketerror) return websocketerror;
	hasRequiredWebsocketerror = 1;

	const { webidl } = requireWebidl();
	const { validateCloseCodeAndReason } = requireUtil$1();
	const { kConstruct } = requireSymbols();
	const { kEnumerableProperty } = requireUtil$4();

	function createInheritableDOMException () {
	  // https://github.com/nodejs/node/issues/59677
	  class Test extends DOMException {
	    get reason () {
	      return ''
	    }
	  }

	  if (new Test().reason !== undefined) {
	    return DOMException
	  }

	  return new Proxy(DOMException, {
	    construct (target, args, newTarget) {
	      const instance = Reflect.construct(target, args, target);
	      Object.setPrototypeOf(instance, newTarget.prototype);
	      return instance
	    }
	  })
	}

	let createUnvalidatedWebSocketError;

	class WebSocketError extends createInheritableDOMException() {
	  #closeCode
	  #reason

	  constructor (message = '', init = undefined) {
	    message = webidl.converters.DOMString(message, 'WebSocketError', 'message');

	    // 1. Set this 's name to " WebSocketError ".
	    // 2. Set this 's message to message .
	    super(message, 'WebSocketError');

	    if (init === kConstruct) {
	      return
	    } else if (init !== null) {
	      init = webidl.converters.WebSocketCloseInfo(init);
	    }

	    // 3. Let code be init [" closeCode "] if it exists , or null otherwise.
	    let code = init.closeCode ?? null;

	    // 4. Let reason be init [" reason "] if it exists , or the empty string otherwise.
	    const reason = init.reason ?? '';

	    // 5. Validate close code and reason with code and reason .
	    validateCloseCodeAndReason(code, reason);

	    // 6. If reason is non-empty, but code is not set, then set code to 1000 ("Normal Closure").
	    if (reason.length !== 0 && code === null) {
	      code = 1000;
	    }

	    // 7. Set this 's closeCode to code .
	    this.#closeCode = code;

	    // 8. Set this 's reason to reason .
	    this.#reason = reason;
	  }

	  get closeCode () {
	    return this.#closeCode
	  }

	  get reason () {
	    return this.#reason
	  }

	  /**
	   * @param {string} message
	   * @param {number|null} code
	   * @param {string} reason
	   */
	  static {
	    createUnvalidatedWebSocketError = (message, code, reason) => {
	      const error = new WebSocketError(message, kConstruct);
	      error.#closeCode = code;
	      error.#reason = reason;
	      return error
	    };

	    webidl.is.WebSocketError = (arg) => {
	      return arg != null && typeof arg === 'object' && #reason in arg
	    };
	  }
	}

	Object.defineProperties(WebSocketError.prototype, {
	  closeCode: kEnumerableProperty,
	  reason: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'WebSocketError',
	    writable: false,
	    enumerable: false,
	    configurable: true
	  }
	});

	websocketerror = { WebSocketError, createUnvalidatedWebSocketError };
	return websocketerror;
}

var websocketstream;
var hasRequiredWebsocketstream;

function requireWebsocketstream () {
	if (hasRequiredWebsocketstream) return websocketstream;
	hasRequiredWebsocketstream = 1;

	const { addAbortListener } = builtin$1;
	const { environmentSettingsObject, readableStreamClose } = requireUtil$5();
	const { states, opcodes, sentCloseFrameState } = requireConstants();
	const { webidl } = requireWebidl();
	const { getURLRecord, isValidSubprotocol, isEstablished, utf8Decode } = requireUtil$1();
	const { establishWebSocketConnection, failWebsocketConnection, closeWebSocketConnection } = requireConnection();
	const { channels } = requireDiagnostics();
	const { WebsocketFrameSend } = requireFrame();
	const { ByteParser } = requireReceiver();
	const { WebSocketError, createUnvalidatedWebSocketError } = requireWebsocketerror();
	const { kEnumerableProperty } = requireUtil$4();
	const { utf8DecodeBytes } = requireEncoding();

	let emittedExperimentalWarning = false;

	class WebSocketStream {
	  // Each WebSocketStream object has an associated url , which is a URL record .
	  /** @type {URL} */
	  #url

	  // Each WebSocketStream object has an associated opened promise , which is a promise.
	  /** @type {ReturnType<typeof Promise.withResolvers>} */
	  #openedPromise

	  // Each WebSocketStream object has an associated closed promise , which is a promise.
	  /** @type {ReturnType<typeof Promise.withResolvers>} */
	  #closedPromise

	  // Each WebSocketStream object has an associated readable stream , which is a ReadableStream .
	  /** @type {ReadableStream} */
	  #readableStream
	  /** @type {ReadableStreamDefaultController} */
	  #readableStreamController

	  // Retain the controller so the writable stream can be errored while locked.
	  /** @type {WritableStreamDefaultController} */
	  #writableStreamController

	  // Each WebSocketStream object has an associated boolean handshake aborted , which is initially false.
	  #handshakeAborted = false

	  /** @type {import('../websocket').Handler} */
	  #handler = {
	    // https://whatpr.org/websockets/48/7b748d3...d5570f3.html#feedback-to-websocket-stream-from-the-protocol
	    onConnectionEstablished: (response, extensions) => this.#onConnectionEstablished(response, extensions),
	    onMessage: (opcode, data) => this.#onMessage(opcode, data),
	    onParserError: (err) => failWebsocketConnection(this.#handler, null, err.message),
	    onParserDrain: () => this.#handler.socket.resume(),
	    onSocketData: (chunk) => {
	      if (!this.#parser.write(chunk)) {
	        this.#handler.socket.pause();
	      }
	    },
	    onSocketError: (err) => {
	      this.#handler.readyState = states.CLOSING;

	      if (channels.socketError.hasSubscribers) {
	        channels.socketError.publish(err);
	      }

	      this.#handler.socket.destroy();
	    },
	    // When the WebSocket connection is closed for a WebSocketStream stream, possibly cleanly, the user agent must
	    // queue a global task on the WebSocket task source given stream ’s relevant global object to run the following substeps:
	    onSocketClose: () => queueMicrotask(() => this.#onSocketClose()),
	    onPing: () => {},
	    onPong: () => {},

	    readyState: states.CONNECTING,
	    socket: null,
	    closeState: new Set(),
	    controller: null,
	    wasEverConnected: false
	  }

	  /** @type {import('../receiver').ByteParser} */
	  #parser

	  constructor (url, options = undefined) {
	    if (!emittedExperimentalWarning) {
	      process.emitWarning('WebSocketStream is experimental! Expect it to change at any time.', {
	        code: 'UNDICI-WSS'
	      });
	      emittedExperimentalWarning = true;
	    }

	    webidl.argumentLengthCheck(arguments, 1, 'WebSocket');

	    url = webidl.converters.USVString(url);
	    if (options !== null) {
	      options = webidl.converters.WebSocketStreamOptions(options);
	    }

	    // 1. Let baseURL be this 's relevant settings object 's API base URL .
	    const baseURL = environmentSettingsObject.settingsObject.baseUrl;

	    // 2. Let urlRecord be the result of getting a URL record given url and baseURL .
	    const urlRecord = getURLRecord(url, baseURL);

	    // 3. Let protocols be options [" protocols "] if it exists , otherwise an empty sequence.
	    const protocols = options.protocols;

	    // 4. If any of the values in protocols occur more than once or otherwise fail to match the requirements for elements that comprise the value of ` Sec-WebSocket-Protocol ` fields as defined by The WebSocket Protocol , then throw a " SyntaxError " DOMException . [WSP]
	    if (protocols.length !== new Set(protocols.map(p => p.toLowerCase())).size) {
	      throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError')
	    }

	    if (protocols.length > 0 && !protocols.every(p => isValidSubprotocol(p))) {
	      throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError')
	    }

	    // 5. Set this 's url to urlRecord .
	    this.#url = urlRecord.toString();

	    // 6. Set this 's opened promise and closed promise to new promises.
	    this.#openedPromise = Promise.withResolvers();
	    this.#closedPromise = Promise.withResolvers();

	    // 7. Apply backpressure to the WebSocket.
	    // TODO

	    // 8.  If options [" signal "] exists ,
	    if (options.signal != null) {
	      // 8.1. Let signal be options [" signal "].
	      const signal = options.signal;

	      // 8.2. If signal is aborted , then reject this 's opened promise and closed promise with signal ’s abort reason
	      //      and return.
	      if (signal.aborted) {
	        this.#openedPromise.reject(signal.reason);
	        this.#closedPromise.reject(signal.reason);
	        return
	      }

	      // 8.3. Add the following abort steps to signal :
	      addAbortListener(signal, () => {
	        // 8.3.1. If the WebSocket connection is not yet established : [WSP]
	        if (!isEstablished(this.#handler.readyState)) {
	          // 8.3.1.1. Fail the WebSocket connection .
	          failWebsocketConnection(this.#handler);

	          // Set this 's ready state to CLOSING .
	          this.#handler.readyState = states.CLOSING;

	          // Reject this 's opened promise and closed promise with signal ’s abort reason .
	          this.#openedPromise.reject(signal.reason);
	          this.#closedPromise.reject(signal.reason);

	          // Set this 's handshake aborted to true.
	          this.#handshakeAborted = true;
	        }
	      });
	    }

	    // 9.  Let client be this 's relevant settings object .
	    const client = environmentSettingsObject.settingsObject;

	    // 10. Run this step in parallel :
	    // 10.1. Establish a WebSocket connection given urlRecord , protocols , and client . [FETCH]
	    this.#handler.controller = establishWebSocketConnection(
	      urlRecord,
	      protocols,
	      client,
	      this.#handler,
	      options
	    );
	  }

	  // The url getter steps are to return this 's url , serialized .
	  get url () {
	    return this.#url.toString()
	  }

	  // The opened getter steps are to return this 's opened promise .
	  get opened () {
	    return this.#openedPromise.promise
	  }

	  // The closed getter steps are to return this 's closed promise .
	  get closed () {
	    return this.#closedPromise.promise
	  }

	  // The close( closeInfo ) method steps are:
	  close (closeInfo = undefined) {
	    if (closeInfo !== null) {
	      closeInfo = webidl.converters.WebSocketCloseInfo(closeInfo);
	    }

	    // 1. Let code be closeInfo [" closeCode "] if present, or null otherwise.
	    const code = closeInfo.closeCode ?? null;

	    // 2. Let reason be closeInfo [" reason "].
	    const reason = closeInfo.reason;

	    // 3. Close the WebSocket with this , code , and reason .
	    closeWebSocketConnection(this.#handler, code, reason, true);
	  }

	  #write (chunk) {
	    // See /websockets/stream/tentative/write.any.html
	    chunk = webidl.converters.WebSocketStreamWrite(chunk);

	    // 1. Let promise be a new promise created in stream ’s relevant realm .
	    const promise = Promise.withResolvers();

	    // 2. Let data be null.
	    let data = null;

	    // 3. Let opcode be null.
	    let opcode = null;

	    // 4. If chunk is a BufferSource ,
	    if (webidl.is.BufferSource(chunk)) {
	      // 4.1. Set data to a copy of the bytes given chunk .
	      data = new Uint8Array(ArrayBuffer.isView(chunk) ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) : chunk.slice());

	      // 4.2. Set opcode to a binary frame opcode.
	      opcode = opcodes.BINARY;
	    } else {
	      // 5. Otherwise,

	      // 5.1. Let string be the result of converting chunk to an IDL USVString .
	      //    If this throws an exception, return a promise rejected with the exception.
	      let string;

	      try {
	        string = webidl.converters.DOMString(chunk);
	      } catch (e) {
	        promise.reject(e);
	        return promise.promise
	      }

	      // 5.2. Set data to the result of UTF-8 encoding string .
	      data = new TextEncoder().encode(string);

	      // 5.3. Set opcode to a text frame opcode.
	      opcode = opcodes.TEXT;
	    }

	    // 6. In parallel,
	    // 6.1. Wait until there is sufficient buffer space in stream to send the message.

	    // 6.2. If the closing handshake has not yet started , Send a WebSocket Message to stream comprised of data using opcode .
	    if (!this.#handler.closeState.has(sentCloseFrameState.SENT) && !this.#handler.closeState.has(sentCloseFrameState.RECEIVED)) {
	      const frame = new WebsocketFrameSend(data);

	      this.#handler.socket.write(frame.createFrame(opcode), () => {
	        // 6.3. Queue a global task on the WebSocket task source given stream ’s relevant global object to resolve promise with undefined.
	        promise.resolve(undefined);
	      });
	    } else {
	      // 6.3. Queue a global task on the WebSocket task source given stream ’s relevant global object to resolve promise with undefined.
	      promise.resolve(undefined);
	    }

	    // 7. Return promise.
	    return promise.promise
	  }

	  /** @type {import('../websocket').Handler['onConnectionEstablished']} */
	  #onConnectionEstablished (response, parsedExtensions) {
	    this.#handler.socket = response.socket;

	    // Get options from dispatcher options
	    const maxFragments = this.#handler.controller.dispatcher?.webSocketOptions?.maxFragments;
	    const maxPayloadSize = this.#handler.controller.dispatcher?.webSocketOptions?.maxPayloadSize;

	    const parser = new ByteParser(this.#handler, parsedExtensions, {
	      maxFragments,
	      maxPayloadSize
	    });
	    parser.on('drain', () => this.#handler.onParserDrain());
	    parser.on('error', (err) => this.#handler.onParserError(err));

	    this.#parser = parser;

	    // 1. Change stream ’s ready state to OPEN (1).
	    this.#handler.readyState = states.OPEN;

	    // 2. Set stream ’s was ever connected to true.
	    // This is done in the opening handshake.

	    // 3. Let extensions be the extensions in use .
	    const extensions = response.headersList.get('sec-websocket-extensions') ?? '';

	    // 4. Let protocol be the subprotocol in use .
	    const protocol = response.headersList.get('sec-websocket-protocol') ?? '';

	    // 5. Let pullAlgorithm be an action that pulls bytes from stream .
	    // 6. Let cancelAlgorithm be an action that cancels stream with reason , given reason .
	    // 7. Let readable be a new ReadableStream .
	    // 8. Set up readable with pullAlgorithm and cancelAlgorithm .
	    const readable = new ReadableStream({
	      start: (controller) => {
	        this.#readableStreamController = controller;
	      },
	      pull: () => this.#pull(),
	      cancel: (reason) => this.#cancel(reason)
	    });

	    // 9. Let writeAlgorithm be an action that writes chunk to stream , given chunk .
	    // 10. Let closeAlgorithm be an action that closes stream .
	    // 11. Let abortAlgorithm be an action that aborts stream with reason , given reason .
	    // 12. Let writable be a new WritableStream .
	    // 13. Set up writable with writeAlgorithm , closeAlgorithm , and abortAlgorithm .
	    const writable = new WritableStream({
	      start: (controller) => {
	        this.#writableStreamController = controller;
	      },
	      write: (chunk) => this.#write(chunk),
	      close: () => closeWebSocketConnection(this.#handler, null, null),
	      abort: (reason) => this.#closeUsingReason(reason)
	    });

	    // Set stream ’s readable stream to readable .
	    this.#readableStream = readable;

	    // Resolve stream ’s opened promise with WebSocketOpenInfo «[ " extensions " → extensions , " protocol " → protocol , " readable " → readable , " writable " → writable ]».
	    this.#openedPromise.resolve({
	      extensions,
	      protocol,
	      readable,
	      writable
	    });
	  }

	  /** @type {import('../websocket').Handler['onMessage']} */
	  #onMessage (type, data) {
	    // 1. If stream’s ready state is not OPEN (1), then return.
	    if (this.#handler.readyState !== states.OPEN) {
	      return
	    }

	    // 2. Let chunk be determined by switching on type:
	    //      - type indicates that the data is Text
	    //          a new DOMString containing data
	    //      - type indicates that the data is Binary
	    //          a new Uint8Array object, created in the relevant Realm of the
	    //          WebSocketStream object, whose contents are data
	    let chunk;

	    if (type === opcodes.TEXT) {
	      try {
	        chunk = utf8Decode(data);
	      } catch {
	        failWebsocketConnection(this.#handler, 1007, 'Received invalid UTF-8 in text frame.');
	        return
	      }
	    } else if (type === opcodes.BINARY) {
	      chunk = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
	    }

	    // 3. Enqueue chunk into stream’s readable stream.
	    this.#readableStreamController.enqueue(chunk);

	    // 4. Apply backpressure to the WebSocket.
	    if (this.#readableStreamController.desiredSize <= 0) {
	      this.#handler.socket.pause();
	    }
	  }

	  /** @type {import('../websocket').Handler['onSocketClose']} */
	  #onSocketClose () {
	    const wasClean =
	      this.#handler.closeState.has(sentCloseFrameState.SENT) &&
	      this.#handler.closeState.has(sentCloseFrameState.RECEIVED);

	    // 1. Change the ready state to CLOSED (3).
	    this.#handler.readyState = states.CLOSED;

	    // 2. If stream ’s handshake aborted is true, then return.
	    if (this.#handshakeAborted) {
	      return
	    }

	    // 3. If stream ’s was ever connected is false, then reject stream ’s opened promise with a new WebSocketError.
	    if (!this.#handler.wasEverConnected) {
	      this.#openedPromise.reject(new WebSocketError('Socket never opened'));
	    }

	    const result = this.#parser?.closingInfo;

	    // 4. Let code be the WebSocket connection close code .
	    // https://datatracker.ietf.org/doc/html/rfc6455#section-7.1.5
	    // If this Close control frame contains no status code, _The WebSocket
	    // Connection Close Code_ is considered to be 1005. If _The WebSocket
	    // Connection is Closed_ and no Close control frame was received by the
	    // endpoint (such as could occur if the underlying transport connection
	    // is lost), _The WebSocket Connection Close Code_ is considered to be
	    // 1006.
	    let code = result?.code ?? 1005;

	    if (!this.#handler.closeState.has(sentCloseFrameState.RECEIVED)) {
	      code = 1006;
	    }

	    // 5. Let reason be the result of applying UTF-8 decode without BOM to the WebSocket connection close reason .
	    const reason = result?.reason == null ? '' : utf8DecodeBytes(Buffer.from(result.reason));

	    // 6. If the connection was closed cleanly ,
	    if (wasClean) {
	      // 6.1. Close stream ’s readable stream .
	      readableStreamClose(this.#readableStreamController);

	      // 6.2. Error stream ’s writable stream with an " InvalidStateError " DOMException indicating that a closed WebSocketStream cannot be written to.
	      this.#writableStreamController.error(new DOMException('A closed WebSocketStream cannot be written to', 'InvalidStateError'));

	      // 6.3. Resolve stream ’s closed promise with WebSocketCloseInfo «[ " closeCode " → code , " reason " → reason ]».
	      this.#closedPromise.resolve({
	        closeCode: code,
	        reason
	      });
	    } else {
	      // 7. Otherwise,

	      // 7.1. Let error be a new WebSocketError whose closeCode is code and reason is reason .
	      const error = createUnvalidatedWebSocketError('unclean close', code, reason);

	      // 7.2. Error stream ’s readable stream with error .
	      this.#readableStreamController?.error(error);

	      // 7.3. Error stream ’s writable stream with error .
	      this.#writableStreamController?.error(error);

	      // 7.4. Reject stream ’s closed promise with error .
	      this.#closedPromise.reject(error);
	    }
	  }

	  #closeUsingReason (reason) {
	    // 1. Let code be null.
	    let code = null;

	    // 2. Let reasonString be the empty string.
	    let reasonString = '';

	    // 3. If reason implements WebSocketError ,
	    if (webidl.is.WebSocketError(reason)) {
	      // 3.1. Set code to reason ’s closeCode .
	      code = reason.closeCode;

	      // 3.2. Set reasonString to reason ’s reason .
	      reasonString = reason.reason;
	    }

	    // 4. Close the WebSocket with stream , code , and reasonString . If this throws an exception,
	    //    discard code and reasonString and close the WebSocket with stream .
	    closeWebSocketConnection(this.#handler, code, reasonString);
	  }

	  // To pull bytes from a WebSocketStream stream , if stream is currently applying backpressure, release backpressure.
	  #pull () {
	    this.#handler.socket.resume();
	  }

	  //  To cancel a WebSocketStream stream given reason , close using reason giving stream and reason .
	  #cancel (reason) {
	    this.#closeUsingReason(reason);
	  }
	}

	Object.defineProperties(WebSocketStream.prototype, {
	  url: kEnumerableProperty,
	  opened: kEnumerableProperty,
	  closed: kEnumerableProperty,
	  close: kEnumerableProperty,
	  [Symbol.toStringTag]: {
	    value: 'WebSocketStream',
	    writable: false,
	    enumerable: false,
	    configurable: true
	  }
	});

	webidl.converters.WebSocketStreamOptions = webidl.dictionaryConverter([
	  {
	    key: 'protocols',
	    converter: webidl.sequenceConverter(webidl.converters.USVString),
	    defaultValue: () => []
	  },
	  {
	    key: 'signal',
	    converter: webidl.nullableConverter(webidl.converters.AbortSignal),
	    defaultValue: () => null
	  }
	]);

	webidl.converters.WebSocketCloseInfo = webidl.dictionaryConverter([
	  {
	    key: 'closeCode',
	    converter: (V) => webidl.converters['unsigned short'](V, webidl.attributes.EnforceRange)
	  },
	  {
	    key: 'reason',
	    converter: webidl.converters.USVString,
	    defaultValue: () => ''
	  }
	]);

	webidl.converters.WebSocketStreamWrite = function (V) {
	  if (typeof V === 'string') {
	    return webidl.converters.USVString(V)
	  }

	  return webidl.converters.BufferSource(V)
	};

	websocketstream = { WebSocketStream };
	return websocketstream;
}

var util;
var hasRequiredUtil;

function requireUtil () {
	if (hasRequiredUtil) return util;
	hasRequiredUtil = 1;

	const { makeRequest } = requireRequest();

	/**
	 * Checks if the given value is a valid LastEventId.
	 * @param {string} value
	 * @returns {boolean}
	 */
	function isValidLastEventId (value) {
	  // LastEventId should not contain U+0000 NULL
	  return value.indexOf('\u0000') === -1
	}

	/**
	 * Checks if the given value is a base 10 digit.
	 * @param {string} value
	 * @returns {boolean}
	 */
	function isASCIINumber (value) {
	  if (value.length === 0) return false
	  for (let i = 0; i < value.length; i++) {
	    if (value.charCodeAt(i) < 0x30 || value.charCodeAt(i) > 0x39) return false
	  }
	  return true
	}

	function createPotentialCORSRequest (url, destination, corsAttributeState, sameOriginFallback) {
	  // 1. Let mode be "no-cors" if corsAttributeState is No CORS, and "cors" otherwise.
	  let mode = corsAttributeState === 'no cors' ? 'no-cors' : 'cors';

	  // 2. If same-origin fallback flag is set and mode is "no-cors", set mode to "same-origin".
	  if (sameOriginFallback && mode === 'no-cors') {
	    mode = 'same-origin';
	  }

	  // 3. Let credentialsMode be "include".
	  let credentialsMode = 'include';

	  // 4. If corsAttributeState is Anonymous, set credentialsMode to "same-origin".
	  if (corsAttributeState === 'anonymous') {
	    credentialsMode = 'same-origin';
	  }

	  // 5. Return a new request whose URL is url, destination is destination, mode is mode,
	  //    credentials mode is credentialsMode, and whose use-URL-credentials flag is set.
	  return makeRequest({
	    urlList: [url],
	    destination,
	    mode,
	    credentials: credentialsMode,
	    useURLCredentials: true
	  })
	}

	util = {
	  isValidLastEventId,
	  isASCIINumber,
	  createPotentialCORSRequest
	};
	return util;
}

var eventsourceStream;
var hasRequiredEventsourceStream;

function requireEventsourceStream () {
	if (hasRequiredEventsourceStream) return eventsourceStream;
	hasRequiredEventsourceStream = 1;
	const buffer = builtin$g;
	const { Transform } = builtin$2;
	const { isASCIINumber, isValidLastEventId } = requireUtil();

	/**
	 * @type {number[]} BOM
	 */
	const BOM = [0xEF, 0xBB, 0xBF];
	/**
	 * @type {10} LF
	 */
	const LF = 0x0A;
	/**
	 * @type {13} CR
	 */
	const CR = 0x0D;
	/**
	 * @type {58} COLON
	 */
	const COLON = 0x3A;
	/**
	 * @type {32} SPACE
	 */
	const SPACE = 0x20;

	const defaultMaxEventSize = buffer.kStringMaxLength;

	const DATA = Buffer.from('data');
	const EVENT = Buffer.from('event');
	const ID = Buffer.from('id');
	const RETRY = Buffer.from('retry');

	// Each data field creates a string node, and each unconsumed input chunk keeps
	// a Buffer wrapper. The absolute ceiling protects the large default byte limit.
	const minParserItems = 1024;
	const maxParserItems = 131072;
	const bytesPerParserItem = 128;

	function isASCIINumberBytes (buffer, start) {
	  if (start >= buffer.length) {
	    return false
	  }

	  for (let i = start; i < buffer.length; i++) {
	    if (buffer[i] < 0x30 || buffer[i] > 0x39) {
	      return false
	    }
	  }

	  return true
	}

	function isValidLastEventIdBytes (buffer, start) {
	  for (let i = start; i < buffer.length; i++) {
	    if (buffer[i] === 0x00) {
	      return false
	    }
	  }

	  return true
	}

	function isFieldName (line, length, field) {
	  if (length !== field.length) {
	    return false
	  }

	  for (let i = 0; i < length; i++) {
	    if (line[i] !== field[i]) {
	      return false
	    }
	  }

	  return true
	}

	function createMaxEventSizeExceededError () {
	  const error = new Error('EventSource message size exceeded');
	  error.aborted = false;
	  return error
	}

	/**
	 * @typedef {object} EventSourceStreamEvent
	 * @type {object}
	 * @property {string} [event] The event type.
	 * @property {string} [data] The data of the message.
	 * @property {string} [id] A unique ID for the event.
	 * @property {string} [retry] The reconnection time, in milliseconds.
	 */

	/**
	 * @typedef eventSourceSettings
	 * @type {object}
	 * @property {string} [lastEventId] The last event ID received from the server.
	 * @property {string} [origin] The origin of the event source.
	 * @property {number} [reconnectionTime] The reconnection time, in milliseconds.
	 */

	class EventSourceStream extends Transform {
	  /**
	   * @type {eventSourceSettings}
	   */
	  state

	  /**
	   * Leading byte-order-mark check.
	   * @type {boolean}
	   */
	  checkBOM = true

	  /**
	   * @type {boolean}
	   */
	  crlfCheck = false

	  /**
	   * @type {boolean}
	   */
	  eventEndCheck = false

	  /**
	   * @type {Buffer[]}
	   */
	  chunks = []

	  chunkIndex = 0
	  pos = 0
	  lineChunkIndex = 0
	  linePos = 0
	  lineLength = 0
	  eventSize = 0
	  eventFieldSizes = { data: 0, event: 0, id: 0, retry: 0 }
	  dataLineCount = 0
	  maxEventSize
	  maxDataLines
	  maxBufferedChunks

	  event = {
	    data: undefined,
	    event: undefined,
	    id: undefined,
	    retry: undefined
	  }

	  /**
	   * @param {object} options
	   * @param {boolean} [options.readableObjectMode]
	   * @param {number} [options.maxEventSize]
	   * @param {eventSourceSettings} [options.eventSourceSettings]
	   * @param {(chunk: any, encoding?: BufferEncoding | undefined) => boolean} [options.push]
	   */
	  constructor (options = {}) {
	    // Enable object mode as EventSourceStream emits objects of shape
	    // EventSourceStreamEvent
	    options.readableObjectMode = true;

	    super(options);

	    this.state = options.eventSourceSettings || {};
	    this.maxEventSize = options.maxEventSize ?? defaultMaxEventSize;
	    const parserItemLimit = this.maxEventSize > 0
	      ? Math.min(maxParserItems, Math.max(minParserItems, Math.floor(this.maxEventSize / bytesPerParserItem)))
	      : 0;
	    this.maxDataLines = parserItemLimit;
	    this.maxBufferedChunks = parserItemLimit;
	    if (options.push) {
	      this.push = options.push;
	    }
	  }

	  /**
	   * @param {Buffer} chunk
	   * @param {string} _encoding
	   * @param {Function} callback
	   * @returns {void}
	   */
	  _transform (chunk, _encoding, callback) {
	    if (chunk.length === 0) {
	      callback();
	      return
	    }

	    // A leading line ending can immediately release the currently buffered
	    // line, even when it uses the final allowed chunk slot.
	    if (this.maxEventSize > 0 &&
	        this.chunks.length >= this.maxBufferedChunks &&
	        chunk[0] !== LF && chunk[0] !== CR) {
	      callback(createMaxEventSizeExceededError());
	      return
	    }
	    this.chunks.push(chunk);

	    // Strip leading byte-order-mark if we opened the stream and started
	    // the processing of the incoming data
	    if (this.checkBOM) {
	      if (this.handleBOM()) {
	        callback();
	        return
	      }
	    }

	    while (this.hasCurrentByte()) {
	      const byte = this.currentByte();

	      // If the previous line ended with an end-of-line, we need to check
	      // if the next character is also an end-of-line.
	      if (this.eventEndCheck) {
	        // If the the current character is an end-of-line, then the event
	        // is finished and we can process it

	        // If the previous line ended with a carriage return, we need to
	        // check if the current character is a line feed and remove it
	        // from the buffer.
	        if (this.crlfCheck) {
	          // If the current character is a line feed, we can remove it
	          // from the buffer and reset the crlfCheck flag
	          if (byte === LF) {
	            this.crlfCheck = false;
	            this.consumeCurrentByte();

	            // It is possible that the line feed is not the end of the
	            // event. We need to check if the next character is an
	            // end-of-line character to determine if the event is
	            // finished. We simply continue the loop to check the next
	            // character.

	            // As we removed the line feed from the buffer and set the
	            // crlfCheck flag to false, we basically don't make any
	            // distinction between a line feed and a carriage return.
	            continue
	          }
	          this.crlfCheck = false;
	        }

	        if (byte === LF || byte === CR) {
	          // If the current character is a carriage return, we need to
	          // set the crlfCheck flag to true, as we need to check if the
	          // next character is a line feed so we can remove it from the
	          // buffer
	          if (byte === CR) {
	            this.crlfCheck = true;
	          }

	          this.consumeCurrentByte();
	          if (this.hasPendingEvent()) {
	            this.processEvent(this.event);
	          }
	          this.clearEvent();
	          continue
	        }
	        // If the current character is not an end-of-line, then the event
	        // is not finished and we have to reset the eventEndCheck flag
	        this.eventEndCheck = false;
	        continue
	      }

	      // If the current character is an end-of-line, we can process the
	      // line
	      if (byte === LF || byte === CR) {
	        // If the current character is a carriage return, we need to
	        // set the crlfCheck flag to true, as we need to check if the
	        // next character is a line feed
	        if (byte === CR) {
	          this.crlfCheck = true;
	        }

	        // In any case, we can process the line as we reached an
	        // end-of-line character
	        try {
	          this.parseLine(this.readLine(), this.event);
	        } catch (error) {
	          callback(error);
	          return
	        }
	        this.consumeCurrentByte();
	        // A line was processed and this could be the end of the event. We need
	        // to check if the next line is empty to determine if the event is
	        // finished.
	        this.eventEndCheck = true;
	        continue
	      }

	      // readLine() is only called after CR or LF. Reject an unfinished line
	      // before it can retain an unbounded number of decoded chunks. The seven
	      // extra bytes allow the longest field prefix ("event: " or "retry: ").
	      if (this.maxEventSize > 0 && ++this.lineLength > this.maxEventSize + 7) {
	        callback(createMaxEventSizeExceededError());
	        return
	      }
	      this.advanceCursor();
	    }

	    callback();
	  }

	  _destroy (error, callback) {
	    this.chunks.length = 0;
	    this.clearEvent();
	    super._destroy(error, callback);
	  }

	  /**
	   * @param {Buffer} line
	   * @param {EventSourceStreamEvent} event
	   */
	  parseLine (line, event) {
	    // If the line is empty (a blank line)
	    // Dispatch the event, as defined below.
	    // This will be handled in the _transform method
	    if (line.length === 0) {
	      return
	    }

	    // If the line starts with a U+003A COLON character (:)
	    // Ignore the line.
	    const colonPosition = line.indexOf(COLON);
	    if (colonPosition === 0) {
	      return
	    }

	    let fieldLength = line.length;
	    let valueStart = line.length;

	    // If the line contains a U+003A COLON character (:)
	    if (colonPosition !== -1) {
	      fieldLength = colonPosition;

	      // Collect the characters on the line after the first U+003A COLON
	      // character (:), and let value be that string.
	      // If value starts with a U+0020 SPACE character, remove it from value.
	      valueStart = colonPosition + 1;
	      if (line[valueStart] === SPACE) {
	        ++valueStart;
	      }
	    }

	    if (isFieldName(line, fieldLength, DATA)) {
	      if (this.maxEventSize > 0 && this.dataLineCount >= this.maxDataLines) {
	        throw createMaxEventSizeExceededError()
	      }
	      const valueBytes = line.length - valueStart;
	      const dataSize = this.eventFieldSizes.data + (event.data === undefined ? 0 : 1) + valueBytes;
	      this.setEventFieldSize('data', dataSize);

	      const value = line.toString('utf8', valueStart);

	      if (event.data === undefined) {
	        event.data = value;
	      } else {
	        event.data += `\n${value}`;
	      }
	      this.dataLineCount++;
	      return
	    }

	    if (isFieldName(line, fieldLength, RETRY)) {
	      if (isASCIINumberBytes(line, valueStart)) {
	        this.setEventFieldSize('retry', line.length - valueStart);
	        event.retry = line.toString('utf8', valueStart);
	      }
	      return
	    }

	    if (isFieldName(line, fieldLength, ID)) {
	      if (isValidLastEventIdBytes(line, valueStart)) {
	        this.setEventFieldSize('id', line.length - valueStart);
	        event.id = line.toString('utf8', valueStart);
	      }
	      return
	    }

	    if (isFieldName(line, fieldLength, EVENT)) {
	      if (valueStart < line.length) {
	        this.setEventFieldSize('event', line.length - valueStart);
	        event.event = line.toString('utf8', valueStart);
	      }
	    }
	  }

	  setEventFieldSize (field, size) {
	    const eventSize = this.eventSize - this.eventFieldSizes[field] + size;
	    if (this.maxEventSize > 0 && eventSize > this.maxEventSize) {
	      throw createMaxEventSizeExceededError()
	    }
	    this.eventSize = eventSize;
	    this.eventFieldSizes[field] = size;
	  }

	  /**
	   * @param {EventSourceStreamEvent} event
	   */
	  processEvent (event) {
	    if (event.retry && isASCIINumber(event.retry)) {
	      this.state.reconnectionTime = parseInt(event.retry, 10);
	    }

	    if (event.id !== undefined && isValidLastEventId(event.id)) {
	      this.state.lastEventId = event.id;
	    }

	    // only dispatch event, when data is provided
	    if (event.data !== undefined) {
	      this.push({
	        type: event.event || 'message',
	        options: {
	          data: event.data,
	          lastEventId: this.state.lastEventId,
	          origin: this.state.origin
	        }
	      });
	    }
	  }

	  clearEvent () {
	    this.event.data = undefined;
	    this.event.event = undefined;
	    this.event.id = undefined;
	    this.event.retry = undefined;
	    this.eventSize = 0;
	    this.dataLineCount = 0;
	    this.eventFieldSizes.data = 0;
	    this.eventFieldSizes.event = 0;
	    this.eventFieldSizes.id = 0;
	    this.eventFieldSizes.retry = 0;
	  }

	  hasPendingEvent () {
	    return this.event.data !== undefined ||
	      this.event.event !== undefined ||
	      this.event.id !== undefined ||
	      this.event.retry !== undefined
	  }

	  hasCurrentByte () {
	    return this.chunkIndex < this.chunks.length &&
	      this.pos < this.chunks[this.chunkIndex].length
	  }

	  currentByte () {
	    return this.chunks[this.chunkIndex][this.pos]
	  }

	  consumeCurrentByte () {
	    this.advanceCursor();
	    this.syncLineStartToCursor();
	  }

	  advanceCursor () {
	    this.pos++;

	    while (this.chunkIndex < this.chunks.length && this.pos >= this.chunks[this.chunkIndex].length) {
	      this.chunkIndex++;
	      this.pos = 0;
	    }
	  }

	  syncLineStartToCursor () {
	    this.lineChunkIndex = this.chunkIndex;
	    this.linePos = this.pos;
	    this.lineLength = 0;
	    this.dropConsumedChunks();
	  }

	  dropConsumedChunks () {
	    if (this.lineChunkIndex > 0) {
	      const consumed = this.lineChunkIndex;
	      this.chunks.splice(0, consumed);
	      this.lineChunkIndex = 0;
	      this.chunkIndex -= consumed;
	    }

	    if (this.chunkIndex === this.chunks.length) {
	      this.chunks.length = 0;
	      this.chunkIndex = 0;
	      this.pos = 0;
	      this.lineChunkIndex = 0;
	      this.linePos = 0;
	    }
	  }

	  readLine () {
	    if (this.lineChunkIndex === this.chunkIndex) {
	      return this.chunks[this.chunkIndex].subarray(this.linePos, this.pos)
	    }

	    const chunks = [];
	    let length = 0;

	    for (let i = this.lineChunkIndex; i <= this.chunkIndex; i++) {
	      const chunk = this.chunks[i];
	      const start = i === this.lineChunkIndex ? this.linePos : 0;
	      const end = i === this.chunkIndex ? this.pos : chunk.length;
	      const slice = chunk.subarray(start, end);
	      length += slice.length;
	      chunks.push(slice);
	    }

	    return Buffer.concat(chunks, length)
	  }

	  peekBufferedByte (offset) {
	    let chunkIndex = this.lineChunkIndex;
	    let pos = this.linePos;

	    while (chunkIndex < this.chunks.length) {
	      const chunk = this.chunks[chunkIndex];
	      const remaining = chunk.length - pos;

	      if (offset < remaining) {
	        return chunk[pos + offset]
	      }

	      offset -= remaining;
	      chunkIndex++;
	      pos = 0;
	    }
	  }

	  discardLeadingBytes (count) {
	    while (count > 0 && this.lineChunkIndex < this.chunks.length) {
	      const chunk = this.chunks[this.lineChunkIndex];
	      const remaining = chunk.length - this.linePos;

	      if (count < remaining) {
	        this.linePos += count;
	        count = 0;
	      } else {
	        count -= remaining;
	        this.lineChunkIndex++;
	        this.linePos = 0;
	      }
	    }

	    this.chunkIndex = this.lineChunkIndex;
	    this.pos = this.linePos;
	    this.dropConsumedChunks();
	  }

	  handleBOM () {
	    const first = this.peekBufferedByte(0);
	    const second = this.peekBufferedByte(1);
	    const third = this.peekBufferedByte(2);

	    if (second === undefined) {
	      if (first === BOM[0]) {
	        return true
	      }

	      this.checkBOM = false;
	      return true
	    }

	    if (third === undefined) {
	      if (first === BOM[0] && second === BOM[1]) {
	        return true
	      }

	      this.checkBOM = false;
	      return false
	    }

	    if (first === BOM[0] && second === BOM[1] && third === BOM[2]) {
	      this.discardLeadingBytes(3);
	    }

	    this.checkBOM = false;
	    return !this.hasCurrentByte()
	  }
	}

	eventsourceStream = {
	  EventSourceStream
	};
	return eventsourceStream;
}

var eventsource;
var hasRequiredEventsource;

function requireEventsource () {
	if (hasRequiredEventsource) return eventsource;
	hasRequiredEventsource = 1;

	const { pipeline } = builtin$2;
	const { fetching } = requireFetch();
	const { webidl } = requireWebidl();
	const { EventSourceStream } = requireEventsourceStream();
	const { parseMIMEType } = requireDataUrl();
	const { createFastMessageEvent } = requireEvents();
	const { isNetworkError } = requireResponse();
	const { cloneRequest } = requireRequest();
	const { isValidHeaderValue, kEnumerableProperty } = requireUtil$4();
	const { environmentSettingsObject } = requireUtil$5();
	const { createPotentialCORSRequest } = requireUtil();
	const { getGlobalDispatcher } = requireGlobal();
	const { isomorphicDecode } = requireInfra();

	const textEncoder = new TextEncoder();

	let experimentalWarned = false;

	/**
	 * A reconnection time, in milliseconds. This must initially be an implementation-defined value,
	 * probably in the region of a few seconds.
	 *
	 * In Comparison:
	 * - Chrome uses 3000ms.
	 * - Deno uses 5000ms.
	 *
	 * @type {3000}
	 */
	const defaultReconnectionTime = 3000;

	/**
	 * The largest delay setTimeout supports. Larger values (including Infinity)
	 * make Node.js fire the timer after 1 ms instead, which would turn a large
	 * reconnection time into a reconnect storm.
	 * @type {number}
	 */
	const maxReconnectionTime = 2 ** 31 - 1;

	/**
	 * The readyState attribute represents the state of the connection.
	 * @typedef ReadyState
	 * @type {0|1|2}
	 * @readonly
	 * @see https://html.spec.whatwg.org/multipage/server-sent-events.html#dom-eventsource-readystate-dev
	 */

	/**
	 * The connection has not yet been established, or it was closed and the user
	 * agent is reconnecting.
	 * @type {0}
	 */
	const CONNECTING = 0;

	/**
	 * The user agent has an open connection and is dispatching events as it
	 * receives them.
	 * @type {1}
	 */
	const OPEN = 1;

	/**
	 * The connection is not open, and the user agent is not trying to reconnect.
	 * @type {2}
	 */
	const CLOSED = 2;

	/**
	 * Requests for the element will have their mode set to "cors" and their credentials mode set to "same-origin".
	 * @type {'anonymous'}
	 */
	const ANONYMOUS = 'anonymous';

	/**
	 * Requests for the element will have their mode set to "cors" and their credentials mode set to "include".
	 * @type {'use-credentials'}
	 */
	const USE_CREDENTIALS = 'use-credentials';

	/**
	 * The EventSource interface is used to receive server-sent events. It
	 * connects to a server over HTTP and receives events in text/event-stream
	 * format without closing the connection.
	 * @extends {EventTarget}
	 * @see https://html.spec.whatwg.org/multipage/server-sent-events.html#server-sent-events
	 * @api public
	 */
	class EventSource extends EventTarget {
	  #events = {
	    open: null,
	    error: null,
	    message: null
	  }

	  #url
	  #withCredentials = false

	  /**
	   * @type {ReadyState}
	   */
	  #readyState = CONNECTING

	  #request = null
	  #controller = null

	  #dispatcher

	  /**
	   * @type {import('./eventsource-stream').eventSourceSettings}
	   */
	  #state

	  /**
	   * Creates a new EventSource object.
	   * @param {string} url
	   * @param {EventSourceInit} [eventSourceInitDict={}]
	   * @see https://html.spec.whatwg.org/multipage/server-sent-events.html#the-eventsource-interface
	   */
	  constructor (url, eventSourceInitDict = {}) {
	    // 1. Let ev be a new EventSource object.
	    super();

	    webidl.util.markAsUncloneable(this);

	    const prefix = 'EventSource constructor';
	    webidl.argumentLengthCheck(arguments, 1, prefix);

	    if (!experimentalWarned) {
	      experimentalWarned = true;
	      process.emitWarning('EventSource is experimental, expect them to change at any time.', {
	        code: 'UNDICI-ES'
	      });
	    }

	    url = webidl.converters.USVString(url);
	    eventSourceInitDict = webidl.converters.EventSourceInitDict(eventSourceInitDict, prefix, 'eventSourceInitDict');

	    this.#dispatcher = eventSourceInitDict.node.dispatcher || eventSourceInitDict.dispatcher;
	    this.#state = {
	      lastEventId: '',
	      reconnectionTime: eventSourceInitDict.node.reconnectionTime
	    };

	    // 2. Let settings be ev's relevant settings object.
	    // https://html.spec.whatwg.org/multipage/webappapis.html#environment-settings-object
	    const settings = environmentSettingsObject;

	    let urlRecord;

	    try {
	      // 3. Let urlRecord be the result of encoding-parsing a URL given url, relative to settings.
	      urlRecord = new URL(url, settings.settingsObject.baseUrl);
	      this.#state.origin = urlRecord.origin;
	    } catch (e) {
	      // 4. If urlRecord is failure, then throw a "SyntaxError" DOMException.
	      throw new DOMException(e, 'SyntaxError')
	    }

	    // 5. Set ev's url to urlRecord.
	    this.#url = urlRecord.href;

	    // 6. Let corsAttributeState be Anonymous.
	    let corsAttributeState = ANONYMOUS;

	    // 7. If the value of eventSourceInitDict's withCredentials member is true,
	    // then set corsAttributeState to Use Credentials and set ev's
	    // withCredentials attribute to true.
	    if (eventSourceInitDict.withCredentials === true) {
	      corsAttributeState = USE_CREDENTIALS;
	      this.#withCredentials = true;
	    }

	    // 8. Let request be the result of creating a potential-CORS request given
	    // urlRecord, the empty string, and corsAttributeState.
	    const request = createPotentialCORSRequest(urlRecord, '', corsAttributeState);

	    // 9. Set request's client to settings.
	    request.client = environmentSettingsObject.settingsObject;

	    // 10. User agents may set (`Accept`, `text/event-stream`) in request's header list.
	    request.headersList.set('Accept', 'text/event-stream');

	    // 11. Set request's cache mode to "no-store".
	    request.cache = 'no-store';

	    // 12. Set request's initiator type to "other".
	    request.initiator = 'other';

	    // 13. Set ev's request to request.
	    this.#request = request;

	    this.#connect();
	  }

	  /**
	   * Returns the state of this EventSource object's connection. It can have the
	   * values described below.
	   * @returns {ReadyState}
	   * @readonly
	   */
	  get readyState () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    return this.#readyState
	  }

	  /**
	   * Returns the URL providing the event stream.
	   * @readonly
	   * @returns {string}
	   */
	  get url () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    return this.#url
	  }

	  /**
	   * Returns a boolean indicating whether the EventSource object was
	   * instantiated with CORS credentials set (true), or not (false, the default).
	   */
	  get withCredentials () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    return this.#withCredentials
	  }

	  #connect () {
	    if (this.#readyState === CLOSED) return

	    this.#readyState = CONNECTING;

	    // Fetch a copy of the request so that every connection starts from the
	    // original request. Fetch mutates the request it is given (URL list,
	    // redirect count, response tainting and, on cross-origin redirects,
	    // headers), so reusing it makes reconnects go to the last redirect
	    // target and, after 20 redirects in total, fail forever.
	    // cloneRequest() shares the URL list, so copy it as well.
	    // 301/308 permanent redirects are handled the same as 302/307 temporary
	    // redirects. While the original EventSource spec required that permanent
	    // redirects be handled, WHATWG removed that requirement and has not
	    // yet opted to restore it... therefore all redirects gets handled the
	    // same.
	    const request = cloneRequest(this.#request);
	    request.urlList = [...this.#request.urlList];

	    const fetchParams = {
	      request,
	      dispatcher: this.#dispatcher
	    };

	    // 14. Let processEventSourceEndOfBody given response res be the following step: if res is not a network error, then reestablish the connection.
	    const processEventSourceEndOfBody = (response) => {
	      if (!isNetworkError(response)) {
	        return this.#reconnect()
	      }
	    };

	    // 15. Fetch request, with processResponseEndOfBody set to processEventSourceEndOfBody...
	    fetchParams.processResponseEndOfBody = processEventSourceEndOfBody;

	    // and processResponse set to the following steps given response res:
	    fetchParams.processResponse = (response) => {
	      // 1. If res is an aborted network error, then fail the connection.

	      if (isNetworkError(response)) {
	        // 1. When a user agent is to fail the connection, the user agent
	        // must queue a task which, if the readyState attribute is set to a
	        // value other than CLOSED, sets the readyState attribute to CLOSED
	        // and fires an event named error at the EventSource object. Once the
	        // user agent has failed the connection, it does not attempt to
	        // reconnect.
	        if (response.aborted) {
	          this.close();
	          this.dispatchEvent(new Event('error'));
	          return
	          // 2. Otherwise, if res is a network error, then reestablish the
	          // connection, unless the user agent knows that to be futile, in
	          // which case the user agent may fail the connection.
	        } else {
	          this.#reconnect();
	          return
	        }
	      }

	      // 3. Otherwise, if res's status is not 200, or if res's `Content-Type`
	      // is not `text/event-stream`, then fail the connection.
	      const contentType = response.headersList.get('content-type', true);
	      const mimeType = contentType !== null ? parseMIMEType(contentType) : 'failure';
	      const contentTypeValid = mimeType !== 'failure' && mimeType.essence === 'text/event-stream';
	      if (
	        response.status !== 200 ||
	        contentTypeValid === false
	      ) {
	        this.close();
	        this.dispatchEvent(new Event('error'));
	        return
	      }

	      // 4. Otherwise, announce the connection and interpret res's body
	      // line by line.

	      // When a user agent is to announce the connection, the user agent
	      // must queue a task which, if the readyState attribute is set to a
	      // value other than CLOSED, sets the readyState attribute to OPEN
	      // and fires an event named open at the EventSource object.
	      // @see https://html.spec.whatwg.org/multipage/server-sent-events.html#sse-processing-model
	      this.#readyState = OPEN;
	      this.dispatchEvent(new Event('open'));

	      // If redirected to a different origin, set the origin to the new origin.
	      this.#state.origin = response.urlList[response.urlList.length - 1].origin;

	      const eventSourceStream = new EventSourceStream({
	        eventSourceSettings: this.#state,
	        maxEventSize: this.#dispatcher.eventSourceOptions?.maxEventSize,
	        push: (event) => {
	          this.dispatchEvent(createFastMessageEvent(
	            event.type,
	            event.options
	          ));
	        }
	      });

	      pipeline(response.body.stream,
	        eventSourceStream,
	        (error) => {
	          if (
	            error?.aborted === false
	          ) {
	            this.close();
	            this.dispatchEvent(new Event('error'));
	          }
	        });
	    };

	    this.#controller = fetching(fetchParams);
	  }

	  /**
	   * @see https://html.spec.whatwg.org/multipage/server-sent-events.html#sse-processing-model
	   * @returns {void}
	   */
	  #reconnect () {
	    // When a user agent is to reestablish the connection, the user agent must
	    // run the following steps. These steps are run in parallel, not as part of
	    // a task. (The tasks that it queues, of course, are run like normal tasks
	    // and not themselves in parallel.)

	    // 1. Queue a task to run the following steps:

	    //   1. If the readyState attribute is set to CLOSED, abort the task.
	    if (this.#readyState === CLOSED) return

	    //   2. Set the readyState attribute to CONNECTING.
	    this.#readyState = CONNECTING;

	    //   3. Fire an event named error at the EventSource object.
	    this.dispatchEvent(new Event('error'));

	    // 2. Wait a delay equal to the reconnection time of the event source.
	    setTimeout(() => {
	      // 5. Queue a task to run the following steps:

	      //   1. If the EventSource object's readyState attribute is not set to
	      //      CONNECTING, then return.
	      if (this.#readyState !== CONNECTING) return

	      //   2. Let request be the EventSource object's request.
	      //   3. If the EventSource object's last event ID string is not the empty
	      //      string, then:
	      //      1. Let lastEventIDValue be the EventSource object's last event ID
	      //         string, encoded as UTF-8.
	      //      2. Set (`Last-Event-ID`, lastEventIDValue) in request's header
	      //         list.
	      this.#request.headersList.delete('last-event-id', true);
	      if (this.#state.lastEventId.length) {
	        const lastEventId = isomorphicDecode(textEncoder.encode(this.#state.lastEventId));
	        if (isValidHeaderValue(lastEventId)) {
	          this.#request.headersList.set('last-event-id', lastEventId, true);
	        }
	      }

	      //   4. Fetch request and process the response obtained in this fashion, if any, as described earlier in this section.
	      this.#connect();
	    }, Math.min(this.#state.reconnectionTime, maxReconnectionTime))?.unref();
	  }

	  /**
	   * Closes the connection, if any, and sets the readyState attribute to
	   * CLOSED.
	   */
	  close () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    if (this.#readyState === CLOSED) return
	    this.#readyState = CLOSED;
	    this.#controller.abort();
	    this.#request = null;
	  }

	  get onopen () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    return this.#events.open
	  }

	  set onopen (fn) {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    if (this.#events.open) {
	      this.removeEventListener('open', this.#events.open);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('open', listener);
	      this.#events.open = fn;
	    } else {
	      this.#events.open = null;
	    }
	  }

	  get onmessage () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    return this.#events.message
	  }

	  set onmessage (fn) {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    if (this.#events.message) {
	      this.removeEventListener('message', this.#events.message);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('message', listener);
	      this.#events.message = fn;
	    } else {
	      this.#events.message = null;
	    }
	  }

	  get onerror () {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    return this.#events.error
	  }

	  set onerror (fn) {
	    webidl.brandCheck(this, webidl.is.EventSource);

	    if (this.#events.error) {
	      this.removeEventListener('error', this.#events.error);
	    }

	    const listener = webidl.converters.EventHandlerNonNull(fn);

	    if (listener !== null) {
	      this.addEventListener('error', listener);
	      this.#events.error = fn;
	    } else {
	      this.#events.error = null;
	    }
	  }

	  static {
	    webidl.is.EventSource = (arg) => {
	      return arg != null && typeof arg === 'object' && #events in arg
	    };
	  }
	}

	const constantsPropertyDescriptors = {
	  CONNECTING: {
	    __proto__: null,
	    configurable: false,
	    enumerable: true,
	    value: CONNECTING,
	    writable: false
	  },
	  OPEN: {
	    __proto__: null,
	    configurable: false,
	    enumerable: true,
	    value: OPEN,
	    writable: false
	  },
	  CLOSED: {
	    __proto__: null,
	    configurable: false,
	    enumerable: true,
	    value: CLOSED,
	    writable: false
	  }
	};

	Object.defineProperties(EventSource, constantsPropertyDescriptors);
	Object.defineProperties(EventSource.prototype, constantsPropertyDescriptors);

	Object.defineProperties(EventSource.prototype, {
	  close: kEnumerableProperty,
	  onerror: kEnumerableProperty,
	  onmessage: kEnumerableProperty,
	  onopen: kEnumerableProperty,
	  readyState: kEnumerableProperty,
	  url: kEnumerableProperty,
	  withCredentials: kEnumerableProperty
	});

	webidl.converters.EventSourceInitDict = webidl.dictionaryConverter([
	  {
	    key: 'withCredentials',
	    converter: webidl.converters.boolean,
	    defaultValue: () => false
	  },
	  {
	    key: 'dispatcher', // undici only
	    converter: webidl.converters.any,
	    defaultValue: () => getGlobalDispatcher()
	  },
	  {
	    key: 'node', // undici only
	    converter: webidl.dictionaryConverter([
	      {
	        key: 'reconnectionTime',
	        converter: webidl.converters['unsigned long'],
	        defaultValue: () => defaultReconnectionTime
	      },
	      {
	        key: 'dispatcher',
	        converter: webidl.converters.any
	      }
	    ]),
	    defaultValue: () => ({})
	  }
	]);

	eventsource = {
	  EventSource,
	  defaultReconnectionTime
	};
	return eventsource;
}

undici.exports;

var hasRequiredUndici;

function requireUndici () {
	if (hasRequiredUndici) return undici.exports;
	hasRequiredUndici = 1;
	(function (module) {

		const Client = requireClient();
		const Dispatcher = requireDispatcher();
		const Pool = requirePool();
		const BalancedPool = requireBalancedPool();
		const RoundRobinPool = requireRoundRobinPool();
		const Agent = requireAgent();
		const Dispatcher1Wrapper = requireDispatcher1Wrapper();
		const ProxyAgent = requireProxyAgent();
		const Socks5ProxyAgent = requireSocks5ProxyAgent();
		const EnvHttpProxyAgent = requireEnvHttpProxyAgent();
		const RetryAgent = requireRetryAgent();
		const H2CClient = requireH2cClient();
		const errors = requireErrors();
		const util = requireUtil$4();
		const { InvalidArgumentError } = errors;
		const api = requireApi();
		const buildConnector = requireConnect();
		const MockClient = requireMockClient();
		const { MockCallHistory, MockCallHistoryLog } = requireMockCallHistory();
		const MockAgent = requireMockAgent();
		const MockPool = requireMockPool();
		const SnapshotAgent = requireSnapshotAgent();
		const mockErrors = requireMockErrors();
		const RetryHandler = requireRetryHandler();
		const { getGlobalDispatcher, setGlobalDispatcher } = requireGlobal();
		const DecoratorHandler = requireDecoratorHandler();
		const RedirectHandler = requireRedirectHandler();

		Object.assign(Dispatcher.prototype, api);

		module.exports.Dispatcher = Dispatcher;
		module.exports.Client = Client;
		module.exports.Pool = Pool;
		module.exports.BalancedPool = BalancedPool;
		module.exports.RoundRobinPool = RoundRobinPool;
		module.exports.Agent = Agent;
		module.exports.Dispatcher1Wrapper = Dispatcher1Wrapper;
		module.exports.ProxyAgent = ProxyAgent;
		module.exports.Socks5ProxyAgent = Socks5ProxyAgent;
		module.exports.EnvHttpProxyAgent = EnvHttpProxyAgent;
		module.exports.RetryAgent = RetryAgent;
		module.exports.H2CClient = H2CClient;
		module.exports.RetryHandler = RetryHandler;

		module.exports.DecoratorHandler = DecoratorHandler;
		module.exports.RedirectHandler = RedirectHandler;
		module.exports.interceptors = {
		  redirect: requireRedirect(),
		  responseError: requireResponseError(),
		  retry: requireRetry(),
		  dump: requireDump(),
		  dns: requireDns(),
		  cache: requireCache$1(),
		  decompress: requireDecompress(),
		  deduplicate: requireDeduplicate()
		};

		module.exports.cacheStores = {
		  MemoryCacheStore: requireMemoryCacheStore()
		};

		const SqliteCacheStore = requireSqliteCacheStore();
		module.exports.cacheStores.SqliteCacheStore = SqliteCacheStore;

		module.exports.buildConnector = buildConnector;
		module.exports.errors = errors;
		module.exports.util = {
		  parseHeaders: util.parseHeaders,
		  headerNameToString: util.headerNameToString
		};

		function makeDispatcher (fn) {
		  return (url, opts, handler) => {
		    if (typeof opts === 'function') {
		      handler = opts;
		      opts = null;
		    }

		    if (!url || (typeof url !== 'string' && typeof url !== 'object' && !(url instanceof URL))) {
		      throw new InvalidArgumentError('invalid url')
		    }

		    if (opts != null && typeof opts !== 'object') {
		      throw new InvalidArgumentError('invalid opts')
		    }

		    if (opts && opts.path != null) {
		      if (typeof opts.path !== 'string') {
		        throw new InvalidArgumentError('invalid opts.path')
		      }

		      let path = opts.path;
		      if (!opts.path.startsWith('/')) {
		        path = `/${path}`;
		      }

		      url = new URL(util.parseOrigin(url).origin + path);
		    } else {
		      if (!opts) {
		        opts = typeof url === 'object' ? url : {};
		      }

		      url = util.parseURL(url);
		    }

		    const { agent, dispatcher = getGlobalDispatcher(), ...restOpts } = opts;

		    if (agent) {
		      throw new InvalidArgumentError('unsupported opts.agent. Did you mean opts.client?')
		    }

		    return fn.call(dispatcher, {
		      ...restOpts,
		      origin: url.origin,
		      path: url.search ? `${url.pathname}${url.search}` : url.pathname,
		      method: opts.method || (opts.body ? 'PUT' : 'GET')
		    }, handler)
		  }
		}

		module.exports.setGlobalDispatcher = setGlobalDispatcher;
		module.exports.getGlobalDispatcher = getGlobalDispatcher;

		const fetchImpl = requireFetch().fetch;

		// Capture __filename at module load time for stack trace augmentation.
		// This may be undefined when bundled in environments like Node.js internals.
		const currentFilename = typeof __filename !== 'undefined' ? __filename : undefined;

		function appendFetchStackTrace (err, filename) {
		  if (!err || typeof err !== 'object') {
		    return
		  }

		  const stack = typeof err.stack === 'string' ? err.stack : '';
		  const normalizedFilename = filename.replace(/\\/g, '/');

		  if (stack && (stack.includes(filename) || stack.includes(normalizedFilename))) {
		    return
		  }

		  const capture = {};
		  Error.captureStackTrace(capture, appendFetchStackTrace);

		  if (!capture.stack) {
		    return
		  }

		  const captureLines = capture.stack.split('\n').slice(1).join('\n');

		  err.stack = stack ? `${stack}\n${captureLines}` : capture.stack;
		}

		module.exports.fetch = function fetch (init, options = undefined) {
		  return fetchImpl(init, options).catch(err => {
		    if (currentFilename) {
		      appendFetchStackTrace(err, currentFilename);
		    } else if (err && typeof err === 'object') {
		      Error.captureStackTrace(err, module.exports.fetch);
		    }
		    throw err
		  })
		};
		module.exports.Headers = requireHeaders().Headers;
		module.exports.Response = requireResponse().Response;
		module.exports.Request = requireRequest().Request;
		module.exports.FormData = requireFormdata().FormData;

		const { setGlobalOrigin, getGlobalOrigin } = requireGlobal$1();

		module.exports.setGlobalOrigin = setGlobalOrigin;
		module.exports.getGlobalOrigin = getGlobalOrigin;

		const { CacheStorage } = requireCachestorage();
		const { kConstruct } = requireSymbols();

		module.exports.caches = new CacheStorage(kConstruct);

		const { deleteCookie, getCookies, getSetCookies, setCookie, parseCookie } = requireCookies();

		module.exports.deleteCookie = deleteCookie;
		module.exports.getCookies = getCookies;
		module.exports.getSetCookies = getSetCookies;
		module.exports.setCookie = setCookie;
		module.exports.parseCookie = parseCookie;

		const { parseMIMEType, serializeAMimeType } = requireDataUrl();

		module.exports.parseMIMEType = parseMIMEType;
		module.exports.serializeAMimeType = serializeAMimeType;

		const { CloseEvent, ErrorEvent, MessageEvent } = requireEvents();
		const { WebSocket, ping } = requireWebsocket();
		module.exports.WebSocket = WebSocket;
		module.exports.CloseEvent = CloseEvent;
		module.exports.ErrorEvent = ErrorEvent;
		module.exports.MessageEvent = MessageEvent;
		module.exports.ping = ping;

		module.exports.WebSocketStream = requireWebsocketstream().WebSocketStream;
		module.exports.WebSocketError = requireWebsocketerror().WebSocketError;

		module.exports.request = makeDispatcher(api.request);
		module.exports.stream = makeDispatcher(api.stream);
		module.exports.pipeline = makeDispatcher(api.pipeline);
		module.exports.connect = makeDispatcher(api.connect);
		module.exports.upgrade = makeDispatcher(api.upgrade);

		module.exports.MockClient = MockClient;
		module.exports.MockCallHistory = MockCallHistory;
		module.exports.MockCallHistoryLog = MockCallHistoryLog;
		module.exports.MockPool = MockPool;
		module.exports.MockAgent = MockAgent;
		module.exports.SnapshotAgent = SnapshotAgent;
		module.exports.mockErrors = mockErrors;

		const { EventSource } = requireEventsource();

		module.exports.EventSource = EventSource;

		function install () {
		  globalThis.fetch = module.exports.fetch;
		  globalThis.Headers = module.exports.Headers;
		  globalThis.Response = module.exports.Response;
		  globalThis.Request = module.exports.Request;
		  globalThis.FormData = module.exports.FormData;
		  globalThis.WebSocket = module.exports.WebSocket;
		  globalThis.CloseEvent = module.exports.CloseEvent;
		  globalThis.ErrorEvent = module.exports.ErrorEvent;
		  globalThis.MessageEvent = module.exports.MessageEvent;
		  globalThis.EventSource = module.exports.EventSource;
		}

		module.exports.install = install; 
	} (undici));
	return undici.exports;
}

var undiciExports = requireUndici();

const FETCH_TIMEOUT_MS = 30_000;
/** Specs are often served through a redirect (a raw-file host, a docs site); a loop is not followed forever. */
const MAX_REDIRECTIONS = 5;
/**
 * Reads the spec from a file (relative to `cwd`) or fetches it from an http(s) URL; a `$ref` to
 * another URL is fetched the same way. Anything that cannot be read is an InputError naming it.
 */
async function readSpecSource(given, cwd, maxBytes, dispatcher) {
    // The spec is read twice (validated, then bundled): each URL is fetched once.
    const fetched = new Map();
    const readUrl = (url) => {
        let text = fetched.get(url);
        if (!text)
            fetched.set(url, (text = fetchText(url, maxBytes, dispatcher)));
        return text;
    };
    if (/^https?:\/\//i.test(given)) {
        return {
            text: await readUrl(given),
            location: given,
            displayPath: shownUrl(given),
            readUrl,
            remote: true,
        };
    }
    const absolute = builtin$9.resolve(cwd, given);
    const displayPath = builtin$9.relative(cwd, absolute).split(builtin$9.sep).join('/') || given;
    const hint = 'give --spec the path of your OpenAPI file (YAML or JSON) or its http(s) URL';
    let size;
    try {
        // Followed through links: a pipe or device at the path would hang the read.
        const stats = await builtin$8.stat(absolute);
        if (!stats.isFile())
            throw new InputError(`cannot read the spec ${displayPath}: it is not a file`, undefined, hint);
        size = stats.size;
    }
    catch (error) {
        if (error instanceof InputError)
            throw error;
        const code = error.code;
        const reason = code === 'ENOENT' ? 'the file does not exist' : messageOf(error);
        throw new InputError(`cannot read the spec ${displayPath}: ${reason}`, undefined, hint);
    }
    if (size > maxBytes)
        throw tooLarge(displayPath, maxBytes);
    const text = await builtin$8.readFile(absolute, 'utf8');
    return { text, location: absolute, displayPath, readUrl, remote: false };
}
/** A URL as messages show it: credentials in it (user:password@, `?token=`) masked, as in every log. */
function shownUrl(url) {
    if (!URL.canParse(url))
        return url;
    const parsed = new URL(url);
    if (parsed.username)
        parsed.username = MASK;
    if (parsed.password)
        parsed.password = MASK;
    for (const name of [...parsed.searchParams.keys()])
        if (isSensitiveName(name))
            parsed.searchParams.set(name, MASK);
    return parsed.toString();
}
async function fetchText(url, maxBytes, dispatcher) {
    const shown = shownUrl(url);
    const hint = 'check the URL, or download the spec and give --spec its path';
    let response;
    try {
        response = await undiciExports.request(url, {
            method: 'GET',
            headers: { accept: 'application/yaml, application/json;q=0.9, */*;q=0.5' },
            headersTimeout: FETCH_TIMEOUT_MS,
            bodyTimeout: FETCH_TIMEOUT_MS,
            dispatcher: (dispatcher ?? undiciExports.getGlobalDispatcher()).compose(undiciExports.interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS })),
        });
    }
    catch (error) {
        throw new InputError(`cannot fetch the spec ${shown}: ${messageOf(error)}`, undefined, hint);
    }
    if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new InputError(`cannot fetch the spec ${shown}: it answered ${response.statusCode}`, undefined, hint);
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        size += chunk.length;
        if (size > maxBytes) {
            response.body.destroy();
            throw tooLarge(shown, maxBytes);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function tooLarge(name, maxBytes) {
    return new InputError(`the spec ${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, undefined, 'raise the limit with FALCON_MAX_FILE_MB');
}

/**
 * Writes the workspace's files (paths relative to `workspace`). A file that exists is kept unless
 * `force`; a symbolic link is always kept, so no write lands outside the repository through one,
 * and a folder that leads outside it is refused before anything is written there.
 */
async function writeWorkspaceFiles(files, target) {
    const context = createContext(target.repoRoot, {});
    const outcome = { written: [], kept: [] };
    // Every folder is made and checked before the first file is written: a refusal leaves no half workspace.
    const folders = [
        ...new Set([...files.keys()].map((name) => builtin$9.dirname(builtin$9.join(target.workspace, name)))),
    ];
    // Shallow first, so a folder is checked before anything is made inside it.
    for (const folder of folders.sort((a, b) => a.length - b.length)) {
        await attempt(displayPath(context, folder), () => builtin$8.mkdir(folder, { recursive: true }));
        if (!(await folderInsideRepository(folder, context)))
            throw new InputErrors(context.errors.errors);
    }
    for (const [name, text] of files) {
        const file = builtin$9.join(target.workspace, name);
        const shown = displayPath(context, file);
        const existing = await builtin$8.lstat(file).catch(() => undefined);
        if (existing?.isSymbolicLink()) {
            outcome.kept.push({ file: shown, reason: 'a symbolic link, never written through' });
            continue;
        }
        if (existing && !target.force) {
            outcome.kept.push({ file: shown, reason: 'it exists' });
            continue;
        }
        // `wx` fails when the file appeared since the look above, so nothing is replaced unasked.
        const written = await attempt(shown, () => builtin$8.writeFile(file, text, { flag: target.force ? 'w' : 'wx' }).then(() => true));
        if (written)
            outcome.written.push(shown);
        else
            outcome.kept.push({ file: shown, reason: 'it exists' });
    }
    return outcome;
}
/** Runs a write; a file that exists gives `false`, any other failure is an input error naming the path. */
async function attempt(shown, write) {
    try {
        return await write();
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw new InputError(`cannot write ${shown}: ${messageOf(error)}`, undefined, 'check that the workspace folder (--workspace) is a folder you may write to');
    }
}

/**
 * `falcon init`: a complete `.falcon/` workspace from an OpenAPI spec, ready for `falcon validate`
 * and `falcon run`. It never replaces a file unless forced, lists once the values the flows read
 * from the environment (the path parameters no answer gives, `owner`, `repo`), and says why it
 * left out each operation it could not call.
 */
const SCHEMA_BASE = 'https://raw.githubusercontent.com/falcon-ci/falcon-ci/v1/schemas';
const ENVIRONMENT = 'local';
async function initWorkspace(options) {
    const source = await readSpecSource(options.spec, options.repoRoot, workspaceLimits(options.env).specBytes, options.dispatcher);
    const parsed = await parseSpec(source.text, source);
    const baseUrl = options.baseUrl ?? serverUrl(parsed, source);
    if (baseUrl === undefined) {
        throw new InputError(`the spec ${source.displayPath} names no absolute server URL`, undefined, 'give the API’s address with --base-url, e.g. --base-url http://localhost:8080');
    }
    const operations = initOperations(parsed);
    const schemes = securitySchemes(parsed);
    const credentials = credentialHeaders(operations, schemes);
    const environmentFile = `environments/${ENVIRONMENT}.yaml`;
    // An environment kept as it is keeps its variables: the flows read them, and what it lacks
    // goes into the flows that need it.
    const keptEnvironment = options.force
        ? undefined
        : await readEnvironmentVariables(options, environmentFile);
    const variables = { ...(await readVariables(options)), ...keptEnvironment };
    const cookie = credentials.headers.find((header) => header.key === 'cookie')?.value;
    const plan = planFlows({
        spec: parsed.spec,
        operations,
        schemes,
        variables,
        ...(cookie ? { environmentCookie: cookie } : {}),
    });
    if (keptEnvironment)
        keepValuesInFlows(plan.flows, plan.shared);
    const files = new Map();
    files.set('config.yaml', yamlFile('config', {
        api_name: parsed.spec.title || 'api',
        spec: 'spec.yaml',
        environment: ENVIRONMENT,
    }));
    files.set('spec.yaml', await specYaml(source));
    const headers = Object.fromEntries(credentials.headers.map((header) => [header.key, header.value]));
    const values = Object.fromEntries(plan.shared.map((shared) => [shared.name, shared.value]));
    files.set(environmentFile, yamlFile('environment', {
        base_url: baseUrl,
        ...(credentials.headers.length > 0 ? { headers } : {}),
        ...(plan.shared.length > 0 ? { variables: values } : {}),
    }, plan.shared.length > 0
        ? 'variables: what the API holds that no answer names. The spec showed some of these values and the rest are made up: put in data your API has.'
        : undefined));
    for (const { file, flow } of plan.flows)
        files.set(`flows/${file}`, yamlFile('flow', flow));
    const outcome = await writeWorkspaceFiles(files, options);
    return {
        ...outcome,
        skipped: plan.skipped,
        values: plan.shared,
        valuesFile: builtin$9
            .relative(options.repoRoot, builtin$9.join(options.workspace, environmentFile))
            .split(builtin$9.sep)
            .join('/'),
        credentials: credentials.headers.map((header) => header.envName),
        notes: credentials.notes,
    };
}
/** A workspace YAML file: the schema line editors read, a note if any, then the content. */
function yamlFile(schema, content, note) {
    const comment = note ? `# ${note}\n` : '';
    return `# yaml-language-server: $schema=${SCHEMA_BASE}/${schema}.schema.json\n${comment}${distExports.stringify(content, { lineWidth: 0 })}`;
}
/**
 * With the environment file kept, the values it lacks are written into each flow that reads
 * them (`variables:`), so every flow written still runs.
 */
function keepValuesInFlows(flows, shared) {
    const byName = new Map(shared.map((value) => [value.name, value.value]));
    for (const { flow } of flows) {
        const needed = templateReferences(flow).filter((name) => byName.has(name));
        if (needed.length === 0)
            continue;
        const variables = Object.fromEntries(needed.map((name) => [name, byName.get(name)]));
        // `variables` goes before the steps, where a reader looks for it.
        const { name, tags, ...rest } = flow;
        for (const key of Object.keys(flow))
            delete flow[key];
        Object.assign(flow, { name, tags, variables, ...rest });
    }
}
/**
 * The spec as one YAML document. A YAML file that refers to nothing outside itself is copied as
 * written (its comments and order kept); anything else is bundled: external `$ref`s brought in,
 * internal ones kept.
 */
async function specYaml(source) {
    const bundled = await bundleSpec(source.text, source);
    const original = parseYamlSource(source.displayPath, source.text).value;
    const isJson = /^\s*[{[]/.test(source.text);
    // Compared as JSON: the bundler's objects may come from another realm than the parser's.
    if (!isJson && JSON.stringify(bundled) === JSON.stringify(original))
        return source.text;
    return distExports.stringify(bundled, { lineWidth: 0, aliasDuplicateObjects: false });
}
/**
 * The first server given as an absolute URL (a relative one is read against the spec's URL). Read
 * from the document as written: the parser rewrites relative servers of a fetched spec, and drops
 * the port doing so.
 */
function serverUrl(parsed, source) {
    const written = isRecord(parsed.source.value) ? parsed.source.value : {};
    for (const server of serverUrls(written, parsed.version)) {
        if (/^https?:\/\//i.test(server))
            return server.replace(/\/+$/, '');
        if (source.remote && URL.canParse(server, source.location)) {
            // Read against the spec's URL, without the credentials or query that fetched it.
            const url = new URL(server, source.location);
            url.username = url.password = url.search = url.hash = '';
            return url.toString().replace(/\/+$/, '');
        }
    }
    return undefined;
}
/**
 * The headers the environment sends with every request, one per header name: the scheme most
 * operations use for it. A credential in the query cannot be sent that way and is noted instead.
 */
function credentialHeaders(operations, schemes) {
    const uses = new Map();
    for (const entry of operations)
        for (const name of new Set(entry.security.flat()))
            uses.set(name, (uses.get(name) ?? 0) + 1);
    const byHeader = new Map();
    const notes = [];
    const used = [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
    for (const name of used) {
        const scheme = schemes.get(name);
        if (!scheme)
            continue;
        if (scheme.in === 'query') {
            notes.push(`security scheme ${name} sends its key in the query parameter '${scheme.key}': add it to the steps that need it`);
            continue;
        }
        const header = scheme.in === 'cookie' ? 'cookie' : scheme.key;
        const taken = byHeader.get(header);
        if (taken) {
            notes.push(`security scheme ${name} also uses the ${header} header: the environment sends ${taken.name}'s`);
            continue;
        }
        byHeader.set(header, { ...scheme, key: header });
    }
    return { headers: [...byHeader.values()], notes };
}
/** The variables of an environment file that exists and is kept: undefined when there is none. */
async function readEnvironmentVariables(options, file) {
    const context = createContext(options.repoRoot, options.env);
    const text = await readOptional(builtin$9.join(options.workspace, file), context);
    if (text === undefined)
        return undefined;
    try {
        const value = parseYamlSource(file, text).value;
        return isRecord(value) && isRecord(value.variables) ? value.variables : {};
    }
    catch {
        // A broken environment file is `falcon validate`'s to report.
        return {};
    }
}
/** The variables already in `.falcon/variables.json`: path parameters named there become `{{name}}`. */
async function readVariables(options) {
    // Read as the loader reads it (a regular file in the repository, not too large); a problem
    // with it is `falcon validate`'s to report, with its line and column.
    const context = createContext(options.repoRoot, options.env);
    const text = await readOptional(builtin$9.join(options.workspace, 'variables.json'), context);
    if (text === undefined)
        return {};
    try {
        const value = JSON.parse(text);
        return isRecord(value) ? value : {};
    }
    catch {
        return {};
    }
}

/** `falcon init`: writes a workspace from a spec and says what it did. */
/**
 * Writes the workspace and says what it did: each file written or kept, each operation left out
 * and why, the credentials to set before the first run, and once, at the end, the values the
 * flows read that only the person knows.
 */
async function initCommand(given, target, output) {
    const report = await initWorkspace({
        spec: given.spec,
        force: given.force,
        ...(given.baseUrl ? { baseUrl: given.baseUrl } : {}),
        ...target,
    });
    for (const file of report.written)
        output.out(`wrote ${file}`);
    const existing = report.kept.filter((kept) => kept.reason === 'it exists').map((kept) => kept.file);
    if (existing.length > 0) {
        const what = report.written.length === 0 && existing.length === report.kept.length
            ? 'nothing written: every file exists'
            : `kept ${plural(existing.length, 'file')} that exist`;
        output.out(`${what} (${existing.join(', ')}); --force replaces them`);
    }
    for (const kept of report.kept)
        if (kept.reason !== 'it exists')
            output.out(`kept ${kept.file}: ${kept.reason}`);
    for (const line of skippedLines(report.skipped))
        output.out(line);
    for (const note of report.notes)
        output.out(`note: ${note}`);
    if (report.credentials.length > 0)
        output.out(`set ${report.credentials.join(', ')} in the environment: local.yaml sends them as credentials`);
    if (report.values.length > 0) {
        output.out(`values the flows read from ${report.valuesFile} (variables:): put in data your API has where they are made up`);
        for (const value of report.values) {
            const where = plural(value.operations.length, 'operation');
            output.out(`  ${value.name}: ${JSON.stringify(value.value)} (${value.shown ? 'the spec’s example' : 'made up'}; ${where})`);
        }
    }
    if (report.written.length > 0) {
        const folder = builtin$9.relative(target.repoRoot, target.workspace).split(builtin$9.sep).join('/');
        const flag = folder === '.falcon' ? '' : ` --workspace ${folder}`;
        output.out(`next: 'falcon validate${flag}', then 'falcon run${flag}'`);
    }
    return EXIT_PASSED;
}
/** Operations left out for the same reason in more than this many flows are said in one line. */
const GROUPED = 3;
/**
 * One line per operation left out, or one per reason when many share it (a large spec's deletes
 * the security flows leave out), so the reasons that matter are not buried.
 */
function skippedLines(skipped) {
    const byReason = new Map();
    for (const entry of skipped)
        byReason.set(entry.reason, [...(byReason.get(entry.reason) ?? []), entry]);
    return [...byReason].flatMap(([reason, entries]) => {
        if (entries.length <= GROUPED)
            return entries.map((entry) => `skipped ${entry.operation} in ${entry.flow}: ${reason}`);
        const named = entries.slice(0, GROUPED).map((entry) => entry.operation);
        const flows = [...new Set(entries.map((entry) => entry.flow))];
        return [
            `skipped ${entries.length} operations (${named.join(', ')}, …) in ${flows.length === 1 ? flows[0] : `${plural(flows.length, 'flow')}`}: ${reason}`,
        ];
    });
}

export { initCommand };
