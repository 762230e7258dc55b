/**
 * The API keys of a local development setup. They are not secrets: they only unlock the embedded
 * backend that `npm start` runs on this machine, and they are printed at start. The server refuses
 * them wherever it could be reached by others (server/config.ts); production builds set
 * PUBLIC_SUPABASE_ANON_KEY and never ship the service key.
 */
export const LOCAL_ANON_KEY = "local-dev-anon-key-not-a-secret";
export const LOCAL_SERVICE_ROLE_KEY = "local-dev-service-role-key-change-me";
