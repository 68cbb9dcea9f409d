# Sourced by every Foresight script: exports JAVA_HOME pointing at a JDK 21 or newer.
# Order: $FORESIGHT_JAVA_HOME, $JAVA_HOME, then JDKs installed under the usual folders.
java_major() {
  "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p'
}
pick_jdk() {
  local candidate
  for candidate in "${FORESIGHT_JAVA_HOME:-}" "${JAVA_HOME:-}" /usr/lib/jvm/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/*; do
    [ -n "$candidate" ] && [ -x "$candidate/bin/javac" ] || continue
    local major
    major=$(java_major "$candidate")
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}
if ! FORESIGHT_JDK=$(pick_jdk); then
  echo "Foresight needs a JDK 21 or newer (found none in FORESIGHT_JAVA_HOME, JAVA_HOME or /usr/lib/jvm)." >&2
  echo "Install one, for example Eclipse Temurin 21 or 25 (https://adoptium.net), and set JAVA_HOME to it." >&2
  exit 1
fi
export JAVA_HOME="$FORESIGHT_JDK"
export PATH="$JAVA_HOME/bin:$PATH"
