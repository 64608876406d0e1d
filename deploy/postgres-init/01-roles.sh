#!/bin/sh
# Runs once, when the Postgres volume is first created (the postgres image runs the files of
# /docker-entrypoint-initdb.d). Two roles, neither of them a superuser nor able to create databases or roles:
#   - the owner (solvingtech_owner) owns the database and its `public` schema, so only it can create, alter, drop or
#     truncate tables. The migrations run as it, once per release (docker-compose.yml's `migrate`), and so does
#     `npm run db:restore`, which rebuilds the schema.
#   - the app (solvingtech), which every instance connects as, may only read and write rows: SELECT, INSERT, UPDATE
#     and DELETE on the tables, USAGE and SELECT on the sequences, on those there are and on every one the owner
#     creates later. A flaw in the app cannot drop the audit trail, change the schema or touch another database.
# OWNER_ROLE, APP_ROLE and APP_DATABASE rename them (tests/int/database-roles.int.spec.ts runs this file on a test server).
set -eu
owner=${OWNER_ROLE:-solvingtech_owner}
app=${APP_ROLE:-solvingtech}
database=${APP_DATABASE:-solvingtech}

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner="$owner" -v app="$app" -v database="$database" \
  -v owner_password="$OWNER_DATABASE_PASSWORD" -v app_password="$APP_DATABASE_PASSWORD" <<'SQL'
CREATE ROLE :"owner" LOGIN PASSWORD :'owner_password' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
CREATE ROLE :"app" LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
CREATE DATABASE :"database" OWNER :"owner";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"database" TO :"app";
SQL

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$database" -v owner="$owner" -v app="$app" <<'SQL'
ALTER SCHEMA public OWNER TO :"owner";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO :"app";
-- What there is already (nothing in a new volume; everything when an existing database is moved to these roles) ...
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app";
-- ... and whatever the owner's migrations create from now on.
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"app";
SQL
