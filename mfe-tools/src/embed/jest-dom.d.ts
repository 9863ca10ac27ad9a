// The tsconfig lists its `types` explicitly, so the jest-dom matchers are brought in here for the
// embed's tests (scripts/jest/setupDom.ts installs them at run time).
import '@testing-library/jest-dom';
