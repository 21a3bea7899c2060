#!/usr/bin/env bash
# Builds single-spa's reference app (react-microfrontends: root config, navbar, styleguide) into a
# static folder for `npm run bench:web -- --reference <dir>/site`, with every CDN file of its
# index.html replaced by a local copy, so that it loads from the bench's static server alone.
#   bench/web/reference/build.sh [dir]          (default /work/ref; never inside the repository:
#                                                it runs npm install there)
# REF_GIT=<folder> takes the sources from bare mirrors <folder>/react-microfrontends+<name>/repo
# (the `fetch` tool's layout) instead of github.com. Used so (REF_GIT=/work/.mirror) on 2026-11-27 and the
# result served and measured; the github.com path was not tried here (no route to github.com).
# People and planets are not built: the first screen ("/") draws only the navbar and the layout's
# default route, and single-spa loads an application only when its route is active.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="$(mkdir -p "${1:-/work/ref}" && cd "${1:-/work/ref}" && pwd)"
case "$dir" in "$(cd "$here/../../.." && pwd)"*) echo "refusing to build inside the repository: $dir" >&2; exit 1 ;; esac
# The commits measured (2025-06-19 root config and styleguide, 2025-02-21 navbar).
declare -A commits=([root-config]=1b20864c63df7e6d85b8e195afe1d44d58eabd7b [navbar]=8b23947612f4bcb9851b1cfbfae983637036c3cc [styleguide]=39aab5c2ff917bc48d302246cdbdfc3f70c8af56)
cd "$dir"
for name in root-config navbar styleguide; do
  rm -rf "$name" && mkdir "$name"
  if [ -n "${REF_GIT:-}" ]; then
    git --git-dir="$REF_GIT/react-microfrontends+$name/repo" archive "${commits[$name]}" | tar -x -C "$name"
  else
    git clone -q "https://github.com/react-microfrontends/$name.git" "$name.git" && git -C "$name.git" archive "${commits[$name]}" | tar -x -C "$name" && rm -rf "$name.git"
  fi
  # Lint, test and dev-server tools are not needed to build; husky's prepare would fail without them.
  # The projects use pnpm (lock files); npm resolves the same ranges anew.
  (cd "$name" && rm -f pnpm-lock.yaml && npm pkg delete scripts.prepare devDependencies.jest devDependencies.jest-cli \
    devDependencies.eslint devDependencies.husky devDependencies.prettier devDependencies.pretty-quick \
    devDependencies.@testing-library/react devDependencies.@types/jest devDependencies.babel-jest devDependencies.babel-eslint \
    devDependencies.@babel/eslint-parser devDependencies.eslint-config-important-stuff devDependencies.eslint-config-react-important-stuff \
    devDependencies.eslint-config-prettier devDependencies.eslint-plugin-prettier devDependencies.concurrently devDependencies.serve \
    devDependencies.webpack-dev-server devDependencies.identity-obj-proxy devDependencies.babel-core \
    && npm install --no-audit --no-fund && npx webpack --mode=production)
done
# The libraries its import map named on the CDN: React 19 ships CommonJS only, so react, react-dom
# and react-dom/client are built as ES modules (production) importing each other by bare name; the
# injector is 2.0.2 (index.html names 2.0.1, which is not on npm).
rm -rf deps site && mkdir -p deps site/deps
cp "$here/deps-package.json" deps/package.json && cp "$here/esm-entries.cjs" "$here/webpack.config.cjs" deps/
(cd deps && npm install --no-audit --no-fund && node esm-entries.cjs && NODE_ENV=production npx webpack -c webpack.config.cjs)
cp root-config/dist/react-mf-root-config.js navbar/dist/react-mf-navbar.js styleguide/dist/react-mf-styleguide.js site/
cp root-config/node_modules/single-spa/lib/es2015/esm/single-spa.min.js site/deps/single-spa.js
cp deps/node_modules/import-map-overrides/dist/import-map-overrides.js deps/node_modules/@single-spa/import-map-injector/lib/import-map-injector.js site/deps/
cp "$here/importmap.json" site/importmap.json
sed -e 's#https://react.microfrontends.app/importmap.json#/importmap.json#' \
  -e 's#https://react.microfrontends.app/deps/npm:import-map-overrides@6.0.1/dist/import-map-overrides.js#/deps/import-map-overrides.js#' \
  -e 's#https://react.microfrontends.app/deps/npm:@single-spa/import-map-injector@2.0.1/lib/import-map-injector.js#/deps/import-map-injector.js#' \
  root-config/dist/index.html >site/index.html
if grep -q 'https://' site/index.html; then echo "site/index.html still names a CDN" >&2; exit 1; fi
echo "Built $dir/site: npm run bench:web -- --runs 3 --reference $dir/site"
