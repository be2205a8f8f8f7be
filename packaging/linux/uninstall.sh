#!/bin/sh
# Removes what install.sh installed for the current user: ~/.local/lib/cardtable, the
# ~/.local/bin/cardtable link, the menu entry, the metainfo and the icons. Settings and saved
# games are left alone.
#
#   ~/.local/lib/cardtable/uninstall.sh [--prefix DIR]     (DIR as given to install.sh)
set -eu

APP_ID=org.cardtable.CardTable
prefix=${HOME}/.local
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "uninstall.sh: --prefix needs a folder" >&2; exit 2; }
              prefix=$2; shift 2 ;;
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "uninstall.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
case "$prefix" in /*) ;; *) prefix=$(pwd)/$prefix ;; esac

lib=$prefix/lib/cardtable
link=$prefix/bin/cardtable
apps=$prefix/share/applications
hicolor=$prefix/share/icons/hicolor

# The link only if it points at the installed program (never someone else's cardtable).
if [ -L "$link" ] && [ "$(readlink "$link")" = "$lib/cardtable" ]; then
  rm -f "$link"
fi
rm -f "$apps/$APP_ID.desktop" "$prefix/share/metainfo/$APP_ID.metainfo.xml"
if [ -d "$hicolor" ]; then
  find "$hicolor" -path "*/apps/$APP_ID.*" -type f -exec rm -f {} +
fi
rm -rf "$lib"

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$apps" ]; then
  update-desktop-database -q "$apps" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$hicolor/index.theme" ]; then
  gtk-update-icon-cache -q -t -f "$hicolor" 2>/dev/null || true
fi
echo "Card Table is uninstalled from $prefix"
