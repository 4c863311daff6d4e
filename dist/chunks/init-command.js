import path from 'node:path';
import { b as EXIT_PASSED } from './exit-codes.js';
import { M as MASK, i as isSensitiveName, b as createContext, e as displayPath, h as folderInsideRepository, w as workspaceLimits, r as readOptional, j as distExports, p as parseYamlSource } from './files.js';
import { i as isRecord, I as InputError, m as messageOf, z as InputErrors, f as plural } from './cancellation.js';
import { s as serverUrls } from './api.js';
import { parseSpec, bundleSpec } from './load2.js';
import { s as slug, u as undiciExports } from './slug.js';
import { I as IGNORED_HEADER_PARAMETERS, i as isJsonMediaType } from './contract.js';
import { stat, readFile, lstat, writeFile, mkdir } from 'node:fs/promises';
import 'process';
import 'buffer';
import 'util';
import 'node:fs';
import 'node:assert';
import 'node:net';
import 'node:http';
import 'node:stream';
import 'node:querystring';
import 'node:events';
import 'node:diagnostics_channel';
import 'node:util';
import 'node:zlib';
import 'node:perf_hooks';
import 'node:util/types';
import 'node:worker_threads';
import 'node:crypto';
import 'node:sqlite';
import 'node:buffer';
import 'node:tls';
import 'node:stream/web';
import 'node:async_hooks';
import 'node:url';
import 'node:console';
import 'node:timers';
import 'node:dns';

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
    const shown = shownValue(schema);
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
            ? PATTERN_CANDIDATES.find((candidate) => fits(candidate) && pattern.test(candidate))
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

const FORM = 'application/x-www-form-urlencoded';
/** A name `{{name}}` reads as one variable (a dot would read a field of it). */
const TEMPLATE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function operationInputs(entry, mode, variables, spec) {
    const inputs = { params: {}, query: {}, headers: {} };
    /** The values sent, with variables replaced by what variables.json holds, to check the request. */
    const concrete = { params: {}, query: {} };
    for (const parameter of entry.operation.parameters) {
        if (!parameter.required)
            continue;
        if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase()))
            continue;
        const raw = entry.rawParameters.get(`${parameter.in}:${parameter.name}`) ?? {};
        const found = parameterValue(raw, parameter.schema, parameter.in === 'path' ? 'shown' : mode);
        let value;
        let checked;
        if (Object.hasOwn(variables, parameter.name) && TEMPLATE_NAME.test(parameter.name)) {
            value = `{{${parameter.name}}}`;
            checked = variables[parameter.name];
        }
        else if (found) {
            value = checked = found.value;
        }
        else if (parameter.in === 'path') {
            return {
                skip: `needs an existing ${describeName(parameter.name)}: add ${parameter.name} to variables.json`,
            };
        }
        else {
            return {
                skip: `needs a value for the ${parameter.in} parameter '${parameter.name}'${mode === 'shown' ? ' (no example, default or enum)' : ''}: add an example to the spec`,
            };
        }
        if (parameter.in === 'path') {
            inputs.params[parameter.name] = value;
            concrete.params[parameter.name] = checked;
        }
        else if (parameter.in === 'query') {
            inputs.query[parameter.name] = value;
            concrete.query[parameter.name] = checked;
        }
        else if (parameter.in === 'header') {
            inputs.headers[parameter.name.toLowerCase()] = text(value);
        }
        else {
            return { skip: `needs the cookie '${parameter.name}': write its step by hand` };
        }
    }
    const body = entry.operation.requestBody;
    let mediaType;
    if (body && Object.keys(body.content).length > 0) {
        const keys = Object.keys(body.content);
        mediaType = keys.find(isJsonMediaType) ?? keys.find((key) => key === FORM);
        const sample = mediaType === undefined ? undefined : bodyValue(entry, mediaType, mode);
        if (body.required && mediaType === undefined)
            return { skip: `sends ${keys.join(', ')}: write its body by hand` };
        if (body.required && sample === undefined)
            return { skip: 'needs a request body the spec shows no example for and its schema cannot make' };
        if (sample !== undefined && mediaType === FORM) {
            if (!isRecord(sample.value))
                return { skip: 'its form body example is not a set of fields' };
            inputs.form = sample.value;
        }
        else if (sample !== undefined) {
            inputs.json = sample.value;
        }
    }
    const problems = spec.checkRequest(entry.operation, concreteRequest(entry, inputs, concrete, mediaType));
    if (problems.length > 0)
        return { skip: `the values the spec gives do not fit it: ${problems[0]}` };
    return { inputs };
}
/** The example of a parameter: its own, the first of its `examples`, Swagger's `x-example`, or its schema's. */
function parameterValue(raw, schema, mode) {
    if (raw.example !== undefined)
        return { value: raw.example, shown: true };
    if (raw['x-example'] !== undefined)
        return { value: raw['x-example'], shown: true };
    const first = firstExample(raw.examples);
    if (first)
        return first;
    return mode === 'shown' ? shownValue(schema) : sampleValue(schema);
}
function bodyValue(entry, mediaType, mode) {
    const requestBody = entry.raw.requestBody;
    const media = isRecord(requestBody) && isRecord(requestBody.content) ? requestBody.content[mediaType] : undefined;
    if (isRecord(media)) {
        if (media.example !== undefined)
            return { value: media.example, shown: true };
        const first = firstExample(media.examples);
        if (first)
            return first;
    }
    const schema = entry.operation.requestBody?.content[mediaType]?.schema;
    const sample = mode === 'shown' ? shownValue(schema) : sampleValue(schema);
    return sample;
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
function concreteRequest(entry, inputs, concrete, mediaType) {
    const path = entry.operation.path.replace(/\{([^{}]+)\}/g, (whole, name) => Object.hasOwn(concrete.params, name) ? encodeURIComponent(text(concrete.params[name])) : whole);
    const query = {};
    for (const [name, value] of Object.entries(concrete.query))
        query[name] = Array.isArray(value) ? value.map(text) : text(value);
    const body = inputs.json ?? inputs.form;
    return {
        method: entry.operation.method,
        path,
        query,
        headers: inputs.headers,
        ...(body !== undefined && mediaType ? { contentType: mediaType, body } : {}),
    };
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

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** The order steps are written in: reads first, deletes last. */
const METHOD_ORDER = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'];
function planFlows(inputs) {
    const plan = { flows: [], skipped: [] };
    const functional = functionalFlows(inputs, plan);
    const chained = new Set(functional.flatMap((flow) => flow.operations));
    for (const [tag, entries] of byTag(inputs.operations)) {
        smokeFlow(tag, entries, inputs, plan);
        contractFlow(tag, entries, inputs, plan, chained);
    }
    plan.flows.push(...functional.map(({ file, flow }) => ({ file, flow })));
    for (const [tag, entries] of byTag(inputs.operations))
        securityFlows(tag, entries, inputs, plan);
    return { ...plan, flows: uniqueFiles(plan.flows) };
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
function smokeFlow(tag, entries, inputs, plan) {
    const file = `smoke_${slug(tag)}.yaml`;
    const steps = [];
    const ids = new Set();
    for (const entry of entries) {
        if (!SAFE_METHODS.has(entry.operation.method))
            continue;
        const result = operationInputs(entry, 'shown', inputs.variables, inputs.spec);
        if ('skip' in result) {
            plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
            continue;
        }
        steps.push(step(entry, result.inputs, ids));
    }
    if (steps.length > 0)
        plan.flows.push({ file, flow: { name: `${tag} answers`, tags: [tag], steps } });
}
function contractFlow(tag, entries, inputs, plan, chained) {
    const file = `contract_${slug(tag)}.yaml`;
    const steps = [];
    const ids = new Set();
    for (const entry of entries) {
        if (entry.operation.method === 'DELETE') {
            plan.skipped.push({
                flow: file,
                operation: entry.label,
                reason: chained.has(entry)
                    ? 'deletes data: the functional flow deletes only what it created'
                    : 'deletes data: write it into a flow that first creates what it deletes',
            });
            continue;
        }
        const result = operationInputs(entry, 'schema', inputs.variables, inputs.spec);
        if ('skip' in result) {
            plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
            continue;
        }
        steps.push(step(entry, result.inputs, ids, contractExpect(entry.operation)));
    }
    if (steps.length > 0)
        plan.flows.push({ file, flow: { name: `${tag} keeps its contract`, tags: [tag], steps } });
}
/**
 * One security flow per tag and credentials header: every secured operation sent once with the
 * environment's credentials, then without them and with forged ones (both must be refused).
 */
function securityFlows(tag, entries, inputs, plan) {
    const byHeader = new Map();
    const ids = new Set();
    const file = `security_${slug(tag)}.yaml`;
    for (const entry of entries) {
        if (entry.security.length === 0)
            continue;
        const header = probeHeader(entry, inputs.schemes);
        if ('skip' in header) {
            plan.skipped.push({ flow: file, operation: entry.label, reason: header.skip });
            continue;
        }
        if (entry.operation.method === 'DELETE') {
            plan.skipped.push({
                flow: file,
                operation: entry.label,
                reason: 'deletes data: probe it by hand on something a setup step creates',
            });
            continue;
        }
        const result = operationInputs(entry, 'schema', inputs.variables, inputs.spec);
        if ('skip' in result) {
            plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
            continue;
        }
        const steps = byHeader.get(header.header) ?? [];
        steps.push(step(entry, result.inputs, ids));
        byHeader.set(header.header, steps);
    }
    for (const [header, steps] of byHeader) {
        const split = byHeader.size > 1;
        plan.flows.push({
            file: split ? `security_${slug(tag)}_${slug(header)}.yaml` : file,
            flow: {
                name: `${tag} refuses requests without valid credentials${split ? ` in ${header}` : ''}`,
                tags: [tag],
                security: { probes: ['no_auth', 'bad_auth'], auth_header: header },
                steps,
            },
        });
    }
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
/**
 * Create → read → update → delete chains: the create step's answer gives the id the others use,
 * found through the create response's `links` when the spec has them, else by the path pattern
 * `POST /x` → `/x/{id}`.
 */
function functionalFlows(inputs, plan) {
    const flows = [];
    const written = new Set();
    for (const create of inputs.operations) {
        if (create.operation.method !== 'POST')
            continue;
        const chain = linkedChain(create, inputs.operations) ?? patternChain(create, inputs.operations);
        if (!chain)
            continue;
        const resource = slug(lastLiteralSegment(create.operation.path)).replace(/-/g, '_');
        const file = `functional_${resource}.yaml`;
        if (written.has(file))
            continue;
        const createInputs = operationInputs(create, 'schema', inputs.variables, inputs.spec);
        if ('skip' in createInputs) {
            plan.skipped.push({ flow: file, operation: create.label, reason: createInputs.skip });
            continue;
        }
        const ids = new Set();
        const capture = chain.capture;
        const createStep = step(create, createInputs.inputs, ids, contractExpect(create.operation));
        createStep.capture = { [chain.variable]: capture };
        const steps = [createStep];
        const teardown = [];
        const used = [create];
        for (const entry of chain.item) {
            // The request is checked with a value the id's schema accepts; the step sends the capture.
            const idSchema = entry.operation.parameters.find((p) => p.in === 'path' && p.name === chain.parameter)?.schema;
            const known = { ...inputs.variables, [chain.parameter]: sampleValue(idSchema)?.value ?? 1 };
            const result = operationInputs(entry, 'schema', known, inputs.spec);
            if ('skip' in result) {
                plan.skipped.push({ flow: file, operation: entry.label, reason: result.skip });
                continue;
            }
            result.inputs.params[chain.parameter] = `{{${chain.variable}}}`;
            if (isRecord(result.inputs.json) && Object.hasOwn(result.inputs.json, chain.field))
                result.inputs.json[chain.field] = `{{${chain.variable}}}`;
            const expect = contractExpect(entry.operation);
            (entry.operation.method === 'DELETE' ? teardown : steps).push(step(entry, result.inputs, ids, expect));
            used.push(entry);
        }
        if (steps.length + teardown.length < 2)
            continue;
        written.add(file);
        flows.push({
            file,
            operations: used,
            flow: {
                name: `${describeName(lastLiteralSegment(create.operation.path))}: ${chainVerbs(used)}`,
                tags: [create.tag],
                steps,
                ...(teardown.length > 0 ? { teardown } : {}),
            },
        });
    }
    return flows;
}
/** A chain from OpenAPI links on the create operation's success response. */
function linkedChain(create, operations) {
    const responses = isRecord(create.raw.responses) ? create.raw.responses : {};
    for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2') || !isRecord(response) || !isRecord(response.links))
            continue;
        for (const link of Object.values(response.links)) {
            if (!isRecord(link) || typeof link.operationId !== 'string' || !isRecord(link.parameters))
                continue;
            const target = operations.find((entry) => entry.operation.operationId === link.operationId);
            const [parameter, expression] = Object.entries(link.parameters)[0] ?? [];
            if (!target || parameter === undefined || typeof expression !== 'string')
                continue;
            const capture = captureOf(expression);
            if (!capture)
                continue;
            return {
                item: itemOperations(target.operation.path, operations),
                parameter,
                variable: variableName(parameter),
                capture: capture.capture,
                field: capture.field ?? 'id',
            };
        }
    }
    return undefined;
}
/** `POST /x` and `/x/{id}`: the created item's id is the response field named like the parameter, or `id`. */
function patternChain(create, operations) {
    const prefix = create.operation.path.replace(/\/+$/, '');
    const item = operations.find((entry) => {
        const rest = entry.operation.path.slice(prefix.length);
        return entry.operation.path.startsWith(`${prefix}/`) && /^\/\{[^{}/]+\}$/.test(rest);
    });
    if (!item)
        return undefined;
    const parameter = /\{([^{}]+)\}$/.exec(item.operation.path)?.[1];
    if (!parameter)
        return undefined;
    const field = idField(create.operation, parameter);
    if (!field)
        return undefined;
    return {
        item: itemOperations(item.operation.path, operations),
        parameter,
        variable: variableName(parameter),
        capture: `$.${field}`,
        field,
    };
}
/** The response property that holds the id: the parameter's own name, else `id`. */
function idField(operation, parameter) {
    const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
    const schema = success ? Object.values(success.content)[0]?.schema : undefined;
    const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
    if (Object.hasOwn(properties, parameter))
        return parameter;
    if (Object.hasOwn(properties, 'id'))
        return 'id';
    return undefined;
}
/** `$response.body#/id` → the JSONPath `$.id`; `$response.header.Location` → that header. */
function captureOf(expression) {
    const body = /^\$response\.body#\/(.+)$/.exec(expression);
    if (body) {
        const keys = body[1].split('/').map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
        if (!keys.every((key) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || /^\d+$/.test(key)))
            return undefined;
        const path = keys.map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`)).join('');
        return { capture: `$${path}`, ...(keys.length === 1 ? { field: keys[0] } : {}) };
    }
    const header = /^\$response\.header\.(.+)$/.exec(expression);
    return header ? { capture: { header: header[1].toLowerCase() } } : undefined;
}
/** The operations on one item path, reads before writes before deletes. */
function itemOperations(path, operations) {
    return operations
        .filter((entry) => entry.operation.path === path)
        .sort((a, b) => METHOD_ORDER.indexOf(a.operation.method) - METHOD_ORDER.indexOf(b.operation.method));
}
/** The checks of a contract step: a documented success status, and the schema when there is one. */
function contractExpect(operation) {
    const success = Object.keys(operation.responses).filter((status) => /^2(\d\d|XX)$/i.test(status));
    const expect = {};
    if (success.length > 0) {
        const statuses = success.map((status) => (/^\d+$/.test(status) ? Number(status) : '2xx'));
        expect.status = statuses.length === 1 ? statuses[0] : statuses;
        const withSchema = success.some((status) => Object.values(operation.responses[status]?.content ?? {}).some((media) => media.schema !== undefined));
        if (withSchema)
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
/** A capture name from a parameter: letters, digits, `_` and `-`, starting with a letter or `_`. */
function variableName(parameter) {
    const name = parameter.replace(/[^A-Za-z0-9_-]+/g, '_');
    return /^[A-Za-z_]/.test(name) && name !== 'env' ? name : `_${name}`;
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
function lastLiteralSegment(path) {
    return (path
        .split('/')
        .filter((segment) => segment !== '' && !segment.includes('{'))
        .at(-1) ?? 'api');
}
function byTag(operations) {
    const groups = new Map();
    for (const entry of operations) {
        const group = groups.get(entry.tag) ?? [];
        group.push(entry);
        groups.set(entry.tag, group);
    }
    for (const group of groups.values())
        group.sort((a, b) => METHOD_ORDER.indexOf(a.operation.method) - METHOD_ORDER.indexOf(b.operation.method) ||
            a.operation.path.localeCompare(b.operation.path));
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
function firstSegment(path) {
    return path.split('/').find((segment) => segment !== '' && !segment.includes('{')) ?? 'api';
}
function list(value) {
    return Array.isArray(value) ? value : [];
}

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
    const absolute = path.resolve(cwd, given);
    const displayPath = path.relative(cwd, absolute).split(path.sep).join('/') || given;
    const hint = 'give --spec the path of your OpenAPI file (YAML or JSON) or its http(s) URL';
    let size;
    try {
        // Followed through links: a pipe or device at the path would hang the read.
        const stats = await stat(absolute);
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
    const text = await readFile(absolute, 'utf8');
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
        ...new Set([...files.keys()].map((name) => path.dirname(path.join(target.workspace, name)))),
    ];
    // Shallow first, so a folder is checked before anything is made inside it.
    for (const folder of folders.sort((a, b) => a.length - b.length)) {
        await attempt(displayPath(context, folder), () => mkdir(folder, { recursive: true }));
        if (!(await folderInsideRepository(folder, context)))
            throw new InputErrors(context.errors.errors);
    }
    for (const [name, text] of files) {
        const file = path.join(target.workspace, name);
        const shown = displayPath(context, file);
        const existing = await lstat(file).catch(() => undefined);
        if (existing?.isSymbolicLink()) {
            outcome.kept.push({ file: shown, reason: 'a symbolic link, never written through' });
            continue;
        }
        if (existing && !target.force) {
            outcome.kept.push({ file: shown, reason: 'it exists' });
            continue;
        }
        // `wx` fails when the file appeared since the look above, so nothing is replaced unasked.
        const written = await attempt(shown, () => writeFile(file, text, { flag: target.force ? 'w' : 'wx' }).then(() => true));
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
 * and `falcon run`. It never replaces a file unless forced, and says why it left out each
 * operation it could not call without data someone must supply.
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
    const plan = planFlows({
        spec: parsed.spec,
        operations,
        schemes,
        variables: await readVariables(options),
    });
    const files = new Map();
    files.set('config.yaml', yamlFile('config', {
        api_name: parsed.spec.title || 'api',
        spec: 'spec.yaml',
        environment: ENVIRONMENT,
    }));
    files.set('spec.yaml', await specYaml(source));
    const headers = Object.fromEntries(credentials.headers.map((header) => [header.key, header.value]));
    files.set(`environments/${ENVIRONMENT}.yaml`, yamlFile('environment', {
        base_url: baseUrl,
        ...(credentials.headers.length > 0 ? { headers } : {}),
    }));
    for (const { file, flow } of plan.flows)
        files.set(`flows/${file}`, yamlFile('flow', flow));
    const outcome = await writeWorkspaceFiles(files, options);
    return {
        ...outcome,
        skipped: plan.skipped,
        credentials: credentials.headers.map((header) => header.envName),
        notes: credentials.notes,
    };
}
/** A workspace YAML file: the schema line editors read, then the content. */
function yamlFile(schema, content) {
    return `# yaml-language-server: $schema=${SCHEMA_BASE}/${schema}.schema.json\n${distExports.stringify(content, { lineWidth: 0 })}`;
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
/** The variables already in `.falcon/variables.json`: path parameters named there become `{{name}}`. */
async function readVariables(options) {
    // Read as the loader reads it (a regular file in the repository, not too large); a problem
    // with it is `falcon validate`'s to report, with its line and column.
    const context = createContext(options.repoRoot, options.env);
    const text = await readOptional(path.join(options.workspace, 'variables.json'), context);
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
 * and why, and the credentials to set before the first run.
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
    for (const skipped of report.skipped)
        output.out(`skipped ${skipped.operation} in ${skipped.flow}: ${skipped.reason}`);
    for (const note of report.notes)
        output.out(`note: ${note}`);
    if (report.credentials.length > 0)
        output.out(`set ${report.credentials.join(', ')} in the environment: local.yaml sends them as credentials`);
    if (report.written.length > 0) {
        const folder = path.relative(target.repoRoot, target.workspace).split(path.sep).join('/');
        const flag = folder === '.falcon' ? '' : ` --workspace ${folder}`;
        output.out(`next: 'falcon validate${flag}', then 'falcon run${flag}'`);
    }
    return EXIT_PASSED;
}

export { initCommand };
