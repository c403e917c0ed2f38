-- What a hosted Supabase project has before any migration (the API roles, authenticator, the
-- default grants, auth.*): the same file npm start, npm test and npm run test:db start from,
-- which run.sh copies beside this one.
\ir bootstrap.sql
