/**
 * The webpack build of the widget for partner sites (issue 13), beside a
 * remote's federated build: two plain bundles, no federation, no React.
 *
 * - `widget.js`: the loader partners include; a stable name (served with a
 *   short cache), no runtime beyond the entry.
 * - `embed.<hash>.js` and `embed.<hash>.css`: the embed page's tool.
 * - `manifest.json`: which files the embed page loads, read by the API,
 *   which serves /widget.js, /embed/{slug} and /embed/assets/* from here.
 */
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
import webpack from 'webpack';

export interface EmbedBuildOptions {
  /** The package folder (its __dirname). */
  dir: string;
  /** The loader's entry module. */
  widget: string;
  /** The embed page's entry module. */
  embed: string;
  /** The output folder, relative to `dir`. */
  outDir?: string;
}

/** Writes manifest.json: the loader's file name and the embed entry's scripts and styles. */
class EmbedManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmbedManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmbedManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = (entry: string) => [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])];
          const embed = files('embed');
          const manifest = {
            widget: files('widget').find((f) => f.endsWith('.js')),
            embed: {
              js: embed.filter((f) => f.endsWith('.js')),
              css: embed.filter((f) => f.endsWith('.css')),
            },
          };
          compilation.emitAsset(
            'manifest.json',
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

export function createEmbedConfig(options: EmbedBuildOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    return {
      mode,
      context: options.dir,
      entry: { widget: options.widget, embed: options.embed },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: ['web', 'es2020'],
      output: {
        path: path.join(options.dir, options.outDir ?? 'dist/embed'),
        publicPath: '/embed/assets/',
        filename: (data) => (data.chunk?.name === 'widget' ? 'widget.js' : '[name].[contenthash:8].js'),
        cssFilename: '[name].[contenthash:8].css',
        uniqueName: 'inkpress_embed',
        clean: true,
      },
      experiments: { css: true },
      resolve: {
        extensions: ['.ts', '.js', '.json'],
        conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]s$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
            },
          },
        ],
      },
      optimization: {
        // One file per entry: the loader must stay one request, the embed page two.
        splitChunks: false,
        runtimeChunk: false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        new EmbedManifestPlugin(),
      ],
      performance: {
        // Goals of issue 13: the loader under 5 KB gzipped, the embed page under 90 KB (bench/widget.ts measures both).
        hints: production ? 'warning' : false,
        maxEntrypointSize: 300_000,
        maxAssetSize: 300_000,
      },
      stats: 'errors-warnings',
    };
  };
}
