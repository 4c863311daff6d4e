/**
 * The file-name rule: a flow lives in `<type>_<description>.yaml`, so a directory listing shows
 * what each flow is. The name gives the flow its type (and its default display name), and a
 * `type:` written in the file must agree with it.
 */
import { didYouMean } from '../../util/did-you-mean.js';
import { FLOW_TYPES, isFlowType, type FlowType } from '../../core/modes.js';
import type { RawObject } from './document.js';
import type { Problems } from './problems.js';

/** What the file name says; a part is missing when the name could not be read. */
export interface Naming {
  type?: FlowType;
  /** The file name without the type prefix and extension, e.g. `user_login`. */
  description?: string;
}

const FILE_NAME = /^([^_]*)_(.+)\.(ya?ml)$/;

/** Reads the type and description from the name of `problems.source.file`, reporting what is wrong. */
export function checkFileName(doc: RawObject, problems: Problems): Naming {
  const file = problems.source.file;
  const name = file.split(/[\\/]/).at(-1) ?? file;
  const start = { file, line: 1, column: 1 };
  const typeList = `the type is one of ${FLOW_TYPES.join(', ')}`;
  const written = typeof doc.type === 'string' && isFlowType(doc.type) ? doc.type : undefined;

  const match = FILE_NAME.exec(name);
  if (!match) {
    problems.at(
      start,
      `flow file name '${name}' must be <type>_<description>.yaml`,
      `rename it, e.g. ${written ?? 'smoke'}_user_login.yaml; ${typeList}`,
    );
    return { type: written };
  }
  const [, prefix = '', description = '', extension = 'yaml'] = match;
  if (!isFlowType(prefix)) {
    const suggestion = didYouMean(prefix, FLOW_TYPES);
    problems.at(
      start,
      `flow file name '${name}' starts with unknown type '${prefix}'`,
      `${suggestion ? `did you mean ${suggestion}_${description}.${extension}? ` : 'rename the file; '}${typeList}`,
    );
    return { type: written, description };
  }
  if (written && written !== prefix) {
    problems.value(
      ['type'],
      `type '${written}' does not match the file name prefix '${prefix}'`,
      `rename the file to ${written}_${description}.${extension} or write type: ${prefix}`,
    );
  }
  return { type: prefix, description };
}
