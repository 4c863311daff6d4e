/**
 * How two test-report actions read a JUnit file, written from their parsing rules: neither is
 * published as a package, so these follow their sources (MIT and Apache-2.0) rule by rule, on the
 * same XML libraries they use. See PROVENANCE.md beside this file.
 *
 * - dorny/test-reporter (src/parsers/java-junit/java-junit-parser.ts): xml2js; a case with
 *   `<failure>` or `<error>` failed, with `<skipped>` skipped, else passed; a failure's place comes
 *   from its text, the first line matching `^at (.*)\((.*):(\d+)\)$` whose file name is a tracked
 *   file and whose package (the dotted parts before the first capitalised one) equals the file's
 *   last folders. No such line: the annotation has no file or line.
 * - mikepenz/action-junit-report (src/testParser.ts): xml-js (compact); a case with `<failure>`
 *   or `<error>` failed, with `<skipped>` skipped; its file and line are the case's `file` and
 *   `line` attributes, else the failure's, else the suite's.
 */
import path from 'node:path';
import { parseStringPromise } from 'xml2js';
import { xml2js } from 'xml-js';

export interface ReadCase {
  suite: string;
  name: string;
  result: 'failed' | 'skipped' | 'passed';
  message?: string;
  file?: string;
  line?: number;
}

type Xml2jsNode = { $?: Record<string, string>; _?: string } | string;
interface Xml2jsCase {
  $: Record<string, string>;
  failure?: Xml2jsNode[];
  error?: Xml2jsNode[];
  skipped?: Xml2jsNode[];
}

/** dorny/test-reporter's java-junit reader; `trackedFiles` are the repository's files. */
export async function dornyRead(xml: string, trackedFiles: readonly string[]): Promise<ReadCase[]> {
  const report = (await parseStringPromise(xml)) as {
    testsuites: { testsuite?: Array<{ $: Record<string, string>; testcase?: Xml2jsCase[] }> };
  };
  const byName = new Map<string, string[]>();
  for (const file of trackedFiles) byName.set(path.basename(file), [...(byName.get(path.basename(file)) ?? []), file]);
  const source = (trace: string): { file: string; line: number } | undefined => {
    for (const line of trace.split(/\r?\n/)) {
      const match = /^at (.*)\((.*):(\d+)\)$/.exec(line);
      if (!match) continue;
      const [, tracePath, fileName, lineText] = match;
      const parts = tracePath!.split('.');
      const capital = parts.findIndex((part) => part[0]! <= 'Z');
      if (capital !== -1) parts.splice(capital);
      if (parts.length === 0) continue;
      for (const file of byName.get(fileName!) ?? []) {
        const dirs = path.dirname(file).split('/');
        if (parts.length > dirs.length) continue;
        const tail = dirs.slice(dirs.length - parts.length);
        if (parts.every((part, index) => part === tail[index])) return { file, line: Number(lineText) };
      }
    }
    return undefined;
  };
  return (report.testsuites.testsuite ?? []).flatMap((suite) =>
    (suite.testcase ?? []).map((testcase): ReadCase => {
      const failures = testcase.failure ?? testcase.error;
      const result = failures ? 'failed' : testcase.skipped ? 'skipped' : 'passed';
      const failure = failures?.[0];
      const details = typeof failure === 'object' ? failure._ : failure;
      const place = details ? source(details) : undefined;
      return {
        suite: suite.$['name']!.trim(),
        name: testcase.$['name']!.trim(),
        result,
        ...(typeof failure === 'object' && failure.$?.['message'] ? { message: failure.$['message'] } : {}),
        ...(place ? { file: place.file, line: place.line } : {}),
      };
    }),
  );
}

interface XmlJsElement {
  _attributes?: Record<string, string>;
  _text?: string;
}
interface XmlJsCase extends XmlJsElement {
  failure?: XmlJsElement | XmlJsElement[];
  error?: XmlJsElement | XmlJsElement[];
  skipped?: XmlJsElement | XmlJsElement[];
}
interface XmlJsSuite extends XmlJsElement {
  testcase?: XmlJsCase | XmlJsCase[];
}

/** mikepenz/action-junit-report's reader. */
export function mikepenzRead(xml: string): ReadCase[] {
  const report = xml2js(xml, { compact: true }) as { testsuites: { testsuite?: XmlJsSuite | XmlJsSuite[] } };
  const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  return list(report.testsuites.testsuite).flatMap((suite) =>
    list(suite.testcase).map((testcase): ReadCase => {
      const failure = list(testcase.failure)[0];
      const error = list(testcase.error)[0];
      const failed = failure !== undefined || error !== undefined;
      const attributes = testcase._attributes ?? {};
      const file = attributes['file'] || failure?._attributes?.['file'] || suite._attributes?.['file'];
      const line = attributes['line'] || failure?._attributes?.['line'] || suite._attributes?.['line'];
      return {
        suite: suite._attributes?.['name'] ?? '',
        name: attributes['name'] ?? '',
        result: failed ? 'failed' : testcase.skipped !== undefined ? 'skipped' : 'passed',
        ...((failure ?? error)?._attributes?.['message'] ? { message: (failure ?? error)!._attributes!['message'] } : {}),
        ...(file ? { file } : {}),
        ...(line ? { line: Number(line) } : {}),
      };
    }),
  );
}
