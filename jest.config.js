/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true } }],
  },
  testTimeout: 30000,
  // A test that fails part-way may leave a server, a timer or a process of its own behind; the run
  // still ends once every test has, and writes its results, rather than wait for them.
  forceExit: true,
};
