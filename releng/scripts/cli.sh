#!/usr/bin/env bash
# Runs the foresight CLI on a plain class path (no OSGi): the core, cli and agent bundle jars plus the
# libraries the target platform pins. Builds the bundles first when a jar is missing or older than its sources.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
. "$root/releng/scripts/java-home.sh"
bundles="dev.foresight.core dev.foresight.cli dev.foresight.agent"
jar_of() { ls "$root/bundles/$1/target/$1"-*.jar 2>/dev/null | grep -v -- "-sources" | head -n 1 || true; }
stale=
for b in $bundles; do
  [ -d "$root/bundles/$b" ] || continue
  jar=$(jar_of "$b")
  if [ -z "$jar" ] || [ -n "$(find "$root/bundles/$b/src" "$root/bundles/$b/META-INF" -newer "$jar" -print -quit)" ]; then
    stale="$stale,bundles/$b"
  fi
done
if [ -n "$stale" ]; then
  echo "foresight: building${stale//,/ } ..." >&2
  (cd "$root" && ./mvnw -B -q -DskipTests -Dtycho.surefire.skip=true package -pl "${stale#,}" -am >&2) || {
    echo "foresight: the build failed; run './mvnw -B package -DskipTests' to see why" >&2; exit 1; }
fi
repo=${FORESIGHT_MAVEN_REPO:-$HOME/.m2/repository}
target="$root/releng/dev.foresight.target/dev.foresight.target.target"
lib() { # group artifact: the jar of the version the target pins
  local v
  v=$(grep -o "<groupId>$1</groupId><artifactId>$2</artifactId><version>[^<]*" "$target" | sed 's/.*<version>//' | head -n 1)
  echo "$repo/${1//.//}/$2/$v/$2-$v.jar"
}
cp=""
for b in $bundles; do
  [ -d "$root/bundles/$b" ] && cp="$cp:$(jar_of "$b")"
done
cp="${cp#:}:$(lib info.picocli picocli):$(lib com.google.code.gson gson)"
agent=$(jar_of dev.foresight.agent || true)
exec "$JAVA_HOME/bin/java" ${FORESIGHT_CLI_VMARGS:-} -Dforesight.agent.jar="${agent}" -cp "$cp" dev.foresight.cli.Main "$@"
