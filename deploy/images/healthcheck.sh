#!/bin/bash
# The image's HEALTHCHECK, with nothing but bash (no curl, no grpc_health_probe in the image).
# KADRY_HEALTHCHECK is "http <port> <path>" (the gateway's and the provider's /healthz: a 200)
# or "tcp <port>" (a gRPC service: its port accepts a connection). Kubernetes ignores this and
# asks the gRPC health protocol itself (deploy/k8s); this is for podman and plain hosts.
set -u
read -r kind port path <<<"${KADRY_HEALTHCHECK:-}"
case "$kind" in
  http)
    exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 1
    printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$path" >&3
    IFS=' ' read -r _ status _ <&3 || exit 1
    [ "$status" = 200 ] ;;
  tcp)
    exec 3<>"/dev/tcp/127.0.0.1/$port" ;;
  *)
    echo "KADRY_HEALTHCHECK must be 'http <port> <path>' or 'tcp <port>', not '${KADRY_HEALTHCHECK:-}'" >&2
    exit 1 ;;
esac
