#!/usr/bin/env bash
# Herald's two entry points on a Debian 12 machine (run as root, from anywhere):
#   bash scripts/herald.sh demo   install what is missing, build, start Herald on the demo campaign
#   bash scripts/herald.sh test   install what is missing; build core/ and db/ with
#                                 AddressSanitizer + UBSan and run their tests; then build
#                                 everything and run every test headless (ctest's summary last)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode="${1:-}"
case "$mode" in demo|test) ;; *) echo "usage: bash scripts/herald.sh demo|test" >&2; exit 2 ;; esac

# Every Debian package the build, the app and the tests need, by name.
packages=(
    cmake ninja-build ccache g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-declarative-dev qt6-tools-dev qt6-l10n-tools
    qt6-qpa-plugins libqt6sql6-sqlite libqt6opengl6-dev libgl-dev
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtquick-dialogs
    qml6-module-qtqml-workerscript qml6-module-qt-labs-settings qml6-module-qtquick-shapes
    qml6-module-qttest qml6-module-qtcore qml6-module-qtqml qml6-module-qtqml-models
    libsqlite3-dev sqlite3 poppler-utils xvfb xauth valgrind
    dpkg-dev fakeroot file desktop-file-utils appstream libxml2-utils
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# ccache keyed on paths relative to the clone, so a fresh clone reuses the cache.
export CCACHE_BASEDIR="$root"
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/herald-ccache}"
export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-5G}"
launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
jobs="$(nproc)"

build() { # build DIR EXTRA_CMAKE_ARGS...
    local dir="$1"; shift
    cmake -S "$root" -B "$dir" -G Ninja "${launcher[@]}" "$@" >/dev/null
    cmake --build "$dir" -j "$jobs"
}

# Optimised, without debug information: on two cores the debug information of the Qt-heavy
# objects and the linking of it was a good part of a clean build.
release=(-DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG")

if [ "$mode" = demo ]; then
    build "$root/build" "${release[@]}"
    exec "$root/build/app/herald" --demo
fi

export QT_QPA_PLATFORM=offscreen
status=0
echo "== core and db tests under AddressSanitizer + UndefinedBehaviorSanitizer =="
# Line tables only (-g1): enough for the sanitizers' file:line traces, far cheaper than -g.
build "$root/build-asan" -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g1" -DHERALD_SANITIZE=ON \
    -DHERALD_CORE_AND_DB_ONLY=ON
(cd "$root/build-asan" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --output-on-failure -j "$jobs" --timeout 900 -L 'core|db') || status=1

echo "== the whole test suite =="
build "$root/build" "${release[@]}"
(cd "$root/build" && ctest --output-on-failure -j "$jobs" --timeout 600) || status=1
exit $status
