import { s as readOptional, q as displayPath, u as parseYamlSource, a0 as yamlLimits, a1 as reportUnknownKeysAsErrors, a2 as listFolder, a3 as reportStrayEntries, a4 as baseName, a5 as setOwn, a6 as addSecret, a7 as readWorkspaceFile, a8 as warn, a9 as LIMIT_SETTINGS, aa as readListedFile, ab as readableFile, p as createContext, f as builtin$1, Y as isMissing } from './files.js';
import { a as builtin, k as isRecord, _ as parseDuration, I as InputError, q as isFlowType, B as InputErrors } from './cancellation.js';
import { s as schemaChecker, u as expandTree, v as looksSecret, t as templateReferences, h as pLimit, p as parseFlow, d as didYouMean, w as isHttpUrl, x as templateProblems, l as loadConfig, y as loadVariables, z as checkEnvironmentNames, A as checkSavedRequestOperations, B as checkEnvironmentHeaders, b as checkFlowReferences } from './variables.js';

const $schema$2 = "http://json-schema.org/draft-07/schema#";
const $id$2 = "https://falcon-ci.dev/schemas/investigation.schema.json";
const title$2 = "Falcon CI workflow investigation template";
const description$2 = "The stages the workflow core runs, in order (.falcon/investigation.yaml). Without this file the built-in template runs every stage.";
const type$2 = "object";
const required = [
	"stages"
];
const additionalProperties$2 = false;
const properties$2 = {
	stages: {
		type: "array",
		minItems: 1,
		items: {
			type: "object",
			required: [
				"name"
			],
			additionalProperties: false,
			properties: {
				name: {
					"enum": [
						"reproduce",
						"spec",
						"code"
					],
					description: "reproduce: re-run each failing flow (flaky or failing); spec: look up the failing operations; code: show the code at the stack-trace locations."
				},
				continue_on_error: {
					type: "boolean",
					"default": true,
					description: "Go on with the next stage when this one fails. Default true."
				},
				timeout: {
					type: [
						"string",
						"number"
					],
					pattern: "^\\d+(\\.\\d+)?\\s*(ms|s|m)?$",
					description: "How long the stage may take: 500ms, 30s, 2m (a bare number is seconds)."
				}
			}
		}
	}
};
const investigationSchema = {
	$schema: $schema$2,
	$id: $id$2,
	title: title$2,
	description: description$2,
	type: type$2,
	required: required,
	additionalProperties: additionalProperties$2,
	properties: properties$2
};

/**
 * `.falcon/investigation.yaml` (optional): the stages the workflow core runs, in order, each with
 * whether the next runs when it fails and how long it may take. Read with the rest of the
 * workspace, so a wrong stage name is an input error with its line, before any request.
 */
const checkTemplate = schemaChecker(investigationSchema);
/** Undefined when the file is absent (the built-in template runs); problems go to the context. */
async function loadInvestigationTemplate(root, context) {
    const path = builtin.join(root, 'investigation.yaml');
    const text = await readOptional(path, context);
    if (text === undefined)
        return undefined;
    const file = displayPath(context, path);
    const source = context.errors.attempt(() => parseYamlSource(file, text, yamlLimits(context)));
    if (source === undefined)
        return undefined;
    const findings = checkTemplate(source, source.value);
    findings.errors.forEach((error) => context.errors.add(error));
    reportUnknownKeysAsErrors(context, findings.unknownKeys, file);
    if (findings.errors.length > 0 || findings.unknownKeys.length > 0 || !isRecord(source.value))
        return undefined;
    const stages = source.value.stages;
    return stages.map((stage) => ({
        name: stage.name,
        continueOnError: stage.continue_on_error ?? true,
        ...(stage.timeout === undefined ? {} : { timeoutMs: parseDuration(String(stage.timeout)) }),
    }));
}

const $schema$1 = "http://json-schema.org/draft-07/schema#";
const $id$1 = "https://falcon-ci.dev/schemas/environment.schema.json";
const title$1 = "Falcon CI environment (.falcon/environments/<name>.yaml)";
const description$1 = "Where flows send their requests and what they send with each one. Strings may use ${VAR} or ${VAR:-default} from the process environment.";
const type$1 = "object";
const additionalProperties$1 = false;
const properties$1 = {
	base_url: {
		type: "string",
		minLength: 1,
		description: "Absolute http(s) URL that step paths are appended to, e.g. http://localhost:3000."
	},
	headers: {
		type: "object",
		description: "Headers sent with every request of flows using this environment.",
		propertyNames: {
			title: "a header name: letters, digits and !#$%&'*+-.^_`|~",
			pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
		},
		additionalProperties: {
			title: "a string, a number or true/false, on one line",
			type: [
				"string",
				"number",
				"boolean"
			],
			pattern: "^[^\\r\\n\\u0000]*$"
		}
	},
	variables: {
		type: "object",
		description: "Variables for {{name}} templates; flow variables and captures override them."
	}
};
const environmentSchema = {
	$schema: $schema$1,
	$id: $id$1,
	title: title$1,
	description: description$1,
	type: type$1,
	additionalProperties: additionalProperties$1,
	properties: properties$1
};

/**
 * Folders of named definitions (`environments/dev.yaml`, `requests/login.yaml`): each YAML file is
 * one definition, named after the file. Both kinds are read the same way, so they fail the same
 * way: a name given twice, a file that is not a mapping, an unknown key.
 */
/**
 * Every YAML file of `folder`, read with `load`. `kind` names a definition in messages
 * (`environment`, `saved request`). A file that added any error is marked broken, not kept half-read.
 */
async function loadDefinitionFolder(folder, kind, context, load) {
    const listing = await listFolder(folder, context);
    reportStrayEntries(context, folder, listing, kind);
    const result = { byName: {}, sources: {}, broken: new Set() };
    for (const fileName of listing.yaml) {
        const name = baseName(fileName);
        const path = builtin.join(folder, fileName);
        const file = displayPath(context, path);
        if (Object.hasOwn(result.byName, name) || result.broken.has(name)) {
            context.errors.add(new InputError(`${kind} '${name}' is defined twice`, { file, line: 1, column: 1 }, `keep one of ${name}.yaml and ${name}.yml`));
            continue;
        }
        const errorsBefore = context.errors.errors.length;
        const loaded = await load(path, name, file, context);
        if (loaded === undefined || context.errors.errors.length > errorsBefore) {
            result.broken.add(name);
            continue;
        }
        setOwn(result.byName, name, loaded.value);
        setOwn(result.sources, name, loaded.source);
    }
    return result;
}
/**
 * A definition file's mapping with `${VAR}`s expanded (their secrets collected) and checked against
 * its schema, unknown keys as errors. Undefined when it is not a mapping or breaks the schema.
 * `label` names the definition in messages (`environment 'dev'`); `hint` says what to write instead
 * of something that is not a mapping.
 */
function checkedDefinition(source, label, hint, check, context) {
    if (!isRecord(source.value)) {
        context.errors.add(new InputError(`${label} must be a mapping`, source.locate([]), hint));
        return undefined;
    }
    const expansion = expandTree(source, context.env);
    expansion.errors.forEach((error) => context.errors.add(error));
    expansion.secrets.forEach((secret) => addSecret(context, secret));
    const value = expansion.value;
    const findings = check(source, value);
    findings.errors.forEach((error) => context.errors.add(error));
    reportUnknownKeysAsErrors(context, findings.unknownKeys, label);
    // Unknown keys are errors too, but the rest can still be checked; the folder marks the file broken.
    return findings.errors.length > 0 ? undefined : value;
}

const checkEnvironment = schemaChecker(environmentSchema);
/** Reads `.falcon/environments/*.yaml`; the file name (without `.yaml`) is the environment's name. */
async function loadEnvironments(root, context) {
    const folder = await loadDefinitionFolder(builtin.join(root, 'environments'), 'environment', context, loadEnvironment);
    return { environments: folder.byName, sources: folder.sources, broken: folder.broken };
}
async function loadEnvironment(path, name, file, context) {
    const source = await readWorkspaceFile(path, file, context);
    if (source === undefined)
        return undefined;
    const empty = { name, headers: {}, variables: {}, file };
    if (source.value === null || source.value === undefined)
        return { value: empty, source };
    const value = checkedDefinition(source, `environment '${name}'`, 'write base_url:, headers: and variables: keys', checkEnvironment, context);
    if (value === undefined)
        return undefined;
    const environment = { ...empty };
    if (typeof value.base_url === 'string') {
        const problem = baseUrlProblem(value.base_url);
        if (problem === undefined)
            environment.base_url = value.base_url;
        else
            context.errors.add(new InputError(problem.message, source.locate(['base_url']), problem.hint));
    }
    if (isRecord(value.headers))
        environment.headers = headerStrings(value.headers, context);
    if (isRecord(value.variables))
        environment.variables = value.variables;
    return { value: environment, source };
}
/**
 * Why `base_url` cannot be used, if it cannot. It is never templated, so it is checked as written
 * (after `${VAR}` expansion). A `user:password@` part would be dropped by the HTTP client, so the
 * requests would go out unauthenticated; the message never repeats the password.
 */
function baseUrlProblem(text) {
    const url = URL.parse(text);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        return {
            message: `base_url must be an absolute http(s) URL, not ${JSON.stringify(text)}`,
            hint: 'write it with its scheme, e.g. http://localhost:3000',
        };
    }
    if (url.username !== '' || url.password !== '') {
        return {
            message: 'base_url must not carry credentials (user:password@): they would not be sent',
            hint: 'remove them and send them in a header instead, e.g. authorization: "Basic {{env.API_AUTH}}"',
        };
    }
    return undefined;
}
/**
 * Header values as the wire needs them (`x-api-version: 2` is a number in YAML). A value under a
 * secret-looking header name (`authorization`, `x-api-key`) is a secret even when written literally;
 * a value still holding `{{templates}}` is not, but what its `{{env.NAME}}` parts take from the
 * environment is, since it is filled into every request of the flows that use it.
 */
function headerStrings(headers, context) {
    const result = {};
    for (const [name, value] of Object.entries(headers)) {
        const text = String(value);
        result[name] = text;
        if (looksSecret(name) && !text.includes('{{'))
            addSecret(context, text);
        for (const reference of templateReferences(text)) {
            if (reference.startsWith('env.'))
                addSecret(context, context.env[reference.slice(4)]);
        }
    }
    return result;
}

/**
 * Parses `.falcon/flows/*.yaml|yml` in file-name order. `select` sees each file's name and the type
 * its prefix names; a file whose name has no valid type prefix is always parsed, so its author
 * learns about the naming rule instead of the flow silently never running.
 */
async function loadFlowFiles(root, context, select) {
    const folder = builtin.join(root, 'flows');
    const listing = await listFolder(folder, context);
    reportStrayEntries(context, folder, listing, 'flow');
    if (listing.yaml.length === 0) {
        warn(context, listing.exists
            ? `no flows in ${displayPath(context, folder)}`
            : `no flows folder at ${displayPath(context, folder)}`, undefined, `add one, e.g. ${displayPath(context, builtin.join(folder, 'smoke_health.yaml'))}`);
        return [];
    }
    const { limits } = context;
    if (listing.yaml.length > limits.flows) {
        const shown = displayPath(context, folder);
        context.errors.add(new InputError(`${shown} holds ${listing.yaml.length} flow files, more than the ${limits.flows} Falcon CI loads`, { file: shown, line: 1, column: 1 }, `merge or remove flows, or raise the limit with ${LIMIT_SETTINGS.flows}`));
        return [];
    }
    const flowLimits = {
        steps: limits.steps,
        stepsSetting: LIMIT_SETTINGS.steps,
        aliases: limits.aliases,
        aliasesSetting: LIMIT_SETTINGS.aliases,
    };
    const chosen = listing.yaml.filter((name) => {
        const type = typeOfFileName(name);
        return !select || type === undefined || select(name, type);
    });
    // Links and anything but a regular file are checked on the way (several at a time: each check
    // waits on the disk); regular files are read at once. Then all are parsed in name order.
    const reading = pLimit(FILES_READ_AT_ONCE);
    const texts = await Promise.all(chosen.map((name) => listing.regular.has(name)
        ? readListedFile(builtin.join(folder, name), context)
        : reading(() => readOptional(builtin.join(folder, name), context))));
    const loaded = [];
    chosen.forEach((name, index) => {
        const text = texts[index];
        if (text === undefined)
            return;
        const file = displayPath(context, builtin.join(folder, name));
        const flow = context.errors.attempt(() => parseFlow(file, text, flowLimits));
        if (flow !== undefined)
            loaded.push({ flow, text });
    });
    return loaded;
}
/** Enough to keep the disk busy, few enough to stay far below any limit on open files. */
const FILES_READ_AT_ONCE = 16;
/** `smoke_login.yaml` → `smoke`; undefined when the prefix is not a flow type. */
function typeOfFileName(name) {
    const prefix = /^([^_]*)_/.exec(name)?.[1];
    return prefix !== undefined && isFlowType(prefix) ? prefix : undefined;
}

const $schema = "http://json-schema.org/draft-07/schema#";
const $id = "https://falcon-ci.dev/schemas/request.schema.json";
const title = "Falcon CI saved request (.falcon/requests/<name>.yaml)";
const description = "A request that steps reuse with `use: <name>`; the step's own request is merged over it. Strings may use ${VAR} from the process environment and {{name}} templates.";
const type = "object";
const additionalProperties = false;
const properties = {
	operation: {
		type: "string",
		minLength: 1,
		description: "operationId in the spec; fills method and path."
	},
	method: {
		type: "string",
		pattern: "^[A-Za-z]+$",
		description: "HTTP method, e.g. GET or POST."
	},
	path: {
		type: "string",
		minLength: 1,
		description: "Path relative to the environment's base_url."
	},
	url: {
		type: "string",
		minLength: 1,
		description: "A full URL instead of base_url + path."
	},
	params: {
		type: "object",
		description: "Values for the {name} segments of the operation's path.",
		additionalProperties: {
			type: [
				"string",
				"number"
			]
		}
	},
	query: {
		type: "object",
		description: "Query parameters; a list repeats the parameter.",
		additionalProperties: {
			type: [
				"string",
				"number",
				"boolean",
				"array"
			],
			items: {
				type: [
					"string",
					"number",
					"boolean"
				]
			}
		}
	},
	headers: {
		type: "object",
		description: "Request headers.",
		propertyNames: {
			title: "a header name: letters, digits and !#$%&'*+-.^_`|~",
			pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"
		},
		additionalProperties: {
			title: "a string, a number or true/false, on one line",
			type: [
				"string",
				"number",
				"boolean"
			],
			pattern: "^[^\\r\\n\\u0000]*$"
		}
	},
	json: {
		description: "A JSON body; content-type application/json is added unless given."
	},
	body: {
		type: "string",
		description: "A raw body, sent as is."
	},
	form: {
		type: "object",
		description: "A URL-encoded form body.",
		additionalProperties: {
			type: [
				"string",
				"number",
				"boolean"
			]
		}
	}
};
const requestSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	additionalProperties: additionalProperties,
	properties: properties
};

const checkRequest = schemaChecker(requestSchema);
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];
const BODY_KINDS = ['json', 'body', 'form'];
/** Reads `.falcon/requests/*.yaml`; the file name (without `.yaml`) is what steps write after `use:`. */
async function loadSavedRequests(root, context) {
    const folder = await loadDefinitionFolder(builtin.join(root, 'requests'), 'saved request', context, loadSavedRequest);
    return { requests: folder.byName, sources: folder.sources, broken: folder.broken };
}
async function loadSavedRequest(path, name, file, context) {
    const source = await readWorkspaceFile(path, file, context);
    if (source === undefined)
        return undefined;
    const value = checkedDefinition(source, `saved request '${name}'`, 'write request keys such as method:, path: and headers:', checkRequest, context);
    if (value === undefined)
        return undefined;
    const request = {};
    if (typeof value.method === 'string') {
        const method = value.method.toUpperCase();
        if (!HTTP_METHODS.includes(method)) {
            const suggestion = didYouMean(method, HTTP_METHODS);
            context.errors.add(new InputError(`'${value.method}' is not an HTTP method`, source.locate(['method']), suggestion ? `did you mean '${suggestion}'?` : `use one of ${HTTP_METHODS.join(', ')}`));
        }
        request.method = method;
    }
    const bodies = BODY_KINDS.filter((kind) => value[kind] !== undefined);
    if (bodies.length > 1) {
        context.errors.add(new InputError(`saved request '${name}' gives ${bodies.map((kind) => `'${kind}'`).join(' and ')}; a request has one body`, source.locateKey([bodies[1] ?? 'body']), 'keep exactly one of json, body and form'));
    }
    if (typeof value.path === 'string')
        request.path = value.path;
    if (typeof value.url === 'string') {
        request.url = value.url;
        // A url with {{placeholders}} is only known once they are filled in, at run time.
        if (!value.url.includes('{{') && !isHttpUrl(value.url)) {
            context.errors.add(new InputError(`url '${value.url}' of saved request '${name}' is not an absolute http(s) URL`, source.locate(['url']), "write a full http(s) URL, or use path: relative to the environment's base_url"));
        }
    }
    if (isRecord(value.params))
        request.params = value.params;
    if (isRecord(value.query))
        request.query = value.query;
    if (isRecord(value.headers))
        request.headers = headerStrings(value.headers, context);
    if (value.json !== undefined)
        request.json = value.json;
    if (typeof value.body === 'string')
        request.body = value.body;
    if (isRecord(value.form)) {
        request.form = Object.fromEntries(Object.entries(value.form).map(([key, item]) => [key, String(item)]));
    }
    // Placeholders that could never resolve (`{{7*7}}`, `{{$uid}}`) are wrong whichever flow uses the request.
    for (const problem of templateProblems(request)) {
        context.errors.add(new InputError(problem.message, source.locate(problem.path)));
    }
    const saved = { name, request, file };
    if (typeof value.operation === 'string')
        saved.operation = value.operation;
    return { value: saved, source };
}

/** Looked for, in this order, when config.yaml does not name the spec. */
const SPEC_CANDIDATES = [
    'spec.yaml',
    'spec.yml',
    'spec.json',
    'openapi.yaml',
    'openapi.yml',
    'openapi.json',
];
/**
 * Finds and loads the workspace's OpenAPI spec. `configured` is the `spec:` value from
 * config.yaml, if the user wrote one; then it must exist.
 */
async function loadWorkspaceSpec(root, configured, configSource, context) {
    if (configured !== undefined) {
        const path = builtin.isAbsolute(configured) ? configured : builtin.resolve(root, configured);
        const readable = await readableSpec(path, context);
        if (readable === undefined) {
            context.errors.add(new InputError(`spec file ${displayPath(context, path)} does not exist`, configSource?.locate(['spec']), `fix spec: in config.yaml; it is relative to ${displayPath(context, root)}`));
        }
        if (!readable)
            return { status: 'failed', path: configured };
        return load(path, configured, context);
    }
    for (const candidate of SPEC_CANDIDATES) {
        const path = builtin.join(root, candidate);
        const readable = await readableSpec(path, context);
        if (readable === false)
            return { status: 'failed', path: candidate };
        if (readable)
            return load(path, candidate, context);
    }
    return { status: 'absent', path: SPEC_CANDIDATES[0] ?? 'spec.yaml' };
}
async function load(path, relative, context) {
    const errorsBefore = context.errors.errors.length;
    let spec;
    try {
        // Loaded only when there is a spec: a workspace without one never loads the OpenAPI parser.
        const { loadSpec } = await import('./load2.js');
        spec = await loadSpec(path, displayPath(context, path), yamlLimits(context));
    }
    catch (error) {
        // InputError(s) are collected; anything else is a bug and propagates.
        context.errors.attempt(() => {
            throw error;
        });
    }
    if (spec === undefined || context.errors.errors.length > errorsBefore)
        return { status: 'failed', path: relative };
    return { status: 'loaded', spec, path: relative };
}
/** Specs run larger than the other files (GitHub's REST description is 12 MB): 64 MB by default. */
function readableSpec(path, context) {
    return readableFile(path, context, context.limits.specBytes);
}

/**
 * Reads `.falcon/` into one validated, immutable Workspace. Every input problem in every file is
 * found before any request is sent and thrown together as InputErrors, each with file:line:column
 * and a hint; non-fatal findings come back in `warnings`.
 */
async function loadWorkspace(options) {
    const repoRoot = builtin.resolve(options.repoRoot ?? process.cwd());
    const root = builtin.resolve(options.workspace);
    const context = createContext(repoRoot, options.env);
    await requireFolder(root, context);
    const { config, source: configSource, configuredSpec } = await loadConfig(root, context);
    const spec = await loadWorkspaceSpec(root, configuredSpec, configSource, context);
    config.spec = spec.path;
    if (spec.status === 'absent') {
        warn(context, `no OpenAPI spec in ${displayPath(context, root)} (looked for ${SPEC_CANDIDATES.join(', ')})`, undefined, 'add one to use operation:, schema: spec and contract flows, or set spec: in config.yaml');
    }
    const environments = await loadEnvironments(root, context);
    const variables = await loadVariables(root, context);
    const requests = await loadSavedRequests(root, context);
    const flows = await loadFlowFiles(root, context, options.selectFlow);
    const investigation = await loadInvestigationTemplate(root, context);
    const inputs = { config, spec, environments, requests, variables };
    if (configSource)
        inputs.configSource = configSource;
    if (options.environment !== undefined)
        inputs.chosenEnvironment = options.environment;
    checkEnvironmentNames(inputs, context);
    checkSavedRequestOperations(inputs, context);
    checkEnvironmentHeaders(inputs, flows, context);
    for (const flow of flows)
        checkFlowReferences(flow, inputs, context);
    context.errors.throwIfAny();
    const workspace = {
        root,
        repoRoot,
        config,
        environments: environments.environments,
        variables,
        requests: requests.requests,
        flows: flows.map((loaded) => loaded.flow),
        ...(investigation ? { investigation } : {}),
        warnings: context.warnings,
        secrets: [...context.secrets],
    };
    deepFreeze(workspace);
    // The spec object belongs to the spec module (it may cache compiled schemas); it is not frozen.
    if (spec.status === 'loaded')
        return Object.freeze({ ...workspace, spec: spec.spec });
    return workspace;
}
async function requireFolder(root, context) {
    const shown = displayPath(context, root);
    let problem;
    try {
        if (!(await builtin$1.stat(root)).isDirectory())
            problem = `workspace ${shown} is a file, not a folder`;
    }
    catch (error) {
        if (!isMissing(error))
            throw error;
        problem = `workspace folder ${shown} does not exist`;
    }
    if (problem === undefined)
        return;
    throw new InputErrors([
        new InputError(problem, undefined, `create it with a first flow (mkdir -p ${shown}/flows, then add ${shown}/flows/smoke_health.yaml), or point the workspace option at your .falcon folder`),
    ]);
}
/** Loaded input is shared by flows running concurrently; freezing it turns an accidental write into an error. */
function deepFreeze(root) {
    // A loop, not recursion: the depth of what it walks is the user's.
    const pending = [root];
    while (pending.length > 0) {
        const value = pending.pop();
        if (typeof value !== 'object' || value === null || Object.isFrozen(value))
            continue;
        Object.freeze(value);
        for (const item of Object.values(value))
            pending.push(item);
    }
}

export { loadWorkspace };
