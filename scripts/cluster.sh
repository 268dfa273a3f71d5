#!/usr/bin/env bash
# The product as a small cluster on one machine: N API processes on one PostgreSQL behind nginx
# (docs/deployment.md). Needs DATABASE_URL; installs Debian's nginx when it is missing (as root).
#   bash scripts/cluster.sh start     build, start the processes and nginx, and return
#   bash scripts/cluster.sh restart   rolling restart: each process in turn, the others serving
#   bash scripts/cluster.sh status    each process's /readyz, and nginx
#   bash scripts/cluster.sh stop      stop nginx and every process
# Settings: CLUSTER_PORT (8080; the processes take the ports after it), CLUSTER_PROCESSES (3),
# CLUSTER_BUILD (1; 0 uses WEB_DIST and WIDGET_DIST as they are), CLUSTER_DIR (.cluster).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command="${1:-start}"
port="${CLUSTER_PORT:-8080}"
processes="${CLUSTER_PROCESSES:-3}"
run="$(mkdir -p "${CLUSTER_DIR:-$root/.cluster}" && cd "${CLUSTER_DIR:-$root/.cluster}" && pwd)"
web_dist="$(realpath -m "${WEB_DIST:-$root/apps/gym-web/dist}")"
widget_dist="$(realpath -m "${WIDGET_DIST:-$root/packages/judge-widget/dist}")"

api_port() { echo $((port + $1)); }

# Debian's nginx, with the module that serves .br twins, installed like .ci/run installs chromium.
install_nginx() {
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    if [ "$(id -u)" != 0 ]; then
      echo "cluster: nginx is missing; install it as root (apt-get install nginx-light libnginx-mod-http-brotli-static)" >&2
      exit 1
    fi
    echo "cluster: installing Debian's nginx" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static >/dev/null
  fi
}
nginx_bin() { command -v nginx 2>/dev/null || echo /usr/sbin/nginx; }

# One server process on its port, in the background; its log and pid in the run folder.
start_process() {
  local i=$1
  (
    cd "$root"
    PORT="$(api_port "$i")" HOST=127.0.0.1 TRUST_PROXY=true DRAIN_SECONDS="${DRAIN_SECONDS:-2}" \
      WEB_DIST="$web_dist" WIDGET_DIST="$widget_dist" \
      exec node apps/api/src/main.ts >>"$run/api-$i.log" 2>&1
  ) &
  echo $! >"$run/api-$i.pid"
}

# Waits until the process answers /readyz with 200 (migrations applied, database reachable).
wait_ready() {
  local i=$1 tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$(api_port "$i")/readyz" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 600 ] || ! kill -0 "$(cat "$run/api-$i.pid")" 2>/dev/null; then
      echo "cluster: process $i did not become ready; its log:" >&2
      tail -20 "$run/api-$i.log" >&2
      exit 1
    fi
    sleep 0.1
  done
}

stop_process() {
  local i=$1 pid
  pid="$(cat "$run/api-$i.pid" 2>/dev/null || true)"
  [ -n "$pid" ] || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  rm -f "$run/api-$i.pid"
}

# The upstream: every process, least connections (event streams are long-lived). A process that
# fails three connections (stopped, or starting again) is left alone for 2 s, then tried again.
write_upstream() {
  local i
  {
    echo "upstream api {"
    echo "  least_conn;"
    for i in $(seq 1 "$processes"); do
      echo "  server 127.0.0.1:$(api_port "$i") max_fails=3 fail_timeout=2s;"
    done
    echo "  keepalive 32;"
    echo "}"
  } >"$run/upstream.conf"
}

write_nginx_conf() {
  local brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so brotli=""
  mkdir -p "$run/cache" "$run/tmp"
  {
    if [ -f "$brotli_module" ]; then
      echo "load_module $brotli_module;"
      brotli="brotli_static on;"
    fi
    # As root, workers would drop to nobody, who cannot read a build or write a cache root made:
    # they run as the processes do.
    if [ "$(id -u)" = 0 ]; then echo "user root;"; fi
    sed -e "s|@RUN@|$run|g" -e "s|@PORT@|$port|g" -e "s|@WEB_DIST@|$web_dist|g" \
      -e "s|@WIDGET_DIST@|$widget_dist|g" -e "s|@BROTLI@|$brotli|g" "$root/scripts/cluster-nginx.conf"
  } >"$run/nginx.conf"
  "$(nginx_bin)" -t -q -p "$run" -c "$run/nginx.conf"
}

nginx_running() { [ -f "$run/nginx.pid" ] && kill -0 "$(cat "$run/nginx.pid")" 2>/dev/null; }

# Node and pnpm as scripts/start.sh has them (the restart needs only Node, which `start` installed).
use_node() {
  if [ "$1" = quick ] && [ -d "$root/.tools/node/node_modules/.bin" ]; then
    export PATH="$root/.tools/node/node_modules/.bin:$PATH"
    return
  fi
  # shellcheck source=bootstrap.sh
  . "$root/scripts/bootstrap.sh"
}

case "$command" in
  start)
    if [ -z "${DATABASE_URL:-}" ]; then
      echo "cluster: set DATABASE_URL to the PostgreSQL server the processes share" >&2
      exit 2
    fi
    install_nginx
    use_node full
    cd "$root"
    if [ "${CLUSTER_BUILD:-1}" != 0 ]; then
      pnpm --filter @gym/web build >&2
      pnpm --filter @gym/judge-widget build >&2
    fi
    # The first process alone applies the migrations (and makes the token key when there is none).
    start_process 1
    wait_ready 1
    for i in $(seq 2 "$processes"); do start_process "$i"; done
    for i in $(seq 2 "$processes"); do wait_ready "$i"; done
    write_upstream
    write_nginx_conf
    "$(nginx_bin)" -p "$run" -c "$run/nginx.conf" 2>/dev/null
    echo "Gym platform cluster running at http://localhost:$port ($processes processes, ports $(api_port 1)-$(api_port "$processes"))"
    ;;
  restart)
    use_node quick
    cd "$root"
    # No reload of nginx (its old workers would close clients' kept-alive connections): the
    # process drains (DRAIN_SECONDS, each answer closing its connection), closes its port, and
    # nginx sends the requests it then cannot connect for to the others.
    for i in $(seq 1 "$processes"); do
      stop_process "$i"
      start_process "$i"
      wait_ready "$i"
      echo "cluster: process $i restarted"
    done
    ;;
  status)
    for i in $(seq 1 "$processes"); do
      printf 'process %s (port %s): %s\n' "$i" "$(api_port "$i")" \
        "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$(api_port "$i")/readyz" || true)"
    done
    if nginx_running; then echo "nginx: running on port $port"; else echo "nginx: stopped"; fi
    ;;
  stop)
    if nginx_running; then
      "$(nginx_bin)" -p "$run" -c "$run/nginx.conf" -s quit
      while nginx_running; do sleep 0.1; done
    fi
    for i in $(seq 1 "$processes"); do stop_process "$i"; done
    ;;
  *)
    echo "usage: bash scripts/cluster.sh [start|restart|status|stop]" >&2
    exit 2
    ;;
esac
