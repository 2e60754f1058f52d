// One bundler configuration for the shell and every remote (each app's rspack.config.mjs is
// a few lines that call createAppConfig). Production builds hash every asset except the
// federation entry points, which the static server sends with revalidation.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { apps, sharedModules } from './federation.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/**
 * @param {object} options
 * @param {keyof typeof apps} options.app which federated app this is
 * @param {string} options.appDir absolute directory of the app
 * @param {Record<string, string>} [options.exposes] modules a remote offers to the shell
 * @param {string} options.title document title of the app's own page
 */
export function createAppConfig({ app, appDir, exposes, title }) {
  const { mfName, port } = apps[app];
  const isHost = app === 'shell';
  const require = createRequire(path.join(appDir, 'package.json'));
  const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

  return (env = {}) => {
    const isDev = Boolean(env.RSPACK_SERVE);
    const hashed = isDev ? '[name]' : '[name].[contenthash:8]';
    return {
      mode: isDev ? 'development' : 'production',
      context: appDir,
      target: ['web', 'es2022'],
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes are loaded from other origins, so their chunks resolve relative to remoteEntry.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: mfName,
        filename: `static/js/${hashed}.js`,
        chunkFilename: `static/js/${hashed}.js`,
        assetModuleFilename: `static/media/${hashed}[ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router's package exports only point at its development build.
        alias: isDev ? {} : { 'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs') },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
              },
              env: { targets: browserTargets },
            },
          },
          { test: /\.(png|jpe?g|webp|avif|svg|gif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(buildDir, 'index.html'),
          templateParameters: { title },
          chunks: ['main'],
        }),
        new ModuleFederationPlugin({
          name: mfName,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedModules(appDir),
          // With 'version-first' one unreachable remote blanks the whole shell.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        isDev && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        static: isHost ? [{ directory: path.join(appDir, 'public') }] : false,
      },
      stats: 'errors-warnings',
    };
  };
}
