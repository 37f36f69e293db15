#!/usr/bin/env bash
# Sourced by .ci/run (and usable by hand: `source tools/ci/use-node.sh`): puts first on PATH a
# Node that package.json's `engines` accepts. The machine's own when it does; otherwise the
# official build of Node that the npm registry ships as the package `node-linux-<arch>`,
# unpacked once under ${CROUPIER_NODE_CACHE:-$HOME/.cache/croupier}. npm itself stays the
# machine's (npm ≥ 11 runs on it).

# The version fetched when the machine's Node is too old; it must satisfy `engines`.
CROUPIER_NODE_VERSION=22.23.3

croupier_node_ok() {
  # `engines.node` is ">=MAJOR.MINOR": compare the running Node against it.
  node -e '
    const want = /^>=\s*(\d+)\.(\d+)/.exec(require("./package.json").engines.node);
    if (!want) { console.error("engines.node must read >=MAJOR.MINOR"); process.exit(2); }
    const [major, minor] = process.versions.node.split(".").map(Number);
    const [wantMajor, wantMinor] = [Number(want[1]), Number(want[2])];
    process.exit(major > wantMajor || (major === wantMajor && minor >= wantMinor) ? 0 : 1);
  '
}

if ! command -v node >/dev/null 2>&1 || ! croupier_node_ok; then
  case "$(uname -m)" in
    x86_64) croupier_arch=x64 ;;
    aarch64 | arm64) croupier_arch=arm64 ;;
    *) echo "No Node build for $(uname -m): install Node $CROUPIER_NODE_VERSION by hand" >&2; return 1 ;;
  esac
  croupier_node_dir="${CROUPIER_NODE_CACHE:-$HOME/.cache/croupier}/node-$CROUPIER_NODE_VERSION-$croupier_arch"
  if [ ! -x "$croupier_node_dir/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo none) is older than package.json's engines: fetching Node $CROUPIER_NODE_VERSION from the npm registry"
    croupier_tmp=$(mktemp -d)
    (cd "$croupier_tmp" && npm pack --silent "node-linux-$croupier_arch@$CROUPIER_NODE_VERSION" >/dev/null) || return 1
    mkdir -p "$croupier_node_dir"
    tar -xzf "$croupier_tmp"/node-linux-*.tgz -C "$croupier_node_dir" --strip-components=1 || return 1
    rm -rf "$croupier_tmp"
  fi
  export PATH="$croupier_node_dir/bin:$PATH"
  hash -r
  croupier_node_ok || { echo "Node $CROUPIER_NODE_VERSION does not satisfy engines" >&2; return 1; }
fi
echo "Using Node $(node --version) ($(command -v node)), npm $(npm --version)"
