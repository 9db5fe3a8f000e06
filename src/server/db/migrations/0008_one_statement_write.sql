-- An action sent as one statement (rpc/audit-statement.ts) writes its row only if the version it read is
-- still there; its audit, journal and history rows are in the same statement. When the guarded update
-- matched no row, this fails the statement so none of them stays, with a code the server recognises.
CREATE OR REPLACE FUNCTION console_require_write(matched bigint) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  IF matched = 0 THEN
    RAISE EXCEPTION 'the row changed since it was read' USING ERRCODE = 'CC409';
  END IF;
  RETURN matched;
END;
$$;
