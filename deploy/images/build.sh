#!/usr/bin/env bash
# Builds Kadry's images from Debian's own packages, with no image registry:
#   1. a Debian bookworm root filesystem made by mmdebstrap (or debootstrap), imported as the
#      base image localhost/kadry/debian-bookworm;
#   2. deploy/images/Containerfile: one build stage compiling every binary once, then one small
#      runtime image per service: localhost/kadry/<name>:<tag> for the gateway (with web/dist)
#      and every row of services/service-table.txt whose kind is not `planned`; and
#      localhost/kadry/redis (Debian's Redis, for deploy/k8s).
#
#   deploy/images/build.sh [--tag TAG] [--rebuild-base] [--isolation chroot] [NAME...]
#
# --isolation chroot runs the build's steps without an OCI runtime, where that runtime cannot
# start containers (a sandbox without cgroups or rlimits). NAME... limits the images built, and
# the build stage compiles only their binaries. Needs root or working user namespaces, podman
# or buildah, and mmdebstrap or debootstrap (Debian packages: `apt-get install podman buildah
# mmdebstrap`). web/dist must be built first (`cd web && npm ci && npm run build`, as
# ./kadry up does). Not part of ./kadry test.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/deploy/images"
BASE_IMAGE=localhost/kadry/debian-bookworm:latest
SUITE=bookworm
TAG="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo dev)"
REBUILD_BASE=0
ISOLATION=()
ONLY=()

say() { printf '\033[1m[images]\033[0m %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --tag) TAG="$2"; shift 2 ;;
    --rebuild-base) REBUILD_BASE=1; shift ;;
    --isolation) ISOLATION=(--isolation "$2"); shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    -*) die "unknown option $1" ;;
    *) ONLY+=("$1"); shift ;;
  esac
done

# podman or buildah, whichever is installed; both read the same Containerfile. --format docker
# keeps HEALTHCHECK (the OCI image format has no such field).
if command -v podman >/dev/null; then
  BUILDER=(podman build --format docker)
  image_exists() { podman image exists "$1"; }
  import_rootfs() { podman import --change 'CMD ["/bin/bash"]' "$1" "$BASE_IMAGE" >/dev/null; }
elif command -v buildah >/dev/null; then
  BUILDER=(buildah bud --format docker)
  image_exists() { buildah inspect --type image "$1" >/dev/null 2>&1; }
  import_rootfs() {
    local c; c="$(buildah from scratch)"
    buildah add "$c" "$1" / >/dev/null
    buildah config --cmd '["/bin/bash"]' "$c"
    buildah commit -q "$c" "$BASE_IMAGE" >/dev/null
    buildah rm "$c" >/dev/null
  }
else
  die "neither podman nor buildah is installed: apt-get install podman (or buildah)"
fi

# The images to build: the gateway and every service that runs, from the one service table.
NAMES=(gateway)
while read -r name kind _; do
  [[ -z "$name" || "$name" == \#* || "$kind" == planned ]] && continue
  NAMES+=("$name")
done <"$ROOT/services/service-table.txt"
NAMES+=(redis)
if [ ${#ONLY[@]} -gt 0 ]; then
  for n in "${ONLY[@]}"; do [[ " ${NAMES[*]} " == *" $n "* ]] || die "no image named $n (see services/service-table.txt)"; done
  NAMES=("${ONLY[@]}")
fi
[[ " ${NAMES[*]} " != *" gateway "* ]] || [ -f "$ROOT/web/dist/index.html" ] ||
  die "web/dist is missing: build the web app first (cd web && npm ci && npm run build)"

# 1. The base image: Debian's minimal system from Debian's mirror, nothing from a registry.
make_base() {
  local tar; tar="$(mktemp --suffix=.tar)"
  trap 'rm -f "$tar"' RETURN
  say "making a $SUITE root filesystem"
  if command -v mmdebstrap >/dev/null; then
    # The release with its point updates and security updates, as a Debian host has them.
    mmdebstrap --variant=minbase --include=ca-certificates \
      --aptopt='APT::Install-Recommends "false"' "$SUITE" "$tar" \
      "deb http://deb.debian.org/debian $SUITE main" \
      "deb http://deb.debian.org/debian $SUITE-updates main" \
      "deb http://deb.debian.org/debian-security $SUITE-security main"
  elif command -v debootstrap >/dev/null; then
    local dir; dir="$(mktemp -d)"
    debootstrap --variant=minbase --include=ca-certificates "$SUITE" "$dir"
    tar -C "$dir" -cf "$tar" .
    rm -rf "$dir"
  else
    die "neither mmdebstrap nor debootstrap is installed: apt-get install mmdebstrap"
  fi
  say "importing it as $BASE_IMAGE"
  import_rootfs "$tar"
}
if [ "$REBUILD_BASE" = 1 ] || ! image_exists "$BASE_IMAGE"; then make_base; fi

# 2. The images. The same TARGETS for every image, so the build stage is one cached layer that
# compiles every binary once.
TARGETS="$(printf '%s\n' "${NAMES[@]}" | grep -vx redis | paste -sd ' ' || true)"
build() {  # build <stage> <image> [--build-arg ...]
  local stage="$1" image="$2"; shift 2
  say "building $image:$TAG"
  # --network host: the build's apt-get reaches Debian's mirror as the host does, without a
  # container network to set up.
  "${BUILDER[@]}" "${ISOLATION[@]}" --network host --target "$stage" \
    --build-arg BASE="$BASE_IMAGE" --build-arg TARGETS="$TARGETS" "$@" \
    --ignorefile "$HERE/containerignore" -f "$HERE/Containerfile" -t "$image:$TAG" "$ROOT"
}
for name in "${NAMES[@]}"; do
  if [ "$name" = gateway ] || [ "$name" = redis ]; then
    build "$name" "localhost/kadry/$name"
  else
    build service "localhost/kadry/$name" --build-arg SERVICE="$name"
  fi
done
say "built: $(printf 'localhost/kadry/%s:'"$TAG"' ' "${NAMES[@]}")"
say "push them to your registry and set the tag in deploy/k8s/overlays/<env>/kustomization.yaml (docs/operations.md)"
