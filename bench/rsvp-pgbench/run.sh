#!/usr/bin/env bash
# The RSVP functions under load on a real PostgreSQL: a throwaway cluster, supabase/bootstrap.sql
# and supabase/migrations, 300 invitations, then pgbench calling find_invitation and
# respond_invitation as PostgREST would (logged in as authenticator, one transaction per request,
# role anon, request.headers set).
# Run as root on Debian with postgresql-15: bash bench/rsvp-pgbench/run.sh [seconds per run]
set -euo pipefail
cd "$(dirname "$0")/../.."

bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
port=${PGBENCH_PORT:-5492}
seconds=${1:-20}
work=$(mktemp -d)
chmod 755 "$work"
as_postgres() { runuser -u postgres -- "$@"; }
stop() { as_postgres "$bin/pg_ctl" -D "$work/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap stop EXIT

cp -r supabase/migrations supabase/bootstrap.sql bench/rsvp-pgbench/*.sql "$work/"
chown -R postgres "$work"
as_postgres "$bin/initdb" -D "$work/data" -A trust -U postgres >/dev/null
as_postgres "$bin/pg_ctl" -D "$work/data" -l "$work/log" -w \
  -o "-p $port -k $work -c listen_addresses='' -c max_connections=120" start >/dev/null
psql=("$bin/psql" -h "$work" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
as_postgres "${psql[@]}" -f "$work/setup.sql"
for migration in "$work"/migrations/*.sql; do as_postgres "${psql[@]}" -f "$migration"; done
as_postgres "${psql[@]}" -f "$work/invitations.sql"

echo "PostgreSQL $(as_postgres "$bin/postgres" --version | awk '{print $3}'), $(nproc) cores, ${seconds} s per run"
for script in find respond; do
  for clients in 1 10 50; do
    result=$(as_postgres "$bin/pgbench" -h "$work" -p "$port" -U authenticator -n -f "$work/$script.sql" \
      -c "$clients" -j "$(nproc)" -T "$seconds" -r postgres 2>&1)
    tps=$(sed -n 's/^tps = \([0-9.]*\).*/\1/p' <<<"$result")
    latency=$(sed -n 's/^latency average = \([0-9.]*\) ms/\1/p' <<<"$result")
    failed=$(sed -n 's/^number of failed transactions: \([0-9]*\).*/\1/p' <<<"$result")
    printf '%-8s %3s clients: %8.0f requests/s, average latency %6.2f ms, failed %s\n' \
      "$script" "$clients" "$tps" "$latency" "${failed:-0}"
  done
done
