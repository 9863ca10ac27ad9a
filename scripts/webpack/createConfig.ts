/**
 * One webpack configuration for the shell and every remote. swc-loader
 * transpiles TypeScript and JSX; @module-federation/enhanced wires the
 * containers; each package only names what it exposes.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { API_PORT, shared } from './federation';

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

export function createConfig(options: PackageOptions) {
  return (
    _env: unknown,
    argv: { mode?: Configuration['mode'] },
  ): Configuration & { devServer?: DevServerConfiguration } => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const isHost = !options.exposes;
    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: options.exposes,
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            // The shell ships the federation runtime once; a federated remote uses it
            // instead of carrying its own copy. A remote's dev server (its harness page)
            // has no shell, so it keeps its own runtime there.
            provideExternalRuntime: isHost,
            externalRuntime: !isHost && production,
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title,
          chunks: ['main'],
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          ...options.define,
        }),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: options.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}` }],
      },
    };
  };
}
