import { r as readErrorContext, l as locate, c as coreRecords, a as listSkills, b as recordExperience, d as recordSkillUse, e as listRepositoryFiles, m as modelSettings, f as createModel, n as noModelReason, t as taskCategory, s as selectCore, U as UsageMeter, g as findCore } from './selector.js';
import { j as plural, e as clip, m as messageOf$1, s as builtin, d as builtin$1, F as FalconError, b as builtin$7 } from './cancellation.js';
import { n as nothingToInvestigate, c as createHttpClient, e as runFlows } from './pipeline.js';
import { P as PathIndex, i as isWithin, b as writePatchFile, c as buildProposals } from './timeout.js';
import { b as builtin$2 } from './node-os.js';
import { e as builtin$3, a as builtin$4, c as builtin$5, b as builtin$8 } from './files.js';
import { b as builtin$6 } from './variables.js';
import { A as Agent } from './agent.js';
import './api.js';
import './exit-codes.js';
import './form-body.js';
import './agent2.js';
import './node-async_hooks.js';

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
 * Starts the service under test from a start command, on a port of its own, for as long as a
 * verification needs it, inside the sandbox it is given (sandbox.ts), and stops it with everything
 * it started.
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
    const scratch = await builtin.mkdtemp(builtin$1.join(builtin$2.tmpdir(), 'falcon-service-'));
    const removeScratch = () => builtin.rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    let confined;
    try {
        confined = await options.sandbox.start({
            command: options.command,
            cwd: options.cwd,
            env: serviceEnvironment(process.env, port, {
                extra: options.env,
                passThrough: options.passThrough,
                withhold: options.withhold,
                scratch,
            }),
            writable: [options.copy ?? options.cwd, scratch],
            readOnlyInto: options.readOnlyInto ?? [],
        });
    }
    catch (error) {
        await removeScratch();
        throw new ServiceStartError(`the sandbox could not start: ${messageOf$1(error)}`, 'sandbox_failed', '');
    }
    const { child } = confined;
    child.stdout?.setEncoding('utf8').on('data', (text) => logs.append(text));
    child.stderr?.setEncoding('utf8').on('data', (text) => logs.append(text));
    let exit;
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => {
        exit = { code, signal };
        resolve();
    }));
    const spawnFailed = new Promise((resolve) => child.once('error', resolve));
    // 'close' comes after 'exit', once the pipes are drained: the last lines are then in the logs.
    const drained = new Promise((resolve) => child.once('close', () => resolve()));
    if (child.pid === undefined) {
        const error = await spawnFailed;
        await confined.stop(0);
        await removeScratch();
        throw new ServiceStartError(`could not run /bin/sh -c ${JSON.stringify(options.command)} in ${options.cwd}: ${error.message}`, 'spawn_failed', '');
    }
    let stopping;
    const stop = () => (stopping ??= (async () => {
        options.signal?.removeEventListener('abort', onAbort);
        await confined.stop(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
        await removeScratch();
        // A descendant that left the sandbox may still hold the pipes; they must not keep us alive.
        await settleWithin(drained, DRAIN_WAIT_MS);
        child.stdout?.destroy();
        child.stderr?.destroy();
    })());
    const onAbort = () => void stop();
    const outcome = await waitUntilReady({
        port,
        probeUrl,
        connect: confined.connect,
        timeoutMs: options.readyTimeoutMs,
        clock: options.readyClock ?? pause,
        exited,
        signal: options.signal,
    });
    if (outcome.kind !== 'ready') {
        await stop();
        const setupFailure = exit && confined.setupFailure(exit, logs.text());
        if (setupFailure) {
            throw new ServiceStartError(`the sandbox could not be set up: ${setupFailure}`, 'sandbox_failed', logs.text());
        }
        throw new ServiceStartError(failureMessage(outcome, exit, options.readyTimeoutMs), outcome.kind, logs.text());
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    return {
        port,
        baseUrl: `http://${LOCALHOST}:${port}`,
        dispatcher: confined.dispatcher(),
        logs: () => logs.text(),
        stop,
    };
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
                ? await httpAnswers(options.probeUrl, options.connect, done.signal)
                : await acceptsConnections(options.port, options.connect);
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
function httpAnswers(url, connect, signal) {
    const https = url.protocol === 'https:';
    const port = Number(url.port) || (https ? 443 : 80);
    return new Promise((resolve) => {
        const request = builtin$4.request(url, {
            method: 'GET',
            timeout: PROBE_TIMEOUT_MS,
            signal,
            // Through the sandbox: the service is reachable only from where it runs. Each probe opens
            // a connection of its own and closes it, so none is left open when the service stops.
            createConnection: (_options, ready) => {
                connect(url.hostname.replace(/^\[|\]$/g, ''), port).then(
                // Only readiness is asked, so a test service's own certificate is good enough.
                (socket) => ready(null, https ? builtin$5.connect({ socket, rejectUnauthorized: false }) : socket), (error) => ready(error, undefined));
                return undefined;
            },
        }, (response) => {
            response.resume();
            const status = response.statusCode ?? 0;
            resolve(status < 500 ? true : `GET ${url.href} answered ${status}`);
        });
        request.once('timeout', () => request.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
        request.once('error', (error) => resolve(`GET ${url.href}: ${error.message}`));
        request.end();
    });
}
async function acceptsConnections(port, connect) {
    try {
        (await connect(LOCALHOST, port)).destroy();
        return true;
    }
    catch (error) {
        return `nothing accepted connections on ${LOCALHOST}:${port}: ${messageOf$1(error)}`;
    }
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
        const server = builtin$3.createServer();
        server.once('error', reject);
        server.listen(0, LOCALHOST, () => {
            const address = server.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
        });
    });
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
 * worktree's root, or the same subfolder when `repoRoot` is inside a repository) and the
 * worktree's root; patch paths are relative to `repoRoot`.
 */
async function withPatchedWorktree(repoRoot, patches, work) {
    const { top, prefix, head } = await locateRepository(repoRoot);
    const parent = await builtin.mkdtemp(builtin$1.join(await builtin.realpath(builtin$2.tmpdir()), 'falcon-fix-'));
    const tree = builtin$1.join(parent, builtin$1.basename(top) || 'repository');
    try {
        await exportCommit(top, head, parent, tree);
        for (const patch of patches)
            await applyPatch(tree, prefix, patch, head);
        return await work(prefix ? builtin$1.join(tree, prefix) : tree, tree);
    }
    finally {
        // Best effort: a failed cleanup must not hide what `work` returned or threw.
        await builtin.rm(parent, { recursive: true, force: true }).catch(() => undefined);
    }
}
/** The files of `head`, as committed, into `tree`; hooks and filters of the repository do not run. */
async function exportCommit(top, head, parent, tree) {
    const archive = builtin$1.join(parent, 'head.tar');
    try {
        await git(top, ['archive', '--format=tar', '-o', archive, head]);
        await builtin.mkdir(tree);
        await run('tar', ['-xf', archive, '-C', tree], parent);
    }
    catch (error) {
        throw gitFailure(`could not export ${head.slice(0, 12)}`, error);
    }
    finally {
        await builtin.rm(archive, { force: true });
    }
}
async function locateRepository(repoRoot) {
    const isFolder = await builtin.stat(repoRoot).then((info) => info.isDirectory(), () => false);
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
        const child = builtin$6.execFile(program, [...args], { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
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

/**
 * Whether a proposed fix does what it claims: in a scratch worktree with the patches applied, start
 * the service, re-run the flows the fix targets together with the whole gated set, and compare with
 * the run that found the failures. A fix that silences nothing and breaks nothing is `verified`;
 * one that leaves a target failing or breaks a flow that passed has `failed`, with what fails and
 * the service's last log lines; when no check could happen at all it is `not_run`, with why.
 * This never throws: every failure becomes one of those answers.
 */
/**
 * Folders of installed dependencies the checkout has and its committed sources do not: the patched
 * service reads them (read-only) where its copy would have them, as it cannot download them itself.
 */
const DEPENDENCY_FOLDERS = ['node_modules', '.venv'];
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
        return await withPatchedWorktree(input.repoRoot, input.patches, (dir, copy) => verifyInWorktree(dir, copy, command, input));
    }
    catch (error) {
        if (error instanceof WorktreeError)
            return notVerified(error.message);
        return notVerified(`verification failed: ${messageOf(error)}`);
    }
}
async function verifyInWorktree(dir, copy, command, input) {
    let service;
    try {
        service = await startService({
            command,
            cwd: dir,
            copy,
            readOnlyInto: await dependencyFolders(input.repoRoot, dir),
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
                log: logTail(input.redactor.text(error.logs)),
            };
        }
        return notVerified(error.message);
    }
    const flows = unique([...input.targetFlows, ...input.gatedFlows]);
    let results;
    let runError;
    try {
        results = await input.run(flows, service.baseUrl, service.dispatcher);
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
        log: logTail(input.redactor.text(service.logs())),
        rerun: rerunFailures(results, outcome),
    };
}
/** How much of an answer's body a re-run record keeps: enough to see the value that failed. */
const RERUN_BODY_CHARS = 600;
/** What the re-run saw of every target and newly failing flow, step by failing step. */
function rerunFailures(results, outcome) {
    const byFile = new Map(results.map((result) => [normalise(result.file), result]));
    const flows = [];
    for (const [role, files] of [
        ['target', outcome.stillFailing],
        ['gated', outcome.newlyFailing],
    ]) {
        for (const file of files) {
            const result = byFile.get(file);
            if (!result)
                continue;
            const steps = result.steps
                .filter((step) => step.status === 'failed' || step.status === 'error')
                .map(rerunStep);
            flows.push({ file, role, steps });
        }
    }
    return flows;
}
function rerunStep(step) {
    const request = step.request ? `${step.request.method} ${pathOf(step.request.url)}` : undefined;
    const body = step.response?.body;
    return {
        id: step.id,
        line: step.line,
        ...(request ? { request } : {}),
        ...(step.response ? { status: step.response.status } : {}),
        ...(body ? { body: body.length > RERUN_BODY_CHARS ? `${body.slice(0, RERUN_BODY_CHARS)}…` : body } : {}),
        checks: step.checks
            .filter((check) => !check.passed)
            .map((check) => ({
            name: check.name,
            expected: check.expected,
            actual: check.actual,
            ...(check.details?.[0] ? { detail: check.details[0] } : {}),
        })),
        ...(step.error ? { error: step.error.message } : {}),
    };
}
/** The path and query of a URL: the service's address changes with every verification. */
function pathOf(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.pathname}${parsed.search}`;
    }
    catch {
        return url;
    }
}
/** The checkout's dependency folders, to mount into the copy at `dir` where it has none of its own. */
async function dependencyFolders(repoRoot, dir) {
    const folders = [];
    for (const name of DEPENDENCY_FOLDERS) {
        const source = builtin$1.join(repoRoot, name);
        const target = builtin$1.join(dir, name);
        // A real folder only: a link could lead anywhere on the machine.
        const isFolder = await builtin.lstat(source).then((info) => info.isDirectory(), () => false);
        const taken = await builtin.lstat(target).then(() => true, () => false);
        if (isFolder && !taken)
            folders.push({ source, target });
    }
    return folders;
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
 * The two programs a verification sandbox runs besides the service, each as a Node process of its
 * own started with `node -e`: their source is the text of the functions below, so each must use
 * nothing from outside its own body (no imports, no shared helpers, Node's modules through
 * `process.getBuiltinModule`). `sandbox.ts` starts them and says why the sandbox is built this way.
 *
 * - The **launcher** runs first, as root of fresh network and mount namespaces (real root, through
 *   password-less sudo, or root of an unprivileged user namespace). It brings up the namespace's
 *   loopback, builds the service's file system (a tmpfs root holding the system's directories
 *   read-only, the scratch copy and its home read-write, a fresh /tmp, a minimal /dev and a /proc of
 *   its own), starts the relay, and runs the service in a PID namespace of its own, chrooted there,
 *   as a uid of its own with no capabilities and no way to gain privileges. It ends everything when
 *   its standard input closes (Falcon stopping it, or Falcon gone) or when the service exits.
 * - The **relay** runs in the same network namespace as the service, as the job's user, and is the
 *   only way in: for each connection on its Unix socket it reads `host port`, connects to that
 *   address from inside the namespace, answers `+` (or `-CODE message`) and copies bytes both
 *   ways. Falcon's readiness probes and the verification flows connect through it, so they reach
 *   exactly what the service can reach: its own loopback.
 */
/** The launcher's exit code when the sandbox could not be built: no verdict on the fix. */
const SETUP_FAILED_EXIT = 125;
/** How the launcher's own messages start, in the service's log. */
const LAUNCHER_PREFIX = 'falcon sandbox:';
function sandboxLauncher(specFile) {
    const fs = process.getBuiltinModule('node:fs');
    const childProcess = process.getBuiltinModule('node:child_process');
    const os = process.getBuiltinModule('node:os');
    // SETUP_FAILED_EXIT and LAUNCHER_PREFIX: this body cannot refer to them.
    const fail = (message) => {
        process.stderr.write(`falcon sandbox: ${message}\n`);
        process.exit(125);
    };
    let spec;
    try {
        spec = JSON.parse(fs.readFileSync(specFile, 'utf8'));
        fs.rmSync(specFile, { force: true });
    }
    catch (error) {
        return fail(`cannot read its instructions: ${String(error)}`);
    }
    const run = (file, args) => {
        const result = childProcess.spawnSync(file, args, { encoding: 'utf8', env: {}, timeout: 30_000 });
        if (result.status !== 0) {
            const why = (result.stderr || String(result.error ?? `exit ${result.status}`)).trim();
            fail(`${file} ${args.join(' ')} failed: ${why}`);
        }
    };
    const { tools, root } = spec;
    const inside = (target) => root + target;
    const mountDirectory = (source, target, readOnly) => {
        fs.mkdirSync(target, { recursive: true });
        run(tools.mount, ['--rbind', source, target]);
        if (readOnly)
            run(tools.mount, ['-o', 'remount,bind,ro', target]);
    };
    run(tools.ip, ['link', 'set', 'lo', 'up']);
    run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=0755,size=64m', 'falcon-root', root]);
    // The service's own /tmp comes first: a folder it is given may live under the runner's /tmp
    // (Node itself, in a checkout there), and must stay visible above it.
    fs.mkdirSync(inside('/tmp'), { recursive: true });
    run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=1777', 'falcon-tmp', inside('/tmp')]);
    for (const folder of spec.readOnly) {
        if (fs.existsSync(folder))
            mountDirectory(folder, inside(folder), true);
    }
    for (const folder of spec.writable)
        mountDirectory(folder, inside(folder), false);
    for (const { source, target } of spec.readOnlyInto)
        mountDirectory(source, inside(target), true);
    fs.mkdirSync(inside('/dev'), { recursive: true });
    run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=0755,size=1m', 'falcon-dev', inside('/dev')]);
    for (const device of ['null', 'zero', 'full', 'random', 'urandom']) {
        fs.writeFileSync(inside(`/dev/${device}`), '');
        run(tools.mount, ['--bind', `/dev/${device}`, inside(`/dev/${device}`)]);
    }
    for (const [name, target] of [
        ['fd', '/proc/self/fd'],
        ['stdin', '/proc/self/fd/0'],
        ['stdout', '/proc/self/fd/1'],
        ['stderr', '/proc/self/fd/2'],
    ]) {
        fs.symlinkSync(target, inside(`/dev/${name}`));
    }
    fs.mkdirSync(inside('/dev/shm'));
    run(tools.mount, ['-t', 'tmpfs', '-o', 'mode=1777,size=64m', 'falcon-shm', inside('/dev/shm')]);
    fs.mkdirSync(inside('/proc'), { recursive: true });
    if (spec.serviceUid !== undefined) {
        run(tools.chown, ['-R', `${spec.serviceUid}:${spec.serviceUid}`, ...spec.writable]);
    }
    const relay = childProcess.spawn(process.execPath, ['-e', `(${spec.relay.source})(${JSON.stringify(spec.relay.socket)})`], {
        env: {},
        stdio: ['pipe', 'ignore', 'ignore'],
        ...(spec.relay.uid === undefined ? {} : { uid: spec.relay.uid, gid: spec.relay.gid }),
    });
    relay.on('error', (error) => fail(`the relay did not start: ${error.message}`));
    // The service: a PID namespace of its own (its first process is its init: when it ends, the
    // kernel ends every process left in it), killed with the launcher (`--pdeathsig`), chrooted into
    // its root, as its own uid or without capabilities, unable to gain privileges again.
    const drop = spec.serviceUid === undefined
        ? []
        : [`--reuid=${spec.serviceUid}`, `--regid=${spec.serviceUid}`, '--clear-groups'];
    const service = childProcess.spawn(tools.setpriv, [
        '--pdeathsig',
        'KILL',
        '--',
        tools.unshare,
        '--pid',
        '--fork',
        '--kill-child',
        `--mount-proc=${inside('/proc')}`,
        '--',
        tools.chroot,
        root,
        tools.setpriv,
        ...drop,
        // Set again after the uid changes, which clears it: the namespace's init dies with unshare.
        '--pdeathsig',
        'KILL',
        '--no-new-privs',
        '--bounding-set=-all',
        '--inh-caps=-all',
        '--',
        '/bin/sh',
        '-c',
        'cd "$1" && exec /bin/sh -c "$2"',
        'falcon-service',
        spec.cwd,
        spec.command,
    ], { env: spec.env, stdio: ['ignore', 'inherit', 'inherit'] });
    let ending = false;
    const end = (code) => {
        if (ending)
            return;
        ending = true;
        // The namespace's init (unshare's child): when it dies, the kernel kills everything in it.
        const unsharePid = service.pid;
        if (unsharePid !== undefined) {
            let children = '';
            try {
                children = fs.readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8');
            }
            catch {
                // unshare is gone already, and with it (through --pdeathsig) the namespace.
            }
            for (const pid of children.split(' ').filter(Boolean)) {
                try {
                    process.kill(Number(pid), 'SIGKILL');
                }
                catch {
                    // Gone already.
                }
            }
        }
        service.kill('SIGKILL');
        relay.kill('SIGKILL');
        if (spec.owner) {
            // Given back, so the job can delete what the service wrote; links are not followed.
            childProcess.spawnSync(tools.chown, [
                '-R',
                '-P',
                `${spec.owner.uid}:${spec.owner.gid}`,
                ...spec.writable,
            ]);
        }
        process.exit(code);
    };
    service.on('error', (error) => fail(`the service could not be started: ${error.message}`));
    service.on('exit', (code, signal) => end(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
    process.stdin
        .on('end', () => end(0))
        .on('close', () => end(0))
        .resume();
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
        process.on(signal, () => end(0));
}
function sandboxRelay(socketPath) {
    const net = process.getBuiltinModule('node:net');
    const MAX_HEAD = 512;
    const server = net.createServer((client) => {
        let head = Buffer.alloc(0);
        client.on('error', () => client.destroy());
        const onData = (chunk) => {
            head = Buffer.concat([head, chunk]);
            const newline = head.indexOf(10);
            if (newline < 0) {
                if (head.length > MAX_HEAD)
                    client.destroy();
                return;
            }
            client.off('data', onData);
            client.pause();
            const rest = head.subarray(newline + 1);
            const [host, port] = head.subarray(0, newline).toString('latin1').trim().split(' ');
            let connected = false;
            const upstream = net.connect({ host: host ?? '', port: Number(port) });
            upstream.on('connect', () => {
                connected = true;
                client.write('+\n');
                if (rest.length > 0)
                    upstream.write(rest);
                client.pipe(upstream);
                upstream.pipe(client);
                client.resume();
            });
            upstream.on('error', (error) => {
                if (connected)
                    client.destroy();
                else
                    client.end(`-${error.code ?? 'ERROR'} ${error.message.replace(/\s+/g, ' ')}\n`);
            });
            client.on('close', () => upstream.destroy());
            upstream.on('close', () => client.destroy());
        };
        client.on('data', onData);
    });
    server.listen(socketPath);
    // Falcon (through the launcher) holds the other end of standard input: when it goes, so does the relay.
    process.stdin
        .on('end', () => process.exit(0))
        .on('close', () => process.exit(0))
        .resume();
}

/**
 * The namespace sandbox (see sandbox.ts): each start writes the launcher's instructions to a
 * folder only Falcon (and root) can read, starts the launcher in fresh network and mount
 * namespaces, and talks to the service through the relay's Unix socket.
 */
/** `nobody`: the relay's user when Falcon itself is root, so the relay holds no privilege. */
const NOBODY = 65534;
/** After SIGKILL only the kernel is left to act; this bounds the wait should it not report back. */
const KILL_WAIT_MS$1 = 2000;
const MAX_RELAY_REPLY = 512;
function namespaceSandbox(options) {
    return {
        description: options.description,
        isolated: true,
        start: (input) => startConfined(options, input),
    };
}
async function startConfined(options, input) {
    const { tools, privilege } = options;
    const control = await builtin.mkdtemp(builtin$1.join(builtin$2.tmpdir(), 'falcon-sandbox-'));
    // Traversable, not readable: the relay's user (nobody, when Falcon is root) reaches its own folder.
    await builtin.chmod(control, 0o711);
    const root = builtin$1.join(control, 'root');
    const relayFolder = builtin$1.join(control, 'relay');
    await builtin.mkdir(root);
    await builtin.mkdir(relayFolder, { mode: 0o700 });
    const job = { uid: process.getuid(), gid: process.getgid() };
    const relayUser = privilege === 'root' ? { uid: NOBODY, gid: NOBODY } : privilege === 'sudo' ? job : undefined;
    if (privilege === 'root')
        await builtin.chown(relayFolder, NOBODY, NOBODY);
    const isolatedUser = privilege === 'user-namespace' ? {} : { serviceUid: options.serviceUid(), owner: job };
    const socket = builtin$1.join(relayFolder, 'socket');
    const spec = {
        root,
        readOnly: [...options.readOnly],
        writable: input.writable,
        readOnlyInto: input.readOnlyInto,
        cwd: input.cwd,
        command: input.command,
        env: input.env,
        ...isolatedUser,
        relay: { socket, source: sandboxRelay.toString(), ...relayUser },
        tools: {
            ip: tools.ip,
            mount: tools.mount,
            unshare: tools.unshare,
            chroot: tools.chroot,
            setpriv: tools.setpriv,
            chown: tools.chown,
        },
    };
    const specFile = builtin$1.join(control, 'spec.json');
    // The service's environment is in here: readable by Falcon's user only (and root).
    await builtin.writeFile(specFile, JSON.stringify(spec), { mode: 0o600 });
    const namespaces = [
        tools.unshare,
        ...(privilege === 'user-namespace' ? ['--user', '--map-root-user'] : []),
        '--net',
        '--mount',
        '--',
        process.execPath,
        '-e',
        `(${sandboxLauncher.toString()})(${JSON.stringify(specFile)})`,
    ];
    const [file, ...args] = privilege === 'sudo' ? [tools.sudo, '-n', '--', ...namespaces] : namespaces;
    // A session of its own: a terminal's Ctrl-C does not reach it; Falcon stops it through stdin.
    const child = builtin$6.spawn(file, args, { env: {}, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => undefined);
    const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null)
            resolve();
        else
            child.once('exit', () => resolve());
    });
    let agent;
    const connect = (host, port) => connectThroughRelay(socket, host, port);
    return {
        child,
        connect,
        dispatcher: () => (agent ??= relayAgent(connect)),
        setupFailure(exit, logs) {
            if (exit.code !== SETUP_FAILED_EXIT)
                return undefined;
            // The launcher says why before it exits; a service of its own that exits 125 says nothing of it.
            const line = logs
                .split('\n')
                .reverse()
                .find((candidate) => candidate.startsWith(LAUNCHER_PREFIX));
            return line?.slice(LAUNCHER_PREFIX.length).trim();
        },
        async stop(graceMs) {
            // The launcher ends everything when its standard input closes: the service's PID namespace
            // goes as one, whatever forked away inside it.
            child.stdin.end();
            if (!(await settlesWithin(exited, graceMs))) {
                child.kill('SIGKILL');
                await settlesWithin(exited, KILL_WAIT_MS$1);
            }
            await agent?.close().catch(() => undefined);
            await builtin.rm(control, { recursive: true, force: true }).catch(() => undefined);
        },
    };
}
/** A TCP connection to `host:port` opened by the relay, inside the service's network namespace. */
function connectThroughRelay(socketPath, host, port) {
    return new Promise((resolve, reject) => {
        const socket = builtin$3.connect(socketPath);
        let reply = Buffer.alloc(0);
        const settle = (error) => {
            socket.off('readable', onReadable).off('error', onError).off('close', onClose);
            if (error) {
                socket.destroy();
                reject(error);
            }
            else
                resolve(socket);
        };
        // Read with `read()`, not a 'data' listener: the socket is handed over neither flowing nor
        // paused, so whoever takes it starts reading when it attaches its own listener.
        const onReadable = () => {
            let chunk;
            while ((chunk = socket.read()) !== null) {
                reply = Buffer.concat([reply, chunk]);
                const newline = reply.indexOf(10);
                if (newline < 0) {
                    if (reply.length > MAX_RELAY_REPLY)
                        return settle(new Error('the sandbox relay answered nonsense'));
                    continue;
                }
                const line = reply.subarray(0, newline).toString('utf8');
                const rest = reply.subarray(newline + 1);
                if (rest.length > 0)
                    socket.unshift(rest);
                return settle(line === '+' ? undefined : relayRefusal(line, host, port));
            }
        };
        const onError = (error) => settle(error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
            ? codedError('ECONNREFUSED', `the sandbox is not ready to connect to ${host}:${port} yet`)
            : error);
        const onClose = () => settle(codedError('ECONNRESET', 'the sandbox relay closed the connection'));
        socket.on('readable', onReadable).on('error', onError).on('close', onClose);
        socket.once('connect', () => socket.write(`${host.replace(/^\[|\]$/g, '')} ${port}\n`));
    });
}
/** `-ECONNREFUSED connect ECONNREFUSED 127.0.0.1:80` as the error a direct connection would give. */
function relayRefusal(line, host, port) {
    const match = /^-(\S+) ?(.*)$/.exec(line);
    const code = match?.[1] ?? 'ECONNREFUSED';
    const message = match?.[2] || `could not connect to ${host}:${port}`;
    return codedError(code, `${message} (from inside the verification sandbox)`);
}
function codedError(code, message) {
    return Object.assign(new Error(message), { code });
}
/** An undici agent whose every connection is opened through the relay (TLS on top for https). */
function relayAgent(connect) {
    return new Agent({
        connect: (target, callback) => {
            const https = target.protocol === 'https:';
            const port = Number(target.port) || (https ? 443 : 80);
            connect(target.hostname, port).then((socket) => {
                if (!https)
                    return callback(null, socket);
                const secure = builtin$5.connect({ socket, servername: target.servername ?? target.hostname });
                secure.once('secureConnect', () => callback(null, secure));
                secure.once('error', (error) => callback(error, null));
            }, (error) => callback(error, null));
        },
    });
}
async function settlesWithin(promise, ms) {
    let timer;
    const settled = await Promise.race([
        promise.then(() => true),
        new Promise((resolve) => (timer = setTimeout(resolve, ms, false))),
    ]);
    clearTimeout(timer);
    return settled;
}

/**
 * No sandbox, when the configuration accepts the risk (`fixes.unsafe_unisolated_service`) on a
 * machine that cannot build one: the service runs as the job's own user, in a process group of its
 * own so that `npm start` and whatever it spawns are stopped together. Only its environment is
 * reduced (service.ts); it can read what the job can and reach any network.
 */
/** After SIGKILL only the kernel is left to act; this bounds the wait should it not report back. */
const KILL_WAIT_MS = 2000;
function unisolatedSandbox(why) {
    return {
        description: `none: the service runs as the job's own user and can read its files and reach any network (${why}; allowed by fixes.unsafe_unisolated_service)`,
        isolated: false,
        start: async (input) => startUnisolated(input),
    };
}
function startUnisolated(input) {
    const child = builtin$6.spawn('/bin/sh', ['-c', input.command], {
        cwd: input.cwd,
        env: input.env,
        // A process group (and session) of its own, signalled as one. Being its own session it does
        // not get a terminal's Ctrl-C either: cancelling goes through `stop`.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exited = child.exitCode !== null || child.signalCode !== null;
    child.once('exit', () => (exited = true));
    const group = child.pid === undefined ? undefined : new ProcessGroup(child.pid, () => exited);
    const killOnExit = () => group?.signal('SIGKILL');
    // If this process ends without stopping the service (a crash, process.exit), the group goes too.
    process.once('exit', killOnExit);
    return {
        child,
        connect: (host, port) => connectDirectly(host, port),
        dispatcher: () => undefined,
        setupFailure: () => undefined,
        async stop(graceMs) {
            await group?.terminate(graceMs);
            process.removeListener('exit', killOnExit);
        },
    };
}
function connectDirectly(host, port) {
    return new Promise((resolve, reject) => {
        const socket = builtin$3.connect({ host, port });
        socket.once('connect', () => {
            socket.off('error', reject);
            resolve(socket);
        });
        socket.once('error', reject);
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
        entries = await builtin.readdir('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const stat = await builtin.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
        if (!stat)
            continue;
        // `pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses, so read after the last `)`.
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === group && state !== 'Z' && state !== 'X')
            return true;
    }
    return false;
}

/**
 * Where a patched service runs while its fix is verified. The code is a model's proposal that
 * nobody has reviewed, so it runs where it can read and reach nothing but its own copy of the
 * sources and its own loopback, built from the kernel's namespaces with util-linux's `unshare`,
 * `setpriv` and `chroot` (on every Linux runner; bubblewrap or a container engine would need
 * installing, or an image with the service's toolchain):
 *
 * - **files**: a mount namespace whose root holds only the system's directories (read-only), the
 *   folders of the runtimes on PATH (read-only), its scratch copy and its home; not the checkout,
 *   not the job's home, not `/proc` of other processes;
 * - **processes**: a PID namespace of its own; when the service stops, the kernel ends everything
 *   it started, including what forked away;
 * - **network**: a network namespace with only loopback; Falcon reaches the service, and the
 *   verification flows run, through a relay inside that namespace (sandbox-programs.ts), so they
 *   reach what the service reaches and nothing else: no DNS, no other port of the runner, no way out;
 * - **privileges**: a uid of its own (or, in a user namespace, root of that namespace without
 *   capabilities), no capabilities, no new privileges.
 *
 * Building it takes root, password-less sudo (GitHub-hosted runners) or unprivileged user
 * namespaces, tried in that order. Where none works there is no sandbox, and verification is
 * `not_run`, unless the configuration accepts the risk (`fixes.unsafe_unisolated_service`): then
 * the service runs as the job's own user with only its environment reduced, and the log says so.
 */
/** The system's directories the service may read: programs, libraries and their configuration. */
const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];
/** Where GitHub's setup actions install runtimes. */
const TOOL_CACHE = '/opt/hostedtoolcache';
/**
 * Uids at the top of the 16-bit range, beside `nobody` (65534): no distribution hands these to
 * accounts, and a fresh one per sandbox keeps two verifications apart.
 */
const UID_RANGE = [61_000, 65_000];
/** The strongest sandbox this machine allows, or why there is none. */
async function createSandbox(options) {
    const built = await buildNamespaceSandbox(options);
    if (typeof built !== 'string')
        return { sandbox: built };
    if (options.allowUnisolated)
        return { sandbox: unisolatedSandbox(built) };
    return {
        unavailable: `no isolation is available for the patched service (${built}), so fixes are not verified; ` +
            "set fixes.unsafe_unisolated_service: true to run unreviewed code as the job's own user anyway",
    };
}
/** The namespace sandbox, or in words why it cannot be built here. */
async function buildNamespaceSandbox(options) {
    if (process.platform !== 'linux')
        return `Linux namespaces are not available on ${process.platform}`;
    const tools = findTools(options.programFolders ?? [
        ...((options.env ?? process.env)['PATH']?.split(':') ?? []),
        '/usr/sbin',
        '/usr/bin',
        '/sbin',
        '/bin',
    ]);
    if (typeof tools === 'string')
        return tools;
    const readOnly = readableFolders(options);
    const attempts = [];
    const asRoot = process.getuid?.() === 0;
    if (asRoot)
        attempts.push({ privilege: 'root', why: 'as root' });
    else if (tools.sudo && (await succeeds(tools.sudo, ['-n', 'true']))) {
        attempts.push({ privilege: 'sudo', why: 'through password-less sudo' });
    }
    if (!asRoot)
        attempts.push({ privilege: 'user-namespace', why: 'in an unprivileged user namespace' });
    const refused = [];
    for (const { privilege, why } of attempts) {
        const failure = await probe(tools, privilege);
        if (failure === undefined) {
            return namespaceSandbox({
                tools,
                privilege,
                readOnly,
                description: `Linux namespaces (util-linux unshare ${why})`,
                serviceUid: () => builtin$8.randomInt(UID_RANGE[0], UID_RANGE[1]),
            });
        }
        refused.push(`${why}: ${failure}`);
    }
    return `namespaces could not be made ${refused.join('; ')}`;
}
/** Runs the sandbox's first steps (namespaces, loopback, a mount); undefined when they work. */
async function probe(tools, privilege) {
    const unshare = [tools.unshare, ...(privilege === 'user-namespace' ? ['--user', '--map-root-user'] : [])];
    const command = [...unshare, '--net', '--mount', '--', tools.ip, 'link', 'set', 'lo', 'up'];
    const [file, ...args] = privilege === 'sudo' ? [tools.sudo, '-n', '--', ...command] : command;
    return failureOf(file, args);
}
/**
 * The folders the service may read besides its copy: the system's, the runtimes GitHub's setup
 * actions install, the folders on PATH and Falcon's own Node. A folder that is, holds or lies in
 * the checkout is never among them, nor one that holds the job's home or temporary folders.
 */
function readableFolders(options) {
    const env = options.env ?? process.env;
    const repoRoot = realOrSelf(options.repoRoot);
    const guarded = [
        repoRoot,
        env['HOME'],
        env['RUNNER_TEMP'],
        env['RUNNER_WORKSPACE'],
        env['GITHUB_WORKSPACE'],
    ]
        .filter((folder) => Boolean(folder))
        .map(realOrSelf);
    const candidates = [
        ...SYSTEM_FOLDERS,
        env['RUNNER_TOOL_CACHE'] ?? TOOL_CACHE,
        builtin$1.dirname(process.execPath),
        ...(env['PATH'] ?? '').split(':'),
        ...(options.readablePaths ?? []),
    ];
    const folders = new Set();
    for (const candidate of candidates) {
        if (!candidate || !builtin$1.isAbsolute(candidate) || !builtin$7.existsSync(candidate))
            continue;
        // Mounted where the links lead and where they are, so either path works inside.
        const forms = [realOrSelf(candidate), builtin$1.resolve(candidate)];
        const exposes = (form) => form === '/' || isWithin(repoRoot, form) || guarded.some((folder) => isWithin(form, folder));
        if (forms.some(exposes))
            continue;
        for (const form of forms)
            folders.add(form);
    }
    // A folder inside another one already listed is mounted with it.
    return [...folders].filter((folder) => ![...folders].some((other) => other !== folder && isWithin(other, folder)));
}
function realOrSelf(folder) {
    try {
        return builtin$7.realpathSync(folder);
    }
    catch {
        return builtin$1.resolve(folder);
    }
}
/** Where the programs are, or which one is missing and where it comes from. */
function findTools(programFolders) {
    const folders = programFolders.filter((folder) => builtin$1.isAbsolute(folder));
    const find = (name) => folders.map((folder) => builtin$1.join(folder, name)).find((candidate) => builtin$7.existsSync(candidate));
    const needed = {
        ip: 'iproute2',
        mount: 'util-linux',
        unshare: 'util-linux',
        setpriv: 'util-linux',
        chroot: 'coreutils',
        chown: 'coreutils',
    };
    const found = {};
    for (const [name, from] of Object.entries(needed)) {
        const where = find(name);
        if (!where)
            return `${name} (${from}) is not installed`;
        found[name] = where;
    }
    const sudo = find('sudo');
    return { ...found, ...(sudo ? { sudo } : {}) };
}
function succeeds(file, args) {
    return failureOf(file, args).then((failure) => failure === undefined);
}
/** Runs a program; undefined when it succeeds, else the first line of what it said. */
function failureOf(file, args) {
    return new Promise((resolve) => builtin$6.execFile(file, [...args], { timeout: 10_000, env: {} }, (error, _stdout, stderr) => {
        if (!error)
            return resolve(undefined);
        const said = String(stderr).trim().split('\n')[0];
        resolve(said || error.message.split('\n')[0] || 'failed');
    }));
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
    const choice = input.fixes.startCommand?.trim() ? await chooseSandbox(input) : undefined;
    for (const proposal of proposals)
        await verify(proposal, input, failing, choice);
    return proposals;
}
/** The sandbox fixes are verified in, said in the log; the same for every proposal of the run. */
async function chooseSandbox(input) {
    const choice = await (input.createSandbox ?? createSandbox)({
        repoRoot: input.repoRoot,
        allowUnisolated: input.allowUnisolated ?? false,
        readablePaths: input.servicePaths,
    });
    if ('unavailable' in choice)
        input.log.warning(`Fixes are not verified: ${choice.unavailable}.`);
    else if (choice.sandbox.isolated)
        input.log.info(`fixes are verified in a sandbox: ${choice.sandbox.description}`);
    else
        input.log.warning(`Fixes are verified without a sandbox: ${choice.sandbox.description}.`);
    return choice;
}
async function verify(proposal, input, failing, choice) {
    if (!choice || 'unavailable' in choice) {
        proposal.verification = { status: 'not_run', reason: choice?.unavailable ?? 'no start command' };
        input.log.info(`fix ${proposal.id} (${proposal.title}): ${describe(proposal)}`);
        return;
    }
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
        sandbox: choice.sandbox,
        redactor: input.redactor,
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
        run: (files, baseUrl, dispatcher) => runSelected(options, workspace, redactor, { ...dependencies, dispatcher: dispatcher ?? dependencies.dispatcher }, files, { baseUrl }),
        // The patched service runs code the model wrote: it never gets the model's key.
        withheldSecrets: [settings.apiKey ?? ''],
        serviceEnv: workspace.config.fixes.service_env,
        servicePaths: workspace.config.fixes.service_paths,
        allowUnisolated: workspace.config.fixes.unsafe_unisolated_service,
        redactor,
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
        limits: {
            deadline: started.getTime() + options.agent.timeoutMs,
            // One meter for every session and review of this investigation: the budgets are its own.
            meter: new UsageMeter(),
            ...(settings.local && !workspace.config.tool_limits.price_per_1k_tokens
                ? { pricePer1kTokens: { prompt: 0, completion: 0 } }
                : {}),
        },
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
            ...(output.attempts?.length ? { attempts: output.attempts } : {}),
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
    return {
        redactor,
        env: dependencies.env,
        dispatcher: dependencies.dispatcher,
        now: dependencies.now,
        signal: dependencies.signal,
    };
}
function upToStep(flow, stepId) {
    const index = flow.steps.findIndex((step) => step.id === stepId);
    return index < 0 ? flow : { ...flow, steps: flow.steps.slice(0, index + 1) };
}

export { executeWithFallback, investigateFailures };
