import { f as fast_check_default, p as positiveCases, n as negativeCases, b as boundaryCases, a as bodyKind, c as binaryFields, d as formAsRead } from './cases2.js';
import { t as findResponse, u as mediaTypeOf } from './files.js';
import { o as operationKey, f as exchange, h as recordRequest, t as toCurl, i as redactChecks, j as recordResponse, k as describeStatus } from './pipeline.js';
import { k as matchesStatus } from './variables.js';
import { e as encodeForm, f as formFields, m as multipartBody, M as MULTIPART_BOUNDARY } from './form-body.js';
import { e as clip, m as messageOf, N as decodePercent, n as isRecord } from './cancellation.js';
import './exit-codes.js';

/**
 * Runs a step's generated cases (`cases:`): each kind is one fast-check property over inputs from
 * openapi/cases.ts, sent to the step's operation with the step's environment headers and its
 * path (the resource the step names; a negative case that breaks a path parameter changes that
 * one). Negative cases send every boundary case first, the same whatever the seed, then random
 * ones. A failing input is shrunk (every smaller candidate is sent too) until none smaller fails;
 * the smallest is reported with its request, answer, curl repro and the seed that replays the run.
 */
/** Each input shown in a result is cut to this many characters. */
const SHOWN_INPUT = 2000;
/** Inputs the generator may throw away (not valid enough, or not broken) per case run. */
const MAX_SKIPS_PER_RUN = 10;
/**
 * The step's cases, one result per kind that runs: passed when every input got the answer its kind
 * demands, else failed with the smallest failing input. None when the step has no cases to run
 * (none asked for, or inherited by a step without a documented operation).
 */
async function runCases(step, built, baseUrl, seed, context) {
    const cases = step.cases;
    if (!cases)
        return [];
    const spec = context.spec;
    const operation = built.operation;
    if (!spec || !operation || !baseUrl) {
        if (cases.inherited)
            return [];
        const why = !spec
            ? 'no spec is loaded'
            : !operation
                ? `${built.prepared.method} ${built.specPath} is not an operation of the spec`
                : 'the request has a full url, not a path under the base URL';
        return [flowError(step, cases, 'positive', seed, `cases: cannot be generated: ${why}`)];
    }
    const results = [];
    for (const kind of ['positive', 'negative']) {
        if (cases[kind] === 0)
            continue;
        results.push(await runKind(kind, step, cases, { built, baseUrl, spec, operation, seed }, context));
    }
    return results;
}
async function runKind(kind, step, cases, target, context) {
    const arbitrary = generator(kind, target.operation);
    if ('reason' in arbitrary) {
        if (cases.inherited)
            return passedOver(step, cases, kind, target, arbitrary.reason);
        return flowError(step, cases, kind, target.seed, `${kind} cases cannot be generated for ${operationKey(target.operation)}: ${arbitrary.reason}`);
    }
    const exchanges = new Map();
    let lastFailure;
    // Once the API cannot be reached, shrinking has nothing to learn: no candidate is sent again.
    let unreachable = false;
    const stepPath = pathValues(target.operation.path, target.built.specPath);
    const placeCase = (generated) => {
        const input = 'input' in generated ? generated.input : generated;
        const broken = 'input' in generated ? generated.parameter : undefined;
        // The step's own resource, unless the case breaks that path parameter.
        const kept = Object.fromEntries(Object.entries(stepPath).filter(([name]) => !(broken?.in === 'path' && broken.name === name)));
        const placed = { ...input, path: { ...input.path, ...kept } };
        const built = caseRequest(placed, target.operation, target.baseUrl, target.built.prepared.headers, broken);
        return { input: placed, ...built, problems: requestProblems(target, built.concrete, placed) };
    };
    const examples = kind === 'negative' ? boundaryExamples(target, placeCase) : [];
    const property = fast_check_default.asyncProperty(arbitrary, async (generated) => {
        const broken = 'broken' in generated ? generated.broken : undefined;
        const { input, prepared, problems } = placeCase(generated);
        // A positive input the spec would refuse, or a negative one it would accept, proves nothing.
        fast_check_default.pre(kind === 'positive' ? problems.length === 0 : problems.length > 0);
        if (unreachable)
            return true;
        const outcome = await exchange(prepared, context, step.timeout_ms);
        const attempt = 'error' in outcome
            ? { prepared, input, broken, error: outcome.error, checks: [] }
            : {
                prepared,
                input,
                broken,
                response: outcome.response,
                checks: judge(kind, outcome.response, target, step),
            };
        if (attempt.response)
            count(exchanges, prepared, attempt.response);
        const passed = attempt.error === undefined && attempt.checks.every((check) => check.passed);
        if (!passed)
            lastFailure = attempt;
        if (attempt.error)
            unreachable = true;
        return passed;
    });
    const details = await fast_check_default.check(property, {
        seed: target.seed,
        // Every boundary case runs, then random ones up to the count asked for.
        numRuns: Math.max(cases[kind], examples.length),
        examples: examples.map((example) => [example]),
        interruptAfterTimeLimit: cases.max_duration_s * 1000,
        markInterruptAsFailure: false,
        maxSkipsPerRun: MAX_SKIPS_PER_RUN,
    });
    const outcome = {
        kind,
        seed: target.seed,
        runs: details.numRuns,
        shrinks: details.numShrinks,
        interrupted: details.interrupted,
        exchanges: [...exchanges.values()],
    };
    const base = {
        id: `${step.id}.${kind}`,
        name: `${step.name ?? step.id}: ${cases[kind]} ${kind} cases (seed ${target.seed})`,
        phase: step.phase,
        captures: {},
        attempts: details.numRuns,
        line: cases.line,
        operation: operationKey(target.operation),
    };
    if (!details.failed) {
        return {
            ...base,
            status: 'passed',
            checks: [summaryCheck(kind, cases, outcome, true, details.interrupted ? 'time ran out' : undefined)],
            cases: outcome,
        };
    }
    if (!lastFailure) {
        // Failing without a failing input: the generator could not produce usable inputs.
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : 'no usable input';
        return flowError(step, cases, kind, target.seed, `${kind} cases could not run: ${clip(reason, 300)}`);
    }
    const failure = lastFailure;
    const request = recordRequest(failure.prepared, context.redactor);
    const shown = clip(JSON.stringify(shownInput(failure.input)), SHOWN_INPUT);
    outcome.input = context.redactor.text(shown);
    if (failure.broken)
        outcome.broken = failure.broken;
    const summary = summaryCheck(kind, cases, outcome, false, describeFailure(failure));
    return {
        ...base,
        status: failure.error ? 'error' : 'failed',
        request,
        ...(failure.response
            ? { response: recordResponse(failure.response, context.redactor), timings: failure.response.timings }
            : {}),
        checks: redactChecks([summary, ...failure.checks.filter((check) => !check.passed)], context.redactor),
        ...(failure.error ? { error: { ...failure.error, line: cases.line } } : {}),
        repro: toCurl(request),
        cases: outcome,
    };
}
/**
 * The kind's inputs for the operation, or why there are none. A schema that contradicts itself
 * (`minimum` above `maximum`) is refused by fast-check as it is built: that is said, not thrown.
 */
function generator(kind, operation) {
    try {
        return kind === 'positive' ? positiveCases(operation) : negativeCases(operation);
    }
    catch (error) {
        return { reason: `its request schemas cannot be drawn from (${messageOf(error)})` };
    }
}
/**
 * The boundary cases, when their base is a valid request: a base the spec refuses would make every
 * case "refused" for the base's reason, and prove nothing about the constraint it names.
 */
function boundaryExamples(target, placeCase) {
    const boundaries = boundaryCases(target.operation);
    if ('reason' in boundaries || placeCase(boundaries.base).problems.length > 0)
        return [];
    return boundaries.cases;
}
/** Why the spec refuses the request: its own checks, and a form's fields as a server reads them. */
function requestProblems(target, concrete, input) {
    const problems = target.spec.checkRequest(target.operation, concrete);
    const kind = bodyKind(input.mediaType);
    if (input.body === undefined || (kind !== 'form' && kind !== 'multipart'))
        return problems;
    const schema = target.operation.requestBody?.content[input.mediaType]?.schema;
    if (schema === undefined)
        return problems;
    const text = isRecord(input.body) ? encodeForm(formFields(input.body)) : '';
    return [...problems, ...target.spec.validate(schema, formAsRead(text, schema))];
}
/** The values of the step's path parameters: `/pets/{petId}` over `/pets/42` → `{ petId: '42' }`. */
function pathValues(template, path) {
    const names = [];
    const pattern = template
        .split(/(\{[^{}]+\})/)
        .map((part) => {
        const name = /^\{([^{}]+)\}$/.exec(part)?.[1];
        if (name === undefined)
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
    })
        .join('');
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match)
        return {};
    return Object.fromEntries(names.map((name, index) => [name, decodePercent(match[index + 1])]));
}
/**
 * What each kind demands of an answer. A positive input is valid, so a 4xx is a failure unless
 * the step itself expects that status (a flow that allows it, such as a 404 for a made-up id).
 */
function judge(kind, response, target, step) {
    const status = describeStatus(response);
    if (kind === 'negative') {
        const documented = findResponse(target.operation, response.status) !== undefined;
        return [
            {
                name: 'negative case status',
                expected: 'a documented 4xx (the input breaks the spec)',
                actual: documented || response.status >= 500 ? status : `${status} (not documented)`,
                passed: response.status >= 400 && response.status < 500 && documented,
            },
        ];
    }
    const contract = target.spec.checkResponse(target.operation, {
        status: response.status,
        headers: response.headers,
        contentType: response.headers['content-type'],
        body: response.json !== undefined ? response.json : response.bodyText,
    });
    const allowed = step.expect.status;
    const accepted = response.status < 400 ||
        (response.status < 500 && allowed !== undefined && matchesStatus(allowed, response.status));
    return [
        {
            name: 'positive case status',
            expected: allowed === undefined
                ? 'a status below 400 (the input is valid)'
                : `a status below 400, or one the step expects (${JSON.stringify(allowed)})`,
            actual: status,
            passed: accepted,
        },
        ...contract,
    ];
}
function describeFailure(failure) {
    const answer = failure.error ? failure.error.message : describeStatus(failure.response);
    return failure.broken ? `${answer} for an input where ${failure.broken}` : `${answer} for a valid input`;
}
function summaryCheck(kind, cases, outcome, passed, actual) {
    const expected = kind === 'positive'
        ? 'a documented success matching the spec, for every input the schema allows'
        : 'a documented 4xx, for every input that breaks one constraint';
    const details = [
        `seed ${outcome.seed}: write cases: { seed: ${outcome.seed} } to send the same inputs again`,
    ];
    if (!passed) {
        details.unshift(...(outcome.broken ? [`breaks: ${outcome.broken}`] : []), `smallest failing input: ${outcome.input ?? ''}`, `failed after ${outcome.runs} of ${cases[kind]} cases, then shrunk ${outcome.shrinks} times`);
    }
    return {
        name: `${kind} cases`,
        expected,
        actual: passed
            ? `${outcome.runs} of ${Math.max(cases[kind], outcome.runs)} passed${actual ? ` (${actual})` : ''}`
            : (actual ?? 'failed'),
        passed,
        line: cases.line,
        details,
    };
}
/**
 * The generated input on the wire (the operation's path filled in, the step's headers kept, the
 * cookies added to the step's own cookie header), and the same request as the spec is asked about
 * it: the values the server will read.
 */
function caseRequest(input, operation, baseUrl, stepHeaders, broken) {
    const path = operation.path.replace(/\{([^}]+)\}/g, (placeholder, name) => Object.hasOwn(input.path, name) ? encodeURIComponent(text(input.path[name])) : placeholder);
    const query = {};
    for (const [name, value] of Object.entries(input.query)) {
        const items = (Array.isArray(value) ? value : [value]).map(text);
        if (items.length > 0)
            query[name] = items.length === 1 ? items[0] : items;
    }
    const headers = {};
    for (const [name, value] of Object.entries(stepHeaders)) {
        if (name !== 'content-type' && name !== 'content-length')
            headers[name] = value;
    }
    // A header the step sends itself (credentials, a tenant) is kept: generating it would test the
    // login. Only the parameter a negative case breaks is sent as the case has it, or left out.
    if (broken?.in === 'header')
        delete headers[broken.name.toLowerCase()];
    for (const [name, value] of Object.entries(input.headers))
        headers[name.toLowerCase()] ??= text(value);
    const stepCookies = (headers.cookie ?? '')
        .split(';')
        .map((pair) => pair.trim())
        .filter((pair) => pair !== '' && !(broken?.in === 'cookie' && pair.startsWith(`${broken.name}=`)));
    const cookies = Object.entries(input.cookies ?? {})
        .filter(([name]) => !stepCookies.some((pair) => pair.startsWith(`${name}=`)))
        .map(([name, value]) => `${name}=${text(value)}`);
    if (cookies.length + stepCookies.length > 0)
        headers.cookie = [...cookies, ...stepCookies].join('; ');
    else
        delete headers.cookie;
    const queryString = encodeForm(query);
    const prepared = {
        method: operation.method,
        url: `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`,
        headers,
    };
    let wireBody = input.body;
    if (input.body !== undefined) {
        const kind = bodyKind(input.mediaType);
        const fields = isRecord(input.body) ? input.body : {};
        if (kind === 'form') {
            prepared.body = wireBody = encodeForm(formFields(fields));
            headers['content-type'] = input.mediaType;
        }
        else if (kind === 'multipart') {
            const schema = operation.requestBody?.content[input.mediaType]?.schema;
            prepared.body = wireBody = multipartBody(fields, binaryFields(schema));
            headers['content-type'] = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
        }
        else {
            prepared.body = JSON.stringify(input.body);
            headers['content-type'] = input.mediaType ?? 'application/json';
        }
    }
    const concrete = {
        method: operation.method,
        path: new URL(`http://x${path}`).pathname,
        query,
        headers,
        contentType: headers['content-type'],
        body: wireBody,
    };
    return { prepared, concrete };
}
/** The parts of an input that hold something: `{"body":{"quantity":101}}`, not four empty groups. */
function shownInput(input) {
    const shown = {};
    for (const group of ['path', 'query', 'headers', 'cookies']) {
        if (Object.keys(input[group] ?? {}).length > 0)
            shown[group] = input[group];
    }
    if (input.body !== undefined)
        shown.body = input.body;
    return shown;
}
/** Parameters go on the wire as text; objects (rare in parameters) as JSON. */
function text(value) {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
function count(exchanges, prepared, response) {
    const requestMedia = prepared.headers['content-type']
        ? mediaTypeOf(prepared.headers['content-type'])
        : undefined;
    const responseMedia = response.headers['content-type']
        ? mediaTypeOf(response.headers['content-type'])
        : undefined;
    const key = `${response.status} ${requestMedia ?? ''} ${responseMedia ?? ''}`;
    const known = exchanges.get(key);
    if (known)
        known.count += 1;
    else {
        exchanges.set(key, {
            status: response.status,
            ...(requestMedia ? { requestMedia: requestMedia } : {}),
            ...(responseMedia ? { responseMedia: responseMedia } : {}),
            count: 1,
        });
    }
}
/** Inherited cases an operation cannot take are noted, not failed: the flow asked for all it could get. */
function passedOver(step, cases, kind, target, reason) {
    return {
        id: `${step.id}.${kind}`,
        name: `${step.name ?? step.id}: no ${kind} cases`,
        phase: step.phase,
        status: 'skipped',
        checks: [],
        captures: {},
        attempts: 0,
        line: cases.line,
        operation: operationKey(target.operation),
        error: {
            kind: 'flow',
            message: `${operationKey(target.operation)} takes no ${kind} cases: ${reason}`,
            line: cases.line,
        },
    };
}
function flowError(step, cases, kind, seed, message) {
    return {
        id: `${step.id}.${kind}`,
        name: `${step.name ?? step.id}: ${kind} cases (seed ${seed})`,
        phase: step.phase,
        status: 'error',
        checks: [],
        captures: {},
        attempts: 0,
        error: { kind: 'flow', message, line: cases.line },
        line: cases.line,
    };
}

export { caseRequest, runCases };
