#!/usr/bin/env bash
# Builds the workload corpus (target/foresight-workloads-*.jar and target/lib/) and the core and agent bundle jars
# it needs. Maven downloads H2 and Lucene from Maven Central the first time. Extra arguments go to Maven:
# -DskipTests=false also runs the corpus recording test (./test does).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
. "$root/releng/scripts/java-home.sh"
if ! ls "$root"/bundles/dev.foresight.core/target/dev.foresight.core-*.jar >/dev/null 2>&1 \
		|| ! ls "$root"/bundles/dev.foresight.agent/target/dev.foresight.agent-*.jar >/dev/null 2>&1; then
	(cd "$root" && ./mvnw -B -q package -DskipTests -Dtycho.surefire.skip=true \
		-pl bundles/dev.foresight.core,bundles/dev.foresight.agent)
fi
# a plain Maven build: run it from this folder so that the Tycho build extension of the root is not loaded
cd "$here" && "$root/mvnw" -B -q -f "$here/pom.xml" package "$@"
