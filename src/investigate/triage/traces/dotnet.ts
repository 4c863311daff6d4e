/**
 * .NET and Mono: `Exception.ToString()` (`at Shop.Api.ProductsController.Get(Int32 id) in
 * /src/Shop.Api/Controllers/ProductsController.cs:line 42`), as the developer exception page and
 * ProblemDetails' `exception.details` carry it. Inner exceptions are printed before the frames of
 * the exceptions that wrap them, so the root comes first as written.
 */
import { frame, readableLines, type Frame, type TraceReader } from './frame.js';

/**
 * `at Ns.Type.Method(args) in C:\app\X.cs:line 42`, its three words in the runtime's language
 * (`bei … in …:Zeile 42.`, `à … dans …:ligne 42`, `場所 … 場所 …:行 42`); and Mono's
 * `at Ns.Type.Method (args) [0x0001a] in /app/X.cs:57`, with a space, the IL offset and no word.
 */
const FRAME =
  /^\S+ ([^\s(]+) ?\([^)]*\)(?:\+\S*)?(?: \[0x[0-9a-fA-F]+\])? \S+ (.+?\.(?:cs|fs|vb)):(?:[^\s\d]+ )?(\d+)\.?$/;

/**
 * The runtime's and the framework's own code, and packages built deterministically (`/_/src/…`,
 * the path SourceLink-enabled NuGet packages are compiled under).
 */
const DEPENDENCY_NAMESPACES =
  /^(?:System|Microsoft|Npgsql|Newtonsoft|Dapper|MediatR|AutoMapper|FluentValidation|Polly|Serilog|NLog|Grpc|Swashbuckle|StackExchange|MongoDB|Pomelo|Castle|Autofac|Hangfire|MassTransit|Amazon|Azure)\./;

function read(lines: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  for (const [raw, index] of readableLines(lines)) {
    const match = FRAME.exec(raw.trim());
    if (!match) continue;
    const [, method = '', file = '', lineNumber = ''] = match;
    const found = frame({
      language: 'dotnet',
      file,
      line: lineNumber,
      function: method,
      at: index,
      dependency: DEPENDENCY_NAMESPACES.test(method) || /^\/_\//.test(file.replace(/\\/g, '/')),
    });
    if (found) frames.push(found);
  }
  return frames;
}

export const dotnet: TraceReader = {
  name: '.NET stack traces (inner exceptions, developer exception page, ProblemDetails exception.details)',
  read: (input) => read(input.lines),
};
