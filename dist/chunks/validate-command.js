import { t as inputErrorsOf } from './cancellation.js';
import { E as EXIT_INPUT_ERROR, b as EXIT_PASSED } from './exit-codes.js';
import { p as preflight } from './pipeline.js';
import './variables.js';
import './files.js';
import './form-body.js';

/** `falcon validate`: the workspace checked as a run checks it before its first request, with nothing sent. */
/**
 * Loads the workspace and says whether it is valid: a line of counts, or (with `output.json`) the
 * flows, environments, spec and warnings as JSON. Input problems come back as thrown InputErrors,
 * for the door to report (exit 2); as JSON, they are the result.
 */
async function validateCommand(options, env, output) {
    let workspace;
    try {
        // The same checks as a run's, so validate refuses exactly what run would.
        ({ workspace } = await preflight(options, env));
    }
    catch (error) {
        const problems = inputErrorsOf(error);
        if (!problems || !output.json)
            throw error;
        output.json({
            valid: false,
            errors: problems.map((problem) => ({
                ...(problem.location ?? {}),
                message: problem.message,
                ...(problem.hint ? { hint: problem.hint } : {}),
            })),
        });
        return EXIT_INPUT_ERROR;
    }
    for (const warning of workspace.warnings)
        output.warning(warning);
    if (output.json) {
        output.json({
            valid: true,
            flows: workspace.flows.map((flow) => ({ file: flow.file, name: flow.name, type: flow.type })),
            environments: Object.keys(workspace.environments),
            ...(workspace.spec
                ? { spec: { file: workspace.spec.file, operations: workspace.spec.operations.length } }
                : {}),
            warnings: workspace.warnings,
        });
        return EXIT_PASSED;
    }
    output.out(`✓ ${workspace.flows.length} flows, ${Object.keys(workspace.environments).length} environments${workspace.spec ? `, spec ${workspace.spec.file} (${workspace.spec.operations.length} operations)` : ''}: the workspace is valid`);
    return EXIT_PASSED;
}

export { validateCommand };
