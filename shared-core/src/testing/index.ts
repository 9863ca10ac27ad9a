/** Test helpers shared by every package's tests (`@inkpress/shared-core/testing`). Never imported by product code. */
export { cpuMs, growth } from './growth';
