// The tsconfig lists its `types` explicitly, so the jest-dom matchers are brought in here for the
// tests of this package.
import '@testing-library/jest-dom';
