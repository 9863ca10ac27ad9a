// Root Jest run: every package's unit and API tests in one process tree, so the
// test script can count them together.
module.exports = {
  // A guard against hangs, not a performance check. It is a global option: the
  // projects' own testTimeout is ignored in a multi-project run, which left API
  // tests that set up a real database with Jest's 5 s on a busy two-core machine.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared-core',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-editor',
    '<rootDir>/mfe-tools',
    '<rootDir>/mfe-billing',
    '<rootDir>/mfe-integrations',
    '<rootDir>/scripts',
  ],
};
