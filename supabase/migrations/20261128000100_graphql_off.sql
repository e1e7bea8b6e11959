-- The site reads and writes through the REST API only. Supabase enables pg_graphql on every new
-- project, and its /graphql/v1 shows the API roles every table they may read (`hero_videos`, which
-- anyone reads), so the Security Advisor warns about each (lints 0026 and 0027). Off, the endpoint
-- shows nothing. A version of its own: where a project may not drop it, the rules before stay
-- applied, and the owner turns it off in Database → Extensions instead (docs/upload.md).
drop extension if exists pg_graphql;
