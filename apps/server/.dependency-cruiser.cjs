/**
 * The module boundary (docs/server.md "Adding a domain module"), checked by
 * src/modules/boundaries.test.ts: a module reaches another only through its public surface
 * (modules/<domain>/index.ts), and the platform knows no module. Tests and their scene builders
 * may set up another module's rows directly; production code may not.
 */
const notTests = ['\\.test\\.ts$', '/testing\\.ts$', '/test-world\\.ts$']

module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "A module imports another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '(^|/)modules/([^/]+)/', pathNot: notTests },
      to: { path: '(^|/)modules/[^/]+/', pathNot: ['(^|/)modules/$2/', '(^|/)modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'The platform serves every module and imports none.',
      severity: 'error',
      from: { path: '(^|/)platform/', pathNot: notTests },
      to: { path: '(^|/)modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The boundary test's fixture breaks the rules on purpose (boundaries.test.ts cruises it alone).
    exclude: { path: ['node_modules', '^src/testing/boundaries/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
