/**
 * The layering of src/, checked in CI (`npm run lint`). docs/architecture.md explains each layer;
 * this file is the rule. A layer may import its own folder and the layers below it, never above.
 *
 *   entries (index.ts, cli-main.ts) → doors/ → pipeline.ts → options.ts, publish/ → report/ →
 *   investigate/ → store/ → repo/, gate.ts, run/, init/ → workspace/ → flows/ → openapi/ → http/ → util/ → core/
 *
 * Type-only imports count: a type from a higher layer ties the two layers as surely as a value.
 */

/** Each layer and the folders (regular expressions over paths) it may not import. */
const LAYERS = [
  { name: 'core', path: '^src/core/', above: ['^src/(?!core/)'] },
  { name: 'util', path: '^src/util/', above: ['^src/(?!core/|util/)'] },
  { name: 'http', path: '^src/http/', above: ['^src/(?!core/|util/|http/)'] },
  { name: 'openapi', path: '^src/openapi/', above: ['^src/(?!core/|util/|http/|openapi/)'] },
  { name: 'flows', path: '^src/flows/', above: ['^src/(?!core/|util/|http/|openapi/|flows/)'] },
  {
    name: 'workspace',
    path: '^src/workspace/',
    above: ['^src/(?!core/|util/|http/|openapi/|flows/|workspace/)'],
  },
  {
    name: 'run',
    path: '^src/run/',
    above: ['^src/(?!core/|util/|http/|openapi/|flows/|workspace/|run/)'],
  },
  // `falcon init`: writes a workspace from a spec; only the doors call it.
  {
    name: 'init',
    path: '^src/init/',
    above: ['^src/(?!core/|util/|http/|openapi/|flows/|workspace/|init/)'],
  },
  { name: 'gate', path: '^src/gate\\.ts$', above: ['^src/(?!core/|util/)'] },
  { name: 'repo', path: '^src/repo/', above: ['^src/(?!core/|util/|repo/)'] },
  {
    name: 'store',
    path: '^src/store/',
    above: ['^src/(?!core/|util/|http/|openapi/|workspace/|flows/|run/|gate\\.ts|store/)'],
  },
  {
    name: 'investigate',
    path: '^src/investigate/',
    above: ['^src/(?!core/|util/|http/|openapi/|workspace/|flows/|run/|gate\\.ts|repo/|store/|investigate/)'],
  },
  {
    name: 'report',
    path: '^src/report/',
    above: [
      '^src/(?!core/|util/|http/|openapi/|workspace/|flows/|run/|gate\\.ts|repo/|store/|investigate/|report/)',
    ],
  },
  {
    name: 'publish',
    path: '^src/publish/',
    above: [
      '^src/(?!core/|util/|http/|openapi/|workspace/|flows/|run/|gate\\.ts|repo/|store/|investigate/|report/|publish/)',
    ],
  },
  // Every option of both doors is read here, and nothing below the pipeline reads it whole.
  { name: 'options', path: '^src/options\\.ts$', above: ['^src/(?!core/|util/)'] },
  { name: 'pipeline', path: '^src/pipeline\\.ts$', above: ['^src/(doors/|index\\.ts|cli-main\\.ts)'] },
  { name: 'doors', path: '^src/doors/', above: ['^src/(index\\.ts|cli-main\\.ts)'] },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle makes the modules in it one module: break it by moving the shared part down.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...LAYERS.map((layer) => ({
      name: `layer-${layer.name}`,
      severity: 'error',
      comment: `${layer.name} imports a layer above it: move the shared part down (docs/architecture.md).`,
      from: { path: layer.path },
      to: { path: layer.above },
    })),
    {
      name: 'tests-not-in-src',
      severity: 'error',
      comment: 'src/ never imports test code.',
      from: { path: '^src/' },
      to: { path: '^__tests__/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
