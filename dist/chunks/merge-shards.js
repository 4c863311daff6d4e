import { d as builtin, I as InputError, u as isFlowType, s as builtin$1 } from './cancellation.js';
import { r as readPublishedResult } from './published-result.js';
import './exit-codes.js';
import './variables.js';
import './files.js';

/**
 * Merging the results of a matrix's shard jobs into one run, for one verdict, one comment and one
 * report. Results that do not belong together are refused (exit 2, one line naming the file):
 * different commits, totals, gates or splits, two results for one shard, flows outside a shard's
 * share. A shard that never reported (a cancelled job) is not refused: its flows did not run, and
 * the gate cannot pass on checks that never happened.
 */
const HINT = "give the JSON results the shard jobs wrote (shard: i/n), e.g. 'shards/*.json' after actions/download-artifact";
/** Reads and checks the shard results the patterns name (files or globs relative to `cwd`). */
async function mergeShards(patterns, cwd) {
    const files = await matchingFiles(patterns, cwd);
    const read = [];
    for (const file of files) {
        const result = await readPublishedResult(builtin.resolve(cwd, file), {
            by: 'merge',
            hint: HINT,
            name: file,
        });
        if (!result.shard)
            throw refuse(file, 'is the result of a whole run, not of a shard');
        read.push({ file, result, shard: result.shard });
    }
    const [first, ...others] = read;
    if (!first)
        throw new InputError('merge: no shard results were given', undefined, HINT);
    const gate = first.result.gate.types.join(',');
    const split = JSON.stringify(first.shard.assignment);
    const byIndex = new Map([[first.shard.index, first.file]]);
    for (const { file, result, shard } of others) {
        const than = `than ${first.file}`;
        if (shard.commit !== first.shard.commit)
            throw refuse(file, `tested commit ${shard.commit}, another ${than} (${first.shard.commit})`);
        if (shard.total !== first.shard.total)
            throw refuse(file, `is shard ${shard.index} of ${shard.total}, not of ${first.shard.total} as ${first.file}`);
        if (result.gate.types.join(',') !== gate)
            throw refuse(file, `was gated on ${result.gate.types.join(',') || 'nothing'}, not ${gate || 'nothing'} as ${first.file}`);
        if (JSON.stringify(shard.assignment) !== split)
            throw refuse(file, `split the flows differently ${than}: give every shard the same flows, types and workspace`);
        const twin = byIndex.get(shard.index);
        if (twin)
            throw refuse(file, `is shard ${shard.index} of ${shard.total} again (so is ${twin})`);
        byIndex.set(shard.index, file);
    }
    const { total, assignment } = first.shard;
    const byFile = new Map();
    for (const { file, result, shard } of read) {
        for (const flow of result.flows) {
            if (assignment[flow.file] !== shard.index)
                throw refuse(file, `ran ${flow.file}, which is not in the share of shard ${shard.index}`);
            byFile.set(flow.file, flow);
        }
    }
    const unreported = [];
    for (let index = 1; index <= total; index++) {
        if (byIndex.has(index))
            continue;
        const missing = Object.keys(assignment).filter((file) => assignment[file] === index);
        unreported.push(`shard ${index} of ${total} never reported (a cancelled or failed job?): ${missing.length} flow(s) did not run${missing.length > 0 ? ` (${missing.join(', ')})` : ''}`);
    }
    const pullRequests = read.flatMap(({ result }) => (result.pullRequest ? [result.pullRequest] : []));
    return {
        results: Object.keys(assignment).flatMap((file) => byFile.get(file) ?? []),
        gate: first.result.gate.types.filter(isFlowType),
        unreported,
        commit: first.shard.commit,
        ...(pullRequests[0] ? { pullRequest: pullRequests[0] } : {}),
        files,
    };
}
function refuse(file, what) {
    return new InputError(`merge: ${file} ${what}`, undefined, 'merge the results of one matrix run only');
}
/** Files the patterns name, relative to `cwd`, sorted; a pattern that names none is an error. */
async function matchingFiles(patterns, cwd) {
    const files = new Set();
    for (const pattern of patterns) {
        let matched = 0;
        for await (const file of builtin$1.glob(pattern, { cwd })) {
            files.add(builtin.relative(cwd, builtin.resolve(cwd, file)));
            matched++;
        }
        if (matched === 0)
            throw new InputError(`merge: no file matches '${pattern}'`, undefined, HINT);
    }
    return [...files].sort();
}

export { mergeShards };
