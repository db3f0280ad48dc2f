-- Data minimisation: sign-up sends the profile fields as user metadata (spec §7), but once the
-- profile is built, auth.users keeps no plain personnummer, mobile number or address.
--
-- Owns: clearing those fields of accounts created before. private.handle_new_user clears them of
-- new accounts (20261126000100_registration_rules.sql).

-- Accounts created before this migration.
update auth.users
set raw_user_meta_data = raw_user_meta_data - array['personnummer', 'mobilnummer', 'adress']
where raw_user_meta_data ?| array['personnummer', 'mobilnummer', 'adress'];
