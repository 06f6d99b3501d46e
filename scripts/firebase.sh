#!/usr/bin/env bash
# Runs the project's firebase-tools with the emulators ready to start offline:
# where Google Cloud CLI's Firestore emulator is installed, a small launcher jar points firebase-tools
# at it (the jar itself has no Main-Class); elsewhere firebase-tools fetches its own emulator.
set -euo pipefail
cd "$(dirname "$0")/.."

# Only the emulators need Java (a deploy does not).
case "${1:-}" in
emulators:*)
  if ! command -v java >/dev/null 2>&1; then
    echo "The Firebase emulators need Java 11 or newer and none was found: install it, for example 'apt-get install -y default-jre-headless', then run this again." >&2
    exit 1
  fi
  # The Firestore emulator is Java 11 bytecode; "1.8.0_392" is Java 8.
  java_version=$(java -version 2>&1 | sed -n '/ version "/{s/.* version "\([^"]*\)".*/\1/p;q;}') || true
  java_major=${java_version#1.}
  java_major=${java_major%%[!0-9]*}
  if [ -n "$java_major" ] && [ "$java_major" -lt 11 ]; then
    echo "The Firebase emulators need Java 11 or newer and java on PATH is $java_major: install a newer one, for example 'apt-get install -y default-jre-headless', then run this again." >&2
    exit 1
  fi
  ;;
esac

GCLOUD_FIRESTORE_JAR=/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar
if [ -z "${FIRESTORE_EMULATOR_BINARY_PATH:-}" ] && [ -f "$GCLOUD_FIRESTORE_JAR" ]; then
  launcher_dir="$PWD/.emulators"
  launcher="$launcher_dir/firestore-launcher.jar"
  if [ ! -f "$launcher" ]; then
    mkdir -p "$launcher_dir"
    manifest="$launcher_dir/MANIFEST.MF"
    printf 'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:%s\n' \
      "$GCLOUD_FIRESTORE_JAR" > "$manifest"
    if command -v jar >/dev/null 2>&1; then
      jar cfm "$launcher" "$manifest"
    else
      # A JRE without the jar tool: a jar is a zip with the manifest inside.
      python3 -c 'import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as z: z.write(sys.argv[2], "META-INF/MANIFEST.MF")' "$launcher" "$manifest"
    fi
  fi
  export FIRESTORE_EMULATOR_BINARY_PATH="$launcher"
fi

# Quiets the emulator's WebChannel warnings about pages that have gone (see the properties file).
export JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:-} -Djava.util.logging.config.file=$PWD/scripts/emulator-logging.properties"

exec node_modules/.bin/firebase "$@"
