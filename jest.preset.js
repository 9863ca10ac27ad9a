// One Jest setup for every package: swc transpiles TypeScript and JSX, and the
// workspace packages resolve to their sources so tests never need a build first.
const path = require('node:path');

const root = __dirname;

/**
 * @param {string} dir the package folder
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[] }} [options]
 */
module.exports = function preset(dir, options = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: options.environment ?? 'node',
    // A guard against hangs, not a performance check: API tests set up a real
    // database, which takes longer on a busy two-core machine.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@module-federation)/)'],
    moduleNameMapper: {
      '^@inkpress/shared-core$': path.join(root, 'shared-core/src/index.ts'),
      '^@inkpress/shared-core/(.*)$': path.join(root, 'shared-core/src/$1'),
      '^@inkpress/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
      '^@inkpress/shared-ui/(.*)$': path.join(root, 'shared-ui/src/$1'),
      '\\.(css|svg|png|jpg|ico)$': path.join(root, 'scripts/jest/fileStub.js'),
    },
    setupFilesAfterEnv: options.setupFiles ?? [],
  };
};
