// The PostgreSQL extensions the migrations create (0011: pg_trgm for keyword search). PGlite ships each as
// a bundle that must be given wherever a database is opened, or its indexes cannot be read.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
