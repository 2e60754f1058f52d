// One bundler configuration for the shell and every remote (each app's rspack.config.mjs is
// a few lines that call createAppConfig). Production builds hash every asset except the
// federation entry points, which the static server sends with revalidation.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { apps, sharedModules } from './federation.mjs';
import { PrecompressPlugin } from './precompress.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

const federationRuntimePackages = {
  sdk: 'dist/index.js',
  'runtime-core': 'dist/index.js',
  runtime: 'dist/index.js',
  'webpack-bundler-runtime': 'dist/index.js',
  'runtime-tools': 'dist/index.js',
  'error-codes': 'dist/index.mjs',
};

/** Directory of an installed package, found from its resolved entry (some hide package.json). */
function packageRoot(resolveFrom, name) {
  let dir = path.dirname(resolveFrom.resolve(name));
  while (!dir.endsWith(path.join('node_modules', ...name.split('/')))) dir = path.dirname(dir);
  return dir;
}

/** stylis' ES entry as styled-components resolves it (stylis is its dependency, not ours). */
function stylisEntry(require) {
  const fromStyled = createRequire(path.join(packageRoot(require, 'styled-components'), 'package.json'));
  return path.join(packageRoot(fromStyled, 'stylis'), 'index.js');
}

function federationRuntimeEsm() {
  const fromBuild = createRequire(import.meta.url);
  const fromEnhanced = createRequire(path.join(packageRoot(fromBuild, '@module-federation/enhanced'), 'package.json'));
  const fromTools = createRequire(
    path.join(packageRoot(fromEnhanced, '@module-federation/runtime-tools'), 'package.json'),
  );
  const alias = {};
  for (const [name, file] of Object.entries(federationRuntimePackages)) {
    for (const from of [fromEnhanced, fromTools]) {
      try {
        alias[`@module-federation/${name}$`] = path.join(packageRoot(from, `@module-federation/${name}`), file);
        break;
      } catch {
        // not a dependency of this package: try the next
      }
    }
  }
  alias['@module-federation/enhanced/runtime$'] = path.join(
    packageRoot(fromBuild, '@module-federation/enhanced'),
    'dist/src/runtime.mjs',
  );
  return alias;
}

/**
 * styled-components' SWC plugin: the CSS in our styled templates is minified at build time
 * (comments, indentation and line breaks are otherwise shipped in the JavaScript and parsed at
 * runtime), and styled calls are marked pure so unused ones can be dropped. Class names stay
 * runtime-generated as before (no displayName or SSR ids); the prerendered snapshot is built
 * with the same rule.
 */
const styledComponentsPlugin = (isDev) => [
  fileURLToPath(import.meta.resolve('@swc/plugin-styled-components/swc_plugin_styled_components.wasm')),
  { displayName: isDev, ssr: false, minify: !isDev, pure: !isDev, transpileTemplateLiterals: false },
];

/** Our TypeScript and TSX, compiled by rspack's built-in SWC for the given targets. */
function sourceRule({ targets, isDev }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
        experimental: {
          plugins: [styledComponentsPlugin(isDev)],
          // SWC compiles the wasm plugin once and keeps it here (by default: .swc/ in each app).
          cacheRoot: path.join(buildDir, '../node_modules/.cache/swc'),
        },
      },
      env: { targets },
    },
  };
}

const firstLoadVendorPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'i18next',
  'react-i18next',
  'use-sync-external-store',
  'styled-components',
  'stylis',
  '@emotion/is-prop-valid',
  '@emotion/memoize',
  '@emotion/unitless',
  'shallowequal',
  'tslib',
];
/**
 * The shell's own first-load code (app, layout, header and what they import of ours): in the same
 * file as the shared modules, one request and its headers fewer and one brotli stream. Listed, like
 * the modules below, so a lazy page's module never moves into the first load. bootstrap.tsx stays
 * in a small chunk of its own: with it in this file (the chunk named like this group), the app
 * never started, as loading the file then waited for shared modules that only this file provides.
 */
const shellFirstLoadModules = [
  'app/(App|render-app|router|ShellRouter)\\.tsx',
  'features/header/(Header|DesktopNav|LanguageSwitcher)\\.tsx',
  'features/header/(useIsMobile|nav-items|useHoverIntent)\\.ts',
  'features/layout/(Layout|Footer|PageTransition|ScrollRestoration)\\.tsx',
  'features/layout/snapshot\\.ts',
  'features/auth/RecoveryRedirect\\.tsx',
  'features/federation/RemotePage\\.tsx',
  'features/pages/RouteErrorPage\\.tsx',
  'common/next-path\\.ts',
  'locales/de\\.json',
].map((file) => `shell[\\/]src[\\/]${file.replaceAll('/', '[\\/]')}`);
/**
 * Our shared packages of the first load: the modules of shared-ui's index, all of shared-i18n (its
 * index exports everything), and the modules of shared-auth's index with what they import of ours.
 * A list, not a folder: a module only some lazy page uses (shared-auth/query, shared-ui/forms'
 * fields, say) must not move into the first load with them.
 */
const firstLoadSharedModules = [
  'shared-ui[\\/]src[\\/](index|theme|GlobalStyle|ThemeRoot|toast)\\.tsx?',
  'shared-ui[\\/]src[\\/]components[\\/](Button|Layout|Spinner|ErrorScreen|VisuallyHidden|DropdownMenu|icons|LazyImage)\\.tsx?',
  'shared-i18n[\\/]src[\\/].+',
  'shared-auth[\\/]src[\\/](index|AuthProvider|client|errors|functions|guest|identity|local-cache|sanitize|session-claims)\\.tsx?',
  // What shared-auth's index needs of the contract and the domain (the error codes' list is
  // the api client's, @cc/shared-auth/api-client, which the start page does not load).
  'shared-contract[\\/]src[\\/]headers\\.ts',
  'shared-domain[\\/]src[\\/]sanitize\\.ts',
  ...shellFirstLoadModules,
  // What the shell's first-load code needs of the domain.
  'shared-domain[\\/]src[\\/](news|site)\\.ts',
];
const firstLoadVendorGroup = {
  name: 'vendors',
  // The installed packages, the slim shared entries in shared/ that re-export them, and our
  // shared packages of the first load: one file instead of one per package (each costs a
  // request and its response headers, and compresses worse alone).
  test: new RegExp(
    `[\\/]node_modules[\\/](${firstLoadVendorPackages.join('|')})[\\/]|[\\/]shared-build[\\/](shared[\\/](react-router|react-i18next)|stylis)\\.mjs$` +
      `|[\\/](${firstLoadSharedModules.join('|')})$`,
  ),
  enforce: true,
  priority: 10,
};

/**
 * The Module Federation manifest plugin warns on every build of a remote that its manifest "will
 * use absolute path resolution via its host at runtime, reason: publicPath='auto'". That is the
 * design here: a remote's URL comes from runtime configuration, so its chunks resolve relative to
 * its remoteEntry. Exactly this one, understood message is dropped, so a real warning stands out.
 */
export const expectedManifestWarning =
  "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'";

/**
 * The federation plugins point rspack at the CommonJS builds of the bundler runtime and of
 * `@module-federation/runtime` (by absolute path, and by an alias they add after ours), which
 * rspack cannot tree-shake. Every such request goes to the package's ES build next to it instead.
 */
class FederationRuntimeEsmPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const cjs = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
    const esm = (file) => {
      const candidate = file.replace(/\.cjs$/, '.js');
      return existsSync(candidate) ? candidate : file;
    };
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsm', () => {
      const alias = compiler.options.resolve.alias ?? {};
      for (const [key, value] of Object.entries(alias)) {
        if (typeof value === 'string' && cjs.test(value)) alias[key] = esm(value);
      }
    });
    // Before resolving only: a request that names a .cjs file (the bundler runtime's entry).
    new compiler.webpack.NormalModuleReplacementPlugin(cjs, (resource) => {
      if (!resource.createData?.resource) resource.request = esm(resource.request);
    }).apply(compiler);
  }
}

class QuietExpectedWarningsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('QuietExpectedWarnings', (name, type, args) => {
      const expected =
        name === 'Module Federation Manifest Plugin' &&
        type === 'warn' &&
        (args ?? []).some((arg) => String(arg).includes(expectedManifestWarning));
      // A bail hook: true stops the message, undefined lets it through.
      return expected ? true : undefined;
    });
  }
}

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
      // A production remote is only its remoteEntry.js: its own page (the standalone host) exists on
      // the dev server only. Without that entry its exposed pages are not split against it either.
      entry: isHost || isDev ? { main: './src/index.ts' } : {},
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
        alias: {
          // The real packages behind the slim shared entries in shared/ (react-router's package
          // exports point at its development build only).
          'react-router-full$': path.join(
            reactRouterDir,
            isDev ? 'dist/development/index.mjs' : 'dist/production/index.mjs',
          ),
          'framer-motion-full$': path.join(
            path.dirname(require.resolve('framer-motion/package.json')),
            'dist/es/index.mjs',
          ),
          'react-i18next-full$': path.join(packageRoot(require, 'react-i18next'), 'dist/es/index.js'),
          // stylis without its vendor prefixer (see stylis.mjs); styled-components' own copy behind it.
          stylis$: path.join(buildDir, 'stylis.mjs'),
          'stylis-full$': stylisEntry(require),
          // The federation runtime is injected with require(), which picks its CommonJS builds;
          // the ES builds let rspack drop what the browser never runs (Node loaders, unused hooks).
          ...federationRuntimeEsm(),
        },
      },
      module: {
        rules: [
          sourceRule({ targets: browserTargets, isDev }),
          // Lets the minifier drop the react-router components no app uses (see the loader).
          !isDev && {
            test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
            loader: path.join(buildDir, 'react-router-tree-shaking.cjs'),
          },
          { test: /\.(png|jpe?g|webp|avif|svg|gif)$/i, type: 'asset/resource' },
        ].filter(Boolean),
      },
      plugins: [
        // First: the federation plugin warns while it is applied.
        !isHost && new QuietExpectedWarningsPlugin(),
        // A remote's own page (the standalone host) exists on its dev server only: production
        // remotes borrow the shell's federation runtime, so they are not pages of their own.
        (isHost || isDev) &&
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
          // In production the shell provides the federation runtime and remotes use it, instead of
          // every remoteEntry carrying its own ~20 KB copy. Dev servers keep a runtime each, so a
          // remote can run alone there.
          experiments: isDev
            ? { optimization: { target: 'web' } }
            : isHost
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : // A remote loads no remotes itself, so it needs no remote-loading or snapshot code.
                { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
        }),
        isDev && new ReactRefreshRspackPlugin(),
        new FederationRuntimeEsmPlugin(),
        // `<file>.gz` (zopfli) next to every text asset, sent as is by nginx and serve.mjs.
        !isDev && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        // The shell provides React, the router, i18next and styled-components to every page.
        // Federation would give each of them (and each sub-entry like react/jsx-runtime) a chunk
        // of its own; one chunk saves a request and its headers per package on the first load.
        splitChunks:
          isHost && !isDev ? { chunks: 'async', cacheGroups: { firstLoadVendors: firstLoadVendorGroup } } : undefined,
      },
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

/**
 * A Node build of one module for rendering pages at build time (the shell's snapshot of `/`):
 * the same TypeScript, JSON and package resolution as the browser builds, no federation (every
 * import is bundled), images inlined as data URLs so the rendered HTML needs no other origin.
 * @param {object} options
 * @param {string} options.appDir absolute directory of the app that owns the entry
 * @param {string} options.entry absolute path of the module to build
 * @param {string} options.outputPath absolute directory for the bundle (written as index.cjs)
 */
export function createPrerenderConfig({ appDir, entry, outputPath }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return {
    mode: 'production',
    context: appDir,
    target: 'node20',
    entry: { index: entry },
    devtool: false,
    output: { path: outputPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // react-router's package exports point at its development build only.
        'react-router$': path.join(
          path.dirname(require.resolve('react-router/package.json')),
          'dist/production/index.mjs',
        ),
      },
    },
    module: {
      rules: [
        sourceRule({ targets: 'node 20', isDev: false }),
        { test: /\.(png|jpe?g|webp|avif|svg|gif)$/i, type: 'asset/inline' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
