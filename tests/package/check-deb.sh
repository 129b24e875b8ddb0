#!/usr/bin/env bash
# The Debian package as a user installs it: build it with cpack in a folder of its own, check
# its contents list and its dependencies, and validate the desktop entry, the AppStream
# metadata and the MIME type with their Debian tools.
#   check-deb.sh BUILD_DIR
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$build" && cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb="$(ls "$work"/out/herald_*.deb)"
echo "package: $(basename "$deb") ($(stat -c %s "$deb") bytes)"

contents="$(dpkg-deb -c "$deb" | awk '{print $6}')"
for path in ./usr/bin/herald ./usr/bin/herald-cli \
            ./usr/share/applications/net.herald.Herald.desktop \
            ./usr/share/metainfo/net.herald.Herald.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/net.herald.Herald.svg \
            ./usr/share/mime/packages/herald.xml; do
    grep -qxF "$path" <<<"$contents" || { echo "missing from the package: $path"; exit 1; }
done
if grep -qE '^\./(tmp|root|home|work)|/build/' <<<"$contents"; then
    echo "the package holds paths of the build machine:"; grep -E '^\./(tmp|root|home|work)|/build/' <<<"$contents"; exit 1
fi

depends="$(dpkg-deb -f "$deb" Depends)"
for needed in libqt6quick6 libqt6sql6 libsqlite3-0 qml6-module-qtquick-controls libqt6sql6-sqlite qt6-qpa-plugins; do
    grep -q "$needed" <<<"$depends" || { echo "Depends lacks $needed: $depends"; exit 1; }
done

dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/net.herald.Herald.desktop"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/net.herald.Herald.metainfo.xml"
grep -q '^MimeType=application/x-herald-campaign;$' "$work/root/usr/share/applications/net.herald.Herald.desktop"
xmllint --noout "$work/root/usr/share/mime/packages/herald.xml"
grep -q 'pattern="\*.herald"' "$work/root/usr/share/mime/packages/herald.xml"
# The German and French catalogues are compiled into herald (resource names are UTF-16 BE).
for lang in de fr; do
    pattern="$(printf 'herald_%s.qm' "$lang" | sed 's/./\\x00&/g; s/\\x00\./\\x00\\./g')"
    LC_ALL=C grep -aqP "$pattern" "$work/root/usr/bin/herald" || { echo "herald lacks the $lang catalogue"; exit 1; }
done
# The installed command line runs from the package's own folder.
"$work/root/usr/bin/herald-cli" help >/dev/null
echo "package checked: contents, dependencies, desktop entry, AppStream metadata, MIME type, translations"
