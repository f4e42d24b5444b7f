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
  // The chain index (api/indexer): what the chains hold, for history and NFT holdings. Block
  // numbers and times (unix seconds) fit a bigint; amounts and token ids are decimal text.
  `create table if not exists chain_blocks (
     chain_id integer not null,
     number bigint not null,
     hash text not null,
     timestamp bigint not null,
     primary key (chain_id, number)
   );
   create table if not exists chain_txs (
     chain_id integer not null,
     hash text not null,
     block_number bigint not null,
     tx_index integer not null,
     mined_at bigint not null,
     from_address text not null,
     to_address text,
     created_address text,
     nonce bigint not null,
     value text not null,
     selector text,
     status text not null,
     primary key (chain_id, hash)
   );
   create index if not exists chain_txs_block on chain_txs (chain_id, block_number);
   create table if not exists chain_transfers (
     chain_id integer not null,
     tx_hash text not null,
     seq integer not null,
     block_number bigint not null,
     kind text not null,
     contract text,
     from_address text not null,
     to_address text not null,
     amount text not null,
     primary key (chain_id, tx_hash, seq)
   );
   create index if not exists chain_transfers_block on chain_transfers (chain_id, block_number);
   create index if not exists chain_transfers_nft on chain_transfers (chain_id, contract, amount) where kind = 'erc721';
   create table if not exists chain_participants (
     chain_id integer not null,
     account text not null,
     tx_hash text not null,
     mined_at bigint not null,
     block_number bigint not null,
     tx_index integer not null,
     primary key (chain_id, account, tx_hash)
   );
   create index if not exists chain_participants_history on chain_participants (account, mined_at desc, chain_id desc, block_number desc, tx_index desc);
   create index if not exists chain_participants_block on chain_participants (chain_id, block_number);
   create table if not exists chain_contracts (
     chain_id integer not null,
     address text not null,
     kind text not null,
     name text,
     symbol text,
     decimals integer,
     spam boolean not null default false,
     first_block bigint not null,
     primary key (chain_id, address)
   );`,
  // Sign-in (SIWX) sessions the API verified (api/sessions). `seq` orders sessions created in the
  // same millisecond; `data` is what the app sent, its message and signature as signed.
  `create table if not exists siwx_sessions (
     seq bigserial,
     id text primary key,
     project_id text not null,
     address text not null,
     chain_id text not null,
     data jsonb not null,
     message text not null,
     signature text not null,
     cacao jsonb,
     expires_at timestamptz,
     created_at timestamptz not null,
     revoked_at timestamptz
   );
   create index if not exists siwx_sessions_address on siwx_sessions (project_id, address, created_at desc);`,
  // Sign-in nonces the API issued (api/sessions/nonceStore.ts), kept here so that a restarted API
  // still accepts the ones it gave out. `address` is null for a nonce any one address may use;
  // `used_at` is set once, by the take that wins.
  `create table if not exists siwx_nonces (
     nonce text primary key,
     address text,
     chain_id text not null,
     expires_at timestamptz not null,
     used_at timestamptz
   );
   create index if not exists siwx_nonces_expiry on siwx_nonces (expires_at);`,
  // On-ramp orders (api/onramp): created by POST /v1/generators/onrampurl, paid at Devnet Ramp.
  // status: pending → processing (a payment is crediting the wallet) → done; amounts are decimal text.
  `create table if not exists onramp_orders (
     id text primary key,
     status text not null,
     address text not null,
     chain_id integer not null,
     network text not null,
     symbol text not null,
     purchase_units text not null,
     payment_currency text not null,
     total_cents bigint not null,
     fee_cents bigint not null,
     partner_user_id text,
     redirect_url text,
     tx_hash text,
     created_at timestamptz not null default now(),
     paid_at timestamptz
   );
   create index if not exists onramp_orders_address on onramp_orders (address, created_at desc);`,
  // On-ramp orders on any chain: `chain` (CAIP-2) names the EVM chain or the Solana cluster, which has no chain id.
  `alter table onramp_orders add column if not exists chain text;
   update onramp_orders set chain = 'eip155:' || chain_id where chain is null;
   alter table onramp_orders alter column chain set not null;
   alter table onramp_orders alter column chain_id drop not null;`,
  // Account names (api/names, /v1/profile): one address per name, under its ENSIP-11 coin type;
  // names and addresses lowercase. `message` and `signature` are the registration as signed.
  `create table if not exists profile_names (
     name text primary key,
     zone text not null,
     coin_type bigint not null,
     address text not null,
     attributes jsonb not null,
     message text not null,
     signature text not null,
     created_at timestamptz not null
   );
   create index if not exists profile_names_address on profile_names (address, created_at);`,
]

export const SCHEMA_VERSION = migrations.length

export const schemaVersionTable = `create table if not exists berth_schema (version integer not null)`
