#!/usr/bin/env bash
# Builds the Foresight IDE product when it is missing or older than the sources, then starts it on a workspace
# that holds the sample project (created on first start). Arguments go to Eclipse.
#   FORESIGHT_WORKSPACE   workspace folder (default: ide-workspace in the repository)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$root/releng/scripts/java-home.sh"
product="$root/releng/dev.foresight.product/target/products/dev.foresight.ide/linux/gtk/x86_64/foresight-ide"
launcher="$product/foresight-ide"
# the archive is written at the end of every product build (the launcher keeps its source's date)
stamp="$root/releng/dev.foresight.product/target/products/dev.foresight.ide-linux.gtk.x86_64.tar.gz"
if [ ! -x "$launcher" ] || [ ! -f "$stamp" ] || [ -n "$(find "$root/bundles" "$root/features" \
    "$root/releng/dev.foresight.product" -newer "$stamp" -type f ! -path '*/target/*' ! -path '*/bin/*' -print -quit)" ]; then
  echo "foresight: building the IDE (./mvnw verify -DskipTests, about a minute the first time) ..." >&2
  (cd "$root" && ./mvnw -B -q verify -DskipTests >&2) || {
    echo "foresight: the build failed; run './mvnw -B verify -DskipTests' to see why" >&2; exit 1; }
fi
workspace=${FORESIGHT_WORKSPACE:-$root/ide-workspace}
mkdir -p "$workspace"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "foresight: no display (DISPLAY is not set); the IDE needs a graphical session or Xvfb." >&2
  exit 1
fi
export FORESIGHT_IDE_VMARGS="${FORESIGHT_IDE_VMARGS:-} -Dforesight.sampleProject=true"
exec "$launcher" -data "$workspace" "$@"
