#!/usr/bin/env bash
# Installs Debian's HAProxy, the load balancer of `npm run fleet` and of its test, when the
# machine lacks it. The fleet runs it in the foreground with a configuration of its own;
# Debian's service (whose default configuration listens nowhere) is not used.
set -euo pipefail

[ -x /usr/sbin/haproxy ] && exit 0
echo "Installing haproxy for the fleet …"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends haproxy >/dev/null
