import { L as InputErrors, P as listRuns, Q as getRun, T as newestRun, U as runCoverage, V as renderCoverageLines, d as builtin } from './cancellation.js';
import { E as EXIT_INPUT_ERROR, b as EXIT_PASSED } from './exit-codes.js';
import { q as openStore, s as loadConfig, u as historySettings, v as baselineOfRun, w as coverageToJson, x as saveBaseline } from './variables.js';
import { w as createContext } from './files.js';
import { c as coreRecords, h as experienceConfidence, i as isProven, s as selectCore, C as CORES, m as modelSettings, j as recentExperiences, a as listSkills } from './selector.js';
import './timeout.js';
import './api.js';

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

/**
 * Plain data with its keys in snake_case (`startedAt` → `started_at`), as Falcon CI's JSON
 * outputs name them. Values are kept; only object keys change, at every depth.
 */
function snakeCaseKeys(value) {
    if (Array.isArray(value))
        return value.map(snakeCaseKeys);
    if (value === null || typeof value !== 'object')
        return value;
    const result = {};
    for (const [key, item] of Object.entries(value)) {
        if (item !== undefined)
            result[snakeCase(key)] = snakeCaseKeys(item);
    }
    return result;
}
/** `averageCostDollars` → `average_cost_dollars`; a key without capitals stays as it is. */
function snakeCase(key) {
    return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
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
 * `falcon coverage [run]` shows what a run exercised of the spec,
 * `falcon baseline save [name]` writes the committable baseline from the newest passing run,
 * `falcon experience [stats]`, `falcon insights` and `falcon skills` show what investigations
 * taught, and `falcon cores` lists the investigation cores and the one this workspace would get.
 */
/**
 * Runs one of the commands above (`history`, `baseline`, `experience`, `insights`, `skills`,
 * `cores`) with the history settings config.yaml gives; a broken config.yaml stops it with its
 * input errors, handed to `reportInputErrors`.
 */
async function storeCommand(command, args, options, env, output, reportInputErrors) {
    const context = createContext(options.repoRoot, env);
    const { config } = await loadConfig(options.workspace, context);
    if (context.errors.errors.length > 0)
        return reportInputErrors(new InputErrors(context.errors.errors));
    const target = {
        workspace: options.workspace,
        repoRoot: options.repoRoot,
        ...historySettings(options, config, options.workspace),
    };
    if (command === 'history')
        return historyCommand(args, target, output);
    if (command === 'coverage')
        return coverageCommand(args, target, output);
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
function historyCommand(args, target, output) {
    return withStore(target, output, (store) => {
        if (args.length === 0) {
            const runs = listRuns(store);
            if (output.json)
                output.json({ runs: snakeCaseKeys(runs) });
            else
                renderRunList(runs).forEach(output.out);
            return EXIT_PASSED;
        }
        const id = runId(args[0]);
        const run = id === undefined ? undefined : getRun(store, id);
        if (!run) {
            output.error(`falcon: no run ${args[0]} in the history; 'falcon history' lists them`);
            return EXIT_INPUT_ERROR;
        }
        if (output.json)
            output.json(snakeCaseKeys(run));
        else
            renderRun(run).forEach(output.out);
        return EXIT_PASSED;
    });
}
/** `falcon coverage [run]`: what a run of the history (the newest by default) exercised of the spec. */
function coverageCommand(args, target, output) {
    return withStore(target, output, (store) => {
        const id = args.length === 0 ? newestRun(store) : runId(args[0]);
        if (id === undefined || !getRun(store, id)) {
            output.error(args.length === 0
                ? "falcon: no runs in the history yet: 'falcon run' records one"
                : `falcon: no run ${args[0]} in the history; 'falcon history' lists them`);
            return EXIT_INPUT_ERROR;
        }
        const coverage = runCoverage(store, id);
        if (!coverage) {
            output.error(`falcon: run #${id} had no spec to measure coverage against`);
            return EXIT_INPUT_ERROR;
        }
        if (output.json)
            output.json({ run: id, ...coverageToJson(coverage) });
        else
            renderCoverageLines(id, coverage).forEach(output.out);
        return EXIT_PASSED;
    });
}
/** `12` or `#12` → 12; undefined for anything else. */
function runId(text) {
    const id = Number(text?.replace(/^#/, ''));
    return text !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
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
    output.out(`baseline ${name} saved to ${builtin.relative(target.repoRoot, file) || file}: commit it to compare every run with it`);
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
        const insights = computeInsights(store);
        if (output.json)
            output.json(snakeCaseKeys(insights));
        else
            renderInsights(insights).forEach(output.out);
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
    const store = openStore(target.historyPath, { warning: output.warning });
    if (!store)
        return EXIT_INPUT_ERROR;
    try {
        return work(store);
    }
    finally {
        store.close();
    }
}

export { baselineCommand, coresCommand, coverageCommand, experienceCommand, historyCommand, insightsCommand, skillsCommand, storeCommand };
