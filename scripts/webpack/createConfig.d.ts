import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
export interface PackageOptions {
  /** The package folder (its __dirname). */
  dir: string;
  /** Federation container name. */
  name: string;
  /** Dev-server port. */
  port: number;
  /** Modules the remote exposes; none for the host. */
  exposes?: Record<string, string>;
  /** Title of the HTML page (the shell's page, or a remote's harness). */
  title: string;
  /** Compile-time constants. */
  define?: Record<string, string>;
}
export declare function createConfig(options: PackageOptions): (
  _env: unknown,
  argv: {
    mode?: Configuration['mode'];
  },
) => Configuration & {
  devServer?: DevServerConfiguration;
};
