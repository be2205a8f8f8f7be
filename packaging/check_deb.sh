#!/usr/bin/env bash
# Checks the Debian package the way a player meets it, on a Debian or Ubuntu machine, as root
# (.ci/run runs it after packaging/build.sh; it changes the system: run it on a CI or throwaway
# machine, or where you mean to install Card Table):
#
#   packaging/check_deb.sh [dist/cardtable_<version>_<arch>.deb]
#
# 1. lintian: no errors (warnings are explained in packaging/README.md);
# 2. apt-get install ./the.deb, which also pulls the libraries it depends on;
# 3. /usr/bin/cardtable --exit-after, offscreen and on a real X server (Xvfb): the start
#    screen is shown and the program quits by itself with status 0 and no Python traceback;
# 4. the installed menu entry and metainfo validate (desktop-file-validate, appstreamcli);
# 5. an upgrade: the same package again (--reinstall), then a newer version of it made on the
#    fly (the same files, version <version>+check1), which must run;
# 6. apt-get remove --purge: every file the package listed is gone, /usr/lib/cardtable too.
set -euo pipefail
cd "$(dirname "$0")/.."

APP_ID=org.cardtable.CardTable
deb=${1:-}
if [ -z "$deb" ]; then
  shopt -s nullglob
  debs=(dist/cardtable_*.deb)
  shopt -u nullglob
  if [ "${#debs[@]}" -ne 1 ]; then
    echo "check_deb.sh: want one dist/cardtable_*.deb, found ${#debs[@]}" >&2
    exit 2
  fi
  deb=${debs[0]}
fi
deb=$(realpath "$deb")
if [ "$(id -u)" -ne 0 ]; then
  echo "check_deb.sh: run it as root (it installs the package)" >&2
  exit 2
fi

step() { printf '\n== check_deb.sh: %s\n' "$*"; }
fail() { echo "check_deb.sh: FAILED: $*" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive
tools=(lintian desktop-file-utils appstream xvfb xauth)
missing=()
for p in "${tools[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
apt-get update -qq
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step "lintian $(basename "$deb")"
lintian --fail-on error --display-info "$deb" > "$work/lintian.txt" || {
  cat "$work/lintian.txt"; fail "lintian reports errors"; }
awk '{print $1, $3}' "$work/lintian.txt" | sort | uniq -c | sort -rn
grep '^W:' "$work/lintian.txt" || true

step "apt-get install $deb"
if dpkg-query -W -f='${Status}' cardtable 2>/dev/null | grep -q "install ok installed"; then
  fail "cardtable is installed already: this check installs and removes it"
fi
apt-get install -y -qq "$deb" >/dev/null
version=$(dpkg-query -W -f='${Version}' cardtable)
echo "installed cardtable $version"
dpkg-query -L cardtable | sort > "$work/files.txt"
echo "$(wc -l < "$work/files.txt") paths"

# The program as a player starts it: the command in PATH, a fresh home folder (nothing of the
# checkout or the build machine's settings), started from / (not the checkout).
run_app() {  # run_app NAME [launcher...]: cardtable --exit-after 2, then checks its output
  local name=$1
  shift
  local home="$work/home-$name"
  mkdir -p "$home"
  local status=0
  (cd / && env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$home" LANG=C.UTF-8 \
      XDG_RUNTIME_DIR="$home" "$@" cardtable --exit-after 2) \
    > "$work/$name.out" 2> "$work/$name.err" < /dev/null || status=$?
  if [ "$status" -ne 0 ] || ! grep -Eq '^cardtable: window shown at [0-9.]+$' "$work/$name.out" \
      || grep -q Traceback "$work/$name.err"; then
    cat "$work/$name.out" "$work/$name.err"
    fail "cardtable ($name) exited $status without showing its window cleanly"
  fi
  echo "$name: $(grep -E '^cardtable: window shown' "$work/$name.out")"
}

step "run /usr/bin/cardtable"
[ "$(command -v cardtable)" = /usr/bin/cardtable ] || fail "cardtable in PATH is another one"
[ "$(readlink -f /usr/bin/cardtable)" = /usr/lib/cardtable/cardtable ] || fail "/usr/bin/cardtable"
run_app offscreen env QT_QPA_PLATFORM=offscreen
run_app xvfb xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb

step "validate the installed menu entry and metainfo"
desktop-file-validate "/usr/share/applications/$APP_ID.desktop"
appstreamcli validate --no-net "/usr/share/metainfo/$APP_ID.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
  [ -f "/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" ] || fail "no ${size}px icon"
done
[ -f "/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg" ] || fail "no scalable icon"
echo "menu entry, metainfo and icons in place"

step "upgrade: the same package again"
apt-get install -y -qq --reinstall "$deb" >/dev/null
[ "$(dpkg-query -W -f='${Version}' cardtable)" = "$version" ] || fail "reinstall changed version"
run_app reinstalled env QT_QPA_PLATFORM=offscreen

step "upgrade: a newer version"
newer="${version}+check1"
dpkg-deb --raw-extract "$deb" "$work/newer"
sed -i "s/^Version: .*/Version: $newer/" "$work/newer/DEBIAN/control"
dpkg-deb --root-owner-group -Znone --build "$work/newer" "$work/cardtable_newer.deb" >/dev/null
rm -rf "$work/newer"
dpkg --compare-versions "$newer" gt "$version" || fail "$newer is not newer than $version"
apt-get install -y -qq "$work/cardtable_newer.deb" >/dev/null
[ "$(dpkg-query -W -f='${Version}' cardtable)" = "$newer" ] || fail "the upgrade did not happen"
run_app upgraded env QT_QPA_PLATFORM=offscreen
dpkg-query -L cardtable | sort > "$work/files-newer.txt"
cmp -s "$work/files.txt" "$work/files-newer.txt" || fail "the newer package lists other files"
echo "upgraded to $newer"

step "apt-get remove --purge cardtable"
apt-get remove --purge -y -qq cardtable >/dev/null
if dpkg-query -W -f='${Status}' cardtable 2>/dev/null | grep -q "installed"; then
  fail "cardtable is still installed"
fi
left=()
while IFS= read -r path; do
  [ "$path" = /. ] && continue
  # Folders the package shared with others (/usr/share/icons/hicolor/48x48/apps...) stay.
  if [ -d "$path" ] && [ ! -L "$path" ]; then
    [ -n "$(dpkg -S "$path" 2>/dev/null)" ] && continue
  fi
  if [ -e "$path" ] || [ -L "$path" ]; then left+=("$path"); fi
done < "$work/files.txt"
[ ! -e /usr/lib/cardtable ] || left+=(/usr/lib/cardtable)
[ ! -e /usr/share/doc/cardtable ] || left+=(/usr/share/doc/cardtable)
if [ "${#left[@]}" -gt 0 ]; then
  printf '  %s\n' "${left[@]}"
  fail "${#left[@]} paths of the package are still there"
fi
echo "removed: none of the $(wc -l < "$work/files.txt") paths is left"
echo "check_deb.sh: all checks passed"
