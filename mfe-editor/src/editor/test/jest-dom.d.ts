// The tsconfig lists its `types` explicitly, so the jest-dom matchers are brought in here for this package's tests.
import '@testing-library/jest-dom';
