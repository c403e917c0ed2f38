-- One guest answering (each answer also writes a history row and locks its invitation).
\set key random(1, 300)
\set client random(1, 250)
begin;
set local role anon;
select set_config('request.headers', '{"cf-connecting-ip":"10.0.0.' || :client || '"}', true);
select public.respond_invitation(lpad(:key::text, 3, '0'), true, 1);
commit;
