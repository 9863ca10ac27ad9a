// Tests of the scripts that run the platform (servers, services, pins): beside the code.
const preset = require('../jest.preset')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/build/'],
};
