ALTER TABLE "users" ADD COLUMN "link_first_shared_on" date;
