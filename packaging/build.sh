#!/usr/bin/env bash
# Builds the Card Table desktop bundle from a checkout, on Linux or macOS (Windows: see
# packaging/README.md):
#
#   packaging/build.sh
#
# 1. scripts/bootstrap: Qt's system libraries (Debian/Ubuntu), .venv with the app installed;
# 2. PyInstaller into .venv (pinned below) and, on Linux, binutils (PyInstaller reads libraries
#    with objdump);
# 3. build/compiled/: the rummies' hot modules compiled by mypyc and checked against the source
#    (packaging/compiled.py), when a C compiler and Python's headers are there and
#    CARDTABLE_PURE is not 1; otherwise the bundle runs the plain source, as a checkout does;
# 4. dist/cardtable/: the one-folder bundle from packaging/cardtable.spec (on macOS also
#    dist/Card Table.app), with install.sh, uninstall.sh and share/ (desktop file, metainfo) on
#    Linux;
# 5. dist/cardtable-<version>-<os>-<arch>.tar.gz, which unpacks to one folder of that name;
# 6. on Debian and Ubuntu, dist/cardtable_<version>_<arch>.deb from the same bundle
#    (packaging/make_deb.py; it needs dpkg-dev and patchelf, installed here with binutils).
#    CARDTABLE_DEB=0 skips it.
#
# It prints the bundle's size unpacked, the archive's size and the package's.
# packaging/smoke_test.py then checks the bundle, packaging/check_deb.sh the package.
set -euo pipefail
cd "$(dirname "$0")/.."

PYINSTALLER_SPEC="pyinstaller>=6.10,<7"
MYPY_SPEC="mypy>=2.4,<3"  # brings mypyc

scripts/bootstrap

# PyInstaller reads libraries with objdump (binutils); the Debian package needs dpkg-deb,
# dpkg-shlibdeps (dpkg-dev) and patchelf.
make_deb=0
if [ "$(uname -s)" = Linux ] && command -v dpkg-deb >/dev/null 2>&1 && [ "${CARDTABLE_DEB:-1}" != 0 ]; then
  make_deb=1
fi
if [ "$(uname -s)" = Linux ]; then
  tools=()
  command -v objdump >/dev/null 2>&1 || tools+=(binutils)
  if [ "$make_deb" = 1 ]; then
    command -v dpkg-shlibdeps >/dev/null 2>&1 || tools+=(dpkg-dev)
    command -v patchelf >/dev/null 2>&1 || tools+=(patchelf)
  fi
  if [ "${#tools[@]}" -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1; then
      sudo=""
      [ "$(id -u)" -ne 0 ] && sudo="sudo"
      echo "Installing ${tools[*]} for the build"
      $sudo apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
        "${tools[@]}" >/dev/null
    else
      echo "build.sh: PyInstaller needs objdump: install binutils." >&2
      exit 1
    fi
  fi
fi

.venv/bin/python -m pip install --quiet "$PYINSTALLER_SPEC"

compiled_tree=""
headers=$(.venv/bin/python -c \
  'import os, sysconfig; print(os.path.isfile(os.path.join(sysconfig.get_paths()["include"], "Python.h")))')
if [ "${CARDTABLE_PURE:-0}" = 1 ]; then
  echo "build.sh: CARDTABLE_PURE=1: the bundle runs the plain source"
elif ! command -v "${CC:-cc}" >/dev/null 2>&1 || [ "$headers" != True ]; then
  echo "build.sh: no C compiler or no Python headers: the bundle runs the plain source"
else
  .venv/bin/python -m pip install --quiet "$MYPY_SPEC"
  .venv/bin/python packaging/compiled.py build/compiled
  compiled_tree=build/compiled
fi

version=$(.venv/bin/python -c \
  'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  *) os=$(uname -s | tr '[:upper:]' '[:lower:]') ;;
esac
arch=$(uname -m)
name="cardtable-${version}-${os}-${arch}"

rm -rf build/pyinstaller dist/cardtable "dist/Card Table.app" "dist/${name}.tar.gz" dist/cardtable_*.deb
CARDTABLE_COMPILED_TREE="$compiled_tree" .venv/bin/pyinstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/cardtable.spec

if [ "$os" = linux ]; then
  app_id=org.cardtable.CardTable
  cp packaging/linux/install.sh packaging/linux/uninstall.sh dist/cardtable/
  mkdir -p dist/cardtable/share/applications dist/cardtable/share/metainfo
  cp "packaging/linux/${app_id}.desktop" dist/cardtable/share/applications/
  cp "packaging/linux/${app_id}.metainfo.xml" dist/cardtable/share/metainfo/
  root=dist/cardtable
else
  root="dist/Card Table.app"
fi

# tarfile keeps the bundle's symbolic links and names the top folder after the archive.
.venv/bin/python - "$root" "dist/${name}.tar.gz" "$name" <<'EOF'
import sys
import tarfile

root, archive, top = sys.argv[1:]
with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
    tar.add(root, arcname=top if root.endswith("cardtable") else f"{top}/{root.split('/')[-1]}")
EOF

.venv/bin/python - "$root" "dist/${name}.tar.gz" <<'EOF'
import os
import sys

root, archive = sys.argv[1:]
total = files = 0
for folder, _, names in os.walk(root):
    for n in names:
        path = os.path.join(folder, n)
        if not os.path.islink(path):
            total += os.path.getsize(path)
            files += 1
mb = 1024 * 1024
print(f"bundle:  {root}  {total / mb:.1f} MiB unpacked in {files} files")
print(f"archive: {archive}  {os.path.getsize(archive) / mb:.1f} MiB")
EOF

if [ "$make_deb" = 1 ]; then
  .venv/bin/python packaging/make_deb.py dist/cardtable --out dist
fi
