import { n as mediaTypeOf, $ as isJsonMediaType$1, X as formatJsonPath, j as formatViolation } from './files.js';

/**
 * Media type matching as OpenAPI means it: a `content` map keys media types, possibly with
 * wildcards (`application/*`, `*\/*`), and a received `Content-Type` carries parameters
 * (`; charset=utf-8`) that never take part in the match. Reading a `Content-Type` itself is the
 * HTTP layer's (../http/media-type.ts); this adds what only the spec needs.
 */
/**
 * `application/json`, `application/problem+json`, and the legacy `text/json` a spec may document:
 * bodies validated as JSON. Takes a whole `Content-Type`, parameters and all.
 */
function isJsonMediaType(value) {
    const media = mediaTypeOf(value);
    return media === 'text/json' || isJsonMediaType$1(media);
}
/**
 * The key of `content` that documents `mediaType`, most specific first: the exact type, then a
 * `+json` type read as `application/json`, then `type/*`, then `*\/*`. An empty `mediaType`
 * (nothing received) picks the JSON entry, or the only one.
 */
function findMediaKey(keys, mediaType) {
    if (keys.length === 0)
        return undefined;
    const byNormal = new Map();
    for (const key of keys) {
        const normal = mediaTypeOf(key);
        if (!byNormal.has(normal))
            byNormal.set(normal, key);
    }
    const wanted = mediaTypeOf(mediaType);
    if (wanted === '') {
        return (byNormal.get('application/json') ??
            keys.find(isJsonMediaType) ??
            (keys.length === 1 ? keys[0] : undefined));
    }
    const exact = byNormal.get(wanted);
    if (exact !== undefined)
        return exact;
    if (wanted.endsWith('+json')) {
        const json = byNormal.get('application/json');
        if (json !== undefined)
            return json;
    }
    const type = wanted.split('/')[0] ?? '';
    return byNormal.get(`${type}/*`) ?? byNormal.get('*/*');
}

/** Detail lines kept per schema check; a body with hundreds of violations says it in the last line. */
const MAX_DETAILS = 50;
/** The documented response for a status: exact, then its `2XX` range, then `default`. */
function findResponse(operation, status) {
    const responses = operation.responses;
    const exact = String(status);
    if (Object.hasOwn(responses, exact))
        return { key: exact, response: responses[exact] };
    const range = `${exact.charAt(0)}XX`;
    for (const key of Object.keys(responses)) {
        if (key.toUpperCase() === range)
            return { key, response: responses[key] };
    }
    const fallback = responses.default;
    return fallback ? { key: 'default', response: fallback } : undefined;
}
/**
 * The documented key for each media type received, per `content` map: `schema: spec` asks for
 * every response of a step, and the answer depends on nothing else (the spec is not changed once
 * loaded). A few entries per map; the cap only bounds a server that varies its content types.
 */
const mediaKeys = new WeakMap();
const MAX_MEDIA_KEYS = 32;
function documentedMediaKey(content, mediaType) {
    let keys = mediaKeys.get(content);
    if (keys === undefined) {
        keys = new Map();
        mediaKeys.set(content, keys);
    }
    if (keys.has(mediaType))
        return keys.get(mediaType);
    const key = findMediaKey(Object.keys(content), mediaType);
    if (keys.size < MAX_MEDIA_KEYS)
        keys.set(mediaType, key);
    return key;
}
function responseSchema(operation, status, mediaType) {
    const found = findResponse(operation, status);
    if (!found)
        return undefined;
    const content = found.response.content;
    const key = documentedMediaKey(content, mediaType);
    return key === undefined ? undefined : content[key]?.schema;
}
function checkResponse(context, operation, response) {
    const checks = [];
    const documented = Object.keys(operation.responses).filter((key) => key !== 'default');
    const found = findResponse(operation, response.status);
    checks.push({
        name: 'contract status',
        expected: operation.responses.default
            ? 'any (default documented)'
            : `a documented status: ${documented.length > 0 ? documented.join(', ') : '(none documented)'}`,
        actual: String(response.status),
        passed: found !== undefined,
    });
    if (!found)
        return checks;
    const contentKeys = Object.keys(found.response.content);
    const received = response.contentType ?? headerValue(response.headers, 'content-type');
    const hasBody = response.body !== undefined &&
        response.body !== '' &&
        !(response.body === null && received === undefined);
    if (hasBody || contentKeys.length > 0) {
        const media = received === undefined ? undefined : mediaTypeOf(received);
        if (contentKeys.length === 0) {
            // Nothing documented for this status: the spec does not constrain the body (as Schemathesis reads it).
            checks.push({
                name: 'contract content-type',
                expected: 'any (no content documented)',
                actual: media || '(none)',
                passed: true,
            });
        }
        else {
            checks.push({
                name: 'contract content-type',
                expected: contentKeys.join(', '),
                // An empty body labelled as documented would read "expected application/json, got application/json".
                actual: !hasBody && media ? `an empty body (labelled ${media})` : media || '(none)',
                passed: hasBody && !!media && findMediaKey(contentKeys, media) !== undefined,
            });
        }
    }
    // A body without a content type but parsed into a value was JSON.
    const bodyMedia = received ?? (hasBody && typeof response.body !== 'string' ? 'application/json' : undefined);
    const mediaKey = bodyMedia === undefined ? undefined : findMediaKey(contentKeys, bodyMedia);
    const schema = mediaKey === undefined ? undefined : found.response.content[mediaKey]?.schema;
    if (hasBody && schema !== undefined && bodyMedia !== undefined && isJsonMediaType(bodyMedia)) {
        const violations = context.validator.check(schema, response.body, 'response');
        checks.push({
            name: 'contract schema',
            expected: `body matching the spec schema for ${found.key} ${mediaKey}`,
            actual: violations.length === 0 ? 'valid' : plural(violations.length, 'violation'),
            passed: violations.length === 0,
            ...(violations.length > 0 ? { details: limitDetails(violations.map(formatViolation)) } : {}),
        });
    }
    for (const [name, header] of Object.entries(found.response.headers)) {
        const value = headerValue(response.headers, name);
        if (value === undefined) {
            if (header.required) {
                checks.push({
                    name: `contract header ${name}`,
                    expected: 'present (required by the spec)',
                    actual: '(missing)',
                    passed: false,
                });
            }
            continue;
        }
        const violations = header.schema ? checkText(context, header.schema, value) : [];
        if (violations.length > 0) {
            checks.push({
                name: `contract header ${name}`,
                expected: 'a value matching the spec schema',
                actual: JSON.stringify(value),
                passed: false,
                details: violations.map(formatViolation),
            });
        }
        else if (header.required) {
            checks.push({
                name: `contract header ${name}`,
                expected: 'present (required by the spec)',
                actual: 'present',
                passed: true,
            });
        }
    }
    return checks;
}
/** Header names that OpenAPI says to ignore when declared as parameters. */
const IGNORED_HEADER_PARAMETERS = new Set([
    'accept',
    'content-type',
    'authorization',
]);
function checkRequest(context, operation, request) {
    const problems = [];
    const pathValues = context.paths.parameters(operation, request.path);
    let cookies;
    for (const parameter of operation.parameters) {
        let value;
        if (parameter.in === 'path') {
            // A path that does not fit the template at all cannot be checked parameter by parameter.
            if (!pathValues)
                continue;
            value = pathValues[parameter.name];
        }
        else if (parameter.in === 'query') {
            value = request.query[parameter.name];
        }
        else if (parameter.in === 'header') {
            if (IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase()))
                continue;
            value = headerValue(request.headers, parameter.name);
        }
        else {
            cookies ??= parseCookies(headerValue(request.headers, 'cookie'));
            value = cookies[parameter.name];
        }
        const label = `${parameter.in} parameter '${parameter.name}'`;
        if (value === undefined || (parameter.in === 'path' && value === '')) {
            if (parameter.required)
                problems.push(`missing required ${label}`);
            continue;
        }
        if (!parameter.schema)
            continue;
        for (const violation of checkParameter(context, parameter, value)) {
            const where = violation.path.length === 0 ? '' : ` at ${formatJsonPath(violation.path).slice(1)}`;
            problems.push(`${label}${where} ${violation.message}`);
        }
    }
    problems.push(...checkBody(context, operation, request));
    return problems.length < 2 ? problems : [...new Set(problems)];
}
function checkBody(context, operation, request) {
    const body = operation.requestBody;
    const hasBody = request.body !== undefined && request.body !== '';
    if (!body) {
        return hasBody
            ? [`the spec documents no request body for ${operation.method} ${operation.path}, but one is sent`]
            : [];
    }
    const keys = Object.keys(body.content);
    if (!hasBody) {
        return body.required
            ? [`the request body is required${keys.length > 0 ? ` (${keys.join(', ')})` : ''} but none is sent`]
            : [];
    }
    if (keys.length === 0)
        return [];
    const contentType = request.contentType ?? headerValue(request.headers, 'content-type');
    const key = findMediaKey(keys, contentType ?? (typeof request.body === 'string' ? '' : 'application/json'));
    if (key === undefined) {
        const sent = contentType === undefined ? '(none)' : mediaTypeOf(contentType);
        return [`content type '${sent}' is not accepted; the spec accepts ${keys.join(', ')}`];
    }
    const schema = body.content[key]?.schema;
    const media = contentType ?? key;
    if (!isJsonMediaType(media))
        return [];
    let value = request.body;
    if (typeof value === 'string') {
        // A raw `body:` sent as JSON: it has to parse before it can match anything.
        try {
            value = JSON.parse(value);
        }
        catch {
            return [`the request body is sent as ${mediaTypeOf(media)} but is not valid JSON`];
        }
    }
    if (schema === undefined)
        return [];
    return context.validator
        .check(schema, value, 'request')
        .map((violation) => violation.path.length === 0
        ? `request body ${violation.message}`
        : `request body field ${formatJsonPath(violation.path)} ${violation.message}`);
}
/** Parameters arrive as text: read them as the schema's type before validating. */
function checkParameter(context, parameter, value) {
    const schema = parameter.schema;
    if (schema === undefined || typeof schema === 'boolean')
        return [];
    if (typesOf(schema).includes('array')) {
        // `form` with explode (repeated keys) and comma-separated values are both accepted.
        const items = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
        const itemSchema = schema.items;
        const coerced = items.map((item) => (isObject(itemSchema) ? coerce(item, itemSchema) : item));
        return context.validator.check(schema, coerced, 'request');
    }
    if (!Array.isArray(value))
        return context.validator.check(schema, coerce(value, schema), 'request');
    return value.flatMap((item) => context.validator.check(schema, coerce(item, schema), 'request'));
}
function checkText(context, schema, value) {
    if (typeof schema === 'boolean')
        return context.validator.check(schema, value);
    return context.validator.check(schema, coerce(value, schema), 'response');
}
function coerce(value, schema) {
    const types = typesOf(schema);
    if (types.length === 0 || types.includes('string'))
        return value;
    if ((types.includes('integer') || types.includes('number')) &&
        /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) {
        return Number(value);
    }
    if (types.includes('boolean') && (value === 'true' || value === 'false'))
        return value === 'true';
    if (types.includes('null') && (value === '' || value === 'null'))
        return null;
    return value;
}
function typesOf(schema) {
    if (typeof schema.type === 'string')
        return [schema.type];
    return Array.isArray(schema.type)
        ? schema.type.filter((type) => typeof type === 'string')
        : [];
}
function headerValue(headers, name) {
    const wanted = name.toLowerCase();
    for (const key in headers)
        if (key === wanted || key.toLowerCase() === wanted)
            return headers[key];
    return undefined;
}
function parseCookies(header) {
    const cookies = {};
    for (const pair of (header ?? '').split(';')) {
        const index = pair.indexOf('=');
        if (index > 0)
            cookies[pair.slice(0, index).trim()] = pair.slice(index + 1).trim();
    }
    return cookies;
}
function limitDetails(lines) {
    if (lines.length <= MAX_DETAILS)
        return lines;
    return [...lines.slice(0, MAX_DETAILS), `… and ${lines.length - MAX_DETAILS} more`];
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export { IGNORED_HEADER_PARAMETERS as I, findMediaKey as a, checkResponse as b, checkRequest as c, findResponse as f, isJsonMediaType as i, responseSchema as r };
