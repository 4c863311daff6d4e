/**
 * The JVM (Java, Kotlin, Scala, Groovy): `printStackTrace` text with its `Caused by:` chain, frames
 * as `StackTraceElement.toString()` writes them without `at ` (Lambda's `stackTrace`, log lines),
 * and throwables serialised by Jackson (`stackTrace: [{className, methodName, fileName,
 * lineNumber}]`, the cause nested in `cause`; Lambda's the same with `toString()` strings). The deepest cause is the root: its frames first.
 */
import { CAUSE_KEY } from '../text.js';
import { frame, isPresent, jsonObjects, readableLines, type Frame, type TraceReader } from './frame.js';

/**
 * `at com.shop.ProductController.get(ProductController.java:42)`, with an optional class loader
 * or module prefix (`app//`, `java.base@21/`), or the same without `at `.
 */
const FRAME =
  /^(?:at\s+)?(?:[\w.$@-]*\/+)*([\w$]+(?:\.[\w$]+)+)\.([\w$<>-]+)\(([^():/\\]+\.(?:java|kt|kts|scala|groovy|clj)):(\d+)\)/;
/**
 * clj-commons/pretty's frames: the name, then the file and the line right-aligned in columns
 * (`harbor.billing.usage/per-seat-cost   usage.clj:   27`, `clojure.lang.Numbers.divide
 * Numbers.java:  190`). A Clojure name is `namespace/function`.
 */
const COLUMN_FRAME = /^(\S+)\s+([^\s:/\\]+\.(?:java|kt|kts|scala|groovy|clj|cljc|cljs)):\s*(\d+)$/;
/** A throwable's first line (`com.shop.OrderException: message`, a bare class name). */
const THROWABLE = /^(?:[a-z_][\w$]*\.)+[A-Z][\w$]*(?::\s|$)/;
const CAUSED_BY = /^Caused by:/;
const SUPPRESSED = /^Suppressed:/;

/** JVM frames are told by their class, since they name no folder. */
const DEPENDENCY_PACKAGES =
  /^(?:java|javax|jakarta|jdk|sun|com\.sun|kotlin|kotlinx|scala|groovy|clojure|org\.springframework|org\.apache|org\.hibernate|org\.eclipse|org\.glassfish|org\.jboss|org\.slf4j|ch\.qos|io\.netty|reactor|io\.micronaut|io\.quarkus|io\.vertx|io\.ktor|io\.smallrye|com\.fasterxml|com\.zaxxer|com\.google|org\.junit|net\.bytebuddy|org\.aspectj|io\.undertow|feign|io\.github\.resilience4j|retrofit2|okhttp3|com\.netflix|io\.grpc|org\.postgresql|com\.mysql|org\.mariadb|org\.mybatis|org\.h2|io\.opentelemetry|brave|io\.micrometer|io\.swagger|org\.thymeleaf|org\.mockito|software\.amazon|com\.amazonaws|org\.flywaydb|org\.liquibase|liquibase|org\.jooq|io\.r2dbc|graphql|com\.graphql|org\.keycloak|akka|org\.apache)\./;
/** Proxies and generated classes stand between frames; their lines are not the API's either. */
const GENERATED =
  /\$\$(?:SpringCGLIB|EnhancerBySpringCGLIB|FastClassBySpringCGLIB)\$\$|^jdk\.proxy\d*\.|^\$Proxy\d+/;

function isDependency(owner: string): boolean {
  return DEPENDENCY_PACKAGES.test(owner) || GENERATED.test(owner);
}

/**
 * An enum's `valueOf` is written by the compiler (its line is the enum's declaration, or 1 in
 * Kotlin): called right under `Enum.valueOf`, the frame to open is the one that passed the name.
 */
function isGeneratedEnumLookup(previous: Frame | undefined, method: string): boolean {
  return method === 'valueOf' && previous?.location.function === 'java.lang.Enum.valueOf';
}

function javaFrame(
  owner: string,
  method: string,
  fileName: string,
  line: number | string,
  at = -1,
): Frame | undefined {
  return frame({
    language: 'java',
    file: javaPath(owner, fileName),
    line,
    function: `${owner}.${method}`,
    at,
    dependency: isDependency(owner),
  });
}

/** A clj-commons/pretty frame: a JVM method's (`Class.method`) or a Clojure function's (`ns/fn`). */
function columnFrame(name: string, fileName: string, line: string, at: number): Frame | undefined {
  const slash = name.indexOf('/');
  if (slash < 0) {
    const dot = name.lastIndexOf('.');
    return dot < 0 ? undefined : javaFrame(name.slice(0, dot), name.slice(dot + 1), fileName, line, at);
  }
  const namespace = name.slice(0, slash);
  return frame({
    language: 'java',
    // Clojure munges a namespace's dashes into its folders' underscores.
    file: javaPath(namespace.replace(/-/g, '_'), fileName),
    line,
    function: name,
    at,
    dependency: isDependency(namespace),
  });
}

/** The source path a frame implies: package folders plus the file name (`com/shop/X.java`). */
function javaPath(owner: string, fileName: string): string {
  const packageEnd = owner.search(/\.[A-Z$][^.]*(?:\.|$)/);
  const packageName = packageEnd < 0 ? owner.slice(0, owner.lastIndexOf('.')) : owner.slice(0, packageEnd);
  return packageName === '' ? fileName : `${packageName.replace(/\./g, '/')}/${fileName}`;
}

function readText(lines: readonly string[]): Frame[] {
  // Each throwable printed apart from the one before (no `Caused by:` between them) opens a block.
  const blocks: Frame[][][] = [[[]]];
  const suppressed: Frame[] = [];
  let inSuppressed = false;
  let suppressedIndent = 0;
  let previous: Frame | undefined;
  for (const [raw, index] of readableLines(lines)) {
    const line = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    const chain = blocks.at(-1) ?? [];
    if (SUPPRESSED.test(line)) {
      inSuppressed = true;
      suppressedIndent = indent;
      continue;
    }
    if (CAUSED_BY.test(line)) {
      // A cause printed inside a suppressed exception stays with it.
      if (inSuppressed && indent > suppressedIndent) continue;
      inSuppressed = false;
      chain.push([]);
      continue;
    }
    const match = FRAME.exec(line);
    const column = match ? undefined : COLUMN_FRAME.exec(line);
    if (!match && !column) {
      if (!inSuppressed && (chain.at(-1)?.length ?? 0) > 0 && THROWABLE.test(line)) blocks.push([[]]);
      continue;
    }
    const found = match
      ? javaFrame(match[1] ?? '', match[2] ?? '', match[3] ?? '', match[4] ?? '', index)
      : columnFrame(column?.[1] ?? '', column?.[2] ?? '', column?.[3] ?? '', index);
    if (!found) continue;
    if (isGeneratedEnumLookup(previous, found.location.function?.replace(/^.*[./]/, '') ?? ''))
      found.dependency = true;
    previous = found;
    if (inSuppressed && indent > suppressedIndent) suppressed.push(found);
    else {
      inSuppressed = false;
      chain.at(-1)?.push(found);
    }
  }
  return [...deeperFirst(blocks.map((chain) => chain.reverse().flat())), ...suppressed];
}

/**
 * Throwables printed one after another without `Caused by:` (Struts' problem report prints its
 * chain outermost first). Two that share a frame of the API's own (the same call at the same
 * line) were thrown in one call stack, and the one with more frames above that call was thrown
 * deeper: it comes first, as a cause does. Unrelated throwables keep their order.
 */
function deeperFirst(blocks: readonly Frame[][]): Frame[] {
  const ordered: Frame[][] = [];
  const run: Frame[][] = [];
  for (const block of blocks) {
    const last = run.at(-1);
    if (last !== undefined && !thrownDeeper(block, last)) ordered.push(...run.splice(0).reverse());
    run.push(block);
  }
  ordered.push(...run.reverse());
  return ordered.flat();
}

function thrownDeeper(block: readonly Frame[], than: readonly Frame[]): boolean {
  const key = (found: Frame): string =>
    `${found.location.function ?? ''}\u0000${found.location.file}\u0000${found.location.line}`;
  const positions = new Map<string, number>();
  than.forEach((found, position) => {
    if (!found.dependency && !positions.has(key(found))) positions.set(key(found), position);
  });
  for (const [position, found] of block.entries()) {
    const shared = found.dependency ? undefined : positions.get(key(found));
    if (shared !== undefined) return position > shared;
  }
  return false;
}

interface SerialisedThrowable {
  stackTrace?: unknown;
  [key: string]: unknown;
}

/**
 * Jackson's throwables (and trackers' with the same frames): every frame of the deepest cause
 * first, then its wrappers'.
 */
function readJackson(json: unknown): Frame[] {
  const seen = new Set<unknown>();
  const frames: Frame[] = [];
  for (const object of jsonObjects(json)) {
    if (seen.has(object) || !Array.isArray(object.stackTrace)) continue;
    const chain: SerialisedThrowable[] = [];
    for (let throwable: unknown = object; isThrowable(throwable) && chain.length < 32;) {
      seen.add(throwable);
      chain.push(throwable);
      // `cause` for Jackson, `innerError` and the like for trackers that write the same frames.
      const causeKey = Object.keys(throwable).find((key) => CAUSE_KEY.test(key));
      throwable = causeKey === undefined ? undefined : throwable[causeKey];
    }
    for (const throwable of chain.reverse()) frames.push(...elements(throwable.stackTrace));
  }
  return frames;
}

function isThrowable(value: unknown): value is SerialisedThrowable {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as SerialisedThrowable).stackTrace)
  );
}

function elements(stackTrace: unknown): Frame[] {
  if (!Array.isArray(stackTrace)) return [];
  return stackTrace
    .map((item: unknown) => {
      // AWS Lambda writes each element as `StackTraceElement.toString()`.
      if (typeof item === 'string') {
        const match = FRAME.exec(item.trim());
        return match ? javaFrame(match[1] ?? '', match[2] ?? '', match[3] ?? '', match[4] ?? '') : undefined;
      }
      const element = item as {
        className?: unknown;
        methodName?: unknown;
        fileName?: unknown;
        lineNumber?: unknown;
      };
      if (
        typeof element.className !== 'string' ||
        typeof element.fileName !== 'string' ||
        typeof element.lineNumber !== 'number'
      )
        return undefined;
      const method = typeof element.methodName === 'string' ? element.methodName : '?';
      return javaFrame(element.className, method, element.fileName, element.lineNumber);
    })
    .filter(isPresent);
}

export const java: TraceReader = {
  name: 'JVM stack traces (Caused by chains, StackTraceElement lines, Jackson-serialised throwables)',
  read: (input) => [...readJackson(input.json), ...readText(input.lines)],
};
