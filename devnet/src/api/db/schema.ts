/** Idempotent schema of the devnet API's records. Bump SCHEMA_VERSION and append to `migrations` to change it. */
export const migrations: readonly string[] = [
  `create table if not exists error_reports (
     id bigserial primary key,
     project_id text not null,
     st text not null,
     sv text not null,
     event_id text not null,
     url text not null,
     domain text not null,
     timestamp bigint not null,
     event text not null,
     error_type text not null,
     error_message text not null,
     stack_trace text not null,
     received_at timestamptz not null default now()
   );
   create index if not exists error_reports_project on error_reports (project_id, id);
   create table if not exists analytics_events (
     id bigserial primary key,
     project_id text not null,
     st text not null,
     sv text not null,
     event_id text not null,
     url text not null,
     domain text not null,
     timestamp bigint not null,
     event text not null,
     props jsonb not null,
     received_at timestamptz not null default now()
   );
   create index if not exists analytics_events_project on analytics_events (project_id, id);
   create table if not exists project_settings (
     project_id text primary key,
     settings jsonb not null,
     updated_at timestamptz not null default now()
   );`,
]

export const SCHEMA_VERSION = migrations.length

export const schemaVersionTable = `create table if not exists berth_schema (version integer not null)`
