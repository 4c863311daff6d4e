import { n as isRecord, N as decodePercent } from './cancellation.js';
import { aA as responseSchema, S as SchemaValidator, aB as checkRequest, aC as checkResponse } from './files.js';

/**
 * Reads the operations out of a dereferenced document into one model for every version:
 * Swagger 2.0's body/formData parameters, `consumes`/`produces` and response `schema` become
 * OpenAPI 3's `requestBody` and `content`, so nothing downstream needs to know the version.
 */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Swagger 2.0 keywords that describe a non-body parameter's (or header's) value. */
const SWAGGER_2_SCHEMA_KEYS = [
    'type',
    'format',
    'items',
    'default',
    'maximum',
    'exclusiveMaximum',
    'minimum',
    'exclusiveMinimum',
    'maxLength',
    'minLength',
    'pattern',
    'maxItems',
    'minItems',
    'uniqueItems',
    'enum',
    'multipleOf',
    'x-nullable',
];
const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
function buildOperations(document, version, source) {
    const operations = [];
    for (const [path, pathItem] of Object.entries(record(document.paths))) {
        const item = record(pathItem);
        for (const method of HTTP_METHODS) {
            const raw = item[method];
            if (!isRecord(raw))
                continue;
            const parameters = mergeParameters(list(item.parameters), list(raw.parameters));
            const base = {
                ...(typeof raw.operationId === 'string' ? { operationId: raw.operationId } : {}),
                method: method.toUpperCase(),
                path,
                ...(typeof raw.summary === 'string' ? { summary: raw.summary } : {}),
                requiresAuth: requiresAuth(raw.security ?? document.security),
            };
            const parts = version === '2.0' ? swagger2Parts(document, raw, parameters) : openApi3Parts(raw, parameters);
            operations.push(placed({ ...base, ...parts }, () => source.locateKey(['paths', path, method])));
        }
    }
    return operations;
}
/**
 * The operation with its `location` found when first read: placing an operation can mean building
 * the syntax tree of a large JSON spec, which a run that reports nothing about it never needs.
 */
function placed(operation, locate) {
    let location;
    return Object.defineProperty(operation, 'location', {
        get: () => (location ??= locate()),
        enumerable: true,
    });
}
function openApi3Parts(raw, parameters) {
    const requestBody = isRecord(raw.requestBody)
        ? { required: raw.requestBody.required === true, content: content(raw.requestBody.content) }
        : undefined;
    const responses = {};
    for (const [status, response] of Object.entries(record(raw.responses))) {
        const value = record(response);
        responses[status] = {
            ...(typeof value.description === 'string' ? { description: value.description } : {}),
            content: content(value.content),
            headers: headers(value.headers, (header) => ({
                required: header.required === true,
                ...optionalSchema(header.schema ?? firstContentSchema(header.content)),
            })),
        };
    }
    return {
        parameters: parameters.flatMap((parameter) => {
            const location = parameterLocation(parameter.in);
            if (!location || typeof parameter.name !== 'string')
                return [];
            return [
                {
                    name: parameter.name,
                    in: location,
                    required: location === 'path' || parameter.required === true,
                    ...optionalSchema(parameter.schema ?? firstContentSchema(parameter.content)),
                },
            ];
        }),
        ...(requestBody ? { requestBody } : {}),
        responses,
    };
}
function swagger2Parts(document, raw, parameters) {
    const consumes = mediaTypes(raw.consumes ?? document.consumes);
    const produces = mediaTypes(raw.produces ?? document.produces);
    const result = [];
    let requestBody;
    const form = [];
    for (const parameter of parameters) {
        if (typeof parameter.name !== 'string')
            continue;
        if (parameter.in === 'body') {
            const schema = isSchema(parameter.schema) ? parameter.schema : {};
            requestBody = {
                required: parameter.required === true,
                content: Object.fromEntries(consumes.map((media) => [media, { schema }])),
            };
        }
        else if (parameter.in === 'formData') {
            form.push(parameter);
        }
        else {
            const location = parameterLocation(parameter.in);
            if (!location)
                continue;
            result.push({
                name: parameter.name,
                in: location,
                required: location === 'path' || parameter.required === true,
                schema: swagger2Schema(parameter),
            });
        }
    }
    if (form.length > 0) {
        const declared = consumes.filter((media) => FORM_MEDIA_TYPES.includes(media));
        const formMedia = declared.length > 0
            ? declared
            : [
                form.some((parameter) => parameter.type === 'file')
                    ? 'multipart/form-data'
                    : FORM_MEDIA_TYPES[0],
            ];
        const schema = {
            type: 'object',
            properties: Object.fromEntries(form.map((parameter) => [parameter.name, swagger2Schema(parameter)])),
            required: form.filter((parameter) => parameter.required === true).map((parameter) => parameter.name),
        };
        requestBody = {
            required: form.some((parameter) => parameter.required === true),
            content: Object.fromEntries(formMedia.map((media) => [media, { schema }])),
        };
    }
    const responses = {};
    for (const [status, response] of Object.entries(record(raw.responses))) {
        const value = record(response);
        const schema = isSchema(value.schema) ? value.schema : undefined;
        responses[status] = {
            ...(typeof value.description === 'string' ? { description: value.description } : {}),
            content: schema ? Object.fromEntries(produces.map((media) => [media, { schema }])) : {},
            // Swagger 2.0 cannot mark a response header as required.
            headers: headers(value.headers, (header) => ({ required: false, schema: swagger2Schema(header) })),
        };
    }
    return { parameters: result, ...(requestBody ? { requestBody } : {}), responses };
}
/** Path-level parameters apply to every operation unless the operation redefines them (same name and `in`). */
function mergeParameters(pathLevel, operationLevel) {
    const merged = new Map();
    for (const parameter of [...pathLevel, ...operationLevel]) {
        if (!isRecord(parameter))
            continue;
        merged.set(`${String(parameter.in)}\u0000${String(parameter.name)}`, parameter);
    }
    return [...merged.values()];
}
/**
 * `security` on the operation wins over the global one; `[]` means no credentials, and a
 * requirement list holding `{}` makes credentials optional.
 */
function requiresAuth(security) {
    if (!Array.isArray(security) || security.length === 0)
        return false;
    return !security.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0);
}
function content(value) {
    const result = {};
    for (const [media, entry] of Object.entries(record(value))) {
        result[media] = optionalSchema(record(entry).schema);
    }
    return result;
}
function headers(value, describe) {
    const result = {};
    for (const [name, header] of Object.entries(record(value))) {
        // OpenAPI: a documented Content-Type header is ignored; `content` describes it.
        if (name.toLowerCase() === 'content-type')
            continue;
        result[name.toLowerCase()] = describe(record(header));
    }
    return result;
}
function swagger2Schema(parameter) {
    const schema = {};
    for (const key of SWAGGER_2_SCHEMA_KEYS) {
        if (parameter[key] !== undefined)
            schema[key] = parameter[key];
    }
    if (schema.type === 'file') {
        schema.type = 'string';
        schema.format = 'binary';
    }
    return schema;
}
function firstContentSchema(value) {
    const first = Object.values(record(value))[0];
    return isRecord(first) ? first.schema : undefined;
}
function optionalSchema(schema) {
    return isSchema(schema) ? { schema } : {};
}
function mediaTypes(value) {
    const types = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    return types.length > 0 ? types : ['application/json'];
}
function parameterLocation(value) {
    return value === 'path' || value === 'query' || value === 'header' || value === 'cookie'
        ? value
        : undefined;
}
function isSchema(value) {
    return typeof value === 'boolean' || isRecord(value);
}
function record(value) {
    return isRecord(value) ? value : {};
}
function list(value) {
    return Array.isArray(value) ? value : [];
}

const RANK = { literal: 2, mixed: 1, parameter: 0 };
class PathIndex {
    templates;
    byPath = new Map();
    basePaths;
    /** `basePaths`: server paths (`/v1`) a request path may still carry; tried when nothing else matches. */
    constructor(operations, basePaths = []) {
        const byPath = this.byPath;
        for (const operation of operations) {
            let template = byPath.get(operation.path);
            if (!template) {
                template = { path: operation.path, segments: parseTemplate(operation.path), operations: new Map() };
                byPath.set(operation.path, template);
            }
            template.operations.set(operation.method.toUpperCase(), operation);
        }
        this.templates = [...byPath.values()].sort((a, b) => compareSpecificity(a.segments, b.segments));
        this.basePaths = [...new Set(basePaths.map(trimSlashes).filter((base) => base !== ''))].map((base) => `/${base}`);
    }
    /** The operation for `method` on the most specific template matching `path` that documents it. */
    match(method, path) {
        const wanted = method.toUpperCase();
        for (const { template } of this.candidates(path)) {
            const operation = template.operations.get(wanted);
            if (operation)
                return operation;
        }
        return undefined;
    }
    /**
     * Every method documented on a template matching `path`. When templates overlap
     * (`/users/me` and `/users/{id}`), the methods of both count: a server routes either.
     */
    methodsFor(path) {
        const methods = new Set();
        for (const { template } of this.candidates(path))
            for (const method of template.operations.keys())
                methods.add(method);
        return [...methods];
    }
    /** Path parameter values of `path` read through `operation`'s template, or `undefined` if it does not match. */
    parameters(operation, path) {
        // Every request of a step is checked against its own operation, and the path nearly always
        // fits that template as it is. The search below would find the same values there first (a
        // template's values for a path do not depend on the others), so it only runs when it does not.
        const own = this.byPath.get(operation.path);
        const segments = splitPath(path);
        const values = matchSegments(own?.segments ?? parseTemplate(operation.path), segments);
        if (values || !own)
            return values;
        for (const { template, values } of this.candidates(path)) {
            if (template.path === operation.path)
                return values;
        }
        return undefined;
    }
    *candidates(path) {
        let found = false;
        for (const concrete of this.variants(path)) {
            for (const template of this.templates) {
                const values = matchSegments(template.segments, concrete);
                if (values) {
                    found = true;
                    yield { template, values };
                }
            }
            if (found)
                return;
        }
    }
    /** The path as given, then without each server base path it starts with. */
    *variants(path) {
        const segments = splitPath(path);
        yield segments;
        const joined = `/${segments.join('/')}`;
        for (const base of this.basePaths) {
            if (joined === base || joined.startsWith(`${base}/`))
                yield splitPath(joined.slice(base.length));
        }
    }
}
/** `/users/42/?x=1` → `['users', '42']` (decoded). Runs for every request checked, so it avoids regexes. */
function splitPath(path) {
    const end = queryOrFragmentStart(path);
    const bare = end === -1 ? path : path.slice(0, end);
    let pathname = bare;
    if (bare.includes('://') && /^[a-z][a-z0-9+.-]*:\/\//i.test(bare)) {
        try {
            pathname = new URL(bare).pathname;
        }
        catch {
            pathname = bare;
        }
    }
    const parts = trimSlashes(pathname).split('/');
    // The root path is one empty segment; elsewhere empty segments (`a//b`) do not count.
    if (parts.length === 1)
        return [decodePercent(parts[0])];
    const segments = [];
    for (const part of parts)
        if (part !== '')
            segments.push(decodePercent(part));
    return segments;
}
function queryOrFragmentStart(path) {
    const query = path.indexOf('?');
    const fragment = path.indexOf('#');
    if (query === -1)
        return fragment;
    return fragment === -1 ? query : Math.min(query, fragment);
}
function parseTemplate(path) {
    return splitPath(path).map((segment) => {
        const whole = /^\{([^{}]+)\}$/.exec(segment);
        if (whole)
            return { kind: 'parameter', name: whole[1] };
        if (!segment.includes('{'))
            return { kind: 'literal', text: segment };
        const names = [];
        const source = segment
            .split(/(\{[^{}]+\})/)
            .map((part) => {
            const name = /^\{([^{}]+)\}$/.exec(part);
            if (!name)
                return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(name[1]);
            return '(.+?)';
        })
            .join('');
        return { kind: 'mixed', pattern: new RegExp(`^${source}$`), names };
    });
}
function matchSegments(template, concrete) {
    if (template.length !== concrete.length)
        return undefined;
    const values = {};
    for (let index = 0; index < template.length; index++) {
        const segment = template[index];
        const actual = concrete[index];
        if (segment.kind === 'literal') {
            if (segment.text !== actual)
                return undefined;
        }
        else if (segment.kind === 'parameter') {
            if (actual === '')
                return undefined;
            values[segment.name] = actual;
        }
        else {
            const found = segment.pattern.exec(actual);
            if (!found)
                return undefined;
            segment.names.forEach((name, position) => (values[name] = found[position + 1] ?? ''));
        }
    }
    return values;
}
function compareSpecificity(a, b) {
    const length = Math.min(a.length, b.length);
    for (let index = 0; index < length; index += 1) {
        const difference = RANK[b[index].kind] - RANK[a[index].kind];
        if (difference !== 0)
            return difference;
    }
    return 0;
}
function trimSlashes(path) {
    let start = 0;
    let end = path.length;
    while (start < end && path.charCodeAt(start) === 0x2f)
        start++;
    while (end > start && path.charCodeAt(end - 1) === 0x2f)
        end--;
    return start === 0 && end === path.length ? path : path.slice(start, end);
}

const validators = new WeakMap();
/** The validator behind a spec's checks (for inspecting what it compiled). */
function schemaValidatorOf(spec) {
    return validators.get(spec);
}
/** Builds the ApiSpec over a validated, dereferenced (and decycled) document. */
function createApiSpec(document, version, source) {
    const root = document.root;
    const operations = buildOperations(root, version, source);
    const servers = serverUrls(root, version);
    const paths = new PathIndex(operations, servers.map(serverPath));
    const validator = new SchemaValidator(version, document);
    const byId = new Map();
    for (const operation of operations) {
        if (operation.operationId !== undefined && !byId.has(operation.operationId))
            byId.set(operation.operationId, operation);
    }
    const info = isRecord(root.info) ? root.info : {};
    const context = { validator, paths };
    const spec = {
        file: source.file,
        version,
        title: typeof info.title === 'string' ? info.title : '',
        servers,
        operations,
        byOperationId: (operationId) => byId.get(operationId),
        match: (method, path) => paths.match(method, path),
        methodsFor: (path) => paths.methodsFor(path),
        responseSchema,
        checkResponse: (operation, response) => checkResponse(context, operation, response),
        checkRequest: (operation, request) => checkRequest(context, operation, request),
        validate: (schema, value) => validator.validate(schema, value),
    };
    validators.set(spec, validator);
    return spec;
}
/** Server URLs as the document writes them: 3.x `servers`, or 2.0 scheme + host + basePath. */
function serverUrls(root, version) {
    return version === '2.0' ? swagger2Servers(root) : openApi3Servers(root.servers);
}
/** 3.x `servers[].url` with each `{variable}` replaced by its default. */
function openApi3Servers(value) {
    if (!Array.isArray(value))
        return [];
    return value.flatMap((server) => {
        if (!isRecord(server) || typeof server.url !== 'string')
            return [];
        const variables = isRecord(server.variables) ? server.variables : {};
        return [
            server.url.replace(/\{([^{}]+)\}/g, (whole, name) => {
                const variable = variables[name];
                return isRecord(variable) && variable.default !== undefined ? String(variable.default) : whole;
            }),
        ];
    });
}
/**
 * 2.0 `scheme://host/basePath`, one per scheme. Without `host` the API is served where the spec
 * is, so the URL is just the base path. Without `schemes`, https — except for a local host.
 */
function swagger2Servers(root) {
    const basePath = typeof root.basePath === 'string' ? root.basePath.replace(/\/+$/, '') : '';
    if (typeof root.host !== 'string' || root.host === '')
        return [basePath || '/'];
    const host = root.host;
    const declared = Array.isArray(root.schemes)
        ? root.schemes.filter((scheme) => typeof scheme === 'string')
        : [];
    const local = /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(host);
    const schemes = declared.length > 0 ? declared : [local ? 'http' : 'https'];
    return schemes.map((scheme) => `${String(scheme)}://${host}${basePath}`);
}
/** The path part of a server URL (`https://api.example.com/v1` → `/v1`). */
function serverPath(url) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
        try {
            return new URL(url).pathname;
        }
        catch {
            return '';
        }
    }
    return url.startsWith('/') ? url : '';
}

export { HTTP_METHODS as H, serverUrls as a, createApiSpec as c, schemaValidatorOf as s };
