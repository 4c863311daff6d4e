import { r as readErrorContext, l as locate, c as coreRecords, a as listSkills, b as recordExperience, d as recordSkillUse, e as listRepositoryFiles, m as modelSettings, f as createModel, n as noModelReason, t as taskCategory, s as selectCore, g as findCore } from './selector.js';
import { h as plural, c as clip, m as messageOf$1, a as builtin, F as FalconError } from './cancellation.js';
import { n as nothingToInvestigate, e as createHttpClient, f as runFlows } from './pipeline.js';
import { f as builtin$1, a as builtin$2, c as builtin$7 } from './files.js';
import { P as PathIndex, b as resolveInside, u as unifiedDiff, n as normalizeRelative } from './timeout.js';
import { b as builtin$3, a as builtin$6 } from './node-https.js';
import { b as builtin$4 } from './report-content.js';
import { b as builtin$5 } from './slug.js';
import './variables.js';
import './api.js';
import './contract.js';
import './exit-codes.js';
import './load.js';

/** Most fundamental first: the first kind present in a step explains the others. */
const KIND_PRECEDENCE = [
    'unreachable',
    'timeout',
    'flow',
    'status',
    'contract',
    'assertion',
    'latency',
];
/** Schema violations listed in a summary; the rest are in the details. */
const SUMMARY_VIOLATIONS = 3;
/** Violation lines kept in the details per check. */
const DETAIL_VIOLATIONS = 20;
function triage(results, options = {}) {
    const findings = [];
    const places = { changedFiles: options.changedFiles };
    if (options.repositoryFiles !== undefined)
        places.repository = new PathIndex(options.repositoryFiles);
    for (const result of results) {
        for (const step of result.steps) {
            if (step.status !== 'failed' && step.status !== 'error')
                continue;
            findings.push(triageStep(result, step, places));
        }
        if (result.load) {
            for (const check of result.load.checks.filter((item) => !item.passed)) {
                findings.push(triageLoadCheck(result, result.load, check));
            }
        }
    }
    return findings;
}
/** The kind a check's failure stands for, from its name (see flows/checks.ts, semantics.ts, probes.ts). */
function checkKind(name) {
    if (name === 'status' || name === 'smoke not a server error' || name.startsWith('security '))
        return 'status';
    if (name === 'schema' || name.startsWith('contract '))
        return 'contract';
    if (name === 'latency' || /^load (?:p\d+|max|throughput)$/.test(name))
        return 'latency';
    return 'assertion';
}
function mostFundamental(kinds) {
    return KIND_PRECEDENCE.find((kind) => kinds.includes(kind));
}
function triageStep(result, step, places) {
    const failed = step.checks.filter((check) => !check.passed);
    const errorKind = step.error ? ERROR_KINDS[step.error.kind] : undefined;
    const kind = mostFundamental([...(errorKind ? [errorKind] : []), ...failed.map((check) => checkKind(check.name))]) ??
        'assertion';
    const deciding = failed.filter((check) => checkKind(check.name) === kind);
    const details = [];
    if (step.error)
        details.push(`${step.error.kind}: ${step.error.message}`);
    for (const check of failed) {
        details.push(describeCheck(check));
        if (checkKind(check.name) === 'contract') {
            const violations = check.details ?? [];
            details.push(...violations.slice(0, DETAIL_VIOLATIONS).map((violation) => `${check.name} ${violation}`));
            if (violations.length > DETAIL_VIOLATIONS) {
                details.push(`${check.name}: … and ${violations.length - DETAIL_VIOLATIONS} more violations`);
            }
        }
    }
    const finding = {
        flow: result.file,
        flowName: result.name,
        type: result.type,
        step: step.name,
        line: deciding[0]?.line ?? step.error?.line ?? step.line,
        kind,
        summary: summarise(kind, step, deciding),
        details,
        locations: [],
    };
    const response = step.response;
    if (response) {
        const read = readErrorContext(response.body, response.json);
        // A 2xx body is only an error report when it says so (`error`, `errors`, a problem document):
        // `{"message": "ok"}` on a response that failed an assertion is not one.
        if (read && (response.status >= 400 || read.explicit))
            finding.error = read.context;
        // The whole error body when it was kept for triage; the display cut may end before the culprit.
        finding.locations = locate(response.errorBody ?? response.body, { ...places, headers: response.headers });
    }
    return finding;
}
const ERROR_KINDS = {
    connection: 'unreachable',
    timeout: 'timeout',
    flow: 'flow',
};
/** `name: expected X, got Y`, the form every detail line takes. */
function describeCheck(check) {
    return `${check.name}: expected ${check.expected}, got ${check.actual}`;
}
/** `GET /products/42`: the request as a reviewer recognises it, without scheme and host. */
function requestLine(step) {
    const request = step.request;
    if (!request)
        return undefined;
    let target = request.url;
    try {
        const url = new URL(request.url);
        target = `${url.pathname}${url.search}`;
    }
    catch {
        // Not a URL (a flow error before one was built): shown as recorded.
    }
    return `${request.method.toUpperCase()} ${clip(target, 200)}`;
}
function summarise(kind, step, deciding) {
    const request = requestLine(step);
    const subject = request ?? step.name;
    const first = deciding[0];
    const more = deciding.length > 1 ? ` (and ${plural(deciding.length - 1, 'more failed check')})` : '';
    switch (kind) {
        case 'unreachable':
            return `${subject} could not reach the API: ${step.error?.message ?? 'no connection'}`;
        case 'timeout':
            return `${subject} timed out: ${step.error?.message ?? 'no answer in time'}`;
        case 'flow':
            return `The flow could not run this step as written: ${step.error?.message ?? 'flow error'}`;
        case 'status': {
            if (!first)
                break;
            const what = first.name === 'status' ? '' : ` (${first.name})`;
            return `${subject} answered ${first.actual}, expected ${first.expected}${what}${more}`;
        }
        case 'contract':
            if (!first)
                break;
            return `${subject}: the response breaks the contract: ${contractSummary(deciding)}`;
        case 'latency':
            if (!first)
                break;
            return `${subject} was too slow: ${first.name} ${first.actual}, expected ${first.expected}${more}`;
        case 'assertion':
            if (!first)
                break;
            return `${subject}: ${describeCheck(first)}${more}`;
    }
    return `${subject} failed`;
}
/**
 * The exact JSON paths that broke the schema: `$.price must be a number (got "12.50")`. Checks
 * without violations (a wrong content type, an undocumented status) are said as expected/got.
 */
function contractSummary(checks) {
    const parts = [];
    let hidden = 0;
    for (const check of checks) {
        const violations = (check.details ?? []).filter((line) => line.startsWith('$'));
        const items = violations.length > 0 ? violations.map(violationSentence) : [describeCheck(check)];
        for (const item of items) {
            if (parts.length < SUMMARY_VIOLATIONS)
                parts.push(item);
            else
                hidden++;
        }
    }
    return `${parts.join('; ')}${hidden > 0 ? ` (and ${hidden} more)` : ''}`;
}
/** `$.items[0].price: must be a number (got "12.50")` → `$.items[0].price must be a number (got "12.50")`. */
function violationSentence(violation) {
    const match = /^(\$(?:[^:'\s]|'(?:[^'\\]|\\.)*')*): (.*)$/.exec(violation);
    return match ? `${match[1]} ${match[2]}` : violation;
}
function triageLoadCheck(result, load, check) {
    const kind = loadKind(check, load);
    const statuses = Object.entries(load.statuses)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ');
    const details = [describeCheck(check)];
    if (statuses !== '')
        details.push(`responses under load: ${statuses}`);
    return {
        flow: result.file,
        flowName: result.name,
        type: result.type,
        step: 'load',
        line: check.line ?? 1,
        kind,
        summary: `Under load (${plural(load.requests, 'request')}): ${describeCheck(check)}`,
        details,
        locations: [],
    };
}
/**
 * A failed error-rate threshold is as fundamental as the failures behind it: refused connections,
 * timeouts, error statuses, or (when every answer had a fine status) failed checks.
 */
function loadKind(check, load) {
    if (check.name === 'load error rate') {
        if ((load.statuses.connection ?? 0) > 0)
            return 'unreachable';
        if ((load.statuses.timeout ?? 0) > 0)
            return 'timeout';
        if (Object.keys(load.statuses).some((status) => Number(status) >= 400))
            return 'status';
        return 'assertion';
    }
    if (check.name === 'load requests')
        return 'flow';
    return checkKind(check.name);
}

function provenStrategies(store, category, log) {
    if (!store)
        return [];
    try {
        return listSkills(store, { category, proven: true }).map((skill) => skill.tools.join(' → '));
    }
    catch (error) {
        log.warning(`The skills cannot be read: ${messageOf$1(error)}`);
        return [];
    }
}
function experienceRecords(store, category, log) {
    if (!store)
        return [];
    try {
        return coreRecords(store, category);
    }
    catch (error) {
        log.warning(`The selector cannot read the experiences: ${messageOf$1(error)}`);
        return [];
    }
}
/**
 * Every investigation is an experience, whichever core ran it. It succeeded when a fix was verified,
 * or when the core completed and its answer names a code location the triage found in the repository.
 */
function recordInvestigation(store, run, log) {
    if (!store)
        return;
    const { outcome, metrics } = run.output;
    const located = run.findings.flatMap((finding) => finding.locations).map((location) => location.file);
    const verified = run.proposals.some((proposal) => proposal.verification.status === 'verified');
    const named = run.output.completed && located.some((file) => outcome.answer?.includes(file) === true);
    try {
        recordExperience(store, {
            task: run.findings.map((finding) => `${finding.flow} ${finding.step}: ${finding.summary}`).join('; ') ||
                'failures without findings',
            core: run.core,
            category: run.category,
            succeeded: verified || named,
            turns: outcome.turns,
            costDollars: metrics.costDollars,
            timeMs: metrics.executionMs,
            // An unsuccessful run keeps its stop reason, so recurring ones show as patterns in the insights.
            insights: verified ? 'a fix was verified' : named ? 'named a code location' : outcome.stopReason,
            tags: [...new Set(run.findings.map((finding) => finding.kind))],
            recordedAt: run.now,
        });
        recordSkillUse(store, {
            category: run.category,
            core: run.core,
            calls: run.calls,
            succeeded: verified || named,
            at: run.now,
        });
    }
    catch (error) {
        log.warning(`This investigation was not recorded as an experience: ${messageOf$1(error)}`);
    }
}

/**
 * Staged changes as patches: one git-style unified diff per file, a fingerprint that names a set
 * of them, and the `.falcon/fixes/<id>.patch` file a person applies with `git apply`.
 *
 * The headers are written as `git diff` writes them (`diff --git`, `new file mode`, C-quoted
 * names, the tab after a name with a space), because `git apply` is stricter about headers than
 * about anything else, and a proposed fix that does not apply is worth nothing.
 */
/** One patch per change that changes something, in the order given. */
function toFilePatches(changes) {
    const patches = [];
    for (const change of changes) {
        const created = change.before === undefined;
        const diff = unifiedDiff(change.before ?? '', change.after, { path: change.path, created });
        if (diff.text === '' && !created)
            continue;
        // An empty new file has no hunk, and git writes neither `---` nor `+++` for it.
        const header = gitHeader(change.path, created).slice(0, diff.text === '' ? 2 : undefined);
        const body = diff.text.split('\n').slice(2);
        patches.push({
            path: change.path,
            diff: [...header, ...body].join('\n').replace(/\n*$/, '\n'),
            added: diff.added,
            removed: diff.removed,
            created,
        });
    }
    return patches;
}
function gitHeader(file, created) {
    const a = quotePath(`a/${file}`);
    const b = quotePath(`b/${file}`);
    // git ends a name that holds a space with a tab, so the name's end is not a guess.
    const tab = file.includes(' ') && !a.startsWith('"') ? '\t' : '';
    return [
        `diff --git ${a} ${b}`,
        ...(created ? ['new file mode 100644'] : []),
        created ? '--- /dev/null' : `--- ${a}${tab}`,
        `+++ ${b}${tab}`,
    ];
}
const C_ESCAPES = {
    0x07: '\\a',
    0x08: '\\b',
    0x09: '\\t',
    0x0a: '\\n',
    0x0b: '\\v',
    0x0c: '\\f',
    0x0d: '\\r',
    0x22: '\\"',
    0x5c: '\\\\',
};
/** A name as git quotes it (core.quotePath): in quotes, with control and non-ASCII bytes escaped. */
function quotePath(name) {
    const bytes = Buffer.from(name, 'utf8');
    if (!bytes.some(needsQuote))
        return name;
    let quoted = '"';
    for (const byte of bytes) {
        const escape = C_ESCAPES[byte];
        if (escape !== undefined)
            quoted += escape;
        else if (needsQuote(byte))
            quoted += `\\${byte.toString(8).padStart(3, '0')}`;
        else
            quoted += String.fromCharCode(byte);
    }
    return `${quoted}"`;
}
function needsQuote(byte) {
    return byte < 0x20 || byte === 0x7f || byte >= 0x80 || byte === 0x22 || byte === 0x5c;
}
/**
 * A short name for a set of patches, the same whatever their order: the first 12 hex digits of
 * the SHA-256 of the paths and diffs, sorted by path. Re-runs that propose the same fix get the
 * same id, so a suggestion already on the pull request is recognised.
 */
function fingerprint(patches) {
    const hash = builtin$2.createHash('sha256');
    const sorted = [...patches].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const patch of sorted)
        hash.update(`${patch.path}\0${patch.diff}\0`);
    return hash.digest('hex').slice(0, 12);
}
/**
 * Writes the proposal as `<workspace>/fixes/<id>.patch` and returns its path relative to the
 * repository. The comment header before the first `diff --git` is ignored by `git apply`.
 * Throws PathRefusedError when `fixes/` (or the patch file) is a symbolic link out of the
 * workspace: a checked-in link must not make the run write elsewhere on the machine.
 */
async function writePatchFile(workspaceRoot, proposal, options = {}) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(proposal.id)) {
        throw new Error(`a proposal id must be letters, digits, - and _ (got ${JSON.stringify(proposal.id)})`);
    }
    if (proposal.files.length === 0)
        throw new Error(`proposal ${proposal.id} has no file changes`);
    const file = builtin.join(workspaceRoot, 'fixes', `${proposal.id}.patch`);
    const repoRoot = options.repoRoot ?? builtin.dirname(workspaceRoot);
    const relative = builtin.relative(repoRoot, file).split(builtin.sep).join('/');
    const text = patchFileText(proposal, relative);
    const shownRoot = builtin.relative(repoRoot, workspaceRoot).split(builtin.sep).join('/') || '.';
    // The workspace itself is where the run was pointed; what is under it must stay under it.
    await builtin$1.mkdir(workspaceRoot, { recursive: true });
    const target = await resolveInside(workspaceRoot, `fixes/${proposal.id}.patch`, {
        within: `${shownRoot}/`,
    });
    await builtin$1.mkdir(builtin.dirname(target), { recursive: true });
    // Written whole or not at all: a half-written patch would apply half a fix.
    const temporary = `${target}.${process.pid}.${builtin$2.randomBytes(6).toString('hex')}.tmp`;
    try {
        // `wx`: never through something already at that name, such as a planted link.
        await builtin$1.writeFile(temporary, text, { encoding: 'utf8', flag: 'wx' });
        await builtin$1.rename(temporary, target);
    }
    catch (error) {
        await builtin$1.rm(temporary, { force: true });
        throw error;
    }
    return relative;
}
/** The patch file's text: a `#` comment header, then the diffs in path order. */
function patchFileText(proposal, relativePath) {
    const comment = (text) => (text === '' ? '#' : `# ${text}`);
    const rationale = proposal.rationale
        .replace(/\r\n?/g, '\n')
        .trim()
        .split('\n')
        .map((line) => comment(line.trimEnd()));
    const header = [
        comment(`Falcon CI proposed fix: ${singleLine(proposal.title)}`),
        '#',
        ...(proposal.rationale.trim() !== '' ? [...rationale, '#'] : []),
        comment(`Files: ${proposal.files.map((file) => file.path).join(', ')}`),
        comment(`Target flows: ${proposal.targetFlows.length > 0 ? proposal.targetFlows.join(', ') : 'none named'}`),
        comment(`Verification: ${describeVerification(proposal.verification)}`),
        '#',
        comment(`Apply with: git apply ${relativePath}`),
        '',
    ];
    const diffs = [...proposal.files]
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .map((file) => file.diff);
    return header.join('\n') + '\n' + diffs.join('');
}
/** The verification in one line, as the patch header and the report say it. */
function describeVerification(verification) {
    switch (verification.status) {
        case 'verified':
            return `verified (${verification.passed.length > 0 ? `passing now: ${verification.passed.join(', ')}` : 'no flow failed'})`;
        case 'failed': {
            const still = verification.stillFailing.length > 0
                ? `; still failing: ${verification.stillFailing.join(', ')}`
                : '';
            const newly = verification.newlyFailing.length > 0
                ? `; newly failing: ${verification.newlyFailing.join(', ')}`
                : '';
            return `unverified: ${singleLine(verification.reason)}${still}${newly}`;
        }
        case 'not_run':
            return `not verified (${singleLine(verification.reason)})`;
    }
}
function singleLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}

/**
 * Staged changes as proposals: one per logical fix, so a reviewer can take one fix and leave
 * another. The agent may say which files belong together; without that, everything it staged is
 * one fix, since splitting by guess could separate a change from the one it depends on.
 */
/** Longer titles are cut: they become headings and comment lines. */
const MAX_TITLE = 100;
function buildProposals(input) {
    const byPath = new Map(input.changes.map((change) => [change.path, change]));
    const taken = new Set();
    const proposals = [];
    for (const group of input.groups ?? []) {
        const changes = [];
        for (const file of group.files) {
            const key = normalized(file);
            const change = key === undefined ? undefined : byPath.get(key);
            // A file named twice belongs to the first group that names it.
            if (change && !taken.has(change.path)) {
                taken.add(change.path);
                changes.push(change);
            }
        }
        const proposal = makeProposal(changes, {
            title: group.title,
            rationale: group.rationale ?? input.rationale,
            targetFlows: group.targetFlows ?? input.targetFlows,
        });
        if (proposal)
            proposals.push(proposal);
    }
    const rest = input.changes.filter((change) => !taken.has(change.path));
    const remaining = makeProposal(rest, { rationale: input.rationale, targetFlows: input.targetFlows });
    if (remaining)
        proposals.push(remaining);
    return proposals;
}
function makeProposal(changes, about) {
    const files = toFilePatches(changes);
    if (files.length === 0)
        return undefined;
    return {
        id: fingerprint(files),
        title: titleOf(about.title ?? about.rationale, files.map((file) => file.path)),
        rationale: about.rationale.trim(),
        files,
        targetFlows: [...about.targetFlows],
        verification: { status: 'not_run', reason: 'not verified yet' },
    };
}
/** The first non-empty line, without Markdown heading or list marks; a plain title when there is none. */
function titleOf(text, paths) {
    const line = text
        .split(/\r?\n/)
        .map((candidate) => candidate
        .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/, '')
        .replace(/^(\*\*|__)(.*)\1$/, '$2')
        .replace(/\s+/g, ' ')
        .trim())
        .find((candidate) => candidate !== '');
    if (line === undefined) {
        return paths.length === 1 ? `Proposed change to ${paths[0]}` : `Proposed change to ${paths.length} files`;
    }
    return line.length <= MAX_TITLE ? line : `${line.slice(0, MAX_TITLE - 1).trimEnd()}…`;
}
function normalized(file) {
    try {
        return normalizeRelative(file);
    }
    catch {
        return undefined;
    }
}

/**
 * Starts the service under test from a start command, on a free port, for as long as a
 * verification needs it. The command runs through `/bin/sh -c` (POSIX only) in a process group of
 * its own, so `npm start` and whatever it spawns are stopped together and nothing outlives the run.
 *
 * The command must keep running in the foreground: a command that daemonises (`docker compose up
 * -d`) exits before the service is ready and counts as a failed start. The service must listen on
 * $PORT on 127.0.0.1 (or on every interface), which is where the flows are pointed.
 */
class ServiceStartError extends FalconError {
    kind;
    logs;
    name = 'ServiceStartError';
    code;
    constructor(message, kind, 
    /** What the command printed before it failed (empty when it never ran). */
    logs) {
        super(message);
        this.kind = kind;
        this.logs = logs;
        this.code = `FALCON_SERVICE_${kind.toUpperCase()}`;
    }
}
const LOG_LIMIT = 64 * 1024;
const DEFAULT_STOP_GRACE_MS = 5000;
/** After SIGKILL only the kernel is left to act; this bounds the wait should it not report back. */
const KILL_WAIT_MS = 2000;
/** How long the last output may take to arrive once the group is gone. */
const DRAIN_WAIT_MS = 500;
const FIRST_PROBE_DELAY_MS = 50;
const MAX_PROBE_DELAY_MS = 500;
const PROBE_TIMEOUT_MS = 1000;
const LOCALHOST = '127.0.0.1';
/**
 * The code being verified is a model's proposal nobody has reviewed yet, so it runs with a minimal
 * environment: what any program needs (PATH, the locale, the time zone), a scratch HOME and TMPDIR,
 * PORT, and only the job's variables the user named (`fixes.service_env`). Nothing else of the job
 * reaches it: not a runner secret the workflow exported, not the files through which a step
 * changes later steps (GITHUB_ENV, GITHUB_OUTPUT, GITHUB_PATH…), not a token. The action inputs,
 * tokens and model providers' keys stay out even when named, and so does any variable holding one
 * of the `withhold` values (the model's API key, however it was passed in).
 */
const BASE = /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ|TERM)$/;
const WITHHELD = /^(INPUT_.*|GITHUB_TOKEN|GH_TOKEN|GITHUB_(ENV|OUTPUT|PATH|STATE|STEP_SUMMARY)|ACTIONS_.*|RUNNER_.*|OPENAI_API_KEY|AZURE_OPENAI_API_KEY|ANTHROPIC_API_KEY|OLLAMA_API_KEY|NODE_OPTIONS)$/i;
function serviceEnvironment(inherited, port, options) {
    // An empty value is no secret; withholding it would drop every empty variable.
    const secrets = new Set((options.withhold ?? []).filter((secret) => secret !== ''));
    const named = new Set(options.passThrough ?? []);
    const allowed = (name, value) => value !== undefined && !WITHHELD.test(name) && !secrets.has(value);
    const env = {};
    for (const [name, value] of Object.entries(inherited)) {
        if ((BASE.test(name) || named.has(name)) && allowed(name, value))
            env[name] = value;
    }
    for (const [name, value] of Object.entries(options.extra ?? {})) {
        if (allowed(name, value))
            env[name] = value;
    }
    return { ...env, HOME: options.scratch, TMPDIR: options.scratch, PORT: String(port) };
}
/** Where readiness is probed: a path joins the service's base URL; a full URL is taken as given. */
function readinessUrl(readyUrl, port) {
    const text = readyUrl.trim().replace(/\$\{PORT\}|\$PORT\b/g, String(port));
    try {
        if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
            const url = new URL(text);
            if (url.protocol === 'http:' || url.protocol === 'https:')
                return url;
        }
        else {
            return new URL(text.startsWith('/') ? text : `/${text}`, `http://${LOCALHOST}:${port}`);
        }
    }
    catch {
        // Reported below with the rest.
    }
    throw new ServiceStartError(`ready-url ${JSON.stringify(readyUrl)} is neither a path like /health nor an http(s) URL`, 'invalid_ready_url', '');
}
async function startService(options) {
    const port = await freePort();
    const probeUrl = options.readyUrl?.trim() ? readinessUrl(options.readyUrl, port) : undefined;
    const logs = new LogTail(LOG_LIMIT);
    if (options.signal?.aborted)
        throw new ServiceStartError('cancelled before the service started', 'aborted', '');
    // HOME and TMPDIR of its own: the service cannot reach the runner's dotfiles, and leaves nothing.
    const scratch = await builtin$1.mkdtemp(builtin.join(builtin$3.tmpdir(), 'falcon-service-'));
    const removeScratch = () => builtin$1.rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    const sandbox = options.sandbox;
    await sandbox?.grant(scratch, []);
    const { file, args } = sandbox?.spawnArgs(options.command) ?? {
        file: '/bin/sh',
        args: ['-c', options.command],
    };
    const child = builtin$4.spawn(file, args, {
        cwd: options.cwd,
        env: serviceEnvironment(process.env, port, {
            extra: options.env,
            passThrough: options.passThrough,
            withhold: options.withhold,
            scratch,
        }),
        // A process group (and session) of its own, signalled as one. Being its own session it does
        // not get a terminal's Ctrl-C either: cancelling goes through `signal`, which stops it.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.setEncoding('utf8').on('data', (text) => logs.append(text));
    child.stderr.setEncoding('utf8').on('data', (text) => logs.append(text));
    let exit;
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => {
        exit = { code, signal };
        resolve();
    }));
    const spawnFailed = new Promise((resolve) => child.once('error', resolve));
    // 'close' comes after 'exit', once the pipes are drained: the last lines are then in the logs.
    const drained = new Promise((resolve) => child.once('close', () => resolve()));
    const pid = child.pid;
    if (pid === undefined) {
        const error = await spawnFailed;
        await removeScratch();
        throw new ServiceStartError(`could not run /bin/sh -c ${JSON.stringify(options.command)} in ${options.cwd}: ${error.message}`, 'spawn_failed', '');
    }
    const group = new ProcessGroup(pid, () => exit !== undefined);
    const killOnExit = () => group.signal('SIGKILL');
    // If this process ends without stopping the service (a crash, process.exit), the group goes too.
    process.once('exit', killOnExit);
    let stopping;
    const stop = () => (stopping ??= (async () => {
        options.signal?.removeEventListener('abort', onAbort);
        // Sandboxed processes may be out of our reach as signals go (another uid): the sandbox stops
        // them by their uid, before and after the group, so nothing of it is left.
        await sandbox?.signalAll('TERM');
        await group.terminate(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
        await sandbox?.signalAll('KILL');
        await removeScratch();
        process.removeListener('exit', killOnExit);
        // A descendant that left the group may still hold the pipes; they must not keep us alive.
        await settleWithin(drained, DRAIN_WAIT_MS);
        child.stdout.destroy();
        child.stderr.destroy();
    })());
    const onAbort = () => void stop();
    const outcome = await waitUntilReady({
        port,
        probeUrl,
        timeoutMs: options.readyTimeoutMs,
        clock: options.readyClock ?? pause,
        exited,
        signal: options.signal,
    });
    if (outcome.kind !== 'ready') {
        await stop();
        throw new ServiceStartError(failureMessage(outcome, exit, options.readyTimeoutMs), outcome.kind, logs.text());
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    return { port, baseUrl: `http://${LOCALHOST}:${port}`, pid, logs: () => logs.text(), stop };
}
/** Probes with growing pauses until ready, or until the process exits, time runs out or the caller aborts. */
async function waitUntilReady(options) {
    const done = new AbortController();
    let lastProbe = 'not probed yet';
    let onAbort;
    const probing = (async () => {
        let delay = FIRST_PROBE_DELAY_MS;
        while (!done.signal.aborted) {
            const result = options.probeUrl
                ? await httpAnswers(options.probeUrl, done.signal)
                : await acceptsConnections(options.port, done.signal);
            if (result === true)
                return { kind: 'ready' };
            lastProbe = result;
            await pause(delay, done.signal);
            delay = Math.min(delay * 1.5, MAX_PROBE_DELAY_MS);
        }
        return { kind: 'aborted' }; // lost the race; never the outcome
    })();
    try {
        return await Promise.race([
            probing,
            options.exited.then(() => ({ kind: 'exited' })),
            options.clock(options.timeoutMs, done.signal).then(() => ({ kind: 'timeout', lastProbe })),
            new Promise((resolve) => {
                onAbort = () => resolve({ kind: 'aborted' });
                if (options.signal?.aborted)
                    onAbort();
                else
                    options.signal?.addEventListener('abort', onAbort, { once: true });
            }),
        ]);
    }
    finally {
        done.abort();
        if (onAbort)
            options.signal?.removeEventListener('abort', onAbort);
        await probing.catch(() => undefined);
    }
}
function failureMessage(outcome, exit, timeoutMs) {
    switch (outcome.kind) {
        case 'exited':
            if (exit?.signal)
                return `the service was killed by ${exit.signal} before it was ready`;
            if (exit?.code === 0) {
                return 'the start command ended before the service was ready; it must keep the service running in the foreground';
            }
            return `the service exited with code ${exit?.code ?? 'unknown'} before it was ready`;
        case 'timeout':
            return `the service was not ready within ${timeoutMs} ms (${outcome.lastProbe})`;
        case 'aborted':
            return 'cancelled before the service was ready';
    }
}
/** `true`, or what went wrong, for the timeout message. */
function httpAnswers(url, signal) {
    const send = url.protocol === 'https:' ? builtin$6.request : builtin$7.request;
    return new Promise((resolve) => {
        // No agent: each probe closes its connection, so none is left open when the service stops.
        const request = send(url, { method: 'GET', agent: false, timeout: PROBE_TIMEOUT_MS, signal }, (response) => {
            response.resume();
            const status = response.statusCode ?? 0;
            resolve(status < 500 ? true : `GET ${url.href} answered ${status}`);
        });
        request.once('timeout', () => request.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
        request.once('error', (error) => resolve(`GET ${url.href}: ${error.message}`));
        request.end();
    });
}
function acceptsConnections(port, signal) {
    return new Promise((resolve) => {
        const socket = builtin$5.connect({ host: LOCALHOST, port, timeout: PROBE_TIMEOUT_MS, signal });
        socket.once('connect', () => {
            socket.destroy();
            resolve(true);
        });
        socket.once('timeout', () => socket.destroy(new Error(`no connection within ${PROBE_TIMEOUT_MS} ms`)));
        socket.once('error', (error) => resolve(`nothing accepted connections on ${LOCALHOST}:${port}: ${error.message}`));
    });
}
async function settleWithin(promise, ms) {
    let timer;
    await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
}
function pause(ms, signal) {
    return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
        signal.addEventListener('abort', done, { once: true });
    });
}
/**
 * A port nobody listens on right now. Another process could take it before the service binds it;
 * the service then fails to start and says so in its logs, which is rare enough to accept.
 */
function freePort() {
    return new Promise((resolve, reject) => {
        const server = builtin$5.createServer();
        server.once('error', reject);
        server.listen(0, LOCALHOST, () => {
            const address = server.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
        });
    });
}
/** The service's process group: signalled as one, and watched until no member is left running. */
class ProcessGroup {
    id;
    leaderExited;
    constructor(id, leaderExited) {
        this.id = id;
        this.leaderExited = leaderExited;
    }
    signal(signal) {
        try {
            process.kill(-this.id, signal);
        }
        catch {
            // ESRCH: the group is already gone.
        }
    }
    async terminate(graceMs) {
        // Once the leader is reaped and the group is empty its id may be reused: do not signal a stranger.
        if (this.leaderExited() && !(await this.running()))
            return;
        this.signal('SIGTERM');
        if (await this.gone(graceMs))
            return;
        this.signal('SIGKILL');
        await this.gone(KILL_WAIT_MS);
    }
    async gone(withinMs) {
        const deadline = Date.now() + withinMs;
        for (;;) {
            if (this.leaderExited() && !(await this.running()))
                return true;
            if (Date.now() >= deadline)
                return false;
            await new Promise((resolve) => setTimeout(resolve, 25));
        }
    }
    /**
     * Whether any member still runs. A member that died but was not reaped (a zombie) does not count:
     * it runs no code, and in a container whose init does not reap orphans it would never go away.
     */
    async running() {
        try {
            process.kill(-this.id, 0);
        }
        catch (error) {
            return error.code === 'EPERM';
        }
        if (process.platform !== 'linux')
            return true;
        return anyLiveProcessInGroup(this.id);
    }
}
async function anyLiveProcessInGroup(group) {
    let entries;
    try {
        entries = await builtin$1.readdir('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const stat = await builtin$1.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
        if (!stat)
            continue;
        // `pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses, so read after the last `)`.
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === group && state !== 'Z' && state !== 'X')
            return true;
    }
    return false;
}
/** Keeps the last `limit` characters of output, cut at a line start, with a note that it was cut. */
class LogTail {
    limit;
    buffer = '';
    cut = false;
    constructor(limit) {
        this.limit = limit;
    }
    append(text) {
        this.buffer += text;
        if (this.buffer.length > this.limit * 2)
            this.trim();
    }
    text() {
        this.trim();
        return this.cut ? `[earlier output cut]\n${this.buffer}` : this.buffer;
    }
    trim() {
        if (this.buffer.length <= this.limit)
            return;
        let tail = this.buffer.slice(-this.limit);
        const newline = tail.indexOf('\n');
        if (newline >= 0 && newline < tail.length - 1)
            tail = tail.slice(newline + 1);
        this.buffer = tail;
        this.cut = true;
    }
}

/**
 * A scratch copy of the repository with a proposal's patches applied, for verifying the proposal
 * without touching the working tree. It is HEAD exported (`git archive`) into a temporary folder,
 * so it holds exactly the committed sources: untracked and ignored files of the working tree (a
 * local `.env`, `node_modules/`, build output) are not there, and neither are uncommitted edits,
 * submodules or files marked `export-ignore`. It has no `.git`: the unreviewed code run in it has
 * no path back to the repository (a `git worktree` would link to its `.git/`, hooks included). A
 * service verified here must start from committed sources, installing what it needs itself (in CI
 * the checkout is clean, so HEAD is what the pull request is).
 */
class WorktreeError extends FalconError {
    kind;
    gitMessage;
    path;
    name = 'WorktreeError';
    code;
    constructor(message, kind, 
    /** What git printed, when git is the one that refused. */
    gitMessage, 
    /** The patch that did not apply. */
    path) {
        super(message);
        this.kind = kind;
        this.gitMessage = gitMessage;
        this.path = path;
        this.code = `FALCON_WORKTREE_${kind.toUpperCase()}`;
    }
}
/**
 * Runs `work` in a detached worktree of HEAD with `patches` applied, and removes the worktree
 * afterwards whatever happens. `work` gets the folder that corresponds to `repoRoot` (the
 * worktree's root, or the same subfolder when `repoRoot` is inside a repository); patch paths are
 * relative to `repoRoot`.
 */
async function withPatchedWorktree(repoRoot, patches, work, options = {}) {
    const { top, prefix, head } = await locateRepository(repoRoot);
    const parent = await builtin$1.mkdtemp(builtin.join(await builtin$1.realpath(builtin$3.tmpdir()), 'falcon-fix-'));
    const tree = builtin.join(parent, builtin.basename(top) || 'repository');
    try {
        await exportCommit(top, head, parent, tree);
        for (const patch of patches)
            await applyPatch(tree, prefix, patch, head);
        await options.sandbox?.grant(tree, [parent]);
        return await work(prefix ? builtin.join(tree, prefix) : tree);
    }
    finally {
        // Best effort: a failed cleanup must not hide what `work` returned or threw.
        await (options.sandbox?.remove(parent) ?? builtin$1.rm(parent, { recursive: true, force: true })).catch(() => undefined);
    }
}
/** The files of `head`, as committed, into `tree`; hooks and filters of the repository do not run. */
async function exportCommit(top, head, parent, tree) {
    const archive = builtin.join(parent, 'head.tar');
    try {
        await git(top, ['archive', '--format=tar', '-o', archive, head]);
        await builtin$1.mkdir(tree);
        await run('tar', ['-xf', archive, '-C', tree], parent);
    }
    catch (error) {
        throw gitFailure(`could not export ${head.slice(0, 12)}`, error);
    }
    finally {
        await builtin$1.rm(archive, { force: true });
    }
}
async function locateRepository(repoRoot) {
    const isFolder = await builtin$1.stat(repoRoot).then((info) => info.isDirectory(), () => false);
    if (!isFolder)
        throw new WorktreeError(`${repoRoot} is not a folder`, 'not_a_repository');
    let top;
    let prefix;
    try {
        [top, prefix] = (await git(repoRoot, ['rev-parse', '--show-toplevel', '--show-prefix'])).split('\n');
    }
    catch (error) {
        const message = gitMessageOf(error);
        if (/not a git repository/i.test(message)) {
            throw new WorktreeError(`${repoRoot} is not inside a git repository; a fix is verified in a git worktree of the checkout`, 'not_a_repository', message);
        }
        throw gitFailure(`could not read the repository at ${repoRoot}`, error);
    }
    let head;
    try {
        head = (await git(top, ['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
    }
    catch (error) {
        throw gitFailure(`the repository at ${top} has no commit to start a worktree from`, error);
    }
    return { top, prefix: prefix.replace(/\/$/, ''), head };
}
async function applyPatch(tree, prefix, patch, head) {
    // Plain `git apply` (no --unsafe-paths) refuses paths that leave the worktree.
    const args = ['apply', '--whitespace=nowarn'];
    if (prefix)
        args.push(`--directory=${prefix}`);
    try {
        await git(tree, [...args, '-'], patch.diff);
    }
    catch (error) {
        const message = gitMessageOf(error);
        throw new WorktreeError(`the patch to ${patch.path} does not apply to ${head.slice(0, 12)}: ${message}`, 'patch_does_not_apply', message, patch.path);
    }
}
/** Variables that would point git at another repository than the folder it runs in. */
const REPOSITORY_OVERRIDES = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_COMMON_DIR',
    'GIT_OBJECT_DIRECTORY',
    'GIT_PREFIX',
];
class GitCommandError extends FalconError {
    args;
    stderr;
    code = 'FALCON_GIT';
    constructor(args, stderr) {
        super(stderr.trim() || `git ${args.join(' ')} failed`);
        this.args = args;
        this.stderr = stderr;
    }
}
function git(cwd, args, input) {
    return run('git', args, cwd, input);
}
function run(program, args, cwd, input) {
    const env = { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' };
    for (const name of REPOSITORY_OVERRIDES)
        delete env[name];
    return new Promise((resolve, reject) => {
        const child = builtin$4.execFile(program, [...args], { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (!error)
                return resolve(stdout);
            const code = error.code;
            if (code === 'ENOENT')
                return reject(new GitCommandError(args, `${program} is not installed or not on PATH`));
            reject(new GitCommandError(args, stderr || error.message));
        });
        child.stdin?.on('error', () => undefined); // git may exit before reading all of it
        child.stdin?.end(input ?? '');
    });
}
function gitMessageOf(error) {
    if (error instanceof GitCommandError)
        return error.message;
    return error instanceof Error ? error.message : String(error);
}
function gitFailure(what, error) {
    const message = gitMessageOf(error);
    return new WorktreeError(`${what}: ${message}`, 'git_failed', message);
}

/** How much of the service's output a failed verification carries: enough for the last error. */
const LOG_TAIL_CHARS = 4000;
async function verifyProposal(input) {
    const command = input.startCommand?.trim();
    if (!command)
        return notVerified('no start command');
    if (input.patches.length === 0)
        return notVerified('the proposal changes no file');
    if (input.targetFlows.length === 0)
        return notVerified('the proposal names no failing flow to re-run');
    if (input.signal?.aborted)
        return notVerified('cancelled');
    try {
        return await withPatchedWorktree(input.repoRoot, input.patches, (dir) => verifyInWorktree(dir, command, input), { sandbox: input.sandbox });
    }
    catch (error) {
        if (error instanceof WorktreeError)
            return notVerified(error.message);
        return notVerified(`verification failed: ${messageOf(error)}`);
    }
}
async function verifyInWorktree(dir, command, input) {
    let service;
    try {
        service = await startService({
            command,
            cwd: dir,
            readyUrl: input.readyUrl,
            readyTimeoutMs: input.readyTimeoutMs,
            withhold: input.withheldSecrets,
            passThrough: input.serviceEnv,
            sandbox: input.sandbox,
            signal: input.signal,
        });
    }
    catch (error) {
        if (!(error instanceof ServiceStartError))
            throw error;
        // The patched code failing to start (a syntax error, a crash at boot) is the fix failing, so
        // the fix failed, with the logs. A bad ready-url or a missing shell is no verdict on the fix.
        if (error.kind === 'exited' || error.kind === 'timeout') {
            return {
                status: 'failed',
                stillFailing: unique(input.targetFlows),
                newlyFailing: [],
                reason: `the patched service did not start: ${error.message}`,
                log: logTail(error.logs),
            };
        }
        return notVerified(error.message);
    }
    const flows = unique([...input.targetFlows, ...input.gatedFlows]);
    let results;
    let runError;
    try {
        results = await input.run(flows, service.baseUrl);
    }
    catch (error) {
        runError = error;
    }
    finally {
        await service.stop();
    }
    if (input.signal?.aborted)
        return notVerified('cancelled');
    if (!results)
        return notVerified(`the flows could not run: ${messageOf(runError)}`);
    const outcome = compareRuns(results, input);
    if (outcome.stillFailing.length === 0 && outcome.newlyFailing.length === 0) {
        return { status: 'verified', passed: outcome.passed };
    }
    return {
        status: 'failed',
        stillFailing: outcome.stillFailing,
        newlyFailing: outcome.newlyFailing,
        reason: describeFailures(outcome),
        log: logTail(service.logs()),
    };
}
/** Judges a re-run against the targets, the gated set and the failures the gated set had before. */
function compareRuns(results, sets) {
    const status = new Map(results.map((result) => [normalise(result.file), result.status]));
    const targets = unique(sets.targetFlows);
    const baseline = new Set(sets.baselineFailing.map(normalise));
    const gated = unique(sets.gatedFlows).filter((file) => !targets.includes(file));
    const passes = (file) => status.get(file) === 'passed';
    return {
        passed: [...targets, ...gated].filter(passes),
        stillFailing: targets.filter((file) => !passes(file)),
        newlyFailing: gated.filter((file) => !passes(file) && !baseline.has(file)),
        missing: [...targets, ...gated].filter((file) => !status.has(file)),
    };
}
function describeFailures(outcome) {
    const name = (file) => (outcome.missing.includes(file) ? `${file} (did not run)` : file);
    const parts = [];
    if (outcome.stillFailing.length > 0) {
        const [one, many] = ['target flow still fails', 'target flows still fail'];
        parts.push(`${counted(outcome.stillFailing.length, one, many)}: ${outcome.stillFailing.map(name).join(', ')}`);
    }
    if (outcome.newlyFailing.length > 0) {
        const [one, many] = [
            'gated flow that passed before now fails',
            'gated flows that passed before now fail',
        ];
        parts.push(`${counted(outcome.newlyFailing.length, one, many)}: ${outcome.newlyFailing.map(name).join(', ')}`);
    }
    return parts.join('; ');
}
function counted(count, one, many) {
    return count === 1 ? `1 ${one}` : `${count} ${many}`;
}
/** The last lines of the logs, cut at a line start. */
function logTail(logs) {
    const trimmed = logs.trimEnd();
    if (!trimmed)
        return undefined;
    if (trimmed.length <= LOG_TAIL_CHARS)
        return trimmed;
    const tail = trimmed.slice(-LOG_TAIL_CHARS);
    const newline = tail.indexOf('\n');
    return newline >= 0 ? tail.slice(newline + 1) : tail;
}
function notVerified(reason) {
    return { status: 'not_run', reason };
}
/** Flow files compare as repository-relative, `/`-separated paths without a leading `./`. */
function normalise(file) {
    return file.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
function unique(files) {
    return [...new Set(files.map(normalise))];
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}

/**
 * Where a patched service runs while its fix is verified. The code is a model's proposal that nobody
 * has reviewed, so where the platform allows it runs as a user of its own: a fresh numeric uid with
 * no account, no groups and no home, which can write its scratch copy of the sources and nothing of
 * the job's (the checkout and its `.git/`, the runner's `GITHUB_ENV` and `GITHUB_OUTPUT` files, the
 * job's home). Running as another user takes root or password-less sudo, as on GitHub-hosted
 * runners; elsewhere the service runs as the job's own user and the log says what is not isolated.
 *
 * With the uid comes the network: where `iptables` can be used, the uid may reach only the
 * loopback interface, so the flows reach it and it reaches nothing beyond the runner.
 *
 * Its environment (the variables it sees) is `service.ts`'s business; its files are `worktree.ts`'s
 * (a copy without `.git`).
 */
/** The unsandboxed service: the job's own user, and the reason. */
function unsandboxed(reason) {
    return {
        isolated: ['environment (only PATH, locale, TZ, PORT and the variables named in fixes.service_env)'],
        notIsolated: [`files and network: the service runs as the job's own user (${reason})`],
        spawnArgs: (command) => ({ file: '/bin/sh', args: ['-c', command] }),
        grant: async () => undefined,
        remove: (folder) => builtin$1.rm(folder, { recursive: true, force: true }),
        signalAll: async () => false,
        close: async () => undefined,
    };
}
/**
 * Uids at the top of the 16-bit range, beside `nobody` (65534): no distribution hands these to
 * accounts, and a fresh one per verification keeps two verifications apart.
 */
const UID_RANGE = [61_000, 65_000];
async function createSandbox() {
    if (process.platform !== 'linux')
        return unsandboxed(`no user switching on ${process.platform}`);
    const asRoot = process.getuid?.() === 0;
    if (!asRoot && !(await succeeds('sudo', ['-n', 'true']))) {
        return unsandboxed('it is neither root nor allowed password-less sudo');
    }
    if (!(await succeeds(...privileged(asRoot, 'setpriv', ['--version'])))) {
        return unsandboxed('setpriv (util-linux) is not installed');
    }
    const uid = builtin$2.randomInt(UID_RANGE[0], UID_RANGE[1]);
    const notIsolated = [];
    const isolated = [
        'environment (only PATH, locale, TZ, PORT and the variables named in fixes.service_env)',
        `files: it runs as uid ${uid}, which may write only its scratch copy of the sources and its own home`,
    ];
    const rules = (action) => ['iptables', 'ip6tables'].map((table) => [
        table,
        [action, 'OUTPUT', '-m', 'owner', '--uid-owner', String(uid), '!', '-o', 'lo', '-j', 'REJECT'],
    ]);
    let closed = false;
    let firewalled = true;
    for (const [table, args] of rules('-I')) {
        if (!(await succeeds(...privileged(asRoot, table, args))))
            firewalled = false;
    }
    if (firewalled)
        isolated.push('network: loopback only (iptables owner rule)');
    else
        notIsolated.push('network: iptables is not available here, so the service may reach other hosts');
    return {
        uid,
        isolated,
        notIsolated,
        spawnArgs: (command) => {
            const [file, args] = privileged(asRoot, 'setpriv', [
                `--reuid=${uid}`,
                `--regid=${uid}`,
                '--clear-groups',
                '--',
                '/bin/sh',
                '-c',
                command,
            ]);
            return { file, args };
        },
        async grant(folder, parents) {
            for (const parent of parents)
                await builtin$1.chmod(parent, 0o711);
            await openTree(folder);
        },
        async remove(folder) {
            if (asRoot)
                await builtin$1.rm(folder, { recursive: true, force: true });
            else
                await succeeds(...privileged(asRoot, 'rm', ['-rf', '--', folder]));
        },
        signalAll: (signal) => succeeds(...privileged(asRoot, 'pkill', [`-${signal}`, '-U', String(uid)])),
        async close() {
            if (closed)
                return;
            closed = true;
            for (const [table, args] of rules('-D'))
                await succeeds(...privileged(asRoot, table, args));
        },
    };
}
/** Root runs a program itself; anyone else through password-less sudo, which keeps none of our environment. */
function privileged(asRoot, file, args) {
    return asRoot ? [file, [...args]] : ['sudo', ['-n', '--', file, ...args]];
}
/**
 * Every folder of the tree, and every file, writable by all (the sandbox's uid has no group);
 * executable bits are kept. Links are left alone: their targets are not the sandbox's to write.
 */
async function openTree(folder) {
    const pending = [folder];
    while (pending.length > 0) {
        const current = pending.pop();
        await builtin$1.chmod(current, 0o777);
        for (const entry of await builtin$1.readdir(current, { withFileTypes: true })) {
            const full = builtin.join(current, entry.name);
            if (entry.isDirectory())
                pending.push(full);
            else if (entry.isFile())
                await builtin$1.chmod(full, ((await builtin$1.stat(full)).mode & 0o777) | 0o666);
        }
    }
}
function succeeds(file, args) {
    return new Promise((resolve) => builtin$4.execFile(file, [...args], { timeout: 10_000 }, (error) => resolve(!error)));
}

/**
 * Turns the staged changes into proposals, verifies each against the patched service when a start
 * command is given, and writes each as `.falcon/fixes/<id>.patch`. A proposal that cannot be
 * verified or written is still returned, saying why: what the user sees is never more certain
 * than what was checked.
 */
async function proposeFixes(input) {
    return saveProposals(await verifyStaged(input), input);
}
/** The staged changes as proposals, each verified against the patched service; nothing is written. */
async function verifyStaged(input) {
    if (input.staged.length === 0)
        return [];
    const failing = input.results.filter((result) => result.status !== 'passed').map((result) => result.file);
    const proposals = buildProposals({
        changes: [...input.staged],
        rationale: input.rationale,
        targetFlows: failing,
    });
    const sandbox = input.fixes.startCommand?.trim() ? await createSandbox() : undefined;
    if (sandbox) {
        input.log.info(`fixes are verified in a sandbox: ${sandbox.isolated.join('; ')}`);
        for (const gap of sandbox.notIsolated)
            input.log.warning(`The verification sandbox does not isolate ${gap}.`);
    }
    try {
        for (const proposal of proposals)
            await verify(proposal, input, failing, sandbox);
    }
    finally {
        await sandbox?.close();
    }
    return proposals;
}
async function verify(proposal, input, failing, sandbox) {
    proposal.verification = await verifyProposal({
        repoRoot: input.repoRoot,
        patches: proposal.files,
        startCommand: input.fixes.startCommand,
        readyUrl: input.fixes.readyUrl,
        readyTimeoutMs: input.fixes.readyTimeoutMs,
        targetFlows: proposal.targetFlows,
        gatedFlows: [...input.gatedFlows],
        baselineFailing: failing,
        run: input.run,
        withheldSecrets: input.withheldSecrets,
        serviceEnv: input.serviceEnv,
        sandbox,
        signal: input.signal,
    });
    input.log.info(`fix ${proposal.id} (${proposal.title}): ${describe(proposal)}`);
}
/** Writes each proposal as `.falcon/fixes/<id>.patch`; one that cannot be written says so. */
async function saveProposals(proposals, input) {
    for (const proposal of proposals) {
        try {
            proposal.patchFile = await writePatchFile(input.workspaceRoot, proposal, { repoRoot: input.repoRoot });
        }
        catch (error) {
            input.log.warning(`The patch of fix ${proposal.id} could not be written: ${messageOf$1(error)}`);
        }
    }
    return proposals;
}
function describe(proposal) {
    const verification = proposal.verification;
    switch (verification.status) {
        case 'verified':
            return 'verified: the failing flows pass against the patched service';
        case 'failed':
            return `not verified: ${verification.reason}`;
        case 'not_run':
            return `not verified (${verification.reason})`;
    }
}

/**
 * Explains failures after the gate has been decided: offline triage (no model, no network beyond
 * the API), then the agent when one is configured. Whatever happens here — a model that is down,
 * GitHub refusing the file list, a bug — comes back as a message, never as an exception, because
 * nothing after the gate may change its verdict.
 */
async function investigateFailures(options, workspace, results, redactor, dependencies) {
    const { log } = dependencies;
    if (results.every((result) => result.status === 'passed'))
        return nothingToInvestigate();
    let changedFiles;
    try {
        changedFiles = await dependencies.changedFiles?.();
    }
    catch (error) {
        log.warning(`Could not read the pull request's changed files, so triage maps no code to it: ${messageOf$1(error)}`);
    }
    let findings = [];
    try {
        // Trace paths are named by the checkout's paths, in the CLI as in the action.
        findings = triage(results, {
            changedFiles,
            repositoryFiles: await listRepositoryFiles(options.repoRoot),
        });
    }
    catch (error) {
        log.warning(`Offline triage failed: ${messageOf$1(error)}`);
    }
    if (options.agent.mode === 'off') {
        return { findings, agent: { stopReason: 'skipped', message: 'the agent is off' }, proposals: [] };
    }
    const settings = modelSettings(options.agent, workspace.config);
    const model = createModel(settings, log);
    if (!model && options.agent.mode === 'on')
        log.warning(`agent: ${noModelReason(settings)}`);
    const category = taskCategory(findings);
    // Fixes can be verified within an investigation only when they are staged and the service can start.
    const canVerify = options.fixes.confirmations === 'pr' && Boolean(options.fixes.startCommand?.trim());
    const { core, selection, warning } = selectCore({
        requested: options.agent.core,
        category,
        hasModel: model !== undefined,
        canVerify,
        records: experienceRecords(dependencies.store, category, log),
    });
    if (warning)
        log.warning(`agent: ${warning}`);
    log.info(`agent: the ${core.name} core investigates (${selection.rationale}; confidence ${selection.confidence})`);
    const http = createHttpClient({ dispatcher: dependencies.dispatcher, timeoutMs: options.timeoutMs });
    const started = (dependencies.now ?? (() => new Date()))();
    // The tools called, in order: a successful sequence becomes a skill for this kind of failure.
    const calls = [];
    const fixInput = {
        repoRoot: options.repoRoot,
        workspaceRoot: workspace.root,
        results,
        gatedFlows: results.filter((result) => options.gate.includes(result.type)).map((result) => result.file),
        fixes: options.fixes,
        run: (files, baseUrl) => runSelected(options, workspace, redactor, dependencies, files, { baseUrl }),
        // The patched service runs code the model wrote: it never gets the model's key.
        withheldSecrets: [settings.apiKey ?? ''],
        serviceEnv: workspace.config.fixes.service_env,
        log,
        signal: dependencies.signal,
    };
    const context = {
        confirmations: options.fixes.confirmations,
        model,
        results,
        workspace,
        repoRoot: options.repoRoot,
        redactor,
        http,
        baseUrls: [...new Set(results.flatMap((result) => (result.baseUrl ? [result.baseUrl] : [])))],
        rerun: (file, stepId) => rerun(options, workspace, redactor, dependencies, file, stepId),
        findings,
        limits: { deadline: started.getTime() + options.agent.timeoutMs },
        signal: dependencies.signal,
        log,
        onEvent: (event) => {
            if (event.type === 'tool_call')
                calls.push(event.call.name);
            dependencies.onEvent?.(event);
        },
        now: dependencies.now,
        strategies: provenStrategies(dependencies.store, category, log),
        propose: (staged, rationale) => verifyStaged({ ...fixInput, staged, rationale }),
        canVerify,
        coachModel: options.agent.coachModel
            ? createModel({ ...settings, model: options.agent.coachModel }, log)
            : undefined,
    };
    try {
        const { output, fallback } = await executeWithFallback(core, context, log);
        const agent = output.outcome;
        if (agent.stopReason === 'cancelled' && agent.staged?.length) {
            log.warning('The job was cancelled: the staged changes are not verified or proposed.');
        }
        const proposals = agent.stopReason === 'cancelled'
            ? []
            : output.proposals
                ? await saveProposals(output.proposals, fixInput)
                : agent.staged
                    ? await proposeFixes({ ...fixInput, staged: agent.staged, rationale: agent.answer ?? '' })
                    : [];
        const ran = fallback ?? core.name;
        recordInvestigation(dependencies.store, { core: ran, category, findings, output, proposals, calls, now: started }, log);
        return {
            findings,
            agent,
            proposals,
            core: {
                ...selection,
                ran,
                ...(fallback ? { fellBack: `${core.name} failed, so freeform ran` } : {}),
                metrics: output.metrics,
            },
        };
    }
    catch (error) {
        log.warning(`The agent could not finish: ${messageOf$1(error)}`);
        return {
            findings,
            agent: { stopReason: 'skipped', message: `the agent could not run: ${messageOf$1(error)}` },
            proposals: [],
        };
    }
    finally {
        await http.close();
    }
}
/**
 * Runs `core`; when a core other than freeform breaks (an error, not a failed fix) and a model is
 * there, freeform investigates instead and the reports say so.
 */
async function executeWithFallback(core, context, log) {
    try {
        return { output: await core.execute(context) };
    }
    catch (error) {
        const freeform = findCore('freeform');
        if (core === freeform || !context.model)
            throw error;
        log.warning(`agent: the ${core.name} core failed (${messageOf$1(error)}); freeform investigates instead`);
        return { output: await freeform.execute(context), fallback: freeform.name };
    }
}
/**
 * `run_flow` for the agent: the flow again, or its steps up to and including `stepId` (earlier
 * steps stay, since they capture what the step needs; teardown still cleans up).
 */
async function rerun(options, workspace, redactor, dependencies, file, stepId) {
    const flow = workspace.flows.find((candidate) => candidate.file === file);
    if (!flow)
        throw new Error(`no flow ${file} in this run`);
    const [result] = await runFlows(workspace, [stepId ? upToStep(flow, stepId) : flow], runnerOptions(options, {}), runnerDependencies(redactor, dependencies));
    return result;
}
/** Flow files run again, e.g. against the patched service of a proposed fix. */
async function runSelected(options, workspace, redactor, dependencies, files, overrides) {
    const flows = workspace.flows.filter((flow) => files.includes(flow.file));
    return runFlows(workspace, flows, runnerOptions(options, overrides), runnerDependencies(redactor, dependencies));
}
function runnerOptions(options, overrides) {
    return {
        concurrency: options.concurrency,
        timeoutMs: options.timeoutMs,
        environment: options.environment,
        baseUrl: overrides.baseUrl ?? options.baseUrl,
    };
}
function runnerDependencies(redactor, dependencies) {
    return { redactor, env: dependencies.env, dispatcher: dependencies.dispatcher, now: dependencies.now };
}
function upToStep(flow, stepId) {
    const index = flow.steps.findIndex((step) => step.id === stepId);
    return index < 0 ? flow : { ...flow, steps: flow.steps.slice(0, index + 1) };
}

export { executeWithFallback, investigateFailures };
