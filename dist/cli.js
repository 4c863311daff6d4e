#!/usr/bin/env node
import { c as coreRecords, e as experienceConfidence, i as isProven, E as EXIT_INPUT_ERROR, o as openStore, s as selectCore, C as CORES, a as EXIT_PASSED, l as listRuns, b as baselineOfRun, g as getRun, d as saveBaseline, r as recentExperiences, f as listSkills, h as createStyle, w as wantsColor, O as OPTION_NAMES, j as resolveOptions, k as loadConfig, I as InputErrors, m as historySettings, n as modelSettings, p as loadWorkspace, q as createConsolePublisher, t as cancelOnSignals, u as runPipeline, v as inputErrorsOf, x as formatInputErrors, y as createContext, z as EXIT_BUG } from './chunks/cancellation.js';
import { parseArgs } from 'node:util';
import path from 'node:path';
import 'node:http';
import 'node:perf_hooks';
import 'node:assert';
import 'node:net';
import 'node:stream';
import 'node:querystring';
import 'node:events';
import 'node:diagnostics_channel';
import 'node:zlib';
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
import 'node:fs/promises';
import 'node:timers';
import 'node:dns';
import 'node:vm';
import 'node:child_process';
import 'node:fs';
import 'process';
import 'buffer';
import 'node:os';
import 'node:https';
import 'util';

const version = "0.1.0";
const packageJson = {
	version: version};

function renderRunList(runs) {
    if (runs.length === 0)
        return ['No runs in the history yet: `falcon run` records every run.'];
    const rows = runs.map((run) => [
        `#${run.id}`,
        run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
        run.verdict,
        `${run.failed}/${run.flows} failed`,
        formatDuration(run.durationMs),
        run.branch ?? '-',
        run.commit ? run.commit.slice(0, 12) : '-',
        run.pullRequest === undefined ? '' : `PR #${run.pullRequest}`,
    ]);
    return columns([['run', 'when', 'verdict', 'failures', 'duration', 'branch', 'commit', ''], ...rows]);
}
function renderRun(run) {
    const lines = [
        `Run #${run.id}: ${run.verdict} (gate: ${run.gate.join(', ') || 'nothing'}), ${run.failed} of ${run.flows} flows failed, ${formatDuration(run.durationMs)}`,
        `  started ${run.startedAt}${run.branch ? ` on ${run.branch}` : ''}${run.commit ? ` at ${run.commit}` : ''}${run.pullRequest === undefined ? '' : ` for PR #${run.pullRequest}`}`,
    ];
    for (const flow of run.flowRuns) {
        lines.push(`${flow.status === 'passed' ? '✓' : '✗'} ${flow.file} (${flow.type}) ${flow.status}, ${formatDuration(flow.durationMs)}`);
        for (const step of run.steps.filter((candidate) => candidate.file === flow.file)) {
            const status = step.httpStatus === undefined ? '' : ` HTTP ${step.httpStatus}`;
            const latency = step.latencyMs === undefined ? '' : `, ${Math.round(step.latencyMs)} ms`;
            lines.push(`    ${step.step}: ${step.status}${status}${latency}`);
        }
    }
    return lines;
}
function columns(rows) {
    const widths = rows[0].map((_, index) => Math.max(...rows.map((row) => (row[index] ?? '').length)));
    return rows.map((row) => row
        .map((cell, index) => cell.padEnd(widths[index]))
        .join('  ')
        .trimEnd());
}
function formatDuration(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/** Experiences a category needs before its best core is worth naming. */
const MIN_SAMPLE = 3;
/** A stop reason seen this often for one core is a pattern. */
const PATTERN_COUNT = 2;
/** What would help against a stop reason that keeps recurring. */
const SUGGESTIONS = {
    deadline: 'raise agent-timeout (--agent-timeout), or give the agent fewer flows per run',
    turn_limit: 'raise tool_limits.max_turns in .falcon/config.yaml',
    tool_limit: 'raise tool_limits.per_tool or tool_limits.total in .falcon/config.yaml',
    token_budget: 'raise tool_limits.max_tokens in .falcon/config.yaml',
    cost_budget: 'raise tool_limits.max_cost_usd in .falcon/config.yaml',
    model_error: 'check the model endpoint, key and quota (llm-base-url, llm-api-key, model)',
    cancelled: 'the job was cancelled while investigating: give the job more time',
};
function computeInsights(store) {
    const records = coreRecords(store);
    return {
        selection: selectionInsights(records),
        patterns: failurePatterns(store),
        costs: coreCosts(records),
    };
}
function selectionInsights(records) {
    const byCategory = new Map();
    for (const record of records)
        byCategory.set(record.category, [...(byCategory.get(record.category) ?? []), record]);
    const insights = [];
    for (const [category, candidates] of byCategory) {
        const sample = candidates.reduce((sum, record) => sum + record.runs, 0);
        if (sample < MIN_SAMPLE)
            continue;
        const best = [...candidates].sort((a, b) => b.successes / b.runs - a.successes / a.runs || b.runs - a.runs)[0];
        const rate = best.successes / best.runs;
        insights.push({
            category,
            core: best.core,
            rate: round(rate),
            sample: best.runs,
            confidence: round(experienceConfidence(best.successes, best.runs)),
        });
    }
    return insights;
}
function failurePatterns(store) {
    // An unsuccessful experience keeps its stop reason (or message) as its insight.
    const rows = store.db
        .prepare(`SELECT core, insights AS reason, count(*) AS count FROM experiences WHERE succeeded = 0
       GROUP BY core, insights HAVING count(*) >= ? ORDER BY count DESC`)
        .all(PATTERN_COUNT);
    return rows.map((row) => ({
        ...row,
        suggestion: SUGGESTIONS[row.reason] ?? 'read the session records in .falcon/sessions/ for what stopped it',
    }));
}
function coreCosts(records) {
    const byCore = new Map();
    for (const record of records)
        byCore.set(record.core, [...(byCore.get(record.core) ?? []), record]);
    return [...byCore].map(([core, list]) => {
        const runs = list.reduce((sum, record) => sum + record.runs, 0);
        const weighted = (pick) => list.reduce((sum, record) => sum + pick(record) * record.runs, 0) / runs;
        return {
            core,
            runs,
            averageTurns: round(weighted((record) => record.averageTurns)),
            averageCostDollars: round(weighted((record) => record.averageCostDollars), 4),
            averageTimeMs: Math.round(weighted((record) => record.averageTimeMs)),
        };
    });
}
function round(value, digits = 2) {
    const scale = 10 ** digits;
    return Math.round(value * scale) / scale;
}

function renderExperiences(experiences) {
    if (experiences.length === 0)
        return ['No investigations recorded yet: a failing run records one.'];
    return experiences.map((experience) => `${experience.recordedAt.toISOString().replace(/\.\d+Z$/, 'Z')}  ${experience.core.padEnd(10)} ${experience.category.padEnd(12)} ${experience.succeeded ? 'succeeded' : 'did not  '}  ${experience.turns} turns, ${seconds(experience.timeMs)}  ${experience.insights}`);
}
function renderExperienceStats(records) {
    if (records.length === 0)
        return ['No investigations recorded yet: a failing run records one.'];
    return records.map((record) => `${record.category.padEnd(12)} ${record.core.padEnd(10)} ${record.successes}/${record.runs} succeeded (${percent(record.successes / record.runs)}), ${record.averageTurns.toFixed(1)} turns, ${seconds(record.averageTimeMs)}${record.averageCostDollars > 0 ? `, $${record.averageCostDollars.toFixed(4)}` : ''} on average`);
}
function renderInsights(insights) {
    const lines = [];
    if (insights.selection.length > 0) {
        lines.push('Best core per kind of failure:');
        for (const item of insights.selection) {
            lines.push(`  ${item.category}: ${item.core}, ${percent(item.rate)} of ${item.sample} runs succeeded (confidence ${item.confidence})`);
        }
    }
    if (insights.patterns.length > 0) {
        lines.push('Recurring stops:');
        for (const pattern of insights.patterns) {
            lines.push(`  ${pattern.core} stopped on ${pattern.reason} ${pattern.count} times: ${pattern.suggestion}`);
        }
    }
    if (insights.costs.length > 0) {
        lines.push('Cost per core:');
        for (const cost of insights.costs) {
            lines.push(`  ${cost.core}: ${cost.runs} runs, ${cost.averageTurns} turns, ${seconds(cost.averageTimeMs)}${cost.averageCostDollars > 0 ? `, $${cost.averageCostDollars}` : ''} on average`);
        }
    }
    return lines.length > 0
        ? lines
        : ['Nothing learned yet: insights need at least three recorded investigations.'];
}
function renderSkills(skills) {
    if (skills.length === 0)
        return ['No skills yet: a successful investigation with tools records one.'];
    return skills.map((skill) => `${skill.category.padEnd(12)} ${skill.core.padEnd(10)} ${skill.successes}/${skill.uses} ${isProven(skill) ? 'offered ' : 'learning'}  ${skill.tools.join(' → ')}`);
}
function percent(rate) {
    return `${Math.round(rate * 100)}%`;
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}

function renderCores(cores, selection) {
    const lines = [];
    for (const core of cores) {
        const chosen = core.name === selection.core ? '  ← chosen' : '';
        const aliases = core.aliases.length > 0 ? ` (also ${core.aliases.join(', ')})` : '';
        lines.push(`${core.name}${aliases}${chosen}`);
        lines.push(`  ${core.description}`);
        lines.push(`  capabilities: ${core.capabilities.join(', ')}; ${core.needsModel ? 'needs a model' : 'needs no model'}`);
    }
    lines.push('', `Chosen: ${selection.core} (${selection.source}, confidence ${selection.confidence}): ${selection.rationale}`);
    return lines;
}

/**
 * The CLI's commands over the history: `falcon history [run]` lists recent runs or shows one,
 * `falcon baseline save [name]` writes the committable baseline from the newest passing run,
 * `falcon experience [stats]`, `falcon insights` and `falcon skills` show what investigations
 * taught, and `falcon cores` lists the investigation cores and the one this workspace would get.
 */
function historyCommand(args, target, output) {
    return withStore(target, output, (store) => {
        if (args.length === 0) {
            renderRunList(listRuns(store)).forEach(output.out);
            return EXIT_PASSED;
        }
        const id = Number(args[0]?.replace(/^#/, ''));
        const run = Number.isInteger(id) ? getRun(store, id) : undefined;
        if (!run) {
            output.error(`falcon: no run ${args[0]} in the history; 'falcon history' lists them`);
            return EXIT_INPUT_ERROR;
        }
        renderRun(run).forEach(output.out);
        return EXIT_PASSED;
    });
}
/** `name` has been validated with the options (`--baseline`, or the name after `save`). */
async function baselineCommand(args, target, output) {
    if (args[0] !== 'save' || args.length > 2) {
        output.error("falcon: use 'falcon baseline save [name]'");
        return EXIT_INPUT_ERROR;
    }
    const name = target.baseline;
    let baseline;
    const code = withStore(target, output, (store) => {
        const newest = listRuns(store, 200).find((run) => run.verdict === 'pass');
        baseline = newest && baselineOfRun(store, newest.id, name);
        if (baseline)
            return EXIT_PASSED;
        output.error("falcon: no passing run in the history yet: 'falcon run' records one");
        return EXIT_INPUT_ERROR;
    });
    if (!baseline)
        return code;
    const file = await saveBaseline(target.workspace, baseline);
    output.out(`baseline ${name} saved to ${path.relative(target.repoRoot, file) || file}: commit it to compare every run with it`);
    return EXIT_PASSED;
}
function experienceCommand(args, target, output) {
    if (args.length > 1 || (args[0] !== undefined && args[0] !== 'stats')) {
        output.error("falcon: use 'falcon experience' or 'falcon experience stats'");
        return EXIT_INPUT_ERROR;
    }
    return withStore(target, output, (store) => {
        const lines = args[0] === 'stats'
            ? renderExperienceStats(coreRecords(store))
            : renderExperiences(recentExperiences(store));
        lines.forEach(output.out);
        return EXIT_PASSED;
    });
}
function insightsCommand(target, output) {
    return withStore(target, output, (store) => {
        renderInsights(computeInsights(store)).forEach(output.out);
        return EXIT_PASSED;
    });
}
function skillsCommand(target, output) {
    return withStore(target, output, (store) => {
        renderSkills(listSkills(store)).forEach(output.out);
        return EXIT_PASSED;
    });
}
function coresCommand(options, target, hasModel, output) {
    const store = target.historyPath ? openStore(target.historyPath, { warning: () => undefined }) : undefined;
    try {
        const { selection } = selectCore({
            requested: options.agent.core,
            category: 'other',
            hasModel,
            canVerify: options.fixes.confirmations === 'pr' && Boolean(options.fixes.startCommand),
            records: store ? coreRecords(store) : [],
        });
        renderCores(CORES, selection).forEach(output.out);
        return EXIT_PASSED;
    }
    finally {
        store?.close();
    }
}
function withStore(target, output, work) {
    if (!target.historyPath) {
        output.error('falcon: the history is off (--history off, or history: off in config.yaml)');
        return EXIT_INPUT_ERROR;
    }
    const store = openStore(target.historyPath, { warning: (message) => output.error(`warning: ${message}`) });
    if (!store)
        return EXIT_INPUT_ERROR;
    try {
        return work(store);
    }
    finally {
        store.close();
    }
}

const COMMANDS = [
    'run',
    'merge',
    'validate',
    'history',
    'baseline',
    'cores',
    'experience',
    'insights',
    'skills',
];
const USAGE = `falcon ${packageJson.version} — run Falcon API test flows and gate on the results

Usage:
  falcon run [options]        load .falcon/, run the flows, exit 0 (gate passed), 1 (gate failed) or 2 (bad input)
  falcon merge <results…>     merge the JSON results of shard jobs (--shard i/n) into one run:
                              one verdict, report and JUnit file (exit codes as run)
  falcon validate [options]   check the workspace (config, spec, flows) without sending a request
  falcon history [run]        the recent runs of the history, or one run in full
  falcon baseline save [name] write <workspace>/baselines/baseline_<name>.json from the newest passing run
  falcon cores [options]      the investigation cores, and the one a failing run would get
  falcon experience [stats]   recorded investigations, or their success per core and kind of failure
  falcon insights             the best core per kind of failure, recurring stops, cost per core
  falcon skills               tool sequences that worked, and which are offered to the agent

Options:
  --workspace <dir>        the .falcon folder (default .falcon)
  -e, --environment <name> environment from .falcon/environments/
  --base-url <url>         send every request to this base URL (overrides environments)
  --flows <globs>          only flows whose file matches, e.g. 'smoke_*,contract_users.yaml'
  --types <types>          only these flow types, e.g. smoke,contract (default: all)
  --gate <types>           types whose failure fails the run (default smoke,contract; none for never;
                           add regressions to fail on regressions against the baseline)
  --shard <i/n>            run only this job's share of the flows, e.g. 2/4 (agent off, no history;
                           writes <reports-dir>/falcon-shard-<i>-of-<n>.json for falcon merge)
  --concurrency <n>        flows run at once (default 4)
  --timeout <duration>     per-request timeout, e.g. 30s, 500ms (default 30s)
  --junit <file>           JUnit XML path (default <reports-dir>/junit.xml; off for none)
  --json <file>            write the whole run as JSON
  --reports-dir <dir>      Markdown reports (default <workspace>/reports)
  --agent <mode>           investigate failures with a model: auto (when one is configured), on, off
  --llm-base-url <url>     OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM); default from config.yaml
  --llm-api-key <key>      its key (prefer the environment: --llm-api-key "$OPENAI_API_KEY")
  --model <name>           the model, e.g. gpt-4o-mini or llama3.1
  --agent-timeout <time>   wall-clock budget of the investigation (default 10m)
  --confirmations <mode>   the agent's code changes: deny (default) or pr (proposed as patches in <workspace>/fixes/)
  --start-command <cmd>    start the API from a patched worktree (PORT given) to verify proposed fixes
  --ready-url <path>       answers when that service is up (default: its port accepts connections)
  --ready-timeout <time>   how long it may take (default 60s)
  --core <name>            the investigation core: auto (default), freeform, structured, adversarial or workflow
  --coach-model <name>     the model that reviews fixes in the adversarial core (default: --model)
  --history <file>         the run history's SQLite file (default <workspace>/history/falcon.db; off for none)
  --baseline <name>        compare with <workspace>/baselines/baseline_<name>.json (default main)
  --no-color               plain output
  -h, --help               this help
  -v, --version            the version

Exit codes: 0 passed, 1 gate failed, 2 configuration or input error, 3 unexpected error.`;
/** Parses argv into the same raw options the action reads from its inputs, then calls the pipeline. */
async function main(argv, env, cwd) {
    const write = (line = '') => void process.stdout.write(`${line}\n`);
    let parsed;
    try {
        parsed = parse(argv);
    }
    catch (error) {
        process.stderr.write(`falcon: ${error.message}\nRun 'falcon --help' for the options.\n`);
        return EXIT_INPUT_ERROR;
    }
    const { values, positionals } = parsed;
    if (values.help)
        return (write(USAGE), EXIT_PASSED);
    if (values.version)
        return (write(packageJson.version), EXIT_PASSED);
    const command = positionals[0] ?? 'run';
    const args = positionals.slice(1);
    const takesArgs = command === 'history' || command === 'baseline' || command === 'experience' || command === 'merge';
    if (!COMMANDS.includes(command) || (!takesArgs && args.length > 0)) {
        process.stderr.write(`falcon: unknown command '${positionals.join(' ')}'. Use one of: ${COMMANDS.join(', ')} ('falcon --help' explains them).\n`);
        return EXIT_INPUT_ERROR;
    }
    const style = createStyle(!values['no-color'] && wantsColor(process.stdout, env));
    const raw = {};
    const given = values;
    for (const name of OPTION_NAMES) {
        const value = given[name];
        if (typeof value === 'string')
            raw[name] = value;
    }
    // `falcon baseline save <name>` names the baseline as --baseline would, and is checked the same way.
    if (command === 'baseline' && args[1] !== undefined)
        raw.baseline = args[1];
    if (command === 'merge') {
        if (args.length === 0) {
            process.stderr.write('falcon: merge needs the shard results, e.g. falcon merge shards/*.json\n');
            return EXIT_INPUT_ERROR;
        }
        raw.merge = args.join('\n');
    }
    let options;
    try {
        options = resolveOptions(raw, cwd, (name) => `--${name}`);
    }
    catch (error) {
        return reportInputError(error, style);
    }
    const output = { out: write, error: (line) => void process.stderr.write(`${line}\n`) };
    if (command !== 'run' && command !== 'merge' && command !== 'validate') {
        // The history's commands read config.yaml for `history:` and `baseline:`; a broken config stops them.
        const context = createContext(cwd, env);
        const { config } = await loadConfig(options.workspace, context);
        if (context.errors.errors.length > 0)
            return reportInputError(new InputErrors(context.errors.errors), style);
        const target = {
            workspace: options.workspace,
            repoRoot: cwd,
            ...historySettings(options, config, options.workspace),
        };
        if (command === 'history')
            return historyCommand(args, target, output);
        if (command === 'baseline')
            return baselineCommand(args, target, output);
        if (command === 'experience')
            return experienceCommand(args, target, output);
        if (command === 'insights')
            return insightsCommand(target, output);
        if (command === 'skills')
            return skillsCommand(target, output);
        return coresCommand(options, target, Boolean(modelSettings(options.agent, config).model), output);
    }
    if (command === 'validate') {
        try {
            const workspace = await loadWorkspace({
                workspace: options.workspace,
                repoRoot: cwd,
                env,
                environment: options.environment,
            });
            for (const warning of workspace.warnings)
                write(style.yellow(`warning: ${warning}`));
            write(`${style.green('✓')} ${workspace.flows.length} flows, ${Object.keys(workspace.environments).length} environments${workspace.spec ? `, spec ${workspace.spec.file} (${workspace.spec.operations.length} operations)` : ''}: the workspace is valid`);
            return EXIT_PASSED;
        }
        catch (error) {
            return reportInputError(error, style);
        }
    }
    const publisher = createConsolePublisher({
        style,
        write,
        writeError: (line) => void process.stderr.write(`${line}\n`),
        cwd,
        gate: options.gate,
    });
    const cancellation = cancelOnSignals((message) => process.stderr.write(`${style.yellow(message)}\n`));
    try {
        return (await runPipeline(options, { env, publisher, signal: cancellation.signal })).exitCode;
    }
    finally {
        cancellation.dispose();
    }
}
function parse(argv) {
    const valued = Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' }]));
    return parseArgs({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: {
            ...valued,
            environment: { type: 'string', short: 'e' },
            'no-color': { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
            version: { type: 'boolean', short: 'v' },
        },
    });
}
function reportInputError(error, style) {
    const errors = inputErrorsOf(error);
    if (!errors)
        throw error;
    formatInputErrors(errors, style).forEach((line) => process.stderr.write(`${line}\n`));
    return EXIT_INPUT_ERROR;
}

// The bundle's entry: kept apart from cli.ts so tests can import `main` without running it.
main(process.argv.slice(2), process.env, process.cwd()).then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`falcon: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\nThis is a bug in Falcon CI; please report it with the lines above.\n`);
    process.exitCode = EXIT_BUG;
});
