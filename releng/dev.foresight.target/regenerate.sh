#!/usr/bin/env bash
# Regenerates dev.foresight.target.target (the pinned target the build uses) from dev.foresight.roots.target
# (the hand-edited roots). Run from anywhere; needs network access to Maven Central.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/releng/scripts/java-home.sh"
cd "$root"
pinned="$here/dev.foresight.target.target"
# an eclipse-target-definition module resolves the .target named after it, so the roots stand in for the
# pinned file while the mirror runs; the old pinned file comes back if anything fails
cp "$pinned" "$pinned.bak"
trap 'mv -f "$pinned.bak" "$pinned"' ERR
cp "$here/dev.foresight.roots.target" "$pinned"
./mvnw -B -q -f "$here/pom.xml" -Dforesight.target.file="$pinned" \
    org.eclipse.tycho:target-platform-configuration:5.0.2:mirror-target-platform
python3 "$here/pin-target.py" "$here/target/target-platform-repository/content.xml" > "$pinned.new"
mv -f "$pinned.new" "$pinned"
rm -f "$pinned.bak"
echo "wrote $pinned"
