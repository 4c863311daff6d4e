/**
 * Coverage: what a run exercised of what the spec documents. Each operation, each documented
 * response (`200`, `4XX`, `default`), each request media type and each status's response media type
 * counts once it was answered at least once: by a step, a security probe or a generated case.
 * A received status counts for the key that documents it (exact, then its range, then `default`),
 * as the contract checks read it.
 */
import type { Coverage, CoverageCount, FlowResult, OperationCoverage } from '../core/results.js';
import { findResponse } from './contract.js';
import { findMediaKey, normalizeMediaType } from './media.js';
import type { ApiSpec, Operation } from './types.js';

/** How results name an operation: `GET /pets/{petId}`. */
export function operationKey(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

interface Exercised {
  statuses: Set<string>;
  undocumented: Set<number>;
  requestMedia: Set<string>;
  responseMedia: Set<string>;
  answered: boolean;
}

export function measureCoverage(spec: ApiSpec, results: readonly FlowResult[]): Coverage {
  const seen = new Map<string, Exercised>();
  const byKey = new Map(spec.operations.map((operation) => [operationKey(operation), operation]));
  const note = (key: string, status: number, requestType?: string, responseType?: string): void => {
    const operation = byKey.get(key);
    if (!operation) return;
    let exercised = seen.get(key);
    if (!exercised) {
      exercised = {
        statuses: new Set(),
        undocumented: new Set(),
        requestMedia: new Set(),
        responseMedia: new Set(),
        answered: false,
      };
      seen.set(key, exercised);
    }
    exercised.answered = true;
    const found = findResponse(operation, status);
    if (!found) exercised.undocumented.add(status);
    else {
      exercised.statuses.add(found.key);
      const media = responseType && findMediaKey(Object.keys(found.response.content), responseType);
      if (media) exercised.responseMedia.add(`${found.key} ${media}`);
    }
    const requestMedia =
      requestType && operation.requestBody
        ? findMediaKey(Object.keys(operation.requestBody.content), requestType)
        : undefined;
    if (requestMedia) exercised.requestMedia.add(requestMedia);
  };

  for (const result of results) {
    for (const step of result.steps) {
      if (!step.operation) continue;
      if (step.cases) {
        for (const exchange of step.cases.exchanges) {
          note(step.operation, exchange.status, exchange.requestMedia, exchange.responseMedia);
        }
      } else if (step.response) {
        note(
          step.operation,
          step.response.status,
          step.request?.body !== undefined ? header(step.request.headers, 'content-type') : undefined,
          header(step.response.headers, 'content-type'),
        );
      }
    }
  }

  const byOperation = spec.operations.map((operation): OperationCoverage => {
    const key = operationKey(operation);
    const exercised = seen.get(key);
    const statuses = Object.keys(operation.responses);
    const requestMedia = Object.keys(operation.requestBody?.content ?? {});
    const responseMedia = statuses.flatMap((status) =>
      Object.keys(operation.responses[status]?.content ?? {}).map((media) => `${status} ${media}`),
    );
    return {
      operation: key,
      ...(operation.operationId !== undefined ? { operationId: operation.operationId } : {}),
      exercised: exercised?.answered ?? false,
      statuses: {
        documented: statuses,
        exercised: statuses.filter((status) => exercised?.statuses.has(status)),
      },
      undocumented: [...(exercised?.undocumented ?? [])].sort((a, b) => a - b),
      requestMedia: {
        documented: requestMedia,
        exercised: requestMedia.filter((media) => exercised?.requestMedia.has(media)),
      },
      responseMedia: {
        documented: responseMedia,
        exercised: responseMedia.filter((pair) => exercised?.responseMedia.has(pair)),
      },
    };
  });
  const total = (
    part: (entry: OperationCoverage) => { documented: string[]; exercised: string[] },
  ): CoverageCount => ({
    documented: byOperation.reduce((sum, entry) => sum + part(entry).documented.length, 0),
    exercised: byOperation.reduce((sum, entry) => sum + part(entry).exercised.length, 0),
  });
  return {
    operations: {
      documented: byOperation.length,
      exercised: byOperation.filter((entry) => entry.exercised).length,
    },
    statuses: total((entry) => entry.statuses),
    requestMedia: total((entry) => entry.requestMedia),
    responseMedia: total((entry) => entry.responseMedia),
    byOperation: byOperation,
  };
}

function header(headers: Record<string, string>, name: string): string | undefined {
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === name) return normalizeMediaType(headers[key]);
  return undefined;
}
