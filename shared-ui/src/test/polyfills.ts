// react-router v7 needs TextEncoder, which Jest's jsdom environment does not provide. Import this
// first in any test that loads react-router (renderWithTheme does).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
