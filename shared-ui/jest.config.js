module.exports = require('../jest.preset')(__dirname, {
  environment: 'jsdom',
  setupFiles: [require.resolve('../scripts/jest/setupDom.ts')],
});
