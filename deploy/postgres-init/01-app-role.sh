#!/bin/sh
# Runs once, when the Postgres volume is first created: the app's own role owns its database and nothing else. It can
# create its tables (migrations run at every start) but it is no superuser, cannot create databases or roles, and
# cannot read other databases on the server. The superuser's password stays with whoever runs the database.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_password="$APP_DATABASE_PASSWORD" <<'SQL'
CREATE ROLE solvingtech LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
CREATE DATABASE solvingtech OWNER solvingtech;
REVOKE ALL ON DATABASE solvingtech FROM PUBLIC;
SQL
