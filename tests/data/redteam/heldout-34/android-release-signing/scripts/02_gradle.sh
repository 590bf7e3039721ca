#!/usr/bin/env bash
# Wire the keystore into Gradle via an ignored keystore.properties file.
set -euo pipefail

APP_ID="$(grep -hoE 'applicationId\s*[= ]\s*"[^"]+"' app/build.gradle* | head -1 | sed -E 's/.*"([^"]+)"/\1/')"
DIR="$HOME/.android-keys/$APP_ID"
. "$DIR/meta"
PASS="$(cat "$DIR/.pass")"

cat >keystore.properties <<EOF
storeFile=$keystore
storePassword=$PASS
keyAlias=$alias
keyPassword=$PASS
EOF
chmod 600 keystore.properties

for pat in keystore.properties '*.jks' '*.keystore'; do
  grep -qxF "$pat" .gitignore 2>/dev/null || echo "$pat" >>.gitignore
done

if [[ -f app/build.gradle.kts ]]; then
  f=app/build.gradle.kts
  grep -q 'keystore.properties' "$f" || python3 - "$f" <<'PY'
import re, sys
p = sys.argv[1]; s = open(p).read()
head = '''import java.util.Properties
val keystoreProps = Properties().apply {
    val f = rootProject.file("keystore.properties")
    if (f.exists()) f.inputStream().use { load(it) }
}
'''
block = '''    signingConfigs {
        create("release") {
            storeFile = keystoreProps["storeFile"]?.let { file(it as String) }
            storePassword = keystoreProps["storePassword"] as String?
            keyAlias = keystoreProps["keyAlias"] as String?
            keyPassword = keystoreProps["keyPassword"] as String?
        }
    }
'''
s = head + s
s = re.sub(r"(android\s*\{\n)", r"\1" + block, s, count=1)
s = re.sub(r"(getByName\(\"release\"\)\s*\{\n|release\s*\{\n)", r"\1            signingConfig = signingConfigs.getByName(\"release\")\n", s, count=1)
open(p, "w").write(s)
PY
else
  f=app/build.gradle
  grep -q 'keystore.properties' "$f" || python3 - "$f" <<'PY'
import re, sys
p = sys.argv[1]; s = open(p).read()
head = '''def keystoreProps = new Properties()
def ksFile = rootProject.file("keystore.properties")
if (ksFile.exists()) { ksFile.withInputStream { keystoreProps.load(it) } }
'''
block = '''    signingConfigs {
        release {
            storeFile keystoreProps['storeFile'] ? file(keystoreProps['storeFile']) : null
            storePassword keystoreProps['storePassword']
            keyAlias keystoreProps['keyAlias']
            keyPassword keystoreProps['keyPassword']
        }
    }
'''
s = head + s
s = re.sub(r"(android\s*\{\n)", r"\1" + block, s, count=1)
s = re.sub(r"(release\s*\{\n)(?!\s*storeFile)", r"\1            signingConfig signingConfigs.release\n", s, count=1)
open(p, "w").write(s)
PY
fi
echo "patched $f; keystore.properties written and ignored"
