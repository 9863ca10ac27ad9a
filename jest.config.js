// Root Jest run: every package's unit and API tests in one process tree, so the
// test script can count them together.
module.exports = {
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
