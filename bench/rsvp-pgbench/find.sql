-- One guest opening their link: PostgREST runs each request in a transaction as anon.
\set key random(1, 300)
\set client random(1, 250)
begin;
set local role anon;
select set_config('request.headers', '{"cf-connecting-ip":"10.0.0.' || :client || '"}', true);
select public.find_invitation(lpad(:key::text, 3, '0'));
commit;
