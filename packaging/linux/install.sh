#!/bin/sh
# Installs Card Table for the current user: the program in ~/.local/lib/cardtable, a
# `cardtable` link in ~/.local/bin, the menu entry, the AppStream metainfo and the icons in
# ~/.local/share. No root needed.
#
#   ./install.sh                    from the unpacked archive (cardtable-<version>-linux-<arch>/)
#   packaging/linux/install.sh dist/cardtable     from a checkout, after packaging/build.sh
#   ./install.sh --prefix DIR       install under DIR instead of ~/.local
#
# Run it again to update; uninstall.sh (installed with the program) removes everything.
set -eu

APP_ID=org.cardtable.CardTable
here=$(cd "$(dirname "$0")" && pwd)
prefix=${HOME}/.local
bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
              prefix=$2; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "install.sh: unknown option $1" >&2; exit 2 ;;
    *) bundle=$1; shift ;;
  esac
done
[ -n "$bundle" ] || bundle=$here
bundle=$(cd "$bundle" && pwd)
case "$prefix" in /*) ;; *) prefix=$(pwd)/$prefix ;; esac

if [ ! -x "$bundle/cardtable" ] || [ ! -d "$bundle/_internal" ]; then
  echo "install.sh: $bundle is not a Card Table bundle (no cardtable program and _internal/)." >&2
  echo "Build one with packaging/build.sh, or run the install.sh inside the unpacked archive." >&2
  exit 1
fi
# The desktop file and metainfo sit in the bundle (archive) or beside this script (checkout).
share=$bundle/share
[ -f "$share/applications/$APP_ID.desktop" ] || share=""
desktop_src=${share:+$share/applications/$APP_ID.desktop}
metainfo_src=${share:+$share/metainfo/$APP_ID.metainfo.xml}
[ -n "$desktop_src" ] || desktop_src=$here/$APP_ID.desktop
[ -n "$metainfo_src" ] || metainfo_src=$here/$APP_ID.metainfo.xml
icons=$bundle/_internal/cardtable/assets/icons

lib=$prefix/lib/cardtable
bin=$prefix/bin
apps=$prefix/share/applications
metainfo=$prefix/share/metainfo
hicolor=$prefix/share/icons/hicolor

# The program: copied, unless it is being installed from its installed place.
if [ "$bundle" != "$lib" ]; then
  rm -rf "$lib.new"
  mkdir -p "$prefix/lib"
  cp -a "$bundle" "$lib.new"
  rm -rf "$lib"
  mv "$lib.new" "$lib"
fi
[ -f "$lib/uninstall.sh" ] || cp "$here/uninstall.sh" "$lib/uninstall.sh"
mkdir -p "$bin"
ln -sfn "$lib/cardtable" "$bin/cardtable"

# Menu entry: Exec and TryExec name the installed program, so it works without ~/.local/bin in
# PATH.
mkdir -p "$apps" "$metainfo"
exec_path=$lib/cardtable
case "$exec_path" in *" "*) exec_path="\"$exec_path\"" ;; esac  # quoted as the spec wants
sed -e "s|^Exec=cardtable|Exec=$exec_path|" -e "s|^TryExec=cardtable|TryExec=$lib/cardtable|" \
  "$desktop_src" > "$apps/$APP_ID.desktop"
cp "$metainfo_src" "$metainfo/$APP_ID.metainfo.xml"

# Icons at every size the art has, plus the scalable one.
for png in "$icons"/cardtable-*.png; do
  size=${png##*/cardtable-}
  size=${size%.png}
  mkdir -p "$hicolor/${size}x${size}/apps"
  cp "$png" "$hicolor/${size}x${size}/apps/$APP_ID.png"
done
if [ -f "$icons/cardtable.svg" ]; then
  mkdir -p "$hicolor/scalable/apps"
  cp "$icons/cardtable.svg" "$hicolor/scalable/apps/$APP_ID.svg"
fi

# Refresh the caches menus use (optional tools; menus also notice changes by themselves).
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$apps" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$hicolor/index.theme" ]; then
  gtk-update-icon-cache -q -t -f "$hicolor" 2>/dev/null || true
fi

echo "Card Table is installed in $lib"
echo "  menu entry: $apps/$APP_ID.desktop"
echo "  command:    $bin/cardtable"
case ":${PATH}:" in
  *":$bin:"*) ;;
  *) echo "  ($bin is not in your PATH: start it from the menu, or add $bin to PATH)" ;;
esac
if [ "$prefix" = "${HOME}/.local" ]; then
  echo "Remove it with: $lib/uninstall.sh"
else
  echo "Remove it with: $lib/uninstall.sh --prefix $prefix"
fi
