import { s as builtin, I as InputError, m as messageOf, n as isRecord } from './cancellation.js';
import { a as runFromJson } from './variables.js';
import { l as describeErrors, m as formatViolation, _ as _2020Exports, n as addFormatsPlugin } from './files.js';

const $schema = "https://json-schema.org/draft/2020-12/schema";
const $id = "https://falcon-ci.dev/schemas/result.schema.json";
const title = "Falcon CI run result";
const description = "The --json output of a Falcon CI run (the json input of the action): every flow, step and check, the offline triage, the agent's outcome and the proposed fixes. The action's publish mode reads it back and refuses anything that does not fit.";
const type = "object";
const required = [
	"version",
	"verdict",
	"gate",
	"summary",
	"started_at",
	"flows",
	"triage",
	"agent",
	"proposals"
];
const additionalProperties = false;
const properties = {
	version: {
		"const": 1
	},
	verdict: {
		"enum": [
			"pass",
			"fail"
		]
	},
	gate: {
		type: "object",
		required: [
			"types",
			"blocking",
			"non_blocking"
		],
		additionalProperties: false,
		properties: {
			types: {
				type: "array",
				items: {
					$ref: "#/$defs/flowType"
				}
			},
			blocking: {
				type: "array",
				items: {
					type: "string"
				}
			},
			non_blocking: {
				type: "array",
				items: {
					type: "string"
				}
			},
			unreported: {
				description: "Parts of a merged run that never reported (a cancelled shard): each failed the gate.",
				type: "array",
				items: {
					type: "string"
				}
			},
			regressions: {
				type: "integer",
				minimum: 0
			},
			coverage: {
				description: "The coverage threshold (coverage.min_operations in config.yaml), the percentage of operations exercised, and the operations missing when it fell short.",
				type: "object",
				required: [
					"percent",
					"missing"
				],
				additionalProperties: false,
				properties: {
					min_operations: {
						type: "number",
						minimum: 0,
						maximum: 100
					},
					percent: {
						type: "number",
						minimum: 0,
						maximum: 100
					},
					missing: {
						type: "array",
						items: {
							type: "string"
						}
					}
				}
			}
		}
	},
	summary: {
		type: "object",
		required: [
			"flows",
			"passed",
			"failed",
			"errors",
			"steps",
			"checks",
			"failed_checks"
		],
		additionalProperties: false,
		properties: {
			flows: {
				$ref: "#/$defs/count"
			},
			passed: {
				$ref: "#/$defs/count"
			},
			failed: {
				$ref: "#/$defs/count"
			},
			errors: {
				$ref: "#/$defs/count"
			},
			steps: {
				$ref: "#/$defs/count"
			},
			checks: {
				$ref: "#/$defs/count"
			},
			failed_checks: {
				$ref: "#/$defs/count"
			}
		}
	},
	started_at: {
		type: "string",
		format: "date-time"
	},
	flows: {
		type: "array",
		items: {
			$ref: "#/$defs/flowResult"
		}
	},
	triage: {
		type: "array",
		items: {
			$ref: "#/$defs/finding"
		}
	},
	agent: {
		$ref: "#/$defs/agent"
	},
	core: {
		$ref: "#/$defs/core"
	},
	proposals: {
		type: "array",
		items: {
			$ref: "#/$defs/proposal"
		}
	},
	attempts: {
		description: "Each fix a retrying core tried, what verification saw of it, and which one the proposals are.",
		type: "array",
		items: {
			type: "object",
			required: [
				"number",
				"files",
				"outcome",
				"posted"
			],
			properties: {
				number: {
					type: "integer",
					minimum: 1
				},
				files: {
					type: "array"
				},
				outcome: {
					"enum": [
						"verified",
						"failed",
						"not_run",
						"repeated"
					]
				},
				detail: {
					type: "string"
				},
				posted: {
					type: "boolean"
				}
			}
		}
	},
	regressions: {
		type: "array",
		items: {
			$ref: "#/$defs/regression"
		}
	},
	flaky: {
		type: "array",
		items: {
			$ref: "#/$defs/flaky"
		}
	},
	coverage: {
		$ref: "#/$defs/coverage"
	},
	api_name: {
		type: "string"
	},
	shard: {
		description: "This result is one job's share of a matrix run (shard: i/n), to be merged with the others.",
		type: "object",
		required: [
			"index",
			"total",
			"commit",
			"assignment"
		],
		additionalProperties: false,
		properties: {
			index: {
				type: "integer",
				minimum: 1
			},
			total: {
				type: "integer",
				minimum: 1
			},
			commit: {
				type: "string",
				minLength: 1
			},
			assignment: {
				description: "Every selected flow file and the shard that runs it: the same in every shard of one run.",
				type: "object",
				additionalProperties: {
					type: "integer",
					minimum: 1
				}
			}
		}
	},
	pull_request: {
		type: "object",
		required: [
			"owner",
			"repo",
			"number",
			"head_sha"
		],
		additionalProperties: false,
		properties: {
			owner: {
				type: "string",
				minLength: 1
			},
			repo: {
				type: "string",
				minLength: 1
			},
			number: {
				type: "integer",
				minimum: 1
			},
			head_sha: {
				$ref: "#/$defs/sha"
			},
			checkout_sha: {
				$ref: "#/$defs/sha"
			}
		}
	},
	cancelled: {
		description: "The run was cancelled before it ended (Ctrl-C, a cancelled job): the signal, and the flows that did not run to their end.",
		type: "object",
		required: [
			"flows"
		],
		additionalProperties: false,
		properties: {
			signal: {
				type: "string",
				minLength: 1
			},
			flows: {
				type: "array",
				items: {
					type: "string"
				}
			}
		}
	}
};
const $defs = {
	count: {
		type: "integer",
		minimum: 0
	},
	sha: {
		type: "string",
		pattern: "^[0-9a-f]{7,64}$"
	},
	flowType: {
		"enum": [
			"smoke",
			"contract",
			"unit",
			"integration",
			"functional",
			"performance",
			"security",
			"e2e"
		]
	},
	check: {
		type: "object",
		required: [
			"name",
			"expected",
			"actual",
			"passed"
		],
		properties: {
			name: {
				type: "string"
			},
			expected: {
				type: "string"
			},
			actual: {
				type: "string"
			},
			passed: {
				type: "boolean"
			},
			line: {
				type: "integer",
				minimum: 1
			},
			details: {
				type: "array",
				items: {
					type: "string"
				}
			}
		}
	},
	headers: {
		type: "object",
		additionalProperties: {
			type: "string"
		}
	},
	step: {
		type: "object",
		required: [
			"id",
			"name",
			"phase",
			"status",
			"checks",
			"captures",
			"attempts",
			"line"
		],
		properties: {
			id: {
				type: "string"
			},
			name: {
				type: "string"
			},
			phase: {
				"enum": [
					"setup",
					"step",
					"teardown"
				]
			},
			status: {
				"enum": [
					"passed",
					"failed",
					"error",
					"skipped"
				]
			},
			request: {
				type: "object",
				required: [
					"method",
					"url",
					"headers"
				],
				properties: {
					method: {
						type: "string"
					},
					url: {
						type: "string"
					},
					headers: {
						$ref: "#/$defs/headers"
					},
					body: {
						type: "string"
					}
				}
			},
			response: {
				type: "object",
				required: [
					"status",
					"headers",
					"body"
				],
				properties: {
					status: {
						type: "integer",
						minimum: 0,
						maximum: 999
					},
					headers: {
						$ref: "#/$defs/headers"
					},
					body: {
						type: "string"
					},
					truncated: {
						type: "boolean"
					}
				}
			},
			timings: {
				type: "object",
				required: [
					"headers_ms",
					"total_ms"
				],
				properties: {
					headers_ms: {
						type: "number",
						minimum: 0
					},
					total_ms: {
						type: "number",
						minimum: 0
					}
				}
			},
			checks: {
				type: "array",
				items: {
					$ref: "#/$defs/check"
				}
			},
			captures: {
				type: "object"
			},
			attempts: {
				type: "integer",
				minimum: 0
			},
			resent: {
				description: "Why the request went out twice in the step's last attempt: the API closed the connection kept from an earlier request before answering, and the request, safe to repeat (an idempotent method or an Idempotency-Key header), was sent again on a new connection.",
				type: "string"
			},
			error: {
				type: "object",
				required: [
					"kind",
					"message"
				],
				properties: {
					kind: {
						"enum": [
							"connection",
							"timeout",
							"flow"
						]
					},
					message: {
						type: "string"
					},
					line: {
						type: "integer",
						minimum: 1
					}
				}
			},
			repro: {
				type: "string"
			},
			line: {
				type: "integer",
				minimum: 0
			},
			probe: {
				"enum": [
					"no_auth",
					"bad_auth",
					"injection",
					"method_not_allowed"
				]
			},
			operation: {
				description: "The documented operation the request went to, as METHOD /path/{template}.",
				type: "string"
			},
			cases: {
				$ref: "#/$defs/casesOutcome"
			}
		}
	},
	casesOutcome: {
		description: "What one kind of generated cases did for a step: the seed that replays it, how many ran, and the smallest failing input.",
		type: "object",
		required: [
			"kind",
			"seed",
			"runs",
			"shrinks",
			"interrupted",
			"exchanges"
		],
		additionalProperties: false,
		properties: {
			kind: {
				"enum": [
					"positive",
					"negative"
				]
			},
			seed: {
				type: "integer"
			},
			runs: {
				$ref: "#/$defs/count"
			},
			shrinks: {
				$ref: "#/$defs/count"
			},
			interrupted: {
				type: "boolean"
			},
			input: {
				type: "string"
			},
			broken: {
				type: "string"
			},
			exchanges: {
				type: "array",
				items: {
					type: "object",
					required: [
						"status",
						"count"
					],
					additionalProperties: false,
					properties: {
						status: {
							type: "integer",
							minimum: 0,
							maximum: 999
						},
						request_media: {
							type: "string"
						},
						response_media: {
							type: "string"
						},
						count: {
							type: "integer",
							minimum: 1
						}
					}
				}
			}
		}
	},
	coverageCount: {
		type: "object",
		required: [
			"documented",
			"exercised"
		],
		additionalProperties: false,
		properties: {
			documented: {
				$ref: "#/$defs/count"
			},
			exercised: {
				$ref: "#/$defs/count"
			}
		}
	},
	coveragePart: {
		type: "object",
		required: [
			"documented",
			"exercised"
		],
		additionalProperties: false,
		properties: {
			documented: {
				type: "array",
				items: {
					type: "string"
				}
			},
			exercised: {
				type: "array",
				items: {
					type: "string"
				}
			}
		}
	},
	coverage: {
		description: "What the run exercised of the spec: operations answered at least once, documented response keys (200, 4XX, default) matched, request media types sent and response media types received per status.",
		type: "object",
		required: [
			"operations",
			"statuses",
			"request_media",
			"response_media",
			"by_operation"
		],
		additionalProperties: false,
		properties: {
			operations: {
				$ref: "#/$defs/coverageCount"
			},
			statuses: {
				$ref: "#/$defs/coverageCount"
			},
			request_media: {
				$ref: "#/$defs/coverageCount"
			},
			response_media: {
				$ref: "#/$defs/coverageCount"
			},
			by_operation: {
				type: "array",
				items: {
					type: "object",
					required: [
						"operation",
						"exercised",
						"statuses",
						"undocumented",
						"request_media",
						"response_media"
					],
					additionalProperties: false,
					properties: {
						operation: {
							type: "string"
						},
						operation_id: {
							type: "string"
						},
						exercised: {
							type: "boolean"
						},
						statuses: {
							$ref: "#/$defs/coveragePart"
						},
						undocumented: {
							type: "array",
							items: {
								type: "integer"
							}
						},
						request_media: {
							$ref: "#/$defs/coveragePart"
						},
						response_media: {
							$ref: "#/$defs/coveragePart"
						}
					}
				}
			}
		}
	},
	flowResult: {
		type: "object",
		required: [
			"file",
			"name",
			"type",
			"status",
			"steps",
			"started_at",
			"duration_ms"
		],
		properties: {
			file: {
				type: "string",
				minLength: 1
			},
			name: {
				type: "string"
			},
			type: {
				$ref: "#/$defs/flowType"
			},
			status: {
				"enum": [
					"passed",
					"failed",
					"error"
				]
			},
			cancelled: {
				description: "The run was cancelled before this flow ran to its end; its status is then error.",
				type: "boolean"
			},
			steps: {
				type: "array",
				items: {
					$ref: "#/$defs/step"
				}
			},
			load: {
				type: "object"
			},
			started_at: {
				type: "string"
			},
			duration_ms: {
				type: "number",
				minimum: 0
			},
			environment: {
				type: "string"
			},
			base_url: {
				type: "string"
			}
		}
	},
	finding: {
		type: "object",
		required: [
			"flow",
			"flowName",
			"type",
			"step",
			"line",
			"kind",
			"summary",
			"details",
			"locations"
		],
		properties: {
			flow: {
				type: "string"
			},
			flowName: {
				type: "string"
			},
			type: {
				$ref: "#/$defs/flowType"
			},
			step: {
				type: "string"
			},
			line: {
				type: "integer",
				minimum: 0
			},
			kind: {
				"enum": [
					"unreachable",
					"timeout",
					"status",
					"contract",
					"latency",
					"assertion",
					"flow"
				]
			},
			summary: {
				type: "string"
			},
			details: {
				type: "array",
				items: {
					type: "string"
				}
			},
			error: {
				type: "object"
			},
			locations: {
				type: "array",
				items: {
					type: "object",
					required: [
						"file",
						"line"
					],
					properties: {
						file: {
							type: "string"
						},
						line: {
							type: "integer",
							minimum: 0
						}
					}
				}
			}
		}
	},
	agent: {
		type: "object",
		required: [
			"stopReason"
		],
		properties: {
			stopReason: {
				"enum": [
					"skipped",
					"answer",
					"turn_limit",
					"tool_limit",
					"token_budget",
					"cost_budget",
					"deadline",
					"cancelled",
					"model_error"
				]
			},
			message: {
				type: "string"
			},
			answer: {
				type: "string"
			},
			turns: {
				type: "integer",
				minimum: 0
			},
			toolCalls: {
				type: "object",
				additionalProperties: {
					type: "integer",
					minimum: 0
				}
			},
			usage: {
				type: "object"
			},
			reports: {
				type: "array",
				items: {
					type: "string"
				}
			},
			deniedWrites: {
				type: "array",
				items: {
					type: "object"
				}
			},
			staged: {
				type: "array",
				items: {
					type: "object"
				}
			}
		}
	},
	core: {
		type: "object",
		required: [
			"core",
			"ran",
			"confidence",
			"rationale",
			"source",
			"metrics"
		],
		properties: {
			core: {
				type: "string"
			},
			ran: {
				type: "string"
			},
			fellBack: {
				type: "string"
			},
			confidence: {
				type: "number",
				minimum: 0,
				maximum: 1
			},
			rationale: {
				type: "string"
			},
			source: {
				"enum": [
					"requested",
					"experience",
					"suitability"
				]
			},
			metrics: {
				type: "object"
			}
		}
	},
	proposal: {
		type: "object",
		required: [
			"id",
			"title",
			"rationale",
			"files",
			"targetFlows",
			"verification"
		],
		properties: {
			id: {
				type: "string",
				pattern: "^[0-9a-f]{6,64}$"
			},
			title: {
				type: "string"
			},
			rationale: {
				type: "string"
			},
			files: {
				type: "array",
				items: {
					type: "object",
					required: [
						"path",
						"diff",
						"added",
						"removed",
						"created"
					],
					properties: {
						path: {
							type: "string",
							minLength: 1
						},
						diff: {
							type: "string"
						},
						added: {
							$ref: "#/$defs/count"
						},
						removed: {
							$ref: "#/$defs/count"
						},
						created: {
							type: "boolean"
						}
					}
				}
			},
			targetFlows: {
				type: "array",
				items: {
					type: "string"
				}
			},
			verification: {
				type: "object",
				required: [
					"status"
				],
				properties: {
					status: {
						"enum": [
							"verified",
							"failed",
							"not_run"
						]
					}
				}
			},
			patchFile: {
				type: "string"
			},
			review: {
				type: "object",
				required: [
					"approved",
					"score",
					"issues",
					"iterations"
				],
				properties: {
					approved: {
						type: "boolean"
					},
					score: {
						type: "number",
						minimum: 0,
						maximum: 1
					},
					issues: {
						type: "array"
					},
					iterations: {
						type: "integer",
						minimum: 1
					}
				}
			}
		}
	},
	regression: {
		type: "object",
		required: [
			"kind",
			"flow",
			"baseline",
			"now"
		],
		properties: {
			kind: {
				"enum": [
					"status",
					"field_removed",
					"field_retyped",
					"field_added",
					"latency",
					"load_latency"
				]
			},
			flow: {
				type: "string"
			},
			step: {
				type: "string"
			},
			field: {
				type: "string"
			},
			baseline: {
				type: "string"
			},
			now: {
				type: "string"
			}
		}
	},
	flaky: {
		type: "object",
		required: [
			"file",
			"commit",
			"passed",
			"failed"
		],
		properties: {
			file: {
				type: "string"
			},
			commit: {
				type: "string"
			},
			passed: {
				$ref: "#/$defs/count"
			},
			failed: {
				$ref: "#/$defs/count"
			}
		}
	}
};
const resultSchema = {
	$schema: $schema,
	$id: $id,
	title: title,
	description: description,
	type: type,
	required: required,
	additionalProperties: additionalProperties,
	properties: properties,
	$defs: $defs
};

/**
 * Reads a run's JSON result (`json` output of an earlier, untrusted job) for publishing. The file is
 * data from a pull request's own code, so it is read as data only and checked: the shape, and that
 * it belongs to the commit whose workflow run triggered this job.
 */
async function readPublishedResult(file, asked = { by: "input 'publish'", hint: PUBLISH_HINT }) {
    const name = asked.name ?? file;
    let parsed;
    try {
        parsed = JSON.parse(await builtin.readFile(file, 'utf8'));
    }
    catch (error) {
        throw new InputError(`${asked.by}: cannot read ${name}: ${messageOf(error)}`, undefined, asked.hint);
    }
    const check = resultValidator();
    if (!check(parsed)) {
        const [violation] = describeErrors(check.errors ?? [], parsed);
        throw new InputError(`${asked.by}: ${name} is not a Falcon CI result (version 1): ${violation ? formatViolation(violation) : 'it does not fit the result schema'}`, undefined, asked.hint);
    }
    return runFromJson(parsed);
}
let compiled;
/** The published result schema, compiled on first use: only publish mode needs it. */
function resultValidator() {
    if (!compiled) {
        const ajv = new _2020Exports.Ajv2020({ allowUnionTypes: true });
        addFormatsPlugin.default(ajv);
        compiled = ajv.compile(resultSchema);
    }
    return compiled;
}
const PUBLISH_HINT = "point it at the file the pull_request job wrote with the 'json' input";
/**
 * The pull request to publish to: the one the result names, only if GitHub confirms its head is
 * the commit of the workflow run that triggered this job. Otherwise undefined, with the reason.
 */
async function trustedPullRequest(result, env, octokit) {
    const named = result.pullRequest;
    if (!named)
        return { reason: 'the result names no pull request (it was not produced by a pull_request run)' };
    const triggeredBy = await workflowRunHeadSha(env);
    if (triggeredBy !== named.headSha) {
        return {
            reason: `the result is for commit ${named.headSha}, not ${triggeredBy ?? 'the commit of this workflow run'}`,
        };
    }
    const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
    if (!owner || !repo || !octokit)
        return { reason: 'no repository or token to publish with' };
    try {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: named.number });
        if (data.head.sha !== named.headSha) {
            return {
                reason: `pull request #${named.number} is at ${data.head.sha}, not at the result's ${named.headSha}`,
            };
        }
        return {
            pullRequest: {
                owner,
                repo,
                number: named.number,
                headSha: data.head.sha,
                baseSha: data.base.sha,
                isFork: false,
                event: 'pull_request_target',
            },
        };
    }
    catch (error) {
        return { reason: `pull request #${named.number} could not be read: ${messageOf(error)}` };
    }
}
async function workflowRunHeadSha(env) {
    if (env['GITHUB_EVENT_NAME'] !== 'workflow_run' || !env['GITHUB_EVENT_PATH'])
        return undefined;
    try {
        const event = JSON.parse(await builtin.readFile(env['GITHUB_EVENT_PATH'], 'utf8'));
        const run = isRecord(event) ? event['workflow_run'] : undefined;
        const sha = isRecord(run) ? run['head_sha'] : undefined;
        return typeof sha === 'string' ? sha : undefined;
    }
    catch {
        return undefined;
    }
}

export { readPublishedResult as r, trustedPullRequest as t };
